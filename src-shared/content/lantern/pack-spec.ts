/**
 * Lantern Run's pack format for the generic loader: `pack.json` carries the night (the lantern die,
 * dice per roll, target, turns: L-SETUP-3) and `characters/*.json` the lamplighters.
 */
import { z } from 'zod'
import { I18nKeySchema, IdSchema } from '../ids'
import { packManifestSchema, type PackManifestBase } from '../manifest'
import { itemCollection, type PackChecks, type PackContentSpec, type PackParts } from '../pack-spec'
import type { LanternContent } from '../../rulesets/lantern/types'

const FaceSchema = z.strictObject({ id: IdSchema, symbol: z.enum(['light', 'gust', 'blank']), label: I18nKeySchema })

const LanternManifestSchema = packManifestSchema('lantern', {
  die: z.array(FaceSchema).min(2, 'a lantern die has at least two faces').max(20),
  dicePerRoll: z.int().min(1).max(6),
  target: z.int().min(1).max(999),
  turns: z.int().min(1).max(99),
})
type LanternManifest = z.infer<typeof LanternManifestSchema> & PackManifestBase

const LamplighterSchema = z.strictObject({ id: IdSchema, name: I18nKeySchema })
type Lamplighter = z.infer<typeof LamplighterSchema>

interface LanternItems {
  characters: Lamplighter
}

const Lamplighters = itemCollection({ folder: 'characters', key: 'characters', item: LamplighterSchema, fileSchemaId: 'LamplighterFile', missing: 'a Lantern Run pack needs characters/*.json with at least one lamplighter' })

function build(parts: PackParts<LanternManifest, LanternItems>, checks: PackChecks): LanternContent | undefined {
  const manifest = parts.manifests[0]
  const file = parts.manifestFiles[0] ?? 'pack.json'
  if (manifest) {
    const symbols = new Set(manifest.die.map((f) => f.symbol))
    if (!symbols.has('light')) checks.report(file, ['die'], 'the lantern die needs at least one light face, or no light can ever be banked')
    if (!symbols.has('gust')) checks.report(file, ['die'], 'the lantern die needs at least one gust face, or the lantern never goes out')
    const seen = new Set<string>()
    manifest.die.forEach((f, i) => {
      if (seen.has(f.id)) checks.report(file, ['die', i, 'id'], `face "${f.id}" appears twice`)
      seen.add(f.id)
      checks.checkString(file, ['die', i, 'label'], f.label)
    })
  }
  const characters: Record<string, string> = {}
  for (const { item, origin } of parts.collections.characters.items) {
    if (item.id in characters) checks.report(origin.file, ['characters', origin.index, 'id'], `lamplighter "${item.id}" appears twice`)
    characters[item.id] = item.name
    checks.checkString(origin.file, ['characters', origin.index, 'name'], item.name)
  }
  if (checks.problemCount() > 0 || !manifest) return undefined
  return { manifest, strings: parts.strings, die: manifest.die, dicePerRoll: manifest.dicePerRoll, target: manifest.target, turns: manifest.turns, characters }
}

/** How the generic loader reads a Lantern Run pack. */
export const lanternPackSpec: PackContentSpec<LanternContent, LanternManifest, LanternItems> = {
  ruleset: 'lantern',
  manifest: LanternManifestSchema,
  collections: { characters: Lamplighters },
  build,
}
