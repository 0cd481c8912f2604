import type { RulesReference } from '../../../components/rules/reference'
import en from './en.json'
import it from './it.json'

/** Island's rules reference in our own words (facts from the spec's I-* rules), loaded through the registry. */
export const ISLAND_RULES: RulesReference = { en, it }
