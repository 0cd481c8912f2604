import { createI18n } from 'vue-i18n'
import type { Locale } from '../../src-shared/ipc/settings'
import en from './en.json'
import it from './it.json'
import { RENDERER_LIST } from '../rulesets'
import type { Messages } from '../rulesets/types'

/** English is the reference locale: every other locale must have exactly its keys. */
export type MessageSchema = typeof en & { rulesets: Record<string, Messages> }

/**
 * The renderer's locales, in menu order. Kept here rather than imported from
 * src-shared/ipc/settings (whose runtime part is zod); `satisfies` ties the two.
 */
export const LOCALES = ['en', 'it'] as const satisfies readonly Locale[]
// The reverse direction: a locale added to the settings schema must be added here.
const everyLocaleListed: [Exclude<Locale, (typeof LOCALES)[number]>] extends [never] ? true : never = true
void everyLocaleListed

/** Each ruleset's own strings, under `rulesets.<id>` (they live in its folder, `src-renderer/rulesets/<id>/`). */
const rulesetMessages = (locale: Locale): Record<string, Messages> =>
  Object.fromEntries(RENDERER_LIST.map((r) => [r.id, r.messages[locale]]))

export const messages: Record<Locale, MessageSchema> = {
  en: { ...en, rulesets: rulesetMessages('en') },
  it: { ...it, rulesets: rulesetMessages('it') },
}

/** A fresh i18n instance (one per app; tests make their own). */
export function createAppI18n(locale: Locale = 'en') {
  return createI18n<[MessageSchema], Locale, false>({
    legacy: false,
    locale,
    fallbackLocale: 'en',
    messages,
    // Missing keys are a bug caught by the locale test, not something to warn about at runtime.
    missingWarn: false,
    fallbackWarn: false,
  })
}

export type AppI18n = ReturnType<typeof createAppI18n>
