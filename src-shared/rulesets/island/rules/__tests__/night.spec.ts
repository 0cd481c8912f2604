import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { campBuildRefusal } from '../camp-builds'
import { campMoveLevels, campMoveRefusal, campTokensAfterMove, eat, nextFirstPlayer, nightEaters, shelterWounds, spoil } from '../night'

const CHARS = [
  { id: 'ada', inCamp: true },
  { id: 'bo', inCamp: true },
  { id: 'cy', inCamp: false },
  { id: 'friday', inCamp: true, friday: true },
]

describe('the night (night.ts)', () => {
  it('I-NIGHT-03 each character in camp eats 1 food; with too little the players choose, and each unfed one suffers 2 wounds', () => {
    const out = eat({ food: 1, preserved: 0, eaters: ['bo', 'ada'] })
    expect(out).toMatchObject({ fed: ['bo'], hungry: ['ada'], wounds: { bo: 0, ada: 2 }, food: 0 })
  })

  it('I-NIGHT-04 food that is there must be eaten, perishable first, non-perishable too', () => {
    expect(eat({ food: 1, preserved: 3, eaters: ['ada', 'bo'] })).toMatchObject({ food: 0, preserved: 2, eaten: 2, hungry: [] })
  })

  it('I-NIGHT-05 I-TOKEN-14 with the Extra food token everyone eats 1 more or suffers 1 wound', () => {
    expect(eat({ food: 3, preserved: 0, eaters: ['ada', 'bo'], extraFoodToken: true }).wounds).toEqual({ ada: 0, bo: 1 })
    expect(eat({ food: 0, preserved: 0, eaters: ['ada'], extraFoodToken: true }).wounds).toEqual({ ada: 3 })
  })

  it('I-RES-13 I-EX-59 with no food and a Goat token, nobody must trade the Goat: the unfed character suffers 2 wounds', () => {
    // The Goat is a Discovery token: it is never part of the food eaten unless the players trade it in.
    expect(eat({ food: 0, preserved: 0, eaters: ['ada'] }).wounds).toEqual({ ada: 2 })
  })

  it('I-2P-12 Friday needs no food and characters outside do not eat from the camp', () => {
    expect(nightEaters(CHARS)).toEqual(['ada', 'bo'])
  })

  it('I-NIGHT-22 a character outside eats from the food on their own sheet; with none, 2 wounds', () => {
    expect(eat({ food: 0, preserved: 0, eaters: ['cy'] }).wounds).toEqual({ cy: 2 })
    expect(eat({ food: 1, preserved: 0, eaters: ['cy'] }).wounds).toEqual({ cy: 0 })
  })

  it('I-NIGHT-06 without a built Shelter or a natural one on the camp tile, each character in camp suffers 1 wound', () => {
    expect(shelterWounds({ outside: false, shelter: 'none' })).toBe(1)
    expect(shelterWounds({ outside: false, shelter: 'built' })).toBe(0)
    expect(shelterWounds({ outside: false, shelter: 'natural' })).toBe(0)
    expect(shelterWounds({ outside: false, shelter: 'none', friday: true })).toBe(0)
  })

  it('I-NIGHT-21 a night outside costs 1 wound unless that tile has a natural shelter', () => {
    expect(shelterWounds({ outside: true, shelter: 'built' })).toBe(1)
    expect(shelterWounds({ outside: true, shelter: 'natural' })).toBe(0)
  })

  it('I-NIGHT-07 I-INV-C02 perishable food spoils unless it is stored', () => {
    expect(spoil(3, false)).toEqual({ food: 0, spoiled: 3 })
    expect(spoil(3, true)).toEqual({ food: 3, spoiled: 0 })
  })

  it('I-NIGHT-10 I-EX-35 a built Shelter moves with the camp; Roof 3, Palisade 1 become 2 and 1 (halved, rounding up)', () => {
    expect(campMoveLevels({ roof: 3, palisade: 1 }, true)).toEqual({ roof: 2, palisade: 1 })
  })

  it('I-NIGHT-12 I-NIGHT-11 I-EX-35 leaving a natural shelter without a built one: Roof and Palisade drop to 0', () => {
    expect(campMoveLevels({ roof: 3, palisade: 2 }, false)).toEqual({ roof: 0, palisade: 0 })
  })

  it('I-NIGHT-09 I-NIGHT-16 I-GOLD-18 the camp moves to an adjacent accessible tile only', () => {
    const accessible = new Set(['B', 'C'])
    expect(campMoveRefusal('B', ['B', 'D'], accessible)).toBeNull()
    expect(campMoveRefusal('C', ['B', 'D'], accessible)).toMatch(/next to it/)
    expect(campMoveRefusal('D', ['B', 'D'], accessible)).toMatch(/inaccessible/)
  })

  it('I-NIGHT-14 I-EX-36 a token following the camp onto a tile with one of its kind is discarded; the tile keeps its own', () => {
    expect(campTokensAfterMove(['extra-wood'], ['extra-wood', 'time'])).toEqual({ tokens: ['extra-wood', 'time'], discarded: ['extra-wood'] })
    expect(campTokensAfterMove(['extra-wood', 'extra-food'], [])).toEqual({ tokens: ['extra-wood', 'extra-food'], discarded: [] })
  })

  it('I-ACT-60 a natural shelter shelters the night and allows Roof and Palisade, but stays behind when the camp moves', () => {
    expect(shelterWounds({ outside: false, shelter: 'natural' })).toBe(0)
    expect(campBuildRefusal('palisade', 'natural', false)).toBeNull()
    expect(campMoveLevels({ roof: 2, palisade: 2 }, false)).toEqual({ roof: 0, palisade: 0 })
  })

  it('I-NIGHT-08 I-SOLO-03 the First Player token passes clockwise; solo it stays', () => {
    expect([0, 1, 2].map((p) => nextFirstPlayer(p, 3))).toEqual([1, 2, 0])
    expect(nextFirstPlayer(0, 1)).toBe(0)
    expect(() => nextFirstPlayer(0, 0)).toThrow(/at least 1/)
  })

  it('I-NIGHT-03 property: food eaten is never more than there was or than the eaters need, and hungry ones take 2 wounds each', () => {
    fc.assert(
      fc.property(fc.nat(5), fc.nat(5), fc.integer({ min: 1, max: 4 }), fc.boolean(), (food, preserved, n, extra) => {
        const eaters = ['a', 'b', 'c', 'd'].slice(0, n)
        const out = eat({ food, preserved, eaters, extraFoodToken: extra })
        expect(out.eaten).toBe(Math.min(food + preserved, n * (extra ? 2 : 1)))
        expect(food - out.food + (preserved - out.preserved)).toBe(out.eaten)
        expect(out.hungry.length).toBe(Math.max(0, n - food - preserved))
        const wounds = Object.values(out.wounds).reduce((s, w) => s + w, 0)
        const missedExtra = extra ? Math.max(0, n - Math.max(0, food + preserved - n)) : 0
        expect(wounds).toBe(2 * out.hungry.length + missedExtra)
      }),
    )
  })
})
