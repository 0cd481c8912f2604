import { join } from 'node:path'
import type { Settings } from '../../../src-shared/ipc/settings'
import { writeFileAtomic } from '../fs/atomic-write'
import { loadSettingsFile } from './settings-recovery'
import { SETTINGS_FILE_NAME, type SettingsStore } from './settings-store'

/**
 * Plain JSON-file settings for the browser host (no Electron there). Keeps the settings
 * in memory after the first load and writes every change atomically.
 */
export function openFileSettingsStore(userDataDir: string, log: (message: string) => void = console.warn): SettingsStore {
  const file = join(userDataDir, SETTINGS_FILE_NAME)
  const loaded = loadSettingsFile(file)
  if (loaded.reason) log(`Settings reset to defaults: ${loaded.reason}. The old file is kept at ${loaded.recoveredFrom}`)
  let current: Settings = loaded.settings
  return {
    file,
    recoveredFrom: loaded.recoveredFrom,
    read: () => Promise.resolve(structuredClone(current)),
    async write(settings) {
      // Tab-indented like electron-store, so both hosts leave the same file behind.
      await writeFileAtomic(file, `${JSON.stringify(settings, undefined, '\t')}\n`)
      current = structuredClone(settings)
    },
  }
}
