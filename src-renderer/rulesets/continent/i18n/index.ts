import en from './en.json'
import it from './it.json'
import tableEn from './table.en.json'
import tableIt from './table.it.json'
import cardsEn from './cards.en.json'
import cardsIt from './cards.it.json'
import trapsEn from './traps.en.json'
import trapsIt from './traps.it.json'

/** Continent's strings by locale (mounted under `rulesets.continent`): setup, options, thumbnail, play, end, shortcuts, the table's own file, the traps' warnings and confirmations, and the card faces' words (`cards`). */
export const CONTINENT_MESSAGES = {
  en: { ...en, table: tableEn, traps: trapsEn, cards: cardsEn },
  it: { ...it, table: tableIt, traps: trapsIt, cards: cardsIt },
}
