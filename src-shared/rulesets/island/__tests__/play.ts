// Test helpers: the test pack, a setup, and a random player.
import { isRuleError } from '../../../engine/rule-error'
import { intInRange, seedRng, type RngState } from '../../../engine/rng'
import { islandTestContent } from '../../../content/island/__tests__/load-island-pack'
import type { IslandContent } from '../../../content/island/content'
import { apply } from '../apply-command'
import { check } from '../invariants'
import { legalCommands } from '../legal-commands'
import { setup } from '../setup'
import type { IslandCommand, IslandConfig, IslandState } from '../types'

export const content = (): IslandContent => islandTestContent()

export const CASTAWAYS = ['alpha', 'beta', 'gamma', 'delta']

export function newGame(players: number, seed: number, extra: Partial<IslandConfig> = {}): IslandState {
  const s = setup(content(), { scenario: 'test-rescue', characters: CASTAWAYS.slice(0, players), ...extra }, seed)
  if (isRuleError(s)) throw new Error(s.message)
  return s
}

/** Applies a command that must be legal. */
export function play(s: IslandState, c: IslandCommand): IslandState {
  const r = apply(content(), s, c)
  if (isRuleError(r)) throw new Error(`${c.type}: ${r.code} ${r.message}`)
  return r.state
}

/** A random command among the legal ones (never taking a planned action back, so games end). */
export function randomCommand(s: IslandState, rng: RngState): IslandCommand | undefined {
  const legal = legalCommands(content(), s).filter((c) => c.type !== 'unplan')
  if (legal.length === 0) return undefined
  return legal[intInRange(rng, 0, legal.length - 1)]
}

/** Plays a whole random game; returns the final state, the commands and every violation seen. */
export function randomGame(players: number, seed: number, checkEvery = true): { state: IslandState; commands: IslandCommand[]; violations: string[] } {
  let s = newGame(players, seed)
  const rng = seedRng(seed ^ 0x5bd1e995)
  const commands: IslandCommand[] = []
  const violations: string[] = []
  for (let i = 0; i < 5000 && s.outcome === null; i++) {
    const c = randomCommand(s, rng)
    if (!c) { violations.push('no legal command'); break }
    s = play(s, c)
    commands.push(c)
    if (checkEvery) violations.push(...check(content(), s).map((v) => `${v.code}: ${v.message}`))
  }
  return { state: s, commands, violations }
}

import { cloneJson } from '../../../engine/json-clone'
import type { GameEvent } from '../../../engine/ruleset'
import { drain, type Run } from '../effects-run'
import { planAction } from '../planning'
import { inResolutionOrder, resolveNext } from '../resolution'
import type { PawnRef, PlanTarget } from '../types'

/** A working copy of a state for calling phase functions directly. */
export function runOn(s: IslandState): Run {
  return { content: content(), s: cloneJson(s), events: [] as GameEvent[] }
}

/** Plans an action on a copy (it must be legal) and returns the copy. */
export function withPlanned(s: IslandState, target: PlanTarget, pawns: PawnRef[]): IslandState {
  const a = planAction(content(), s, target, pawns)
  if ('code' in a) throw new Error(`${a.code}: ${a.message}`)
  const out = cloneJson(s)
  out.plan.push(a)
  return out
}

/** Resolves the planned actions in order, running their effects (no weather, no night). */
export function resolvePlan(s: IslandState): Run {
  const r = runOn(s)
  r.s.pending = null
  r.s.plan = inResolutionOrder(r.s.plan)
  while (resolveNext(r) === 'more') drain(r)
  drain(r)
  return r
}

export const pawn = (character: string): PawnRef => ({ kind: 'character', character })
