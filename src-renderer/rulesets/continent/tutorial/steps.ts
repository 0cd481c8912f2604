import type { ContinentView } from '../../../../src-shared/rulesets/continent'

/**
 * The guided first adventure as data: each step says when it applies (read only from the view's
 * pending decision, never from a timer), which part of the table it points at (`data-tutorial`
 * anchors of the table) and which rules reference entry tells more. Its texts are the strings
 * `rulesets.continent.learn.tutorial.steps.<id>.title|body`.
 */
export type Anchor = 'seats' | 'map' | 'resolver' | 'deck' | 'piles' | 'log'

export interface TutorialStep {
  readonly id: string
  readonly anchor: Anchor
  /** The rules reference entry (`rules/*.json`) behind "Tell me more". */
  readonly rule: string
  /** Whether the step explains what the view asks now. */
  readonly applies: (view: ContinentView) => boolean
  /** Steps that must have been shown first (a later turn's steps wait for the first turn's). */
  readonly after?: readonly string[]
}

/** Whether any action has been played: every action leaves a drawn card in the Discard Pile or a hand, or a card in the Past. */
export function anActionWasPlayed(view: ContinentView): boolean {
  return view.discardCount > 0 || view.past.length > 0 || view.players.some((p) => p.hand.length > 1)
}

const choiceKind = (view: ContinentView): string | null => (view.phase === 'resolving' ? view.decision?.choice?.kind ?? null : null)
/** The start of a later turn (a solo game answers "who is active?" itself, so choosing the action counts too). */
const laterTurn = (view: ContinentView): boolean => (view.phase === 'chooseActive' || view.phase === 'chooseAction') && view.action === null && anActionWasPlayed(view)

/** In teaching order: the first turn's steps as they happen, then what to watch between turns. */
export const TUTORIAL_STEPS: readonly TutorialStep[] = [
  { id: 'turnStart', anchor: 'resolver', rule: 'turn-active', applies: (v) => v.phase === 'chooseActive' && !anActionWasPlayed(v) },
  { id: 'chooseAction', anchor: 'map', rule: 'turn-actions', applies: (v) => v.phase === 'chooseAction' && !anActionWasPlayed(v) },
  { id: 'involve', anchor: 'resolver', rule: 'turn-involve', applies: (v) => v.phase === 'involve' },
  { id: 'items', anchor: 'resolver', rule: 'action-items', applies: (v) => v.phase === 'useItems' },
  { id: 'cost', anchor: 'resolver', rule: 'action-cost', applies: (v) => v.phase === 'cost' },
  { id: 'result', anchor: 'resolver', rule: 'action-result', applies: (v) => choiceKind(v) === 'keepSkill' },
  { id: 'placeTerrain', anchor: 'map', rule: 'explore-place-terrain', applies: (v) => choiceKind(v) === 'placeTerrain' },
  { id: 'handLimit', anchor: 'seats', rule: 'hand-limit', applies: (v) => choiceKind(v) === 'handLimit' },
  { id: 'consequences', anchor: 'resolver', rule: 'action-consequences', applies: (v) => { const k = choiceKind(v); return k !== null && !['keepSkill', 'placeTerrain', 'handLimit'].includes(k) } },
  { id: 'lifeForce', anchor: 'deck', rule: 'deck-life-force', applies: laterTurn },
  { id: 'handAndPast', anchor: 'seats', rule: 'saving-the-past', applies: laterTurn, after: ['lifeForce'] },
  { id: 'wrapUp', anchor: 'log', rule: 'action-anatomy', applies: laterTurn, after: ['lifeForce', 'handAndPast'] },
]

/** The last step: closing it finishes the guide. */
export const LAST_STEP = 'wrapUp'

export function stepById(id: string): TutorialStep | undefined {
  return TUTORIAL_STEPS.find((s) => s.id === id)
}

/**
 * The step to show for `view`, given the steps already shown (`seen`): the first unseen step, in
 * teaching order, that applies to the view and whose prerequisites were shown; null when none does
 * (the guide waits for something new, e.g. the first revealed terrain).
 */
export function pickStep(view: ContinentView, seen: ReadonlySet<string>): TutorialStep | null {
  if (view.outcome !== null) return null
  return TUTORIAL_STEPS.find((s) => !seen.has(s.id) && (s.after ?? []).every((a) => seen.has(a)) && s.applies(view)) ?? null
}

/**
 * The runner's rule: the current step stays while it still applies (the player is still answering
 * it); once the view has moved on it counts as seen and the next step is picked.
 */
export function advance(view: ContinentView, current: string | null, seen: ReadonlySet<string>): { current: string | null; seen: Set<string> } {
  const next = new Set(seen)
  const step = current === null ? undefined : stepById(current)
  if (step && view.outcome === null && step.applies(view)) return { current, seen: next }
  if (current !== null) next.add(current)
  return { current: pickStep(view, next)?.id ?? null, seen: next }
}
