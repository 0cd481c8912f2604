import { inject, shallowRef, watch, type InjectionKey, type Ref, type ShallowRef } from 'vue'
import type { RulesReference } from './reference'

/**
 * How a ruleset's reference is loaded: the app provides the registry's lazy `rules` (App.vue), so
 * the rule links inside a ruleset's table need not import the registry (which imports the tables).
 */
export type RulesLoader = (ruleset: string) => (() => Promise<RulesReference>) | undefined
export const RULES_LOADER: InjectionKey<RulesLoader> = Symbol('rules-loader')

// One load per ruleset for the whole app: every rule link of a table shares it.
const loaded = new Map<string, Promise<RulesReference | null>>()

/** The rules reference of a ruleset (null when it has none or is unknown), loaded once. */
export function loadRules(loader: RulesLoader | null, ruleset: string): Promise<RulesReference | null> {
  let p = loaded.get(ruleset)
  if (!p) {
    const load = loader?.(ruleset)
    if (!load) return Promise.resolve(null)
    p = load().catch(() => null)
    loaded.set(ruleset, p)
  }
  return p
}

/** A ref to the reference of `ruleset` (undefined while loading, null when there is none). */
export function useRules(ruleset: Ref<string>): ShallowRef<RulesReference | null | undefined> {
  const loader = inject(RULES_LOADER, null)
  const ref = shallowRef<RulesReference | null | undefined>(undefined)
  watch(ruleset, (id) => {
    ref.value = undefined
    void loadRules(loader, id).then((r) => { if (ruleset.value === id) ref.value = r })
  }, { immediate: true })
  return ref
}
