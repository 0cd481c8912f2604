/**
 * Effects some Event cards print that reach beyond one card (§6.1): every threat in the threat
 * spaces applied at once (I-EVENT-C04), and a Beast chosen among those revealed for the Hunting
 * deck (I-EVENT-C13), a built Item discarded into the Invention deck (I-EVENT-C03, I-INV-10).
 */
import { shuffle } from '../../engine/rng'
import { ask, runLater, task, type Run } from './queue'
import type { EffectCtx } from './types'
import { minusAt, removeFromGame, takeAt, takeTop } from './lists'

/**
 * I-EVENT-C04: the threat effects of the cards in the threat spaces apply now, left card first,
 * each with its own card as source; the cards leave the game (I-EVENT-12). A Wreckage card has no
 * threat effect (I-EVENT-10).
 */
export function threatsNow(r: Run): void {
  const { content, s, events } = r
  const tasks = []
  for (const slot of ['left', 'right'] as const) {
    const id = s.threat[slot]
    if (id === null) continue
    s.threat[slot] = null
    removeFromGame(s, id)
    events.push({ type: 'threatNow', card: id })
    const card = content.cards[id]
    if (card?.deck === 'event' && card.threatEffect.length > 0) tasks.push(task([...card.threatEffect], { phase: 'event', resolver: null, source: id, here: null }))
  }
  s.queue.unshift(...tasks)
}

/**
 * I-EVENT-C13: the top Beast cards are shown and the group picks one. They stay in the Beast deck
 * while the group decides (every card in one place); the pick moves then.
 */
export function chooseBeast(r: Run, reveal: number, ctx: EffectCtx): void {
  const shown = r.s.decks.beast.slice(0, reveal)
  if (shown.length === 0) return
  r.events.push({ type: 'beastsShown', cards: shown, checkpoint: true })
  if (shown.length === 1) { beastToHunting(r, shown[0] ?? ''); return }
  ask(r.s, 'choose-beast', shown.map((card) => ({ label: card, tasks: [task([{ op: '_beastToHunting', card }], ctx)] })))
}

/** The chosen Beast card on top of the Hunting deck (creating it); the Beast deck is shuffled (I-EVENT-C13). */
export function beastToHunting(r: Run, card: string): void {
  const { s } = r
  const i = s.decks.beast.indexOf(card)
  if (i < 0) return
  takeAt(s, 'beast', i)
  s.decks.hunting = [card, ...s.decks.hunting]
  s.decks.beast = shuffle(s.rng, s.decks.beast)
  r.events.push({ type: 'beastAdded', checkpoint: true })
}

/**
 * I-EVENT-C03, I-INV-10: a built Item is discarded: flipped to its Invention side and shuffled
 * into the Invention deck (not onto the board). Its one-shot gains are not undone (I-INV-09 is not
 * implemented yet).
 */
export function discardItem(r: Run, item: string): void {
  const { s } = r
  const i = s.inventions.built.indexOf(item)
  if (i < 0) return
  s.inventions.built = minusAt(s.inventions.built, i)
  s.decks.invention = shuffle(s.rng, [...s.decks.invention, item])
  r.events.push({ type: 'itemDiscarded', invention: item })
}

/**
 * I-EVENT-C11: `place` lays the top Beast card face down beside the Event deck (one at most) until
 * the next round; `hunt` (the threat action) shuffles it into the Hunting deck.
 */
export function besideEvent(r: Run, what: 'place' | 'hunt'): void {
  const { s } = r
  const beside = s.decks.besideEvent ?? []
  if (what === 'place') {
    if (beside.length > 0) return
    const card = takeTop(s, 'beast')
    if (card === undefined) return
    s.decks.besideEvent = [card]
    s.decks.besideRound = s.position.round
    r.events.push({ type: 'beastBesideEvent' })
    return
  }
  const [card] = beside
  if (card === undefined) return
  s.decks.besideEvent = []
  s.decks.hunting = shuffle(s.rng, [...s.decks.hunting, card])
  r.events.push({ type: 'beastAdded', checkpoint: true })
}

/**
 * I-EVENT-C11: at an Event phase after the round it came, the beast beside the Event deck is
 * fought by the First Player before any card is revealed; it is gone afterwards. True if it was.
 */
export function fightBesideEvent(r: Run): boolean {
  const { s } = r
  const [card] = s.decks.besideEvent ?? []
  if (card === undefined || (s.decks.besideRound ?? s.position.round) >= s.position.round) return false
  s.decks.besideEvent = []
  runLater(s, [{ op: '_fightCard', card }], { phase: 'event', resolver: null, source: card, here: null })
  return true
}
