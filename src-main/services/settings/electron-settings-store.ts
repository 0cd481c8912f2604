import ElectronStore, { type Schema } from 'electron-store'
import { openConfSettingsStore } from './conf-settings-store'
import type { SettingsStore } from './settings-store'

/** Electron's settings store: electron-store in `<userData>/settings.json`. Not unit-tested (imports electron). */
export const openElectronSettingsStore = (userDataDir: string): SettingsStore =>
  openConfSettingsStore(userDataDir, ({ cwd, name, schema }) =>
    new ElectronStore<Record<string, unknown>>({ cwd, name, schema: schema as Schema<Record<string, unknown>> }),
  )
