import type { RngState } from '../../engine/rng'
import type { Action, ActionType, Consequence, Flag } from '../../content/continent/effects'
import type { ContinentSettings } from './options'
import type { Attachment, Board } from './board/board'

export { DEFAULT_SETTINGS, autoConfirms, type ContinentSettings } from './options'

export interface ContinentConfig {
  /** Character ids in seat order (clockwise, C-D-9); 1–4 (C-Q-40). */
  characters: string[]
  /** Curse ids of the chosen Clue cards (C-SETUP-8). */
  curses: string[]
  mode?: 'normal' | 'easy' | 'hardcore'
  settings?: Partial<ContinentSettings>
}

export interface Item {
  /** Stable id inside the game, e.g. 'item-3'. */
  id: string
  /** Top card first (it carries the die, C-ITEM-2). */
  cards: string[]
  /** Current durability; 0 = die removed, cards discarded in step 5 (C-ACT-8, C-ACT-33). */
  die: number
  /** Received by giving/trading: never combined with another item (C-ITEM-20). */
  received?: boolean
}

export interface Player {
  seat: number
  character: string
  characterUid: string
  /** Hand: Character card, Skills, Bonuses, States (C-HAND-1). */
  hand: string[]
  items: Item[]
  /** Terrain uid where the figure stands (null after elimination). */
  at: string | null
  /** Terrain uid of this player's fire figure, if placed (C-COMP-9). */
  fire: string | null
  status: 'playing' | 'eliminated' | 'away'
}

// The board's shape is the board module's: its functions apply to `state.board` directly.
export type { Attachment, Board }

/** Where an action comes from (C-TURN-7): the card, and which of its actions. */
export interface ActionRef {
  uid: string
  /** Index in the card's `actions`, 'back' (Exploration card back), 'craft' (Skill craft). */
  index: number | 'back' | 'craft'
}

export interface DrawnCard {
  uid: string
  /** C-ACT-16: provenance decides whether a Curse is harmless or fatal. */
  from: 'deck' | 'discard'
}

export interface ActionInProgress {
  ref: ActionRef
  def: Action
  active: number
  involved: number[]
  mandatory: boolean
  /** Items used in step 1, as "seat:itemId". */
  usedItems: string[]
  tradeOff: number
  extra: number
  cost: number
  difficulty: number
  drawn: DrawnCard[]
  successes: number
  success: boolean | null
  /** C-ACT-28: the Skill kept in step 4 and its new holder. */
  kept: { uid: string; seat: number } | null
  /** C-D-8: an item of another player waiting for its owner's consent ("seat:itemId"); absent when none. */
  consent?: { seat: number; item: string }
  /** C-D-8: items whose owner refused their use in this action ("seat:itemId"). */
  refused?: string[]
  /** C-ACT-6, C-ITEM-25: effects the players chose not to apply ("uid#index"); absent when none. */
  declined?: string[]
}

export interface MandatoryAction {
  /** The card carrying the action (Temporary Event or Terrain). */
  uid: string
  active: number
  involved: number[]
}

/** Context of a consequence: who it applies to and what card it comes from. */
export interface Ctx {
  /** The card printing the consequence (the "this" of C-GEN-7), if any. */
  source: string | null
  /** The player the consequence applies to (C-ACT-38). */
  seat: number
  active: number
  involved: number[]
  /** Action type being resolved (for placement arrows, C-TURN-12). */
  actionType: ActionType | null
  /** Flags available from used items / Quest Items: "pictograph+N" with the card number showing it. */
  flags: { flag: Flag; number: string | null }[]
  /** Designated cell for a terrain put into play (C-CONSEQ-13, C-EXPLORE-6). */
  cell: string | null
  /** Terrain an exploration space belongs to. */
  spaceOf: string | null
  /** C-EXPLORE-24: room was already made for the card being resolved. */
  roomMade?: boolean
}

