import type { Settings } from '../../../src-shared/ipc/settings'

/** File name of the settings inside the user-data folder, shared by both hosts. */
export const SETTINGS_FILE_NAME = 'settings.json'

/**
 * Where settings are kept. Electron uses electron-store, the browser host a plain JSON
 * file; both point at `<userData>/settings.json`, so the two hosts share one file.
 * Stores only persist whole, already validated settings: merging and validation live
 * in `SettingsService`, once for both.
 */
export interface SettingsStore {
  /** Absolute path of the settings file. */
  readonly file: string
  /** Set when the file was unreadable at start and was moved aside to this path. */
  readonly recoveredFrom: string | undefined
  read(): Promise<Settings>
  write(settings: Settings): Promise<void>
}
