/** A pack's player-visible strings (design §2): `i18n/<locale>.json`, a flat map from key to text. */
import { z } from 'zod'
import { I18nKeySchema } from './ids'

/** `i18n/<locale>.json`. */
export const I18nFileSchema = z.record(I18nKeySchema, z.string().min(1, 'must not be empty')).meta({ id: 'I18nFile' })

/** Locale → key → text, every pack's strings merged. */
export type PackStrings = Record<string, Record<string, string>>

/** Locale names a pack may use: "en", "pt-BR". */
export const LOCALE_PATTERN = /^[a-z]{2}(?:-[A-Z]{2})?$/

/** The text of an i18n key in a locale, falling back to English then to the key itself. */
export function text(content: { strings: PackStrings }, locale: string, key: string): string {
  return content.strings[locale]?.[key] ?? content.strings.en?.[key] ?? key
}

/** An i18n key in every locale of the pack (the key itself where a locale lacks it), e.g. for the New game screen. */
export const byLocale = (content: { strings: PackStrings }, key: string): Record<string, string> =>
  Object.fromEntries(Object.entries(content.strings).map(([locale, table]) => [locale, table[key] ?? key]))
