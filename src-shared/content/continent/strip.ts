/**
 * The successes printed on the left strip of a Skill card (C-CARD-19). Halves are
 * kept apart because only a left half and a right half make a whole star (C-ACT-23).
 * Curse cards have an all-zero strip (C-CARD-21).
 */
export interface SuccessStrip {
  stars: number
  leftHalves: number
  rightHalves: number
  lucky7: number
}

export const emptyStrip = (): SuccessStrip => ({ stars: 0, leftHalves: 0, rightHalves: 0, lucky7: 0 })
