/**
 * Determination (§4.5): personal tokens a character spends on its own special abilities, each
 * ability at most once per round (I-CHAR-18, I-CHAR-19). Tokens gained from the Success die of a
 * roll arrive after its reroll window, so they can never pay for rerolling that same roll
 * (I-CHAR-37).
 */

/** Spends `cost` tokens, or says why not: the character must already hold them all (no wounds instead). */
export function spendDetermination(held: number, cost: number): number | string {
  if (cost > held) return `This costs ${cost} Determination; only ${held} ${held === 1 ? 'is' : 'are'} held.`
  return held - cost
}

/** Whether an ability may be used now: not yet this round (its marker is removed in Night step 5). */
export function abilityRefusal(ability: string, usedThisRound: readonly string[]): string | null {
  return usedThisRound.includes(ability) ? `${ability} was already used this round.` : null
}

/**
 * Determination available to pay for rerolls of a roll: what the character held when the dice
 * were rolled, less what was spent since — never what the roll's own Success die gives.
 */
export const rerollBudget = (heldAtRoll: number, spentSinceRoll: number): number => Math.max(0, heldAtRoll - spentSinceRoll)

/** Friday may spend 2 Determination to reroll any one die rolled for him (I-2P-10). */
export const FRIDAY_REROLL_COST = 2
