// Test kit: the Saga test pack, games set up on it, and ways to put a state where a rule can be seen.
import { expect } from 'vitest'
import { isRuleError, type RuleError } from '../../../engine/rule-error'
import type { GameEvent } from '../../../engine/ruleset'
import type { Effect } from '../../../content/saga/effects'
import { sagaTestContent } from '../../../content/saga/__tests__/load-saga-pack'
import { apply } from '../apply-command'
import { setupAndRun } from '../module'
import { run } from '../queue'
import type { SagaCommand, SagaConfig, SagaState, Task } from '../types'

export const content = sagaTestContent()
export const adventure = (): NonNullable<(typeof content.adventures)[string]> => {
  const a = content.adventures.crossing
  if (!a) throw new Error('no adventure')
  return a
}

/** A new game (2 players: mender and scout by default) after the first round's start. */
export function newGame(over: Partial<SagaConfig> = {}, seed = 1): SagaState {
  const s = setupAndRun(content, { scenario: 'crossing', characters: ['warden', 'scout'], ...over }, seed)
  if (isRuleError(s)) throw new Error(s.message)
  return s
}

/** Applies a command that must be accepted. */
export function play(s: SagaState, cmd: SagaCommand): SagaState {
  const r = apply(content, s, cmd)
  if (isRuleError(r)) throw new Error(`${JSON.stringify(cmd)} refused: ${r.code} ${r.message}`)
  return r.state
}

/** Applies a command and returns its events too. */
export function playWithEvents(s: SagaState, cmd: SagaCommand): { state: SagaState; events: GameEvent[] } {
  const r = apply(content, s, cmd)
  if (isRuleError(r)) throw new Error(`${JSON.stringify(cmd)} refused: ${r.code} ${r.message}`)
  return r
}

/** The refusal of a command that must be refused. */
export function refusal(s: SagaState, cmd: SagaCommand): RuleError {
  const r = apply(content, s, cmd)
  expect(isRuleError(r), `${JSON.stringify(cmd)} should be refused`).toBe(true)
  return r as RuleError
}

/** The state with these tasks at the queue's head, run on until a player is asked. */
export function withTasks(s: SagaState, ...tasks: Task[]): SagaState {
  const d = { s: structuredClone(s), events: [] as GameEvent[], content, adv: adventure() }
  d.s.queue.unshift(...tasks)
  run(d)
  return d.s
}

/** The state after these effects ran for character `actor`. */
export const withEffects = (s: SagaState, actor: number, ...effects: Effect[]): SagaState =>
  withTasks(s, ...effects.map((e): Task => ({ t: 'effect', e, actor })))

/** A copy changed by `f` (test surgery). */
export function edit(s: SagaState, f: (draft: SagaState) => void): SagaState {
  const c = structuredClone(s)
  f(c)
  return c
}

/** Plays the first legal command until `until` holds (or the game ends). */
export function placeToken(s: SagaState, slot: number, token = s.row.tokens.findIndex((t) => t.active && t.slot !== slot), main?: number): SagaState {
  return play(s, main === undefined ? { type: 'place', token, slot } : { type: 'place', token, slot, main })
}
