/**
 * The board and the dice of an Island pack (I-COMP-01, I-COMP-16, I-COMP-17), in `pack.json`:
 * the island's hex spaces with their adjacency, the camp-build cost table per player count and the
 * action and weather dice with their faces as data (I-DICE-03, I-DICE-10: faces are [data]).
 */
import { z } from 'zod'
import { IdSchema } from '../ids'
import { AdventureKindSchema } from './vocabulary'

/**
 * One island space (I-GOLD-15): a hex in axial coordinates (`q` column, `r` row). Two spaces are
 * adjacent when their coordinates differ by one of the six hex directions, so the layout alone
 * gives the adjacency (no hand-written neighbour lists to drift). Incomplete edge hexes are simply
 * not listed (I-ACT-58).
 */
export const SpaceSchema = z.strictObject({ id: IdSchema, q: z.int().min(-20).max(20), r: z.int().min(-20).max(20) }).meta({ id: 'Space' })
export type Space = z.infer<typeof SpaceSchema>

/** The six axial directions of a hex grid. */
export const HEX_DIRECTIONS: readonly (readonly [number, number])[] = [[1, 0], [1, -1], [0, -1], [-1, 0], [-1, 1], [0, 1]]

/** I-ACT-49 / I-SOLO-02: the wood-or-fur cost of Shelter, Roof and Palisade for one player count. */
export const BuildCostSchema = z.strictObject({ wood: z.int().min(0).max(20), fur: z.int().min(0).max(20) })
export type BuildCost = z.infer<typeof BuildCostSchema>

export const BoardSchema = z.strictObject({
  spaces: z.array(SpaceSchema).min(2).max(60),
  /** I-ACT-49: player count "1"…"4" → cost of one Shelter/Roof/Palisade build. */
  costs: z.strictObject({ '1': BuildCostSchema, '2': BuildCostSchema, '3': BuildCostSchema, '4': BuildCostSchema }),
  /** I-ACT-53: wood per Weapons build. */
  weaponCost: z.int().min(0).max(5),
  /** I-MORALE-01, Q-03: the lowest and highest Morale positions (0 is the centre). */
  morale: z.strictObject({ min: z.int().min(-6).max(-1), max: z.int().min(1).max(6) }),
}).meta({ id: 'Board' })
export type Board = z.infer<typeof BoardSchema>

/** I-DICE-02: what one face of an action die shows. */
export const ACTION_FACES = ['wound', 'success', 'fail', 'adventure', 'blank'] as const
export type ActionFace = (typeof ACTION_FACES)[number]

/** I-DICE-02: the three roles of an action die, and the faces each role may show. */
export const ACTION_DIE_ROLES = { wound: ['wound', 'blank'], success: ['success', 'fail'], adventure: ['adventure', 'blank'] } as const
export type ActionDieRole = keyof typeof ACTION_DIE_ROLES

/** One action die (I-COMP-16): its colour (the action kind it is rolled for), its role, its faces. */
export const ActionDieSchema = z.strictObject({
  id: IdSchema,
  colour: AdventureKindSchema,
  role: z.enum(['wound', 'success', 'adventure']),
  faces: z.array(z.enum(ACTION_FACES)).min(2).max(20),
}).meta({ id: 'ActionDie' })
export type ActionDie = z.infer<typeof ActionDieSchema>

/** I-DICE-10, I-ICON-13, I-ICON-14: one face of a weather die — clouds, or a hungry-animals result. */
export const WeatherFaceSchema = z.strictObject({
  rain: z.int().min(0).max(3).optional(),
  snow: z.int().min(0).max(3).optional(),
  animals: z.enum(['food', 'palisade', 'beast']).optional(),
})
export type WeatherFace = z.infer<typeof WeatherFaceSchema>

/** One weather die (I-COMP-17): rain, winter or hungry animals; a face with nothing is blank. */
export const WeatherDieSchema = z.strictObject({
  id: IdSchema,
  role: z.enum(['rain', 'winter', 'animals']),
  faces: z.array(WeatherFaceSchema).min(2).max(20),
  /** I-WEATHER-05: the strength of the hungry-animals beast face. */
  beastStrength: z.int().min(0).max(10).optional(),
}).meta({ id: 'WeatherDie' })
export type WeatherDie = z.infer<typeof WeatherDieSchema>

export const DiceSchema = z.strictObject({
  action: z.array(ActionDieSchema).min(9).max(9),
  weather: z.array(WeatherDieSchema).min(1).max(6),
}).meta({ id: 'Dice' })
export type Dice = z.infer<typeof DiceSchema>
