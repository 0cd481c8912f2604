import { promises as fsp } from 'node:fs'
import { join } from 'node:path'
import type { PushListener } from '../../../src-shared/ipc/push'
import type { AtomicWriteOptions } from '../fs/atomic-write'
import { GameSession, type GameSessionOptions, type SessionPersistence } from '../games/game-session'
import { Backups, type BackupInfo } from './backups'
import type { ContentSource } from './content-source'
import { Quarantine, type QuarantinedSlot } from './quarantine'
import { buildSave } from './save-record'
import { serializeSave, SaveFileSchema } from './save-format'
import { SaveError } from './save-error'
import { SaveEvents } from './save-events'
import { inWords, SessionPorts } from './session-port'
import { readText, SlotFolders } from './slot-folders'
import { SlotList, type SlotSummary } from './slot-list'
import { SlotLoader } from './slot-loader'
import { SlotTransfer } from './slot-transfer'
import { parseSaveText, type VerifiedGame } from './verify-save'

export { SLOT_ID } from './slot-folders'
export { buildSave } from './save-record'
export type { BackupInfo } from './backups'
export type { QuarantinedSlot } from './quarantine'
export type { SlotSummary } from './slot-list'

export interface SaveStoreOptions {
  /** `<userData>/saves`. */
  dir: string
  appVersion: string
  content: ContentSource
  /** Electron: `shell.trashItem`; tests: a fake that moves into a temp trash folder. */
  trash: (path: string) => Promise<void>
  now?: () => Date
  newId?: () => string
  /** Versions of save.json kept in `backups/` (default 10). */
  keepBackups?: number
  /** Passed to opened sessions: rewrite save.json every N commands (default 25). */
  saveEvery?: number
  /** Injected into the atomic writes (tests simulate the Windows EPERM/EBUSY rename race). */
  atomic?: AtomicWriteOptions
}

/**
 * Named save slots in `<saves>/<slot-id>/`: `save.json` (rewritten atomically), `journal.ndjson`
 * (one fsynced line per move) and `backups/` (the last versions of save.json). Damaged slots are
 * moved whole to `<saves>/quarantine/<slot-id>-<time>/` with a `reason.txt`; nothing is ever
 * overwritten or deleted except by `delete`, which goes to the system trash.
 *
 * A facade: each job is its own module (slot folders, session ports, the slot list, loading,
 * quarantine, backups, transfers); this class wires them and keeps the one public API.
 */
export class SaveStore {
  readonly dir: string
  readonly #o: SaveStoreOptions
  readonly #folders: SlotFolders
  readonly #backups: Backups
  readonly #ports: SessionPorts
  readonly #list: SlotList
  readonly #quarantine: Quarantine
  readonly #loader: SlotLoader
  readonly #transfer: SlotTransfer
  readonly #events = new SaveEvents()

