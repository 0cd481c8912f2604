import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defaultSettings } from '../../../src-shared/ipc/settings'
import { AppServices } from '../../services/app-services'
import { openFileSettingsStore } from '../../services/settings/file-settings-store'
import { createDispatcher, type Dispatch } from '../dispatch'
import { handlers } from '../handlers'
import { IpcFault } from '../handler'

let dir: string
let services: AppServices
let dispatch: Dispatch
const quit = vi.fn()

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'fogbound-dispatch-'))
  quit.mockReset()
  services = new AppServices({
    userDataDir: dir,
    appVersion: '1.2.3',
    host: 'electron',
    platform: 'linux',
    settingsStore: openFileSettingsStore(dir),
    quit,
  })
  dispatch = createDispatcher(services)
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('dispatcher', () => {
  it('app:info answers name, version, host, platform and user-data path', async () => {
    expect(await dispatch('app:info', undefined)).toEqual({
      ok: true,
      value: { name: 'Fogbound', version: '1.2.3', host: 'electron', platform: 'linux', userDataPath: dir },
    })
  })

  it('unknown channel → unknown-channel (also for prototype keys)', async () => {
    for (const channel of ['nope', 'toString', '__proto__', 'constructor']) {
      const result = await dispatch(channel, undefined)
      expect(result).toMatchObject({ ok: false, error: { code: 'unknown-channel' } })
    }
  })

  it('settings:update persists and answers the merged settings', async () => {
    const result = await dispatch('settings:update', { language: 'it' })
    expect(result).toEqual({ ok: true, value: { settings: { ...defaultSettings(), language: 'it' } } })
    expect(JSON.parse(readFileSync(join(dir, 'settings.json'), 'utf8')).language).toBe('it')
  })

  it('bad payload → bad-request whose issues name the field', async () => {
    const result = await dispatch('settings:update', { language: 'xx', volume: 'loud' })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.error.code).toBe('bad-request')
    expect(result.error.issues?.map((i) => i.path).sort()).toEqual(['language', 'volume'])
    expect(result.error.message).toMatch(/settings:update/)
  })

  it('nested field and unknown key are named by their own path', async () => {
    const result = await dispatch('settings:update', { windowBounds: { x: 0, y: 0, width: 10, height: 600 }, colour: 'red' })
    expect(result.ok ? [] : result.error.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'windowBounds.width' }),
        { path: 'colour', message: 'Unknown field "colour"' },
      ]),
    )
  })

  it('a void channel refuses a payload', async () => {
    expect(await dispatch('settings:get', { sneaky: true })).toMatchObject({ ok: false, error: { code: 'bad-request' } })
  })

  it('a throwing handler → internal with its message, never a rejection', async () => {
    const log = vi.fn()
    const broken = createDispatcher(services, { ...handlers, 'settings:get': () => { throw new Error('disk on fire') } }, log)
    await expect(broken('settings:get', undefined)).resolves.toEqual({
      ok: false,
      error: { code: 'internal', message: 'settings:get failed: disk on fire' },
    })
    expect(log).toHaveBeenCalledOnce()
  })

  it('an IpcFault keeps its code', async () => {
    const faulty = createDispatcher(services, { ...handlers, 'settings:get': () => Promise.reject(new IpcFault('not-found', 'gone')) })
    expect(await faulty('settings:get', undefined)).toEqual({ ok: false, error: { code: 'not-found', message: 'gone' } })
  })

  it('app:quit replies first, then quits', async () => {
    expect(await dispatch('app:quit', undefined)).toEqual({ ok: true, value: null })
    await new Promise((resolve) => setImmediate(resolve))
    expect(quit).toHaveBeenCalledOnce()
  })

  it('app:quit on a host without quit → forbidden', async () => {
    const browser = new AppServices({ userDataDir: dir, appVersion: '1', host: 'browser', settingsStore: openFileSettingsStore(dir) })
    expect(await createDispatcher(browser)('app:quit', undefined)).toMatchObject({ ok: false, error: { code: 'forbidden' } })
  })
})
