// Test helpers for the fixture pack's scenario sheets (fixtures/packs/island-test/scenarios/scenN-*.json).
import { faceIndex } from '../../../engine/dice'
import { cloneJson } from '../../../engine/json-clone'
import { isRuleError } from '../../../engine/rule-error'
import { injectPicks } from '../../../engine/rng'
import type { Effect } from '../../../content/island/effects'
import { drain, runFirst } from '../effects-run'
import { endOfAction } from '../end-of-action'
import { setup } from '../setup'
import type { EffectCtx, IslandState, Resources } from '../types'
import { CASTAWAYS, content, play, resolvePlan, runOn } from './play'

/** A game of a fixture scenario at its first decision. */
export function scenarioGame(scenario: string, players: number, seed: number): IslandState {
  const s = setup(content(), { scenario, characters: CASTAWAYS.slice(0, players) }, seed)
  if (isRuleError(s)) throw new Error(s.message)
  return s
}

/** Resources on hand, with the ledger kept whole (every unit came from somewhere). */
export function withAvailable(s: IslandState, r: Partial<Resources>): IslandState {
  const available = { ...s.available, ...r }
  const gained = { ...s.ledger.gained }
  for (const k of ['wood', 'food', 'preserved', 'fur'] as const) gained[k] = s.ledger.spent[k] + available[k] + s.future[k]
  return { ...s, available, ledger: { ...s.ledger, gained } }
}

/** Puts a tile from the stack on a space (a test arrangement of the island). */
export function placeTile(s: IslandState, space: string, tile: string): IslandState {
  return { ...s, island: { ...s.island, [space]: { tile, exhausted: [], tokens: [] } }, decks: { ...s.decks, tiles: s.decks.tiles.filter((t) => t !== tile) } }
}

/** Runs effects on a copy in a context (a phase, a resolver, a place) until a decision is needed. */
export function runEffects(s: IslandState, effects: Effect[], ctx: Partial<EffectCtx> = {}): IslandState {
  const r = runOn(s)
  r.s.pending = null
  runFirst(r.s, effects, { phase: 'event', resolver: null, source: null, here: null, ...ctx })
  drain(r)
  return r.s
}

/** Forces the faces of the next action roll (wound, success, adventure dice of a colour). */
export function forceRoll(s: IslandState, colour: 'build' | 'gather' | 'explore', wound: string, success: string, adventure: string): IslandState {
  const die = (role: string) => content().dice.action.find((d) => d.colour === colour && d.role === role)
  const idx = (role: string, face: string): number => faceIndex({ id: 'x', faces: (die(role)?.faces ?? []).map((f) => ({ id: f })) }, face)
  return { ...s, rng: injectPicks(s.rng, [idx('wound', wound), idx('success', success), idx('adventure', adventure)]) }
}

/** Every castaway Rests with both pawns, the plan is committed, and the round is played to its end (first options, the camp stays). */
export function finishRound(s: IslandState): IslandState {
  const round = s.position.round
  let out = s
  for (const id of out.seats) for (let i = 0; i < 2; i++) out = play(out, { type: 'plan', target: { kind: 'rest' }, pawns: [{ kind: 'character', character: id }] })
  out = play(out, { type: 'commitPlan' })
  while (out.outcome === null && out.pending !== null && out.position.round === round) out = play(out, out.pending.kind === 'camp' ? { type: 'stayCamp' } : { type: 'choose', option: 0 })
  return out
}

/** Answers a pending choice by its option's label and runs what it started (the round does not move on). */
export function choose(s: IslandState, label: string): IslandState {
  const p = s.pending
  if (p?.kind !== 'choice') throw new Error(`a choice is expected, found ${p?.kind ?? 'nothing'}`)
  const option = p.options.find((o) => o.label === label)
  if (!option) throw new Error(`no option "${label}" in ${p.options.map((o) => o.label).join(', ')}`)
  const r = runOn(s)
  r.s.pending = null
  // A copy: the queue consumes its task lists, which may still be the content's own effect lists.
  r.s.queue.unshift(...cloneJson(option.tasks))
  drain(r)
  return r.s
}

/** The labels of the pending choice. */
export const options = (s: IslandState): string[] => (s.pending?.kind === 'choice' ? s.pending.options.map((o) => o.label) : [])

/** Resolves the plan, ends the Action phase (Future → Available, inventions become Items) and runs what that queued. */
export function resolveAndClose(s: IslandState): IslandState {
  const r = resolvePlan(s)
  endOfAction(r)
  drain(r)
  return r.s
}
