// The working copy apply changes (state-copy.ts): equal to the state, and sharing nothing the rules
// change in place.
import { describe, expect, it } from 'vitest'
import { isRuleError } from '../../../engine/rule-error'
import { intInRange, seedRng } from '../../../engine/rng'
import { reedmere } from '../../../content/saga/__tests__/reedmere-pack'
import { sagaModule, sagaRules } from '../module'
import { decksToChange } from '../draft'
import { copyState } from '../state-copy'
import type { SagaState } from '../types'

/** Every object or array of the decks. */
function deckParts(s: SagaState): object[] {
  const out: object[] = [s.decks]
  for (const [k, v] of Object.entries(s.decks)) if (k !== 'enemies' && k !== 'enemyDiscard' && typeof v === 'object' && v !== null) out.push(v)
  for (const t of ['weak', 'medium', 'strong', 'lethal', 'mystic'] as const) out.push(s.decks.enemies[t], s.decks.enemyDiscard[t])
  return out
}

/** Every object or array reachable from the state, but the decks, placed tiles and their cells, queued tasks and goods bags on Locations. */
function mutableParts(s: SagaState): object[] {
  const out: object[] = [s.rng, s.rng.s, s.rng.injected, s.row, s.row.cards, s.row.tokens, ...s.row.tokens, s.row.specials, s.map, s.map.enemies, ...Object.values(s.map.enemies), s.map.closed, s.map.blocked, s.map.increasedCost, s.map.substitutes, s.map.goodsOn, s.counters, s.journey, s.journey.tiles, s.journey.gathering, s.journey.revealed, s.read, s.queue, s.characters]
  for (const c of s.characters) out.push(c, c.grid, c.wounds, c.goods, c.items)
  if (s.fight) out.push(s.fight, s.fight.placed, s.fight.toPlace, s.fight.rolled)
  return out
}

describe('Saga state copy', () => {
  it('along random Reedmere games the copy equals the state and shares none of what the rules change in place; the decks are copied before their first change', () => {
    const content = reedmere()
    const rules = sagaRules(content)
    let checked = 0
    for (const adventure of ['causeway', 'bell']) {
      for (let seed = 1; seed <= 6; seed++) {
        let s = rules.setup({ ...sagaModule.sampleConfig(content, 1 + (seed % 4)), scenario: adventure }, seed)
        if (isRuleError(s)) throw new Error(s.message)
        const rng = seedRng(seed)
        for (let n = 0; n < 150 && s.outcome === null; n++) {
          const copy = copyState(s)
          expect(copy).toStrictEqual(s)
          const mine = new Set(mutableParts(s))
          for (const part of mutableParts(copy)) expect(mine.has(part)).toBe(false)
          // The decks are shared until a command changes one; then the draft gets its own copy, equal and sharing nothing.
          expect(copy.decks).toBe(s.decks)
          const d = { s: copy, events: [], content, adv: content.adventures[adventure] ?? (() => { throw new Error(adventure) })() }
          const own = decksToChange(d)
          expect(own).toStrictEqual(s.decks)
          expect(decksToChange(d)).toBe(own)
          const theirs = new Set(deckParts(s))
          for (const part of deckParts(copy)) expect(theirs.has(part)).toBe(false)
          checked++
          const legal = rules.legalCommands(s)
          const r = rules.apply(s, legal[intInRange(rng, 0, legal.length - 1)] ?? { type: 'done' })
          if (isRuleError(r)) throw new Error(r.message)
          s = r.state
        }
      }
    }
    expect(checked).toBeGreaterThan(500)
  }, 120_000)
})
