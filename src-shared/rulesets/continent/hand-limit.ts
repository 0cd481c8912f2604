import { front } from './content-index'
import { emit, limits, type G } from './game'
import type { Choice, ChoiceOption } from './state'
import { offerChoice, pushTasks } from './task-stack'
import { discardCard } from './the-past'
import { discardItem } from './inventory'

/** C-HAND-3, C-HAND-6: Skill and Bonus cards count toward the hand limit; Character and States do not. */
export function limitedCards(g: Pick<G, 'c'>, hand: readonly string[]): string[] {
  return hand.filter((u) => g.c.cards[u]?.type === 'skill' || front(g.c, u)?.kind === 'bonus')
}

/**
 * C-ACT-42, C-ACT-43, C-HAND-4: each listed player over the limit discards cards of their choice,
 * one at a time (Skills to the Discard Pile, Bonuses to the Past).
 */
export function handLimitTask(g: G, seats: readonly number[]): void {
  const limit = limits(g).handLimit
  for (const seat of seats) {
    const p = g.s.players[seat]
    if (!p || p.status !== 'playing') continue
    const cards = limitedCards(g, p.hand)
    if (cards.length > limit) {
      pushTasks(g, [{ t: 'handLimit', seats: [...seats] }])
      offerChoice(g, { kind: 'handLimit', seat, options: cards.map((uid) => ({ code: 'discard', seat, uid })) })
      return
    }
  }
}

export function answerHandLimit(g: G, _choice: Choice, opt: ChoiceOption): void {
  const p = opt.seat === undefined ? undefined : g.s.players[opt.seat]
  if (!p || opt.uid === undefined) return
  p.hand.splice(p.hand.indexOf(opt.uid), 1)
  emit(g, 'handLimitDiscard', { seat: p.seat, uid: opt.uid })
  discardCard(g, opt.uid)
}

/** C-END-20, C-Q-23: after a join or leave every player discards excess items, then excess hand cards. */
export function limitsTask(g: G): void {
  const dice = limits(g).dice
  for (const p of g.s.players) {
    if (p.status !== 'playing' || p.items.length <= dice) continue
    pushTasks(g, [{ t: 'limits' }])
    offerChoice(g, { kind: 'itemLimit', seat: p.seat, options: p.items.map((it) => ({ code: 'discard-item', seat: p.seat, item: it.id })) })
    return
  }
  handLimitTask(g, g.s.players.filter((p) => p.status === 'playing').map((p) => p.seat))
}

export function answerItemLimit(g: G, _choice: Choice, opt: ChoiceOption): void {
  if (opt.seat !== undefined && opt.item !== undefined) discardItem(g, opt.seat, opt.item)
}
