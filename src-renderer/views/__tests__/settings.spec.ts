import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import type { ChannelName } from '../../../src-shared/ipc/contract'
import type { IpcResult } from '../../../src-shared/ipc/result'
import type { Settings } from '../../../src-shared/ipc/settings'
import { fakeBridge } from '../../api/__tests__/fake-bridge'
import { mountApp } from '../../__tests__/mount-app'
import { FakeAudioContext } from '../../components/sound/__tests__/fake-audio'
import { TONES } from '../../components/sound/tones'

/** A fake main that keeps settings in memory, like the real service (merge, then answer). */
function settingsHost(initial: Partial<Settings> = {}, recoveredFrom?: string) {
  let settings: Settings = { language: 'en', animationSpeed: 1, reducedMotion: 'system', volume: 0.8, debug: false, ...initial }
  return fakeBridge((channel: ChannelName, payload: unknown): IpcResult<unknown> => {
    if (channel === 'settings:get') return { ok: true, value: recoveredFrom ? { settings, recoveredFrom } : { settings } }
    if (channel === 'settings:update') {
      settings = { ...settings, ...(payload as Partial<Settings>) }
      return { ok: true, value: { settings } }
    }
    if (channel === 'app:info') return { ok: true, value: { name: 'Fogbound', version: '0.1.0', host: 'electron', platform: 'linux', userDataPath: '/u' } }
    return { ok: false, error: { code: 'unknown-channel', message: channel } }
  })
}

let cleanup: (() => void) | undefined
afterEach(() => {
  cleanup?.()
  document.documentElement.className = ''
})

describe('Settings', () => {
  it('changing the language saves it at once and switches the page to Italian', async () => {
    const bridge = settingsHost()
    const app = await mountApp(bridge, '/settings')
    cleanup = app.unmount
    expect(app.wrapper.get('h1').text()).toBe('Settings')
    await app.wrapper.get('[data-testid="setting-language"]').setValue('it')
    await flushPromises()
    expect(bridge.calls).toContainEqual({ channel: 'settings:update', payload: { language: 'it' } })
    expect(app.i18n.global.locale.value).toBe('it')
    expect(document.documentElement.lang).toBe('it')
    expect(app.wrapper.get('h1').text()).toBe('Impostazioni')
    expect(app.wrapper.get('[data-testid="settings-status"]').text()).toBe('Salvato.')
  })

  it('saves volume, animation speed and reduced motion as single-field patches', async () => {
    const bridge = settingsHost()
    const app = await mountApp(bridge, '/settings')
    cleanup = app.unmount
    await app.wrapper.get('[data-testid="setting-volume"]').setValue('35')
    await app.wrapper.get('[data-testid="setting-speed"]').setValue('2')
    await app.wrapper.get('[data-testid="setting-motion-on"]').setValue(true)
    await flushPromises()
    const updates = bridge.calls.filter((c) => c.channel === 'settings:update').map((c) => c.payload)
    expect(updates).toEqual([{ volume: 0.35 }, { animationSpeed: 2 }, { reducedMotion: 'on' }])
    expect(document.documentElement.classList.contains('reduce-motion')).toBe(true)
    expect(app.wrapper.get('output').text()).toBe('35%')
  })

  it('plays a sample at the new volume once it is saved, and none at 0', async () => {
    const made: FakeAudioContext[] = []
    const host = globalThis as { AudioContext?: unknown }
    host.AudioContext = class extends FakeAudioContext { constructor() { super(); made.push(this) } }
    try {
      const app = await mountApp(settingsHost(), '/settings')
      cleanup = app.unmount
      await app.wrapper.get('[data-testid="setting-volume"]').setValue('0')
      await flushPromises()
      expect(made).toHaveLength(0)
      await app.wrapper.get('[data-testid="setting-volume"]').setValue('50')
      await flushPromises()
      const peaks = made[0]?.gains.map((g) => g.peak()) ?? []
      expect(peaks).toHaveLength(TONES.reveal.length)
      TONES.reveal.forEach((tone, i) => expect(peaks[i]).toBeCloseTo(tone.level * 0.5))
    } finally {
      delete host.AudioContext
    }
  })

  it('the debug tools are off by default; the box turns them on as a single-field patch', async () => {
    const bridge = settingsHost()
    const app = await mountApp(bridge, '/settings')
    cleanup = app.unmount
    const box = app.wrapper.get<HTMLInputElement>('[data-testid="setting-debug"]')
    expect(box.element.checked).toBe(false)
    await box.setValue(true)
    await flushPromises()
    expect(bridge.calls.filter((c) => c.channel === 'settings:update').map((c) => c.payload)).toEqual([{ debug: true }])
    expect(app.wrapper.get<HTMLInputElement>('[data-testid="setting-debug"]').element.checked).toBe(true)
  })

  it('shows the recovered-settings notice with the kept file path', async () => {
    const app = await mountApp(settingsHost({}, '/home/ana/.config/Fogbound/settings.corrupt-1.json'), '/settings')
    cleanup = app.unmount
    const notice = app.wrapper.get('[data-testid="settings-recovered"]')
    expect(notice.text()).toBe('Your settings file was unreadable; defaults restored; the old file was kept as /home/ana/.config/Fogbound/settings.corrupt-1.json.')
  })

  it('has no recovered notice when the settings file was fine', async () => {
    const app = await mountApp(settingsHost(), '/settings')
    cleanup = app.unmount
    expect(app.wrapper.find('[data-testid="settings-recovered"]').exists()).toBe(false)
  })

  it('keeps the saved value and shows an alert when main refuses a change', async () => {
    const bridge = fakeBridge((channel): IpcResult<unknown> => (channel === 'settings:update'
      ? { ok: false, error: { code: 'io-error', message: 'disk full' } }
      : { ok: true, value: { settings: { language: 'en', animationSpeed: 1, reducedMotion: 'system', volume: 0.8, debug: false } } }))
    const app = await mountApp(bridge, '/settings')
    cleanup = app.unmount
    await app.wrapper.get('[data-testid="setting-language"]').setValue('it')
    await flushPromises()
    expect(app.i18n.global.locale.value).toBe('en')
    expect(app.wrapper.get('[role="alert"]').text()).toContain('disk full')
  })

  it('every control has a label', async () => {
    const app = await mountApp(settingsHost(), '/settings')
    cleanup = app.unmount
    for (const control of app.wrapper.findAll('select, input')) {
      const id = control.attributes('id')
      const labelled = (id && app.wrapper.find(`label[for="${id}"]`).exists()) || control.element.closest('label') !== null
      expect(labelled, control.html()).toBe(true)
    }
  })

  it('Back returns to the main menu', async () => {
    const app = await mountApp(settingsHost(), '/settings')
    cleanup = app.unmount
    await app.wrapper.get('[data-testid="settings-back"]').trigger('click')
    await flushPromises()
    expect(app.router.currentRoute.value.name).toBe('menu')
  })
})
