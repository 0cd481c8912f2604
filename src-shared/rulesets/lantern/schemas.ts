import { z } from 'zod'
import { optionsSaveSchema } from '../../rule-options-schema'
import { LANTERN_OPTIONS } from './options'
import type { LanternCommand, LanternConfig } from './types'

export const LanternCommandSchema: z.ZodType<LanternCommand> = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('roll') }),
  z.strictObject({ type: z.literal('press') }),
  z.strictObject({ type: z.literal('bank') }),
])

/** Lantern Run needs nothing at New game besides seats and options. */
export const LanternSetupSchema = z.strictObject({})

export const LanternConfigSchema: z.ZodType<LanternConfig> = z.looseObject({
  characters: z.array(z.string().min(1)).min(1).max(4),
  settings: optionsSaveSchema(LANTERN_OPTIONS).optional(),
  playerNames: z.array(z.string()).optional(),
}) as z.ZodType<LanternConfig>
