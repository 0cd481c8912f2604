// Test helpers for card clarifications: the test pack (or Cinder Cay) with extra cards written in
// the effect language — parsed with the pack schemas, so they are real pack data — and ways to run
// effects, commands and choices on a state. The fixture pack's own decks stay as they are, so the
// seeds other tests rely on do not move.
import { cloneJson } from '../../../engine/json-clone'
import { isRuleError } from '../../../engine/rule-error'
import { IslandCardSchema } from '../../../content/island/cards'
import { indexIsland, type IslandContent } from '../../../content/island/content'
import type { Effect } from '../../../content/island/effects'
import type { Scenario } from '../../../content/island/scenario'
import { apply } from '../apply-command'
import { drain, type Run } from '../effects-run'
import { setup } from '../setup'
import { planAction } from '../planning'
import { inResolutionOrder, resolveNext } from '../resolution'
import type { EffectCtx, IslandCommand, IslandState, PawnRef, PlanTarget } from '../types'
import { setTile } from '../lists'

/** The content plus these cards (validated by the card schema) and, optionally, changes to every scenario sheet. */
export function withCards(base: IslandContent, cards: unknown[], sheet?: Partial<Scenario>): IslandContent {
  const extra = cards.map((c) => IslandCardSchema.parse(c))
  return indexIsland({
    manifest: base.manifest,
    board: base.board,
    dice: base.dice,
    scenarios: Object.values(base.scenarios).map((sc) => ({ ...sc, ...sheet })),
    characters: Object.values(base.characters),
    tiles: Object.values(base.tiles),
    cards: [...Object.values(base.cards), ...extra],
    discoveries: Object.values(base.discoveries),
    strings: base.strings,
  })
}

/** A new game on this content. */
export function gameOn(content: IslandContent, scenario: string, characters: string[], seed: number): IslandState {
  const s = setup(content, { scenario, characters }, seed)
  if (isRuleError(s)) throw new Error(s.message)
  return s
}

/** Runs effects on a copy of the state as if printed on `source`, in the given context, until they end or wait. */
export function runEffects(content: IslandContent, s: IslandState, effects: Effect[], ctx: Partial<EffectCtx> = {}): Run {
  const r: Run = { content, s: cloneJson(s), events: [] }
  r.s.pending = null
  r.s.queue = [{ effects: [...effects], ctx: { phase: 'action', resolver: null, source: null, here: null, ...ctx } }]
  drain(r)
  return r
}

/** Picks an option of the pending choice and runs on. */
export function chooseOn(r: Run, option: number): Run {
  const p = r.s.pending
  if (p?.kind !== 'choice') throw new Error(`no choice pending (${p?.kind ?? 'nothing'})`)
  r.s.pending = null
  r.s.queue.unshift(...(p.options[option]?.tasks ?? []))
  drain(r)
  return r
}

/** Applies a command: the new state, or the refusal's code (the rule ID). */
export function tryOn(content: IslandContent, s: IslandState, c: IslandCommand): IslandState | string {
  const r = apply(content, s, c)
  return isRuleError(r) ? r.code : r.state
}

/** Applies a command that must be legal. */
export function playOn(content: IslandContent, s: IslandState, c: IslandCommand): IslandState {
  const r = tryOn(content, s, c)
  if (typeof r === 'string') throw new Error(`${c.type}: ${r}`)
  return r
}

/** Sets a character's Determination (test setup). */
export function giveDetermination(s: IslandState, id: string, n: number): void {
  const c = s.characters[id]
  if (!c) throw new Error(`no character ${id}`)
  c.determination = n
}

/** Plans an action on a copy (it must be legal) on this content. */
export function planOn(content: IslandContent, s: IslandState, target: PlanTarget, pawns: PawnRef[]): IslandState {
  const a = planAction(content, s, target, pawns)
  if ('code' in a) throw new Error(`${a.code}: ${a.message}`)
  const out = cloneJson(s)
  out.plan.push(a)
  return out
}

/** Resolves the planned actions in order on this content, running their effects (no weather, no night). */
export function resolveOn(content: IslandContent, s: IslandState): Run {
  const r: Run = { content, s: cloneJson(s), events: [] }
  r.s.pending = null
  r.s.plan = inResolutionOrder(r.s.plan)
  while (resolveNext(r) === 'more') drain(r)
  drain(r)
  return r
}

/** A copy with this tile explored on this space (taken from the stack). */
export function withTile(s: IslandState, space: string, tile: string): IslandState {
  const out = cloneJson(s)
  setTile(out, space, { tile, exhausted: [], tokens: [] })
  out.decks.tiles = out.decks.tiles.filter((t) => t !== tile)
  return out
}

/** Takes a card out of whatever deck list holds it (test setup before placing it elsewhere). */
export function takeCard(s: IslandState, card: string): void {
  // Decks and the removed cards are never edited in place (lists.ts): each gets a new list.
  const out = (list: readonly string[]): string[] => { const i = list.indexOf(card); return i < 0 ? [...list] : [...list.slice(0, i), ...list.slice(i + 1)] }
  const d = s.decks
  for (const deck of ['event', 'mystery', 'mysteryDiscard', 'beast', 'hunting', 'invention', 'newIdeaDiscard', 'equipment'] as const) d[deck] = out(d[deck])
  for (const colour of ['build', 'gather', 'explore'] as const) d.adventure[colour] = out(d.adventure[colour])
  s.removed = out(s.removed)
  s.inventions.board = out(s.inventions.board)
  s.kept = out(s.kept)
  if (s.threat.left === card) s.threat.left = null
  if (s.threat.right === card) s.threat.right = null
}
