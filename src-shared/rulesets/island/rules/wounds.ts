import { adjust, type Track } from '../../../engine/tracks'

/**
 * A character's wound track (§4.2). The marker starts on the start square (position 0); each wound
 * moves it one space right, each heal one space left (never past the start, I-CHAR-08). Morale
 * arrows printed between spaces are not spaces: passing one rightwards lowers Morale by 1
 * (I-CHAR-06), passing it leftwards does nothing (I-CHAR-07). Reaching the last space is death
 * (I-CHAR-09). Lengths and arrows differ per character and are pack data (I-CHAR-10, Q-04).
 */
export interface WoundTrackSpec {
  /** Spaces after the start square; the last one is death. */
  length: number
  /** An arrow after space k sits between spaces k and k+1 (0 = between the start square and space 1). */
  arrowsAfter: readonly number[]
}

/** Every problem of a wound track as `where.field: message` (empty when sound). */
export function woundTrackProblems(spec: WoundTrackSpec, where = 'woundTrack'): string[] {
  const out: string[] = []
  if (!Number.isInteger(spec.length) || spec.length < 1) out.push(`${where}.length: must be a whole number ≥ 1`)
  spec.arrowsAfter.forEach((k, i) => {
    if (!Number.isInteger(k) || k < 0 || k >= spec.length) out.push(`${where}.arrowsAfter[${i}]: ${k} is not between the start square (0) and the space before death (${spec.length - 1})`)
  })
  if (new Set(spec.arrowsAfter).size !== spec.arrowsAfter.length) out.push(`${where}.arrowsAfter: an arrow is listed twice`)
  return out
}

/** The wound track as a kernel track: arrows are marks that fire only upwards. */
export function woundTrack(spec: WoundTrackSpec, position: number): Track {
  return {
    value: position,
    min: 0,
    max: spec.length,
    marks: spec.arrowsAfter.map((k) => ({ id: `arrow-${k}`, at: k + 1, fires: 'up' as const })),
  }
}

export interface Wounded {
  position: number
  /** Morale arrows passed: Morale drops by 1 for each (I-CHAR-06). */
  moraleDrops: number
  dead: boolean
}

/** Suffers `wounds` (≥ 0): the new position, the arrows passed and whether the character died. */
export function suffer(spec: WoundTrackSpec, position: number, wounds: number): Wounded {
  if (!Number.isInteger(wounds) || wounds < 0) throw new RangeError(`wounds must be a whole number ≥ 0, got ${wounds}`)
  const moved = adjust(woundTrack(spec, position), wounds)
  return { position: moved.value, moraleDrops: moved.crossed.length, dead: moved.value >= spec.length }
}

/** Heals up to `heals` wounds: healing at the start square does nothing; arrows passed leftwards do nothing. */
export function heal(spec: WoundTrackSpec, position: number, heals: number): { position: number; healed: number } {
  if (!Number.isInteger(heals) || heals < 0) throw new RangeError(`heals must be a whole number ≥ 0, got ${heals}`)
  const moved = adjust(woundTrack(spec, position), -heals)
  return { position: moved.value, healed: position - moved.value }
}

/** A death ends the game for everyone — except Friday's, after which play goes on without his pawn (I-CHAR-09, I-2P-13). */
export const deathIsDefeat = (who: 'character' | 'friday'): boolean => who !== 'friday'

/** How a heal comes about, for the timing rule. */
export type HealSource = 'item' | 'rest' | 'immediate' | 'own-timing'

/**
 * Healing happens at night, from Items, Treasures and Discovery tokens; at other times only by the
 * Rest action, effects marked immediate, or effects that state their own timing (I-CHAR-11, I-NIGHT-01).
 */
export const mayHeal = (night: boolean, source: HealSource): boolean => night || source !== 'item'

/** The four body parts of a portrait, each holding any number of special wound tokens (I-CHAR-12). */
export type BodyPart = 'head' | 'arm' | 'torso' | 'leg'
export type SpecialWounds = Readonly<Record<BodyPart, number>>
export const NO_SPECIAL_WOUNDS: SpecialWounds = { head: 0, arm: 0, torso: 0, leg: 0 }

/**
 * Places a special wound token: it stacks on its body part and does not move the wound marker
 * (I-CHAR-12, I-CHAR-13).
 */
export const addSpecialWound = (wounds: SpecialWounds, part: BodyPart): SpecialWounds => ({ ...wounds, [part]: wounds[part] + 1 })

/**
 * Removes a special wound: only a card that says so does this (I-CHAR-14); Rest and ordinary
 * healing never call it. Removing from an empty part does nothing.
 */
export const removeSpecialWound = (wounds: SpecialWounds, part: BodyPart): SpecialWounds => ({ ...wounds, [part]: Math.max(0, wounds[part] - 1) })
