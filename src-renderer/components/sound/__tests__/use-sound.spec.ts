import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { TONES } from '../tones'
import { FakeAudioContext } from './fake-audio'

const made: FakeAudioContext[] = []
class RecordedContext extends FakeAudioContext {
  constructor() { super(); made.push(this) }
}
const host = globalThis as { AudioContext?: unknown }

/** Fresh modules each time: the app's player is made once per page, and each test is a new page. */
async function fresh(volume: number) {
  vi.resetModules()
  setActivePinia(createPinia())
  const { useSettingsStore } = await import('../../../stores/settings')
  const { useSound } = await import('../use-sound')
  const settings = useSettingsStore()
  settings.settings = { ...settings.settings, volume }
  return { sound: useSound(), settings }
}

beforeEach(() => { made.length = 0 })
afterEach(() => { delete host.AudioContext })

describe('useSound', () => {
  it('plays nothing in happy-dom, which has no AudioContext', async () => {
    expect(host.AudioContext).toBeUndefined()
    const { sound } = await fresh(1)
    expect(sound.play('draw')).toBe(false)
  })

  it('plays at the volume setting, and not at all at 0', async () => {
    host.AudioContext = RecordedContext
    const { sound, settings } = await fresh(0)
    expect(sound.play('place')).toBe(false)
    expect(made).toHaveLength(0)
    settings.settings = { ...settings.settings, volume: 0.5 }
    expect(sound.play('place')).toBe(true)
    expect(made[0]?.gains[0]?.peak()).toBeCloseTo((TONES.place[0]?.level ?? 0) * 0.5)
  })

  it('is silent while the page is hidden', async () => {
    host.AudioContext = RecordedContext
    const { sound } = await fresh(1)
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    expect(sound.play('success')).toBe(false)
    hidden.mockRestore()
    expect(sound.play('success')).toBe(true)
  })

  it('plays the sounds of one move one after another, at most three', async () => {
    host.AudioContext = RecordedContext
    const { sound } = await fresh(1)
    sound.playAll(['draw', 'reveal', 'success', 'place'])
    const ctx = made[0]
    const starts = ctx?.oscillators.map((o) => o.started) ?? []
    expect(ctx?.oscillators).toHaveLength(TONES.draw.length + TONES.reveal.length + TONES.success.length)
    expect(starts[0]).toBeCloseTo(10)
    expect(starts[TONES.draw.length]).toBeCloseTo(10.12)
  })
})
