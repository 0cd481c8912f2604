import type { SagaView } from '../../../../src-shared/rulesets/saga/view'

/**
 * The guided first round of Saga as data (issue #18 item 6, on the pattern of Island's): each step
 * says when it applies (read only from the view and whether the book page is open, never from a
 * timer), which part of the table it points at (the table's `data-tutorial` anchors) and which rules
 * reference entry tells more. Texts are `rulesets.saga.learn.tutorial.steps.<id>.title|body`.
 */
export type Anchor = 'row' | 'atlas' | 'boards' | 'sheet' | 'decision' | 'journey'

export interface TutorialContext { storyOpen: boolean }

export interface TutorialStep {
  readonly id: string
  readonly anchor: Anchor
  /** The rules reference entry (`rules/*.json`) behind "Tell me more". */
  readonly rule: string
  readonly applies: (view: SagaView, ctx: TutorialContext) => boolean
  /** Steps that must have been shown first. */
  readonly after?: readonly string[]
  /** The step only points at the table: "Next" passes it (the others pass when the player acts). */
  readonly pointing?: true
}

const round1 = (v: SagaView): boolean => v.round === 1 && v.stage === 'action'
/** Round 1's first turn, the token not placed yet, the introduction read. */
const firstChoice = (v: SagaView, c: TutorialContext): boolean => round1(v) && v.turn === 0 && v.waiting?.kind === 'place' && !c.storyOpen
/** Round 1's first turn, its card resolving. */
const firstAction = (v: SagaView): boolean => round1(v) && v.turn === 0 && v.waiting !== null && v.waiting.kind !== 'place'
const laterTurn = (v: SagaView, c: TutorialContext): boolean => round1(v) && v.turn >= 1 && v.waiting?.kind === 'place' && !c.storyOpen
const round2 = (v: SagaView, c: TutorialContext): boolean => v.round >= 2 && !c.storyOpen

/** In teaching order: the table before the first token, the first action, the other turns, the round's end. */
export const TUTORIAL_STEPS: readonly TutorialStep[] = [
  { id: 'row', anchor: 'row', rule: 'action-row', applies: firstChoice, pointing: true },
  { id: 'atlas', anchor: 'atlas', rule: 'movement', applies: firstChoice, after: ['row'], pointing: true },
  { id: 'boards', anchor: 'boards', rule: 'wounds', applies: firstChoice, after: ['atlas'], pointing: true },
  { id: 'sheet', anchor: 'sheet', rule: 'events', applies: firstChoice, after: ['boards'], pointing: true },
  { id: 'placeToken', anchor: 'row', rule: 'action-row', applies: firstChoice, after: ['sheet'] },
  { id: 'journey', anchor: 'journey', rule: 'journey', applies: (v) => round1(v) && v.waiting?.kind === 'journey' },
  { id: 'firstAction', anchor: 'decision', rule: 'action-row', applies: firstAction },
  { id: 'bonuses', anchor: 'row', rule: 'action-row', applies: laterTurn, pointing: true },
  { id: 'eventPhase', anchor: 'sheet', rule: 'events', applies: round2, pointing: true },
  { id: 'wrapUp', anchor: 'decision', rule: 'paragraphs', applies: round2, after: ['eventPhase'] },
]

/** The last step: closing it finishes the guide. */
export const LAST_STEP = 'wrapUp'

export function stepById(id: string): TutorialStep | undefined {
  return TUTORIAL_STEPS.find((s) => s.id === id)
}

/** The first unseen step, in teaching order, that applies now and whose prerequisites were shown. */
export function pickStep(view: SagaView, ctx: TutorialContext, seen: ReadonlySet<string>): TutorialStep | null {
  if (view.outcome !== null) return null
  return TUTORIAL_STEPS.find((s) => !seen.has(s.id) && (s.after ?? []).every((a) => seen.has(a)) && s.applies(view, ctx)) ?? null
}

/**
 * The runner's rule: the current step stays while it applies and the player has not moved on
 * ("Next" for the pointing steps); once passed it counts as seen.
 */
export function advance(view: SagaView, ctx: TutorialContext, current: string | null, seen: ReadonlySet<string>, next = false): { current: string | null; seen: Set<string> } {
  const out = new Set(seen)
  const step = current === null ? undefined : stepById(current)
  if (step && !next && view.outcome === null && step.applies(view, ctx)) return { current, seen: out }
  if (current !== null) out.add(current)
  return { current: pickStep(view, ctx, out)?.id ?? null, seen: out }
}
