import { isCurse } from './content-index'
import { emit, ownActionDeck, ownDiscard, type G } from './game'
import { flipIfEmpty, takeRandomFromDiscard } from './action-deck'
import { defeat } from './defeat'

/**
 * C-DECK-10, C-DECK-13…C-DECK-16: the life-force loss of `count` cards (a State's icon, the cost
 * of giving an item, …). Cards from a non-empty deck go face up onto the Discard Pile; the rest are
 * revealed at random from the face-down pile — a Curse among them loses the game — and shuffled back.
 */
export function loseLifeForce(g: G, count: number): void {
  const fromDeck: string[] = []
  if (count > 0 && g.s.actionDeck.length > 0) {
    const deck = ownActionDeck(g)
    while (fromDeck.length < count && deck.length > 0) fromDeck.push(deck.shift() as string)
  }
  if (fromDeck.length === count) {
    ownDiscard(g).push(...fromDeck) // C-DECK-16: face up, everyone sees them
    emit(g, 'lifeForceLost', { uids: fromDeck }, count > 0)
    flipIfEmpty(g)
    return
  }
  flipIfEmpty(g)
  const revealed: string[] = []
  while (fromDeck.length + revealed.length < count) {
    const uid = takeRandomFromDiscard(g)
    if (uid === null) break
    revealed.push(uid)
  }
  emit(g, 'lifeForceLost', { uids: fromDeck, revealedFromDiscard: revealed }, true)
  ownDiscard(g).push(...fromDeck, ...revealed)
  if (revealed.some((u) => isCurse(g.c, u))) defeat(g, 'curse-from-discard')
}
