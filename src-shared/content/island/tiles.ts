/**
 * Island tiles (I-COMP-04, §26.1 TileDef): terrain, sources, beast and totem icons, how many
 * Discovery tokens exploring it draws, and whether it offers a natural shelter.
 */
import { z } from 'zod'
import { I18nKeySchema, IdSchema } from '../ids'
import { SourceKindSchema, TerrainSchema } from './vocabulary'

export const TileSchema = z.strictObject({
  id: IdSchema,
  /** The printed tile number (scenarios name tiles by it, e.g. the starting tile). */
  number: z.int().min(1).max(99),
  title: I18nKeySchema,
  terrain: TerrainSchema,
  /** I-ICON-01: the sources printed on the tile (at most one of each kind). */
  sources: z.array(SourceKindSchema).max(2),
  /** I-BEAST-02: exploring it adds a beast to the Hunting deck. */
  beast: z.boolean(),
  /** I-SCEN-04: exploring it triggers the next scenario totem effect. */
  totem: z.boolean(),
  /** I-ACT-59 step 4: Discovery tokens drawn when it is explored. */
  discoveries: z.int().min(0).max(4),
  /** I-ACT-60: a natural shelter. */
  naturalShelter: z.boolean(),
  art: z.string().regex(/^[a-z0-9][a-z0-9-]*\.svg$/, 'must be an art file name like "tile-beach.svg"').optional(),
}).meta({ id: 'Tile' })
export type Tile = z.infer<typeof TileSchema>
