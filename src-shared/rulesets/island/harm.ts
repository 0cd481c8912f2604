/**
 * Wounds, healing, Determination and Morale on the state (§4.2, §7, §13): the wound track with its
 * morale arrows and death (I-CHAR-05…I-CHAR-09), who suffers an unfulfilled demand (I-RES-09), and
 * the end of the game when a castaway dies (I-END-02) — the companion's death is not (I-2P-13).
 */
import type { GameEvent } from '../../engine/ruleset'
import type { IslandContent } from '../../content/island/content'
import type { EffectCtx, IslandState } from './types'

/** I-MORALE-01, I-MORALE-05: Morale moves within the board's range; past an end nothing happens. */
export function moveMorale(content: IslandContent, s: IslandState, delta: number, events: GameEvent[]): void {
  const { min, max } = content.board.morale
  const to = Math.min(max, Math.max(min, s.morale + delta))
  if (to !== s.morale) events.push({ type: 'morale', from: s.morale, to })
  s.morale = to
}

/** Living characters in the camp (castaways and the companion). */
export const living = (s: IslandState): string[] => Object.values(s.characters).filter((c) => !c.dead).map((c) => c.id)

/** Living castaways, in seat order. */
export const castaways = (s: IslandState): string[] => s.seats.filter((id) => s.characters[id]?.dead === false)

/** The First Player's character. */
export const firstPlayerCharacter = (s: IslandState): string => s.seats[s.firstPlayer] ?? s.seats[0] ?? ''

/**
 * I-CHAR-05, I-CHAR-06, I-CHAR-09: wounds move the marker right; each arrow passed lowers Morale;
 * the last space is death — defeat for a castaway (I-END-02), not for the companion (I-2P-13).
 */
export function wound(content: IslandContent, s: IslandState, id: string, amount: number, events: GameEvent[], cause: string): void {
  const c = s.characters[id]
  if (!c || c.dead || amount <= 0) return
  const track = content.characters[id]?.woundTrack
  const length = track?.length ?? Number.MAX_SAFE_INTEGER
  const from = c.wounds
  const to = Math.min(length, from + amount)
  c.wounds = to
  events.push({ type: 'wound', character: id, amount: to - from, cause })
  for (const k of track?.arrowsAfter ?? []) if (k >= from && k < to) moveMorale(content, s, -1, events)
  if (to >= length) {
    c.dead = true
    events.push({ type: 'death', character: id })
    if (c.kind === 'castaway' && s.outcome === null) { s.outcome = 'lost'; s.reason = `death:${id}` }
  }
}

/** I-CHAR-07, I-CHAR-08: healing moves the marker left, never past the start, never raising Morale. */
export function heal(s: IslandState, id: string, amount: number, events: GameEvent[]): void {
  const c = s.characters[id]
  if (!c || c.dead || amount <= 0) return
  const healed = Math.min(c.wounds, amount)
  c.wounds -= healed
  if (healed > 0) events.push({ type: 'heal', character: id, amount: healed })
}

/** I-CHAR-04, I-RES-10: gain Determination, or discard it with 1 wound per missing token. */
export function determination(content: IslandContent, s: IslandState, id: string, amount: number, events: GameEvent[]): void {
  const c = s.characters[id]
  if (!c || c.dead || amount === 0) return
  if (amount > 0) {
    c.determination += amount
    events.push({ type: 'determination', character: id, amount })
    return
  }
  const paid = Math.min(c.determination, -amount)
  c.determination -= paid
  if (paid > 0) events.push({ type: 'determination', character: id, amount: -paid })
  wound(content, s, id, -amount - paid, events, 'determination')
}

/**
 * I-RES-09: who suffers an unfulfilled demand — the resolver during the Action phase, otherwise
 * every character in camp; the companion is spared in the Event and Weather phases (I-EVENT-11,
 * I-2P-12, Q-32).
 */
export function demandVictims(s: IslandState, ctx: EffectCtx): string[] {
  if (ctx.phase === 'action' && ctx.resolver !== null) return [ctx.resolver]
  return living(s).filter((id) => {
    const c = s.characters[id]
    if (!c || c.outside) return false
    return !(c.kind === 'companion' && (ctx.phase === 'event' || ctx.phase === 'weather'))
  })
}

/** I-RES-08: `missing` units wound each victim once per unit. */
export function unfulfilled(content: IslandContent, s: IslandState, ctx: EffectCtx, missing: number, events: GameEvent[]): void {
  if (missing <= 0) return
  events.push({ type: 'unfulfilledDemand', missing })
  for (const id of demandVictims(s, ctx)) wound(content, s, id, missing, events, 'unfulfilled-demand')
}
