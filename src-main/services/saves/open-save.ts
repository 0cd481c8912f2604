import { hasCheckpoint, isRuleError, stateHash } from '../../../src-shared/engine'
import type { Command, GameModule } from '../../../src-shared/game-module'
import { moduleOf } from '../../../src-shared/registry'
import { decodeMarks, encodeMarks } from './command-marks'
import type { ContentSource } from './content-source'
import { entriesAfter } from './journal'
import { SAVE_FORMAT_VERSION, splitSaveBytes, type JournalEntry, type SaveFile } from './save-format'
import { SaveError } from './save-error'
import { LazyCommands } from './lazy-commands'
import { MARKS_MISMATCH, parseSaveJson, parseSaveObject, parseSaveText, verifySave, withJournal, type VerifiedGame } from './verify-save'

/** Replay slices yield to the event loop after this long, so moves and IPC stay quick while a long save is checked. */
const SLICE_MS = 4

/**
 * Logs up to this long are replayed before the game opens (a few milliseconds at most): a short
 * damaged save is refused at once, and only longer ones are opened from their snapshot. Opening
 * therefore costs at most this many replayed commands, whatever the game's length.
 */
export const REPLAY_BEFORE_OPENING = 256

/** A save ready to play, and (when it was opened from its snapshot) the full check still to run. */
export interface OpenedSave {
  game: VerifiedGame
  /** Replays the whole log from the seed and compares it with the snapshot and the marks; rejects with a SaveError. */
  verify?: () => Promise<void>
}

/**
 * Opens a save in time that does not grow with its length: a format-4 save carries its snapshot,
 * the snapshot's hash and per-command marks, so the game resumes from the snapshot at once (after
 * checking the snapshot against its hash and applying the journal with the rules). The guarantee
 * that a tampered or inconsistent save is caught is kept by `verify`, the full replay, which the
 * caller runs in the background and which quarantines the slot when it fails.
 *
 * Short logs (`REPLAY_BEFORE_OPENING`), saves without marks (formats 1–3, or marks that could not
 * be encoded) and journals whose undo reaches below the snapshot are verified by a full replay
 * first, as before.
 */
export async function openSave(bytes: Buffer, source: ContentSource, journalLines: readonly JournalEntry[] = [], options: { appVersion?: string } = {}): Promise<OpenedSave> {
  const head = readHead(bytes, options)
  const module = head === undefined ? undefined : moduleOf(head.save.ruleset)
  const journal = head === undefined ? [] : entriesAfter(journalLines, head.save.journalSeq)
  const count = head?.save.marks?.length ?? 0
  if (head === undefined || module === undefined || count <= REPLAY_BEFORE_OPENING || !journal.every((e) => e.n >= count)) {
    return { game: await verifySave(parseSaveText(bytes.toString('utf8'), options), source, journalLines) }
  }
  const { save, commands: commandBytes } = head
  const resolved = await source.resolve(save.packs)
  const rules = module.rules(resolved.content)
  if (stateHash(save.snapshot) !== save.snapshotHash) {
    throw new SaveError('snapshot-mismatch', 'The stored snapshot does not match its own hash: the file was altered.')
  }
  const saved = LazyCommands.fromText<Command>(commandBytes, count)
  const marks = decodeMarks(save.marks ?? '')
  // The journal's commands go on top of the snapshot one by one: the saved log is not needed for that.
  const played = withJournal(save, module, rules, { state: save.snapshot, commands: lengthOnly(count), ...marks }, journal)
  for (const command of played.commands.slice(count)) saved.push(command)
  const changedPacks = save.packs.filter((p) => resolved.packs.find((r) => r.id === p.id)?.hash !== p.hash).map((p) => p.id)
  const game: VerifiedGame = {
    save: withLazyCommands(save, () => saved.all().slice(0, count)),
    resolved,
    module,
    state: played.state,
    checkpoints: played.checkpoints,
    turnEnds: played.turnEnds,
    actionStarts: played.actionStarts,
    get commands() {
      return saved.all()
    },
    log: saved,
    journalEntries: journal.length,
    journalSeq: journal.at(-1)?.s ?? save.journalSeq,
    changedPacks,
  }
  return {
    game,
    verify: async () => {
      // Yield first: the opening answers before the whole file is parsed again.
      await new Promise<void>((resolve) => setImmediate(resolve))
      const full = parseSaveText(bytes.toString('utf8'), options)
      if (full.snapshotHash !== save.snapshotHash || full.marks !== save.marks || full.journalSeq !== save.journalSeq || full.commands.length !== count) {
        throw new SaveError('schema', 'The save file does not read the same whole as in part: the file was altered.')
      }
      saved.adopt(full.commands as Command[])
      await replayInSlices(full, module, rules, changedPacks)
    },
  }
}

