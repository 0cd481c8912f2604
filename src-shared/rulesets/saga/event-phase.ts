/**
 * The Event phase (S-EVENT-01…S-EVENT-15) and the start of a round, as automatic queue steps: the
 * round marker advances, tokens turn active where they lie, the Active Event card's next-Event-phase
 * effect is applied and the card discarded, a card is drawn from the left deck when the sheet's
 * requirement holds (else the right one), its immediate effect applied and the card made active, and
 * the First Player marker passes on. A round starts with the sheet's round effect (S-SHEET-07), the
 * adventure's round-start hooks and the Active Event's next-Action-phase effect.
 */
import type { Effect } from '../../content/saga/effects'
import { holds } from './conditions'
import { drawFrom } from './draw'
import { decksToChange, pushFront, type Draft } from './draft'
import type { Task } from './types'

export const EVENT_STEPS: Task[] = [
  { t: 'event', step: 'refresh' },
  { t: 'event', step: 'active' },
  { t: 'event', step: 'draw' },
  { t: 'event', step: 'firstPlayer' },
  { t: 'event', step: 'roundStart' },
]

/** Effect terms as tasks of the First Player, who acts for the group in the Event phase. */
function effectTasks(actor: number, list: readonly Effect[]): Task[] {
  const out: Task[] = []
  for (const e of list) out.push({ t: 'effect', e, actor })
  return out
}

export function runEventStep(d: Draft, step: Extract<Task, { t: 'event' }>['step']): void {
  const s = d.s
  const actor = s.firstPlayer
  switch (step) {
    case 'refresh':
      // S-EVENT-02, S-EVENT-03.
      s.round += 1
      s.row.tokens = s.row.tokens.map((t) => ({ ...t, active: true }))
      d.events.push({ type: 'roundMarker', round: s.round })
      break
    case 'active': {
      // S-EVENT-04, S-EVENT-06: nothing in the first Event phase.
      const active = s.decks.activeEvent
      if (!active) break
      const k = decksToChange(d)
      k.activeEvent = null
      ;(active.side === 'left' ? k.leftDiscard : k.rightDiscard).push(active.id)
      pushFront(d, ...effectTasks(actor, d.content.events[active.id]?.nextEventPhase ?? []))
      break
    }
    case 'draw': {
      // S-EVENT-07…S-EVENT-09, S-EVENT-14.
      const side = holds(d, d.adv.sheet.leftDeckWhen, actor) ? 'left' : 'right'
      const k = decksToChange(d)
      const card = side === 'left' ? drawFrom(d, k.left, k.leftDiscard, 'events-left') : drawFrom(d, k.right, k.rightDiscard, 'events-right')
      if (card === undefined) break
      k.activeEvent = { id: card, side }
      pushFront(d, ...effectTasks(actor, d.content.events[card]?.immediate ?? []))
      break
    }
    case 'firstPlayer':
      // S-EVENT-10.
      s.firstPlayer = (s.firstPlayer + 1) % s.characters.length
      break
    case 'roundStart': {
      s.stage = 'action'
      s.turn = 0
      s.placed = false
      const round = d.adv.sheet.roundEffects.filter((r) => r.round === s.round).flatMap((r) => r.effects)
      const hooks = d.adv.sheet.hooks.filter((h) => h.on === 'roundStart').flatMap((h) => h.effects)
      const next = s.decks.activeEvent ? d.content.events[s.decks.activeEvent.id]?.nextActionPhase ?? [] : []
      pushFront(d, ...effectTasks(actor, [...round, ...hooks, ...next]))
      break
    }
  }
}
