import { pickIndex } from '../../engine/rng'
import { adventure } from './content-index'
import { adventurePile, emit, type G } from './game'
import { banishCard, returnThePast, returnToAdventureDeck } from './the-past'

/** C-CONSEQ-2, C-CONSEQ-3: the copies that may be taken now — greens if any, else golds. */
function candidates(g: G, number: string): string[] {
  const pile = g.s.adventure[number] ?? []
  const greens = pile.filter((u) => adventure(g.c, u)?.back === 'green')
  return greens.length > 0 ? greens : pile.slice()
}

/**
 * C-CONSEQ-1…C-CONSEQ-5, C-Q-18: takes a card by number out of the Adventure deck. A random green
 * copy if any; a gold copy only when no green is left; with no copy at all, the whole Past first
 * returns to the decks. Returns null when nothing can be taken (logged).
 *
 * `sourceCheck` (C-CONSEQ-11, C-CONSEQ-12): when the number was obtained indirectly, the taken copy's
 * back must show one of these source numbers; otherwise it goes back and null is returned.
 */
export function takeByNumber(g: G, number: string, sourceCheck: readonly string[] | null = null): string | null {
  if ((g.s.adventure[number] ?? []).length === 0) returnThePast(g)
  const options = candidates(g, number)
  if (options.length === 0) {
    emit(g, 'nothingToTake', { number })
    return null
  }
  const uid = options.length === 1 ? (options[0] as string) : (options[pickIndex(g.s.rng, options.length)] as string)
  const pile = adventurePile(g, number) ?? []
  pile.splice(pile.indexOf(uid), 1)
  const sources = adventure(g.c, uid)?.sources ?? []
  if (sourceCheck !== null && !sourceCheck.some((n) => sources.includes(n))) {
    returnToAdventureDeck(g, uid)
    emit(g, 'wrongCard', { number, uid }, true)
    return null
  }
  emit(g, 'took', { number, uid, back: adventure(g.c, uid)?.back }, true)
  return uid
}

/** C-CONSEQ-32: banish a green copy of the number from the deck without looking; none → nothing. */
export function banishNumber(g: G, number: string): void {
  const pile = adventurePile(g, number) ?? []
  const greens = pile.filter((u) => adventure(g.c, u)?.back === 'green')
  if (greens.length === 0) return
  const uid = greens[pickIndex(g.s.rng, greens.length)] as string
  pile.splice(pile.indexOf(uid), 1)
  banishCard(g, uid)
}

/** C-CONSEQ-4, C-Q-38: when only golds of a number remain in the deck, no green copy may be in it. */
export function greenGoldIntegrity(g: Pick<G, 's' | 'c'>): string[] {
  const bad: string[] = []
  for (const [number, pile] of Object.entries(g.s.adventure)) {
    const backs = pile.map((u) => adventure(g.c, u)?.back)
    const firstGold = backs.indexOf('gold')
    if (firstGold >= 0 && backs.slice(firstGold).includes('green')) bad.push(number)
  }
  return bad
}
