import { randomInt } from 'node:crypto'
import { isRuleError, type GameEvent, type RuleError } from '../../../src-shared/engine'
import type { GameModule, NewSeat } from '../../../src-shared/game-module'
import { moduleOf } from '../../../src-shared/registry'
import { optionsRequestSchema } from '../../../src-shared/rule-options-schema'
import type { GameLogReply, GameReply, PackInfo } from '../../../src-shared/ipc/games'
import { toIpcIssues } from '../../../src-shared/ipc/issues'
import type { IpcIssue } from '../../../src-shared/ipc/result'
import type { CardDatabase, PackSummary } from '../cards/card-database'
import type { ContentSource, SaveStore } from '../saves'
import { GameSession } from './game-session'

/** What a new game is made of (the parsed `game:new` payload; `setup` and `options` are the ruleset's to parse). */
export interface NewGameInput {
  packId: string
  seats: NewSeat[]
  setup: Record<string, unknown>
  options: Record<string, unknown>
  seed?: number | undefined
  slotName: string
}

/** Why the manager refused: the IPC layer maps `kind` to an error code. */
export class GameManagerError extends Error {
  override readonly name = 'GameManagerError'
  constructor(
    readonly kind: 'not-found' | 'bad-request' | 'rule-error',
    message: string,
    readonly rule?: RuleError,
    /** With `bad-request`: the fields at fault. */
    readonly issues?: IpcIssue[],
  ) {
    super(message)
  }
}

export interface GameManagerOptions {
  cards: CardDatabase
  saves: SaveStore
  /** The packs saves are replayed with (the same folders as `cards`). */
  content: ContentSource
  /** Seeds for games started without one (tests pass a fixed one). */
  newSeed?: () => number
}

interface OpenGame {
  slotId: string
  slotName: string
  packId: string
  session: GameSession
}

/** `bad-request` naming the fields, from a ruleset schema's issues (`setup.curses: choose at least one curse`). */
function badRequest(field: string, schemaIssues: Parameters<typeof toIpcIssues>[0]): GameManagerError {
  const issues = toIpcIssues(schemaIssues, [field])
  return new GameManagerError('bad-request', `Invalid ${field}: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`, undefined, issues)
}

/**
 * The live game of this host (at most one: hot seat at one computer). Every game has a save
 * slot from its first move: `newGame` creates the slot before answering, and every command is
 * journaled by the session before the new view is returned.
 */
export class GameManager {
  readonly #o: GameManagerOptions
  #open: OpenGame | undefined
  /** Serialises open/close/switch so two quick clicks never open two sessions on one slot. */
  #queue: Promise<unknown> = Promise.resolve()

  constructor(options: GameManagerOptions) {
    this.#o = options
  }

