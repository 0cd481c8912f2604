/**
 * The Saga game state (spec §28.2), its tasks and commands. Plain JSON: definitions stay in the
 * content and the state names them by id or number.
 */
import type { RngState } from '../../engine/rng'
import type { Cell } from '../../engine/polyomino'
import type { Effect, WoundSpec } from '../../content/saga/effects'
import type { ActionType, EnemyToken, Good, GoodsBag, XpKind } from '../../content/saga/vocabulary'
import type { SagaSettings } from './options'

export interface SagaConfig {
  /** The adventure id (the command line's `--scenario`). */
  scenario: string
  /** Character ids in seat order; a solo game has one seat and two characters (S-SOLO-01). */
  characters: string[]
  /** How many seats play (1–4); absent: one per character. */
  seats?: number
  /** Index (into `characters`) of the First Player (S-SETUP-20); absent: the first. */
  firstPlayer?: number
  settings?: Partial<SagaSettings>
  playerNames?: string[]
}

/** A wound tile on a grid: its shape id and the cells it covers ([col, row]). */
export interface PlacedTile { shape: string; cells: Cell[] }

export interface CharacterState {
  id: string
  seat: number
  area: string
  /** The wound grid as kernel rows ('.' free, '#' wound, ' ' no cell) and the tiles on it. */
  grid: string[]
  wounds: PlacedTile[]
  combat: number
  journey: number
  threats: number
  goods: GoodsBag
  items: string[]
  abilityActive: boolean
  /** S-CHAR-31: the round its Ability was last used. */
  abilityUsedRound: number | null
}

/** S-ROW-08, S-ROW-09: an action token sits at a slot (null: beside the row, round 1). */
export interface ActionTokenState { slot: number | null; active: boolean }

export interface RowState {
  cards: number[]
  tokens: ActionTokenState[]
  /** S-ROW-28, S-ROW-31: Special Action card letter → the action type it stays attached to. */
  specials: Record<string, ActionType>
}

export interface MapState {
  enemies: Record<string, EnemyToken[]>
  /** S-STORY-11: Locations carrying a Paragraph token. */
  closed: string[]
  /** S-BLOCK-01: blocked Locations and Borders. */
  blocked: string[]
  increasedCost: Record<string, number>
  substitutes: Record<string, { wound: WoundSpec; value: number }>
  /** S-GOODS-25, S-GOODS-26: goods lying on Locations. */
  goodsOn: Record<string, GoodsBag>
  /** S-COMBAT-29, S-COMBAT-30: Locations whose enemy tokens fight as one (absent: none). */
  united?: string[]
}

export interface Decks {
  terrain: string[]
  /** S-JOURNEY-08: the revealed Terrain cards, left to right. */
  path: string[]
  discovery: string[]
  discoveryDiscard: string[]
  left: string[]
  right: string[]
  leftDiscard: string[]
  rightDiscard: string[]
  activeEvent: { id: string; side: 'left' | 'right' } | null
  enemies: Record<EnemyToken, string[]>
  enemyDiscard: Record<EnemyToken, string[]>
  items: string[]
  itemDiscard: string[]
  market: string[]
  /** Character items used (S-ITEM-15: out of the game). */
  itemsGone: string[]
  unusedCards: number[]
  /** S-ROW-21: replaced Action cards leave the game. */
  removedCards: number[]
  /** Special Action cards not yet gained. */
  unusedSpecials: string[]
}

/**
 * One step of the effect queue. `actor` is the character "you" means (S-ROUND-10); `source` the
 * Location whose effect this is (for its Paragraph token, S-STORY-05 step 4).
 */
