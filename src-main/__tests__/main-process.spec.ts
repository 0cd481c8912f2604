import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { SECURE_WEB_PREFERENCES } from '../security'
import { lockUserData } from '../services/user-data-lock'

// Drives src-main/index.ts with a fake `electron` (the real one cannot load without its
// binary). Everything else is real: services, dispatcher, settings in a temp folder.
type Listener = (...args: unknown[]) => unknown

class FakeEmitter {
  listeners = new Map<string, Listener[]>()
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener])
    return this
  }
  once(event: string, listener: Listener) {
    return this.on(event, listener)
  }
  emit(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args)
  }
}

const root = mkdtempSync(join(tmpdir(), 'fogbound-main-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
// Each boot is another app launch on its own folder: a launch keeps its folder locked (user-data-lock.ts).
let boots = 0
let userData = join(root, 'boot-0')

const fake = vi.hoisted(() => ({
  state: {} as {
    app: FakeEmitter & Record<string, unknown>
    windows: (FakeEmitter & Record<string, unknown>)[]
    ipcHandlers: Map<string, (...args: unknown[]) => unknown>
    lock: boolean
    calls: string[]
  },
}))

vi.mock('electron', () => {
  const s = fake.state
  return {
    get app() {
      return s.app
    },
    dialog: { showErrorBox: (_title: string, message: string) => s.calls.push(`error-box:${message}`) },
    ipcMain: { handle: (channel: string, listener: (...args: unknown[]) => unknown) => s.ipcHandlers.set(channel, listener) },
    protocol: {
      registerSchemesAsPrivileged: (schemes: { scheme: string }[]) => s.calls.push(`privileged:${schemes.map((x) => x.scheme).join(',')}`),
      handle: (scheme: string) => s.calls.push(`protocol:${scheme}`),
    },
    Menu: { buildFromTemplate: (t: unknown[]) => t, setApplicationMenu: (m: unknown[]) => s.calls.push(`menu:${m.length}`) },
    session: {
      defaultSession: {
        setPermissionRequestHandler: () => s.calls.push('permission-request'),
        setPermissionCheckHandler: () => s.calls.push('permission-check'),
        webRequest: { onHeadersReceived: () => s.calls.push('csp') },
      },
    },
    screen: {
      getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }],
      getPrimaryDisplay: () => ({ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }),
    },
    BrowserWindow: class extends FakeEmitter {
      options: unknown
      constructor(options: unknown) {
        super()
        this.options = options
        s.windows.push(this as unknown as FakeEmitter & Record<string, unknown>)
      }
      loadURL(url: string) {
        s.calls.push(`load:${url}`)
        return Promise.resolve()
      }
      maximize() {}
      show() {}
      focus() {
        s.calls.push('focus')
      }
      restore() {
        s.calls.push('restore')
      }
      minimized = false
      isMinimized() {
        return this.minimized
      }
      isDestroyed() {
        return false
      }
      isFullScreen() {
        return false
      }
      isMaximized() {
        return false
      }
      getNormalBounds() {
        return { x: 10, y: 20, width: 900, height: 700 }
      }
    },
  }
})

// electron-store loads the real electron from node_modules; the plain-file store stands in.
vi.mock('../services/settings/electron-settings-store', async () => {
  const { openFileSettingsStore } = await import('../services/settings/file-settings-store')
  return { openElectronSettingsStore: (dir: string) => openFileSettingsStore(dir, () => undefined) }
})

async function boot(lock = true, folder = join(root, `boot-${++boots}`)) {
  userData = folder
  const app = Object.assign(new FakeEmitter(), {
    isPackaged: true,
    getPath: () => userData,
    getVersion: () => '3.2.1',
    enableSandbox: () => fake.state.calls.push('enable-sandbox'),
    requestSingleInstanceLock: () => fake.state.lock,
    whenReady: () => Promise.resolve(),
    quit: () => fake.state.calls.push('quit'),
    exit: (code: number) => fake.state.calls.push(`exit:${code}`),
  })
  fake.state.app = app as unknown as FakeEmitter & Record<string, unknown>
  fake.state.windows = []
  fake.state.ipcHandlers = new Map()
  fake.state.lock = lock
  fake.state.calls = []
  vi.resetModules()
  await import('../index')
  await vi.waitFor(() => expect(fake.state.calls.some((c) => c.startsWith('load:') || c === 'quit' || c.startsWith('exit:'))).toBe(true))
  return fake.state
}

