// Test helper: "tally", a made-up ruleset as small as a ruleset can be, to prove that the generic
// pack loader works without Continent. Its packs hold `tiles/*.json` ({ "tiles": Tile[] }) and a
// `pack.json` with one extra field, `target`. Its own check: no tile may be worth more than the target.
import { z } from 'zod'
import { I18nKeySchema, IdSchema } from '../ids'
import { packManifestSchema, type PackManifestBase } from '../manifest'
import { itemCollection, type PackContentSpec } from '../pack-spec'
import type { PackStrings } from '../i18n'
import type { PackFile } from '../read-json'

export interface Tile { id: string; value: number; label: string; art?: string }
export interface TallyManifest extends PackManifestBase { ruleset: 'tally'; target: number }
export interface TallyContent { manifest: TallyManifest; strings: PackStrings; values: Record<string, number> }

const TileSchema = z.strictObject({
  id: IdSchema,
  value: z.int().min(0),
  label: I18nKeySchema,
  art: z.string().optional(),
}).meta({ id: 'TallyTile' })

const TileCollection = itemCollection({ folder: 'tiles', key: 'tiles', item: TileSchema, fileSchemaId: 'TallyTileFile', missing: 'no tile files (tiles/*.json)' })

/** What the last `build` call was handed, so tests can see the loader's parts. */
export const lastBuild: { rejected: unknown[]; clean?: boolean; readable?: boolean } = { rejected: [] }

export const tallySpec: PackContentSpec<TallyContent, TallyManifest, { tiles: Tile }> = {
  ruleset: 'tally',
  manifest: packManifestSchema('tally', { target: z.int().min(1) }),
  collections: { tiles: TileCollection },
  build(parts, checks) {
    lastBuild.rejected = parts.collections.tiles.rejected.map((r) => r.raw)
    lastBuild.clean = parts.clean
    lastBuild.readable = parts.readable
    const manifest = parts.manifests[0]
    const values: Record<string, number> = {}
    for (const { item, origin } of parts.collections.tiles.items) {
      values[item.id] = item.value
      checks.checkString(origin.file, ['tiles', origin.index, 'label'], item.label)
      if (item.art !== undefined && !checks.hasArt(origin.pack, item.art)) checks.report(origin.file, ['tiles', origin.index, 'art'], `art file "art/${item.art}" does not exist`)
      if (manifest && item.value > manifest.target) checks.report(origin.file, ['tiles', origin.index, 'value'], `worth ${item.value}, more than the target ${manifest.target}`)
    }
    if (!manifest || !parts.manifestsValid) return undefined
    return { manifest, strings: parts.strings, values }
  },
  describeJsonSchema(schema) {
    if (typeof schema === 'object' && schema !== null) Object.assign(schema, { description: 'a tally file' })
  },
}

/** A valid tally pack as JSON values by path; `edit` changes it before it is turned into files. */
export function tallyPack(edit: (files: Record<string, unknown>) => void = () => undefined, id = 'tally-base'): PackFile[] {
  const files: Record<string, unknown> = {
    'pack.json': { id, version: '1.0.0', formatVersion: 1, ruleset: 'tally', title: `${id}.title`, dependencies: [], target: 5 },
    'tiles/a.json': { tiles: [{ id: `${id}-one`, value: 1, label: 'tile.one', art: 'one.svg' }, { id: `${id}-two`, value: 2, label: 'tile.two' }] },
    'i18n/en.json': { [`${id}.title`]: 'Tally', 'tile.one': 'One', 'tile.two': 'Two' },
    'i18n/it.json': { [`${id}.title`]: 'Conta', 'tile.one': 'Uno', 'tile.two': 'Due' },
  }
  edit(files)
  return Object.entries(files).map(([path, v]) => ({ path, text: typeof v === 'string' ? v : JSON.stringify(v, null, 2) }))
}
