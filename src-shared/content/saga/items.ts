/**
 * Items (S-ITEM-06…S-ITEM-17) and Discovery cards (S-CELL-10, S-CELL-11). An item names the action
 * during which it is used (`any` for the multicoloured icon) and its timing; a character item names
 * its owner (S-ITEM-11) and never enters the Item deck (S-ITEM-15).
 */
import { z } from 'zod'
import { I18nKeySchema, IdSchema } from '../ids'
import { EffectsSchema } from './effects'
import { ActionTypeSchema } from './vocabulary'

export const ItemSchema = z.strictObject({
  id: IdSchema,
  name: I18nKeySchema,
  text: I18nKeySchema,
  action: z.union([ActionTypeSchema, z.literal('any')]),
  /** S-ITEM-10: before the action's step (extra dice, journey step 1) or after it. */
  timing: z.enum(['before', 'after']),
  effects: EffectsSchema,
  owner: IdSchema.optional(),
})
export type Item = z.infer<typeof ItemSchema>

export const DiscoverySchema = z.strictObject({ id: IdSchema, name: I18nKeySchema, text: I18nKeySchema, effects: EffectsSchema })
export type Discovery = z.infer<typeof DiscoverySchema>
