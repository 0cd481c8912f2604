/**
 * Looking at the top of a stack and arranging it (I-CHAR-30 Reconnaissance: one of the top island
 * tiles stays on top, the others are shuffled back in; I-CHAR-33 Patrol: the top Hunting card stays
 * or goes to the bottom; I-MYSTERY-C11 the top Event card). The group chooses; the cards are shown
 * to everyone (I-GOLD-03).
 */
import { shuffle } from '../../engine/rng'
import { ask, task, type Run } from './queue'
import type { EffectCtx, InternalEffect } from './types'
import { putBottom, takeTop } from './lists'

/** Offers the choice of the tile to keep on top among the top `amount`. */
export function peekTiles(r: Run, amount: number, ctx: EffectCtx): void {
  const top = r.s.decks.tiles.slice(0, amount)
  r.events.push({ type: 'peekTiles', tiles: top })
  if (top.length <= 1) return
  ask(r.s, 'keep-tile-on-top', top.map((tile) => ({ label: tile, tasks: [task([{ op: '_keepTile', tile, looked: top }], ctx)] })))
}

/** Offers to leave the top Hunting card or put it at the bottom. */
export function peekHunting(r: Run, ctx: EffectCtx): void {
  const card = r.s.decks.hunting[0]
  r.events.push({ type: 'peekHunting', card: card ?? null })
  if (card === undefined || r.s.decks.hunting.length === 1) return
  ask(r.s, 'hunting-top', [{ label: 'leave-on-top', tasks: [] }, { label: 'to-the-bottom', tasks: [task([{ op: '_huntingBottom' }], ctx)] }])
}

/**
 * I-MYSTERY-C11: the top Event card is shown (whatever its back); with a beast beside the Event
 * deck the group may look at that one instead.
 */
export function peekEvent(r: Run, ctx: EffectCtx): void {
  if ((r.s.decks.besideEvent ?? []).length === 0) { runPeek(r, { op: '_peekShow', what: 'event' }); return }
  ask(r.s, 'peek-event', [{ label: 'peek-event-top', tasks: [task([{ op: '_peekShow', what: 'event' }], ctx)] }, { label: 'peek-beside-event', tasks: [task([{ op: '_peekShow', what: 'beside' }], ctx)] }])
}

/** Applies the arrangement chosen. */
export function runPeek(r: Run, e: Extract<InternalEffect, { op: '_keepTile' | '_huntingBottom' | '_peekShow' }>): void {
  const { s } = r
  if (e.op === '_peekShow') {
    const card = e.what === 'event' ? s.decks.event[0] : s.decks.besideEvent?.[0]
    r.events.push({ type: 'peekEvent', what: e.what, card: card ?? null })
    return
  }
  if (e.op === '_huntingBottom') {
    const card = takeTop(s, 'hunting')
    if (card !== undefined) putBottom(s, 'hunting', card)
    return
  }
  const rest = s.decks.tiles.filter((t) => t !== e.tile)
  const others = rest.filter((t) => e.looked.includes(t))
  const below = rest.filter((t) => !e.looked.includes(t))
  s.decks.tiles = [e.tile, ...shuffle(s.rng, [...others, ...below])]
}
