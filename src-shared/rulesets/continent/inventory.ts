import { front, itemFace, skill } from './content-index'
import { emit, limits, type G } from './game'
import type { Choice, ChoiceOption, Ctx, Item } from './state'
import { discardCard } from './the-past'
import { loseLifeForce } from './life-force'
import { offerChoice } from './task-stack'

/** C-ITEM-3: does this player have an unused die? */
export function hasFreeDie(g: G, seat: number): boolean {
  const p = g.s.players[seat]
  return !!p && p.status === 'playing' && p.items.length < limits(g).dice
}

/**
 * C-ITEM-16…C-ITEM-19, C-Q-36: may a fresh card join this item? Only while the item stays within
 * the cards-per-item limit; its die is alive.
 */
export function canCombine(g: G, item: Item): boolean {
  return item.die > 0 && item.cards.length < limits(g).cardsPerItem
}

/** C-ITEM-8: a new item with one of the owner's dice, set to the printed durability. */
export function newItem(g: G, seat: number, uid: string): void {
  const p = g.s.players[seat]
  if (!p) return
  const die = Math.min(6, itemFace(g.c, uid).durability)
  p.items.push({ id: `item-${g.s.nextItem++}`, cards: [uid], die })
  emit(g, 'itemCreated', { seat, uid, die })
}

/** C-ITEM-17, C-ITEM-18, C-ITEM-19: the card goes last; a shared keyword with the top card adds its durability (max 6). */
export function combine(g: G, item: Item, uid: string): void {
  const top = item.cards[0]
  const face = itemFace(g.c, uid)
  const shares = top !== undefined && itemFace(g.c, top).keywords.some((k) => face.keywords.includes(k))
  item.cards.push(uid)
  if (shares) item.die = Math.min(6, item.die + face.durability)
  emit(g, 'itemCombined', { item: item.id, uid, die: item.die, shared: shares })
}

/** C-ITEM-6, C-ITEM-22, C-CONSEQ-35: an item's cards are discarded by their backs; its die is freed. */
export function discardItem(g: G, seat: number, itemId: string): void {
  const p = g.s.players[seat]
  const it = p?.items.find((i) => i.id === itemId)
  if (!p || !it) return
  p.items = p.items.filter((i) => i !== it)
  emit(g, 'itemDiscarded', { seat, item: itemId })
  for (const uid of it.cards) discardCard(g, uid)
}

/**
 * C-CONSEQ-18, C-ITEM-7, C-ITEM-9, C-ITEM-14: where a found (or crafted) item card may go: a new
 * item or a combination for the finder or another involved player, or (found items only) the Past.
 */
export function itemDestinationOptions(g: G, uid: string, ctx: Ctx, found: boolean): ChoiceOption[] {
  const out: ChoiceOption[] = []
  const seats = [ctx.seat, ...ctx.involved.filter((s) => s !== ctx.seat)]
  for (const seat of seats) {
    const p = g.s.players[seat]
    if (!p || p.status !== 'playing') continue
    if (hasFreeDie(g, seat)) out.push({ code: 'new-item', seat, uid })
    for (const it of p.items) if (canCombine(g, it)) out.push({ code: 'combine', seat, item: it.id, uid })
  }
  if (found || out.length === 0) out.push({ code: found ? 'past' : 'discard', uid })
  return out
}

export function answerItemDestination(g: G, choice: Choice, opt: ChoiceOption): void {
  const uid = choice.uid
  if (uid === undefined) return
  const i = g.s.revealed.indexOf(uid)
  if (i >= 0) g.s.revealed.splice(i, 1)
  const hand = g.s.players[choice.seat]?.hand
  if (hand?.includes(uid)) hand.splice(hand.indexOf(uid), 1) // a crafted Skill leaves the hand
  if (opt.code === 'new-item' && opt.seat !== undefined) newItem(g, opt.seat, uid)
  else if (opt.code === 'combine' && opt.seat !== undefined) {
    const it = g.s.players[opt.seat]?.items.find((x) => x.id === opt.item)
    if (it) combine(g, it, uid)
  } else discardCard(g, uid)
}

