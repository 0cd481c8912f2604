import { join } from 'node:path'
import { settingsSchema } from '../../../src-shared/ipc/settings'
import { loadSettingsFile } from './settings-recovery'
import { settingsJsonSchemaProperties } from './settings-json-schema'
import { SETTINGS_FILE_NAME, type SettingsStore } from './settings-store'

/** The part of electron-store (a subclass of `conf`) this adapter uses. */
export interface ConfLike {
  readonly path: string
  store: Record<string, unknown>
}

export interface ConfLikeOptions {
  cwd: string
  name: string
  schema: Record<string, Record<string, unknown>>
}

/**
 * Settings kept by electron-store. The store class is passed in so this module never
 * imports electron (electron-store does): tests use `conf`, its Electron-free base class.
 * Corruption recovery runs first, in plain fs code, because electron-store throws on a
 * file it cannot parse or validate.
 */
export function openConfSettingsStore(
  userDataDir: string,
  createStore: (options: ConfLikeOptions) => ConfLike,
  log: (message: string) => void = console.warn,
): SettingsStore {
  const loaded = loadSettingsFile(join(userDataDir, SETTINGS_FILE_NAME))
  if (loaded.reason) log(`Settings reset to defaults: ${loaded.reason}. The old file is kept at ${loaded.recoveredFrom}`)
  const store = createStore({
    cwd: userDataDir,
    name: SETTINGS_FILE_NAME.replace(/\.json$/, ''),
    schema: settingsJsonSchemaProperties(),
  })
  return {
    file: store.path,
    recoveredFrom: loaded.recoveredFrom,
    read: () => Promise.resolve(settingsSchema.parse(store.store)),
    // `async` turns a schema violation into a rejection. The write itself is synchronous
    // inside electron-store, so a write from a window `close` handler is on disk before quit.
    async write(settings) {
      store.store = { ...settings }
    },
  }
}
