import type { ActionOutcomeOdds } from '../../../src-shared/rulesets/island/rules/action-dice'

/** The chances a player weighs before a risky action: success, at least one wound, an Adventure card. */
export interface OddsLine { success: number; wound: number; adventure: number }

/** Sums the view's exact joint odds (I-DICE-03) into the three chances shown on a space. */
export function odds(list: readonly ActionOutcomeOdds[]): OddsLine {
  const p = (pred: (o: ActionOutcomeOdds) => boolean): number => list.filter(pred).reduce((t, o) => t + o.odds.num / o.odds.den, 0)
  return { success: p((o) => o.success), wound: p((o) => o.wounds > 0), adventure: p((o) => o.adventure) }
}
