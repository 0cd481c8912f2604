// Test helpers for rules that need cards or a scenario the test pack does not hold: the test pack
// plus extra cards and scenarios written in the effect language and parsed with the pack schemas
// (so they are real pack data). The fixture pack's own decks stay as they are, so the seeds other
// tests rely on do not move.
import { cloneJson } from '../../../engine/json-clone'
import { isRuleError } from '../../../engine/rule-error'
import { IslandCardSchema } from '../../../content/island/cards'
import { indexIsland, type IslandContent } from '../../../content/island/content'
import { ScenarioSchema } from '../../../content/island/scenario'
import { apply } from '../apply-command'
import { setup } from '../setup'
import type { IslandCommand, IslandConfig, IslandState } from '../types'
import { content } from './play'

/** The test pack plus these cards and scenarios, each validated by its pack schema. */
export function contentWith(cards: unknown[], scenarios: unknown[] = []): IslandContent {
  const base = content()
  return indexIsland({
    manifest: base.manifest,
    board: base.board,
    dice: base.dice,
    scenarios: [...Object.values(base.scenarios), ...scenarios.map((x) => ScenarioSchema.parse(x))],
    characters: Object.values(base.characters),
    tiles: Object.values(base.tiles),
    cards: [...Object.values(base.cards), ...cards.map((c) => IslandCardSchema.parse(c))],
    discoveries: Object.values(base.discoveries),
    strings: base.strings,
  })
}

/** A new game on this content. */
export function gameWith(c: IslandContent, config: IslandConfig, seed: number): IslandState {
  const s = setup(c, config, seed)
  if (isRuleError(s)) throw new Error(s.message)
  return s
}

// Running effects, choosing and trying commands: the same helpers as the card clarifications use.
export { runEffects as effectsOn, chooseOn as chooseIn, tryOn as attempt } from './content-with'

/** Sets Available (and the ledger, so the invariants hold) for a test arrangement. */
export function withStock(s: IslandState, r: Partial<IslandState['available']>): IslandState {
  const out = cloneJson(s)
  out.available = { ...out.available, ...r }
  for (const k of ['wood', 'food', 'preserved', 'fur'] as const) out.ledger.gained[k] = out.ledger.spent[k] + out.available[k] + out.future[k]
  return out
}

/** Applies a command that must be legal on this content; the new state and what happened. */
export function playWith(c: IslandContent, s: IslandState, cmd: IslandCommand): { state: IslandState; events: { type: string }[] } {
  const r = apply(c, s, cmd)
  if (isRuleError(r)) throw new Error(`${cmd.type}: ${r.code} ${r.message}`)
  return { state: r.state, events: r.events }
}
