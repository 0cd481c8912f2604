import type { GameModule } from '../../../../src-shared/game-module'
import type { SaveMigration } from '../../../../src-shared/save-migration'
import { SAVE_FORMAT_VERSION } from '../save-format'
import { SaveError } from '../save-error'
import { rulesetFormatFrom1, rulesetFormatFrom2 } from './001-ruleset-format'
import { commandMarksFrom3 } from './002-command-marks'

/**
 * The envelope's migrations, oldest first (the games inside migrate with their ruleset's own,
 * `GameModule.migrations`). Append new ones; never edit a released one.
 */
export const MIGRATIONS: readonly SaveMigration[] = [rulesetFormatFrom1, rulesetFormatFrom2, commandMarksFrom3]

/** The oldest format this build can still read (through `MIGRATIONS`). */
export const OLDEST_READABLE_FORMAT = 1

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

interface StepOptions {
  /** What the version field is called in messages ('save format', '<ruleset> data format'). */
  what: string
  field: 'formatVersion' | 'rulesetFormat'
  current: number
  migrations: readonly SaveMigration[]
  oldest: number
  appVersion?: string | undefined
}

/** Applies numbered steps to `raw[field]` up to `current`; pure (the input is not modified). */
function runSteps(raw: Record<string, unknown>, o: StepOptions): { save: Record<string, unknown>; applied: number[] } {
  const version = raw[o.field]
  if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 0) {
    throw new SaveError('schema', `${o.field}: expected a whole number, got ${JSON.stringify(version)}`)
  }
  const plural = o.what === 'save format' ? 'formats' : `${o.what}s`
  if (version > o.current) {
    const by = typeof raw.appVersion === 'string' ? ` (Fogbound ${raw.appVersion})` : ''
    throw new SaveError(
      'too-new',
      `This save was written by a newer Fogbound${by} in ${o.what} ${version}; this version${o.appVersion ? ` (${o.appVersion})` : ''} reads ${plural} up to ${o.current}. Update Fogbound to open it; the file was left untouched.`,
    )
  }
  if (version < o.oldest) {
    throw new SaveError('too-old', `This save uses ${o.what} ${version}, older than any ${plural.replace(/^save /, '')} this version can read (${o.oldest}…${o.current}).`)
  }
  let save = raw
  const applied: number[] = []
  for (let v = version; v < o.current; v++) {
    const step = o.migrations.find((m) => m.from === v)
    if (!step) throw new SaveError('too-old', `No migration from ${o.what} ${v} to ${v + 1}.`)
    const next = step.migrate(structuredClone(save))
    if (!isRecord(next)) throw new SaveError('schema', `migration from ${o.what} ${v} did not return an object`)
    save = { ...next, [o.field]: v + 1 }
    applied.push(v)
  }
  return { save, applied }
}

/**
 * Brings a parsed save's envelope up to `current`, applying each migration in turn. A save newer
 * than `current` is refused (`too-new`): this build cannot know what it would drop. A save older
 * than the oldest migration is `too-old`. Pure: the input object is not modified.
 */
export function migrateSave(
  raw: Record<string, unknown>,
  options: { current?: number; migrations?: readonly SaveMigration[]; oldest?: number; appVersion?: string } = {},
): { save: Record<string, unknown>; applied: number[] } {
  return runSteps(raw, {
    what: 'save format',
    field: 'formatVersion',
    current: options.current ?? SAVE_FORMAT_VERSION,
    migrations: options.migrations ?? MIGRATIONS,
    oldest: options.oldest ?? OLDEST_READABLE_FORMAT,
    appVersion: options.appVersion,
  })
}

/** Brings the game data of a (current-envelope) save up to its ruleset's `saveFormat` with the ruleset's own steps. */
export function migrateRulesetData(raw: Record<string, unknown>, module: GameModule, appVersion?: string): { save: Record<string, unknown>; applied: number[] } {
  return runSteps(raw, { what: `${module.id} data format`, field: 'rulesetFormat', current: module.saveFormat, migrations: module.migrations, oldest: 1, appVersion })
}
