import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { FogboundBridge } from '../../../src-shared/ipc/bridge'
import { PUSH_CHANNEL } from '../../../src-shared/ipc/push'
import { ok } from '../../../src-shared/ipc/result'

// The real `electron` module cannot load without its binary: this is the one thing mocked.
const exposed = new Map<string, unknown>()
const invoke = vi.fn((channel: string, payload: unknown) => Promise.resolve(ok({ channel, payload })))
/** What main's webContents.send would deliver: the listeners the preload put on ipcRenderer. */
const ipcListeners = new Map<string, ((event: unknown, payload: unknown) => void)[]>()
const sendFromMain = (channel: string, payload: unknown) => {
  for (const listener of ipcListeners.get(channel) ?? []) listener({ sender: 'the IPC event' }, payload)
}
vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, api: unknown) => exposed.set(key, api) },
  ipcRenderer: {
    invoke: (channel: string, payload: unknown) => invoke(channel, payload),
    on: (channel: string, listener: (event: unknown, payload: unknown) => void) => ipcListeners.set(channel, [...(ipcListeners.get(channel) ?? []), listener]),
  },
}))

let bridge: FogboundBridge
beforeAll(async () => {
  await import('../index')
  bridge = exposed.get('fogbound') as FogboundBridge
})

describe('preload bridge', () => {
  it('exposes exactly one frozen object, window.fogbound, with host, invoke and on only', () => {
    expect([...exposed.keys()]).toEqual(['fogbound'])
    expect(Object.isFrozen(bridge)).toBe(true)
    expect(Object.keys(bridge).sort()).toEqual(['host', 'invoke', 'on'])
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

  it('on(event) hands the page checked push events of that type only, never the IPC event; the unsubscribe stops them', () => {
    const on = bridge.on
    if (!on) throw new Error('the preload has no on()')
    const failed: unknown[] = []
    const quarantined: unknown[] = []
    const off = on('save-failed', (e) => failed.push(e))
    on('slot-quarantined', (e) => quarantined.push(e))
    const event = { type: 'save-failed', slotId: 'a1', what: 'move', message: 'The move could not be saved: the disk is full.' }
    sendFromMain(PUSH_CHANNEL, event)
    sendFromMain(PUSH_CHANNEL, { type: 'save-failed', slotId: 'a1' })
    sendFromMain(PUSH_CHANNEL, { ...event, extra: 'field' })
    sendFromMain('settings:get', event)
    expect(failed).toEqual([event])
    expect(quarantined).toEqual([])
    off()
    sendFromMain(PUSH_CHANNEL, event)
    expect(failed).toHaveLength(1)
    // One ipcRenderer listener however many subscribers, and an unknown event name is refused.
    expect(ipcListeners.get(PUSH_CHANNEL)).toHaveLength(1)
    const unknown = on('shell:exec' as 'save-failed', () => failed.push('never'))
    sendFromMain(PUSH_CHANNEL, event)
    unknown()
    expect(failed).toHaveLength(1)
  })
})
