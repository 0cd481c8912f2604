import type { AppInfo } from '../../src-shared/ipc/contract'
import { SettingsService } from './settings/settings-service'
import type { SettingsStore } from './settings/settings-store'

export interface AppServicesOptions {
  /** Where settings (and later saves and user packs) live. */
  userDataDir: string
  /** From package.json, read by the caller (Electron: `app.getVersion()`). */
  appVersion: string
  host: 'electron' | 'browser'
  settingsStore: SettingsStore
  /** Defaults to `process.platform`. */
  platform?: string
  /** Electron passes `app.quit`; the browser host has nothing to quit. */
  quit?: () => void
}

export const APP_NAME = 'Fogbound'

/**
 * Everything the IPC handlers work with, built once per process. Plain classes with no
 * Electron import, so the Electron main process, the browser host and the tests all run
 * the same services.
 */
export class AppServices {
  readonly settings: SettingsService
  readonly host: 'electron' | 'browser'
  readonly #options: AppServicesOptions

  constructor(options: AppServicesOptions) {
    this.#options = options
    this.host = options.host
    this.settings = new SettingsService(options.settingsStore)
  }

  info(): AppInfo {
    const { appVersion, host, platform = process.platform, userDataDir } = this.#options
    return { name: APP_NAME, version: appVersion, host, platform, userDataPath: userDataDir }
  }

  /** `undefined` when this host cannot quit (the browser host: the user closes the tab). */
  get quit(): (() => void) | undefined {
    return this.#options.quit
  }
}
