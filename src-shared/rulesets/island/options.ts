/**
 * Island's rule options (zod-free: the New game form is drawn from this list): the variants and
 * open questions the spec leaves to the table (§25.12).
 */
import { optionDefaults, type OptionsOf } from '../../rule-options'

export const ISLAND_OPTIONS = [
  /** I-GOLD-26: add the dog at any player count (it is always in a solo game, I-SOLO-01). */
  { key: 'dogAlways', kind: 'boolean', default: false, rule: 'I-GOLD-26' },
  /** I-GOLD-27: play two-player (or solo) without the companion (harder). */
  { key: 'noCompanion', kind: 'boolean', default: false, rule: 'I-GOLD-27' },
] as const

export type IslandSettings = OptionsOf<typeof ISLAND_OPTIONS>

export const ISLAND_DEFAULTS: IslandSettings = optionDefaults(ISLAND_OPTIONS)
