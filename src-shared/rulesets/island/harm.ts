/**
 * Wounds, healing, Determination and Morale on the state (§4.2, §7, §13): the wound track with its
 * morale arrows and death (I-CHAR-05…I-CHAR-09), who suffers an unfulfilled demand (I-RES-09), and
 * the end of the game when a castaway dies (I-END-02) — the companion's death is not (I-2P-13).
 */
import type { GameEvent } from '../../engine/ruleset'
import type { IslandContent } from '../../content/island/content'
import { payDetermination } from './rules/demand'
import { changeMorale } from './rules/morale'
import { heal as healTrack, suffer } from './rules/wounds'
import type { EffectCtx, IslandState } from './types'

/** I-MORALE-01, I-MORALE-05: Morale moves within the board's range; past an end nothing happens. */
export function moveMorale(content: IslandContent, s: IslandState, delta: number, events: GameEvent[]): void {
  const to = changeMorale(s.morale, delta, content.board.morale).morale
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
  if (!track) return
  const from = c.wounds
  const after = suffer(track, from, amount)
  c.wounds = after.position
  events.push({ type: 'wound', character: id, amount: after.position - from, cause })
  for (let i = 0; i < after.moraleDrops; i++) moveMorale(content, s, -1, events)
  if (after.dead) {
    c.dead = true
    events.push({ type: 'death', character: id })
    // a traveller's death is a defeat like a castaway's; the companion's is not (I-2P-13).
    if (c.kind !== 'companion' && s.outcome === null) { s.outcome = 'lost'; s.reason = `death:${id}` }
  }
}

/** I-CHAR-07, I-CHAR-08: healing moves the marker left, never past the start, never raising Morale. */
export function heal(content: IslandContent, s: IslandState, id: string, amount: number, events: GameEvent[]): void {
  const c = s.characters[id]
  const track = content.characters[id]?.woundTrack
  if (!c || c.dead || amount <= 0 || !track) return
  const { position, healed } = healTrack(track, c.wounds, amount)
  c.wounds = position
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
  const { held, wounds } = payDetermination(c.determination, -amount)
  if (held !== c.determination) events.push({ type: 'determination', character: id, amount: held - c.determination })
  c.determination = held
  wound(content, s, id, wounds, events, 'determination')
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
