import en from './en.json'
import it from './it.json'
import layoutEn from './layout.en.json'
import layoutIt from './layout.it.json'
import tableEn from './table.en.json'
import tableIt from './table.it.json'
import cardsEn from './cards.en.json'
import cardsIt from './cards.it.json'
import trapsEn from './traps.en.json'
import trapsIt from './traps.it.json'
import storyEn from './story.en.json'
import storyIt from './story.it.json'
import learnEn from './learn.en.json'
import learnIt from './learn.it.json'

/**
 * Continent's strings by locale (mounted under `rulesets.continent`): setup, options, thumbnail, play, end, shortcuts,
 * the table's own file, the traps' warnings and confirmations, the story (introduction, story cards, journal) and
 * learning (rules reference title, guided first adventure) the layout's panels and the card faces' words (`cards`).
 */
export const CONTINENT_MESSAGES = {
  en: { ...en, table: tableEn, traps: trapsEn, story: storyEn, learn: learnEn, layout: layoutEn, cards: cardsEn },
  it: { ...it, table: tableIt, traps: trapsIt, story: storyIt, learn: learnIt, layout: layoutIt, cards: cardsIt },
}
