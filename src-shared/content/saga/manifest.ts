/**
 * Saga's `pack.json`: the shared fields plus the effects version and the missing-data values the
 * spec leaves to the pack: the polyomino tile shapes (S-COMP-22…S-COMP-24, written as
 * rows, `grid-text.ts`) and the combat dice in strength order (S-COMP-27…S-COMP-29).
 */
import { z } from 'zod'
import { I18nKeySchema, IdSchema } from '../ids'
import { packManifestSchema, type PackManifestBase } from '../manifest'
import { EFFECTS_VERSION } from './effects'
import { ShapeRowsSchema } from './grid-text'

export const SAGA_RULESET = 'saga'

export const TileShapeSchema = z.strictObject({ id: IdSchema, name: I18nKeySchema, rows: ShapeRowsSchema, copies: z.int().min(1).max(99) })
export type TileShape = z.infer<typeof TileShapeSchema>

/** S-COMP-29: a face shows a white shape and, on the small faces, a larger critical shape. */
export const DieFaceSchema = z.strictObject({ white: IdSchema, critical: IdSchema.optional() })
export const DieSchema = z.strictObject({ id: IdSchema, name: I18nKeySchema, faces: z.array(DieFaceSchema).min(2).max(12) })
export type SagaDie = z.infer<typeof DieSchema>

export const SagaManifestSchema = packManifestSchema(SAGA_RULESET, {
  effectsVersion: z.literal(EFFECTS_VERSION, `this build interprets effects version ${EFFECTS_VERSION}`),
  shapes: z.array(TileShapeSchema).min(1).max(20).optional(),
  /** S-COMP-28: weakest first; an upgrade swaps a die for the next one (S-COMBAT-09). */
  dice: z.array(DieSchema).min(1).max(8).optional(),
})
export type SagaManifest = z.infer<typeof SagaManifestSchema> & PackManifestBase
