/**
 * What special places ask beyond their own action (I-SCEN5-05, I-SCEN5-11): a leader who is a
 * castaway, and tiles whose place is not yet done keeping the camp away and slowing a Gather.
 */
import { ruleError, type RuleError } from '../../engine/rule-error'
import type { IslandContent } from '../../content/island/content'
import { resolverOfStack } from './pawns-available'
import type { ExtraPawns } from './rules/pawns'
import type { IslandState, PawnRef } from './types'

/** The blocking sites worked out last, with the records they were read from (planning asks for every Gather target). */
let lastBlocking: { content: IslandContent; scenario: string; sitesDone: IslandState['sitesDone']; numberTokens: IslandState['numberTokens']; out: { pawns: number; spaces: string[] }[] } | undefined

/** The sites of the sheet that block their tiles, with the spaces still blocked. */
function blocking(content: IslandContent, s: IslandState): { pawns: number; spaces: string[] }[] {
  const l = lastBlocking
  if (l !== undefined && l.content === content && l.scenario === s.scenario && l.sitesDone === s.sitesDone && l.numberTokens === s.numberTokens) return l.out
  const out = blockingNow(content, s)
  lastBlocking = { content, scenario: s.scenario, sitesDone: s.sitesDone, numberTokens: s.numberTokens, out }
  return out
}

function blockingNow(content: IslandContent, s: IslandState): { pawns: number; spaces: string[] }[] {
  return (content.scenarios[s.scenario]?.sites ?? []).flatMap((site) => {
    if (!site.blocks || site.on !== 'numberToken') return []
    const done = s.sitesDone[site.id] ?? []
    const spaces = Object.entries(s.numberTokens).filter(([sp, n]) => (site.tokens === undefined || site.tokens.includes(n)) && !done.includes(sp)).map(([sp]) => sp)
    return [{ pawns: site.blocks.gatherPawns, spaces }]
  })
}

/** I-SCEN5-05: a tile whose place is not yet done never holds the camp. */
export const campBlocked = (content: IslandContent, s: IslandState, space: string): boolean => blocking(content, s).some((b) => b.spaces.includes(space))

/** I-SCEN5-05: Gathering on such a tile needs more pawns. */
export const blockedPawns = (content: IslandContent, s: IslandState, space: string): ExtraPawns[] =>
  blocking(content, s).filter((b) => b.pawns > 0 && b.spaces.includes(space)).map((b) => ({ reason: 'blocked-tile', pawns: b.pawns }))

/**
 * I-SCEN5-11: a place that only a castaway may lead (`leader` from the target's planning info);
 * I-SCEN4-12: a neutral pawn for special places only joins nothing else.
 */
export function leaderRefusal(s: IslandState, t: { leader?: 'castaway'; specialPlace?: boolean }, pawns: readonly PawnRef[]): RuleError | null {
  if (t.specialPlace !== true && s.pawnsGranted.some((p) => p.sitesOnly === true)) {
    const placesOnly = new Set(s.pawnsGranted.filter((p) => p.sitesOnly === true).map((p) => p.source))
    if (pawns.some((p) => p.kind === 'neutral' && placesOnly.has(p.source))) return ruleError('I-SCEN4-12', 'That pawn may only explore special places.')
  }
  if (t.leader !== 'castaway') return null
  const top = resolverOfStack(s, [...pawns])
  return top !== null && s.characters[top]?.kind === 'castaway' ? null : ruleError('I-SCEN5-11', 'Only a castaway may lead it; the companion may support.')
}