/**
 * The head of a save laid out by `serializeSave` with marks, parsed and checked like a whole save
 * (its `commands` are empty: the log's length is its marks' length); undefined for any other layout.
 */
export function readHead(bytes: Buffer, options: { appVersion?: string }): { save: SaveFile; commands: Buffer } | undefined {
  const split = splitSaveBytes(bytes)
  if (!split) return undefined
  let raw: Record<string, unknown>
  try {
    raw = parseSaveJson(split.head)
  } catch {
    return undefined
  }
  // Only the current format and ruleset data version: migrations may rewrite commands, which the head does not hold.
  const module = typeof raw.ruleset === 'string' ? moduleOf(raw.ruleset) : undefined
  if (raw.formatVersion !== SAVE_FORMAT_VERSION || module === undefined || raw.rulesetFormat !== module.saveFormat) return undefined
  return { save: parseSaveObject(raw, options), commands: split.commands }
}

/** An array that only knows its length (withJournal reads `length` to place journal entries, nothing else, when they extend the log). */
function lengthOnly(count: number): Command[] {
  return new Array<Command>(count)
}

/** The save with its `commands` read from the lazy log on first use. */
function withLazyCommands(save: SaveFile, commands: () => Command[]): SaveFile {
  const copy = { ...save }
  Object.defineProperty(copy, 'commands', { get: commands, enumerable: true, configurable: true })
  return copy
}

/**
 * The full check of a save opened from its snapshot: replays every command from the seed in
 * slices of a few milliseconds, then compares the final state with the snapshot hash and the
 * recomputed marks with the stored ones.
 */
async function replayInSlices(save: SaveFile, module: GameModule, rules: ReturnType<GameModule['rules']>, changedPacks: readonly string[]): Promise<void> {
  const changedNote = changedPacks.length > 0 ? ` The installed pack files differ from the ones this game was played with (${changedPacks.join(', ')}).` : ''
  const start = rules.setup(save.settings, save.seed)
  if (isRuleError(start)) throw new SaveError('replay-failed', `The game could not be replayed: ${start.message}.${changedNote}`)
  const commands = save.commands as Command[]
  const marks = { checkpoints: new Array<boolean>(commands.length), turnEnds: new Array<number>(commands.length), actionStarts: new Array<number>(commands.length) }
  let state: unknown = start
  let i = 0
  while (i < commands.length) {
    const until = performance.now() + SLICE_MS
    for (; i < commands.length && (i % 32 !== 0 || performance.now() < until); i++) {
      const command = commands[i] as Command
      const result = rules.apply(state, command)
      if (isRuleError(result)) throw new SaveError('replay-failed', `The game could not be replayed: command #${i} (${command.type}) was refused: ${result.message}.${changedNote}`)
      state = result.state
      marks.checkpoints[i] = hasCheckpoint(result.events)
      const tally = module.tally(result.events)
      marks.turnEnds[i] = tally.turns
      marks.actionStarts[i] = tally.actions
    }
    await new Promise<void>((resolve) => setImmediate(resolve))
  }
  if (stateHash(state) !== save.snapshotHash) {
    throw new SaveError('snapshot-mismatch', `Replaying the ${commands.length} commands does not lead to the stored snapshot.${changedNote}`)
  }
  if (encodeMarks(marks) !== save.marks) throw new SaveError('snapshot-mismatch', MARKS_MISMATCH)
}