  #serial<T>(work: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(work, work)
    this.#queue = run.catch(() => undefined)
    return run
  }

  /** The slot of the open game, if any. */
  get openSlot(): string | undefined {
    return this.#open?.slotId
  }

  /** A loaded pack and the module of its ruleset (`not-found` for a pack this build does not have or cannot play). */
  #pack(packId: string): { summary: PackSummary; module: GameModule } {
    const summary = this.#o.cards.packs().find((p) => p.id === packId)
    const module = summary === undefined ? undefined : moduleOf(summary.ruleset)
    if (!summary || !module) throw new GameManagerError('not-found', `There is no pack "${packId}".`)
    return { summary, module }
  }

  /** Packs for the New game screen: titles, characters, seats and each ruleset's own setup data. */
  packs(): PackInfo[] {
    return this.#o.cards.packs().flatMap((summary) => {
      const module = moduleOf(summary.ruleset)
      if (!module) return []
      const info = module.packInfo(this.#o.cards.content(summary.id))
      return [{ ...summary, seats: module.seats, characters: info.characters, setup: info.setup } as PackInfo]
    })
  }

  #reply(game: OpenGame, view: unknown = game.session.view(), events: GameEvent[] = []): GameReply {
    const { session } = game
    return {
      ruleset: session.module.id,
      slotId: game.slotId,
      slotName: game.slotName,
      packId: game.packId,
      seats: session.module.seatsOf(session.config),
      view,
      events,
      // The events too: they name cards the view may no longer show (a State prevented, a curse drawn).
      strings: session.module.publicStrings(session.content, { view, events }),
      extras: session.module.extras(session.content),
      undoable: session.undoable,
      totals: session.totals,
    } as GameReply
  }

  async #closeOpen(): Promise<void> {
    const open = this.#open
    this.#open = undefined
    if (open) await open.session.close()
  }

  /**
   * Starts a game: the ruleset's parts of the request parsed by its module, the engine's setup,
   * then its slot; the previous game is saved and closed first.
   */
  newGame(input: NewGameInput): Promise<GameReply> {
    return this.#serial(async () => {
      const { summary, module } = this.#pack(input.packId)
      if (input.seats.length < module.seats.min || input.seats.length > module.seats.max) {
        const message = `a game of this pack has ${module.seats.min} to ${module.seats.max} players`
        throw new GameManagerError('bad-request', `seats: ${message}`, undefined, [{ path: 'seats', message }])
      }
      const setup = module.schemas.setup.safeParse(input.setup)
      if (!setup.success) throw badRequest('setup', setup.error.issues)
      const options = optionsRequestSchema(module.options).safeParse(input.options)
      if (!options.success) throw badRequest('options', options.error.issues)
      const resolved = await this.#o.content.resolve([{ id: summary.id, version: summary.version }])
      const config = module.newGameConfig({ seats: input.seats, setup: setup.data, options: options.data }, resolved.content)
      if (typeof config === 'string') throw new GameManagerError('bad-request', config)
      const seed = input.seed ?? this.#o.newSeed?.() ?? randomInt(0, 2 ** 31)
      const session = GameSession.create({ module, content: resolved.content, packs: resolved.packs, config, seed })
      if (isRuleError(session)) throw new GameManagerError('rule-error', session.message, session)
      await this.#closeOpen()
      const slotId = await this.#o.saves.create(input.slotName, session)
      this.#open = { slotId, slotName: input.slotName.trim(), packId: summary.id, session }
      return this.#reply(this.#open)
    })
  }

  /** Opens a slot (replayed and verified by the store), closing the open game first. Throws SaveError when it cannot. */
  open(slotId: string): Promise<GameReply> {
    return this.#serial(async () => this.#reply(await this.#openSlot(slotId)))
  }

  async #openSlot(slotId: string): Promise<OpenGame> {
    if (this.#open?.slotId === slotId) return this.#open
    await this.#closeOpen()
    const game = await this.#o.saves.load(slotId)
    const session = GameSession.fromVerified(game, { persistence: this.#o.saves.persistence(slotId) })
    const packId = game.save.packs[0]?.id ?? '?'
    this.#open = { slotId, slotName: game.save.name, packId, session }
    return this.#open
  }

  /** The view of a slot's game, opening it when it is not the open one (e.g. after a page reload). */
  view(slotId: string): Promise<GameReply> {
    return this.open(slotId)
  }

  /**
   * Plays a command in the open game of `slotId`: parsed with its ruleset's command schema
   * (`bad-request` naming the field), then judged by the engine (a refusal is a `rule-error`
   * with the engine's message).
   */
  command(slotId: string, command: unknown): Promise<GameReply> {
    return this.#serial(async () => {
      const game = await this.#openSlot(slotId)
      const parsed = game.session.module.schemas.command.safeParse(command)
      if (!parsed.success) throw badRequest('command', parsed.error.issues)
      const result = await game.session.apply(parsed.data)
      if (isRuleError(result)) throw new GameManagerError('rule-error', result.message, result)
      return this.#reply(game, result.view, result.events)
    })
  }

  undo(slotId: string): Promise<GameReply> {
    return this.#serial(async () => {
      const game = await this.#openSlot(slotId)
      const result = await game.session.undo()
      if (isRuleError(result)) throw new GameManagerError('rule-error', result.message, result)
      return this.#reply(game, result.view)
    })
  }

  /** The whole game's log of `slotId` (public events per command, replayed from its command log) and the strings they name. */
  log(slotId: string): Promise<GameLogReply> {
    return this.#serial(async () => {
      const game = await this.#openSlot(slotId)
      const { session } = game
      const batches = await session.log()
      if (isRuleError(batches)) throw new GameManagerError('rule-error', batches.message, batches)
      return { slotId: game.slotId, batches, strings: session.module.publicStrings(session.content, batches) }
    })
  }

  /** Saves and closes the game of `slotId` if it is the open one. */
  close(slotId?: string): Promise<void> {
    return this.#serial(async () => {
      if (slotId === undefined || this.#open?.slotId === slotId) await this.#closeOpen()
    })
  }

  /**
   * Opens the most recently played slot that reads without a problem and is still in play:
   * a won or lost game has nothing left to continue (the Saves screen still opens it).
   */
  async continue(): Promise<GameReply> {
    const latest = (await this.#o.saves.list()).find((s) => s.problem === undefined && s.outcome === null)
    if (!latest) throw new GameManagerError('not-found', 'There is no unfinished game to continue.')
    return this.open(latest.id)
  }

  /** The slot's name changed (Saves screen): keep the open game's name in step. */
  renamed(slotId: string, name: string): void {
    if (this.#open?.slotId === slotId) this.#open.slotName = name.trim()
  }
}