/** C-CONSEQ-20, C-HAND-7: a Bonus (or Skill) goes to the hand of the finder or another involved player, or the Past. */
export function handDestinationOptions(g: G, uid: string, ctx: Ctx): ChoiceOption[] {
  const owner = skill(g.c, uid)?.owner
  const out: ChoiceOption[] = []
  for (const seat of [ctx.seat, ...ctx.involved.filter((s) => s !== ctx.seat)]) {
    const p = g.s.players[seat]
    if (!p || p.status !== 'playing') continue
    if (owner !== undefined && owner !== p.character) continue
    out.push({ code: 'hand', seat, uid })
  }
  out.push({ code: 'past', uid })
  return out
}

export function answerHandCardDestination(g: G, choice: Choice, opt: ChoiceOption): void {
  const uid = choice.uid
  if (uid === undefined) return
  const i = g.s.revealed.indexOf(uid)
  if (i >= 0) g.s.revealed.splice(i, 1)
  if (opt.code === 'hand' && opt.seat !== undefined) {
    g.s.players[opt.seat]?.hand.push(uid)
    emit(g, 'toHand', { uid, seat: opt.seat })
  } else discardCard(g, uid)
}

/** C-ITEM-10, C-ITEM-14, C-ITEM-15: after a successful Craft the Skill becomes an item. */
export function craftResult(g: G, uid: string, ctx: Ctx): void {
  const p = g.s.players[ctx.active]
  if (!p || !p.hand.includes(uid)) return
  offerChoice(g, { kind: 'itemDestination', seat: ctx.active, uid, ctx, options: itemDestinationOptions(g, uid, ctx, false) })
}

/** Both players' figures stand on the same terrain (C-ITEM-27). */
function together(g: G, a: number, b: number): boolean {
  const pa = g.s.players[a]
  const pb = g.s.players[b]
  return !!pa && !!pb && pa.status === 'playing' && pb.status === 'playing' && pa.at !== null && pa.at === pb.at
}

/** C-ITEM-27…C-ITEM-29: why a gift is illegal, or null. */
export function giftProblem(g: G, from: number, itemId: string, to: number): string | null {
  if (from === to) return 'an item is given to another player'
  if (!together(g, from, to)) return 'C-ITEM-27: both figures must stand on the same terrain'
  if (!g.s.players[from]?.items.some((i) => i.id === itemId)) return 'no such item'
  if (!hasFreeDie(g, to)) return 'C-ITEM-29: the receiver has no unused die'
  return null
}

export function giveItem(g: G, from: number, itemId: string, to: number): void {
  const pf = g.s.players[from]
  const pt = g.s.players[to]
  const it = pf?.items.find((i) => i.id === itemId)
  if (!pf || !pt || !it) return
  pf.items = pf.items.filter((i) => i !== it)
  pt.items.push({ ...it, received: true })
  emit(g, 'itemGiven', { from, to, item: itemId })
  loseLifeForce(g, 2) // C-ITEM-28
}

export function tradeProblem(g: G, a: number, itemA: string, b: number, itemB: string): string | null {
  if (a === b) return 'a trade needs two players'
  if (!together(g, a, b)) return 'C-ITEM-27: both figures must stand on the same terrain'
  if (!g.s.players[a]?.items.some((i) => i.id === itemA) || !g.s.players[b]?.items.some((i) => i.id === itemB)) return 'no such item'
  return null
}

export function tradeItems(g: G, a: number, itemA: string, b: number, itemB: string): void {
  const pa = g.s.players[a]
  const pb = g.s.players[b]
  const ia = pa?.items.find((i) => i.id === itemA)
  const ib = pb?.items.find((i) => i.id === itemB)
  if (!pa || !pb || !ia || !ib) return
  pa.items = pa.items.map((i) => (i === ia ? { ...ib, received: true } : i))
  pb.items = pb.items.map((i) => (i === ib ? { ...ia, received: true } : i))
  emit(g, 'itemsTraded', { a, b, itemA, itemB })
  loseLifeForce(g, 2) // C-ITEM-28
}

export const isItemCard = (g: G, uid: string): boolean => front(g.c, uid)?.kind === 'item' || g.c.cards[uid]?.type === 'skill'
