import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { createSoundPlayer } from '../sound-player'
import { SOUND_NAMES } from '../sound-names'
import { TONES, lengthOf } from '../tones'
import { FakeAudioContext } from './fake-audio'

function setup(volume: number, hidden = false) {
  const ctx = new FakeAudioContext()
  let made = 0
  const state = { volume, hidden }
  const player = createSoundPlayer({ audio: () => { made++; return ctx }, volume: () => state.volume, hidden: () => state.hidden })
  return { ctx, player, state, made: () => made }
}

describe('sound player', () => {
  it('plays every sound as its tones, starting now, at the volume setting', () => {
    for (const name of SOUND_NAMES) {
      const { ctx, player } = setup(0.5)
      expect(player.play(name)).toBe(true)
      expect(ctx.oscillators).toHaveLength(TONES[name].length)
      TONES[name].forEach((tone, i) => {
        expect(ctx.oscillators[i]?.started).toBeCloseTo(10 + tone.at)
        expect(ctx.gains[i]?.peak()).toBeCloseTo(tone.level * 0.5)
      })
    }
  })

  it('is silent at volume 0 and never makes an audio context for it', () => {
    const { ctx, player, made } = setup(0)
    expect(player.play('success')).toBe(false)
    expect(ctx.oscillators).toHaveLength(0)
    expect(made()).toBe(0)
  })

  it('makes one audio context and keeps it for every sound after', () => {
    const { player, made } = setup(1)
    player.play('draw')
    player.play('reveal')
    expect(made()).toBe(1)
  })

  it('follows the volume setting as it changes', () => {
    const { ctx, player, state } = setup(1)
    player.play('place')
    state.volume = 0.25
    player.play('place')
    expect(ctx.gains.map((g) => g.peak())).toEqual([TONES.place[0]?.level, (TONES.place[0]?.level ?? 0) * 0.25])
  })

  it('is silent while the page is hidden', () => {
    const { ctx, player, state } = setup(1, true)
    expect(player.play('draw')).toBe(false)
    state.hidden = false
    expect(player.play('draw')).toBe(true)
    expect(ctx.oscillators).toHaveLength(TONES.draw.length)
  })

  it('plays nothing, and does not throw, where there is no WebAudio', () => {
    let asked = 0
    const player = createSoundPlayer({ audio: () => { asked++; return null }, volume: () => 1, hidden: () => false })
    expect(player.play('curse')).toBe(false)
    expect(asked).toBe(1)
  })

  it('survives a browser that refuses to make an AudioContext', () => {
    const player = createSoundPlayer({ audio: () => { throw new Error('not allowed') }, volume: () => 1, hidden: () => false })
    expect(player.play('reveal')).toBe(false)
  })

  it('resumes a context the browser started suspended', () => {
    const { ctx, player } = setup(1)
    ctx.state = 'suspended'
    player.play('draw')
    expect(ctx.resumed).toBe(1)
  })

  it('starts a delayed sound later by the delay', () => {
    const { ctx, player } = setup(1)
    player.play('draw', 0.3)
    expect(ctx.oscillators[0]?.started).toBeCloseTo(10.3)
  })

  it('never goes above the level of its tones, whatever the volume value', () => {
    fc.assert(fc.property(fc.constantFrom(...SOUND_NAMES), fc.double({ min: -2, max: 3, noNaN: true }), (name, volume) => {
      const { ctx, player } = setup(volume)
      player.play(name)
      ctx.gains.forEach((g, i) => {
        expect(g.peak()).toBeLessThanOrEqual(TONES[name][i]?.level ?? 0)
        expect(g.peak()).toBeGreaterThanOrEqual(0)
      })
    }))
  })

  it('keeps every sound short (under half a second) and every tone audible and stopped', () => {
    for (const name of SOUND_NAMES) {
      expect(lengthOf(TONES[name])).toBeLessThanOrEqual(0.5)
      const { ctx, player } = setup(1)
      player.play(name)
      for (const o of ctx.oscillators) expect(o.stopped).toBeGreaterThan(o.started ?? Infinity)
    }
  })
})
