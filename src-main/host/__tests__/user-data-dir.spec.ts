import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { defaultUserDataDir } from '../user-data-dir'

describe('defaultUserDataDir (same folder as Electron userData)', () => {
  it('Linux: $XDG_CONFIG_HOME, else ~/.config', () => {
    expect(defaultUserDataDir('Fogbound', { platform: 'linux', env: { XDG_CONFIG_HOME: '/xdg' }, homedir: '/home/u' })).toBe(join('/xdg', 'Fogbound'))
    expect(defaultUserDataDir('Fogbound', { platform: 'linux', env: {}, homedir: '/home/u' })).toBe(join('/home/u', '.config', 'Fogbound'))
    expect(defaultUserDataDir('Fogbound', { platform: 'linux', env: { XDG_CONFIG_HOME: '' }, homedir: '/home/u' })).toBe(join('/home/u', '.config', 'Fogbound'))
  })

  it('macOS: ~/Library/Application Support', () => {
    expect(defaultUserDataDir('Fogbound', { platform: 'darwin', env: {}, homedir: '/Users/u' })).toBe(join('/Users/u', 'Library', 'Application Support', 'Fogbound'))
  })

  it('Windows: %APPDATA%, else ~/AppData/Roaming', () => {
    expect(defaultUserDataDir('Fogbound', { platform: 'win32', env: { APPDATA: 'C:/Users/u/AppData/Roaming' }, homedir: 'C:/Users/u' })).toBe(
      join('C:/Users/u/AppData/Roaming', 'Fogbound'),
    )
    expect(defaultUserDataDir('Fogbound', { platform: 'win32', env: {}, homedir: 'C:/Users/u' })).toBe(join('C:/Users/u', 'AppData', 'Roaming', 'Fogbound'))
  })
})
