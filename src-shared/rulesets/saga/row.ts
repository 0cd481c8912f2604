/**
 * The Action row (S-ROW): the bonus conditions counted over token positions (S-ROW-10…S-ROW-13),
 * a card's value with its "+" bonuses (S-ROW-14), which tokens may go where (S-ROUND-06, S-ROUND-07),
 * and inserting a gained card in number order without moving tokens (S-ROW-23, S-ROW-24).
 */
import type { Bonus, ActionCard } from '../../content/saga/action-cards'
import type { ActionType } from '../../content/saga/vocabulary'
import type { ActionTokenState } from './types'

const counts = (t: ActionTokenState, filter: Bonus['tokens']): boolean => filter === 'any' || (filter === 'active') === t.active

/**
 * How many times a bonus applies for the card at `slot`, tokens as they lie after the active token
 * was placed (S-ROW-10 single: 1 when exactly one token is there; S-ROW-11 left: per token at a
 * slot left of it; S-ROW-12 under: per token at its slot). Tokens beside the row never count (S-ROW-13).
 */
export function bonusCount(tokens: readonly ActionTokenState[], slot: number, bonus: Pick<Bonus, 'when' | 'tokens'>): number {
  const at = tokens.filter((t) => t.slot === slot)
  switch (bonus.when) {
    case 'single': return at.length === 1 && at.every((t) => counts(t, bonus.tokens)) ? 1 : 0
    case 'left': return tokens.filter((t) => t.slot !== null && t.slot < slot && counts(t, bonus.tokens)).length
    case 'under': return at.filter((t) => counts(t, bonus.tokens)).length
  }
}

/** S-ROW-14: the main action's value with every "+" bonus applied as often as its condition allows. */
export function actionValue(card: ActionCard, main: number, tokens: readonly ActionTokenState[], slot: number): number {
  const base = card.mains[main]?.value ?? 0
  return card.bonuses.reduce((v, b) => v + (b.plus ?? 0) * bonusCount(tokens, slot, b), base)
}

/** S-ROUND-05: the tokens as they lie once `token` is placed at `slot` and flipped inactive. */
export function withPlaced(tokens: readonly ActionTokenState[], token: number, slot: number): ActionTokenState[] {
  return tokens.map((t, i) => (i === token ? { slot, active: false } : { ...t }))
}

/** S-ROUND-06, S-ROUND-07: an active token may go to any slot but the one it starts the turn at. */
export const canPlace = (t: ActionTokenState | undefined, slot: number, slots: number): boolean =>
  t !== undefined && t.active && slot >= 0 && slot < slots && t.slot !== slot

/** S-ROW-05, S-ROW-06: a card's types are those of its main actions. */
export const typesOf = (card: ActionCard): ActionType[] => card.mains.map((m) => m.action)

/** S-ROW-07, S-ROW-23: the row's numbers with `card` inserted in ascending order. */
export function insertInOrder(cards: readonly number[], card: number): number[] {
  const out = cards.slice()
  const at = out.findIndex((n) => n > card)
  out.splice(at === -1 ? out.length : at, 0, card)
  return out
}
