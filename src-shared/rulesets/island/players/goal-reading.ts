/**
 * What a scenario's goal asks for, read from the pack (never from a scenario's id): the Items it
 * names, the piles to fill, the counters to raise, and every Item and terrain those Items hang on.
 * The heuristic player works toward these, as a group reading the scenario sheet would.
 */
import type { IslandContent } from '../../../content/island/content'
import type { Condition } from '../../../content/island/effects'
import type { Terrain } from '../../../content/island/vocabulary'

export interface GoalReading {
  /** Items the goal names (`built`), and every Item they require, transitively. */
  items: Set<string>
  /** Terrains those Items require. */
  terrains: Set<Terrain>
  /** Scenario piles the goal wants full. */
  piles: Set<string>
  /** Counters the goal wants raised, with the least minimum met for this player count. */
  counters: Map<string, number>
  /** The earliest round the goal can hold (a `round` minimum), 1 when none. */
  fromRound: number
}

function walk(c: Condition, players: number, out: GoalReading): boolean {
  switch (c.op) {
    case 'built': out.items.add(c.item); return true
    case 'pileFull': out.piles.add(c.pile); return true
    case 'counter': {
      const min = c.min ?? 0
      const was = out.counters.get(c.counter)
      out.counters.set(c.counter, was === undefined ? min : Math.min(was, min))
      return true
    }
    case 'round': out.fromRound = Math.max(out.fromRound, c.min ?? 1); return true
    // A branch for another player count is not this group's goal.
    case 'players': return (c.min ?? 0) <= players && players <= (c.max ?? 99)
    case 'all': {
      const scratch: GoalReading = { items: new Set(), terrains: new Set(), piles: new Set(), counters: new Map(), fromRound: 1 }
      const ok = c.conds.every((x) => walk(x, players, scratch))
      if (!ok) return false
      scratch.items.forEach((x) => out.items.add(x))
      scratch.piles.forEach((x) => out.piles.add(x))
      scratch.counters.forEach((v, k) => out.counters.set(k, Math.min(v, out.counters.get(k) ?? v)))
      out.fromRound = Math.max(out.fromRound, scratch.fromRound)
      return true
    }
    case 'any': return c.conds.map((x) => walk(x, players, out)).some(Boolean)
    default: return true
  }
}

/** The goal of `scenario` for `players` players, with the Items and terrains it hangs on. */
export function readGoal(content: IslandContent, scenario: string, players: number): GoalReading {
  const out: GoalReading = { items: new Set(), terrains: new Set(), piles: new Set(), counters: new Map(), fromRound: 1 }
  const goal = content.scenarios[scenario]?.goal
  if (goal) walk(goal.cond, players, out)
  // Items that put resources onto a goal pile help the goal directly (the pyre's hoist).
  for (const card of Object.values(content.cards)) {
    if (card.deck !== 'invention') continue
    if (card.onBuild.some((e) => e.op === 'pile' && out.piles.has(e.pile))) out.items.add(card.id)
  }
  const todo = [...out.items]
  while (todo.length > 0) {
    const id = todo.pop() ?? ''
    const card = content.cards[id]
    if (card?.deck !== 'invention') continue
    for (const t of card.requires?.terrains ?? []) out.terrains.add(t)
    for (const item of card.requires?.items ?? []) if (!out.items.has(item)) { out.items.add(item); todo.push(item) }
  }
  return out
}
