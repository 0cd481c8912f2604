import en from './en.json'
import it from './it.json'

/** Lantern Run's strings by locale (mounted under `rulesets.lantern`). */
export const LANTERN_MESSAGES = { en, it }
