/**
 * A scenario pile built level by level (the first scenario's woodpile, I-SCEN1-04…10): wood goes
 * only to the leftmost unfinished level, to one level per round; a level filled this round lets
 * the next one take wood only from the next round. Wood on the pile never comes back
 * (I-SCEN1-05). The level capacities are scenario data.
 */
export interface PileInput {
  /** Capacity of each level, left to right (scenario data). */
  levels: readonly number[]
  /** Wood on each level now. */
  filled: readonly number[]
  /** The level that received wood this round, if any. */
  levelUsedThisRound?: number
}

/** The level that may take wood now and its free places; level null when none may this round or the pile is done. */
export function pileRoom(pile: PileInput): { level: number | null; free: number } {
  const level = pile.levels.findIndex((cap, i) => (pile.filled[i] ?? 0) < cap)
  if (level < 0) return { level: null, free: 0 }
  if (pile.levelUsedThisRound !== undefined && pile.levelUsedThisRound !== level) return { level: null, free: 0 }
  return { level, free: (pile.levels[level] ?? 0) - (pile.filled[level] ?? 0) }
}

export interface PileAdded {
  filled: number[]
  levelUsedThisRound?: number
  placed: number
  /** Wood that found no place (straight-to-the-pile gains only). */
  discarded: number
}

/**
 * Adds wood to the pile. `place` is the players' own placing at the allowed timing: more than the
 * free places is refused. `straight` is a gain that must go onto the pile at once (Oil, Mast:
 * I-SCEN1-07, I-SCEN1-10): what does not fit on the current level is discarded, never kept and
 * never put on the next level.
 */
export function addToPile(pile: PileInput, wood: number, mode: 'place' | 'straight'): PileAdded | string {
  const room = pileRoom(pile)
  if (mode === 'place' && wood > room.free) {
    return room.level === null ? 'No level of the pile can take wood this round.' : `This level has room for ${room.free} wood only.`
  }
  const placed = Math.min(wood, room.free)
  const filled = pile.levels.map((_, i) => pile.filled[i] ?? 0)
  const out: PileAdded = { filled, placed, discarded: wood - placed }
  if (pile.levelUsedThisRound !== undefined) out.levelUsedThisRound = pile.levelUsedThisRound
  if (room.level !== null && placed > 0) {
    filled[room.level] = (filled[room.level] ?? 0) + placed
    out.levelUsedThisRound = room.level
  }
  return out
}

/** Whether every level is full (the pile part of the objective, I-SCEN1-01). */
export const pileComplete = (pile: PileInput): boolean => pile.levels.every((cap, i) => (pile.filled[i] ?? 0) >= cap)
