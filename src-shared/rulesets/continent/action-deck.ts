import { pickIndex, shuffle } from '../../engine/rng'
import { emit, ownActionDeck, ownDiscard, type G } from './game'
import type { DrawnCard } from './state'

/** C-DECK-6: the moment the last card leaves the Action Deck, the Discard Pile turns face down. */
export function flipIfEmpty(g: G): void {
  if (g.s.actionDeck.length === 0 && !g.s.discardFaceDown) {
    g.s.discardFaceDown = true
    emit(g, 'discardFaceDown')
  }
}

/** A uniform random card out of the (face-down) Discard Pile (C-D-1). */
export function takeRandomFromDiscard(g: G): string | null {
  if (g.s.discard.length === 0) return null
  const i = pickIndex(g.s.rng, g.s.discard.length)
  const [uid] = ownDiscard(g).splice(i, 1)
  return uid ?? null
}

/**
 * C-ACT-14, C-ACT-15, C-DECK-13, C-DECK-14, C-DECK-17: draws `count` cards, first from the top of
 * the Action Deck, then at random from the face-down Discard Pile; the cards taken from the deck
 * are set aside (not shuffled in). Every card records its provenance (C-ACT-16).
 */
export function drawActionCards(g: G, count: number): DrawnCard[] {
  const out: DrawnCard[] = []
  if (count > 0 && g.s.actionDeck.length > 0) {
    const deck = ownActionDeck(g)
    while (out.length < count && deck.length > 0) out.push({ uid: deck.shift() as string, from: 'deck' })
  }
  flipIfEmpty(g)
  while (out.length < count) {
    const uid = takeRandomFromDiscard(g)
    if (uid === null) break // C-DECK-17: take what exists, ignore the shortfall
    out.push({ uid, from: 'discard' })
  }
  emit(g, 'drew', { count: out.length, fromDiscard: out.filter((d) => d.from === 'discard').length }, out.length > 0)
  return out
}

/** C-ACT-32, C-DECK-9: drawn cards go face up onto the pile, or are shuffled into it while face down. */
export function putOnDiscardPile(g: G, uids: readonly string[]): void {
  ownDiscard(g).push(...uids)
}

/**
 * C-DECK-5, C-DECK-12, C-Q-33: cards put into the Action Deck are shuffled into it; into an empty
 * deck they form the new deck and the Discard Pile turns face up again.
 */
export function returnToActionDeck(g: G, uids: readonly string[]): void {
  if (uids.length === 0) return
  g.s.actionDeck = shuffle(g.s.rng, [...g.s.actionDeck, ...uids])
  if (g.s.discardFaceDown) {
    g.s.discardFaceDown = false
    emit(g, 'discardFaceUp')
  }
}

/** C-EX-3, C-DECK-12: `count` random cards of the Discard Pile go into the Action Deck. */
export function discardPileToDeck(g: G, count: number): void {
  const moved: string[] = []
  while (moved.length < count) {
    const uid = takeRandomFromDiscard(g)
    if (uid === null) break
    moved.push(uid)
  }
  returnToActionDeck(g, moved)
  emit(g, 'discardToDeck', { count: moved.length }, true)
}
