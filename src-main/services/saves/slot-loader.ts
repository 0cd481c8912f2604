import { basename, join } from 'node:path'
import { isDiskError } from '../fs/disk-error'
import type { Backups } from './backups'
import type { ContentSource } from './content-source'
import { parseJournal } from './journal'
import { openSave } from './open-save'
import type { Quarantine } from './quarantine'
import { QUARANTINE_KINDS, SaveError } from './save-error'
import type { SaveEvents } from './save-events'
import { DAMAGED, exists, readBytes, readText, type SlotFolders } from './slot-folders'
import { parseSaveText, verifySave, type VerifiedGame } from './verify-save'

/**
 * Opening a slot: read, migrate, and either replay and verify (journal included) or, for a save
 * that carries its marks, resume from the snapshot at once and replay in the background. A damaged
 * slot is moved to quarantine (also when the background check finds it, later) and the SaveError
 * says where (`quarantinedTo`) and how many backups it has; a save from a newer app is refused
 * (`too-new`) and left in place.
 */
export class SlotLoader {
  /** Background checks under way (or finished) per slot: the SaveError that quarantined it, or undefined. */
  readonly #checks = new Map<string, Promise<SaveError | undefined>>()

  constructor(
    private readonly folders: SlotFolders,
    private readonly backups: Backups,
    private readonly quarantine: Quarantine,
    private readonly events: SaveEvents,
    private readonly o: { appVersion: string; content: ContentSource },
  ) {}

  /** `full`: verify by replay before answering (export, duplicate: a new file must never carry an unchecked game). */
  async load(id: string, options: { full?: boolean } = {}): Promise<VerifiedGame> {
    const dir = this.folders.slotDir(id)
    return this.folders.locked(id, async () => {
      try {
        const bytes = await readBytes(join(dir, 'save.json'))
        if (bytes === undefined) throw new SaveError('not-found', `There is no save slot "${id}".`)
        const appVersion = { appVersion: this.o.appVersion }
        const journalFile = join(dir, 'journal.ndjson')
        const journalText = (await readText(journalFile)) ?? ''
        const { entries, tornTail } = parseJournal(journalText)
        const opened = options.full === true ? { game: await verifySave(parseSaveText(bytes.toString('utf8'), appVersion), this.o.content, entries) } : await openSave(bytes, this.o.content, entries, appVersion)
        const { save } = opened.game
        // Drop the never-acknowledged torn line, or the next append would be glued onto it.
        if (tornTail) {
          await this.folders.cut(journalFile, Buffer.byteLength(journalText.slice(0, journalText.lastIndexOf('\n') + 1)))
          this.events.emit({ type: 'journal-truncated', slotId: id, moves: 1, message: 'The last move, which was being written when Fogbound stopped, was never finished and has been dropped.' })
        }
        this.folders.names.set(id, save.name)
        if (opened.verify) this.#checkLater(id, opened.verify)
        return opened.game
      } catch (error) {
        if (!(error instanceof SaveError)) throw isDiskError(error) ? SaveError.io('The save could not be opened', error) : error
        if (QUARANTINE_KINDS.has(error.kind)) await this.#quarantine(id, error)
        throw error
      }
    })
  }

  /** The background check of the slot's last opening: resolves with the SaveError that quarantined it, or undefined (passed, or none ran). */
  verified(id: string): Promise<SaveError | undefined> {
    return this.#checks.get(id) ?? Promise.resolve(undefined)
  }

  #checkLater(id: string, verify: () => Promise<void>): void {
    const epoch = this.folders.epochOf(id)
    const check = verify().then(
      () => undefined,
      (error: unknown) => {
        const e = error instanceof SaveError ? error : new SaveError('replay-failed', `The game could not be replayed: ${String(error)}`)
        return this.folders.locked(id, async () => {
          // Deleted or restored from a backup meanwhile: the files checked are gone.
          if (this.folders.epochOf(id) !== epoch || !(await exists(this.folders.slotDir(id)))) return e
          try {
            await this.#quarantine(id, e)
          } catch {
            // The move itself failed (disk): the slot stays, its sessions can no longer write, and the next opening checks it again.
            this.folders.writers.set(id, DAMAGED)
          }
          return e
        })
      },
    )
    this.#checks.set(id, check)
  }

  /** Moves the slot to quarantine (its sessions can no longer write) and tells the player. */
  async #quarantine(id: string, e: SaveError): Promise<void> {
    const dir = this.folders.slotDir(id)
    e.backups = await this.backups.count(dir)
    this.folders.writers.set(id, DAMAGED)
    e.quarantinedTo = await this.quarantine.move(id, e)
    this.events.emit({ type: 'slot-quarantined', slotId: id, kind: e.kind, message: e.message, quarantined: basename(e.quarantinedTo), backups: e.backups })
  }
}
