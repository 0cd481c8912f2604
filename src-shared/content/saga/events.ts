/**
 * Event cards (S-EVENT-11, S-EVENT-12): a themed deck, and effects by timing label — immediate
 * (when drawn), next Action phase (one-off at its start, Q-15) and next Event phase (step 3 of the
 * following Event phase). "Action phase" modifiers are words for the players until the engine
 * grows hooks for them.
 */
import { z } from 'zod'
import { I18nKeySchema, IdSchema } from '../ids'
import { EffectsSchema } from './effects'

export const EventCardSchema = z.strictObject({
  id: IdSchema,
  deck: IdSchema,
  title: I18nKeySchema,
  text: I18nKeySchema,
  immediate: EffectsSchema.default([]),
  nextActionPhase: EffectsSchema.default([]),
  nextEventPhase: EffectsSchema,
})
export type EventCard = z.infer<typeof EventCardSchema>
