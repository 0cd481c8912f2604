/**
 * `pack.json`, the part every ruleset shares (design §2): identity, format version, ruleset,
 * title key and dependencies. A ruleset adds its own fields with `packManifestSchema`.
 */
import { z } from 'zod'
import { I18nKeySchema, IdSchema, SemverSchema } from './ids'

/** The pack folder format this build reads (pack.json `formatVersion`). */
export const PACK_FORMAT_VERSION = 1

/** A pack another pack builds on: same id, same major version and at least this version. */
export interface PackDependency { id: string; version: string }

/** The fields of `pack.json` that every ruleset has. */
export interface PackManifestBase {
  id: string
  version: string
  formatVersion: number
  /** Which ruleset reads the pack; the loader refuses a pack for another ruleset. */
  ruleset: string
  /** i18n key of the pack's title. */
  title: string
  dependencies: PackDependency[]
}

const baseShape = {
  id: IdSchema,
  version: SemverSchema,
  formatVersion: z.literal(PACK_FORMAT_VERSION, `this build reads pack format ${PACK_FORMAT_VERSION}`),
  title: I18nKeySchema,
  dependencies: z.array(z.strictObject({ id: IdSchema, version: SemverSchema })),
}

/**
 * The zod schema of one ruleset's `pack.json`: the shared fields, `ruleset` fixed to that id, then
 * the ruleset's own fields. Unknown keys are errors, as everywhere in a pack.
 */
export function packManifestSchema<const R extends string, S extends z.ZodRawShape>(ruleset: R, extra: S) {
  return z.strictObject({
    id: baseShape.id,
    version: baseShape.version,
    formatVersion: baseShape.formatVersion,
    ruleset: z.literal(ruleset, `must be "${ruleset}"`),
    title: baseShape.title,
    dependencies: baseShape.dependencies,
    ...extra,
  }).meta({ id: 'PackManifest' })
}

const semverParts = (v: string): number[] => v.split(/[.-]/).slice(0, 3).map(Number)

/** A version `have` satisfies `want` when the major versions are equal and `have` is not older. */
export function satisfiesVersion(have: string, want: string): boolean {
  const [hM = 0, hm = 0, hp = 0] = semverParts(have)
  const [wM = 0, wm = 0, wp = 0] = semverParts(want)
  return hM === wM && (hm > wm || (hm === wm && hp >= wp))
}
