import { describe, expect, expectTypeOf, it } from 'vitest'
import { packJsonSchemas, rulesetJsonSchemas } from '../content/json-schemas'
import { formatProblem } from '../content/problems'
import { contentOf, contentRulesets, contentSpecFor, contentSpecs, parseAnyPack, parseAnyPacks, rulesetOf } from '../pack-formats'
import type { ContentOf, PackContentSpec } from '../content/pack-spec'
import type { PackStrings } from '../content/i18n'
import type { PackManifestBase } from '../content/manifest'
import { RULESETS } from '../registry'
import { tallyPack, tallySpec, type TallyContent } from '../content/__tests__/tally-ruleset'

// The lookup generic callers use: a pack's format found by the ruleset its pack.json names.
describe('pack formats by ruleset id', () => {
  it('knows each ruleset with a pack format, and nothing else', () => {
    expect(contentRulesets()).toContain('continent')
    expect(contentSpecFor('continent')?.ruleset).toBe('continent')
    // Each ruleset's pack format is its module's: the registry is the one list.
    for (const [id, module] of Object.entries(RULESETS)) expect(contentSpecFor(id)).toBe(module.content)
    for (const id of contentRulesets()) expect(contentSpecFor(id)?.ruleset).toBe(id)
    expect(contentSpecFor('nope')).toBeUndefined()
    expect(contentSpecFor('toString')).toBeUndefined()
    expect(contentSpecs().map((s) => s.ruleset)).toEqual(contentRulesets())
  })

  it('the content of several rulesets is the union of their contents, so callers narrow it by ruleset', () => {
    interface OtherContent { manifest: PackManifestBase; strings: PackStrings; other: true }
    expectTypeOf<ContentOf<typeof tallySpec | PackContentSpec<OtherContent>>>().toEqualTypeOf<TallyContent | OtherContent>()
    // A spec of any ruleset fits where specs are typed by their content only (the registry's need).
    const wide: PackContentSpec<TallyContent | OtherContent> = tallySpec
    expect(wide.ruleset).toBe('tally')
  })

  it("contentOf narrows a pack's content to the ruleset that reads it, and refuses another ruleset's", () => {
    const content = { manifest: { id: 'p', version: '1.0.0', formatVersion: 1, ruleset: 'lantern', title: 't', dependencies: [] }, strings: {} }
    expect(() => contentOf(content as never, 'continent')).toThrow(/expected a continent pack, got a lantern pack \(p\)/)
    expect(contentOf(content as never, 'lantern')).toBe(content)
  })

  it('reads the ruleset from pack.json before any validation', () => {
    expect(rulesetOf(tallyPack())).toBe('tally')
    expect(rulesetOf(tallyPack((f) => { f['pack.json'] = '{ nope' }))).toBeUndefined()
    expect(rulesetOf(tallyPack((f) => { delete f['pack.json'] }))).toBeUndefined()
  })

  it('a pack naming a ruleset this build does not know is refused at pack.json › ruleset', () => {
    const r = parseAnyPack(tallyPack(), [])
    expect(r.ok ? [] : r.problems.map(formatProblem)).toEqual([`pack.json › ruleset: unknown ruleset "tally" (this build reads ${contentRulesets().map((id) => `"${id}"`).join(', ')})`])
    const several = parseAnyPacks([{ files: tallyPack(), art: [] }])
    expect(several.ok).toBe(false)
  })
})

describe('JSON Schemas of pack files', () => {
  it('one ruleset: pack.json and one schema per item folder, touched up by the ruleset', () => {
    const schemas = rulesetJsonSchemas(tallySpec) as Record<string, { $ref?: string; description?: string; $defs?: Record<string, unknown> }>
    expect(Object.keys(schemas).sort()).toEqual(['pack.schema.json', 'tiles.schema.json'])
    expect(schemas['tiles.schema.json']?.$ref).toBe('#/$defs/TallyTileFile')
    expect(schemas['tiles.schema.json']?.$defs).toHaveProperty('TallyTile')
    expect(schemas['tiles.schema.json']?.description).toBe('a tally file')
    expect(JSON.stringify(schemas['pack.schema.json'])).toContain('"target"')
  })

  it('every ruleset in its own folder, the shared i18n schema at the top', () => {
    expect(Object.keys(packJsonSchemas([tallySpec])).sort()).toEqual(['i18n.schema.json', 'tally/pack.schema.json', 'tally/tiles.schema.json'])
  })
})
