import type { Locale } from '../../../src-shared/ipc/settings'

/**
 * A ruleset's rules reference, written as data in our own words (one file per rule area per
 * locale, in `src-renderer/rulesets/<id>/rules/`). Entries keep the same stable `id` in every
 * locale, so a link from the table (`RuleLink`) finds its entry in the reader's language.
 */
export interface RuleEntry {
  /** Stable anchor, the same in every locale (kebab-case). */
  readonly id: string
  readonly title: string
  /** The spec's rule IDs this entry explains (for maintainers, shown small). */
  readonly rules: readonly string[]
  /** Other words a player may search for (synonyms, icon names). */
  readonly terms?: readonly string[]
  /** Paragraphs of plain text (never HTML). */
  readonly body: readonly string[]
}

/** One area of the rules, in the order of the spec's sections. */
export interface RuleArea {
  readonly id: string
  readonly title: string
  readonly entries: readonly RuleEntry[]
}

/** The whole reference of a ruleset, per locale. */
export type RulesReference = { readonly [L in Locale]: readonly RuleArea[] }

/** Every entry of a reference in reading order. */
export function allEntries(areas: readonly RuleArea[]): RuleEntry[] {
  return areas.flatMap((a) => a.entries)
}

/** The entry with this anchor, or undefined. */
export function findEntry(areas: readonly RuleArea[], id: string): RuleEntry | undefined {
  return allEntries(areas).find((e) => e.id === id)
}

/** The area holding an entry, or undefined. */
export function areaOf(areas: readonly RuleArea[], id: string): RuleArea | undefined {
  return areas.find((a) => a.entries.some((e) => e.id === id))
}