describe('Electron main process (fake electron)', () => {
  beforeEach(() => vi.restoreAllMocks())

  it('a second instance quits at once and opens nothing', async () => {
    const state = await boot(false)
    expect(state.calls).toContain('quit')
    expect(state.windows).toHaveLength(0)
    expect(state.ipcHandlers.size).toBe(0)
  })

  it('first instance: sandbox on, session hardened with CSP, menu set, one hardened window', async () => {
    const state = await boot()
    expect(state.calls).toEqual(expect.arrayContaining(['enable-sandbox', 'permission-request', 'permission-check', 'csp', 'menu:5', 'privileged:fogbound-art', 'protocol:fogbound-art']))
    expect(state.windows).toHaveLength(1)
    const options = state.windows[0]?.options as { webPreferences: Record<string, unknown> }
    expect(options.webPreferences).toEqual({ ...SECURE_WEB_PREFERENCES, preload: expect.stringMatching(/preload[/\\]index\.cjs$/) })
    expect(state.calls.find((c) => c.startsWith('load:'))).toMatch(/^load:file:\/\/.*\/renderer\/index\.html$/)
    expect(state.app.listeners.get('web-contents-created')).toHaveLength(1)
  })

  it('IPC answers the app window and refuses other frames', async () => {
    const state = await boot()
    const appUrl = state.calls.find((c) => c.startsWith('load:'))?.slice('load:'.length) ?? ''
    const info = await state.ipcHandlers.get('app:info')?.({ senderFrame: { url: appUrl } }, undefined)
    expect(info).toEqual({
      ok: true,
      value: { name: 'Fogbound', version: '3.2.1', host: 'electron', platform: process.platform, userDataPath: userData },
    })
    const foreign = await state.ipcHandlers.get('app:info')?.({ senderFrame: { url: 'https://evil.example/' } }, undefined)
    expect(foreign).toMatchObject({ ok: false, error: { code: 'forbidden' } })
  })

  it('a second launch restores and focuses the existing window', async () => {
    const state = await boot()
    Object.assign(state.windows[0] ?? {}, { minimized: true })
    state.app.emit('second-instance')
    expect(state.calls).toEqual(expect.arrayContaining(['restore', 'focus']))
  })

  it('closing the window saves its bounds', async () => {
    const state = await boot()
    state.windows[0]?.emit('close')
    const appUrl = state.calls.find((c) => c.startsWith('load:'))?.slice('load:'.length) ?? ''
    await vi.waitFor(async () => {
      const reply = await state.ipcHandlers.get('settings:get')?.({ senderFrame: { url: appUrl } }, undefined)
      expect(reply).toMatchObject({ ok: true, value: { settings: { windowBounds: { x: 10, y: 20, width: 900, height: 700, maximized: false } } } })
    })
  })

  it('a browser host holding the user-data folder: the desktop app says why in one line and exits, opening nothing', async () => {
    const folder = join(root, 'held-by-a-browser-host')
    const held = await lockUserData(folder, { host: 'browser', onLost: () => undefined })
    try {
      const state = await boot(true, folder)
      expect(state.calls).toContain('exit:1')
      const box = state.calls.find((c) => c.startsWith('error-box:')) ?? ''
      expect(box).toMatch(/^error-box:Fogbound is already running on the user-data folder .*a browser host \(process \d+/)
      expect(box).not.toContain('\n')
      expect(state.windows).toHaveLength(0)
      expect(state.ipcHandlers.size).toBe(0)
    } finally {
      await held.release()
    }
  })
})
