// Test arrangements shared by the rule-area specs of icons, components, the golden rule and the
// worked examples: resources on hand (kept in the ledger), tiles on spaces, forced dice faces,
// effects run in a context, and a scenario sheet with some fields changed.
import { faceIndex } from '../../../engine/dice'
import { injectPicks } from '../../../engine/rng'
import type { IslandContent } from '../../../content/island/content'
import type { Scenario } from '../../../content/island/scenario'
import { drain, type Run } from '../effects-run'
import type { EffectCtx, IslandState, QueuedEffect } from '../types'
import { content, runOn } from './play'

/** Resources in Available, as if gained (the ledger agrees, so the invariants hold). */
export function withAvailable(s: IslandState, r: Partial<IslandState['available']>): IslandState {
  const out = { ...s, available: { ...s.available, ...r } }
  for (const k of ['wood', 'food', 'preserved', 'fur'] as const) out.ledger = { ...out.ledger, gained: { ...out.ledger.gained, [k]: out.ledger.spent[k] + out.available[k] + out.future[k] } }
  return out
}

/** A tile from the stack face up on a space. */
export const placeTile = (s: IslandState, space: string, tile: string): IslandState => ({
  ...s, island: { ...s.island, [space]: { tile, exhausted: [], tokens: [] } }, decks: { ...s.decks, tiles: s.decks.tiles.filter((t) => t !== tile) },
})

/** An invention from the board or the deck built as an Item. */
export const withBuilt = (s: IslandState, ...ids: string[]): IslandState => ({
  ...s,
  inventions: { ...s.inventions, built: [...s.inventions.built, ...ids], board: s.inventions.board.filter((i) => !ids.includes(i)) },
  decks: { ...s.decks, invention: s.decks.invention.filter((i) => !ids.includes(i)) },
})

/** An invention from the deck laid on the board (it can be planned). */
export const onBoard = (s: IslandState, id: string): IslandState => ({
  ...s, inventions: { ...s.inventions, board: [...s.inventions.board.filter((i) => i !== id), id] }, decks: { ...s.decks, invention: s.decks.invention.filter((i) => i !== id) },
})

/** Forces the next action roll of a colour: the faces of its wound, success and adventure dice. */
export function forceRoll(s: IslandState, colour: 'build' | 'gather' | 'explore', wound: string, success: string, adventure: string, c: IslandContent = content()): IslandState {
  const die = (role: string) => c.dice.action.find((d) => d.colour === colour && d.role === role)
  const idx = (role: string, face: string): number => faceIndex({ id: 'x', faces: (die(role)?.faces ?? []).map((f) => ({ id: f })) }, face)
  return { ...s, rng: injectPicks(s.rng, [idx('wound', wound), idx('success', success), idx('adventure', adventure)]) }
}

export const ctx = (phase: EffectCtx['phase'], resolver: string | null = null, here: string | null = null, source: string | null = null): EffectCtx => ({ phase, resolver, source, here })

/** Runs effects in a context on a copy of the state, until they are done or wait for a decision. */
export function effects(s: IslandState, list: QueuedEffect[], c: EffectCtx, with_: IslandContent = content()): Run {
  const r = runOn(s)
  r.content = with_
  r.s.pending = null
  r.s.queue = [{ effects: list, ctx: c }]
  drain(r)
  return r
}

export const wounds = (s: IslandState): Record<string, number> => Object.fromEntries(Object.values(s.characters).map((c) => [c.id, c.wounds]))

/** The test pack with some fields of its scenario sheet changed. */
export function withSheet(extra: Partial<Scenario>): IslandContent {
  const c = content()
  const sc = c.scenarios['test-rescue']
  if (!sc) throw new Error('the test pack has no scenario "test-rescue"')
  return { ...c, scenarios: { ...c.scenarios, 'test-rescue': { ...sc, ...extra } } }
}
