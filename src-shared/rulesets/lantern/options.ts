import { optionDefaults, type OptionsOf } from '../../rule-options'

/** Lantern Run's rule options (zod-free: the New game form is drawn from this list). */
export const LANTERN_OPTIONS = [
  /** L-TURN-3: how many gusts put the lantern out. */
  { key: 'bustAt', kind: 'enum', values: [2, 3, 4], default: 3, rule: 'L-TURN-3' },
  /** L-TURN-6: when the lantern goes out, bank half the haul instead of losing it. */
  { key: 'sparkSurvives', kind: 'boolean', default: false, rule: 'L-TURN-6' },
] as const

export type LanternSettings = OptionsOf<typeof LANTERN_OPTIONS>

export const LANTERN_DEFAULTS: LanternSettings = optionDefaults(LANTERN_OPTIONS)
