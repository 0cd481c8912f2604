/**
 * Enemy cards (S-COMBAT-28): a strength deck, a grid with heart cells ('H'), reward icons and
 * penalty cells in the text format of `grid-text.ts`, and the printed penalty effect.
 */
import { z } from 'zod'
import { IdSchema } from '../ids'
import { GridRowsSchema, PenaltyRowsSchema } from './grid-text'
import { PenaltyEffectsSchema } from './terrain'
import { EnemyTokenSchema } from './vocabulary'

export const EnemyCardSchema = z.strictObject({
  id: IdSchema,
  /** S-COMBAT-02: the deck it belongs to (a Mystic deck only where an adventure says so, S-COMBAT-03). */
  strength: EnemyTokenSchema,
  cells: GridRowsSchema,
  penalties: PenaltyRowsSchema.optional(),
  penalty: PenaltyEffectsSchema,
})
export type EnemyCard = z.infer<typeof EnemyCardSchema>
