import { watch, type WatchStopHandle } from 'vue'
import type { Settings } from '../src-shared/ipc/settings'
import type { AppI18n } from './i18n'

/** Class on `<html>` that turns every transition and animation off (see styles/theme.css). */
export const REDUCE_MOTION_CLASS = 'reduce-motion'

/** Whether motion is off: by the setting, by the OS preference, or by an animation speed of 0. */
export function motionReduced(settings: Pick<Settings, 'reducedMotion' | 'animationSpeed'>, systemPrefersReduced: boolean): boolean {
  if (settings.animationSpeed === 0) return true
  if (settings.reducedMotion === 'system') return systemPrefersReduced
  return settings.reducedMotion === 'on'
}

/** Puts the settings that concern the whole page onto `<html>`: language, motion, animation pace. */
export function applyToDocument(doc: Document, settings: Settings, systemPrefersReduced: boolean): void {
  const root = doc.documentElement
  root.lang = settings.language
  const reduced = motionReduced(settings, systemPrefersReduced)
  root.classList.toggle(REDUCE_MOTION_CLASS, reduced)
  // Durations in CSS are written as calc(<base> * var(--motion-scale)).
  root.style.setProperty('--motion-scale', String(reduced ? 0 : settings.animationSpeed))
}

interface SettingsSource {
  readonly settings: Settings
}

/**
 * Keeps the page in step with the settings store: the i18n locale, `<html lang>`, the
 * reduced-motion class. Follows the OS reduced-motion preference while the setting is
 * `system`. Returns a function that stops following.
 */
export function bindSettingsToPage(store: SettingsSource, i18n: AppI18n, win: Pick<Window, 'document' | 'matchMedia'>): () => void {
  const media = typeof win.matchMedia === 'function' ? win.matchMedia('(prefers-reduced-motion: reduce)') : null
  const apply = (): void => {
    i18n.global.locale.value = store.settings.language
    applyToDocument(win.document, store.settings, media?.matches ?? false)
  }
  const stop: WatchStopHandle = watch(() => store.settings, apply, { immediate: true, deep: true })
  media?.addEventListener('change', apply)
  return () => {
    stop()
    media?.removeEventListener('change', apply)
  }
}
