import { promises as fsp } from 'node:fs'
import { join } from 'node:path'
import type { GameRecord, SessionPersistence } from '../games/game-session'
import type { Backups } from './backups'
import { appendJournal } from './journal'
import type { SaveEvents } from './save-events'
import { buildSave } from './save-record'
import { serializeSave, type JournalEntry } from './save-format'
import { SaveError } from './save-error'
import { DAMAGED, exists, readText, type SlotFolders } from './slot-folders'
import { parseSaveText } from './verify-save'

/** Runs `work`; a file-system failure comes out as a SaveError('io') in the player's words. */
export async function inWords<T>(whatFailed: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    throw error instanceof SaveError ? error : SaveError.io(whatFailed, error)
  }
}

/**
 * The port a GameSession writes through: journal appends (fsynced) and save.json checkpoints
 * (backup, atomic rewrite, journal reset). One writer per slot: a newer port revokes older ones.
 */
export class SessionPorts {
  /** Slots whose last write failed: the next write that works says so (`save-recovered`). */
  readonly #failing = new Set<string>()

  constructor(
    private readonly folders: SlotFolders,
    private readonly backups: Backups,
    private readonly events: SaveEvents,
    private readonly o: { appVersion: string },
  ) {}

  /** Runs one write of slot `id` and tells the player when saving fails or works again. */
  async #reported(id: string, what: 'move' | 'game', work: () => Promise<void>): Promise<void> {
    try {
      await work()
    } catch (error) {
      this.#failing.add(id)
      const message = error instanceof Error ? error.message : String(error)
      this.events.emit({ type: 'save-failed', slotId: id, what, message })
      throw error
    }
    if (this.#failing.delete(id)) this.events.emit({ type: 'save-recovered', slotId: id, message: 'Saving works again: every move is on disk.' })
  }

  /** A new port for slot `id`, revoking any older one. */
  port(id: string): SessionPersistence {
    const dir = this.folders.slotDir(id)
    const token = Symbol(id)
    this.folders.writers.set(id, token)
    const guard = () => {
      if (this.folders.writers.get(id) === DAMAGED) throw new SaveError('in-use', 'This game was found damaged and moved to quarantine; it can no longer be saved. Open the Saves screen to recover it from a backup.')
      if (this.folders.writers.get(id) !== token) throw new SaveError('in-use', 'This game was opened again or restored elsewhere; this copy can no longer save.')
    }
    return {
      append: (entry: JournalEntry) => this.folders.locked(id, () => this.#reported(id, 'move', async () => {
        guard()
        await inWords('The move could not be saved', () => appendJournal(join(dir, 'journal.ndjson'), entry))
      })),
      checkpoint: (record: GameRecord) => this.folders.locked(id, () => this.#reported(id, 'game', async () => {
        guard()
        await inWords('The game could not be saved', () => this.#checkpoint(id, record))
      })),
    }
  }

  async #checkpoint(id: string, record: GameRecord): Promise<void> {
    const dir = this.folders.slotDir(id)
    let name = this.folders.names.get(id)
    if (await exists(join(dir, 'save.json'))) {
      if (name === undefined) {
        try {
          name = parseSaveText((await readText(join(dir, 'save.json'))) ?? '').name
        } catch {
          // The slot's save.json is damaged; this rewrite replaces it (its copy goes to backups).
        }
      }
      await this.backups.take(dir)
    }
    name ??= 'Untitled'
    this.folders.names.set(id, name)
    const save = buildSave(record, { name, appVersion: this.o.appVersion, savedAt: this.folders.now().toISOString() })
    await this.folders.writeAtomic(join(dir, 'save.json'), serializeSave(save))
    // The new save.json holds every command up to its journalSeq, so lines left behind (a crash before
    // this truncation reaches the disk) are skipped on load: no fsync needed here.
    const handle = await fsp.open(join(dir, 'journal.ndjson'), 'r+').catch(() => fsp.open(join(dir, 'journal.ndjson'), 'w'))
    try {
      await handle.truncate(0)
    } finally {
      await handle.close()
    }
  }
}
