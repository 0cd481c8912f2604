import { promises as fsp } from 'node:fs'
import { join } from 'node:path'
import { renameWithRetry, syncDirectory } from '../fs/atomic-write'
import { backupNames } from './backups'
import type { ContentSource } from './content-source'
import { SaveError } from './save-error'
import { exists, QUARANTINE, QUARANTINE_NAME, readText, type SlotFolders } from './slot-folders'
import { parseSaveText, verifySave } from './verify-save'

export interface QuarantinedSlot {
  name: string
  slotId: string
  reason: string
  backups: number
}

/**
 * `<saves>/quarantine/`: damaged slots moved there whole and unchanged with a `reason.txt`,
 * listed for the Saves screen, and recovered from their newest verifiable backup into a new slot.
 */
export class Quarantine {
  constructor(
    private readonly folders: SlotFolders,
    private readonly o: { appVersion: string; content: ContentSource },
  ) {}

  get root(): string {
    return join(this.folders.dir, QUARANTINE)
  }

  /** Moves a damaged slot folder, unchanged, to quarantine and writes reason.txt beside its files. Returns the new folder. */
  async move(id: string, error: SaveError): Promise<string> {
    const now = this.folders.now()
    const stamp = now.toISOString().replace(/[-:.]/g, '')
    const qroot = this.root
    await fsp.mkdir(qroot, { recursive: true })
    let target = join(qroot, `${id}-${stamp}`)
    for (let i = 2; await exists(target); i++) target = join(qroot, `${id}-${stamp}-${i}`)
    await renameWithRetry(join(this.folders.dir, id), target)
    await syncDirectory(qroot)
    await syncDirectory(this.folders.dir)
    const reason = [`kind: ${error.kind}`, `slot: ${id}`, `time: ${now.toISOString()}`, `app: ${this.o.appVersion}`, '', error.message, ''].join('\n')
    await this.folders.writeAtomic(join(target, 'reason.txt'), reason)
    return target
  }

  /** The quarantined slots, newest first. */
  async list(): Promise<QuarantinedSlot[]> {
    const names = await fsp.readdir(this.root).catch(() => [] as string[])
    const out: QuarantinedSlot[] = []
    for (const name of names.sort().reverse()) {
      const reason = (await readText(join(this.root, name, 'reason.txt'))) ?? ''
      const slotId = /^slot: (.*)$/m.exec(reason)?.[1] ?? name
      out.push({ name, slotId, reason, backups: (await backupNames(join(this.root, name))).length })
    }
    return out
  }

  /** The folder of a quarantined slot, by its name (never a path from the renderer). */
  async folder(name: string): Promise<string> {
    if (!QUARANTINE_NAME.test(name)) throw new SaveError('bad-id', `"${name}" is not a quarantined slot`)
    const folder = join(this.root, name)
    const info = await fsp.stat(folder).catch(() => undefined)
    if (!info?.isDirectory()) throw new SaveError('not-found', `There is no quarantined slot "${name}".`)
    return folder
  }

  /**
   * "Try the newest backup" of a quarantined slot: the newest backup that replays to its snapshot
   * becomes a NEW slot (the quarantined folder stays untouched). Commands played after that backup
   * are not in it. Returns the new slot id.
   */
  async recover(name: string): Promise<string> {
    if (!QUARANTINE_NAME.test(name)) throw new SaveError('bad-id', `"${name}" is not a quarantined slot`)
    const folder = join(this.root, name)
    const names = (await backupNames(folder)).reverse()
    if (names.length === 0) throw new SaveError('not-found', `The quarantined slot "${name}" has no backups.`)
    const problems: string[] = []
    for (const b of names) {
      try {
        const text = (await readText(join(folder, 'backups', b))) ?? ''
        await verifySave(parseSaveText(text, { appVersion: this.o.appVersion }), this.o.content)
        return await this.folders.createSlotFolder(text)
      } catch (error) {
        problems.push(`${b}: ${error instanceof Error ? error.message : String(error)}`)
      }
    }
    throw new SaveError('not-found', `No backup of "${name}" could be verified:\n${problems.join('\n')}`)
  }
}
