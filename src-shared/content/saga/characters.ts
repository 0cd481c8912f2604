/**
 * A character (S-COMP-20, S-CHAR-01…S-CHAR-36): its board — the wound grid (S-CHAR-02, rows of
 * '.' cells, outline ' '), the seven combat-dial levels (dice colours, S-CHAR-28), the seven
 * journey-track levels (tile shapes, S-CHAR-29) and their overflow bonuses (S-CHAR-26), starting
 * goods (S-SETUP-15) — its Ability card (S-CHAR-30…S-CHAR-33) and its character item (S-ITEM-11).
 */
import { z } from 'zod'
import { I18nKeySchema, IdSchema } from '../ids'
import { EffectsSchema } from './effects'
import { GridRowsSchema } from './grid-text'
import { ActionTypeSchema, GoodsBagSchema } from './vocabulary'

const seven = <T extends z.ZodType>(level: T) => z.array(level).length(7, 'the dial and the track have exactly 7 levels (S-CHAR-21)')

export const AbilitySchema = z.strictObject({
  name: I18nKeySchema,
  text: I18nKeySchema,
  /** S-CHAR-36: used on its owner's turn, during an action of this type (any when absent). */
  action: ActionTypeSchema.optional(),
  effects: EffectsSchema,
  /** S-CHAR-33: the goods paid to flip it active again. */
  reactivation: GoodsBagSchema,
})

export const CharacterSchema = z.strictObject({
  id: IdSchema,
  name: I18nKeySchema,
  blurb: I18nKeySchema.optional(),
  woundGrid: GridRowsSchema,
  /** S-CHAR-28: die colours rolled at each combat-dial level (level 1 first). */
  combatDial: seven(z.array(IdSchema).min(1).max(6)),
  /** S-CHAR-29: journey-tile shapes shown at each journey-track level (level 1 first). */
  journeyTrack: seven(z.array(IdSchema).max(4)),
  /** S-CHAR-26: what a point past level 7 gives. */
  overflow: z.strictObject({ combat: EffectsSchema, journey: EffectsSchema }),
  startingGoods: GoodsBagSchema,
  ability: AbilitySchema,
  /** S-ITEM-11: the id of its character item (an item with `owner` naming this character). */
  item: IdSchema,
})
export type Character = z.infer<typeof CharacterSchema>
