import {
  cloneJson,
  hasCheckpoint,
  isRuleError,
  ruleError,
  stateHash,
  undo as undoLog,
  undoableCount,
  type GameEvent,
  type RuleError,
} from '../../../src-shared/engine'
import { diskErrorMessage, isDiskError } from '../fs/disk-error'
import type { Ruleset } from '../../../src-shared/engine/ruleset'
import type { Command, GameModule, RulesetTypes } from '../../../src-shared/game-module'
import type { GameTotals } from '../../../src-shared/ipc/games'
import { encodeMarks } from '../saves/command-marks'
import { LazyCommands } from '../saves/lazy-commands'
import type { JournalEntry, PackRef, SaveSummary } from '../saves/save-format'
import type { VerifiedGame } from '../saves/verify-save'

/** Everything `save.json` records about the game itself (the store adds name, app version and time). */
export interface GameRecord {
  ruleset: string
  /** The ruleset's save data version (`GameModule.saveFormat`). */
  rulesetFormat: number
  packs: PackRef[]
  seed: number
  settings: unknown
  commands: Command[]
  /** The number of the last journal entry this record includes. */
  journalSeq: number
  snapshot: unknown
  snapshotHash: string
  players: { seat: number; character: string }[]
  summary: SaveSummary
  /** Per-command marks (`encodeMarks`), so the save opens without a replay; absent when they do not fit. */
  marks?: string
}

/**
 * Where a session makes its moves durable (SaveStore.persistence(slotId) in the app; a
 * fake in tests). `append` must not resolve before the entry is on disk (fsynced).
 */
export interface SessionPersistence {
  append(entry: JournalEntry): Promise<void>
  /** Rewrites the whole save atomically (save.json), after which the journal may be cleared. */
  checkpoint(record: GameRecord): Promise<void>
}

export interface GameSessionOptions {
  persistence?: SessionPersistence
  /** Rewrite save.json after this many commands since the last rewrite (default 25). */
  saveEvery?: number
}

export interface Applied<V = unknown> {
  view: V
  events: GameEvent[]
}

/**
 * Why a write failed, for the player: a file-system failure in words (never its raw text or
 * path); the store's own errors (SaveError) are already worded.
 */
function saveFailure(error: unknown, whatFailed: string): string {
  if (isDiskError(error)) return diskErrorMessage(error, whatFailed)
  return error instanceof Error ? error.message : `${whatFailed}.`
}

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0)

/**
 * A live game in the main process, for any ruleset (its GameModule): the authoritative state,
 * the command log, and the port that makes every accepted command durable before anyone is told
 * it was accepted. Calls are serialised, so two quick clicks never interleave their journal writes.
 */
export class GameSession<T extends RulesetTypes = RulesetTypes> {
  readonly module: GameModule<T>
  readonly rules: Ruleset<T['state'], T['config'], T['command'], T['decision'], T['view']>
  readonly content: T['content']
  readonly packs: PackRef[]
  readonly config: T['config']
  readonly seed: number
  #state: T['state']
  /** The log; a game opened from a long save keeps its saved part as text until something needs it. */
  #commands: LazyCommands<T['command']>
  #checkpoints: boolean[]
  /** Per command (index = log position), so an undo that cuts the log cuts these exactly. */
  #turnEnds: number[]
  #actionStarts: number[]
  /**
   * Public events per command (index = log position), as far as known: a game opened from a save
   * starts with none and `log()` fills them once by replay; every move played adds its own.
   */
  #events: GameEvent[][] = []
  #persistence: SessionPersistence | undefined
  #saveEvery: number
  #sinceSave = 0
  /** Number of the last journal entry written (entries are numbered across journal resets). */
  #seq: number
  #queue: Promise<unknown> = Promise.resolve()
  /** The last failure to rewrite save.json (the journal still holds every command); cleared by the next success. The player hears of it through the store's push events (`save-failed`, `save-recovered`), sent by the port itself. */
  lastSaveError: unknown = undefined

  private constructor(
    module: GameModule<T>,
    content: T['content'],
    init: { packs: PackRef[]; config: T['config']; seed: number; state: T['state']; commands: T['command'][] | LazyCommands<T['command']>; checkpoints: boolean[]; turnEnds: number[]; actionStarts: number[]; seq: number },
    options: GameSessionOptions,
  ) {
    this.module = module
    this.content = content
    this.rules = module.rules(content)
    this.packs = init.packs
    this.config = init.config
    this.seed = init.seed
    this.#state = init.state
    this.#commands = Array.isArray(init.commands) ? LazyCommands.of(init.commands) : init.commands
    this.#checkpoints = init.checkpoints
    this.#turnEnds = init.turnEnds
    this.#actionStarts = init.actionStarts
    this.#seq = init.seq
    this.#persistence = options.persistence
    this.#saveEvery = options.saveEvery ?? 25
  }

