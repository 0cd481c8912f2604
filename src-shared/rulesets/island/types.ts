/**
 * Island's game state (plain JSON, §26.2), its commands and its config. Definitions (cards,
 * tiles, characters) stay in the content; the state holds ids only.
 */
import type { GroupDecision } from '../../engine/group-decision'
import type { PhasePosition } from '../../engine/phases'
import type { RngState } from '../../engine/rng'
import type { Effect } from '../../content/island/effects'
import type { ActionKind, AdventureKind, BodyPart, CampBuild, CampTrack, PhaseId, Resource, SourceKind, TokenKind } from '../../content/island/vocabulary'
import type { IslandSettings } from './options'
import type { ActionDiceRoll } from './rules/action-dice'
import type { WeatherDieKind, WeatherDieShown, WeatherRoll } from './rules/weather-dice'

/** I-RES-01: the four resources as counts. */
export interface Resources { wood: number; food: number; preserved: number; fur: number }

export interface IslandConfig {
  scenario: string
  /** The castaway of each seat, in clockwise order (I-SETUP-02). */
  characters: string[]
  /** I-SETUP-17: the seat holding the First Player token (default 0). */
  firstPlayer?: number
  settings?: Partial<IslandSettings>
  playerNames?: string[]
}

/** One castaway or the companion on the table (§26.2 Characters). */
export interface CharacterState {
  id: string
  /** I-SCEN3-04: a traveller joined the camp during the game (`joinCamp`); never a seat. */
  kind: 'castaway' | 'companion' | 'traveller'
  /** The seat playing it; null for the companion (I-2P-04: never a seat). */
  seat: number | null
  /** Steps right of the start square (I-CHAR-05). */
  wounds: number
  determination: number
  specialWounds: readonly BodyPart[]
  /** Abilities used this round (I-CHAR-19). */
  abilitiesUsed: readonly string[]
  dead: boolean
  /** I-NIGHT-17: spending this night outside the camp. */
  outside: boolean
  /** I-NIGHT-19, I-NIGHT-21: the space where the night outside is spent. */
  outsideAt?: string
  /** I-NIGHT-18: the plan index of the action that sent it outside (its gains go on the sheet). */
  outsideFrom?: number
  /** I-NIGHT-18, I-NIGHT-22: resources kept on the character's own sheet during a night outside. */
  sheet?: Resources
  /** I-NIGHT-18: Discovery token instances kept on the character's own sheet during a night outside. */
  sheetTokens?: readonly string[]
}

/** An explored tile on an island space. Never changed in place (lists.ts `setTile`): working copies share it. */
export interface PlacedTile {
  readonly tile: string
  /** I-RES-16: sources covered by a black marker. */
  readonly exhausted: readonly SourceKind[]
  /** I-GOLD-05: at most one token of a kind. */
  readonly tokens: readonly TokenKind[]
  /** I-GOLD-19: a marker covers the tile's terrain (it counts as unexplored). */
  readonly terrainCovered?: boolean
}

/** Where a plan action goes (§9.2). */
export type PlanTarget =
  | { kind: 'threat'; slot: 'left' | 'right' }
  | { kind: 'hunt' }
  | { kind: 'build'; build: CampBuild; pay: 'wood' | 'fur' }
  | { kind: 'invent'; invention: string; space?: string }
  | { kind: 'gather'; space: string; source: SourceKind }
  | { kind: 'explore'; space: string }
  | { kind: 'site'; site: string; space: string }
  /** A special place whose action is a Hunt: an attack (I-SCEN5-06). */
  | { kind: 'attack'; site: string; space: string }
  | { kind: 'arrange' }
  | { kind: 'rest' }

/** One pawn (§26.2 PawnRef): a character's, the companion's, the dog, or a neutral pawn from a source. */
export type PawnRef =
  | { kind: 'character'; character: string }
  | { kind: 'dog' }
  | { kind: 'neutral'; source: string }

/** A neutral pawn available this round (I-ACT-30, I-ACT-32). */
export interface NeutralPawn {
  source: string
  actions: ActionKind[]
  uses: 'round' | 'once' | 'item'
  /** I-CHAR-24: it may only join an action this character resolves. */
  owner?: string
  /** I-SCEN4-12: it may only explore special places. */
  sitesOnly?: boolean
}

