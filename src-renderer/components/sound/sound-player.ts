import type { SoundName } from './sound-names'
import { TONES, type Tone } from './tones'

/** The part of WebAudio the player uses (a fake in tests; happy-dom has none). */
export interface AudioParamLike {
  setValueAtTime(value: number, time: number): unknown
  linearRampToValueAtTime(value: number, time: number): unknown
  exponentialRampToValueAtTime(value: number, time: number): unknown
}
export interface AudioNodeLike { connect(to: AudioNodeLike): unknown }
export interface OscillatorLike extends AudioNodeLike {
  type: Tone['wave']
  frequency: AudioParamLike
  start(when: number): void
  stop(when: number): void
}
export interface GainLike extends AudioNodeLike { gain: AudioParamLike }
export interface AudioContextLike {
  readonly currentTime: number
  readonly destination: AudioNodeLike
  readonly state: string
  resume(): Promise<void>
  createOscillator(): OscillatorLike
  createGain(): GainLike
}

export interface SoundPlayerOptions {
  /** Makes the audio context on first use; null where there is no WebAudio (tests, old hosts). */
  audio: () => AudioContextLike | null
  /** The volume setting, 0..1 (0 is silent). */
  volume: () => number
  /** Whether the page is hidden (minimised window, other tab): no sound then. */
  hidden: () => boolean
}

export interface SoundPlayer {
  /** Plays `name` after `delay` seconds; returns whether anything was scheduled. */
  play(name: SoundName, delay?: number): boolean
}

// A ramp to exactly 0 is not allowed for exponential ramps; this is silent to the ear.
const SILENT = 0.0001

/**
 * Plays the sounds of `TONES` at the player's volume. The context is made lazily, at the first
 * sound heard, so a silent app (volume 0, hidden page, no WebAudio) never creates one.
 */
export function createSoundPlayer(options: SoundPlayerOptions): SoundPlayer {
  let context: AudioContextLike | null = null

  // Only a context made is kept: asking again where there is none costs a global lookup, no more.
  function contextNow(): AudioContextLike | null {
    if (context) return context
    try {
      context = options.audio()
    } catch {
      // A browser that refuses an AudioContext plays without sound, never breaks the table.
      context = null
    }
    return context
  }

  function tone(ctx: AudioContextLike, t: Tone, start: number, volume: number): void {
    const osc = ctx.createOscillator()
    const gain = ctx.createGain()
    const begin = start + t.at
    const end = begin + t.length
    osc.type = t.wave
    osc.frequency.setValueAtTime(t.from, begin)
    if (t.to !== t.from) osc.frequency.linearRampToValueAtTime(t.to, end)
    // A few milliseconds of attack and a decay to silence, so no tone clicks.
    gain.gain.setValueAtTime(SILENT, begin)
    gain.gain.linearRampToValueAtTime(t.level * volume, begin + 0.01)
    gain.gain.exponentialRampToValueAtTime(SILENT, end)
    osc.connect(gain)
    gain.connect(ctx.destination)
    osc.start(begin)
    osc.stop(end + 0.02)
  }

  function play(name: SoundName, delay = 0): boolean {
    const volume = Math.min(1, Math.max(0, options.volume()))
    if (volume <= 0 || options.hidden()) return false
    const ctx = contextNow()
    if (!ctx) return false
    // Browsers start a context suspended until the page has been used; the first click resumes it.
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined)
    const start = ctx.currentTime + Math.max(0, delay)
    for (const t of TONES[name]) tone(ctx, t, start, volume)
    return true
  }

  return { play }
}
