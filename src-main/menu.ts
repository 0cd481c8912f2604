import type { MenuItemConstructorOptions } from 'electron'

/**
 * The application menu as data (type-only electron import, so it is testable).
 * Standard roles give native labels, accelerators and platform conventions for free:
 * macOS gets the app menu (About, Hide, Quit), other platforms Quit in File.
 * Reload and DevTools are developer tools, left out of packaged builds: the game state
 * lives in main, but a stray Ctrl+R mid-drag is still confusing.
 */
export function menuTemplate(platform: string, isDev: boolean): MenuItemConstructorOptions[] {
  const isMac = platform === 'darwin'
  const view: MenuItemConstructorOptions[] = [
    ...(isDev ? ([{ role: 'reload' }, { role: 'forceReload' }, { role: 'toggleDevTools' }, { type: 'separator' }] as const) : []),
    { role: 'resetZoom' },
    { role: 'zoomIn' },
    { role: 'zoomOut' },
    { type: 'separator' },
    { role: 'togglefullscreen' },
  ]
  return [
    ...(isMac ? [{ role: 'appMenu' } as const] : []),
    { role: 'fileMenu' },
    { role: 'editMenu' },
    { label: 'View', submenu: view },
    { role: 'windowMenu' },
    // macOS has About in the app menu already.
    { role: 'help', submenu: isMac ? [] : [{ role: 'about' }] },
  ]
}
