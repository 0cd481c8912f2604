import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ChannelName } from '../../../src-shared/ipc/contract'
import type { IpcResult } from '../../../src-shared/ipc/result'
import { fakeBridge } from '../../api/__tests__/fake-bridge'
import { mountApp } from '../../__tests__/mount-app'
import { TestGame } from '../../rulesets/continent/__tests__/test-pack'
import { hostAnswers, slot } from '../../rulesets/continent/__tests__/game-kit'

const settings = { language: 'en', animationSpeed: 1, reducedMotion: 'system', volume: 0.8, debug: false } as const

function answer(channel: ChannelName): IpcResult<unknown> {
  switch (channel) {
    case 'settings:get': return { ok: true, value: { settings } }
    case 'app:info': return { ok: true, value: { name: 'Fogbound', version: '0.1.0', host: 'electron', platform: 'linux', userDataPath: '/u' } }
    case 'app:quit': return { ok: true, value: null }
    case 'saves:list': return { ok: true, value: [] }
    default: return { ok: false, error: { code: 'unknown-channel', message: channel } }
  }
}

let cleanup: (() => void) | undefined
afterEach(() => cleanup?.())

describe('MainMenu', () => {
  it('New game and Load are enabled; Continue is disabled with a reason when there is no save', async () => {
    const app = await mountApp(fakeBridge(answer))
    cleanup = app.unmount
    for (const id of ['menu-new-game', 'menu-load']) {
      expect(app.wrapper.get(`[data-testid="${id}"] button`).attributes('aria-disabled'), id).toBeUndefined()
    }
    const button = app.wrapper.get('[data-testid="menu-continue"] button')
    expect(button.attributes('aria-disabled')).toBe('true')
    const reason = app.wrapper.get(`[id="${button.attributes('aria-describedby') ?? ''}"]`)
    expect(reason.text()).toBe('No saved game yet.')
    // Still focusable, so the reason can be reached by keyboard.
    expect(button.attributes('disabled')).toBeUndefined()
  })

  it('Continue is disabled, saying why, when every saved game is finished (main skips won and lost games)', async () => {
    const bridge = fakeBridge((channel) => (channel === 'saves:list' ? { ok: true, value: [slot({ outcome: 'won' }), slot({ id: 'slot-2', outcome: 'lost' })] } : answer(channel)))
    const app = await mountApp(bridge)
    cleanup = app.unmount
    await flushPromises()
    const button = app.wrapper.get('[data-testid="menu-continue"] button')
    await vi.waitFor(() => expect(button.attributes('aria-disabled')).toBe('true'))
    expect(app.wrapper.get(`[id="${button.attributes('aria-describedby') ?? ''}"]`).text()).toContain('Every saved game is finished')
  })

  it('does nothing when the disabled Continue is clicked', async () => {
    const bridge = fakeBridge(answer)
    const app = await mountApp(bridge)
    cleanup = app.unmount
    const before = bridge.calls.length
    await app.wrapper.get('[data-testid="menu-continue"] button').trigger('click')
    await flushPromises()
    expect(app.router.currentRoute.value.path).toBe('/')
    expect(bridge.calls.length).toBe(before)
  })

  it('New game opens the new game page and Load the saves page', async () => {
    const app = await mountApp(fakeBridge(hostAnswers(new TestGame())))
    cleanup = app.unmount
    await app.wrapper.get('[data-testid="menu-new-game"] button').trigger('click')
    // The page is a lazily loaded chunk.
    await vi.waitFor(() => expect(app.router.currentRoute.value.name).toBe('new-game'))
    await app.router.push('/')
    await flushPromises()
    await app.wrapper.get('[data-testid="menu-load"] button').trigger('click')
    await vi.waitFor(() => expect(app.router.currentRoute.value.name).toBe('saves'))
  })

  it('Continue opens the most recent game on the table when a save exists', async () => {
    const bridge = fakeBridge(hostAnswers(new TestGame(), { 'saves:list': () => ({ ok: true, value: [slot()] }) }))
    const app = await mountApp(bridge)
    cleanup = app.unmount
    const button = app.wrapper.get('[data-testid="menu-continue"] button')
    expect(button.attributes('aria-disabled')).toBeUndefined()
    await button.trigger('click')
    await flushPromises()
    expect(bridge.calls.map((c) => c.channel)).toContain('app:continue')
    // The table page is a lazily loaded chunk (the heaviest one).
    await vi.waitFor(() => expect(app.router.currentRoute.value.fullPath).toBe('/table/slot-1'), { timeout: 8000 })
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
