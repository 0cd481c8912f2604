import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import type { ChannelName } from '../../../src-shared/ipc/contract'
import type { IpcResult } from '../../../src-shared/ipc/result'
import { fakeBridge } from '../../api/__tests__/fake-bridge'
import { mountApp } from '../../__tests__/mount-app'

const settings = { language: 'en', animationSpeed: 1, reducedMotion: 'system', volume: 0.8 } as const

function answer(channel: ChannelName): IpcResult<unknown> {
  switch (channel) {
    case 'settings:get': return { ok: true, value: { settings } }
    case 'app:info': return { ok: true, value: { name: 'Fogbound', version: '0.1.0', host: 'electron', platform: 'linux', userDataPath: '/u' } }
    case 'app:quit': return { ok: true, value: null }
    default: return { ok: false, error: { code: 'unknown-channel', message: channel } }
  }
}

let cleanup: (() => void) | undefined
afterEach(() => cleanup?.())

describe('MainMenu', () => {
  it('disables New game, Continue and Load, each with a reason screen readers hear', async () => {
    const app = await mountApp(fakeBridge(answer))
    cleanup = app.unmount
    for (const id of ['menu-new-game', 'menu-continue', 'menu-load']) {
      const button = app.wrapper.get(`[data-testid="${id}"] button`)
      expect(button.attributes('aria-disabled'), id).toBe('true')
      const reasonId = button.attributes('aria-describedby')
      expect(reasonId, id).toBeTruthy()
      const reason = app.wrapper.get(`[id="${reasonId}"]`)
      expect(reason.text()).toBe('Available in a later version.')
      // Still focusable, so the reason can be reached by keyboard.
      expect(button.attributes('disabled')).toBeUndefined()
    }
  })

  it('does nothing when a disabled entry is clicked', async () => {
    const bridge = fakeBridge(answer)
    const app = await mountApp(bridge)
    cleanup = app.unmount
    const before = bridge.calls.length
    await app.wrapper.get('[data-testid="menu-new-game"] button').trigger('click')
    await flushPromises()
    expect(app.router.currentRoute.value.path).toBe('/')
    expect(bridge.calls.length).toBe(before)
  })

  it('Settings navigates to the settings page', async () => {
    const app = await mountApp(fakeBridge(answer))
    cleanup = app.unmount
    const button = app.wrapper.get('[data-testid="menu-settings"] button')
    expect(button.attributes('aria-disabled')).toBeUndefined()
    await button.trigger('click')
    await flushPromises()
    expect(app.router.currentRoute.value.name).toBe('settings')
    expect(app.wrapper.get('h1').text()).toBe('Settings')
  })

  it('Quit calls app:quit in Electron', async () => {
    const bridge = fakeBridge(answer, 'electron')
    const app = await mountApp(bridge)
    cleanup = app.unmount
    await app.wrapper.get('[data-testid="menu-quit"] button').trigger('click')
    await flushPromises()
    expect(bridge.calls.map((c) => c.channel)).toContain('app:quit')
  })

  it('Quit is disabled in the browser host and says to close the tab', async () => {
    const bridge = fakeBridge((channel) => (channel === 'app:info'
      ? { ok: true, value: { name: 'Fogbound', version: '0.1.0', host: 'browser', platform: 'linux', userDataPath: '/u' } }
      : answer(channel)), 'browser')
    const app = await mountApp(bridge)
    cleanup = app.unmount
    const quit = app.wrapper.get('[data-testid="menu-quit"] button')
    expect(quit.attributes('aria-disabled')).toBe('true')
    expect(app.wrapper.get(`[id="${quit.attributes('aria-describedby')}"]`).text()).toBe('Close this tab to quit.')
    await quit.trigger('click')
    await flushPromises()
    expect(bridge.calls.map((c) => c.channel)).not.toContain('app:quit')
  })

  it('shows why quitting failed instead of failing silently', async () => {
    const bridge = fakeBridge((channel) => (channel === 'app:quit'
      ? { ok: false, error: { code: 'internal', message: 'window busy' } }
      : answer(channel)), 'electron')
    const app = await mountApp(bridge)
    cleanup = app.unmount
    await app.wrapper.get('[data-testid="menu-quit"] button').trigger('click')
    await flushPromises()
    expect(app.wrapper.get('[role="alert"]').text()).toContain('window busy')
  })

  it('shows the menu in Italian when that is the saved language', async () => {
    const bridge = fakeBridge((channel) => (channel === 'settings:get'
      ? { ok: true, value: { settings: { ...settings, language: 'it' } } }
      : answer(channel)))
    const app = await mountApp(bridge)
    cleanup = app.unmount
    expect(app.wrapper.get('[data-testid="menu-settings"] button').text()).toBe('Impostazioni')
    expect(document.documentElement.lang).toBe('it')
  })
})
