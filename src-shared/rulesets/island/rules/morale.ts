import { adjust } from '../../../engine/tracks'
import { payDetermination } from './demand'

/**
 * The shared Morale track (§7): positions from −3 to +2 with 0 in the centre (I-MORALE-01; Q-03:
 * the ends are an input so a board with a +3 space needs no code). In the Morale phase the First
 * Player gains or discards Determination by the marker's position; the top space offers a choice.
 */
export interface MoraleBounds {
  min: number
  max: number
}

export const MORALE_BOUNDS: MoraleBounds = { min: -3, max: 2 }

/**
 * Moves Morale by `delta`, any time it is asked (I-MORALE-06). A move past either end is ignored
 * with no penalty: Morale at the bottom that must drop simply stays (I-MORALE-01, I-MORALE-05).
 */
export function changeMorale(morale: number, delta: number, bounds: MoraleBounds = MORALE_BOUNDS): { morale: number; moved: number } {
  const a = adjust({ value: morale, min: bounds.min, max: bounds.max }, delta)
  return { morale: a.value, moved: a.moved }
}

/** What the marker's position does to the First Player (I-MORALE-02). */
export type MoraleEffect =
  | { kind: 'discard'; determination: number }
  | { kind: 'nothing' }
  | { kind: 'gain'; determination: number }
  /** The top space: gain its Determination or heal 1 wound of the First Player's character. */
  | { kind: 'choose'; determination: number; heal: 1 }

export function moraleEffect(morale: number, bounds: MoraleBounds = MORALE_BOUNDS): MoraleEffect {
  if (morale < 0) return { kind: 'discard', determination: -morale }
  if (morale === 0) return { kind: 'nothing' }
  if (morale >= bounds.max) return { kind: 'choose', determination: morale, heal: 1 }
  return { kind: 'gain', determination: morale }
}

export interface MoralePhaseInput {
  morale: number
  /** The First Player's Determination. */
  determination: number
  /** Solo: Morale rises by 1 before the table is applied (I-MORALE-04, I-SOLO-04). */
  solo: boolean
  /** At the top space: take the Determination or the heal (asked of the players; Determination when absent). */
  topChoice?: 'determination' | 'heal'
  bounds?: MoraleBounds
}

export interface MoralePhaseOutcome {
  morale: number
  effect: MoraleEffect
  /** The First Player's Determination afterwards. */
  determination: number
  /** Wounds for the First Player: 1 per token they had to discard but did not hold (I-MORALE-03). */
  wounds: number
  /** Wounds healed on the First Player's character (the top space's other option). */
  heal: number
}

/** The Morale phase for the First Player (I-MORALE-02…04). */
export function moralePhase(input: MoralePhaseInput): MoralePhaseOutcome {
  const bounds = input.bounds ?? MORALE_BOUNDS
  const morale = input.solo ? changeMorale(input.morale, 1, bounds).morale : input.morale
  const effect = moraleEffect(morale, bounds)
  const base = { morale, effect, determination: input.determination, wounds: 0, heal: 0 }
  if (effect.kind === 'discard') {
    const paid = payDetermination(input.determination, effect.determination)
    return { ...base, determination: paid.held, wounds: paid.wounds }
  }
  if (effect.kind === 'gain') return { ...base, determination: input.determination + effect.determination }
  if (effect.kind === 'choose') {
    return input.topChoice === 'heal' ? { ...base, heal: 1 } : { ...base, determination: input.determination + effect.determination }
  }
  return base
}
