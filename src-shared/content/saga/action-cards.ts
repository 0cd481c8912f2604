/**
 * Action cards (S-ROW-01…S-ROW-19): a number, one or two main actions with their value, additional
 * effects, and a Bonus section whose entries count tokens (single / left / under, of a side) and
 * either add to the main action's value, grant an extra action, or apply effects on their own.
 * Special Action cards (S-ROW-27…S-ROW-32) carry a letter and the type they attach under.
 */
import { z } from 'zod'
import { I18nKeySchema } from '../ids'
import { EffectsSchema } from './effects'
import { ActionTypeSchema, BONUS_CONDITIONS, TOKEN_FILTERS } from './vocabulary'

export const MainActionSchema = z.strictObject({ action: ActionTypeSchema, value: z.int().min(1).max(9) })

/** One entry of a Bonus section; `times` is how often its condition allows it (S-ROW-14). */
export const BonusSchema = z.strictObject({
  when: z.enum(BONUS_CONDITIONS),
  tokens: z.enum(TOKEN_FILTERS).default('any'),
  /** S-ROW-14: "+n" to the main action's value, per count. */
  plus: z.int().min(1).max(5).optional(),
  /** S-ROW-15: an extra action of this type and value, per count. */
  extra: MainActionSchema.optional(),
  /** S-ROW-16: effects resolved on their own, per count. */
  effects: EffectsSchema.optional(),
}).refine((b) => [b.plus, b.extra, b.effects].filter((x) => x !== undefined).length === 1, 'a bonus has exactly one of plus, extra, effects')
export type Bonus = z.infer<typeof BonusSchema>

export const ActionCardSchema = z.strictObject({
  number: z.int().min(1).max(999),
  mains: z.array(MainActionSchema).min(1).max(2),
  /** S-ROW-04: applied after the main action. */
  effects: EffectsSchema.default([]),
  bonuses: z.array(BonusSchema).max(3).default([]),
  text: I18nKeySchema.optional(),
})
export type ActionCard = z.infer<typeof ActionCardSchema>

export const SpecialCardSchema = z.strictObject({
  letter: z.string().regex(/^[A-Z]$/, 'a Special Action card is one capital letter'),
  host: ActionTypeSchema,
  text: I18nKeySchema,
  effects: EffectsSchema,
})
export type SpecialCard = z.infer<typeof SpecialCardSchema>
