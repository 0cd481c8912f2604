/**
 * JSON Schemas of the pack files for editors and pack authors, generated from the zod schemas
 * (draft 2020-12) and never edited by hand. The i18n format is shared; each ruleset has its own
 * `pack.json` and item files, so their schemas live under the ruleset's id.
 */
import { z } from 'zod'
import { I18nFileSchema } from './i18n'
import type { ItemCollection, PackContentBase, PackContentSpec } from './pack-spec'

/** The shared schemas: `{ 'i18n.schema.json' }`. */
export function sharedJsonSchemas(): Record<string, unknown> {
  return { 'i18n.schema.json': z.toJSONSchema(I18nFileSchema) }
}

/** One ruleset's schemas, keyed by file name: `pack.schema.json` and `<folder>.schema.json` per collection. */
export function rulesetJsonSchemas(spec: PackContentSpec<PackContentBase>): Record<string, unknown> {
  const describe = (schema: unknown): unknown => { spec.describeJsonSchema?.(schema); return schema }
  const collections = Object.values<ItemCollection<unknown>>(spec.collections)
  return {
    'pack.schema.json': describe(z.toJSONSchema(spec.manifest)),
    ...Object.fromEntries(collections.map((c) => [`${c.folder}.schema.json`, describe(z.toJSONSchema(c.file))])),
  }
}

/**
 * Every schema file for these rulesets, keyed by path below the schema folder: the shared ones
 * at the top, each ruleset's in `<ruleset>/`.
 */
export function packJsonSchemas(specs: readonly PackContentSpec<PackContentBase>[]): Record<string, unknown> {
  const out: Record<string, unknown> = sharedJsonSchemas()
  for (const spec of specs) {
    for (const [name, schema] of Object.entries(rulesetJsonSchemas(spec))) out[`${spec.ruleset}/${name}`] = schema
  }
  return out
}
