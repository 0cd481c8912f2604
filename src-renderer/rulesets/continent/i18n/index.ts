import en from './en.json'
import it from './it.json'
import tableEn from './table.en.json'
import tableIt from './table.it.json'

/** Continent's strings by locale (mounted under `rulesets.continent`): setup, options, thumbnail, play, end, shortcuts, and the table's own file. */
export const CONTINENT_MESSAGES = {
  en: { ...en, table: tableEn },
  it: { ...it, table: tableIt },
}
