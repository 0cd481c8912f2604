import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { addToPile, pileComplete, pileRoom, type PileAdded, type PileInput } from '../pile'

const LEVELS = [1, 2, 3, 4, 5]

function ok(r: PileAdded | string): PileAdded {
  if (typeof r === 'string') throw new Error(r)
  return r
}

describe('a scenario pile (pile.ts)', () => {
  it('I-SCEN1-04 wood goes to the leftmost unfinished level, one level per round', () => {
    expect(pileRoom({ levels: LEVELS, filled: [1, 1, 0, 0, 0] })).toEqual({ level: 1, free: 1 })
    const first = ok(addToPile({ levels: LEVELS, filled: [0, 0, 0, 0, 0] }, 1, 'place'))
    expect(first).toMatchObject({ filled: [1, 0, 0, 0, 0], levelUsedThisRound: 0 })
    // Level 0 was filled this round: level 1 may take wood only from the next round.
    expect(addToPile({ levels: LEVELS, filled: first.filled, levelUsedThisRound: 0 }, 1, 'place')).toBe('No level of the pile can take wood this round.')
    expect(addToPile({ levels: LEVELS, filled: [1, 0, 0, 0, 0] }, 3, 'place')).toBe('This level has room for 2 wood only.')
  })

  it('I-SCEN1-05 wood on the pile never comes back: adding never lowers a level', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(5), { minLength: 5, maxLength: 5 }), fc.nat(6), (raw, wood) => {
        const filled = raw.map((n, i) => Math.min(n, LEVELS[i] ?? 0))
        const out = addToPile({ levels: LEVELS, filled }, wood, 'straight')
        if (typeof out === 'string') throw new Error(out)
        out.filled.forEach((n, i) => expect(n).toBeGreaterThanOrEqual(filled[i] ?? 0))
        expect(out.placed + out.discarded).toBe(wood)
      }),
    )
  })

  it('I-SCEN1-07 I-SCEN1-10 wood gained straight onto the pile fills the current level; the rest is discarded, never put on the next level', () => {
    expect(ok(addToPile({ levels: LEVELS, filled: [1, 1, 0, 0, 0] }, 3, 'straight'))).toMatchObject({ filled: [1, 2, 0, 0, 0], placed: 1, discarded: 2 })
    expect(ok(addToPile({ levels: LEVELS, filled: [1, 0, 0, 0, 0], levelUsedThisRound: 0 }, 2, 'straight'))).toMatchObject({ placed: 0, discarded: 2 })
  })

  it('I-SCEN1-01 the pile part of the objective holds when every level is full', () => {
    expect(pileComplete({ levels: LEVELS, filled: [1, 2, 3, 4, 5] })).toBe(true)
    expect(pileComplete({ levels: LEVELS, filled: [1, 2, 3, 4, 4] })).toBe(false)
  })

  it('I-EX-46 with 5 levels the pile takes at least 5 rounds, however much wood there is', () => {
    let pile: PileInput = { levels: LEVELS, filled: [0, 0, 0, 0, 0] }
    let rounds = 0
    while (!pileComplete(pile)) {
      rounds += 1
      pile = { levels: LEVELS, filled: pile.filled }
      // Every chance in the round: place the most the rules allow, then gain lots straight onto it.
      const placed = ok(addToPile(pile, pileRoom(pile).free, 'place'))
      const more = ok(addToPile({ ...pile, filled: placed.filled, ...(placed.levelUsedThisRound === undefined ? {} : { levelUsedThisRound: placed.levelUsedThisRound }) }, 99, 'straight'))
      pile = { levels: LEVELS, filled: more.filled }
    }
    expect(rounds).toBe(5)
  })
})
