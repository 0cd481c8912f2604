/**
 * Discovery tokens (I-COMP-21, §14.3, §26.1 DiscoveryTokenDef): what trading one in does, when it
 * may be traded, a requirement, whether it must be traded at once when it reaches Available
 * (I-TOKEN-D03), how many copies the stack holds ([data], I-TOKEN-D06), and for the four
 * scenario-special tokens the scenario that gives them meaning (I-SCEN-05).
 */
import { z } from 'zod'
import { I18nKeySchema, IdSchema } from '../ids'
import { ConditionSchema, EffectSchema } from './effects'

export const DiscoveryTokenSchema = z.strictObject({
  id: IdSchema,
  title: I18nKeySchema,
  text: I18nKeySchema.optional(),
  art: z.string().regex(/^[a-z0-9][a-z0-9-]*\.svg$/, 'must be an art file name').optional(),
  copies: z.int().min(1).max(10),
  effects: z.array(EffectSchema).min(1),
  /** I-TOKEN-D02: when it may be traded (absent: any time). */
  timing: z.enum(['any', 'planning', 'weather', 'night', 'not-in-resolution']).optional(),
  requires: ConditionSchema.optional(),
  /** I-TOKEN-D03: traded in at once at the end of the Action phase. */
  mandatory: z.boolean().optional(),
  /**
   * I-SCEN2-10: kept by the board instead of traded in; each use runs its effects for the character
   * using it, and only one character a round uses it (the first to take it keeps it to the round's end).
   */
  kept: z.literal('onePerRound').optional(),
  /** I-SCEN-05: a special token, in play only in this scenario. */
  scenario: IdSchema.optional(),
}).meta({ id: 'DiscoveryToken' })
export type DiscoveryToken = z.infer<typeof DiscoveryTokenSchema>
