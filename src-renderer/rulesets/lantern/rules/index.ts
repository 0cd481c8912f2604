import type { RulesReference } from '../../../components/rules/reference'
import en from './en.json'
import it from './it.json'

/** Lantern Run's short rules reference (its facts: `src-shared/rulesets/lantern/RULES.md`), loaded through the registry. */
export const LANTERN_RULES: RulesReference = { en, it }