  constructor(options: SaveStoreOptions) {
    this.#o = options
    this.dir = options.dir
    const shared = { appVersion: options.appVersion, content: options.content }
    this.#folders = new SlotFolders({
      dir: options.dir,
      ...(options.atomic === undefined ? {} : { atomic: options.atomic }),
      ...(options.now === undefined ? {} : { now: options.now }),
      ...(options.newId === undefined ? {} : { newId: options.newId }),
    })
    this.#backups = new Backups(this.#folders, { ...shared, keep: options.keepBackups ?? 10 })
    this.#ports = new SessionPorts(this.#folders, this.#backups, this.#events, shared)
    this.#list = new SlotList(this.#folders, shared)
    this.#quarantine = new Quarantine(this.#folders, shared)
    this.#loader = new SlotLoader(this.#folders, this.#backups, this.#quarantine, this.#events, shared)
    this.#transfer = new SlotTransfer(this.#folders, this.#loader, shared)
  }

  /** Listens to the push events of every slot (save failed / recovered, quarantined, journal cut); returns the unsubscribe. */
  onPush(listener: PushListener): () => void {
    return this.#events.subscribe(listener)
  }

  /** Saves a new game in a new slot and connects the session to it. Returns the slot id. */
  async create(name: string, session: GameSession): Promise<string> {
    const save = buildSave(session.record(), { name: name.trim() || 'Untitled', appVersion: this.#o.appVersion, savedAt: this.#folders.now().toISOString() })
    // Checked once here, so a game that could never load again is refused before it is played.
    const checked = SaveFileSchema.safeParse(save)
    if (!checked.success) {
      throw new SaveError('schema', `This game cannot be saved: ${checked.error.issues.slice(0, 3).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')}`)
    }
    const id = await inWords('The new game could not be saved', () => this.#folders.createSlotFolder(serializeSave(save)))
    this.#folders.names.set(id, save.name)
    session.attach(this.persistence(id), this.#o.saveEvery)
    return id
  }

  /** The port a GameSession writes through: journal appends (fsynced) and save.json checkpoints. */
  persistence(id: string): SessionPersistence {
    return this.#ports.port(id)
  }

  /** Every slot, most recently played first. Reads save.json and the journal; never replays. */
  async list(): Promise<SlotSummary[]> {
    return inWords('The saves could not be listed', () => this.#list.list())
  }

  /**
   * Reads, migrates, replays and verifies a slot (journal included). A damaged slot is moved
   * to quarantine and the SaveError says where (`quarantinedTo`) and how many backups it has;
   * a save from a newer app is refused (`too-new`) and left in place.
   */
  async load(id: string): Promise<VerifiedGame> {
    return inWords('The save could not be opened', () => this.#loader.load(id))
  }

  /**
   * The background check of the slot's last opening (a long save opens from its snapshot and is
   * replayed afterwards): the SaveError that sent it to quarantine, or undefined when it passed.
   */
  verified(id: string): Promise<SaveError | undefined> {
    return this.#loader.verified(id)
  }

  /** `load` + a GameSession connected to the slot. */
  async open(id: string, options: Omit<GameSessionOptions, 'persistence'> = {}): Promise<GameSession> {
    const game = await this.load(id)
    const saveEvery = options.saveEvery ?? this.#o.saveEvery
    return GameSession.fromVerified(game, { ...(saveEvery === undefined ? {} : { saveEvery }), persistence: this.persistence(id) })
  }

  /** The quarantined slots, newest first. */
  async quarantined(): Promise<QuarantinedSlot[]> {
    return inWords('The damaged saves could not be listed', () => this.#quarantine.list())
  }

  /** The folder of a quarantined slot, by its name (never a path from the renderer). */
  async quarantineFolder(name: string): Promise<string> {
    return inWords('The damaged save could not be found', () => this.#quarantine.folder(name))
  }

  /** "Try the newest backup" of a quarantined slot: a NEW slot. Returns its id. */
  async recoverFromQuarantine(name: string): Promise<string> {
    return inWords('The backup could not be recovered', () => this.#quarantine.recover(name))
  }

  /** Renames a slot (only the `name` inside save.json changes). */
  async rename(id: string, name: string): Promise<void> {
    const dir = this.#folders.slotDir(id)
    const clean = name.trim()
    if (clean.length === 0 || clean.length > 200) throw new SaveError('schema', 'A save name has 1 to 200 characters.')
    return this.#folders.locked(id, () => inWords('The save could not be renamed', async () => {
      const text = await readText(join(dir, 'save.json'))
      if (text === undefined) throw new SaveError('not-found', `There is no save slot "${id}".`)
      const save = parseSaveText(text, { appVersion: this.#o.appVersion })
      await this.#folders.writeAtomic(join(dir, 'save.json'), serializeSave({ ...save, name: clean }))
      this.#folders.names.set(id, clean)
    }))
  }

  /** Copies a slot (verified, journal folded in) into a new slot. Returns the new id. */
  async duplicate(id: string, name?: string): Promise<string> {
    return inWords('The save could not be copied', () => this.#transfer.duplicate(id, name))
  }

  /** Sends a slot folder to the trash (recoverable by the OS). */
  async delete(id: string): Promise<void> {
    const dir = this.#folders.slotDir(id)
    await this.#folders.locked(id, () => inWords('The save could not be moved to the trash', async () => {
      if (!(await fsp.stat(dir).then((s) => s.isDirectory(), () => false))) throw new SaveError('not-found', `There is no save slot "${id}".`)
      this.#folders.writers.delete(id)
      this.#folders.bump(id)
      await this.#o.trash(dir)
    }))
  }

  /** Writes the slot's complete game to one `.fogbound` file (the save format, journal folded in). */
  async export(id: string, file: string): Promise<void> {
    return inWords('The save could not be exported', () => this.#transfer.export(id, file))
  }

  /** Imports a `.fogbound` file into a NEW slot after full validation. Returns the new slot id. */
  async import(file: string, name?: string): Promise<string> {
    return inWords('The save could not be imported', () => this.#transfer.import(file, name))
  }

  /** The backups of a slot, newest first. */
  async backups(id: string): Promise<BackupInfo[]> {
    return inWords('The backups could not be listed', () => this.#backups.list(id))
  }

  /** Makes a verified backup the slot's current save (the replaced version is kept as a backup). */
  async restoreBackup(id: string, backup: string): Promise<void> {
    return inWords('The backup could not be restored', () => this.#backups.restore(id, backup))
  }
}