export type Task =
  | { t: 'effect'; e: Effect; actor: number; source?: string; /** A paragraph whose turn has come (S-STORY-12). */ ready?: true }
  | { t: 'action'; actor: number; action: ActionType; value: number }
  | { t: 'close'; location: string }
  | { t: 'event'; step: 'refresh' | 'active' | 'draw' | 'firstPlayer' | 'roundStart' }
  | { t: 'deliveryCheck'; actor: number; location: string }
  /** S-JOURNEY-20…S-JOURNEY-22: reveal the next Terrain card and (from a journey tile) gain its bonus. */
  | { t: 'reveal'; actor: number; bonus: boolean }
  // Tasks waiting for a choice (the pending decision is the first of these at the queue's head).
  | { t: 'move'; actor: number; points: number; crossed: number }
  | { t: 'deliver'; actor: number; left: number; location: string | null }
  | { t: 'sacrifice'; actor: number; value: number }
  | { t: 'journey'; actor: number; left: number }
  | { t: 'combat'; actor: number; left: number }
  | { t: 'strike'; actor: number }
  /** S-CELL-02: the covered cells' effects of one tile, waiting for the player to pick the next. */
  | { t: 'order'; actor: number; effects: Effect[] }
  /** S-GOODS-30: which of a Delivery Location's satisfied options to apply. */
  | { t: 'option'; actor: number; location: string; options: number[] }
  /** S-SAMPLE-07: activate a trial Location now, or leave its goods there. */
  | { t: 'trial'; actor: number; location: string }
  /** S-SAMPLE-04: the players choose where a Mystic token moves after its combat. */
  | { t: 'relocate'; actor: number; from: string }
  /** S-COMBAT-29: the players lay a united fight's cards in a row in the order they choose, before the roll. */
  | { t: 'arrange'; actor: number }
  /** S-COMBAT-08…S-COMBAT-15: upgrades before the roll, then rerolls and Criticals. */
  | { t: 'dice'; actor: number }
  | { t: 'gather'; actor: number; value: number }
  | { t: 'build'; actor: number; left: number; /** S-ITEM-13: "gain items" takes from the Market without the discard step. */ gain?: true }
  | { t: 'wound'; who: number; wound: WoundSpec }
  | { t: 'cure'; who: number; max: number | null; left: number }
  | { t: 'xp'; who: number; left: number }
  | { t: 'subplots'; actor: number; paragraph: number; location: string | null }
  | { t: 'replace'; card: number }

export type ChoiceTask = Extract<Task, { t: 'move' | 'deliver' | 'sacrifice' | 'journey' | 'gather' | 'combat' | 'strike' | 'arrange' | 'dice' | 'relocate' | 'trial' | 'order' | 'option' | 'build' | 'wound' | 'cure' | 'xp' | 'subplots' | 'replace' }>

/** S-JOURNEY-08, S-GOODS-17: what lies on the journey grid (cells in journey-grid columns). */
export interface JourneyState {
  tiles: PlacedTile[]
  gathering: Cell[]
  /** S-JOURNEY-20: Terrain cards whose Reveal column a journey tile has reached. */
  revealed: string[]
  /** S-BLOCK-04: path cells under a Block token (absent: none). */
  blocked?: Cell[]
  /** S-BLOCK-06: Terrain card id → the tile shape laid over its printed penalty effect. */
  penaltyTiles?: Record<string, string>
}

/**
 * S-COMBAT-07…S-COMBAT-13: what items, bonuses and abilities granted the actor for its next fight
 * (extra dice, upgrades, rerolls, Criticals); used up by that fight, gone when the turn ends.
 */
export interface CombatBoost { actor: number; dice: string[]; upgrades: number; rerolls: number; criticals: number }

