import type { InjectionKey } from 'vue'

/**
 * A page that can show the rules reference beside itself (the table: the game stays on screen and
 * keeps its state) provides this; a `RuleLink` inside it opens the sheet instead of leaving the page.
 */
export interface RuleSheetHost {
  open(ruleset: string, entry: string | null): void
}

export const RULE_SHEET: InjectionKey<RuleSheetHost> = Symbol('rule-sheet')

/** The address of a reference entry (hash history), for links that open it as a page. */
export function rulesHref(ruleset: string, entry: string | null): string {
  return `#/rules/${encodeURIComponent(ruleset)}${entry ? `/${encodeURIComponent(entry)}` : ''}`
}
