/**
 * Every command the game accepts now, a finite list (the random player and the property tests walk
 * it). Planning offers, per target and legal pawn count, one stack per possible leader with the
 * supporters taken in a fixed order: neutral pawns, the dog, then characters.
 */
import type { IslandContent } from '../../content/island/content'
import { anyTimeCommands } from './any-time'
import { stockRoom } from './apply-command'
import { rerollOptions } from '../../engine/dice'
import { rollResolver } from './resolution'
import { freePawns } from './pawns-available'
import { candidateTargets, gatherItemsFree, planWith, unplacedCharacterPawns } from './planning'
import type { IslandCommand, IslandState, PawnRef } from './types'

function stacks(pool: readonly PawnRef[], n: number): PawnRef[][] {
  const leaders = [...new Set(pool.filter((p) => p.kind === 'character').map((p) => (p.kind === 'character' ? p.character : '')))]
  const out: PawnRef[][] = []
  for (const leader of leaders) {
    const rest = [...pool]
    rest.splice(rest.findIndex((p) => p.kind === 'character' && p.character === leader), 1)
    const support = [...rest.filter((p) => p.kind === 'neutral'), ...rest.filter((p) => p.kind === 'dog'), ...rest.filter((p) => p.kind === 'character')]
    if (support.length >= n - 1) out.push([{ kind: 'character', character: leader }, ...support.slice(0, n - 1)])
    // Without the optional helpers, when characters alone can staff it.
    const chars = rest.filter((p) => p.kind === 'character')
    if (support.length !== chars.length && chars.length >= n - 1) out.push([{ kind: 'character', character: leader }, ...chars.slice(0, n - 1)])
  }
  return out
}

export function legalCommands(content: IslandContent, s: IslandState): IslandCommand[] {
  if (s.outcome !== null || s.pending === null) return []
  const p = s.pending
  const anyTime = anyTimeCommands(content, s)
  if (p.kind === 'reroll') {
    const open = s.roll
    const resolver = s.characters[rollResolver(s) ?? '']
    const rerolls = open === null || !resolver ? [] : rerollOptions(open.roll.roll)
      .filter((o) => (open.costs[o.offer] ?? 0) <= resolver.determination && !resolver.abilitiesUsed.includes(o.offer))
      .map((o): IslandCommand => ({ type: 'reroll', offer: o.offer, position: o.position }))
    return [...rerolls, { type: 'keepDice' }]
  }
  if (p.kind === 'choice') return [...p.options.map((_, option): IslandCommand => ({ type: 'choose', option })), ...anyTime]
  if (p.kind === 'camp') return [...p.options.map((space): IslandCommand => ({ type: 'moveCamp', space })), ...(p.forced ? [] : [{ type: 'stayCamp' } as const]), ...anyTime]
  const out: IslandCommand[] = [...anyTime]
  const pool = freePawns(content, s)
  // The state does not change during the walk: the free Gather Items are looked up once.
  let gatherItems: string[] | undefined
  for (const { target, info } of candidateTargets(content, s)) {
    for (const option of info.count.options) {
      for (const pawns of stacks(pool, option.pawns)) {
        const a = planWith(content, s, target, info, pawns, pool)
        if ('code' in a) continue
        out.push({ type: 'plan', target, pawns })
        const items = target.kind === 'gather' ? (gatherItems ??= gatherItemsFree(content, s)) : []
        if (items.length > 0) out.push({ type: 'plan', target, pawns, items: [...items] })
      }
    }
  }
  s.plan.forEach((_, index) => out.push({ type: 'unplan', index }))
  for (const pile of content.scenarios[s.scenario]?.piles ?? []) {
    const room = stockRoom(content, s, pile.id)
    for (let amount = 1; amount <= room; amount++) out.push({ type: 'stock', pile: pile.id, amount })
  }
  if (unplacedCharacterPawns(content, s) === 0) out.push({ type: 'commitPlan' })
  return out
}
