/**
 * The zod schemas of Saga's commands and config: main parses every payload with them before the
 * engine's own legality check (design §1).
 */
import { z } from 'zod'
import { IdSchema } from '../../content/ids'
import { GoodSchema, XpKindSchema } from '../../content/saga/vocabulary'
import { optionsSaveSchema } from '../../rule-options-schema'
import { SAGA_OPTIONS } from './options'
import type { SagaCommand, SagaConfig } from './types'

const index = z.int().min(0).max(20)
// [column, row]: a journey strip joins every revealed Terrain card (S-JOURNEY-08), so its columns run
// past 40 once a dozen cards lie on it; the engine judges the place, this only bounds the input.
const CellSchema = z.tuple([z.int().min(0).max(400), z.int().min(0).max(40)])

export const SagaCommandSchema: z.ZodType<SagaCommand> = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('place'), token: z.int().min(0).max(3), slot: index, main: z.int().min(0).max(1).optional() }),
  z.strictObject({ type: z.literal('ability'), character: z.int().min(0).max(3) }),
  z.strictObject({ type: z.literal('reactivate'), character: z.int().min(0).max(3), payer: z.int().min(0).max(3).optional() }),
  z.strictObject({ type: z.literal('cross'), border: IdSchema }),
  z.strictObject({ type: z.literal('stop') }),
  z.strictObject({ type: z.literal('deliver'), location: IdSchema, good: GoodSchema, from: z.int().min(0).max(3) }),
  z.strictObject({ type: z.literal('sacrifice'), location: IdSchema }),
  z.strictObject({ type: z.literal('tile'), shape: IdSchema, cells: z.array(CellSchema).min(1).max(5), good: GoodSchema.optional() }),
  z.strictObject({ type: z.literal('gather'), cell: CellSchema, good: GoodSchema.optional() }),
  z.strictObject({ type: z.literal('fight'), location: IdSchema, token: z.int().min(0).max(20) }),
  z.strictObject({ type: z.literal('strike'), shape: IdSchema, cells: z.array(CellSchema).min(1).max(5) }),
  z.strictObject({ type: z.literal('take'), item: IdSchema }),
  z.strictObject({ type: z.literal('discardMarket'), item: IdSchema }),
  z.strictObject({ type: z.literal('wound'), shape: IdSchema, cells: z.array(CellSchema).min(1).max(5) }),
  z.strictObject({ type: z.literal('cure'), tile: z.int().min(0).max(40) }),
  z.strictObject({ type: z.literal('xp'), kind: XpKindSchema }),
  z.strictObject({ type: z.literal('subplot'), index: z.int().min(0).max(1), payer: z.int().min(0).max(3) }),
  z.strictObject({ type: z.literal('replace'), accept: z.boolean() }),
  z.strictObject({ type: z.literal('done') }),
  z.strictObject({ type: z.literal('item'), character: z.int().min(0).max(3), item: IdSchema }),
  z.strictObject({ type: z.enum(['upgrade', 'reroll', 'critical']), die: z.int().min(0).max(20) }),
  z.strictObject({ type: z.literal('arrange'), order: z.array(IdSchema).min(2).max(4) }),
  z.strictObject({ type: z.literal('relocate'), location: IdSchema }),
  z.strictObject({ type: z.literal('trial'), activate: z.boolean() }),
  z.strictObject({ type: z.literal('option'), index: z.int().min(0).max(8) }),
  z.strictObject({ type: z.literal('resolve'), index: z.int().min(0).max(30) }),
])

/** What the New game form chooses besides seats and options: the adventure. */
export const SagaSetupSchema = z.strictObject({ scenario: IdSchema })

export const SagaConfigSchema: z.ZodType<SagaConfig> = z.strictObject({
  scenario: IdSchema,
  characters: z.array(IdSchema).min(2).max(4),
  seats: z.int().min(1).max(4).optional(),
  firstPlayer: z.int().min(0).max(3).optional(),
  settings: optionsSaveSchema(SAGA_OPTIONS).optional(),
  playerNames: z.array(z.string().max(40)).max(4).optional(),
})
