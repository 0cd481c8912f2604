import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { parsePack, parsePacks } from '../parse-pack'
import { formatProblem } from '../problems'
import type { PackContentSpec } from '../pack-spec'
import { lastBuild, tallyPack, tallySpec, type TallyContent } from './tally-ruleset'

// The generic loader with a made-up ruleset ("tally"): nothing here knows Continent.
const problems = (files = tallyPack(), art: string[] = ['one.svg']): string[] => {
  const r = parsePack(files, art, tallySpec)
  return r.ok ? [] : r.problems.map(formatProblem)
}
type Json = Record<string, unknown>
const tiles = (files: Record<string, unknown>, path = 'tiles/a.json'): Json[] => (files[path] as { tiles: Json[] }).tiles
const manifestOf = (files: Record<string, unknown>): Json => files['pack.json'] as Json
const strings = (files: Record<string, unknown>, locale: string): Record<string, string> => files[`i18n/${locale}.json`] as Record<string, string>

describe('the generic pack loader, with a made-up ruleset', () => {
  it('loads a valid pack into the ruleset\'s own content, counting its items', () => {
    const r = parsePack(tallyPack(), ['one.svg'], tallySpec)
    if (!r.ok) throw new Error(r.problems.map(formatProblem).join('\n'))
    expect(r.content.values).toEqual({ 'tally-base-one': 1, 'tally-base-two': 2 })
    expect(r.content.manifest.target).toBe(5)
    expect(r.content.strings.it?.['tile.two']).toBe('Due')
    expect(r.itemCount).toBe(2)
  })

  it('a pack without pack.json', () => {
    expect(problems(tallyPack((f) => { delete f['pack.json'] }))).toEqual(['pack.json › (root): missing: every pack needs a pack.json'])
  })

  it('manifest errors name the field: shared fields, the ruleset\'s own fields and unknown keys', () => {
    expect(problems(tallyPack((f) => { const m = manifestOf(f); m.formatVersion = 2; m.target = 0; m.colour = 'red' }))).toEqual([
      'pack.json › formatVersion: this build reads pack format 1',
      'pack.json › target: Too small: expected number to be >=1',
      'pack.json › (root): Unrecognized key: "colour"',
    ])
  })

  it('a pack for another ruleset is refused with one problem, its other files unread', () => {
    expect(problems(tallyPack((f) => { manifestOf(f).ruleset = 'continent'; f['tiles/a.json'] = '{ broken' })))
      .toEqual(['pack.json › ruleset: this pack is for the "continent" ruleset; the "tally" loader cannot read it'])
  })

  it('a manifest whose ruleset is not a string is a schema problem at that field', () => {
    expect(problems(tallyPack((f) => { manifestOf(f).ruleset = 7 }))).toEqual(['pack.json › ruleset: must be "tally"'])
  })

  it('malformed JSON names the file, the line and the column', () => {
    expect(problems(tallyPack((f) => { f['tiles/a.json'] = '{\n  "tiles": [\n    { "id": "x", }\n  ]\n}' })))
      .toEqual(['tiles/a.json › (root): malformed JSON at line 3, column 18: expected a double-quoted property name'])
    expect(problems(tallyPack((f) => { f['pack.json'] = '{ "id": "tally-base" ' })))
      .toEqual(['pack.json › (root): malformed JSON at line 1, column 22: expected \',\' or \'}\''])
  })

  it('an item failing its schema is reported at its JSON path; the good items are still checked', () => {
    const out = problems(tallyPack((f) => {
      const [, two] = tiles(f)
      if (two) two.value = -1
      tiles(f).push({ id: 'big', value: 9, label: 'tile.one' })
    }))
    expect(out).toEqual([
      'tiles/a.json › tiles[1].value: Too small: expected number to be >=0',
      'tiles/a.json › tiles[2].value: worth 9, more than the target 5',
    ])
    expect(lastBuild.rejected).toEqual([{ id: 'tally-base-two', value: -1, label: 'tile.two' }])
    expect(lastBuild.clean).toBe(false)
    expect(lastBuild.readable).toBe(true)
  })

  it('a file that is not a list of items makes the pack unreadable for cross-checks', () => {
    expect(problems(tallyPack((f) => { f['tiles/a.json'] = { tiles: 'none' } })))
      .toEqual(['tiles/a.json › tiles: Invalid input: expected array, received string'])
    expect(lastBuild.readable).toBe(false)
  })

  it('a ruleset\'s own check is reported with its file and JSON path', () => {
    expect(problems(tallyPack((f) => { const [one] = tiles(f); if (one) one.value = 6 })))
      .toEqual(['tiles/a.json › tiles[0].value: worth 6, more than the target 5'])
  })

  it('i18n: a key missing in one locale is reported there and where it is used', () => {
    expect(problems(tallyPack((f) => { delete strings(f, 'it')['tile.two'] }))).toEqual([
      'i18n/it.json › tile.two: missing (present in i18n/en.json)',
      'tiles/a.json › tiles[1].label: string "tile.two" is missing in locale "it"',
    ])
  })

  it('i18n: the pack title must exist in every locale, locale names are checked, texts are not empty', () => {
    expect(problems(tallyPack((f) => { delete strings(f, 'en')['tally-base.title']; delete strings(f, 'it')['tally-base.title'] })))
      .toEqual(['pack.json › title: string "tally-base.title" is missing in locale "en"', 'pack.json › title: string "tally-base.title" is missing in locale "it"'])
    expect(problems(tallyPack((f) => { f['i18n/english.json'] = f['i18n/en.json']; delete f['i18n/en.json'] })))
      .toEqual(['i18n/english.json › (root): "english" is not a locale like "en" or "pt-BR"'])
    // A locale file failing its schema is left out whole, so its keys are then missing too.
    expect(problems(tallyPack((f) => { strings(f, 'en')['tile.one'] = '' }))).toContain('i18n/en.json › tile.one: must not be empty')
    expect(problems(tallyPack((f) => { delete f['i18n/en.json']; delete f['i18n/it.json'] }))).toEqual(['i18n › (root): no locale files (i18n/<locale>.json)'])
  })

  it('art: a name the ruleset references must be in art/, and art files are SVGs with plain names', () => {
    expect(problems(tallyPack(), [])).toEqual(['tiles/a.json › tiles[0].art: art file "art/one.svg" does not exist'])
    expect(problems(tallyPack(), ['one.svg', 'Two Words.png'])).toEqual(['art/Two Words.png › (root): art files must be SVGs named like "forest.svg"'])
  })

  it('files outside the layout the ruleset declares are unexpected; a required folder may not be empty', () => {
    expect(problems(tallyPack((f) => { f['cards/a.json'] = { cards: [] } })))
      .toEqual(['cards/a.json › (root): unexpected file (a pack holds pack.json, tiles/*.json, i18n/*.json, art/*.svg)'])
    expect(problems(tallyPack((f) => { delete f['tiles/a.json'] }), [])).toEqual(['tiles › (root): no tile files (tiles/*.json)'])
  })

  it('items may be split over any number of files, read in path order', () => {
    fc.assert(fc.property(fc.array(fc.nat({ max: 5 }), { minLength: 1, maxLength: 12 }), fc.integer({ min: 1, max: 4 }), (values, fileCount) => {
      const files = tallyPack((f) => {
        delete f['tiles/a.json']
        values.forEach((value, i) => {
          const path = `tiles/f${i % fileCount}.json`
          const file = (f[path] ??= { tiles: [] }) as { tiles: Json[] }
          file.tiles.push({ id: `t-${i}`, value, label: 'tile.one' })
        })
      })
      const r = parsePack(files, [], tallySpec)
      expect(r.ok && r.itemCount).toBe(values.length)
      expect(r.ok && r.content.values).toEqual(Object.fromEntries(values.map((v, i) => [`t-${i}`, v])))
    }))
  })

  it('any text in an item file gives either content or problems naming files, never a throw', () => {
    fc.assert(fc.property(fc.string(), (text) => {
      const r = parsePack(tallyPack((f) => { f['tiles/b.json'] = text }), ['one.svg'], tallySpec)
      if (r.ok) expect(r.itemCount).toBeGreaterThanOrEqual(2)
      else {
        expect(r.problems.length).toBeGreaterThan(0)
        for (const p of r.problems) expect(p.file).toMatch(/^(tiles\/b\.json|i18n\/\w+\.json|tiles\/a\.json)$/)
      }
    }))
  })

  it('a spec that builds nothing without saying why still rejects the pack', () => {
    const silent: PackContentSpec<TallyContent, TallyContent['manifest'], { tiles: unknown }> = { ...tallySpec, build: () => undefined }
    const r = parsePack(tallyPack(), ['one.svg'], silent)
    expect(r.ok ? [] : r.problems.map(formatProblem)).toEqual(['pack.json › (root): the "tally" loader built no content'])
  })
})