/**
 * A planned action: its target, its stack (top = resolver), what it reserves (I-ACT-07). Never
 * changed in place (a change puts a new action in the plan): working copies share them.
 */
export interface PlannedAction {
  readonly target: Readonly<PlanTarget>
  readonly pawns: readonly Readonly<PawnRef>[]
  readonly reserved: Readonly<Resources>
  /** One pawn fewer than the sure count: the dice are rolled (I-DICE-01). */
  readonly rolls: boolean
  /** Tokens on the action space carried by this action (I-TOKEN-02). */
  readonly carries: readonly TokenKind[]
  /** I-ACT-57: Items assigned to this action at planning (Basket, Sack). */
  readonly items?: readonly string[]
  /** I-ACT-ADV05: an action granted without pawns names its resolver. */
  readonly resolver?: string
}

/** Who and where an effect applies (the phase decides where gains go, I-RES-02, I-RES-03). */
export interface EffectCtx {
  phase: PhaseId | 'setup' | 'cleanup'
  /** The character resolving the current action (I-GOLD-07), or using an ability/token. */
  resolver: string | null
  /** The card the effect is printed on, if any. */
  source: string | null
  /** The island space of the current action. */
  here: string | null
}

/** Engine-internal steps scheduled on the effect queue beside the pack's effects. */
export type InternalEffect =
  | { op: '_mysteryStep'; treasure: number; trap: number; creature: number; all: boolean; setAside: string[] }
  | { op: '_mysteryEnd'; setAside: string[] }
  | { op: '_fightCard'; card: string }
  | { op: '_askMystery'; next: Extract<InternalEffect, { op: '_mysteryStep' }>; setAside: string[] }
  | { op: '_flip'; item: string }
  | { op: '_keepTile'; tile: string; looked: string[] }
  | { op: '_huntingBottom' }
  | { op: '_outsideAt'; character: string; space: string }
  | { op: '_beastToHunting'; card: string }
  /** a character pays a shortfall with an ability (demand-reaction.ts), or the group takes the wounds. */
  | { op: '_react'; character: string; ability: string; resource: Resource; missing: number }
  | { op: '_short'; missing: number }
  | { op: '_mark'; source: string; items: string[] }
  | { op: '_extraAction'; target: PlanTarget; resolver: string }
  | { op: '_peekShow'; what: 'event' | 'beside' }
  | { op: '_usedThisRound'; card: string }
  | { op: '_shortcutSource'; space: string; source: 'food' | 'wood' }
  | { op: '_discardItem'; item: string }
  | { op: '_clearMarker'; which: string }
  | { op: '_placeTile'; space: string; tile: string }
  | { op: '_weatherPay'; reroll: boolean }
  /** I-MYSTERY-C15: the group deals the next of `left` trap markers (night-markers.ts). */
  | { op: '_nightMarker'; left: number }
  /** I-NIGHT-03: the group picked who goes hungry (night-phase.ts `goHungry`). */
  | { op: '_hungry'; characters: string[] }

export type QueuedEffect = Effect | InternalEffect

/** Effects waiting to run, each list with its context (a work queue in the state). */
export interface Task { effects: QueuedEffect[]; ctx: EffectCtx }

/** One option of a pending choice: its label (an i18n key or a word) and the tasks it starts (copied when chosen). */
export interface ChoiceOption { readonly label: string; readonly tasks: readonly Task[] }

/** What the game waits for. Never changed in place (a new decision replaces it): working copies share it. */
export type Pending =
  | { readonly kind: 'plan' }
  | { readonly kind: 'choice'; readonly prompt: string; readonly options: readonly ChoiceOption[] }
  | { readonly kind: 'camp'; readonly options: readonly string[]; readonly forced: boolean }
  | { readonly kind: 'reroll' }

