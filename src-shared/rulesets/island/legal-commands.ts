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
import { candidateTargets, gatherItemsFree, stackRefusal, unplacedCharacterPawns, type TargetInfo } from './planning'
import { planningFacts } from './planning-facts'
import { covers } from './resources'
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
  // The state does not change during the walk: its facts, the stacks per pawn count, which of them
  // may stand on which kind of action, and the free Gather Items are each worked out once.
  const f = planningFacts(content, s)
  const byCount = new Map<number, PawnRef[][]>()
  const allowed = new Map<string, PawnRef[][]>()
  const stacksAllowed = (info: TargetInfo, n: number): PawnRef[][] => {
    const key = `${n}/${info.action}/${info.personalOf ?? ''}/${info.twoSides === true ? 2 : 1}/${info.leader ?? ''}`
    let list = allowed.get(key)
    if (list === undefined) {
      let all = byCount.get(n)
      if (all === undefined) byCount.set(n, (all = stacks(f.pool, n)))
      // Stacks come from the free pawns in the number the option takes (I-ACT-02, I-ACT-26 hold).
      list = all.filter((pawns) => stackRefusal(s, info, pawns, f) === null)
      allowed.set(key, list)
    }
    return list
  }
  let gatherItems: string[] | undefined
  for (const { target, info } of candidateTargets(content, s, f)) {
    // I-ACT-05: what a target costs is the same for every stack; uncovered, no stack may take it.
    if (!covers(f.have, info.cost)) continue
    for (const option of info.count.options) {
      // Commands of one walk share their stack lists (apply copies what it keeps; nobody edits a command).
      for (const pawns of stacksAllowed(info, option.pawns)) {
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
  if (unplacedCharacterPawns(content, s, f.pool) === 0) out.push({ type: 'commitPlan' })
  return out
}
