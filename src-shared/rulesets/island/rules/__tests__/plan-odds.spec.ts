import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { oddsValue } from '../../../../engine/dice-odds'
import { plannedActionOdds } from '../plan-odds'
import { pawnCount, pawnsPlaced, type PawnOption } from '../pawns'
import { DICE } from './fixture'

const option = (pawns: number, distance = 1): PawnOption => {
  const placed = pawnsPlaced(pawnCount({ action: 'gather', distance }), pawns)
  if (typeof placed === 'string') throw new Error(placed)
  return placed
}

describe('odds of a planned action (plan-odds.ts)', () => {
  it('I-DICE-01 one pawn fewer than the sure count rolls: gather at distance 2 with 2 pawns succeeds 5 in 6', () => {
    const odds = plannedActionOdds(DICE.gather, option(2, 2))
    expect(odds).toMatchObject({ means: 'roll', success: { num: 5, den: 6 }, wound: { num: 1, den: 3 }, adventure: { num: 1, den: 3 } })
  })

  it('I-ACT-25 the sure count needs no dice: certain success, no wound, no card', () => {
    expect(plannedActionOdds(DICE.gather, option(2))).toMatchObject({ means: 'sure', success: { num: 1, den: 1 }, wound: { num: 0, den: 1 }, adventure: { num: 0, den: 1 } })
  })

  it('I-TOKEN-16 the Adventure token draws a card even for a sure action (Friday takes a wound instead)', () => {
    expect(plannedActionOdds(DICE.gather, option(2), { adventureToken: true }).adventure).toEqual({ num: 1, den: 1 })
    expect(plannedActionOdds(DICE.gather, option(2), { adventureToken: true, friday: true })).toMatchObject({ wound: { num: 1, den: 1 }, adventure: { num: 0, den: 1 } })
  })

  it('I-MYSTERY-C06 Confused: even with the sure count the Success die is rolled and a success rerolled', () => {
    expect(plannedActionOdds(DICE.gather, option(2), { confused: true }).success).toEqual({ num: 25, den: 36 })
    expect(plannedActionOdds(DICE.gather, option(1), { confused: true }).success).toEqual({ num: 25, den: 36 })
  })

  it('I-DICE-04 property: the outcomes of any plan sum to 1', () => {
    fc.assert(
      fc.property(fc.constantFrom('build', 'gather', 'explore' as const), fc.integer({ min: 1, max: 2 }), fc.boolean(), fc.boolean(), fc.boolean(), (kind, pawns, token, friday, confused) => {
        const odds = plannedActionOdds(DICE[kind], option(pawns), { adventureToken: token, friday, confused })
        expect(odds.outcomes.reduce((s, o) => s + oddsValue(o.odds), 0)).toBeCloseTo(1, 12)
        expect(oddsValue(odds.success)).toBeCloseTo(odds.outcomes.filter((o) => o.success).reduce((s, o) => s + oddsValue(o.odds), 0), 12)
      }),
    )
  })
})
