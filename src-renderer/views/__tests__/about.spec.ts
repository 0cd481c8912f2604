import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ChannelName } from '../../../src-shared/ipc/contract'
import type { IpcResult } from '../../../src-shared/ipc/result'
import { fakeBridge } from '../../api/__tests__/fake-bridge'
import { mountApp } from '../../__tests__/mount-app'

const settings = { language: 'en', animationSpeed: 1, reducedMotion: 'system', volume: 0.8, debug: false } as const

function answer(channel: ChannelName): IpcResult<unknown> {
  switch (channel) {
    case 'settings:get': return { ok: true, value: { settings } }
    case 'app:info': return { ok: true, value: { name: 'Fogbound', version: '0.1.0', host: 'browser', platform: 'linux', userDataPath: '/home/u/.config/Fogbound' } }
    case 'saves:list': return { ok: true, value: [] }
    case 'packs:list':
      return {
        ok: true,
        value: {
          packs: [{ id: 'first-light', version: '1.0.0', source: 'built-in', title: { en: 'First Light', it: 'Prima luce' }, cardCount: 209, curses: [], characters: [] }],
          rejected: [],
        },
      }
    default: return { ok: false, error: { code: 'unknown-channel', message: channel } }
  }
}

let cleanup: (() => void) | undefined
afterEach(() => cleanup?.())

describe('About', () => {
  it('is reached from the menu and credits the icons, the licence, the packs and the data folder', async () => {
    const app = await mountApp(fakeBridge(answer))
    cleanup = app.unmount
    await app.wrapper.get('[data-testid="menu-about"] button').trigger('click')
    // The page is a lazily loaded chunk.
    await vi.waitFor(() => expect(app.router.currentRoute.value.name).toBe('about'))
    await vi.waitFor(() => expect(app.wrapper.findAll('[data-testid="about-pack"]')).toHaveLength(1))
    const text = app.wrapper.text()
    expect(app.wrapper.get('[data-testid="about-icons-credit"]').text()).toContain('game-icons.net')
    expect(app.wrapper.get('[data-testid="about-icons-credit"]').text()).toContain('CC BY 3.0')
    expect(text).toContain('MIT')
    expect(app.wrapper.get('[data-testid="about-data-folder"]').text()).toBe('/home/u/.config/Fogbound')
    expect(app.wrapper.findAll('[data-testid="about-pack"]').map((w) => w.text())).toEqual([
      'First Light 1.0.0 — shipped with the app',
    ])
  })

  it('Back returns to the menu', async () => {
    const app = await mountApp(fakeBridge(answer))
    cleanup = app.unmount
    await app.router.push({ name: 'about' })
    await vi.waitFor(() => expect(app.wrapper.find('[data-testid="about-back"]').exists()).toBe(true))
    await app.wrapper.get('[data-testid="about-back"]').trigger('click')
    await flushPromises()
    expect(app.router.currentRoute.value.name).toBe('menu')
  })
})
