import { defineStore } from 'pinia'
import { ref } from 'vue'
import { hostKind, isApiError, useApi, type AppInfo } from '../api'

/** Facts about the running app and the host it runs in. */
export const useAppStore = defineStore('app', () => {
  /** Known at once from the transport, so the menu never waits to decide about Quit. */
  const host = ref(hostKind())
  const info = ref<AppInfo | null>(null)
  const quitError = ref<string | null>(null)

  /** Fetches name/version for the footer; a failure only leaves the footer short. */
  async function loadInfo(): Promise<void> {
    try {
      info.value = await useApi().app.info()
      host.value = info.value.host
    } catch {
      info.value = null
    }
  }

  /** Asks main to quit (Electron only: the browser host refuses). */
  async function quit(): Promise<void> {
    quitError.value = null
    try {
      await useApi().app.quit()
    } catch (e) {
      quitError.value = isApiError(e) ? e.message : String(e)
    }
  }

  return { host, info, quitError, loadInfo, quit }
})
