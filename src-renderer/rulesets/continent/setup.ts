import type { ContinentSetup } from '../../../src-shared/rulesets/continent/module-types'
import type { PackInfo } from '../../api'

/** The difficulty modes (C-MODE-*), in the order the form lists them. */
export const MODES = ['easy', 'normal', 'hardcore'] as const satisfies readonly ContinentSetup['mode'][]

/** The curses a pack offers, the recommended one first in the rules' sense (C-SETUP-8). */
export function packCurses(pack: PackInfo): { id: string; title: Record<string, string>; recommended: boolean }[] {
  return pack.ruleset === 'continent' ? pack.setup.curses : []
}

/** A new game's setup: the recommended curse alone (one is enough for a first game) and the normal mode. */
export function initialSetup(pack: PackInfo): ContinentSetup {
  const curses = packCurses(pack)
  const recommended = curses.find((c) => c.recommended) ?? curses[0]
  return { curses: recommended ? [recommended.id] : [], mode: 'normal' }
}

/** The setup as the form holds it, read loosely (the form's object is the ruleset-independent kind). */
export function readSetup(setup: Readonly<Record<string, unknown>>): ContinentSetup {
  const curses = Array.isArray(setup.curses) ? setup.curses.filter((c): c is string => typeof c === 'string') : []
  const mode = MODES.find((m) => m === setup.mode) ?? 'normal'
  return { curses, mode }
}

/** C-SETUP-8: a game needs at least one curse to lift. */
export const setupComplete = (setup: Readonly<Record<string, unknown>>): boolean => readSetup(setup).curses.length > 0
