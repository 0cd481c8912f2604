import type { GameEvent } from '../../engine/ruleset'
import type { PlayerLimits } from '../../content/continent/cards'
import type { ContinentContent } from '../../content/continent/content'
import { limitsFor } from './content-index'
import type { Board, ContinentState, Player } from './state'

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
   * with the previous state: the pile maps are copied (shallowly) on the first write of this
   * command, and each pile on its own first write (see adventurePile/explorationPile). Absent
   * (setup, tests), the piles are written in place.
   */
  shared?: { adventure: boolean; exploration: boolean; copied?: Set<string>; board?: boolean; actionDeck?: boolean; discard?: boolean }
}

/** The Action Deck, writable in place (copied first when `apply` shares it with the previous state). */
export function ownActionDeck(g: G): string[] {
  if (g.shared?.actionDeck) {
    g.s.actionDeck = g.s.actionDeck.slice()
    g.shared.actionDeck = false
  }
  return g.s.actionDeck
}

/** The Discard Pile, writable in place (copied first when `apply` shares it with the previous state). */
export function ownDiscard(g: G): string[] {
  if (g.shared?.discard) {
    g.s.discard = g.s.discard.slice()
    g.shared.discard = false
  }
  return g.s.discard
}

/**
 * The board, writable: when `apply` shares it with the previous state (G.shared.board), its three
 * maps are copied (shallowly; attachments are replaced whole, never edited) before the first write.
 */
export function ownBoard(g: G): Board {
  const sh = g.shared
  if (sh?.board) {
    const b = g.s.board
    g.s.board = { cells: { ...b.cells }, at: { ...b.at }, attached: { ...b.attached } }
    sh.board = false
  }
  return g.s.board
}

type Piles = Record<string, string[]>

/**
 * A shallow copy of a pile map. The Adventure deck is keyed by card numbers ("100"…), which V8
 * stores as sparse (dictionary) elements: an Object.keys loop copies them about twice as fast as
 * a spread.
 */
function copyPiles(piles: Piles): Piles {
  const out: Piles = {}
  const keys = Object.keys(piles)
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i] as string
    out[k] = piles[k] as string[]
  }
  return out
}

/** The pile `key` of `which`, copied before its first write of this command (G.shared). */
function ownPile(g: G, which: 'adventure' | 'exploration', key: string, create: boolean): string[] | undefined {
  const sh = g.shared
  let piles: Piles = g.s[which]
  if (sh) {
    if (sh[which]) {
      piles = g.s[which] = copyPiles(piles)
      sh[which] = false
    }
    const tag = which === 'adventure' ? `a${key}` : `x${key}`
    const copied = (sh.copied ??= new Set())
    if (!copied.has(tag)) {
      const pile = piles[key]
      if (pile !== undefined) piles[key] = pile.slice()
      copied.add(tag)
    }
  }
  let pile = piles[key]
  if (pile === undefined && create) piles[key] = pile = []
  return pile
}

/** The Adventure deck pile of `number`, writable (created empty when `create` and absent). */
export function adventurePile(g: G, number: string, create: true): string[]
export function adventurePile(g: G, number: string, create?: boolean): string[] | undefined
export function adventurePile(g: G, number: string, create = false): string[] | undefined {
  return ownPile(g, 'adventure', number, create)
}

/** The Exploration pile of `area`, writable (created empty when `create` and absent). */
export function explorationPile(g: G, area: string, create: true): string[]
export function explorationPile(g: G, area: string, create?: boolean): string[] | undefined
export function explorationPile(g: G, area: string, create = false): string[] | undefined {
  return ownPile(g, 'exploration', area, create)
}

/** Replaces the Exploration pile of `area` (the pile map is copied first when shared). */
export function setExplorationPile(g: G, area: string, pile: string[]): void {
  const sh = g.shared
  if (sh) {
    if (sh.exploration) {
      g.s.exploration = copyPiles(g.s.exploration)
      sh.exploration = false
    }
    ;(sh.copied ??= new Set()).add(`x${area}`)
  }
  g.s.exploration[area] = pile
}

/**
 * Records an event: `data`'s fields, then `type` (and `checkpoint`). Every caller passes a fresh
 * object literal, so it becomes the event itself instead of being copied (this is hot).
 */
export function emit(g: G, type: string, data: Record<string, unknown> = {}, checkpoint = false): void {
  data.type = type
  if (checkpoint) data.checkpoint = true
  g.ev.push(data as GameEvent)
}

export function player(g: G, seat: number): Player {
  const p = g.s.players[seat]
  if (!p) throw new Error(`no player at seat ${seat}`)
  return p
}

/** Seats of characters still in the game (not eliminated, not away). */
export function playingSeats(s: ContinentState): number[] {
  const out: number[] = []
  for (const p of s.players) if (p.status === 'playing') out.push(p.seat)
  return out
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
