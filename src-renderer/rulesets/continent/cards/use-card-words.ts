import type { Ref } from 'vue'
import { useI18n } from 'vue-i18n'
import { curseTitle, packText, type TableCatalogue } from '../catalogue'
import type { Words } from './card-words'

/** The card faces' words in the reader's language over a catalogue (read during render, so a language change redraws). */
export function useCardWords(catalogue: () => TableCatalogue): { words: () => Words; t: Words['t']; locale: Ref<string> } {
  const { t, locale } = useI18n()
  const words = (): Words => ({
    t,
    pack: (key) => packText(catalogue(), locale.value, key),
    curse: (id) => curseTitle(catalogue(), locale.value, id),
  })
  return { words, t, locale }
}