  /** A new game: the engine's setup from (content, config, seed), or its RuleError. */
  static create<T extends RulesetTypes>(
    input: { module: GameModule<T>; content: T['content']; packs: PackRef[]; config: T['config']; seed: number },
    options: GameSessionOptions = {},
  ): GameSession<T> | RuleError {
    const config = cloneJson(input.config)
    const state = input.module.rules(input.content).setup(config, input.seed)
    if (isRuleError(state)) return state
    return new GameSession(input.module, input.content, { packs: input.packs, config, seed: input.seed, state, commands: [], checkpoints: [], turnEnds: [], actionStarts: [], seq: 0 }, options)
  }

  /** A game resumed from a save that `verifySave` (or `SaveStore.load`) replayed to its snapshot. */
  static fromVerified(game: VerifiedGame, options: GameSessionOptions = {}): GameSession {
    const { save } = game
    return new GameSession(
      game.module,
      game.resolved.content,
      {
        packs: save.packs,
        config: save.settings,
        seed: save.seed,
        state: game.state,
        commands: game.log ?? [...game.commands],
        checkpoints: [...game.checkpoints],
        turnEnds: [...game.turnEnds],
        actionStarts: [...game.actionStarts],
        seq: game.journalSeq,
      },
      options,
    )
  }

  /** Connects the session to its slot (after SaveStore.create wrote the first save.json). */
  attach(persistence: SessionPersistence, saveEvery?: number): void {
    this.#persistence = persistence
    if (saveEvery !== undefined) this.#saveEvery = saveEvery
  }

