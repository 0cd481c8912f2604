import type { Odds } from '../../../engine/dice-odds'
import { actionEventOdds, actionOutcomeOdds, type ActionDiceSet, type ActionOutcomeOdds, type ActionRollOptions } from './action-dice'
import type { PawnOption } from './pawns'

/**
 * The odds of a planned Build, Gather or Explore (the planning helper and `fogbound island plan`):
 * with the sure count nothing is rolled, with one pawn fewer the three dice decide (I-ACT-26,
 * I-DICE-01). The Adventure token draws a card either way (I-TOKEN-16); a Confused character must
 * roll the Success die even with the sure count and reroll a success (I-MYSTERY-C06).
 */
export interface PlannedOdds {
  means: 'roll' | 'sure'
  success: Odds
  /** Odds of at least one wound. */
  wound: Odds
  adventure: Odds
  outcomes: ActionOutcomeOdds[]
}

const ONE: Odds = { num: 1, den: 1 }
const ZERO: Odds = { num: 0, den: 1 }

export function plannedActionOdds(set: ActionDiceSet, placed: PawnOption, options: ActionRollOptions & { confused?: boolean } = {}): PlannedOdds {
  const forced = (options.forcedSuccessRerolls ?? 0) + (options.confused === true ? 1 : 0)
  const rollOptions: ActionRollOptions = { ...options, forcedSuccessRerolls: forced }
  if (placed.means === 'roll') {
    return {
      means: 'roll',
      success: actionEventOdds(set, (o) => o.success, rollOptions),
      wound: actionEventOdds(set, (o) => o.wounds > 0, rollOptions),
      adventure: actionEventOdds(set, (o) => o.adventure, rollOptions),
      outcomes: actionOutcomeOdds(set, rollOptions),
    }
  }
  if (placed.means !== 'sure') throw new RangeError(`only Build, Gather and Explore have dice odds (got '${placed.means}')`)
  // A sure action rolls nothing, except the Confused victim's Success die; a Wound die never.
  const sureSet: ActionDiceSet = { wound: ['blank'], success: options.confused === true ? set.success : ['success'], adventure: ['blank'] }
  const sureOptions: ActionRollOptions = { ...rollOptions, forcedSuccessRerolls: options.confused === true ? forced : 0 }
  const token = options.adventureToken === true
  return {
    means: 'sure',
    success: options.confused === true ? actionEventOdds(sureSet, (o) => o.success, sureOptions) : ONE,
    wound: token && options.friday === true ? ONE : ZERO,
    adventure: token && options.friday !== true ? ONE : ZERO,
    outcomes: actionOutcomeOdds(sureSet, sureOptions),
  }
}
