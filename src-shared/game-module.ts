import type { z } from 'zod'
import type { PackContentBase, PackContentSpec } from './content/pack-spec'
import type { GameEvent, Ruleset } from './engine/ruleset'
import type { RngState } from './engine/rng'
import type { RuleOptionsDescriptor } from './rule-options'
import type { SaveMigration } from './save-migration'

/** A command of any ruleset: a plain JSON object with a `type`. */
export interface Command {
  type: string
}

/**
 * The types one ruleset is made of, in one bundle so the contract reads `GameModule<SomeTypes>`
 * instead of ten type parameters.
 */
export interface RulesetTypes {
  state: unknown
  config: unknown
  command: Command
  decision: unknown
  view: unknown
  /** The ruleset's content, as its pack loader builds it. */
  content: PackContentBase
  /** What a ruleset's New game form chooses besides seats and options (e.g. curses to lift, a difficulty). */
  setup: unknown
  /** What the New game screen needs to know of a pack besides its characters (e.g. the curses it offers). */
  packSetup: unknown
  /** Public per-game data every reply carries besides the view (e.g. titles of things named by id). */
  extras: unknown
  /** The public picture of a saved game the Saves list draws. */
  thumbnail: unknown
}

/** A localised text: locale → text. */
export type Localised = Record<string, string>

/**
 * Who sits at the table. Seats take turns at the one computer; each plays one or more characters
 * (Saga's solo player plays two); characters that are not seats (Island's companions) are the
 * ruleset's business and never appear here.
 */
export interface SeatsModel {
  min: number
  max: number
  /** Characters each seat plays, by the number of seats (absent: 1). */
  charactersPerSeat?: Readonly<Record<number, number>>
}

/** The characters a seat plays, for a given number of seats. */
export const charactersPerSeat = (model: SeatsModel, seats: number): number => model.charactersPerSeat?.[seats] ?? 1

/** One seat of a new game, as the New game form fills it. */
export interface NewSeat {
  name: string
  characters: string[]
}

/** A seat as the table shows it. */
export interface SeatInfo {
  seat: number
  name: string
  /** The first character (what one-character rulesets show). */
  character: string
  characters: string[]
}

export type Outcome = 'won' | 'lost' | null

/** What the slot list shows of a game without replaying it. */
export interface GameSummary {
  phase: string
  outcome: Outcome
}

/** Counts a command's events add to the whole-game totals (the end-of-game summary). */
export interface EventTally {
  turns: number
  actions: number
}

/**
 * A way of playing: picks one of the legal commands (never a command of its own making). A method,
 * so a ruleset's policy over its own state fits the contract of every ruleset.
 */
export interface Policy<T extends RulesetTypes = RulesetTypes> {
  pick(state: T['state'], legal: readonly T['command'][], rng: RngState): T['command']
}

/** A named policy, bound to one pack's content as `rules` is (it may read card definitions). */
export interface PolicyFactory<T extends RulesetTypes = RulesetTypes> {
  /** What the policy does, for `simulate --help`. */
  readonly summary: string
  forContent(content: T['content']): Policy<T>
}

/**
 * One ruleset, as every layer sees it (design §1; a boardgame.io game definition in spirit): the
 * engine's pure functions over a pack's content, the schemas of what crosses IPC and saves, the
 * rule options, the seats, and the few projections main needs (summary, thumbnail, public
 * strings). Main's services, the save store and the CLI need nothing but this object.
 */
export interface GameModule<T extends RulesetTypes = RulesetTypes> {
  readonly id: string
  /** The ruleset's pack format: what the generic pack loader needs to read its packs (`content/pack-spec.ts`). */
  readonly content: PackContentSpec<T['content']>
  /** The engine functions bound to one pack's content. Pure; cache the result per content. */
  rules(content: T['content']): Ruleset<T['state'], T['config'], T['command'], T['decision'], T['view']>
  readonly schemas: {
    /** A command as the renderer sends it (main parses every command with it before the engine judges it). */
    command: z.ZodType<T['command']>
    /** The ruleset's part of a New game request (`setup`). */
    setup: z.ZodType<T['setup']>
    /** The game config as a save stores it: loose, the replay proves it right. */
    config: z.ZodType<T['config']>
  }
  /** The rule options, declared once (engine defaults, IPC and save schemas, the New game form). */
  readonly options: RuleOptionsDescriptor
  readonly seats: SeatsModel
  /** The config of a new game, or why it cannot be made (a player-facing sentence). */
  newGameConfig(input: { seats: NewSeat[]; setup: T['setup']; options: Record<string, unknown> }, content: T['content']): T['config'] | string
  /** The seats of a game's config (names, characters), for replies and saves. */
  seatsOf(config: T['config']): SeatInfo[]
  /**
   * A config for generated games (simulate, bench, `save random`): the first `players` characters,
   * every option written out at its default unless `options` (rule options by key) says otherwise.
   */
  sampleConfig(content: T['content'], players: number, options?: Record<string, unknown>): T['config']
  /** What the New game screen needs of a pack. */
  packInfo(content: T['content']): { characters: { id: string; name: Localised }[]; setup: T['packSetup'] }
  /**
   * The pack strings public data may show (never the text of a hidden card face), by locale:
   * `shown` is a view, or a view with its events, or the public events of a log.
   */
  publicStrings(content: T['content'], shown: unknown): Record<string, Record<string, string>>
  extras(content: T['content']): T['extras']
  outcome(state: T['state']): Outcome
  summary(state: T['state']): GameSummary
  tally(events: readonly GameEvent[]): EventTally
  /**
   * The events of one command as the players may see them, given the state after it: nothing a
   * view would hide, plus whatever a log needs to name things later (`game:log`, every reply).
   */
  publicEvents(content: T['content'], events: readonly GameEvent[], state: T['state']): GameEvent[]
  /** The public picture of a saved snapshot (read loosely: undefined when unreadable). */
  thumbnail(snapshot: unknown, content: T['content']): T['thumbnail'] | undefined
  /** This ruleset's save data version, and the numbered steps that bring older data up to it. */
  readonly saveFormat: number
  readonly migrations: readonly SaveMigration[]
  /** A state in a few lines and a JSON summary, for `fogbound save replay` and bug reports (hidden data included: a developer tool). */
  describe(state: T['state']): { summary: Record<string, unknown>; lines: string[] }
  /** The random-play policy of `simulate` (default: uniform over the legal commands). */
  pickRandom?(state: T['state'], legal: readonly T['command'][], rng: RngState): T['command']
  /**
   * Playing policies besides random play, by name (`simulate --policy NAME`; e.g. Island's
   * `heuristic`, a group playing sensibly). Each picks among the legal commands only, from a
   * seeded generator, so a simulated game is replayable from its seed.
   */
  readonly policies?: Readonly<Record<string, PolicyFactory<T>>>
}
