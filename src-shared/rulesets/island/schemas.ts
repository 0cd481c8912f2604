/**
 * The zod schemas of Island's commands and config: main parses every payload with them before the
 * engine's own legality check (design §1).
 */
import { z } from 'zod'
import { IdSchema } from '../../content/ids'
import { CampBuildSchema, SourceKindSchema } from '../../content/island/vocabulary'
import { optionsSaveSchema } from '../../rule-options-schema'
import { ISLAND_OPTIONS } from './options'
import type { IslandCommand, IslandConfig, PawnRef, PlanTarget } from './types'

export const PlanTargetSchema: z.ZodType<PlanTarget> = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('threat'), slot: z.enum(['left', 'right']) }),
  z.strictObject({ kind: z.literal('hunt') }),
  z.strictObject({ kind: z.literal('build'), build: CampBuildSchema, pay: z.enum(['wood', 'fur']) }),
  z.strictObject({ kind: z.literal('invent'), invention: IdSchema, space: IdSchema.optional() }),
  z.strictObject({ kind: z.literal('gather'), space: IdSchema, source: SourceKindSchema }),
  z.strictObject({ kind: z.literal('explore'), space: IdSchema }),
  z.strictObject({ kind: z.literal('site'), site: IdSchema, space: IdSchema }),
  z.strictObject({ kind: z.literal('attack'), site: IdSchema, space: IdSchema }),
  z.strictObject({ kind: z.literal('arrange') }),
  z.strictObject({ kind: z.literal('rest') }),
])

export const PawnRefSchema: z.ZodType<PawnRef> = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('character'), character: IdSchema }),
  z.strictObject({ kind: z.literal('dog') }),
  z.strictObject({ kind: z.literal('neutral'), source: z.string().min(1).max(200) }),
])

export const IslandCommandSchema: z.ZodType<IslandCommand> = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('plan'), target: PlanTargetSchema, pawns: z.array(PawnRefSchema).min(1).max(12), items: z.array(IdSchema).max(6).optional() }),
  z.strictObject({ type: z.literal('unplan'), index: z.int().min(0).max(100) }),
  z.strictObject({ type: z.literal('commitPlan'), seat: z.int().min(0).max(3).optional() }),
  z.strictObject({ type: z.literal('stock'), pile: IdSchema, amount: z.int().min(1).max(20) }),
  z.strictObject({ type: z.literal('choose'), option: z.int().min(0).max(100) }),
  z.strictObject({ type: z.literal('moveCamp'), space: IdSchema }),
  z.strictObject({ type: z.literal('stayCamp') }),
  z.strictObject({ type: z.literal('ability'), character: IdSchema, ability: IdSchema }),
  z.strictObject({ type: z.literal('discovery'), token: z.string().min(1).max(120), character: IdSchema.optional() }),
  z.strictObject({ type: z.literal('equipment'), card: IdSchema }),
  z.strictObject({ type: z.literal('reroll'), offer: z.string().min(1).max(120), position: z.int().min(0).max(5) }),
  z.strictObject({ type: z.literal('keepDice') }),
])

/** What the New game form chooses besides seats and options: the scenario. */
export const IslandSetupSchema = z.strictObject({ scenario: IdSchema })

export const IslandConfigSchema: z.ZodType<IslandConfig> = z.strictObject({
  scenario: IdSchema,
  characters: z.array(IdSchema).min(1).max(4),
  firstPlayer: z.int().min(0).max(3).optional(),
  settings: optionsSaveSchema(ISLAND_OPTIONS).optional(),
  playerNames: z.array(z.string().max(40)).max(4).optional(),
})
