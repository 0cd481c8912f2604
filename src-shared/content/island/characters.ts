/**
 * Characters (I-COMP-03, I-COMP-13, §26.1 CharacterDef): the castaways players take, the
 * companion (the spec's Friday, I-2P) and the dog (I-2P-19). A castaway has a wound track with
 * morale arrows (I-CHAR-05…I-CHAR-10, [data]), four abilities paid in Determination (I-CHAR-18)
 * and a personal invention (I-CHAR-15).
 */
import { z } from 'zod'
import { I18nKeySchema, IdSchema } from '../ids'
import { EffectSchema } from './effects'
import { ActionKindSchema, CostSchema } from './vocabulary'

/**
 * I-CHAR-10: a wound track of `length` spaces after the start square; reaching the last space is
 * death (I-CHAR-09). `arrowsAfter[i] = k` prints a morale arrow between spaces k and k+1: a wound
 * moving the marker from k to k+1 lowers Morale (I-CHAR-06).
 */
export const WoundTrackSchema = z.strictObject({
  length: z.int().min(2).max(20),
  arrowsAfter: z.array(z.int().min(0).max(19)),
}).meta({ id: 'WoundTrack' })
export type WoundTrack = z.infer<typeof WoundTrackSchema>

/** When an ability may be used (I-CHAR-19; its own restriction, e.g. I-CHAR-28, I-CHAR-35). */
export const ABILITY_TIMINGS = ['any', 'planning', 'reroll', 'weather', 'own-action', 'before-explore'] as const
export const AbilitySchema = z.strictObject({
  id: IdSchema,
  title: I18nKeySchema,
  text: I18nKeySchema.optional(),
  /** I-CHAR-18: Determination paid. */
  cost: z.int().min(0).max(9),
  /** Resources paid besides Determination (I-CHAR-25). */
  extra: CostSchema.optional(),
  timing: z.enum(ABILITY_TIMINGS),
  effects: z.array(EffectSchema).min(1),
}).meta({ id: 'Ability' })
export type Ability = z.infer<typeof AbilitySchema>

export const CharacterSchema = z.strictObject({
  id: IdSchema,
  /**
   * castaway: a player's character; companion: the spec's Friday; dog: the neutral helper;
   * traveller: a character that joins the camp during a scenario (`joinCamp`, I-SCEN3-04).
   */
  kind: z.enum(['castaway', 'companion', 'dog', 'traveller']),
  title: I18nKeySchema,
  text: I18nKeySchema.optional(),
  art: z.string().regex(/^[a-z0-9][a-z0-9-]*\.svg$/, 'must be an art file name').optional(),
  /** Castaways and the companion; the dog cannot be wounded (I-2P-19). */
  woundTrack: WoundTrackSchema.optional(),
  abilities: z.array(AbilitySchema).max(4),
  personalInvention: IdSchema.optional(),
  /** I-2P-19: the action kinds a dog's pawn may support (absent for others: any). */
  actions: z.array(ActionKindSchema).optional(),
}).meta({ id: 'Character' })
export type Character = z.infer<typeof CharacterSchema>
