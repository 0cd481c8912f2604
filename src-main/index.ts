import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { app, dialog, ipcMain, Menu, protocol, session, shell, type BrowserWindow } from 'electron'
import { ART_SCHEME } from '../src-shared/ipc/bridge'
import { ART_SCHEME_PRIVILEGES, handleArtRequest } from './art-protocol'
import { hardenSession, hardenWebContents } from './hardening'
import { bindIpcMain } from './ipc/bind-ipc-main'
import { createDispatcher } from './ipc/dispatch'
import { forwardPushEvents } from './ipc/push-events'
import { menuTemplate } from './menu'
import { isOwnRendererUrl, rendererUrl, usesProductionCsp, type RendererLocation } from './security'
import { AppServices } from './services/app-services'
import { readPackArt } from './services/cards/pack-art'
import { openElectronSettingsStore } from './services/settings/electron-settings-store'
import { UserDataLockedError } from './services/user-data-lock'
import { createMainWindow } from './window'

// Built layout (electron-vite): out/main/index.js, out/preload/index.cjs, out/renderer/index.html.
const location: RendererLocation = {
  isPackaged: app.isPackaged,
  devServerUrl: process.env.ELECTRON_RENDERER_URL,
  indexFileUrl: pathToFileURL(join(__dirname, '../renderer/index.html')).href,
}
const appUrl = rendererUrl(location)
const preloadPath = join(__dirname, '../preload/index.cjs')

// Sandbox every renderer, even one created by a future code path that forgets the option.
app.enableSandbox()
// Pack art scheme: must be registered before the app is ready.
protocol.registerSchemesAsPrivileged([ART_SCHEME_PRIVILEGES])

let mainWindow: BrowserWindow | undefined

/** Packaged: `<resources>/packs` (electron-builder extraResources); dev: the repository's `resources/packs`. */
function builtInPacksDir(): string {
  // `resourcesPath` exists only inside Electron's own Node.
  const resources = (process as { resourcesPath?: string }).resourcesPath
  if (app.isPackaged && resources) return join(resources, 'packs')
  return join(__dirname, '../../resources/packs')
}

async function openWindow(services: AppServices): Promise<void> {
  mainWindow = await createMainWindow({ services, appUrl, preloadPath })
  mainWindow.on('closed', () => (mainWindow = undefined))
}

async function start(): Promise<void> {
  hardenSession(session.defaultSession, { csp: usesProductionCsp(location) })
  const userDataDir = app.getPath('userData')
  const services = await AppServices.open({
    userDataDir,
    appVersion: app.getVersion(),
    host: 'electron',
    settingsStore: openElectronSettingsStore(userDataDir),
    quit: () => app.quit(),
    builtInPacksDir: builtInPacksDir(),
    // A browser host on the same folder (Electron's single-instance lock does not see it) is refused.
    lockUserData: {
      onLost() {
        dialog.showErrorBox('Fogbound', 'Another Fogbound process took over your user-data folder. Fogbound will close so that no move is lost.')
        app.exit(1)
      },
    },
    trash: (path) => shell.trashItem(path),
    async openFolder(path) {
      // shell.openPath answers an error message instead of throwing.
      const problem = await shell.openPath(path)
      if (problem) throw new Error(problem)
    },
    fileDialogs: {
      // Main shows the dialogs itself: a path chosen here never comes from the renderer.
      async chooseExportFile(defaultName) {
        const options = { defaultPath: defaultName, filters: [{ name: 'Fogbound save', extensions: ['fogbound'] }] }
        const result = mainWindow ? await dialog.showSaveDialog(mainWindow, options) : await dialog.showSaveDialog(options)
        return result.canceled ? undefined : result.filePath
      },
      async chooseImportFile() {
        const options = { properties: ['openFile' as const], filters: [{ name: 'Fogbound save', extensions: ['fogbound', 'json'] }] }
        const result = mainWindow ? await dialog.showOpenDialog(mainWindow, options) : await dialog.showOpenDialog(options)
        return result.canceled ? undefined : result.filePaths[0]
      },
    },
  })
  bindIpcMain(ipcMain, createDispatcher(services), (frameUrl) => isOwnRendererUrl(frameUrl, appUrl))
  forwardPushEvents(services.saves, () => mainWindow?.webContents)
  protocol.handle(ART_SCHEME, (request) => handleArtRequest(request.url, (pack, file) => services.packArtFile(pack, file), readPackArt))
  Menu.setApplicationMenu(Menu.buildFromTemplate(menuTemplate(process.platform, !app.isPackaged)))
  app.on('activate', () => {
    // macOS: clicking the dock icon with no window open reopens it.
    if (!mainWindow) void openWindow(services)
  })
  await openWindow(services)
}

// One running Fogbound per user: two processes would write the same settings and saves.
if (!app.requestSingleInstanceLock()) {
  app.quit()
} else {
  app.on('second-instance', () => {
    if (!mainWindow) return
    if (mainWindow.isMinimized()) mainWindow.restore()
    mainWindow.show()
    mainWindow.focus()
  })
  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents, appUrl))
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit()
  })
  app.whenReady().then(start).catch((error: unknown) => {
    if (error instanceof UserDataLockedError) {
      // Expected, not a crash: a browser host has the folder. Say so in one line, in the terminal and on screen.
      console.error(error.message)
      dialog.showErrorBox('Fogbound', error.message)
    } else console.error('Fogbound could not start', error)
    app.exit(1)
  })
}
