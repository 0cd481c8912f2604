/**
 * Saga's rule options (zod-free: the New game form is drawn from this list): the open questions
 * of spec §26 whose recommended reading changes play, with that reading preselected (§27.10).
 */
import { optionDefaults, type OptionsOf } from '../../rule-options'

export const SAGA_OPTIONS = [
  /** Q-03, S-THREAT-06: with 0 Threat tokens a threat-sized wound places no tile (off) or a size-1 tile (on). */
  { key: 'threatWoundMinOne', kind: 'boolean', default: false, rule: 'S-THREAT-06' },
  /** Q-08, S-CHAR-35: an Ability reactivated by paying may be used again in the same round. */
  { key: 'abilityTwicePerRound', kind: 'boolean', default: false, rule: 'S-CHAR-35' },
  /** Q-42, S-COMBAT-38: "strengthen an enemy" with no token there is ignored instead of wounding everyone. */
  { key: 'ignoreStrengthenNone', kind: 'boolean', default: false, rule: 'S-COMBAT-38' },
  /** S-CELL-02: the player picks the order of one tile's covered effects (off: they resolve in row order, no extra step). */
  { key: 'chooseCoverOrder', kind: 'boolean', default: false, rule: 'S-CELL-02' },
] as const

export type SagaSettings = OptionsOf<typeof SAGA_OPTIONS>

export const SAGA_DEFAULTS: SagaSettings = optionDefaults(SAGA_OPTIONS)
