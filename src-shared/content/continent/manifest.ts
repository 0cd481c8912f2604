/**
 * Continent's `pack.json`: the shared fields (content/manifest.ts) plus the effects version, the
 * curses the pack declares, the special Adventure numbers and the edge compatibility table.
 */
import { z } from 'zod'
import { I18nKeySchema, IdSchema } from '../ids'
import { packManifestSchema, type PackManifestBase } from '../manifest'
import { CardNumberSchema, EFFECTS_VERSION, type CardNumber } from './effects'

/** The ruleset id Continent packs name in `pack.json`. */
export const CONTINENT_RULESET = 'continent'

/** The special Adventure numbers of the rules (C-SETUP-6, C-END-6, C-END-7, C-ACT-40). */
export interface SpecialNumbers { easy: CardNumber; hardcore: CardNumber; paranoid: CardNumber }

/** `pack.json` of a Continent pack. `curses` declares the curse ids Clue and Curse cards name ('death' is implicit). */
export interface PackManifest extends PackManifestBase {
  ruleset: 'continent'
  effectsVersion: number
  curses: { id: string; title: string }[]
  /** Required in the base pack (the first one); expansions may leave it out. */
  special?: SpecialNumbers
  edgeCompatibility?: [string, string][]
  /**
   * The adventure's introduction (i18n key), read to the players before the first turn. Optional:
   * packs written before it existed stay valid; an expansion's own is not read (the base pack's is).
   */
  introduction?: string
}

export const PackManifestSchema = packManifestSchema(CONTINENT_RULESET, {
  effectsVersion: z.literal(EFFECTS_VERSION, `this build interprets effects version ${EFFECTS_VERSION}`),
  curses: z.array(z.strictObject({ id: IdSchema, title: I18nKeySchema })),
  special: z.strictObject({ easy: CardNumberSchema, hardcore: CardNumberSchema, paranoid: CardNumberSchema }).optional(),
  edgeCompatibility: z.array(z.tuple([IdSchema, IdSchema])).optional(),
  introduction: I18nKeySchema.optional(),
})