export interface IslandState {
  scenario: string
  settings: Readonly<IslandSettings>
  rng: RngState
  position: PhasePosition
  /** Players (seats); the companion never counts (I-2P-18). */
  players: number
  seats: readonly string[]
  firstPlayer: number
  characters: Record<string, CharacterState>
  companion: string | null
  dog: string | null
  morale: number
  tracks: Record<CampTrack, number>
  /** I-ACT-50: built once, permanent; the round it was built (I-ACT-51). */
  shelter: { built: boolean; round: number | null }
  camp: string
  /** The tiles by space; the record is never changed in place either (lists.ts `setTile`). */
  island: Readonly<Record<string, PlacedTile>>
  /** I-GOLD-17: inaccessible spaces, with the tile turned face down there (null: never explored). */
  inaccessible: Readonly<Record<string, string | null>>
  available: Resources
  future: Resources
  /** Discovery token instances (`<id>#<n>`) in Available and Future (I-TOKEN-D01). */
  discovery: { available: readonly string[]; future: readonly string[] }
  /** Each deck is a list never changed in place (lists.ts): working copies share the lists. */
  decks: {
    event: readonly string[]
    adventure: Record<AdventureKind, readonly string[]>
    mystery: readonly string[]
    mysteryDiscard: readonly string[]
    /**
     * I-MYSTERY-06: cards revealed beyond a draw's maximum, waiting beside the deck until the draw
     * ends (I-MYSTERY-05). A zone of their own so that they stay counted while the group is asked
     * whether to go on, or if the game ends before the draw does.
     */
    mysterySetAside: readonly string[]
    beast: readonly string[]
    hunting: readonly string[]
    invention: readonly string[]
    newIdeaDiscard: readonly string[]
    /** I-EVENT-C11: a Beast card lying face down beside the Event deck (at most one), and the round it came. */
    besideEvent?: readonly string[]
    besideRound?: number
    tiles: readonly string[]
    discovery: readonly string[]
    equipment: readonly string[]
  }
  threat: { left: string | null; right: string | null }
  /** Tokens on board spaces: `action:<kind>`, `build:<target>`, `adventure:<colour>`, `night`, `weather`. */
  spaceTokens: Record<string, readonly TokenKind[]>
  /** `away`: built Items sent to Future Resources by an effect until the Action phase ends (I-EVENT-C03). */
  inventions: { board: readonly string[]; built: readonly string[]; future: readonly string[]; away?: readonly string[] }
  /** I-INV-07: Items flipped back this round, still usable until the round ends. */
  flippedThisRound: readonly string[]
  equipment: { id: string; uses: number }[]
  /** I-INV-11: uses made of kept Treasures that count their uses (by card). */
  cardUses?: Record<string, number>
  /** I-INV-11: kept Treasures and Items used this round (once a round). */
  cardsUsedThisRound?: readonly string[]
  equipmentFuture: readonly string[]
  /** Kept Mystery cards by the board (I-GOLD-09). */
  kept: readonly string[]
  /** I-GOLD-09: kept cards drawn during the Action phase, usable from its end. */
  keptFuture: readonly string[]
  /** Cards and token instances out of the game (I-GOLD-06). */
  removed: readonly string[]
  piles: Record<string, readonly number[]>
  /** The round a pile last received resources (I-SCEN1-04: one level per round). */
  pileRound: number | null
  counters: Record<string, number>
  /** I-SCEN4-10: the spaces where each special place was done. */
  sitesDone: Readonly<Record<string, readonly string[]>>
  /** I-SCEN6-10: a Weather phase waiting for the group's reroll decision (what it rolled and its modifiers). */
  weatherWait?: { kinds: WeatherDieKind[]; read: WeatherRoll; tokens: { rain: boolean; snow: boolean; storm: boolean }; mods: IslandState['weatherMods']; faces?: WeatherDieShown[] } | null
  /** I-SCEN4-12: Mystery kinds whose next card is ignored (counted as resolved), and draws to shorten by one card. */
  mysteryWards?: readonly ('treasure' | 'trap' | 'creature')[]
  mysteryFewer?: number
  /** I-SCEN2-10: who holds a kept Discovery token this round. */
  tokenHolders?: Record<string, { character: string; round: number }>
  /** I-SCEN6-02: the inventions setup drew from the deck. */
  drawn?: readonly string[]
  /** I-SCEN5-02: tiles lying face down on spaces (not explorable until revealed). */
  faceDown?: Record<string, string>
  /** I-SCEN2-01, I-SCEN7-09: tile inventions standing on each space (tile-builds.ts). */
  tileItems?: Record<string, readonly string[]>
  /** I-INV-05: successful builds of repeatable inventions, completed at the end of the Action phase. */
  repeatBuilds?: { item: string; space: string | null }[]
  plan: PlannedAction[]
  /** I-ACT-02: the seats' confirmations of the plan on the table, once someone confirmed (plan-confirm.ts). */
  planAgreement?: GroupDecision<PlannedAction[]>
  resolveIndex: number
  pawnsGranted: NeutralPawn[]
  skip: readonly PhaseId[]
  /** I-TOKEN-20: the source that produced through the Shortcut, and the round. */
  shortcutSource?: { space: string; source: 'food' | 'wood'; round: number }
  /** I-EVENT-C01: the Roof and Palisade levels the last camp move cost. */
  campMoveLoss?: { roof: number; palisade: number }
  /** I-MYSTERY-C14, I-MYSTERY-C16: effects waiting for the Night phase of their round. */
  atNight?: { round: number; task: Task }[]
  /** I-INV-13: one-character-per-round cards and who holds each until the round ends. */
  roundHolds?: Record<string, string>
  /** I-SCEN3-04: travellers who joined the camp, in the order they came. */
  travellers?: readonly string[]
  /** I-MYSTERY-C08: effects waiting for the end of this Action phase, with their context. */
  atEndOfAction?: Task[]
  /** I-TOKEN-03: tokens put on action spaces or decks during this Action phase, placed when it ends. */
  tokensAfterAction?: { board: string; token: TokenKind }[]
  /** I-EVENT-C14: the round of a quarrel (no mixed stacks), or null. */
  quarrel: number | null
  weatherExtra: readonly string[]
  /** Cloud modifiers bought for the next Weather phase (I-WEATHER-10). */
  weatherMods: { ignoreRain: number; ignoreSnow: number; snowAsRain: number; ignoreAnimals?: number; rerollAnimals?: number }
  /** Temporary Weapon boost for the next combat (I-GOLD-24). */
  tempWeapon: number
  totems: number
  numberTokens: Readonly<Record<string, number>>
  pending: Pending | null
  /** The decisions interrupted by "at any time" uses (ability, token, equipment), back once their effects ran (last in, first out). */
  resume: Pending[]
  queue: Task[]
  /** The current step has started (it waits for a decision or works through a list). */
  stepStarted: boolean
  /** The current step is finished; it is left once the queued effects have run. */
  stepDone: boolean
  /** A risky action's roll while its reroll window is open (I-DICE-06): the plan index, the dice, each offer's cost. */
  roll: { index: number; roll: ActionDiceRoll; costs: Record<string, number> } | null
  /** The Event card revealed this Event phase, waiting to slide (I-EVENT-04). */
  revealed: string | null
  /** I-NIGHT-14: tokens on the camp tile put there by an Item or a kept Treasure (they follow the camp). */
  campFollowers?: { token: TokenKind; card: string }[]
  /** I-ACT-ADV03: built Items marked by a card (by card id), until that card flips them. */
  itemMarks?: Record<string, string[]>
  /** What the action being resolved put into Future (plan index), for a night outside (I-NIGHT-18). */
  actionGains?: { index: number; gained: Resources; tokens: string[] }
  /** Nothing is created or lost: every resource gained and spent (I-COMP-30: the supply is unlimited). */
  ledger: { gained: Resources; spent: Resources }
  outcome: 'won' | 'lost' | null
  reason: string | null
}

export type IslandCommand =
  | { type: 'plan'; target: PlanTarget; pawns: PawnRef[]; items?: string[] }
  | { type: 'unplan'; index: number }
  /** I-ACT-02: `seat` confirms the plan; without a seat the First Player settles it for the group. */
  | { type: 'commitPlan'; seat?: number }
  | { type: 'stock'; pile: string; amount: number }
  | { type: 'choose'; option: number }
  | { type: 'moveCamp'; space: string }
  | { type: 'stayCamp' }
  | { type: 'ability'; character: string; ability: string }
  | { type: 'discovery'; token: string; character?: string }
  | { type: 'equipment'; card: string }
  | { type: 'reroll'; offer: string; position: number }
  | { type: 'keepDice' }
