import type { RulesReference } from '../../../components/rules/reference'
import en from './en.json'
import it from './it.json'

/** Saga's rules reference in our own words (facts from the spec's S-* rules), loaded through the registry. */
export const SAGA_RULES: RulesReference = { en, it }
