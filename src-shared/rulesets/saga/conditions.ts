/** Conditions of the effect language (`content/saga/effects.ts`) evaluated on the state. */
import type { Condition } from '../../content/saga/effects'
import type { Draft } from './draft'
import { countOf } from './goods'

export function holds(d: Draft, cond: Condition, actor: number): boolean {
  const s = d.s
  switch (cond.op) {
    case 'has': {
      // S-GEN-07: collectively, all characters' goods count together, wherever they stand.
      const who = cond.collectively ? s.characters : [s.characters[actor]]
      return who.reduce((n, c) => n + (c ? countOf(c.goods, cond.good) : 0), 0) >= cond.min
    }
    case 'round': return s.round >= (cond.min ?? -Infinity) && s.round <= (cond.max ?? Infinity)
    case 'read': return s.read.includes(cond.paragraph)
    case 'counter': { const v = s.counters[cond.counter] ?? 0; return v >= (cond.min ?? -Infinity) && v <= (cond.max ?? Infinity) }
    case 'cleared': return (cond.locations ?? Object.keys(s.map.enemies)).every((l) => (s.map.enemies[l]?.length ?? 0) === 0)
    case 'closed': return s.map.closed.length >= cond.min
    case 'rune': {
      const c = s.characters[actor]
      return d.adv.map.locations.some((l) => c !== undefined && l.areas.includes(c.area) && l.runes.includes(cond.rune) && !s.map.closed.includes(l.id) && !s.map.blocked.includes(l.id))
    }
    case 'threats': { const n = s.characters[actor]?.threats ?? 0; return n >= (cond.min ?? -Infinity) && n <= (cond.max ?? Infinity) }
    case 'arid': { const last = s.decks.path.at(-1); return last !== undefined && d.content.terrain[last]?.arid === true }
    case 'not': return !holds(d, cond.cond, actor)
    case 'all': return cond.conds.every((c) => holds(d, c, actor))
    case 'any': return cond.conds.some((c) => holds(d, c, actor))
  }
}
