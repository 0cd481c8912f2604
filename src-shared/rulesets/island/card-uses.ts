/**
 * Voluntary uses of cards other than Starting Equipment (I-INV-11, I-INV-12, I-GOLD-09): a kept
 * Treasure's `use` (a number of times in the game, or once a round when the card gives no count),
 * a built Item's `use` (once a round), and an Item's Night heal (`nightHeal`: once per Night, paid
 * in food, I-INV-C01, I-INV-C07). They are asked for with the same command as Starting Equipment
 * (`equipment { card }`): one command for "use this card".
 */
import type { IslandContent } from '../../content/island/content'
import type { Effect } from '../../content/island/effects'
import { holds } from './conditions'
import type { IslandState } from './types'
import { plus, putBottom } from './lists'

export interface CardUse {
  effects: Effect[]
  /** Uses left in the game (a kept card with a count), or null: once a round. */
  left: number | null
  /** Why it cannot be used now (a rule ID and words), or null. */
  refusal: { code: string; message: string } | null
}

/** The use a card in play offers now, or null when it offers none. */
export function cardUse(content: IslandContent, s: IslandState, id: string): CardUse | null {
  const card = content.cards[id]
  const usedThisRound = (s.cardsUsedThisRound ?? []).includes(id)
  const once = usedThisRound ? { code: 'I-INV-11', message: 'This card is used once a round.' } : null
  if (card?.deck === 'mystery' && s.kept.includes(id) && card.keep?.use !== undefined) {
    if (card.keep.uses === undefined) return { effects: card.keep.use, left: null, refusal: once }
    const left = card.keep.uses - (s.cardUses?.[id] ?? 0)
    return { effects: card.keep.use, left, refusal: left > 0 ? null : { code: 'I-INV-11', message: 'It has no use left.' } }
  }
  // I-INV-07: an Item flipped back this round is still usable until the round ends.
  if (card?.deck !== 'invention' || !(s.inventions.built.includes(id) || s.flippedThisRound.includes(id))) return null
  if (card.use !== undefined) return { effects: card.use, left: null, refusal: once }
  const heal = card.passive.find((p) => p.op === 'nightHeal')
  if (heal?.op !== 'nightHeal') return null
  const effects: Effect[] = [...(heal.food > 0 ? [{ op: 'lose' as const, resource: 'food' as const, amount: heal.food }] : []), { op: 'heal', who: 'chosen', amount: heal.heal }]
  if (s.position.phase !== 'night') return { effects, left: null, refusal: { code: 'I-INV-C07', message: 'It is used at Night.' } }
  if (heal.food > 0 && !holds(content, s, { op: 'has', resource: 'food', min: heal.food })) return { effects, left: null, refusal: { code: 'I-INV-C07', message: `It costs ${heal.food} food.` } }
  return { effects, left: null, refusal: once }
}

/** Records a use: a counted one against the card's total (the card is discarded after its last), others for this round. */
export function recordUse(s: IslandState, id: string, use: CardUse): void {
  if (use.left === null) { s.cardsUsedThisRound = plus(s.cardsUsedThisRound, id); return }
  const used = s.cardUses ?? {}
  if (use.left > 1) { s.cardUses = { ...used, [id]: (used[id] ?? 0) + 1 }; return }
  // The last use: the kept card goes to the Mystery discard pile (I-MYSTERY-05), its count with it.
  s.cardUses = Object.fromEntries(Object.entries(used).filter(([k]) => k !== id))
  s.kept = s.kept.filter((k) => k !== id)
  putBottom(s, 'mysteryDiscard', id)
}

/** The cards in play that offer a use (kept Treasures, built Items). */
export const usableCards = (content: IslandContent, s: IslandState): string[] =>
  [...s.kept, ...s.inventions.built, ...s.flippedThisRound].filter((id) => cardUse(content, s, id) !== null)
