import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { demandWounds, halveTrack, lowerLevel, payableOptions, payDetermination, payResources, placeUnique, whoSuffers, type Resources } from '../demand'
import { futureArrives, gainZone } from '../resource-zones'
import { eat } from '../night'
import { changeMorale } from '../morale'

const PEOPLE = { resolver: 'ada', firstPlayer: 'bo', characters: ['ada', 'bo', 'cy'] }
const R = (wood: number, food: number, preserved = 0, fur = 0): Resources => ({ wood, food, preserved, fur })

describe('unfulfilled demand (demand.ts)', () => {
  it('I-RES-08 what cannot be paid or lowered is missing, 1 unit per wound', () => {
    expect(payResources(R(1, 0), { wood: 3 }).missing).toBe(2)
    expect(lowerLevel(1, 2)).toEqual({ level: 0, missing: 1 })
  })

  it('I-RES-09 the resolver suffers during an action, the First Player in an Event combat, everyone otherwise', () => {
    expect(whoSuffers('action', PEOPLE)).toEqual(['ada'])
    expect(whoSuffers('event-combat', PEOPLE)).toEqual(['bo'])
    expect(whoSuffers('other', PEOPLE)).toEqual(['ada', 'bo', 'cy'])
    expect(demandWounds('other', 2, PEOPLE)).toEqual({ ada: 2, bo: 2, cy: 2 })
    expect(() => whoSuffers('action', { firstPlayer: 'bo', characters: [] })).toThrow(/needs its resolver/)
  })

  it('I-RES-10 I-EX-37 a Determination shortfall wounds the owner: 3 asked, 1 held → 1 discarded and 2 wounds', () => {
    expect(payDetermination(1, 3)).toEqual({ held: 0, wounds: 2 })
  })

  it('I-EX-37 weather: 3 clouds without Roof, 0 wood and 2 food → 2 food discarded, 4 units missing, 4 wounds each', () => {
    const out = payResources(R(0, 2), { wood: 3, food: 3 })
    expect(out.paid).toEqual(R(0, 2))
    expect(demandWounds('other', out.missing, PEOPLE)).toEqual({ ada: 4, bo: 4, cy: 4 })
    // An event asking Palisade −1 without a Palisade: 1 wound each.
    expect(demandWounds('other', lowerLevel(0, 1).missing, PEOPLE)).toEqual({ ada: 1, bo: 1, cy: 1 })
  })

  it('I-RES-06 non-perishable food pays wherever food is asked, after the perishable food', () => {
    expect(payResources(R(0, 1, 2), { food: 2 })).toMatchObject({ left: R(0, 0, 1), missing: 0 })
  })

  it('I-RES-12 what can be paid is paid: nobody takes wounds instead of paying what they have', () => {
    const out = payResources(R(2, 0, 0, 1), { wood: 2, fur: 2 })
    expect(out).toMatchObject({ left: R(0, 0), missing: 1 })
  })

  it('I-INV-12 I-EX-40 a Starting Equipment use before paying: 1 held + 2 gained pays 2 Determination with no wound', () => {
    expect(payDetermination(1 + 2, 2)).toEqual({ held: 1, wounds: 0 })
    expect(payDetermination(1, 2)).toEqual({ held: 0, wounds: 1 })
  })

  it('I-RES-14 I-GOLD-25 I-EX-38 "if possible": Termites with 0 wood do nothing; losing 3 Determination with 1 held loses 1 and wounds nobody', () => {
    expect(payResources(R(0, 0), { wood: 1 }, { ifPossible: true })).toMatchObject({ missing: 0, left: R(0, 0) })
    expect(payDetermination(1, 3, { ifPossible: true })).toEqual({ held: 0, wounds: 0 })
    expect(lowerLevel(0, 1, { ifPossible: true }).missing).toBe(0)
  })

  it('I-RES-15 I-EX-39 I-GOLD-05 a duplicate token is not placed and hurts nobody; a duplicate marker wounds everyone once', () => {
    expect(placeUnique(false, 'token')).toEqual({ placed: true, woundsEach: 0 })
    expect(placeUnique(true, 'token')).toEqual({ placed: false, woundsEach: 0 })
    expect(placeUnique(true, 'marker')).toEqual({ placed: false, woundsEach: 1 })
  })

  it('I-EVENT-C06 I-EVENT-C07 I-ACT-ADV04 halving a track loses half its level rounded down; level 1 loses nothing; both at 0 is 1 missing', () => {
    expect(halveTrack({ roof: 3, palisade: 0 }, 'roof')).toEqual({ roof: 2, palisade: 0, missing: 0 })
    expect(halveTrack({ roof: 1, palisade: 4 }, 'roof')).toEqual({ roof: 1, palisade: 4, missing: 0 })
    expect(halveTrack({ roof: 0, palisade: 0 }, 'palisade')).toEqual({ roof: 0, palisade: 0, missing: 1 })
    expect(halveTrack({ roof: 0, palisade: 2 }, 'roof')).toMatch(/Roof is at 0/)
  })

  it('I-GOLD-12 I-EX-52 an option whose demand cannot be paid in full may not be chosen', () => {
    // Options X = 1 wood, Y = 1 fur; Available holds 2 wood and no fur: only X can be chosen.
    expect(payableOptions([{ wood: 1 }, { fur: 1 }], R(2, 0))).toEqual([0])
  })

  it('I-INV-09 I-EX-25 undoing a flipped Item’s gain goes as far as possible with no penalty', () => {
    expect(lowerLevel(1, 1, { ifPossible: true })).toEqual({ level: 0, missing: 0 })
    expect(lowerLevel(0, 1, { ifPossible: true })).toEqual({ level: 0, missing: 0 })
    expect(lowerLevel(1, 2, { ifPossible: true })).toEqual({ level: 0, missing: 0 })
    expect(payResources(R(0, 0, 0), { food: 2 }, { ifPossible: true })).toMatchObject({ missing: 0 })
    expect(payResources(R(0, 0, 3), { food: 2 }, { ifPossible: true }).left).toEqual(R(0, 0, 1))
  })

  it('I-RES-11 going hungry is not Unfulfilled Demand, and Morale at the bottom wounds nobody', () => {
    expect(eat({ food: 0, preserved: 0, eaters: ['ada'] }).wounds).toEqual({ ada: 2 })
    expect(changeMorale(-3, -2)).toEqual({ morale: -3, moved: 0 })
  })

  it('I-RES-08 property: a payment conserves the demand — paid + missing = asked — and never leaves less than 0', () => {
    const res = fc.record({ wood: fc.nat(6), food: fc.nat(6), preserved: fc.nat(6), fur: fc.nat(6) })
    const demand = fc.record({ wood: fc.nat(6), food: fc.nat(6), fur: fc.nat(6) })
    fc.assert(
      fc.property(res, demand, fc.nat(5), (have, asked, level) => {
        const out = payResources(have, asked)
        const paid = out.paid.wood + out.paid.food + out.paid.preserved + out.paid.fur
        expect(paid + out.missing).toBe(asked.wood + asked.food + asked.fur)
        for (const k of ['wood', 'food', 'preserved', 'fur'] as const) {
          expect(out.left[k]).toBeGreaterThanOrEqual(0)
          expect(out.left[k] + out.paid[k]).toBe(have[k])
        }
        const lowered = lowerLevel(level, asked.wood)
        expect(level - lowered.level + lowered.missing).toBe(asked.wood)
        for (const w of Object.values(demandWounds('other', out.missing, PEOPLE))) expect(w).toBe(out.missing)
      }),
    )
  })
})

describe('available and future resources (resource-zones.ts)', () => {
  it('I-RES-02 I-RES-03 I-ACT-38 gains wait in Future Resources during the Action phase, are Available at once otherwise', () => {
    expect(gainZone(true)).toBe('future')
    expect(gainZone(false)).toBe('available')
  })

  it('I-NIGHT-18 the gains of an action that sends its character outside go on that character sheet', () => {
    expect(gainZone(true, true)).toBe('sheet')
  })

  it('I-ACT-63 at the end of the Action phase every Future resource becomes Available', () => {
    expect(futureArrives(R(1, 2, 0, 0), R(2, 1, 1, 1))).toEqual({ available: R(3, 3, 1, 1), future: R(0, 0) })
  })
})
