import { basename, join } from 'node:path'
import type { Backups } from './backups'
import type { ContentSource } from './content-source'
import { parseJournal } from './journal'
import type { Quarantine } from './quarantine'
import { QUARANTINE_KINDS, SaveError } from './save-error'
import type { SaveEvents } from './save-events'
import { readText, type SlotFolders } from './slot-folders'
import { parseSaveText, verifySave, type VerifiedGame } from './verify-save'

/**
 * Opening a slot: read, migrate, replay and verify (journal included). A damaged slot is moved
 * to quarantine and the SaveError says where (`quarantinedTo`) and how many backups it has;
 * a save from a newer app is refused (`too-new`) and left in place.
 */
export class SlotLoader {
  constructor(
    private readonly folders: SlotFolders,
    private readonly backups: Backups,
    private readonly quarantine: Quarantine,
    private readonly events: SaveEvents,
    private readonly o: { appVersion: string; content: ContentSource },
  ) {}

  load(id: string): Promise<VerifiedGame> {
    const dir = this.folders.slotDir(id)
    return this.folders.locked(id, async () => {
      try {
        const text = await readText(join(dir, 'save.json'))
        if (text === undefined) throw new SaveError('not-found', `There is no save slot "${id}".`)
        const save = parseSaveText(text, { appVersion: this.o.appVersion })
        const journalFile = join(dir, 'journal.ndjson')
        const journalText = (await readText(journalFile)) ?? ''
        const { entries, tornTail } = parseJournal(journalText)
        const game = await verifySave(save, this.o.content, entries)
        // Drop the never-acknowledged torn line, or the next append would be glued onto it.
        if (tornTail) {
          await this.folders.cut(journalFile, Buffer.byteLength(journalText.slice(0, journalText.lastIndexOf('\n') + 1)))
          this.events.emit({ type: 'journal-truncated', slotId: id, moves: 1, message: 'The last move, which was being written when Fogbound stopped, was never finished and has been dropped.' })
        }
        this.folders.names.set(id, save.name)
        return game
      } catch (error) {
        const e = error instanceof SaveError ? error : SaveError.io('The save could not be opened', error)
        if (QUARANTINE_KINDS.has(e.kind)) {
          e.backups = await this.backups.count(dir)
          this.folders.writers.delete(id)
          e.quarantinedTo = await this.quarantine.move(id, e)
          this.events.emit({ type: 'slot-quarantined', slotId: id, kind: e.kind, message: e.message, quarantined: basename(e.quarantinedTo), backups: e.backups })
        }
        throw e
      }
    })
  }
}
