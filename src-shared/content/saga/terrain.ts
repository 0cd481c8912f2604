/**
 * Terrain cards (S-JOURNEY-01…S-JOURNEY-08): a grid of cells in the text format of `grid-text.ts`
 * with icons and red/yellow penalty cells, the Reveal column, the bonus gained when the card is
 * revealed by a journey tile, the penalty effects (one shared, or per colour, S-CELL-18) and the
 * arid flag (S-JOURNEY-06).
 */
import { z } from 'zod'
import { IdSchema } from '../ids'
import { EffectsSchema } from './effects'
import { GridRowsSchema, PenaltyRowsSchema } from './grid-text'

export const PenaltyEffectsSchema = z.strictObject({ red: EffectsSchema.optional(), yellow: EffectsSchema.optional(), shared: EffectsSchema.optional() })
export type PenaltyEffects = z.infer<typeof PenaltyEffectsSchema>

export const TerrainCardSchema = z.strictObject({
  id: IdSchema,
  arid: z.boolean().default(false),
  cells: GridRowsSchema,
  penalties: PenaltyRowsSchema.optional(),
  revealColumn: z.int().min(0),
  bonus: EffectsSchema,
  penalty: PenaltyEffectsSchema,
})
export type TerrainCard = z.infer<typeof TerrainCardSchema>
