import type { RngState } from '../../engine/rng'
import type { PackContentBase } from '../../content/pack-spec'
import type { LanternSettings } from './options'

/** What a lantern die face shows (L-TURN-2). */
export type FaceSymbol = 'light' | 'gust' | 'blank'

/** A Lantern Run pack's content, as its loader builds it (L-SETUP-3). */
export interface LanternContent extends PackContentBase {
  /** The lantern die: its faces in order (`label` is the string key of the face's name). */
  die: { id: string; symbol: FaceSymbol; label: string }[]
  dicePerRoll: number
  target: number
  turns: number
  /** Character id → the string key of its name. */
  characters: Record<string, string>
}

export interface LanternConfig {
  /** Character ids in seat order (L-SETUP-1). */
  characters: string[]
  settings?: Partial<LanternSettings>
  /** The players' names (replay ignores them). */
  playerNames?: string[]
}

export interface LanternState {
  settings: LanternSettings
  rng: RngState
  characters: string[]
  active: number
  /** Turns of the night used so far (L-TURN-5). */
  turnsUsed: number
  banked: number
  haul: number
  gusts: number
  /** The faces of the last roll of this turn (face ids), or null before the first. */
  lastRoll: string[] | null
  phase: 'roll' | 'choose' | 'over'
  outcome: 'won' | 'lost' | null
}

export type LanternCommand = { type: 'roll' } | { type: 'press' } | { type: 'bank' }

export interface LanternView {
  phase: LanternState['phase']
  outcome: LanternState['outcome']
  active: number
  characters: string[]
  /** Character id → the string key of its name (every string of this pack is public). */
  characterNames: Record<string, string>
  turnsUsed: number
  turns: number
  target: number
  banked: number
  haul: number
  gusts: number
  bustAt: number
  lastRoll: string[] | null
  die: LanternContent['die']
  dicePerRoll: number
  /** L-D-2: the exact chance that one more roll puts the lantern out (null when no roll is offered). */
  bustChance: number | null
  /** The commands the game accepts now. */
  legal: LanternCommand['type'][]
}

/** A save's public picture: the night's progress. */
export interface LanternThumbnail {
  banked: number
  target: number
  turnsUsed: number
  turns: number
}

export interface LanternTypes {
  state: LanternState
  config: LanternConfig
  command: LanternCommand
  decision: LanternCommand['type'][]
  view: LanternView
  content: LanternContent
  setup: Record<string, never>
  packSetup: { target: number; turns: number }
  extras: Record<string, never>
  thumbnail: LanternThumbnail
}