describe('several packs with the generic loader', () => {
  const expansion = (edit: (f: Record<string, unknown>) => void = () => undefined): { files: ReturnType<typeof tallyPack>; art: string[] } => ({
    files: tallyPack((f) => { manifestOf(f).dependencies = [{ id: 'tally-base', version: '1.0.0' }]; delete f['tiles/a.json']; f['tiles/x.json'] = { tiles: [{ id: 'x', value: 3, label: 'tile.x' }] }; strings(f, 'en')['tile.x'] = 'X'; strings(f, 'it')['tile.x'] = 'X'; delete strings(f, 'en')['tile.one']; delete strings(f, 'it')['tile.one']; delete strings(f, 'en')['tile.two']; delete strings(f, 'it')['tile.two']; edit(f) }, 'tally-more'),
    art: [],
  })
  const base = { files: tallyPack(), art: ['one.svg'] }
  const problemsOf = (packs: { files: ReturnType<typeof tallyPack>; art: string[] }[]): string[] => {
    const r = parsePacks(packs, tallySpec)
    return r.ok ? [] : r.problems.map(formatProblem)
  }

  it('a later pack uses the strings of the packs before it', () => {
    const r = parsePacks([base, expansion((f) => { tiles(f, 'tiles/x.json').push({ id: 'y', value: 1, label: 'tile.one' }) })], tallySpec)
    expect(r.ok && r.itemCount).toBe(4)
  })

  it('problems name files as <pack id>/<path>', () => {
    expect(problemsOf([base, expansion((f) => { delete strings(f, 'it')['tile.x'] })])).toEqual([
      'tally-more/i18n/it.json › tile.x: missing (present in tally-more/i18n/en.json)',
      'tally-more/tiles/x.json › tiles[0].label: string "tile.x" is missing in locale "it"',
    ])
  })

  it('dependencies: loaded before, same major version, at least the version asked for', () => {
    expect(problemsOf([expansion()])).toContain('tally-more/pack.json › dependencies[0]: needs pack "tally-base" 1.0.0, which is not loaded before it')
    expect(problemsOf([base, expansion((f) => { manifestOf(f).dependencies = [{ id: 'tally-base', version: '1.2.0' }] })]))
      .toEqual(['tally-more/pack.json › dependencies[0]: needs pack "tally-base" 1.2.0 (same major version, at least that), found 1.0.0'])
    expect(problemsOf([base, expansion((f) => { manifestOf(f).dependencies = [{ id: 'tally-base', version: '0.9.0' }] })]))
      .toEqual(['tally-more/pack.json › dependencies[0]: needs pack "tally-base" 0.9.0 (same major version, at least that), found 1.0.0'])
  })

  it('a string key belongs to one pack; a pack is given once', () => {
    expect(problemsOf([base, expansion((f) => { strings(f, 'en')['tile.one'] = 'Uno'; strings(f, 'it')['tile.one'] = 'Uno' })])).toEqual([
      'tally-more/i18n/en.json › tile.one: already defined in tally-base/i18n/en.json',
      'tally-more/i18n/it.json › tile.one: already defined in tally-base/i18n/it.json',
    ])
    expect(problemsOf([base, base])).toContain('tally-base/pack.json › id: pack "tally-base" is given twice')
  })

  it('no pack at all', () => {
    expect(problemsOf([])).toEqual(['pack.json › (root): no pack given'])
  })
})
