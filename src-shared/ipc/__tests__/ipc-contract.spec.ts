import { describe, expect, it } from 'vitest'
import { CHANNEL_NAMES, isChannelName } from '../channels'
import { contract } from '../contract'
import { defaultSettings, settingsPatchSchema, settingsSchema } from '../settings'

describe('ipc contract', () => {
  it('the zod-free channel list names exactly the contract keys', () => {
    expect([...CHANNEL_NAMES].sort()).toEqual(Object.keys(contract).sort())
  })

  it('isChannelName refuses prototype keys and non-strings', () => {
    expect(isChannelName('settings:get')).toBe(true)
    expect(isChannelName('toString')).toBe(false)
    expect(isChannelName('__proto__')).toBe(false)
    expect(isChannelName(42)).toBe(false)
  })
})

describe('settings schemas', () => {
  it('defaults are complete and valid', () => {
    expect(defaultSettings()).toEqual({ language: 'en', animationSpeed: 1, reducedMotion: 'system', volume: 0.8, debug: false })
  })

  it('a patch keeps only the fields it names (no defaults filled in)', () => {
    expect(settingsPatchSchema.parse({ volume: 0.3 })).toEqual({ volume: 0.3 })
    expect(settingsPatchSchema.parse({})).toEqual({})
  })

  it('a patch rejects unknown keys and out-of-range values, naming the field', () => {
    const unknownKey = settingsPatchSchema.safeParse({ colour: 'red' })
    expect(unknownKey.success).toBe(false)
    const bad = settingsPatchSchema.safeParse({ volume: 2 })
    expect(bad.success).toBe(false)
    expect(bad.error?.issues[0]?.path).toEqual(['volume'])
  })

  it('window bounds default maximized to false', () => {
    const s = settingsSchema.parse({ windowBounds: { x: 0, y: 0, width: 800, height: 600 } })
    expect(s.windowBounds?.maximized).toBe(false)
  })
})
