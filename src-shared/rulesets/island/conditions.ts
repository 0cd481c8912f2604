/**
 * Conditions of the effect language evaluated on the state (I-GOLD-12, I-GOLD-24, goals I-END-01).
 */
import type { IslandContent } from '../../content/island/content'
import type { Condition } from '../../content/island/effects'
import { exploredTerrains, hasShelter } from './island-map'
import { tilesHolding } from './tile-builds'
import type { IslandState } from './types'

/** Whether `n` lies in the range (either end open). Module-level: `holds` runs after every step of the round. */
function within(n: number, r: { min?: number | undefined; max?: number | undefined }): boolean {
  return (r.min === undefined || n >= r.min) && (r.max === undefined || n <= r.max)
}

/** `resolver` is the character an effect list applies to (an `if` inside a card's effects), if any. */
export function holds(content: IslandContent, s: IslandState, c: Condition, resolver: string | null = null): boolean {
  switch (c.op) {
    case 'built': return s.inventions.built.includes(c.item)
    case 'track': {
      const level = c.track === 'morale' ? s.morale : s.tracks[c.track] + (c.track === 'weapons' ? s.tempWeapon : 0)
      return within(level, c)
    }
    case 'shelter': return c.built === true ? s.shelter.built : hasShelter(content, s)
    case 'has': return (c.resource === 'food' ? s.available.food + s.available.preserved : s.available[c.resource]) >= c.min
    case 'players': return within(s.players, c)
    case 'round': return within(s.position.round, c)
    case 'counter': return within(s.counters[c.counter] ?? 0, c)
    case 'pileFull': {
      const pile = content.scenarios[s.scenario]?.piles?.find((p) => p.id === c.pile)
      const filled = s.piles[c.pile]
      return pile !== undefined && filled !== undefined && pile.levels.every((need, i) => (filled[i] ?? 0) >= need)
    }
    case 'explored': return exploredTerrains(content, s).has(c.terrain)
    case 'campInaccessible': return s.camp in s.inaccessible
    case 'phase': return s.position.phase === c.phase
    case 'onTiles': return within(tilesHolding(s, c.item), c)
    // I-MYSTERY-C03: whether the character the effects apply to is the companion (or a castaway).
    case 'resolverIs': {
      const who = resolver === null ? undefined : s.characters[resolver]
      return c.kind === 'outside' ? who?.outside === true : who?.kind === c.kind
    }
    case 'campNumbered': return s.numberTokens[s.camp] !== undefined
    case 'drawnBuilt': return (s.drawn ?? []).every((id) => s.inventions.built.includes(id))
    case 'not': return !holds(content, s, c.cond, resolver)
    // Loops, not every/some with a closure: the goal and defeats are asked after every step.
    case 'all': for (const x of c.conds) if (!holds(content, s, x, resolver)) return false
      return true
    case 'any': for (const x of c.conds) if (holds(content, s, x, resolver)) return true
      return false
  }
}
