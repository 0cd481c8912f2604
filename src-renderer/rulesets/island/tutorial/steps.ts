import type { IslandView } from '../../../../src-shared/rulesets/island/view'

/**
 * The guided first round of Island as data (issue #16 item 6): each step says when it applies
 * (read only from the view, never from a timer), which part of the table it points at (the
 * table's `data-tutorial` anchors) and which rules reference entry tells more. Texts are the
 * strings `rulesets.island.learn.tutorial.steps.<id>.title|body`.
 */
export type Anchor = 'round' | 'map' | 'board' | 'tray' | 'decision' | 'latest'

export interface TutorialStep {
  readonly id: string
  readonly anchor: Anchor
  /** The rules reference entry (`rules/*.json`) behind "Tell me more". */
  readonly rule: string
  readonly applies: (view: IslandView, free: number) => boolean
  /** Steps that must have been shown first. */
  readonly after?: readonly string[]
}

const planningRound1 = (v: IslandView): boolean => v.pending?.kind === 'plan' && v.position.round === 1
/** Between the plan and the next round: the action's dice, the weather, the night. */
const afterThePlan = (v: IslandView): boolean => v.position.round === 1 && v.pending !== null && v.pending.kind !== 'plan'
const round2Planning = (v: IslandView): boolean => v.pending?.kind === 'plan' && v.position.round >= 2
const weatherOrNight = (v: IslandView): boolean => afterThePlan(v) && (v.position.phase === 'weather' || v.position.phase === 'night')

/** In teaching order: the table before the first pawn, planning, the plan confirmed, what follows. */
export const TUTORIAL_STEPS: readonly TutorialStep[] = [
  { id: 'roundTrack', anchor: 'round', rule: 'round-phases', applies: (v) => planningRound1(v) && v.plan.length === 0 },
  { id: 'threats', anchor: 'board', rule: 'round-events', applies: (v) => planningRound1(v) && v.plan.length === 0, after: ['roundTrack'] },
  { id: 'spaces', anchor: 'board', rule: 'planning-pawns', applies: (v) => planningRound1(v) && v.plan.length === 0, after: ['threats'] },
  { id: 'placePawn', anchor: 'tray', rule: 'planning-pawns', applies: (v) => planningRound1(v) && v.plan.length === 0, after: ['spaces'] },
  { id: 'riskySure', anchor: 'board', rule: 'planning-risk', applies: (v, free) => planningRound1(v) && v.plan.length > 0 && free > 0, after: ['placePawn'] },
  { id: 'commit', anchor: 'decision', rule: 'planning-pawns', applies: (v, free) => planningRound1(v) && free === 0 },
  { id: 'resolution', anchor: 'latest', rule: 'planning-risk', applies: (v) => afterThePlan(v) && v.position.phase === 'action' },
  // When nothing asks the group during the weather and the night (enough food, a shelter), the step
  // is told at the start of round 2 instead, as what just happened: the guide never skips it.
  { id: 'weatherNight', anchor: 'decision', rule: 'night', applies: (v) => weatherOrNight(v) || round2Planning(v) },
  { id: 'wrapUp', anchor: 'round', rule: 'weather', applies: round2Planning, after: ['weatherNight'] },
]

/** The last step: closing it finishes the guide. */
export const LAST_STEP = 'wrapUp'

export function stepById(id: string): TutorialStep | undefined {
  return TUTORIAL_STEPS.find((s) => s.id === id)
}

/** The first unseen step, in teaching order, that applies now and whose prerequisites were shown. */
export function pickStep(view: IslandView, free: number, seen: ReadonlySet<string>): TutorialStep | null {
  if (view.outcome !== null) return null
  return TUTORIAL_STEPS.find((s) => !seen.has(s.id) && (s.after ?? []).every((a) => seen.has(a)) && s.applies(view, free)) ?? null
}

/**
 * The runner's rule: the current step stays while it applies and the player has not moved on
 * ("Next" for the steps that only point at the table); once passed it counts as seen.
 */
export function advance(view: IslandView, free: number, current: string | null, seen: ReadonlySet<string>, next = false): { current: string | null; seen: Set<string> } {
  const out = new Set(seen)
  const step = current === null ? undefined : stepById(current)
  if (step && !next && view.outcome === null && step.applies(view, free)) return { current, seen: out }
  if (current !== null) out.add(current)
  return { current: pickStep(view, free, out)?.id ?? null, seen: out }
}
