import type { ContinentContent } from './content-index'
import type { ContinentCommand } from './commands'
import type { ContinentConfig, ContinentState } from './state'
import type { ContinentView, DecisionView } from './view'

/** A Continent game's config as games store it: the engine's config plus the players' names (replay ignores them). */
export interface ContinentGameConfig extends ContinentConfig {
  playerNames?: string[]
}

/** Continent's New game choices besides seats and options. */
export interface ContinentSetup {
  curses: string[]
  mode: 'easy' | 'normal' | 'hardcore'
}

/** A pack's curses as the New game screen lists them (the first is the recommended one, C-SETUP-8). */
export interface ContinentPackSetup {
  curses: { id: string; title: Record<string, string>; recommended: boolean }[]
}

/**
 * A save's board as the Saves list draws it: public information only (design §1). Fog cells
 * are unexplored Exploration cards, never their fronts; no uids or card numbers cross IPC.
 */
export interface MapThumbnail {
  cells: { x: number; y: number; kind: 'terrain' | 'fog' | 'event'; figures: boolean }[]
}

/** Every type of the Continent ruleset, for `GameModule<ContinentTypes>`. */
export interface ContinentTypes {
  state: ContinentState
  config: ContinentGameConfig
  command: ContinentCommand
  decision: DecisionView
  view: ContinentView
  content: ContinentContent
  setup: ContinentSetup
  packSetup: ContinentPackSetup
  /**
   * Curse id → title key; character id → title key (every character may be named, even one no
   * longer in play); the adventure's introduction key (null when the pack has none).
   */
  extras: { curses: Record<string, string>; characters: Record<string, string>; introduction: string | null }
  thumbnail: MapThumbnail
}
