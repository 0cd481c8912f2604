import { existsSync, readFileSync, renameSync } from 'node:fs'
import { basename } from 'node:path'
import { defaultSettings, settingsSchema, type Settings } from '../../../src-shared/ipc/settings'

export interface LoadedSettings {
  settings: Settings
  /** Path the unreadable file was moved to; absent when the file was fine or missing. */
  recoveredFrom?: string
  /** Why the file was rejected, naming the field (`settings.json › volume: …`). */
  reason?: string
}

/** Timestamp that is safe in a file name on every OS (no `:`). */
const fileStamp = (now: Date) => now.toISOString().replace(/[:.]/g, '-')

/**
 * Reads and validates the settings file before any store opens it. A file that is not
 * JSON or fails the schema is renamed to `<file>.corrupt-<timestamp>` (kept, never
 * deleted, so a hand edit can be repaired) and defaults are used instead. Runs before
 * electron-store is constructed because electron-store throws on such a file.
 */
export function loadSettingsFile(file: string, now: Date = new Date()): LoadedSettings {
  if (!existsSync(file)) return { settings: defaultSettings() }
  const reason = problemWith(file, readFileSync(file, 'utf8'))
  if (reason === undefined) return { settings: settingsSchema.parse(JSON.parse(readFileSync(file, 'utf8'))) }
  let aside = `${file}.corrupt-${fileStamp(now)}`
  for (let n = 1; existsSync(aside); n++) aside = `${file}.corrupt-${fileStamp(now)}-${n}`
  renameSync(file, aside)
  return { settings: defaultSettings(), recoveredFrom: aside, reason }
}

function problemWith(file: string, text: string): string | undefined {
  const name = basename(file)
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    return `${name}: not valid JSON (${error instanceof Error ? error.message : String(error)})`
  }
  const parsed = settingsSchema.safeParse(data)
  if (parsed.success) return undefined
  return parsed.error.issues
    .map((issue) => `${name} › ${issue.path.length ? issue.path.join('.') : '(root)'}: ${issue.message}`)
    .join('; ')
}
