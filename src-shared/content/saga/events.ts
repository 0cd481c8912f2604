/**
 * Event cards (S-EVENT-11, S-EVENT-12): a themed deck, and effects by timing label — immediate
 * (when drawn), next Action phase (one-off at its start, Q-15) and next Event phase (step 3 of the
 * following Event phase). "Action phase" modifiers are hooks (`adventure.ts`) in force during the
 * Action phase that follows the card's draw, while it is the Active Event card (S-SAMPLE-11), and so
 * is a re-mapping of penalty colours (S-CELL-18).
 */
import { z } from 'zod'
import { I18nKeySchema, IdSchema } from '../ids'
import { HookSchema } from './adventure'
import { EffectsSchema } from './effects'
import { PenaltyColourSchema } from './vocabulary'

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
  /**
   * S-CELL-18: during the following Action phase, penalty cells of a colour count as another
   * (`{ "yellow": "red" }`: every yellow cell applies the card's red effect, or its shared one).
   */
  penaltiesAs: z.partialRecord(PenaltyColourSchema, PenaltyColourSchema).optional(),
})
export type EventCard = z.infer<typeof EventCardSchema>