/** A combat being fought (S-COMBAT-01…S-COMBAT-23). */
export interface FightState {
  actor: number
  /** The Location of the enemy token fought; null for enemies a paragraph lists (S-COMBAT-30). */
  location: string | null
  /** Index of the enemy token fought among the Location's tokens (0 for a paragraph's enemies). */
  token: number
  card: string
  /** S-COMBAT-29: a united fight's cards, left to right (`card` is the first); absent for one enemy. */
  cards?: string[]
  /** S-COMBAT-30: the enemies a paragraph lists — no token on the Map; what a victory and a defeat bring. */
  listed?: { won: Effect[]; lost: Effect[] }
  /** S-COMBAT-06, S-COMBAT-11: the dice rolled (colour ids) and the face index each showed. */
  rolled: { die: string; face: number }[]
  /** S-COMBAT-16: the tile shapes still to place (one per die). */
  toPlace: string[]
  /** The tiles placed on the enemy card this combat ([col, row] on its grid). */
  placed: PlacedTile[]
  /**
   * S-COMBAT-15: the dice step. `declare`: the pool (`pool`) awaits upgrades before the roll;
   * `rolled`: rerolls and Criticals may be used; absent: the tiles are taken (`toPlace`).
   */
  dice?: { stage: 'declare' | 'rolled'; pool: string[]; upgrades: number; rerolls: number; criticals: number; critical: number[] }
}

export interface SagaState {
  settings: SagaSettings
  rng: RngState
  adventure: string
  seats: number
  characters: CharacterState[]
  round: number
  stage: 'action' | 'event' | 'over'
  /** 0–3: the turn of the Action phase (S-ROUND-03). */
  turn: number
  /** True once this turn's token is placed (its card is resolving). */
  placed: boolean
  /** Index into `characters` of the First Player (S-SETUP-20). */
  firstPlayer: number
  row: RowState
  map: MapState
  counters: Record<string, number>
  decks: Decks
  journey: JourneyState
  fight: FightState | null
  /** S-COMBAT-07: the actor's boosts for its next fight (absent: none). */
  boost?: CombatBoost | null
  /** S-STORY-04: paragraphs read. */
  read: number[]
  queue: Task[]
  outcome: 'won' | 'lost' | null
  /** S-END-04: the ending paragraph read when the game ended. */
  ending: number | null
}

export type SagaCommand =
  | { type: 'place'; token: number; slot: number; main?: number }
  | { type: 'ability'; character: number }
  | { type: 'reactivate'; character: number; payer?: number }
  | { type: 'cross'; border: string }
  | { type: 'stop' }
  | { type: 'deliver'; location: string; good: Good; from: number }
  | { type: 'sacrifice'; location: string }
  | { type: 'tile'; shape: string; cells: Cell[]; good?: Good }
  | { type: 'gather'; cell: Cell; good?: Good }
  | { type: 'fight'; location: string; token: number }
  | { type: 'strike'; shape: string; cells: Cell[] }
  | { type: 'take'; item: string }
  | { type: 'discardMarket'; item: string }
  | { type: 'wound'; shape: string; cells: Cell[] }
  | { type: 'cure'; tile: number }
  | { type: 'xp'; kind: XpKind }
  | { type: 'subplot'; index: number; payer: number }
  | { type: 'replace'; accept: boolean }
  | { type: 'done' }
  /** S-ITEM-07…S-ITEM-10: the owner uses an item during the action its icon names. */
  | { type: 'item'; character: number; item: string }
  /** S-COMBAT-29: lay the united fight's cards in this order, left to right (card ids). */
  | { type: 'arrange'; order: string[] }
  /** S-COMBAT-09: upgrade die `die` of the pool; S-COMBAT-12: reroll it; S-COMBAT-13: make it critical. */
  | { type: 'upgrade' | 'reroll' | 'critical'; die: number }
  /** S-CELL-02: resolve this one of the covered cells' effects next. */
  | { type: 'resolve'; index: number }
  /** S-GOODS-30: apply this satisfied option of the Location (0: its printed space). */
  | { type: 'option'; index: number }
  /** S-SAMPLE-07: activate the trial Location now (or not). */
  | { type: 'trial'; activate: boolean }
  /** S-SAMPLE-04: the Location a Mystic token moves to. */
  | { type: 'relocate'; location: string }

/** The decision the game waits for: whose it is and what kind. */
export interface Pending { kind: SagaCommand['type'] | ChoiceTask['t'] | 'place'; character: number }
