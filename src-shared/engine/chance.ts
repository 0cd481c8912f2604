import type { RngState } from './rng'
import type { Applied, GameEvent } from './ruleset'
import { isRuleError, type RuleError } from './rule-error'

/**
 * Chance bookkeeping owned by the kernel (C-D-12): any use of chance is an undo limit, even when
 * no event revealed anything (a shuffle, a die rolled and rerolled, a blind pick). Rulesets mark
 * the events that reveal; the kernel adds the checkpoint for randomness that nobody marked.
 */

/** The event added when randomness was used and no event of the command was a checkpoint. */
export const CHANCE_EVENT_TYPE = 'chance'

/**
 * True when the RNG was drawn from between two of its states: an injected pick was consumed or
 * the generator words moved. Compares numbers only, so it allocates nothing (it runs after every
 * command, also for each candidate of `legalCommands`).
 */
export function rngWasUsed(before: RngState, after: RngState): boolean {
  if (before === after) return false
  return (
    before.injected.length !== after.injected.length ||
    before.s[0] !== after.s[0] ||
    before.s[1] !== after.s[1] ||
    before.s[2] !== after.s[2] ||
    before.s[3] !== after.s[3]
  )
}

/** True when an event is marked as a checkpoint; a loop, not `some`, to stay allocation-free. */
function anyCheckpoint(events: readonly GameEvent[]): boolean {
  for (let i = 0; i < events.length; i++) if (events[i]?.checkpoint === true) return true
  return false
}

export type ApplyFn<S, Cmd> = (state: S, command: Cmd) => Applied<S> | RuleError

/**
 * Wraps a ruleset's `apply` so that a command which used the RNG (found in each state by
 * `rngOf`) always ends with a checkpoint event: the ruleset's own, or a `chance` event appended
 * last. Refusals pass through untouched. The inner result is never mutated (a ruleset may return
 * a shared empty events array): the rare marked result is a new object.
 */
export function withChanceCheckpoint<S, Cmd>(apply: ApplyFn<S, Cmd>, rngOf: (state: S) => RngState): ApplyFn<S, Cmd> {
  return (state, command) => {
    const result = apply(state, command)
    if (isRuleError(result)) return result
    if (!rngWasUsed(rngOf(state), rngOf(result.state)) || anyCheckpoint(result.events)) return result
    return { state: result.state, events: [...result.events, { type: CHANCE_EVENT_TYPE, checkpoint: true }] }
  }
}
