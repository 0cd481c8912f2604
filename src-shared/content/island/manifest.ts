/**
 * Island's `pack.json`: the shared fields (content/manifest.ts) plus the effects version, the board
 * (spaces, costs, morale range) and the dice (faces as data, I-DICE-03, I-DICE-10).
 */
import { z } from 'zod'
import { packManifestSchema, type PackManifestBase } from '../manifest'
import { BoardSchema, DiceSchema, type Board, type Dice } from './board'
import { EFFECTS_VERSION } from './effects'

/** The ruleset id Island packs name in `pack.json`. */
export const ISLAND_RULESET = 'island'

export interface IslandManifest extends PackManifestBase {
  ruleset: 'island'
  effectsVersion: number
  /** Required in the base pack; a scenario expansion may leave it out. */
  board?: Board
  dice?: Dice
}

export const IslandManifestSchema = packManifestSchema(ISLAND_RULESET, {
  effectsVersion: z.literal(EFFECTS_VERSION, `this build interprets effects version ${EFFECTS_VERSION}`),
  board: BoardSchema.optional(),
  dice: DiceSchema.optional(),
})
