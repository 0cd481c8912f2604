import { SAVE_FORMAT_VERSION } from '../save-format'
import { SaveError } from '../save-error'
import { terrainPlacement } from './001-terrain-placement'

/**
 * One step of the save format: reads a parsed save of format `from` and returns the same
 * game in format `from + 1`. Migrations live in numbered files (`001-<what>.ts`), each
 * with a test that loads a fixture from `fixtures/saves/` written in the old format.
 */
export interface Migration {
  from: number
  description: string
  migrate(save: Record<string, unknown>): Record<string, unknown>
}

/** Every migration, oldest first. Append new ones; never edit a released one. */
export const MIGRATIONS: readonly Migration[] = [terrainPlacement]

/** The oldest format this build can still read (through `MIGRATIONS`). */
export const OLDEST_READABLE_FORMAT = 1

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * Brings a parsed save up to `current`, applying each migration in turn. A save newer than
 * `current` is refused (`too-new`): this build cannot know what it would drop. A save older
 * than the oldest migration is `too-old`. Pure: the input object is not modified.
 */
export function migrateSave(
  raw: Record<string, unknown>,
  options: { current?: number; migrations?: readonly Migration[]; oldest?: number; appVersion?: string } = {},
): { save: Record<string, unknown>; applied: number[] } {
  const { current = SAVE_FORMAT_VERSION, migrations = MIGRATIONS, oldest = OLDEST_READABLE_FORMAT } = options
  const version = raw.formatVersion
  if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 0) {
    throw new SaveError('schema', `formatVersion: expected a whole number, got ${JSON.stringify(version)}`)
  }
  if (version > current) {
    const by = typeof raw.appVersion === 'string' ? ` (Fogbound ${raw.appVersion})` : ''
    throw new SaveError(
      'too-new',
      `This save was written by a newer Fogbound${by} in save format ${version}; this version${options.appVersion ? ` (${options.appVersion})` : ''} reads formats up to ${current}. Update Fogbound to open it; the file was left untouched.`,
    )
  }
  if (version < oldest) {
    throw new SaveError('too-old', `This save uses format ${version}, older than any format this version can read (${oldest}…${current}).`)
  }
  let save = raw
  const applied: number[] = []
  for (let v = version; v < current; v++) {
    const step = migrations.find((m) => m.from === v)
    if (!step) throw new SaveError('too-old', `No migration from save format ${v} to ${v + 1}.`)
    const next = step.migrate(structuredClone(save))
    if (!isRecord(next)) throw new SaveError('schema', `migration from format ${v} did not return an object`)
    save = { ...next, formatVersion: v + 1 }
    applied.push(v)
  }
  return { save, applied }
}
