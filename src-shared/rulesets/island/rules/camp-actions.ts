/**
 * The two quiet actions (§9.11): Arrange Camp and Rest, one pawn each, never rolled. What the leader
 * gets is worked out here; the engine applies it (Morale at once, I-ACT-36 and Q-16).
 */

export interface ArrangeCampInput {
  /** Players at the table (Friday and Jenny are not players). */
  players: number
  /** With 4 players the Arrange Camp card covers the space: the leader picks one reward (I-SETUP-16). */
  choice?: 'determination' | 'morale'
  /** Bible uses spent on this action: each adds 1 Determination and 1 heal (I-INV-C11). */
  bibleUses?: number
}

export interface CampReward {
  determination: number
  morale: number
  heal: number
}

/** Arrange Camp (I-ACT-61): 2 Determination and Morale +1; with 4 players one of the two. */
export function arrangeCamp(input: ArrangeCampInput): CampReward | string {
  let reward: CampReward = { determination: 2, morale: 1, heal: 0 }
  if (input.players >= 4) {
    if (input.choice === undefined) return 'With four players, choose 2 Determination or Morale +1.'
    reward = input.choice === 'determination' ? { determination: 2, morale: 0, heal: 0 } : { determination: 0, morale: 1, heal: 0 }
  }
  const bible = input.bibleUses ?? 0
  return { determination: reward.determination + bible, morale: reward.morale, heal: reward.heal + bible }
}

export interface RestInput {
  /** The Bed or the Hammock, whichever the leader uses; they never combine (I-ACT-62). */
  comfort?: 'bed' | 'hammock'
  /** Friday or Jenny: neither Bed nor Hammock works for them (I-INV-C05, I-MYSTERY-C01, I-SCEN3-05). */
  restless?: boolean
}

/**
 * Rest (I-ACT-62): heal 1 wound; the Bed instead heals 2 and gives 1 Determination; the Hammock
 * adds 1 Determination to the normal heal. Special wounds are never healed by Rest (I-CHAR-14).
 */
export function rest(input: RestInput): { heal: number; determination: number } {
  if (input.restless === true || input.comfort === undefined) return { heal: 1, determination: 0 }
  return input.comfort === 'bed' ? { heal: 2, determination: 1 } : { heal: 1, determination: 1 }
}
