import { z } from 'zod'
import { optionsSaveSchema } from '../../rule-options-schema'
import { CONTINENT_OPTIONS } from './options'
import type { ContinentGameConfig } from './module-types'

export { ContinentCommandSchema } from './commands'

export const MODES = ['easy', 'normal', 'hardcore'] as const

/** Continent's part of a New game request: the curses to lift (C-SETUP-8) and the mode (C-MODE-*). */
export const ContinentSetupSchema = z.strictObject({
  curses: z.array(z.string().min(1).max(100)).min(1, 'choose at least one curse').max(8),
  mode: z.enum(MODES).default('normal'),
})

/**
 * The game config as a save stores it. Loose on purpose: options the rules add later must not make
 * a good save fail its schema; replaying the game with the engine is what proves the config right.
 */
export const ContinentConfigSchema: z.ZodType<ContinentGameConfig> = z.looseObject({
  characters: z.array(z.string().min(1)).min(1).max(4),
  curses: z.array(z.string().min(1)),
  mode: z.enum(MODES).optional(),
  settings: optionsSaveSchema(CONTINENT_OPTIONS).optional(),
  playerNames: z.array(z.string()).optional(),
}) as z.ZodType<ContinentGameConfig>
