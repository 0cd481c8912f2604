/**
 * Drawing from decks (S-COMP-32): an empty deck is rebuilt from its discard pile, shuffled with the
 * state's RNG; the card drawn is announced as a checkpoint (hidden information revealed).
 */
import { shuffle } from '../../engine/rng'
import { decksToChange, type Draft } from './draft'

/** Draws the top card of `deck`, reshuffling `discard` into it when empty; undefined when both are empty. Both are arrays of `decksToChange(d)`. */
export function drawFrom(d: Draft, deck: string[], discard: string[] | null, kind: string): string | undefined {
  if (deck.length === 0 && discard && discard.length > 0) {
    deck.push(...shuffle(d.s.rng, discard))
    discard.length = 0
    d.events.push({ type: 'reshuffled', deck: kind })
  }
  const card = deck.shift()
  if (card !== undefined) d.events.push({ type: 'drawn', deck: kind, card, checkpoint: true })
  return card
}

/** S-ITEM-04, S-ITEM-05: the Market refilled to 5 cards (the discard pile reshuffled when the deck runs out). */
export function refillMarket(d: Draft): void {
  const k = decksToChange(d)
  while (k.market.length < 5) {
    const card = drawFrom(d, k.items, k.itemDiscard, 'items')
    if (card === undefined) return
    k.market.push(card)
  }
}
