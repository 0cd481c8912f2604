import { defineStore } from 'pinia'
import { ref } from 'vue'
import { isApiError, useApi, type BackupInfo, type QuarantinedInfo, type SlotInfo } from '../api'

/** What the Saves screen lists: the slots (most recently played first) and the quarantined ones. */
export const useSavesStore = defineStore('saves', () => {
  const slots = ref<SlotInfo[]>([])
  const quarantined = ref<QuarantinedInfo[]>([])
  const backups = ref<Record<string, BackupInfo[]>>({})
  const loaded = ref(false)
  const error = ref<string | null>(null)

  async function guard<T>(work: () => Promise<T>): Promise<T | undefined> {
    error.value = null
    try {
      return await work()
    } catch (e) {
      error.value = isApiError(e) || e instanceof Error ? e.message : String(e)
      return undefined
    }
  }

  /** Reloads both lists (an earlier error stays shown). */
  async function refresh(): Promise<void> {
    try {
      const api = useApi()
      const [s, q] = await Promise.all([api.saves.list(), api.saves.quarantined()])
      slots.value = s
      quarantined.value = q
      loaded.value = true
    } catch (e) {
      error.value = e instanceof Error ? e.message : String(e)
    }
  }

  const after = async (work: () => Promise<unknown>): Promise<boolean> => {
    const done = (await guard(async () => { await work(); return true })) ?? false
    await refresh()
    return done
  }

  const rename = (slotId: string, name: string) => after(() => useApi().saves.rename({ slotId, name }))
  const duplicate = (slotId: string) => after(() => useApi().saves.duplicate({ slotId }))
  const remove = (slotId: string) => after(() => useApi().saves.delete({ slotId }))
  const restoreBackup = (slotId: string, backup: string) => after(() => useApi().saves.restoreBackup({ slotId, backup }))
  const recover = (name: string) => after(() => useApi().saves.recover({ name }))
  /** Shows a quarantined slot's folder (Electron); the browser host answers the folder to show instead. */
  const openQuarantineFolder = (name: string) => guard(() => useApi().saves.openQuarantineFolder({ name }))

  async function loadBackups(slotId: string): Promise<void> {
    const list = await guard(() => useApi().saves.backups({ slotId }))
    if (list) backups.value = { ...backups.value, [slotId]: list }
  }

  /** Exports a slot: Electron writes where the user chose; the browser gets the content to download. */
  async function exportSlot(slotId: string): Promise<{ fileName: string; content?: string } | null> {
    const reply = await guard(() => useApi().saves.export({ slotId }))
    if (!reply || reply.kind === 'cancelled') return null
    return reply.kind === 'download' ? { fileName: reply.fileName, content: reply.content } : { fileName: reply.fileName }
  }

  /** Imports a file: `content` from the page's file picker (browser), or main's own dialog (Electron). */
  async function importSlot(content?: string): Promise<string | null> {
    const reply = await guard(() => useApi().saves.import(content === undefined ? {} : { content }))
    await refresh()
    return reply?.kind === 'imported' ? reply.slotId : null
  }

  return { slots, quarantined, backups, loaded, error, refresh, rename, duplicate, remove, restoreBackup, recover, openQuarantineFolder, loadBackups, exportSlot, importSlot }
})
