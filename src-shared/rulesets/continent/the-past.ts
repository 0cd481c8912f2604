import { shuffle } from '../../engine/rng'
import { card, originOf, skill } from './content-index'
import { adventurePile, ownDiscard, emit, explorationPile, setExplorationPile, type G } from './game'
import { returnToActionDeck } from './action-deck'

/** C-CONSEQ-28, C-ITEM-6: discard by back — Action cards to the Discard Pile, others to the Past. */
export function discardCard(g: G, uid: string): void {
  const origin = originOf(g.c, uid)
  if (origin === 'action') {
    const owner = skill(g.c, uid)?.owner
    const away = owner !== undefined && g.s.players.some((p) => p.character === owner && p.status === 'away')
    const present = owner !== undefined && g.s.players.some((p) => p.character === owner && p.status === 'playing')
    if (owner !== undefined && !present) {
      // C-END-18 / C-Q-22: a departed or eliminated character's own skill leaves play instead.
      if (away) g.s.outOfPlay.push(uid)
      else g.s.banished.push(uid)
      emit(g, 'skillLeftPlay', { uid })
      return
    }
    ownDiscard(g).push(uid)
    emit(g, 'discarded', { uid, to: 'discard' })
  } else {
    g.s.past.push(uid)
    emit(g, 'discarded', { uid, to: 'past' })
  }
}

/** C-CONSEQ-29: banish for the rest of the game. */
export function banishCard(g: G, uid: string): void {
  g.s.banished.push(uid)
  emit(g, 'banished', { uid })
}

/** Puts an Adventure card back at its numerical place (greens before golds, C-CONSEQ-33). */
export function returnToAdventureDeck(g: G, uid: string): void {
  const c = card(g.c, uid)
  if (c.type !== 'adventure') throw new Error(`${uid} is not an Adventure card`)
  const pile = adventurePile(g, c.number, true)
  pile.push(uid)
  const canon = g.c.numbers[c.number] ?? []
  pile.sort((a, b) => canon.indexOf(a) - canon.indexOf(b))
}

/** An Exploration card is shuffled into its area pile (C-CONSEQ-33). */
export function returnToExplorationPile(g: G, uid: string): void {
  const c = card(g.c, uid)
  if (c.type !== 'exploration') throw new Error(`${uid} is not an Exploration card`)
  setExplorationPile(g, c.area, shuffle(g.s.rng, [...(g.s.exploration[c.area] ?? []), uid]))
}

/** C-CONSEQ-33: return a card to its deck of origin. */
export function returnCard(g: G, uid: string): void {
  const origin = originOf(g.c, uid)
  if (origin === 'adventure') returnToAdventureDeck(g, uid)
  else if (origin === 'exploration') returnToExplorationPile(g, uid)
  else if (origin === 'action') {
    const owner = skill(g.c, uid)?.owner
    if (owner !== undefined && !g.s.players.some((p) => p.character === owner && p.status === 'playing')) {
      g.s.outOfPlay.push(uid) // C-CONSEQ-33 exception: specific skills of a departed character leave play
    } else returnToActionDeck(g, [uid])
  } else g.s.outOfPlay.push(uid)
  emit(g, 'returned', { uid }, origin === 'exploration' || origin === 'action')
}

/**
 * C-CONSEQ-5, C-SAVE-11: every card of the Past goes back to its deck — Adventure cards at
 * their places, Exploration cards shuffled into their area piles.
 */
export function returnThePast(g: G): void {
  const past = g.s.past
  g.s.past = []
  const areas = new Set<string>()
  for (const uid of past) {
    const c = card(g.c, uid)
    if (c.type === 'adventure') returnToAdventureDeck(g, uid)
    else if (c.type === 'exploration') {
      explorationPile(g, c.area, true).push(uid)
      areas.add(c.area)
    } else g.s.outOfPlay.push(uid)
  }
  for (const area of [...areas].sort()) setExplorationPile(g, area, shuffle(g.s.rng, g.s.exploration[area] ?? []))
  emit(g, 'pastReturned', { count: past.length }, areas.size > 0)
}
