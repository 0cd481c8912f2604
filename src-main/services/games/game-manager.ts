import { randomInt } from 'node:crypto'
import { isRuleError, type GameEvent, type RuleError } from '../../../src-shared/engine'
import type { ContinentContent } from '../../../src-shared/content/continent/content'
import { DEFAULT_SETTINGS, type ContinentCommand, type ContinentConfig } from '../../../src-shared/rulesets/continent'
import type { GameMode, GameReply, PackInfo, RuleOptions, SeatInfo } from '../../../src-shared/ipc/games'
import type { CardDatabase } from '../cards/card-database'
import type { ContentSource, SaveStore } from '../saves'
import { GameSession } from './game-session'

/** What a new game is made of (the parsed `game:new` payload). */
export interface NewGameInput {
  packId: string
  curses: string[]
  seats: { name: string; character: string }[]
  mode: GameMode
  settings: RuleOptions
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
  content: ContinentContent
}

/** The player names live in the game config (the save keeps it whole and replay ignores them). */
interface ConfigWithNames extends ContinentConfig {
  playerNames?: string[]
}

const cardKeyCache = new WeakMap<ContinentContent, Set<string>>()

/** Every string value anywhere in `value` that is one of `keys` (pack string keys a card or view names). */
function keysIn(value: unknown, keys: ReadonlySet<string>, out: Set<string>): void {
  if (typeof value === 'string') {
    if (keys.has(value)) out.add(value)
  } else if (Array.isArray(value)) {
    for (const v of value) keysIn(v, keys, out)
  } else if (typeof value === 'object' && value !== null) {
    for (const v of Object.values(value)) keysIn(v, keys, out)
  }
}

function allKeys(content: ContinentContent): Set<string> {
  return new Set(Object.values(content.strings).flatMap((table) => Object.keys(table)))
}

/** Keys some card names: these are sent only when a card in the view names them (C-D-2: no hidden fronts). */
function cardKeys(content: ContinentContent): Set<string> {
  let found = cardKeyCache.get(content)
  if (!found) {
    found = new Set<string>()
    keysIn(content.cards, allKeys(content), found)
    cardKeyCache.set(content, found)
  }
  return found
}

/**
 * The pack strings a view may show: the keys the view itself names, the curse and character
 * names, and every key no card names (pack title, keyword and area names…). The text of a
 * face-down card never leaves main.
 */
export function publicStrings(content: ContinentContent, view: unknown): Record<string, Record<string, string>> {
  const keys = allKeys(content)
  const byCards = cardKeys(content)
  const wanted = new Set<string>()
  keysIn(view, keys, wanted)
  for (const c of content.manifest.curses) wanted.add(c.title)
  for (const uid of Object.values(content.characters)) {
    const card = content.cards[uid]
    if (card?.type === 'character') wanted.add(card.title)
  }
  const out: Record<string, Record<string, string>> = {}
  for (const [locale, table] of Object.entries(content.strings)) {
    const picked: Record<string, string> = {}
    for (const [key, text] of Object.entries(table)) if (wanted.has(key) || !byCards.has(key)) picked[key] = text
    out[locale] = picked
  }
  return out
}

const byLocale = (content: ContinentContent, key: string): Record<string, string> =>
  Object.fromEntries(Object.entries(content.strings).map(([locale, table]) => [locale, table[key] ?? key]))

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

  /** Packs for the New game screen: titles, curses (the first is the recommended one) and characters. */
  packs(): PackInfo[] {
    return this.#o.cards.packs().map((summary) => {
      const content = this.#o.cards.content(summary.id)
      return {
        ...summary,
        curses: content.manifest.curses.map((c, i) => ({ id: c.id, title: byLocale(content, c.title), recommended: i === 0 })),
        characters: Object.entries(content.characters)
          .map(([id, uid]) => {
            const card = content.cards[uid]
            return { id, name: card?.type === 'character' ? byLocale(content, card.title) : { en: id } }
          })
          .sort((a, b) => a.id.localeCompare(b.id)),
      }
    })
  }

  #reply(game: OpenGame, view = game.session.view(), events: GameEvent[] = []): GameReply {
    const config = game.session.config as ConfigWithNames
    const seats: SeatInfo[] = config.characters.map((character, seat) => ({ seat, character, name: config.playerNames?.[seat] ?? `Player ${seat + 1}` }))
    return {
      slotId: game.slotId,
      slotName: game.slotName,
      packId: game.packId,
      seats,
      view,
      events,
      strings: publicStrings(game.content, view),
      curses: Object.fromEntries(game.content.manifest.curses.map((c) => [c.id, c.title])),
      undoable: game.session.undoable,
      totals: game.session.totals,
    }
  }

  async #closeOpen(): Promise<void> {
    const open = this.#open
    this.#open = undefined
    if (open) await open.session.close()
  }

  /** Starts a game: the engine's setup, then its slot; the previous game is saved and closed first. */
  newGame(input: NewGameInput): Promise<GameReply> {
    return this.#serial(async () => {
      if (!this.#o.cards.has(input.packId)) throw new GameManagerError('not-found', `There is no pack "${input.packId}".`)
      const summary = this.#o.cards.packs().find((p) => p.id === input.packId)
      if (!summary) throw new GameManagerError('not-found', `There is no pack "${input.packId}".`)
      const resolved = await this.#o.content.resolve([{ id: summary.id, version: summary.version }])
      const config: ConfigWithNames = {
        characters: input.seats.map((s) => s.character),
        curses: [...input.curses],
        mode: input.mode,
        settings: { ...DEFAULT_SETTINGS, ...input.settings },
        playerNames: input.seats.map((s) => s.name.trim()),
      }
      const seed = input.seed ?? this.#o.newSeed?.() ?? randomInt(0, 2 ** 31)
      const session = GameSession.create({ content: resolved.content, packs: resolved.packs, config, seed })
      if (isRuleError(session)) throw new GameManagerError('rule-error', session.message, session)
      await this.#closeOpen()
      const slotId = await this.#o.saves.create(input.slotName, session)
      this.#open = { slotId, slotName: input.slotName.trim(), packId: summary.id, session, content: resolved.content }
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
    const content = this.#o.cards.has(packId) ? this.#o.cards.content(packId) : (await this.#o.content.resolve(game.save.packs)).content
    this.#open = { slotId, slotName: game.save.name, packId, session, content }
    return this.#open
  }

  /** The view of a slot's game, opening it when it is not the open one (e.g. after a page reload). */
  view(slotId: string): Promise<GameReply> {
    return this.open(slotId)
  }

  /** Plays a command in the open game of `slotId`; a refusal is a `rule-error` with the engine's message. */
  command(slotId: string, command: ContinentCommand): Promise<GameReply> {
    return this.#serial(async () => {
      const game = await this.#openSlot(slotId)
      const result = await game.session.apply(command)
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

  /** Saves and closes the game of `slotId` if it is the open one. */
  close(slotId?: string): Promise<void> {
    return this.#serial(async () => {
      if (slotId === undefined || this.#open?.slotId === slotId) await this.#closeOpen()
    })
  }

  /** Opens the most recently played slot that reads without a problem. */
  async continue(): Promise<GameReply> {
    const latest = (await this.#o.saves.list()).find((s) => s.problem === undefined)
    if (!latest) throw new GameManagerError('not-found', 'There is no saved game to continue.')
    return this.open(latest.id)
  }

  /** The slot's name changed (Saves screen): keep the open game's name in step. */
  renamed(slotId: string, name: string): void {
    if (this.#open?.slotId === slotId) this.#open.slotName = name.trim()
  }
}
