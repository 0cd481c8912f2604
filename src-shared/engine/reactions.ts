import { cloneJson } from './json-clone'
import { isRuleError, ruleError, type RuleError } from './rule-error'

/**
 * Reaction windows for what may be used "at any time". When the rules reach a point where
 * players may step in, the ruleset suspends its flow (a plain-JSON description of where it was)
 * and opens a window listing who may react with what. Each eligible seat passes or reacts; a
 * reaction interrupts, the ruleset resolves it (which may open a window of its own: windows
 * nest), then the window asks everyone again. When every eligible seat has passed in a row, the
 * window closes and the suspended flow is handed back exactly as it was given.
 *
 * Every function returns new arrays and windows and never writes to the stack it was given;
 * windows that did not change are shared with it.
 */
export interface ReactionOption<O = unknown> {
  /** Unique within the window (one ability of one seat). */
  id: string
  seat: number
  payload?: O
}

export interface ReactionWindow<F, O = unknown> {
  /** What opened the window (a roll, a revealed card), for the rules and the table. */
  trigger: string
  /** The suspended flow, handed back unchanged when the window closes. */
  resume: F
  options: ReactionOption<O>[]
  /** Seats that passed since the window (re)opened. */
  passed: number[]
  /** The reaction being resolved: the window waits for it. */
  reacting: ReactionOption<O> | null
}

/** Open windows, innermost last. */
export type ReactionStack<F, O = unknown> = ReactionWindow<F, O>[]

/** The stack after a step, and the flow to resume when that step closed a window. */
export interface ReactionStep<F, O = unknown> {
  stack: ReactionStack<F, O>
  resumed: { flow: F } | null
}

/** The innermost window, the one being answered; null when none is open. */
export const currentWindow = <F, O>(stack: ReactionStack<F, O>): ReactionWindow<F, O> | null => stack[stack.length - 1] ?? null

/** Seats of a window that have not passed yet, in the order their first option is listed. */
export function seatsToAnswer<F, O>(window: ReactionWindow<F, O>): number[] {
  const out: number[] = []
  for (const o of window.options) if (!out.includes(o.seat) && !window.passed.includes(o.seat)) out.push(o.seat)
  return out
}

function assertOptions<O>(options: readonly ReactionOption<O>[]): void {
  const ids = new Set<string>()
  options.forEach((o, i) => {
    if (typeof o.id !== 'string' || o.id === '') throw new RangeError(`reaction options[${i}].id: must be a non-empty string`)
    if (ids.has(o.id)) throw new RangeError(`reaction options[${i}].id: '${o.id}' is listed twice`)
    ids.add(o.id)
  })
}

/** Replaces the innermost window, or drops it (handing its flow back) when nobody can react. */
function settle<F, O>(stack: ReactionStack<F, O>, window: ReactionWindow<F, O>): ReactionStep<F, O> {
  const below = stack.slice(0, -1)
  if (window.reacting === null && seatsToAnswer(window).length === 0) return { stack: below, resumed: { flow: window.resume } }
  return { stack: [...below, window], resumed: null }
}

/**
 * Suspends `resume` behind a new window. With no option at all the window never opens and the
 * flow goes on at once. Opening is only possible when no window is open or the innermost one is
 * resolving a reaction (the reaction's own flow is what gets suspended).
 */
export function openReactions<F, O>(
  stack: ReactionStack<F, O>,
  trigger: string,
  resume: F,
  options: readonly ReactionOption<O>[],
): ReactionStep<F, O> {
  assertOptions(options)
  const top = currentWindow(stack)
  if (top !== null && top.reacting === null) {
    throw new RangeError(`cannot open reactions to '${trigger}': the window for '${top.trigger}' is waiting for answers`)
  }
  const window: ReactionWindow<F, O> = { trigger, resume: cloneJson(resume), options: cloneJson([...options]), passed: [], reacting: null }
  return settle([...stack, window], window)
}

/** The innermost window when it is waiting for answers from `seat`, or why not. */
function answering<F, O>(stack: ReactionStack<F, O>, seat: number): ReactionWindow<F, O> | RuleError {
  const top = currentWindow(stack)
  if (top === null) return ruleError('no-reaction-window', 'Nothing can be reacted to now.')
  if (top.reacting !== null) {
    return ruleError('reaction-resolving', `Wait: '${top.reacting.id}' is being resolved.`, { reaction: top.reacting.id })
  }
  if (!seatsToAnswer(top).includes(seat)) return ruleError('not-eligible', `Seat ${seat} has nothing to answer here.`, { seat })
  return cloneJson(top)
}

/** A seat lets the moment pass; when the last eligible seat passes, the window closes and its flow resumes. */
export function passReaction<F, O>(stack: ReactionStack<F, O>, seat: number): ReactionStep<F, O> | RuleError {
  const window = answering(stack, seat)
  if (isRuleError(window)) return window
  window.passed.push(seat)
  return settle(stack, window)
}

/** A seat reacts with one of its options: the window waits while the ruleset resolves it. */
export function react<F, O>(stack: ReactionStack<F, O>, seat: number, optionId: string): { stack: ReactionStack<F, O>; reaction: ReactionOption<O> } | RuleError {
  const window = answering(stack, seat)
  if (isRuleError(window)) return window
  const option = window.options.find((o) => o.id === optionId && o.seat === seat)
  if (option === undefined) return ruleError('unknown-reaction', `Seat ${seat} cannot react with '${optionId}' here.`, { seat, reaction: optionId })
  window.reacting = option
  return { stack: [...stack.slice(0, -1), window], reaction: cloneJson(option) }
}

/**
 * The reaction finished resolving. The situation changed, so the window asks everyone again,
 * with the options as they stand now (a once-a-round ability drops out); with none left, the
 * window closes and its flow resumes.
 */
export function reactionResolved<F, O>(stack: ReactionStack<F, O>, options: readonly ReactionOption<O>[]): ReactionStep<F, O> | RuleError {
  const top = currentWindow(stack)
  if (top === null || top.reacting === null) return ruleError('no-reaction-resolving', 'No reaction is being resolved.')
  assertOptions(options)
  const window: ReactionWindow<F, O> = { ...cloneJson(top), options: cloneJson([...options]), passed: [], reacting: null }
  return settle(stack, window)
}
