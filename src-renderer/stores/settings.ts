import { defineStore } from 'pinia'
import { computed, ref } from 'vue'
import { isApiError, useApi, type Settings, type SettingsPatch, type SettingsReply } from '../api'

/** What the page shows before (or instead of) the stored settings; mirrors the schema defaults. */
export const fallbackSettings = (): Settings => ({
  language: 'en',
  animationSpeed: 1,
  reducedMotion: 'system',
  volume: 0.8,
  debug: false,
})

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed'

/**
 * The user's settings as main stores them. Every change goes to main at once and the
 * store takes main's answer as the truth, so what the page shows is what was saved.
 */
export const useSettingsStore = defineStore('settings', () => {
  const settings = ref<Settings>(fallbackSettings())
  const loaded = ref(false)
  /** Path of the unreadable settings file main kept aside, when it had to restore defaults. */
  const recoveredFrom = ref<string | null>(null)
  const loadError = ref<string | null>(null)
  const saveState = ref<SaveState>('idle')
  const saveError = ref<string | null>(null)

  function accept(reply: SettingsReply): void {
    settings.value = reply.settings
    // A later reply without the flag must not hide the notice: the old file is still there.
    if (reply.recoveredFrom) recoveredFrom.value = reply.recoveredFrom
  }

  /** Reads the settings from main. Never throws: a failure is kept in `loadError`. */
  async function load(): Promise<void> {
    try {
      accept(await useApi().settings.get())
      loadError.value = null
    } catch (e) {
      loadError.value = isApiError(e) ? e.message : String(e)
    } finally {
      loaded.value = true
    }
  }

  /** Saves one change. Returns whether main accepted it; the reason is in `saveError`. */
  async function update(patch: SettingsPatch): Promise<boolean> {
    saveState.value = 'saving'
    saveError.value = null
    try {
      accept(await useApi().settings.update(patch))
      saveState.value = 'saved'
      return true
    } catch (e) {
      saveError.value = isApiError(e) ? e.message : String(e)
      saveState.value = 'failed'
      return false
    }
  }

  const language = computed(() => settings.value.language)

  return { settings, loaded, recoveredFrom, loadError, saveState, saveError, language, load, update }
})