  #serial<T>(work: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(work, work)
    this.#queue = run.catch(() => undefined)
    return run
  }

  /**
   * Validates `command` with the engine, appends it to the journal (fsynced) and only then
   * commits it and returns the new view and the events. A refused command, or a journal
   * write that failed (`save-failed`: the move did not happen), returns a RuleError.
   */
  apply(command: unknown, seat?: number): Promise<Applied<T['view']> | RuleError> {
    return this.#serial(async () => {
      let cmd: T['command']
      try {
        // A private copy of plain JSON: the caller cannot change the logged command afterwards.
        cmd = JSON.parse(JSON.stringify(command) ?? 'null') as T['command']
      } catch {
        return ruleError('bad-command', 'a command must be plain JSON')
      }
      if (typeof cmd !== 'object' || cmd === null || typeof (cmd as { type?: unknown }).type !== 'string') {
        return ruleError('bad-command', 'a command is an object with a string "type"')
      }
      const result = this.rules.apply(this.#state, cmd)
      if (isRuleError(result)) return result
      const n = this.#commands.length
      if (this.#persistence) {
        try {
          // A fresh number even when this write fails: a half-written failed line can never pose as a later one.
          await this.#persistence.append({ s: ++this.#seq, n, c: cmd })
        } catch (error) {
          return ruleError('save-failed', `${saveFailure(error, 'The move could not be saved')} The move was not played.`)
        }
      }
      const events = this.module.publicEvents(this.content, result.events, result.state)
      // Known only when every earlier command's events are (else `log()` replays them all).
      if (this.#events.length === this.#commands.length) this.#events.push(events)
      this.#state = result.state
      this.#commands.push(cmd)
      this.#checkpoints.push(hasCheckpoint(result.events))
      const tally = this.module.tally(result.events)
      this.#turnEnds.push(tally.turns)
      this.#actionStarts.push(tally.actions)
      this.#sinceSave++
      if (this.#sinceSave >= this.#saveEvery || this.module.outcome(this.#state) !== null) await this.#writeSave()
      return { view: this.rules.view(this.#state, seat), events }
    })
  }

  /**
   * Takes back the last command (kernel `undo`: replay without it). Refused with a reason
   * (`nothing-to-undo`, `undo-checkpoint`: it revealed information or used chance) otherwise.
   */
  undo(seat?: number): Promise<{ view: T['view'] } | RuleError> {
    return this.#serial(async () => {
      if (this.#commands.length === 0) return ruleError('nothing-to-undo', 'Nothing to undo: no command has been played yet.')
      const result = undoLog(this.rules, this.config, this.seed, { commands: this.#commands.all(), checkpoints: this.#checkpoints })
      if (isRuleError(result)) return result
      const n = this.#commands.length - 1
      if (this.#persistence) {
        try {
          await this.#persistence.append({ s: ++this.#seq, n, undo: true })
        } catch (error) {
          return ruleError('save-failed', `${saveFailure(error, 'The undo could not be saved')} Nothing was undone.`)
        }
      }
      this.#state = result.state
      this.#commands.replace(result.log.commands)
      this.#checkpoints = result.log.checkpoints
      // Replay is deterministic: the commands kept produce the same events, so their counts stand.
      this.#events = this.#events.slice(0, n)
      this.#turnEnds = this.#turnEnds.slice(0, n)
      this.#actionStarts = this.#actionStarts.slice(0, n)
      this.#sinceSave++
      return { view: this.rules.view(this.#state, seat) }
    })
  }

  /**
   * The public events of every command of the game, in order (one batch per command, `index` =
   * its place in the log): the whole game replayed from its seed, so a log can be rebuilt after a
   * reload or a reopened save. Deterministic replay gives the events the players saw.
   */
  log(): Promise<{ index: number; events: GameEvent[] }[] | RuleError> {
    return this.#serial(async () => {
      if (this.#events.length !== this.#commands.length) {
        let state = this.rules.setup(cloneJson(this.config), this.seed)
        if (isRuleError(state)) return state
        const all: GameEvent[][] = []
        for (const [index, cmd] of this.#commands.all().entries()) {
          const result = this.rules.apply(state, cmd)
          if (isRuleError(result)) return ruleError('replay-failed', `command ${index} no longer replays: ${result.message}`)
          state = result.state
          all.push(this.module.publicEvents(this.content, result.events, state))
        }
        this.#events = all
      }
      return this.#events.map((events, index) => ({ index, events }))
    })
  }

  /** How many commands `undo` can take back now (those after the last checkpoint). */
  get undoable(): number {
    // Counted from the checkpoints alone: asking must not parse a long log that is still text.
    return undoableCount({ commands: [], checkpoints: this.#checkpoints })
  }

  /** The public projection for one seat (or a spectator). */
  view(seat?: number): T['view'] {
    return this.rules.view(this.#state, seat)
  }

  /**
   * The full current state, hidden information included: for main-process code (saves, bots,
   * benchmarks) only; the renderer gets `view()`. Treat as read-only (the engine never mutates it).
   */
  get state(): T['state'] {
    return this.#state
  }

  /** Every command the engine accepts now. */
  legalCommands(): T['command'][] {
    return this.rules.legalCommands(this.#state)
  }

  /** The command log so far (a copy). */
  get commands(): readonly T['command'][] {
    return [...this.#commands.all()]
  }

  /** How many turns have ended. */
  get turns(): number {
    return sum(this.#turnEnds)
  }

  /** Turns, actions and commands over the whole game (what the end-of-game summary shows). */
  get totals(): GameTotals {
    return { turns: this.turns, actions: sum(this.#actionStarts), commands: this.#commands.length }
  }

  /** The snapshot hash of the current state (what a save records). */
  hash(): string {
    return stateHash(this.#state)
  }

  /** Everything a save needs about this game now. */
  record(): GameRecord {
    const snapshot = cloneJson(this.#state)
    return {
      ruleset: this.module.id,
      rulesetFormat: this.module.saveFormat,
      packs: this.packs.map((p) => ({ ...p })),
      seed: this.seed,
      settings: cloneJson(this.config),
      commands: [...this.#commands.all()],
      journalSeq: this.#seq,
      snapshot,
      snapshotHash: stateHash(snapshot),
      players: this.module.seatsOf(this.config).map((p) => ({ seat: p.seat, character: p.character })),
      summary: { turns: this.turns, ...this.module.summary(snapshot) },
      ...this.#marks(),
    }
  }

  #marks(): { marks?: string } {
    const marks = encodeMarks({ checkpoints: this.#checkpoints, turnEnds: this.#turnEnds, actionStarts: this.#actionStarts })
    return marks === undefined ? {} : { marks }
  }

  async #writeSave(): Promise<void> {
    if (!this.#persistence) return
    try {
      await this.#persistence.checkpoint(this.record())
      this.#sinceSave = 0
      this.lastSaveError = undefined
    } catch (error) {
      // The journal already holds every command; the next checkpoint or close tries again.
      this.lastSaveError = error
    }
  }

  /** Rewrites save.json now (e.g. on a menu "Save", or when the window loses focus). Rejects if the write fails. */
  flush(): Promise<void> {
    return this.#serial(async () => {
      if (!this.#persistence) return
      await this.#persistence.checkpoint(this.record())
      this.#sinceSave = 0
      this.lastSaveError = undefined
    })
  }

  /** Final save.json rewrite; the session stays usable in memory but is detached from its slot. */
  async close(): Promise<void> {
    await this.flush()
    this.#persistence = undefined
  }
}