/** Continuations of the effect interpreter (stored in state so a choice can pause it). */
export type Task =
  | { t: 'cons'; c: Consequence; ctx: Ctx }
  | { t: 'take'; number: string; ctx: Ctx; sourceCheck: string[] | null }
  | { t: 'resolve'; uid: string; ctx: Ctx }
  | { t: 'fillSpace'; cell: string; terrain: string; ctx: Ctx }
  | { t: 'takeState'; uid: string; ctx: Ctx }
  | { t: 'card100' }
  | { t: 'handLimit'; seats: number[] }
  | { t: 'limits' }
  | { t: 'endAction' }
  | { t: 'craftResult'; uid: string; ctx: Ctx }
  | { t: 'afterTemporary'; uid: string }
  | { t: 'arrive'; terrain: string; seats: number[]; active: number }
  | { t: 'keepSkillStep' }
  | { t: 'discardStep' }
  | { t: 'consequenceStep' }
  | { t: 'buySkills' }
  /** C-EXPLORE-24: make room; for `terrain`, until it fits somewhere (C-EXPLORE-11). */
  | { t: 'room'; ctx: Ctx; terrain?: string }
  /** Bottom of a join/leave resolution: back to choosing the active player, no turn ended (C-Q-23). */
  | { t: 'betweenTurns' }

export interface ChoiceOption {
  /** i18n-ish code for the UI, e.g. 'keep-skill', 'new-item'. */
  code: string
  /** Several cards at once (the experience cards of one way to pay, C-Q-33). */
  uids?: string[]
  /** A count shown with the option (the experience points lost as change, C-Q-33). */
  amount?: number
  seat?: number
  uid?: string
  item?: string
  number?: string
  index?: number
  cell?: string
}

/** A genuine choice the interpreter waits for (C-D-14: forced effects are automatic). */
export interface Choice {
  kind:
    | 'keepSkill' | 'itemDestination' | 'handCardDestination' | 'flag' | 'durability' | 'move' | 'handLimit'
    | 'itemLimit' | 'chooseConsequence' | 'buySkill' | 'payExperience' | 'ownerConsent' | 'returnTerrain' | 'placeTerrain'
  /** Who decides (C-D-8). */
  seat: number
  uid?: string
  options: ChoiceOption[]
  /** Remaining pips to remove (durability), or other counters. */
  remaining?: number
  ctx?: Ctx
  /** Players affected (durability loss, moves). */
  seats?: number[]
  /** For flags: source numbers a flag-sum take must show (C-CONSEQ-11). */
  sourceCheck?: string[]
  /** For chooseConsequence: the options' consequence lists. */
  branches?: Consequence[][]
  /** Durability loss (C-D-8): players who refused to give pips of their items while others could. */
  refusedSeats?: number[]
}

export type Phase =
  | 'chooseActive'
  | 'chooseAction'
  | 'involve'
  | 'useItems'
  | 'cost'
  | 'resolving'
  | 'suspended'
  | 'over'

export interface ContinentState {
  v: 1
  settings: ContinentSettings
  mode: 'normal' | 'easy' | 'hardcore'
  rng: RngState
  players: Player[]
  /** Top first (C-DECK-2). */
  actionDeck: string[]
  discard: string[]
  /** C-DECK-6: face down while the Action Deck is empty. */
  discardFaceDown: boolean
  /** Adventure deck by number, greens before golds (C-SETUP-14). */
  adventure: Record<string, string[]>
  /** Exploration piles by area, top first (C-SETUP-13). */
  exploration: Record<string, string[]>
  past: string[]
  banished: string[]
  /** Quest Items and Clues under the Satchel & Journal (C-CONSEQ-19). */
  satchel: string[]
  /** Temporary Events waiting for their mandatory action (C-TURN-15). */
  revealed: string[]
  /** Cards out of play: character cards of eliminated players, skills of away players (C-END-17). */
  outOfPlay: string[]
  board: Board
  curses: string[]
  lifted: string[]
  phase: Phase
  /** Active player of the current or last turn (C-TURN-3). */
  active: number
  /** Seat proposed as active before an action is chosen. */
  action: ActionInProgress | null
  mandatory: MandatoryAction[]
  /** The mandatory action being performed now (C-TURN-15: active player and involved fixed). */
  forced: MandatoryAction | null
  tasks: Task[]
  choice: Choice | null
  /** The rules' save (C-SAVE): the terrain kept while suspended. */
  suspendedAt: string | null
  outcome: 'won' | 'lost' | null
  lossReason: string | null
  /** Counter for item ids. */
  nextItem: number
}
