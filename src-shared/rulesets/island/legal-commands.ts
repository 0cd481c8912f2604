/**
 * Every command the game accepts now, a finite list (the random player and the property tests walk
 * it). Planning's part is `plan-walk.ts`.
 */
import type { IslandContent } from '../../content/island/content'
import { anyTimeCommands } from './any-time'
import { stockRoom } from './apply-command'
import { rerollOptions } from '../../engine/dice'
import { rollResolver } from './resolution'
import { unplacedCharacterPawns } from './planning'
import { settledFacts } from './planning-facts'
import { castawayPawnPlaceable, settledPlanCommands } from './plan-walk'
import { commitCommands } from './plan-confirm'
import type { IslandCommand, IslandState } from './types'

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
  // A state given here never changes again (engine/ruleset.ts): its facts and plans are kept with
  // it, and the command then applied to it reads them again (apply-command.ts).
  const f = settledFacts(content, s)
  const plans = settledPlanCommands(content, s)
  out.push(...plans)
  s.plan.forEach((_, index) => out.push({ type: 'unplan', index }))
  for (const pile of content.scenarios[s.scenario]?.piles ?? []) {
    const room = stockRoom(content, s, pile.id)
    for (let amount = 1; amount <= room; amount++) out.push({ type: 'stock', pile: pile.id, amount })
  }
  if (unplacedCharacterPawns(content, s, f.pool) === 0 || !castawayPawnPlaceable(s, plans)) out.push(...commitCommands(s))
  return out
}
