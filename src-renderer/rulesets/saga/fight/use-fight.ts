/**
 * The fight as the table shows it across moves: which dice tumble again (all at the roll, one at a
 * reroll), and — once the rules have put the card away (S-COMBAT-23) — the card as it was left, with
 * every tile struck and the outcome, until the players put it away too.
 */
import { ref, type Ref } from 'vue'
import type { GameEvent } from '../../../../src-shared/engine/ruleset'
import type { FightState, PlacedTile } from '../../../../src-shared/rulesets/saga/types'
import { placementKey } from '../../../components/tiles/tile-geometry'

export interface FightRecord {
  /** Per die: bumped each time it is (re)rolled, so its face tumbles again. */
  stamps: Ref<number[]>
  /** The fight just ended, as it was left, and how it went (null: none to show). */
  ended: Ref<{ fight: FightState; won: boolean; uncovered: number } | null>
  /** The page struck this tile: it may be the one that ended the fight. */
  struck(tile: PlacedTile): void
  /** A new view and the events that led to it. */
  next(fight: FightState | null, events: readonly GameEvent[]): void
}

export function useFight(initial: FightState | null): FightRecord {
  const stamps = ref<number[]>([])
  const ended = ref<FightRecord['ended']['value']>(null)
  let seen: FightState | null = initial
  let lastStrike: PlacedTile | null = null
  return {
    stamps,
    ended,
    struck(tile) { lastStrike = tile },
    next(fight, events) {
      for (const e of events) {
        if (e.type === 'fight' || e.type === 'rolled') stamps.value = stamps.value.map((n) => n + 1).concat(Array.from({ length: Math.max(0, 8 - stamps.value.length) }, () => 1))
        if (e.type === 'rerolled' && typeof e.die === 'number') stamps.value = stamps.value.map((n, i) => (i === e.die ? n + 1 : n))
      }
      const end = events.find((e) => e.type === 'fightEnded')
      if (end && seen) {
        const strike = lastStrike
        const placed = strike && !seen.placed.some((p) => placementKey(p.cells) === placementKey(strike.cells)) ? [...seen.placed, strike] : seen.placed
        ended.value = { fight: { ...seen, placed, toPlace: [] }, won: end.won === true, uncovered: Number(end.uncovered ?? 0) }
      }
      if (fight) ended.value = null
      seen = fight
      lastStrike = null
    },
  }
}
