/**
 * The hooks in force now (§27.9): the adventure's special rules, plus — during the Action phase —
 * the "Action phase" modifiers of the Active Event card (S-EVENT-12, S-SAMPLE-11).
 */
import type { Hook } from '../../content/saga/adventure'
import type { Draft } from './draft'

export function activeHooks(d: Draft): Hook[] {
  const event = d.s.decks.activeEvent
  const card = event && d.s.stage === 'action' ? d.content.events[event.id] : undefined
  return [...d.adv.sheet.hooks, ...(card?.actionPhase ?? [])]
}
