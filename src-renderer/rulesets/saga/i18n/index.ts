import en from './en.json'
import it from './it.json'

/** Saga's strings by locale (mounted under `rulesets.saga`). */
export const SAGA_MESSAGES = { en, it }
