import { describe, expect, it, vi } from 'vitest'
import { CHANNEL_NAMES } from '../../../src-shared/ipc/channels'
import { ok } from '../../../src-shared/ipc/result'
import { isOwnRendererUrl } from '../../security'
import { bindIpcMain, type InvokeEventLike, type IpcMainLike } from '../bind-ipc-main'

type Listener = (event: InvokeEventLike, ...args: unknown[]) => unknown

function fakeIpcMain() {
  const listeners = new Map<string, Listener>()
  const ipcMain: IpcMainLike = { handle: (channel, listener) => void listeners.set(channel, listener) }
  return { ipcMain, listeners }
}

const APP_URL = 'file:///opt/Fogbound/resources/app.asar/out/renderer/index.html'

describe('bindIpcMain', () => {
  const setup = () => {
    const { ipcMain, listeners } = fakeIpcMain()
    const dispatch = vi.fn((channel: string, payload: unknown) => Promise.resolve(ok({ channel, payload })))
    bindIpcMain(ipcMain, dispatch, (url) => isOwnRendererUrl(url, APP_URL))
    return { listeners, dispatch }
  }

  it('binds exactly the contract channels', () => {
    expect([...setup().listeners.keys()].sort()).toEqual([...CHANNEL_NAMES].sort())
  })

  it('forwards a call from the app window to the dispatcher', async () => {
    const { listeners, dispatch } = setup()
    const result = await listeners.get('settings:update')?.({ senderFrame: { url: `${APP_URL}#/settings` } }, { volume: 1 })
    expect(result).toEqual(ok({ channel: 'settings:update', payload: { volume: 1 } }))
    expect(dispatch).toHaveBeenCalledWith('settings:update', { volume: 1 })
  })

  it('refuses a foreign frame, or one that is gone, with forbidden and never dispatches', async () => {
    const { listeners, dispatch } = setup()
    for (const senderFrame of [{ url: 'https://evil.example/' }, { url: 'file:///tmp/other.html' }, null]) {
      const result = await listeners.get('app:info')?.({ senderFrame }, undefined)
      expect(result).toMatchObject({ ok: false, error: { code: 'forbidden' } })
    }
    expect(dispatch).not.toHaveBeenCalled()
  })
})
