import type { SoundName } from './sound-names'

/**
 * One tone of a sound: an oscillator from `at` for `length` seconds, gliding from `from` to `to` Hz,
 * at `level` (0..1, before the player's volume). Sounds are written as data so they stay short,
 * original and testable; the player turns them into oscillators.
 */
export interface Tone {
  wave: 'sine' | 'triangle' | 'square' | 'sawtooth'
  from: number
  to: number
  at: number
  length: number
  level: number
}

/** Our own sounds, each under half a second: soft enough to hear a hundred times a game. */
export const TONES: Readonly<Record<SoundName, readonly Tone[]>> = {
  // A card slid off the deck: a quick falling swish.
  draw: [{ wave: 'triangle', from: 900, to: 420, at: 0, length: 0.09, level: 0.35 }],
  // A card turned over: two light rising taps.
  reveal: [
    { wave: 'sine', from: 520, to: 560, at: 0, length: 0.07, level: 0.4 },
    { wave: 'sine', from: 780, to: 820, at: 0.06, length: 0.09, level: 0.35 },
  ],
  // A card set down on the map: a low, short knock.
  place: [{ wave: 'sine', from: 220, to: 140, at: 0, length: 0.12, level: 0.6 }],
  // Success: a rising major third and fifth.
  success: [
    { wave: 'triangle', from: 523, to: 523, at: 0, length: 0.12, level: 0.4 },
    { wave: 'triangle', from: 659, to: 659, at: 0.1, length: 0.12, level: 0.4 },
    { wave: 'triangle', from: 784, to: 784, at: 0.2, length: 0.22, level: 0.4 },
  ],
  // Failure: two falling notes.
  failure: [
    { wave: 'triangle', from: 392, to: 370, at: 0, length: 0.16, level: 0.4 },
    { wave: 'triangle', from: 311, to: 277, at: 0.14, length: 0.26, level: 0.4 },
  ],
  // A curse: a dark, wavering low growl under a dissonant high note.
  curse: [
    { wave: 'sawtooth', from: 110, to: 82, at: 0, length: 0.45, level: 0.25 },
    { wave: 'sine', from: 466, to: 440, at: 0.05, length: 0.35, level: 0.15 },
  ],
  // Dice rolled: wooden clicks tumbling to a stop, each lower, quieter and further apart.
  roll: [
    { wave: 'triangle', from: 1500, to: 1100, at: 0, length: 0.035, level: 0.3 },
    { wave: 'triangle', from: 1250, to: 950, at: 0.05, length: 0.035, level: 0.28 },
    { wave: 'triangle', from: 1400, to: 1000, at: 0.11, length: 0.035, level: 0.24 },
    { wave: 'triangle', from: 1050, to: 800, at: 0.19, length: 0.04, level: 0.2 },
    { wave: 'triangle', from: 900, to: 700, at: 0.3, length: 0.05, level: 0.16 },
  ],
  // The weather: a gust of wind rising and falling over a low rumble.
  weather: [
    { wave: 'sawtooth', from: 70, to: 55, at: 0, length: 0.48, level: 0.12 },
    { wave: 'triangle', from: 260, to: 480, at: 0, length: 0.22, level: 0.14 },
    { wave: 'triangle', from: 480, to: 230, at: 0.2, length: 0.28, level: 0.14 },
  ],
  // Night falls: an owl's two soft, low hoots.
  night: [
    { wave: 'sine', from: 300, to: 290, at: 0, length: 0.15, level: 0.35 },
    { wave: 'sine', from: 300, to: 270, at: 0.21, length: 0.27, level: 0.35 },
  ],
}

/** How long a sound lasts, in seconds (its last tone's end). */
export function lengthOf(tones: readonly Tone[]): number {
  return tones.reduce((end, t) => Math.max(end, t.at + t.length), 0)
}
