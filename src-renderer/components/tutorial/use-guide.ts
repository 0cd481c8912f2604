import { computed, inject, ref, type ComputedRef, type Ref } from 'vue'
import { routeLocationKey, routerKey } from 'vue-router'
import { useSettingsStore } from '../../stores/settings'

/** One step of a guided first game: what it is called, the part of the table it points at, its rules entry. */
export interface GuideStep {
  id: string
  /** The `data-tutorial` value of the part of the table the step talks about. */
  anchor: string
  /** The rules reference entry "Tell me more" opens. */
  rule: string
}

/** Where a ruleset's guide stands after the game moved: the current step and the steps already shown. */
export interface GuideState {
  current: string | null
  seen: ReadonlySet<string>
}

export interface Guide<S extends GuideStep> {
  /** True while the guide runs (the table was opened for it and it was not skipped or finished). */
  on: Ref<boolean>
  step: ComputedRef<S | undefined>
  /** How many steps have been shown so far (the coach's "step n"). */
  shown: Ref<number>
  /** Moves the guide with the ruleset's own step picker: `pick` gets where the guide stands. */
  move(pick: (now: GuideState) => GuideState): void
  /** Records the guide as done (New game stops offering it ticked) and drops `guided` from the address. */
  finish(): Promise<void>
}

/**
 * The state every table's guided first game keeps (a first adventure, a first round, …):
 * on or off (`?guided=1` in the address, or the `guided` prop in tests), the current step and the
 * steps seen; which step comes next is the ruleset's business (its `steps.ts`), passed to `move`.
 */
export function useGuide<S extends GuideStep>(ruleset: string, guided: boolean | undefined, stepById: (id: string) => S | undefined): Guide<S> {
  const route = inject(routeLocationKey, null)
  const router = inject(routerKey, null)
  const settings = useSettingsStore()
  // An absent boolean prop reads false, so the address decides unless a caller turns the guide on.
  const on = ref(guided === true || route?.query.guided === '1')
  const current = ref<string | null>(null)
  const seen = ref<ReadonlySet<string>>(new Set())
  const shown = ref(0)
  const step = computed(() => (current.value === null ? undefined : stepById(current.value)))

  function move(pick: (now: GuideState) => GuideState): void {
    if (!on.value) return
    const before = current.value
    const r = pick({ current: current.value, seen: seen.value })
    seen.value = r.seen
    current.value = r.current
    if (r.current !== null && r.current !== before) shown.value += 1
  }

  async function finish(): Promise<void> {
    on.value = false
    const done = settings.settings.tutorialsDone ?? []
    if (!done.includes(ruleset)) await settings.update({ tutorialsDone: [...done, ruleset] })
    if (router && route?.query.guided !== undefined) {
      const query = { ...route.query }
      delete query.guided
      await router.replace({ query })
    }
  }

  return { on, step, shown, move, finish }
}
