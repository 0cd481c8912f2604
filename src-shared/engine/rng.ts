import { uniformInt } from 'pure-rand/distribution/uniformInt'
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus'

/**
 * The seeded random generator kept inside the game state (C-D-1). Its state is four
 * plain 32-bit numbers (pure-rand's xoroshiro128plus), so it survives JSON snapshots.
 *
 * `injected` lets tests force the outcome of the next random picks: each random
 * call first consumes one injected value (an index, reduced modulo the range size)
 * before touching the generator. Stacked decks need no hook: tests build the zone
 * arrays directly.
 */
export interface RngState {
  algo: 'xoroshiro128plus'
  s: [number, number, number, number]
  injected: number[]
}

/** Creates the RNG state for a seed (any 32-bit integer). */
export function seedRng(seed: number): RngState {
  const s = xoroshiro128plus(seed | 0).getState()
  return { algo: 'xoroshiro128plus', s: [s[0] ?? 0, s[1] ?? 0, s[2] ?? 0, s[3] ?? 0], injected: [] }
}

/** Returns a copy of `rng` whose next picks are `picks` (test hook). */
export function injectPicks(rng: RngState, picks: readonly number[]): RngState {
  return { ...rng, injected: [...rng.injected, ...picks] }
}

/**
 * Uniform integer in [min, max] (inclusive). Mutates `rng` in place: callers work on
 * a draft copy of the state (see Ruleset.apply).
 */
export function intInRange(rng: RngState, min: number, max: number): number {
  if (max < min) throw new RangeError(`intInRange: empty range ${min}..${max}`)
  const forced = rng.injected.shift()
  if (forced !== undefined) {
    const size = max - min + 1
    return min + (((forced % size) + size) % size)
  }
  if (max === min) return min
  const g = xoroshiro128plusFromState(rng.s)
  const value = uniformInt(g, min, max)
  const s = g.getState()
  rng.s = [s[0] ?? 0, s[1] ?? 0, s[2] ?? 0, s[3] ?? 0]
  return value
}

/** Index of a uniformly chosen element; mutates `rng`. */
export function pickIndex(rng: RngState, length: number): number {
  return intInRange(rng, 0, length - 1)
}

/** A uniformly chosen element; mutates `rng`. */
export function pick<T>(rng: RngState, items: readonly T[]): T {
  const item = items[pickIndex(rng, items.length)]
  if (item === undefined) throw new RangeError('pick from an empty list')
  return item
}

/** Fisher–Yates shuffle into a new array; mutates `rng` only. */
export function shuffle<T>(rng: RngState, items: readonly T[]): T[] {
  const out = items.slice()
  for (let i = out.length - 1; i > 0; i--) {
    const j = intInRange(rng, 0, i)
    const a = out[i] as T
    out[i] = out[j] as T
    out[j] = a
  }
  return out
}
