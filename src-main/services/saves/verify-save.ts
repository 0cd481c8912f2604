import { isRuleError, replay, stateHash, hasCheckpoint } from '../../../src-shared/engine'
import type { Command, GameModule } from '../../../src-shared/game-module'
import { moduleOf } from '../../../src-shared/registry'
import type { ContentSource, ResolvedContent } from './content-source'
import { encodeMarks } from './command-marks'
import type { LazyCommands } from './lazy-commands'
import { applyJournal, entriesAfter } from './journal'
import { migrateRulesetData, migrateSave } from './migrations'
import { SAVE_FORMAT, SaveFileSchema, type JournalEntry, type SaveFile } from './save-format'
import { SaveError } from './save-error'

type GameEventLike = Parameters<GameModule['tally']>[0][number]

/**
 * Parses the text of a save (`save.json` or an exported `.fogbound` file): JSON, then the
 * format tag, then migrations up to the current format, then the zod schema. Every failure
 * is a SaveError with its own kind; nothing is written.
 */
export function parseSaveText(text: string, options: { appVersion?: string } = {}): SaveFile {
  const save = parseSaveObject(parseSaveJson(text), options)
  if (save.marks !== undefined && save.marks.length !== save.commands.length) {
    throw new SaveError('schema', `marks: must have one digit per command (${save.marks.length} digits, ${save.commands.length} commands)`)
  }
  return save
}

/** JSON, then the format tag: the first checks of every save text. */
export function parseSaveJson(text: string): Record<string, unknown> {
  if (text.length === 0) throw new SaveError('empty', 'The save file is empty (0 bytes).')
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch (error) {
    throw new SaveError('not-json', `The save file is damaged: it is not valid JSON (${error instanceof Error ? error.message : String(error)}).`)
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw) || (raw as { format?: unknown }).format !== SAVE_FORMAT) {
    throw new SaveError('not-a-save', `This is not a Fogbound save: "format" is not "${SAVE_FORMAT}".`)
  }
  return raw as Record<string, unknown>
}

/** Migrations up to the current format, then the zod schema and the ruleset's config schema. */
export function parseSaveObject(raw: Record<string, unknown>, options: { appVersion?: string } = {}): SaveFile {
  const envelope = migrateSave(raw, options.appVersion === undefined ? {} : { appVersion: options.appVersion }).save
  const module = rulesetOf(envelope.ruleset, envelope.appVersion)
  const { save } = migrateRulesetData(envelope, module, options.appVersion)
  const parsed = SaveFileSchema.safeParse(save)
  if (!parsed.success) throw new SaveError('schema', `The save file does not match save format ${String(save.formatVersion)}: ${issueList(parsed.error.issues)}`)
  const config = module.schemas.config.safeParse(parsed.data.settings)
  if (!config.success) throw new SaveError('schema', `The save's game settings do not match the ${module.id} rules: ${issueList(config.error.issues, 'settings')}`)
  return parsed.data
}

function issueList(issues: readonly { path: readonly PropertyKey[]; message: string }[], prefix?: string): string {
  return issues
    .slice(0, 5)
    .map((i) => {
      const path = [...(prefix === undefined ? [] : [prefix]), ...i.path.map(String)]
      return `${path.length > 0 ? path.join('.') : '(root)'}: ${i.message}`
    })
    .join('; ')
}

/** The module of a save's ruleset; a ruleset this build does not know is a save from a newer Fogbound. */
function rulesetOf(id: unknown, appVersion: unknown): GameModule {
  const module = typeof id === 'string' ? moduleOf(id) : undefined
  if (module) return module
  if (typeof id !== 'string') throw new SaveError('schema', `ruleset: expected a ruleset id, got ${JSON.stringify(id)}`)
  const by = typeof appVersion === 'string' ? `; it was written by Fogbound ${appVersion}` : ''
  throw new SaveError('too-new', `This save is a game of "${id}", which this version of Fogbound does not play${by}. Update Fogbound to open it; the file was left untouched.`)
}

/** A save whose command log replayed to its snapshot, with the journal applied on top. */
export interface VerifiedGame {
  save: SaveFile
  resolved: ResolvedContent
  module: GameModule
  /** The full log: the save's commands plus the journal. */
  commands: Command[]
  /** The same log, still partly text when the game was opened from a long save's snapshot (the session takes this one). */
  log?: LazyCommands<Command>
  checkpoints: boolean[]
  state: unknown
  /** `turnEnds[i]`: how many turns command i ended (the slot list shows their sum). */
  turnEnds: number[]
  /** `actionStarts[i]`: how many actions command i began (the end-of-game summary shows their sum). */
  actionStarts: number[]
  /** How many journal entries were found past the snapshot. */
  journalEntries: number
  /** The sequence number of the last journal entry in this game (the session continues from it). */
  journalSeq: number
  /** Packs whose installed files differ from the ones the save was made with (same id and version); the replay still matched. */
  changedPacks: string[]
}

