import { describe, expect, it } from 'vitest'
import { view } from '../view'
import { content, newGame } from './play'

describe('the planning helpers of the view (issue item 4)', () => {
  it('I-ACT-25 I-ACT-26 per target: the pawns for a risky and a sure action, what it reserves and what is left', () => {
    const s = newGame(3, 1)
    const v = view(content(), s)
    const weapons = v.helpers.find((h) => h.target.kind === 'build' && h.target.build === 'weapons')
    expect(weapons).toMatchObject({ options: [{ pawns: 1, means: 'roll' }, { pawns: 2, means: 'sure' }], reserves: { wood: 1 }, leftAfter: { wood: 0, food: 1 } })
    expect(weapons?.foodForNight).toEqual({ food: 1, mouths: 3 })
    const rest = v.helpers.find((h) => h.target.kind === 'rest')
    expect(rest?.options).toEqual([{ pawns: 1, means: 'done' }])
  })

  it('I-DICE-03 the exact odds of a risky roll add up to 1 and follow the pack\'s faces', () => {
    const v = view(content(), newGame(2, 1))
    const odds = v.helpers.find((h) => h.target.kind === 'explore')?.odds ?? []
    const total = odds.reduce((t, o) => t + o.odds.num / o.odds.den, 0)
    expect(total).toBeCloseTo(1, 12)
    // Test dice: success 4 of 6 faces.
    const success = odds.filter((o) => o.success).reduce((t, o) => t + o.odds.num / o.odds.den, 0)
    expect(success).toBeCloseTo(4 / 6, 12)
  })

  it('I-GOLD-03 the view shows the table: threat cards, Available, characters; decks only as counts', () => {
    const s = newGame(2, 1)
    const v = view(content(), s)
    expect(v.threat).toEqual(s.threat)
    expect(v.decks.tiles).toBe(s.decks.tiles.length)
    expect(v.decks.event).toEqual({ event: 12, adventure: 0, mystery: 0 })
    expect('rng' in v).toBe(false)
  })
})
