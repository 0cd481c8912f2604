import type { SettingsReply } from '../../../src-shared/ipc/contract'
import { settingsSchema, type Settings, type SettingsPatch } from '../../../src-shared/ipc/settings'
import type { SettingsStore } from './settings-store'

/**
 * Reads and updates settings for both hosts. Updates are queued one after another so
 * that two quick changes (e.g. a volume slider) cannot interleave their read-modify-write.
 */
export class SettingsService {
  #queue: Promise<unknown> = Promise.resolve()

  constructor(private readonly store: SettingsStore) {}

  get file(): string {
    return this.store.file
  }

  async get(): Promise<SettingsReply> {
    return this.reply(await this.store.read())
  }

  update(patch: SettingsPatch): Promise<SettingsReply> {
    const run = async () => {
      const current = await this.store.read()
      // Re-validate the merge: the patch is valid on its own, the result must be too.
      const next: Settings = settingsSchema.parse({ ...current, ...patch })
      await this.store.write(next)
      return this.reply(next)
    }
    const result = this.#queue.then(run, run)
    this.#queue = result.catch(() => undefined)
    return result
  }

  private reply(settings: Settings): SettingsReply {
    return this.store.recoveredFrom === undefined ? { settings } : { settings, recoveredFrom: this.store.recoveredFrom }
  }
}
