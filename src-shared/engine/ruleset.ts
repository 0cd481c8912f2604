import type { RuleError } from './rule-error'

/**
 * One thing that happened, for the log and for animations. `checkpoint` marks events
 * that revealed hidden information or consumed randomness: undo never crosses them
 * (C-D-12).
 */
export interface GameEvent {
  type: string
  checkpoint?: true
  [key: string]: unknown
}

/** How many of `events` are of `type` (a ruleset's tally of turns and actions). */
export function countEvents(events: readonly GameEvent[], type: string): number {
  let n = 0
  for (const e of events) if (e.type === type) n++
  return n
}

/** A broken invariant found by `check`: a bug in the engine or corrupt content/state. */
export interface InvariantViolation {
  code: string
  message: string
  details?: Record<string, unknown>
}

export interface Applied<S> {
  state: S
  events: GameEvent[]
}

/**
 * The contract every ruleset implements (design §1). All functions are pure; state
 * is plain JSON and is never mutated by the engine once returned.
 */
export interface Ruleset<S, Cfg, Cmd extends { type: string }, Decision, View> {
  readonly id: string
  setup(config: Cfg, seed: number): S | RuleError
  /** The decision the game waits for, or null when the game is over. */
  decision(state: S): Decision | null
  apply(state: S, command: Cmd): Applied<S> | RuleError
  /** Every command `apply` accepts now (finite; see the ruleset for caps on open ranges). */
  legalCommands(state: S): Cmd[]
  /** The public projection for one seat (or a spectator when omitted). */
  view(state: S, seat?: number): View
  check(state: S): InvariantViolation[]
}

export type AnyRuleset = Ruleset<unknown, unknown, { type: string }, unknown, unknown>
