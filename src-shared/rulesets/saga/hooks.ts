/**
 * The hooks in force now (§27.9): the adventure's special rules, plus — during the Action phase —
 * the "Action phase" modifiers of the Active Event card (S-EVENT-12, S-SAMPLE-11), its re-mapping of
 * penalty colours included (S-CELL-18).
 */
import type { Hook } from '../../content/saga/adventure'
import type { PenaltyColour } from '../../content/saga/vocabulary'
import type { Draft } from './draft'

export function activeHooks(d: Draft): Hook[] {
  const event = d.s.decks.activeEvent
  const card = event && d.s.stage === 'action' ? d.content.events[event.id] : undefined
  return [...d.adv.sheet.hooks, ...(card?.actionPhase ?? [])]
}

/** S-CELL-18: the colour a penalty cell counts as — the Active Event card may re-map it during the Action phase. */
export function penaltyColour(d: Draft, colour: PenaltyColour): PenaltyColour {
  const event = d.s.decks.activeEvent
  if (!event || d.s.stage !== 'action') return colour
  return d.content.events[event.id]?.penaltiesAs?.[colour] ?? colour
}
