/**
 * Event cards (S-EVENT-11, S-EVENT-12): a themed deck, and effects by timing label — immediate
 * (when drawn), next Action phase (one-off at its start, Q-15) and next Event phase (step 3 of the
 * following Event phase). "Action phase" modifiers are hooks (`adventure.ts`) in force during the
 * Action phase that follows the card's draw, while it is the Active Event card (S-SAMPLE-11).
 */
import { z } from 'zod'
import { I18nKeySchema, IdSchema } from '../ids'
import { HookSchema } from './adventure'
import { EffectsSchema } from './effects'

export const EventCardSchema = z.strictObject({
  id: IdSchema,
  deck: IdSchema,
  title: I18nKeySchema,
  text: I18nKeySchema,
  immediate: EffectsSchema.default([]),
  nextActionPhase: EffectsSchema.default([]),
  nextEventPhase: EffectsSchema,
  /** S-EVENT-12 "Action phase": hooks in force during the following Action phase (e.g. entering an Area costs a wound). */
  actionPhase: z.array(HookSchema).default([]),
})
export type EventCard = z.infer<typeof EventCardSchema>
