import type { PackInfo } from '../../api'

/** The adventures a pack offers, in the pack's order. */
export function packAdventures(pack: PackInfo): { id: string; title: Record<string, string> }[] {
  return pack.ruleset === 'saga' ? pack.setup.scenarios : []
}

/** A new game's setup: the pack's first adventure. */
export function initialSetup(pack: PackInfo): { scenario: string } {
  return { scenario: packAdventures(pack)[0]?.id ?? '' }
}

/** A game needs an adventure (main checks that the pack has it). */
export const setupComplete = (setup: Readonly<Record<string, unknown>>): boolean => typeof setup.scenario === 'string' && setup.scenario !== ''

/** The guided first round is offered for the pack's first adventure (the one it teaches with). */
export const guidedSetup = (pack: PackInfo, setup: Readonly<Record<string, unknown>>): boolean => setup.scenario === packAdventures(pack)[0]?.id
