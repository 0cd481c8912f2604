import type { G } from './game'
import type { ActionInProgress } from './state'
import { usableItems } from './action-resolution'
import { availableFlags, modifiersFor } from './modifiers'

/**
 * The usable items (`seat:item`) that would change nothing in this action: none of their effects
 * applies to its type or circumstances (C-ACT-6, C-ACT-7) and they show no flag (C-CONSEQ-9).
 * Using one still costs a durability pip (C-ACT-4), so the table warns; it stays legal. Read-only:
 * it asks the same modifier lookup the rules use, with and without the item.
 */
export function idleItems(g: Pick<G, 's' | 'c'>, a: ActionInProgress): string[] {
  const scope = { active: a.active, involved: a.involved }
  const flagsBefore = availableFlags(g, scope, a.usedItems).length
  return usableItems(g, a).flatMap(({ seat, item }) => {
    const key = `${seat}:${item}`
    const cards = g.s.players[seat]?.items.find((i) => i.id === item)?.cards ?? []
    const withIt = [...a.usedItems, key]
    const acts = modifiersFor(g, a.def.type, scope, withIt).some((m) => m.from === 'item' && m.seat === seat && cards.includes(m.uid))
    const flags = availableFlags(g, scope, withIt).length > flagsBefore
    return acts || flags ? [] : [key]
  })
}
