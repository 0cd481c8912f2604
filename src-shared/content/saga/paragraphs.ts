/**
 * The story book (S-STORY-01…S-STORY-15): numbered paragraphs per adventure, each with its text,
 * its effects in printed order, and up to two subplots bought at its end (S-STORY-08; the cost is
 * pack data, 1 Rumour by default, Q-22).
 */
import { z } from 'zod'
import { I18nKeySchema, IdSchema } from '../ids'
import { EffectsSchema } from './effects'
import { GoodsBagSchema } from './vocabulary'

export const SubplotSchema = z.strictObject({ text: I18nKeySchema, effects: EffectsSchema })

export const ParagraphSchema = z.strictObject({
  adventure: IdSchema,
  number: z.int().min(1).max(999),
  name: I18nKeySchema,
  text: I18nKeySchema,
  effects: EffectsSchema,
  subplots: z.array(SubplotSchema).max(2).default([]),
  /** S-STORY-08: what one subplot costs (absent: 1 Rumour, Q-22). */
  subplotCost: GoodsBagSchema.optional(),
  /** S-STORY-04: may be read again. */
  rereadable: z.boolean().default(false),
})
export type Paragraph = z.infer<typeof ParagraphSchema>
