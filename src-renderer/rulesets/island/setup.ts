import type { PackInfo } from '../../api'

/** The scenarios a pack offers (I-SCEN-01), in the pack's order. */
export function packScenarios(pack: PackInfo): { id: string; title: Record<string, string> }[] {
  return pack.ruleset === 'island' ? pack.setup.scenarios : []
}

/** A new game's setup: the pack's first scenario. */
export function initialSetup(pack: PackInfo): { scenario: string } {
  return { scenario: packScenarios(pack)[0]?.id ?? '' }
}

/** A game needs a scenario (main checks that the pack has it). */
export const setupComplete = (setup: Readonly<Record<string, unknown>>): boolean => typeof setup.scenario === 'string' && setup.scenario !== ''

/** The guided first round is offered for the pack's first scenario (the one it teaches with). */
export const guidedSetup = (pack: PackInfo, setup: Readonly<Record<string, unknown>>): boolean => setup.scenario === packScenarios(pack)[0]?.id
