import { isRuleError, replay, stateHash, hasCheckpoint, type GameEvent } from '../../../src-shared/engine'
import { createContinent, type ContinentCommand, type ContinentRuleset, type ContinentState } from '../../../src-shared/rulesets/continent'
import type { ContentSource, ResolvedContent } from './content-source'
import { applyJournal, entriesAfter } from './journal'
import { migrateSave } from './migrations'
import { SAVE_FORMAT, SaveFileSchema, type JournalEntry, type SaveFile } from './save-format'
import { SaveError } from './save-error'

/**
 * Parses the text of a save (`save.json` or an exported `.fogbound` file): JSON, then the
 * format tag, then migrations up to the current format, then the zod schema. Every failure
 * is a SaveError with its own kind; nothing is written.
 */
export function parseSaveText(text: string, options: { appVersion?: string } = {}): SaveFile {
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
  const { save } = migrateSave(raw as Record<string, unknown>, options.appVersion === undefined ? {} : { appVersion: options.appVersion })
  const parsed = SaveFileSchema.safeParse(save)
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 5).map((i) => `${i.path.length > 0 ? i.path.join('.') : '(root)'}: ${i.message}`)
    throw new SaveError('schema', `The save file does not match save format ${String(save.formatVersion)}: ${issues.join('; ')}`)
  }
  return parsed.data
}

/** A save whose command log replayed to its snapshot, with the journal applied on top. */
export interface VerifiedGame {
  save: SaveFile
  resolved: ResolvedContent
  rules: ContinentRuleset
  /** The full log: the save's commands plus the journal. */
  commands: ContinentCommand[]
  checkpoints: boolean[]
  state: ContinentState
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

/** How many turns a command's events ended. */
export const turnsEnded = (events: readonly GameEvent[]): number => events.filter((e) => e.type === 'turnEnded').length

/**
 * How many actions a command's events began. `actionChosen` marks an action as performed: the
 * only way back (`cancel`) exists before it, in the chooseAction step, so a chosen action is
 * never withdrawn; one cut short by a defeat (a Curse drawn from the Discard Pile) still counts.
 */
export const actionsStarted = (events: readonly GameEvent[]): number => events.filter((e) => e.type === 'actionChosen').length

/**
 * Replays a save's command log with the engine from its seed and config, and compares the
 * result with the snapshot hash (and the snapshot with its hash). Then applies the journal
 * entries written after the snapshot. Throws a SaveError (`missing-pack`, `replay-failed`,
 * `snapshot-mismatch`, `journal-corrupt`).
 */
export async function verifySave(save: SaveFile, source: ContentSource, journalLines: readonly JournalEntry[] = []): Promise<VerifiedGame> {
  const journal = entriesAfter(journalLines, save.journalSeq)
  const resolved = await source.resolve(save.packs)
  const rules = createContinent(resolved.content)
  const changedPacks = save.packs.filter((p) => resolved.packs.find((r) => r.id === p.id)?.hash !== p.hash).map((p) => p.id)
  const changedNote = changedPacks.length > 0 ? ` The installed pack files differ from the ones this game was played with (${changedPacks.join(', ')}).` : ''
  const commands = save.commands as ContinentCommand[]
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
  let state = replayed.state
  let checkpoints = replayed.log.checkpoints
  let turnEnds = replayed.events.map(turnsEnded)
  let actionStarts = replayed.events.map(actionsStarted)
  let log = commands
  if (journal.length > 0) {
    const full = applyJournal(commands, journal) as ContinentCommand[]
    const extendsSnapshot = journal.every((e) => e.n >= commands.length)
    if (extendsSnapshot) {
      checkpoints = [...checkpoints]
      turnEnds = [...turnEnds]
      actionStarts = [...actionStarts]
      for (let i = commands.length; i < full.length; i++) {
        const r = rules.apply(state, full[i] as ContinentCommand)
        if (isRuleError(r)) throw new SaveError('journal-corrupt', `journal.ndjson: command #${i} (${String(full[i]?.type)}) is refused by the rules: ${r.message}`)
        state = r.state
        checkpoints.push(hasCheckpoint(r.events))
        turnEnds.push(turnsEnded(r.events))
        actionStarts.push(actionsStarted(r.events))
      }
    } else {
      // An undo reached below the snapshot: rebuild from the seed.
      const again = replay(rules, save.settings, save.seed, full)
      if (isRuleError(again)) throw new SaveError('journal-corrupt', `journal.ndjson: ${again.message}`)
      state = again.state
      checkpoints = again.log.checkpoints
      turnEnds = again.events.map(turnsEnded)
      actionStarts = again.events.map(actionsStarted)
    }
    log = full
  }
  return { save, resolved, rules, commands: log, checkpoints, state, turnEnds, actionStarts, journalEntries: journal.length, journalSeq: journal.at(-1)?.s ?? save.journalSeq, changedPacks }
}
