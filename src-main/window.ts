import { BrowserWindow, screen } from 'electron'
import { secureWebPreferences } from './security'
import type { AppServices } from './services/app-services'
import { boundsToSave, debounce, MIN_WINDOW_SIZE, restorePlacement } from './window-state'

export interface MainWindowOptions {
  services: AppServices
  /** The renderer URL (file:// in production, the dev server in dev). */
  appUrl: string
  /** Absolute path of out/preload/index.cjs. */
  preloadPath: string
}

/** Bounds are saved this long after the last move/resize, and always on close. */
const SAVE_BOUNDS_DELAY_MS = 500

/** Opens the one Fogbound window where it was last closed (clamped to the current displays). */
export async function createMainWindow({ services, appUrl, preloadPath }: MainWindowOptions): Promise<BrowserWindow> {
  const { settings } = await services.settings.get()
  const placement = restorePlacement(
    settings.windowBounds,
    screen.getAllDisplays().map((display) => display.workArea),
    screen.getPrimaryDisplay().workArea,
  )
  const window = new BrowserWindow({
    ...(placement.x === undefined ? {} : { x: placement.x, y: placement.y }),
    width: placement.width,
    height: placement.height,
    minWidth: MIN_WINDOW_SIZE.width,
    minHeight: MIN_WINDOW_SIZE.height,
    title: 'Fogbound',
    // Shown on ready-to-show: no white flash before the first paint.
    show: false,
    backgroundColor: '#1b1d22',
    webPreferences: secureWebPreferences(preloadPath),
  })
  if (placement.maximized) window.maximize()
  window.once('ready-to-show', () => window.show())

  const saveBounds = () => {
    if (window.isDestroyed() || window.isMinimized() || window.isFullScreen()) return
    services.settings
      .update({ windowBounds: boundsToSave(window.getNormalBounds(), window.isMaximized()) })
      .catch((error: unknown) => console.error('Could not save the window bounds', error))
  }
  const saver = debounce(saveBounds, SAVE_BOUNDS_DELAY_MS)
  window.on('move', saver.schedule)
  window.on('resize', saver.schedule)
  window.on('maximize', saver.schedule)
  window.on('unmaximize', saver.schedule)
  // electron-store writes synchronously once the queued update runs (microtasks only),
  // so the bounds reach the disk before the app goes on to quit.
  window.on('close', () => {
    saver.cancel()
    saveBounds()
  })

  await window.loadURL(appUrl)
  return window
}
