import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { FogboundBridge } from '../../../src-shared/ipc/bridge'
import { ok } from '../../../src-shared/ipc/result'

// The real `electron` module cannot load without its binary: this is the one thing mocked.
const exposed = new Map<string, unknown>()
const invoke = vi.fn((channel: string, payload: unknown) => Promise.resolve(ok({ channel, payload })))
vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, api: unknown) => exposed.set(key, api) },
  ipcRenderer: { invoke: (channel: string, payload: unknown) => invoke(channel, payload) },
}))

let bridge: FogboundBridge
beforeAll(async () => {
  await import('../index')
  bridge = exposed.get('fogbound') as FogboundBridge
})

describe('preload bridge', () => {
  it('exposes exactly one frozen object, window.fogbound, with host and invoke only', () => {
    expect([...exposed.keys()]).toEqual(['fogbound'])
    expect(Object.isFrozen(bridge)).toBe(true)
    expect(Object.keys(bridge).sort()).toEqual(['host', 'invoke'])
    expect(bridge.host).toBe('electron')
    expect(JSON.stringify(Object.values(bridge))).not.toMatch(/ipcRenderer/)
  })

  it('forwards contract channels to ipcRenderer.invoke', async () => {
    expect(await bridge.invoke('settings:update', { volume: 0.5 })).toEqual(ok({ channel: 'settings:update', payload: { volume: 0.5 } }))
    expect(invoke).toHaveBeenCalledWith('settings:update', { volume: 0.5 })
  })

  it('refuses unknown channels without calling main', async () => {
    invoke.mockClear()
    for (const channel of ['shell:exec', 'toString', '__proto__', 'electron-store-get-data']) {
      const result = await bridge.invoke(channel as 'app:info', undefined)
      expect(result).toMatchObject({ ok: false, error: { code: 'unknown-channel' } })
    }
    expect(invoke).not.toHaveBeenCalled()
  })

  it('a rejected invoke resolves to an internal error instead of throwing', async () => {
    invoke.mockRejectedValueOnce(new Error("No handler registered for 'app:info'"))
    expect(await bridge.invoke('app:info', undefined)).toMatchObject({ ok: false, error: { code: 'internal' } })
  })
})
