/**
 * A guess at what may happen, without peeking: a copy of the state whose hidden parts (the RNG and
 * the order of every face-down deck) are re-drawn from the player's own random generator. The
 * heuristic player looks ahead on such a copy, so it never learns the real dice or cards early.
 */
import { cloneJson } from '../../../engine/json-clone'
import { intInRange, seedRng, shuffle, type RngState } from '../../../engine/rng'
import type { IslandState } from '../types'

export function guessState(s: IslandState, rng: RngState): IslandState {
  const g = cloneJson(s)
  g.rng = seedRng(intInRange(rng, -2147483648, 2147483647))
  const d = g.decks
  d.event = shuffle(rng, d.event)
  d.adventure = { build: shuffle(rng, d.adventure.build), gather: shuffle(rng, d.adventure.gather), explore: shuffle(rng, d.adventure.explore) }
  d.mystery = shuffle(rng, d.mystery)
  d.beast = shuffle(rng, d.beast)
  d.hunting = shuffle(rng, d.hunting)
  d.invention = shuffle(rng, d.invention)
  d.tiles = shuffle(rng, d.tiles)
  d.discovery = shuffle(rng, d.discovery)
  d.equipment = shuffle(rng, d.equipment)
  return g
}
