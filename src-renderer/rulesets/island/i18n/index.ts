import en from './en.json'
import it from './it.json'

/** Island's strings by locale (mounted under `rulesets.island`). */
export const ISLAND_MESSAGES = { en, it }