/**
 * Replays a save's command log with the engine from its seed and config, and compares the
 * result with the snapshot hash (and the snapshot with its hash). Then applies the journal
 * entries written after the snapshot. Throws a SaveError (`missing-pack`, `replay-failed`,
 * `snapshot-mismatch`, `journal-corrupt`).
 */
export async function verifySave(save: SaveFile, source: ContentSource, journalLines: readonly JournalEntry[] = []): Promise<VerifiedGame> {
  const journal = entriesAfter(journalLines, save.journalSeq)
  const module = moduleOf(save.ruleset)
  if (!module) throw new SaveError('too-new', `This save is a game of "${save.ruleset}", which this version of Fogbound does not play.`)
  const resolved = await source.resolve(save.packs)
  const rules = module.rules(resolved.content)
  const changedPacks = save.packs.filter((p) => resolved.packs.find((r) => r.id === p.id)?.hash !== p.hash).map((p) => p.id)
  const changedNote = changedPacks.length > 0 ? ` The installed pack files differ from the ones this game was played with (${changedPacks.join(', ')}).` : ''
  const commands = save.commands as Command[]
  const replayed = replay(rules, save.settings, save.seed, commands)
  if (isRuleError(replayed)) {
    throw new SaveError('replay-failed', `The game could not be replayed: ${replayed.message}.${changedNote}`)
  }
  if (stateHash(save.snapshot) !== save.snapshotHash) {
    throw new SaveError('snapshot-mismatch', 'The stored snapshot does not match its own hash: the file was altered.')
  }
  if (stateHash(replayed.state) !== save.snapshotHash) {
    throw new SaveError('snapshot-mismatch', `Replaying the ${commands.length} commands does not lead to the stored snapshot.${changedNote}`)
  }
  const t = replayed.events.map((e) => module.tally(e))
  const played: PlayedGame = {
    state: replayed.state,
    commands,
    checkpoints: replayed.log.checkpoints,
    turnEnds: t.map((x) => x.turns),
    actionStarts: t.map((x) => x.actions),
  }
  if (save.marks !== undefined && encodeMarks(played) !== save.marks) throw new SaveError('snapshot-mismatch', MARKS_MISMATCH)
  const game = withJournal(save, module, rules, played, journal)
  return { save, resolved, module, ...game, journalEntries: journal.length, journalSeq: journal.at(-1)?.s ?? save.journalSeq, changedPacks }
}

export const MARKS_MISMATCH = "The save's per-command marks do not match its replay: the file was altered."

/** A game as far as its log goes: state, log and the per-command marks. */
export interface PlayedGame {
  state: unknown
  commands: Command[]
  checkpoints: boolean[]
  turnEnds: number[]
  actionStarts: number[]
}

/**
 * Applies the journal entries written after save.json to a game at its snapshot: entries that
 * extend the log are applied one by one (each judged by the rules); an undo below the snapshot
 * rebuilds from the seed.
 */
export function withJournal(save: SaveFile, module: GameModule, rules: ReturnType<GameModule['rules']>, played: PlayedGame, journal: readonly JournalEntry[]): PlayedGame {
  if (journal.length === 0) return played
  const commands = played.commands
  const full = applyJournal(commands, journal) as Command[]
  if (journal.every((e) => e.n >= commands.length)) {
    let state = played.state
    const checkpoints = [...played.checkpoints]
    const turnEnds = [...played.turnEnds]
    const actionStarts = [...played.actionStarts]
    for (let i = commands.length; i < full.length; i++) {
      const r = rules.apply(state, full[i] as Command)
      if (isRuleError(r)) throw new SaveError('journal-corrupt', `journal.ndjson: command #${i} (${String(full[i]?.type)}) is refused by the rules: ${r.message}`)
      state = r.state
      checkpoints.push(hasCheckpoint(r.events))
      const tally = module.tally(r.events)
      turnEnds.push(tally.turns)
      actionStarts.push(tally.actions)
    }
    return { state, commands: full, checkpoints, turnEnds, actionStarts }
  }
  // An undo reached below the snapshot: rebuild from the seed.
  const again = replay(rules, save.settings, save.seed, full)
  if (isRuleError(again)) throw new SaveError('journal-corrupt', `journal.ndjson: ${again.message}`)
  const t = again.events.map((e: readonly GameEventLike[]) => module.tally(e))
  return { state: again.state, commands: full, checkpoints: again.log.checkpoints, turnEnds: t.map((x) => x.turns), actionStarts: t.map((x) => x.actions) }
}
