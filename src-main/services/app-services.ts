import { promises as fsp } from 'node:fs'
import { basename, join } from 'node:path'
import type { AppInfo } from '../../src-shared/ipc/contract'
import { installPlatformSha256 } from '../platform-sha256'
import { CardDatabase } from './cards/card-database'
import { packArtPath } from './cards/pack-art'
import { GameManager } from './games/game-manager'
import { SaveStore, folderContentSource } from './saves'
import { SettingsService } from './settings/settings-service'
import { lockUserData, type UserDataLock, type UserDataLockOptions } from './user-data-lock'
import type { SettingsStore } from './settings/settings-store'

/** Main-process file dialogs (Electron); the browser host has none and moves file content over HTTP instead. */
export interface FileDialogs {
  /** A path to export to, or undefined when the user cancelled. */
  chooseExportFile(defaultName: string): Promise<string | undefined>
  /** A file to import, or undefined when the user cancelled. */
  chooseImportFile(): Promise<string | undefined>
}

export interface AppServicesOptions {
  /** Where settings, saves (`saves/`) and user packs (`packs/`) live. */
  userDataDir: string
  /** From package.json, read by the caller (Electron: `app.getVersion()`). */
  appVersion: string
  host: 'electron' | 'browser'
  settingsStore: SettingsStore
  /** Defaults to `process.platform`. */
  platform?: string
  /** Electron passes `app.quit`; the browser host has nothing to quit. */
  quit?: () => void
  /** Packs shipped with the app (`resources/packs`; packaged Electron: `process.resourcesPath/packs`). */
  builtInPacksDir?: string
  /** Electron: `shell.trashItem`. Default: move into `<userData>/trash/`. */
  trash?: (path: string) => Promise<void>
  /** Electron's save/open dialogs; absent in the browser host. */
  fileDialogs?: FileDialogs
  /** Electron: `shell.openPath`, to show a folder in the file manager; absent in the browser host. */
  openFolder?: (path: string) => Promise<void>
  /** Rewrite save.json every N commands (tests use small numbers). */
  saveEvery?: number
  /**
   * Take the user-data folder for this process first (the desktop app and the browser host do;
   * tests that reopen one folder in one process do not). `onLost`: the lock was taken away.
   */
  lockUserData?: Pick<UserDataLockOptions, 'onLost' | 'onTakeOver'>
}

export const APP_NAME = 'Fogbound'

/** Moves a folder into `<userData>/trash/` (the browser host has no system trash to call). */
export function trashFolderIn(userDataDir: string): (path: string) => Promise<void> {
  return async (path) => {
    const trash = join(userDataDir, 'trash')
    await fsp.mkdir(trash, { recursive: true })
    await fsp.rename(path, join(trash, `${basename(path)}-${new Date().toISOString().replace(/[-:.]/g, '')}`))
  }
}

interface GameServices {
  cards: CardDatabase
  saves: SaveStore
  games: GameManager
}

/**
 * Everything the IPC handlers work with, built once per process. Plain classes with no
 * Electron import, so the Electron main process, the browser host and the tests all run
 * the same services.
 */
export class AppServices {
  readonly settings: SettingsService
  readonly host: 'electron' | 'browser'
  readonly #options: AppServicesOptions
  #games: GameServices | undefined
  #lock: UserDataLock | undefined

  constructor(options: AppServicesOptions) {
    this.#options = options
    this.host = options.host
    this.settings = new SettingsService(options.settingsStore)
  }

  /**
   * The services plus the card database, the saves and the game manager (packs from
   * `builtInPacksDir` and `<userData>/packs`, saves in `<userData>/saves`).
   */
  static async open(options: AppServicesOptions): Promise<AppServices> {
    // Saves are hashed on every write and load: main uses the platform's SHA-256 (identical output).
    installPlatformSha256()
    // Before anything is read or written: a refused second process touches nothing (UserDataLockedError).
    const lock = options.lockUserData && (await lockUserData(options.userDataDir, { host: options.host, ...options.lockUserData }))
    const services = new AppServices(options)
    services.#lock = lock || undefined
    try {
      await services.loadGames()
    } catch (error) {
      await services.#lock?.release()
      throw error
    }
    return services
  }

  /** Saves and closes the open game, then lets another process have the user-data folder. */
  async close(): Promise<void> {
    try {
      if (this.#games) await this.#games.games.close()
    } finally {
      await this.#lock?.release()
      this.#lock = undefined
    }
  }

  /** Loads the packs and builds the saves and games services (once). */
  async loadGames(): Promise<void> {
    if (this.#games) return
    const { userDataDir, builtInPacksDir, appVersion } = this.#options
    if (builtInPacksDir === undefined) throw new Error('AppServices needs builtInPacksDir to play games')
    const userPacksDir = join(userDataDir, 'packs')
    const cards = await CardDatabase.load({ builtInDir: builtInPacksDir, userDir: userPacksDir })
    const content = folderContentSource([builtInPacksDir, userPacksDir])
    const saves = new SaveStore({
      dir: join(userDataDir, 'saves'),
      appVersion,
      content,
      trash: this.#options.trash ?? trashFolderIn(userDataDir),
      ...(this.#options.saveEvery === undefined ? {} : { saveEvery: this.#options.saveEvery }),
    })
    this.#games = { cards, saves, games: new GameManager({ cards, saves, content }) }
  }

  /**
   * The real path of a loaded pack's art file (`<pack>/art/<name>.svg`), or undefined. Names only:
   * no path from outside is joined, and links or files outside the pack are refused (pack-art.ts).
   */
  packArtFile(packId: string, file: string): string | undefined {
    // The folder the card database loaded the pack from: a folder that only claims the id has no say.
    const dir = this.#games?.cards.folder(packId)
    return dir === undefined ? undefined : packArtPath(dir, packId, file)
  }

  #loaded(): GameServices {
    if (!this.#games) throw new Error('The game services are not loaded (AppServices.open was not used).')
    return this.#games
  }

  get cards(): CardDatabase {
    return this.#loaded().cards
  }

  get saves(): SaveStore {
    return this.#loaded().saves
  }

  get games(): GameManager {
    return this.#loaded().games
  }

  /** Electron's dialogs, or undefined in the browser host. */
  get fileDialogs(): FileDialogs | undefined {
    return this.#options.fileDialogs
  }

  /** Opens a folder in the OS file manager, or undefined where this host cannot (browser host). */
  get openFolder(): ((path: string) => Promise<void>) | undefined {
    return this.#options.openFolder
  }

  /** Scratch space for exports/imports moved over HTTP (`<userData>/tmp`). */
  get scratchDir(): string {
    return join(this.#options.userDataDir, 'tmp')
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
