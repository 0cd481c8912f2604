import { GameSession } from '../games/game-session'
import type { ContentSource } from './content-source'
import { buildSave } from './save-record'
import { serializeSave, type SaveFile } from './save-format'
import { SaveError } from './save-error'
import { readText, type SlotFolders } from './slot-folders'
import type { SlotLoader } from './slot-loader'
import { parseSaveText, verifySave } from './verify-save'

/** Whole games in and out of slots: duplicate, export to one `.fogbound` file, import from one. */
export class SlotTransfer {
  constructor(
    private readonly folders: SlotFolders,
    private readonly loader: SlotLoader,
    private readonly o: { appVersion: string; content: ContentSource },
  ) {}

  /** The complete current game of a slot (journal folded in) as one save. */
  async #folded(id: string): Promise<SaveFile> {
    const game = await this.loader.load(id, { full: true })
    const record = GameSession.fromVerified(game).record()
    return buildSave(record, { name: game.save.name, appVersion: this.o.appVersion, savedAt: this.folders.now().toISOString() })
  }

  /** Copies a slot (verified, journal folded in) into a new slot. Returns the new id. */
  async duplicate(id: string, name?: string): Promise<string> {
    const save = await this.#folded(id)
    return this.folders.createSlotFolder(serializeSave({ ...save, name: name?.trim() || `${save.name} (copy)` }))
  }

  /** Writes the slot's complete game to one `.fogbound` file (the save format, journal folded in). */
  async export(id: string, file: string): Promise<void> {
    const save = await this.#folded(id)
    await this.folders.writeAtomic(file, serializeSave(save))
  }

  /**
   * Imports a `.fogbound` file into a NEW slot after full validation (schema, migrations,
   * packs, replay to the snapshot). The file is only read. Returns the new slot id.
   */
  async import(file: string, name?: string): Promise<string> {
    const text = await readText(file)
    if (text === undefined) throw new SaveError('not-found', 'The file to import does not exist.')
    const save = parseSaveText(text, { appVersion: this.o.appVersion })
    await verifySave(save, this.o.content)
    return this.folders.createSlotFolder(serializeSave(name?.trim() ? { ...save, name: name.trim() } : save))
  }
}
