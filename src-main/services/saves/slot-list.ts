import { promises as fsp } from 'node:fs'
import { join } from 'node:path'
import { isDiskError } from '../fs/disk-error'
import type { SlotInfo } from '../../../src-shared/ipc/games'
import { moduleOf } from '../../../src-shared/registry'
import type { ContentSource } from './content-source'
import { applyJournal, entriesAfter, parseJournal } from './journal'
import type { SaveFile } from './save-format'
import { SaveError } from './save-error'
import { readHead } from './open-save'
import { QUARANTINE, readBytes, readText, SLOT_ID, type SlotFolders } from './slot-folders'
import { parseSaveText } from './verify-save'

/**
 * One line of the Saves screen: the IPC shape (`SlotInfo`), with the problem of a slot that
 * cannot be read narrowed to the save-error kinds.
 */
export interface SlotSummary extends Omit<SlotInfo, 'problem'> {
  problem?: { kind: SaveError['kind']; message: string }
}

/** The Saves screen's list: every slot with its summary and thumbnail, read from save.json and the journal, never replayed. */
export class SlotList {
  constructor(
    private readonly folders: SlotFolders,
    private readonly o: { appVersion: string; content: ContentSource },
  ) {}

  /** Every slot, most recently played first. */
  async list(): Promise<SlotSummary[]> {
    const entries = await fsp.readdir(this.folders.dir, { withFileTypes: true }).catch(() => [])
    const out: SlotSummary[] = []
    for (const e of entries) {
      if (!e.isDirectory() || e.name === QUARANTINE || !SLOT_ID.test(e.name)) continue
      out.push(await this.#summary(e.name))
    }
    return out.sort((a, b) => (a.lastPlayed < b.lastPlayed ? 1 : a.lastPlayed > b.lastPlayed ? -1 : a.id.localeCompare(b.id)))
  }

  async #summary(id: string): Promise<SlotSummary> {
    const dir = this.folders.slotDir(id)
    const blank: SlotSummary = { id, name: id, ruleset: '?', packs: [], players: [], turns: 0, commands: 0, outcome: null, lastPlayed: '' }
    try {
      const bytes = await readBytes(join(dir, 'save.json'))
      if (bytes === undefined) throw new SaveError('not-found', 'save.json is missing')
      const options = { appVersion: this.o.appVersion }
      // A format-4 save's head says everything a line shows: the list does not parse long command logs.
      const head = readHead(bytes, options)
      const save = head?.save ?? parseSaveText(bytes.toString('utf8'), options)
      const saved = head === undefined ? save.commands : new Array<unknown>(save.marks?.length ?? 0)
      const journalFile = join(dir, 'journal.ndjson')
      const { entries } = parseJournal((await readText(journalFile)) ?? '')
      const commands = applyJournal(saved, entriesAfter(entries, save.journalSeq)).length
      const mtime = entries.length > 0 ? (await fsp.stat(journalFile)).mtime.toISOString() : save.savedAt
      const thumbnail = await this.#thumbnail(save)
      return {
        id,
        name: save.name,
        ruleset: save.ruleset,
        packs: save.packs.map((p) => ({ id: p.id, version: p.version })),
        players: save.players.map((p) => p.character),
        turns: save.summary.turns,
        commands,
        outcome: save.summary.outcome,
        lastPlayed: mtime > save.savedAt ? mtime : save.savedAt,
        ...(thumbnail === undefined ? {} : { thumbnail }),
      }
    } catch (error) {
      const e = error instanceof SaveError ? error : isDiskError(error) ? SaveError.io('This save could not be read', error) : new SaveError('io', String(error))
      const stat = await fsp.stat(dir).catch(() => undefined)
      return { ...blank, lastPlayed: stat?.mtime.toISOString() ?? '', problem: { kind: e.kind, message: e.message } }
    }
  }

  /**
   * The slot's map as of its save.json (moves still only in the journal are not drawn: the list
   * never replays). A pack that is missing or invalid costs the picture, not the slot's line.
   */
  async #thumbnail(save: SaveFile): Promise<SlotSummary['thumbnail']> {
    try {
      const module = moduleOf(save.ruleset)
      if (!module) return undefined
      const { content } = await this.o.content.resolve(save.packs)
      const data = module.thumbnail(save.snapshot, content)
      return data === undefined ? undefined : ({ ruleset: module.id, data } as SlotSummary['thumbnail'])
    } catch {
      return undefined
    }
  }
}
