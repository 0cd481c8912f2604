import { promises as fsp } from 'node:fs'
import { join } from 'node:path'
import type { ContentSource } from './content-source'
import { BACKUP_NAME, readText, type SlotFolders } from './slot-folders'
import { SaveError } from './save-error'
import { parseSaveText, verifySave } from './verify-save'

export interface BackupInfo {
  name: string
  savedAt: string
  commands: number
  bytes: number
}

/** The backup file names of a slot folder (`backups/NNNNNN.json`), oldest first. */
export async function backupNames(dir: string): Promise<string[]> {
  const names = await fsp.readdir(join(dir, 'backups')).catch(() => [] as string[])
  return names.filter((n) => BACKUP_NAME.test(n)).sort()
}

/**
 * `backups/` of each slot: a copy of save.json before every rewrite, the last `keep` kept;
 * listing them and making one the slot's current save again.
 */
export class Backups {
  constructor(
    private readonly folders: SlotFolders,
    private readonly o: { appVersion: string; content: ContentSource; keep: number },
  ) {}

  /** Copies the current save.json into backups/ and drops the oldest beyond `keep`. */
  async take(dir: string): Promise<void> {
    const folder = join(dir, 'backups')
    await fsp.mkdir(folder, { recursive: true })
    const names = await backupNames(dir)
    const last = names.at(-1)
    const next = last === undefined ? 1 : Number(last.slice(0, 6)) + 1
    await fsp.copyFile(join(dir, 'save.json'), join(folder, `${String(next % 1_000_000).padStart(6, '0')}.json`))
    for (const old of names.slice(0, Math.max(0, names.length + 1 - this.o.keep))) await fsp.rm(join(folder, old), { force: true })
  }

  /** How many backups a slot (or quarantined slot) folder has. */
  async count(dir: string): Promise<number> {
    return (await backupNames(dir)).length
  }

  /** The backups of a slot, newest first. */
  async list(id: string): Promise<BackupInfo[]> {
    const dir = this.folders.slotDir(id)
    const out: BackupInfo[] = []
    for (const name of (await backupNames(dir)).reverse()) {
      const text = (await readText(join(dir, 'backups', name))) ?? ''
      let savedAt = ''
      let commands = 0
      try {
        const save = parseSaveText(text)
        savedAt = save.savedAt
        commands = save.commands.length
      } catch {
        // Listed anyway; restoring it will report why it cannot be used.
      }
      out.push({ name, savedAt, commands, bytes: Buffer.byteLength(text) })
    }
    return out
  }

  /**
   * Makes a backup the slot's current save, after verifying it. The current save.json is first
   * copied into backups (so a restore can itself be undone); journal entries after it are dropped.
   */
  async restore(id: string, backup: string): Promise<void> {
    const dir = this.folders.slotDir(id)
    if (!BACKUP_NAME.test(backup)) throw new SaveError('bad-id', `"${backup}" is not a backup name`)
    const text = await readText(join(dir, 'backups', backup))
    if (text === undefined) throw new SaveError('not-found', `Slot "${id}" has no backup "${backup}".`)
    await verifySave(parseSaveText(text, { appVersion: this.o.appVersion }), this.o.content)
    await this.folders.locked(id, async () => {
      if ((await readText(join(dir, 'save.json'))) !== undefined) await this.take(dir)
      await this.folders.writeAtomic(join(dir, 'journal.ndjson'), '')
      await this.folders.writeAtomic(join(dir, 'save.json'), text)
      this.folders.names.delete(id)
      this.folders.writers.delete(id)
      this.folders.bump(id)
    })
  }
}
