import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { fightBeast, fightStrength, huntRefusal, weaponLevelMet, type BeastStats } from '../combat'

const BOAR: BeastStats = { strength: 4, weaponLoss: 1, food: 3, fur: 1 }

describe('beasts and combat (combat.ts)', () => {
  it('I-BEAST-04 a fight runs strength, weapon loss, food, fur, other effects in this order', () => {
    const out = fightBeast({ beast: { ...BOAR, palisadeLoss: 1, discoveryTokens: 1 }, weapons: 2, palisade: 1, duringActionPhase: true })
    expect(out.steps.map((s) => s.step)).toEqual(['strength', 'weapon-loss', 'food', 'fur', 'other'])
    expect(out).toMatchObject({ wounds: 2, weapons: 1, palisade: 0, food: 3, fur: 1, discoveryTokens: 1, to: 'future' })
  })

  it('I-BEAST-04 step 2: weapon levels that cannot be lost are 1 wound each for the fighter', () => {
    const out = fightBeast({ beast: { strength: 1, weaponLoss: 3, food: 0, fur: 0 }, weapons: 1, duringActionPhase: false })
    expect(out).toMatchObject({ wounds: 2, weapons: 0, to: 'available' })
  })

  it('I-EX-37 strength 3 against Weapons 2 is 1 wound; a Palisade −1 with Palisade 0 is 1 more', () => {
    const out = fightBeast({ beast: { strength: 3, weaponLoss: 0, food: 0, fur: 0, palisadeLoss: 1 }, weapons: 2, palisade: 0, duringActionPhase: false })
    expect(out.wounds).toBe(2)
  })

  it('I-BEAST-05 I-INV-C14 I-EX-44 a temporary boost counts for the comparison only: bear 6 against Weapons 4 with a Pistol use (+3) wounds nobody, the track stays 4', () => {
    const out = fightBeast({ beast: { strength: 6, weaponLoss: 0, food: 2, fur: 0 }, weapons: 4, boost: 3, duringActionPhase: true })
    expect(out).toMatchObject({ wounds: 0, weapons: 4 })
    expect(out.steps[0]).toEqual({ step: 'strength', strength: 6, weaponLevel: 7, wounds: 0 })
  })

  it('I-BEAST-06 a bare strength performs only the comparison: the Weapon track never drops', () => {
    expect(fightStrength(3, 1)).toEqual({ wounds: 2, weaponLevel: 1 })
    expect(fightStrength(3, 1, 2)).toEqual({ wounds: 0, weaponLevel: 3 })
  })

  it('I-BEAST-08 I-TOKEN-05 a Greater danger token on the Hunt space makes the next beast 1 stronger', () => {
    expect(fightBeast({ beast: BOAR, weapons: 4, greaterDanger: true, duringActionPhase: true }).steps[0]).toMatchObject({ strength: 5, wounds: 1 })
  })

  it('I-ACT-43 I-ACT-10 a Hunt takes exactly 2 pawns and one beast per Hunt; Weapons 0 is allowed', () => {
    expect(huntRefusal(2, 0, 1)).toBeNull()
    expect(huntRefusal(1, 0, 1)).toMatch(/exactly 2 pawns/)
    expect(huntRefusal(2, 0, 0)).toMatch(/Hunting deck is empty/)
    expect(huntRefusal(2, 2, 2)).toMatch(/Only 2 beasts/)
  })

  it('I-ACT-45 a Hunt at Weapon level 0 still brings its food and fur, however hurt the hunter is', () => {
    expect(fightBeast({ beast: BOAR, weapons: 0, duringActionPhase: true })).toMatchObject({ wounds: 5, food: 3, fur: 1 })
  })

  it('I-RES-02 I-RES-03 spoils go to Future Resources in the Action phase and to Available otherwise', () => {
    expect(fightBeast({ beast: BOAR, weapons: 9, duringActionPhase: true }).steps[2]).toEqual({ step: 'food', food: 3, to: 'future' })
    expect(fightBeast({ beast: BOAR, weapons: 9, duringActionPhase: false }).steps[3]).toEqual({ step: 'fur', fur: 1, to: 'available' })
  })

  it('I-GOLD-24 I-TOKEN-D09 a temporary boost satisfies a Weapon requirement, such as the Goat token’s Weapons 1', () => {
    expect(weaponLevelMet(0, 1)).toBe(false)
    expect(weaponLevelMet(0, 1, 3)).toBe(true)
    expect(weaponLevelMet(2, 2)).toBe(true)
  })

  it('I-ACT-08 I-EX-10 one Weapon level serves every check of the round: Weapons 2 meets two threat actions and a Hunt', () => {
    expect([2, 2, 0].map((need) => weaponLevelMet(2, need))).toEqual([true, true, true])
  })

  it('I-ACT-36 I-EX-19 a level lost in one fight counts at once: the second Hunt fights at the lowered Weapon level', () => {
    const first = fightBeast({ beast: { strength: 2, weaponLoss: 2, food: 1, fur: 0 }, weapons: 2, duringActionPhase: true })
    expect(first.weapons).toBe(0)
    expect(fightBeast({ beast: { strength: 3, weaponLoss: 0, food: 1, fur: 0 }, weapons: first.weapons, duringActionPhase: true }).wounds).toBe(3)
  })

  it('I-BEAST-04 property: wounds are the strength gap plus the levels that could not be lost; tracks never go below 0', () => {
    fc.assert(
      fc.property(fc.nat(10), fc.nat(4), fc.nat(3), fc.nat(8), fc.nat(3), fc.nat(4), (strength, loss, palLoss, weapons, boost, palisade) => {
        const out = fightBeast({ beast: { strength, weaponLoss: loss, food: 1, fur: 1, palisadeLoss: palLoss }, weapons, boost, palisade, duringActionPhase: false })
        expect(out.wounds).toBe(Math.max(0, strength - weapons - boost) + Math.max(0, loss - weapons) + Math.max(0, palLoss - palisade))
        expect(out.weapons).toBe(Math.max(0, weapons - loss))
        expect(out.palisade).toBe(Math.max(0, palisade - palLoss))
      }),
    )
  })
})
