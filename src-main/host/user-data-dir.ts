import { join } from 'node:path'

export interface PlatformEnv {
  platform: string
  env: Readonly<Record<string, string | undefined>>
  homedir: string
}

/**
 * The folder Electron's `app.getPath('userData')` gives for `productName`, so the
 * browser host and the desktop app share settings and saves by default.
 */
export function defaultUserDataDir(productName: string, { platform, env, homedir }: PlatformEnv): string {
  if (platform === 'darwin') return join(homedir, 'Library', 'Application Support', productName)
  if (platform === 'win32') return join(env.APPDATA ?? join(homedir, 'AppData', 'Roaming'), productName)
  return join(env.XDG_CONFIG_HOME || join(homedir, '.config'), productName)
}
