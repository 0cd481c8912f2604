/**
 * The Event phase (§6): reveal cards until an Event card shows (Adventure and Mystery cards
 * shuffled into the deck apply their event half and leave, I-EVENT-03), apply its icon and its
 * event effect (I-EVENT-04), then slide it into the threat spaces; a card pushed off applies its
 * threat effect and leaves the game (I-EVENT-05, I-EVENT-12), a Wreckage card without harm
 * (I-EVENT-10).
 */
import { runLater, type Run } from './effects-run'
import { placeToken } from './effects-run'
import { fightBesideEvent } from './event-cards'
import type { EffectCtx } from './types'
import { putBottom, removeFromGame, takeTop } from './lists'

const eventCtx = (source: string | null): EffectCtx => ({ phase: 'event', resolver: null, source, here: null })

/** One reveal; 'done' once an Event card is revealed (or the deck is empty, I-EVENT-13). */
export function revealStep(r: Run): 'more' | 'done' {
  const { content, s, events } = r
  // I-EVENT-C11: a beast left beside the Event deck attacks before any card is revealed.
  if (fightBesideEvent(r)) return 'more'
  const id = takeTop(s, 'event')
  if (id === undefined) return 'done'
  const card = content.cards[id]
  events.push({ type: 'eventRevealed', card: id, checkpoint: true })
  if (!card) return 'more'
  if (card.deck !== 'event') {
    // I-EVENT-03: an Adventure or Mystery card's bottom half applies, then the card leaves.
    if (card.deck === 'mystery') putBottom(s, 'mysteryDiscard', id)
    else removeFromGame(s, id)
    const half = card.deck === 'adventure' || card.deck === 'mystery' ? (card.event ?? []) : []
    runLater(s, half, eventCtx(id))
    return 'more'
  }
  // I-EVENT-04 (2): the icon — an adventure token on its deck, or the scenario's book effect.
  if (card.icon === 'book') runLater(s, content.scenarios[s.scenario]?.book ?? [], eventCtx(id))
  else placeToken(s, { board: `adventure:${card.icon}` }, 'adventure', events)
  runLater(s, card.event, eventCtx(id))
  s.revealed = id
  return 'done'
}

/** I-EVENT-05: the revealed card enters the right space; what it displaces moves left or off. */
export function slideStep(r: Run): void {
  const { content, s, events } = r
  const id = s.revealed
  s.revealed = null
  if (id === null) return
  const pushedOff = s.threat.right === null ? null : s.threat.left
  if (s.threat.right !== null) s.threat.left = s.threat.right
  s.threat.right = id
  events.push({ type: 'slid', left: s.threat.left, right: s.threat.right, pushedOff })
  if (pushedOff === null) return
  removeFromGame(s, pushedOff)
  const card = content.cards[pushedOff]
  // I-EVENT-12: the threat effect applies, then the card is gone; a Wreckage card has none (I-EVENT-10).
  if (card?.deck === 'event') runLater(s, card.threatEffect, eventCtx(pushedOff))
}
