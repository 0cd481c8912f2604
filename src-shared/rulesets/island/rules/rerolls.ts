import type { RerollOffer } from '../../../engine/dice'
import type { ActionDiceKind, ActionDiceRoll } from './action-dice'

/**
 * The rerolls a resolver may buy in the reroll window of an action roll (I-DICE-06): each
 * character's reroll ability works on one die of its own colour, only for an action that
 * character resolves (I-CHAR-20, e.g. I-CHAR-22/26/29); the companion may pay 2 Determination to
 * reroll any one die rolled for him (I-2P-10). What a roll's own Success die gives cannot pay
 * (I-CHAR-37): the budget is what was held when the dice were rolled.
 */
export interface RerollAbility {
  /** The ability's id (pack data; our characters name their own abilities). */
  id: string
  cost: number
  /** The colour of dice it rerolls. */
  colour: ActionDiceKind
}

export interface RerollContext {
  roll: ActionDiceRoll
  /** The resolver's seat, if a seat plays them (the companion's rerolls are decided by the group). */
  seat?: number
  /** The resolver's reroll abilities (none for the companion). */
  abilities: readonly RerollAbility[]
  /** The resolver is the companion: any one die for `companionCost` (I-2P-10). */
  companion?: boolean
  companionCost?: number
  /** Abilities already used this round (I-CHAR-19). */
  usedThisRound: readonly string[]
  /** Determination held when the dice were rolled, less what was spent since (I-CHAR-37). */
  budget: number
}

/** The reroll offers that can be bought now, each on any one die of the roll. */
export function rerollOffers(ctx: RerollContext): (RerollOffer & { cost: number })[] {
  const positions = ctx.roll.roles.map((_, i) => i)
  const seat = ctx.seat === undefined ? {} : { seat: ctx.seat }
  const out: (RerollOffer & { cost: number })[] = []
  if (ctx.companion === true) {
    const cost = ctx.companionCost ?? 2
    // Not an ability: no once-a-round limit, each reroll is paid on its own.
    const uses = Math.floor(ctx.budget / cost)
    if (uses > 0) out.push({ id: 'companion-reroll', positions, uses, cost, ...seat })
    return out
  }
  for (const a of ctx.abilities) {
    if (a.colour !== ctx.roll.kind || ctx.usedThisRound.includes(a.id) || a.cost > ctx.budget) continue
    out.push({ id: a.id, positions, uses: 1, cost: a.cost, ...seat })
  }
  return out
}
