/**
 * The state's lists — decks, cards out of the game, tokens on a tile or a space, Items, Discovery
 * tokens, abilities used… — are never changed in place: the working copy of `apply` shares them
 * with the state it was given (clone-state.ts), so every change puts a new list in the state. The
 * state type marks them readonly: an edit in place does not compile.
 */
import type { AdventureKind } from '../../content/island/vocabulary'
import type { IslandState, PlacedTile } from './types'

/** The decks that are plain lists (the Adventure decks are one per colour). */
export type DeckName = 'event' | 'mystery' | 'mysteryDiscard' | 'mysterySetAside' | 'beast' | 'hunting' | 'invention' | 'newIdeaDiscard' | 'besideEvent' | 'tiles' | 'discovery' | 'equipment'

/** A deck gets a new list of cards (the other decks stay as they are). */
export function setDeck(s: IslandState, deck: DeckName, cards: readonly string[]): void {
  s.decks[deck] = cards
}

/** The top card of a deck, taken off it; undefined when the deck is empty. */
export function takeTop(s: IslandState, deck: DeckName): string | undefined {
  const list = s.decks[deck] ?? []
  if (list.length === 0) return undefined
  setDeck(s, deck, list.slice(1))
  return list[0]
}

/** The card at `index` of a deck, taken out of it; undefined when there is none. */
export function takeAt(s: IslandState, deck: DeckName, index: number): string | undefined {
  const list = s.decks[deck] ?? []
  if (index < 0 || index >= list.length) return undefined
  setDeck(s, deck, [...list.slice(0, index), ...list.slice(index + 1)])
  return list[index]
}

/** The first `n` cards of a deck, taken off it. */
export function takeFirst(s: IslandState, deck: DeckName, n: number): string[] {
  const list = s.decks[deck] ?? []
  setDeck(s, deck, list.slice(n))
  return list.slice(0, n)
}

/** Cards put at the bottom of a deck, in order. */
export function putBottom(s: IslandState, deck: DeckName, ...cards: string[]): void {
  if (cards.length > 0) setDeck(s, deck, [...(s.decks[deck] ?? []), ...cards])
}

/** The top card of an Adventure deck, taken off it (I-DICE-08). */
export function takeAdventure(s: IslandState, colour: AdventureKind): string | undefined {
  const list = s.decks.adventure[colour]
  if (list.length === 0) return undefined
  s.decks.adventure[colour] = list.slice(1)
  return list[0]
}

/** Cards and token instances leave the game (I-GOLD-06). */
export function removeFromGame(s: IslandState, ...ids: string[]): void {
  if (ids.length > 0) s.removed = [...s.removed, ...ids]
}

/**
 * A tile of the island changes (or is placed): the island gets a new record holding the new tile.
 * Tiles and the island are never changed in place either, so working copies share them.
 */
export function setTile(s: IslandState, space: string, tile: PlacedTile): void {
  s.island = { ...s.island, [space]: tile }
}

/** `list` with `items` added at its end (a new list). */
export const plus = <T>(list: readonly T[] | undefined, ...items: T[]): T[] => (list === undefined ? items : [...list, ...items])

/** `list` without its element at `index` (a new list; the same elements when there is none). */
export const minusAt = <T>(list: readonly T[], index: number): T[] => (index < 0 || index >= list.length ? [...list] : [...list.slice(0, index), ...list.slice(index + 1)])
