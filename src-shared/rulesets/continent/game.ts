import type { GameEvent } from '../../engine/ruleset'
import { cloneJson } from '../../engine/json-clone'
import type { PlayerLimits } from '../../content/cards'
import type { ContinentContent } from '../../content/pack'
import { limitsFor } from './content-index'
import type { ContinentState, Player } from './state'

/**
 * The working context of one `apply`: a draft copy of the state (mutated freely, it
 * was copied once on entry), the content, and the events produced so far.
 */
export interface G {
  s: ContinentState
  c: ContinentContent
  ev: GameEvent[]
  /**
   * The Adventure deck and Exploration piles are large and rarely change, so `apply` shares them
   * with the previous state and copies them on the first write (see adventurePiles/explorationPiles).
   */
  shared?: { adventure: boolean; exploration: boolean }
}

/** The Adventure deck piles, copied before the first write of this command. */
export function adventurePiles(g: G): ContinentState['adventure'] {
  if (g.shared?.adventure) {
    g.s.adventure = cloneJson(g.s.adventure)
    g.shared.adventure = false
  }
  return g.s.adventure
}

/** The Exploration piles, copied before the first write of this command. */
export function explorationPiles(g: G): ContinentState['exploration'] {
  if (g.shared?.exploration) {
    g.s.exploration = cloneJson(g.s.exploration)
    g.shared.exploration = false
  }
  return g.s.exploration
}

export function emit(g: G, type: string, data: Record<string, unknown> = {}, checkpoint = false): void {
  g.ev.push(checkpoint ? { ...data, type, checkpoint: true } : { ...data, type })
}

export function player(g: G, seat: number): Player {
  const p = g.s.players[seat]
  if (!p) throw new Error(`no player at seat ${seat}`)
  return p
}

/** Seats of characters still in the game (not eliminated, not away). */
export function playingSeats(s: ContinentState): number[] {
  return s.players.filter((p) => p.status === 'playing').map((p) => p.seat)
}

/** C-END-22: the player count that drives every limit. */
export function playerCount(s: ContinentState): number {
  return Math.max(1, playingSeats(s).length)
}

export function limits(g: G): PlayerLimits {
  return limitsFor(g.c, playerCount(g.s))
}

/** Seats in clockwise order starting from `first` (C-CONSEQ-6, C-D-9). */
export function clockwiseFrom(seats: readonly number[], first: number, total: number): number[] {
  return [...seats].sort((a, b) => ((a - first + total) % total) - ((b - first + total) % total))
}

export function lose(g: G, reason: string): void {
  if (g.s.outcome) return
  g.s.outcome = 'lost'
  g.s.lossReason = reason
  g.s.phase = 'over'
  g.s.tasks = []
  g.s.choice = null
  emit(g, 'gameLost', { reason })
}
