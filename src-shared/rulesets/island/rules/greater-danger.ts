import type { IslandAction } from './pawns'

/**
 * Greater danger tokens on the island (I-ACT-29): whoever leads an action where such a token lies
 * is hurt when the stack is placed, unless the Weapon level is at least 1 — temporary boosts
 * count for this check (I-TOKEN-08, I-GOLD-24). Applied once per stack when the plan is
 * committed. The token on the Hunt space is a beast's strength instead (see combat.ts).
 */
export interface GreaterDangerInput {
  action: IslandAction
  /** The action happens in the camp (Build, Arrange Camp, Rest, I-ACT-47). */
  inCamp: boolean
  /** A Greater danger token lies on the target space or tile, which is not the camp (I-TOKEN-06). */
  onTarget: boolean
  /** A Greater danger token lies on the camp tile (I-TOKEN-07). */
  onCamp: boolean
  weapons: number
  boost?: number
}

const CAMP_ACTIONS: readonly IslandAction[] = ['build', 'arrange', 'rest']

/** Wounds the leader of the stack suffers when it is placed: 0 or 1. */
export function greaterDangerWounds(input: GreaterDangerInput): 0 | 1 {
  if (input.weapons + (input.boost ?? 0) >= 1) return 0
  if (input.inCamp) return input.onCamp && CAMP_ACTIONS.includes(input.action) ? 1 : 0
  return input.onTarget ? 1 : 0
}
