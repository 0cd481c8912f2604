import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { gatherRefusal, gatherYield, halvedMixes, production, shortcutChoices, wellFood, type TileSources } from '../sources'

const BOTH: TileSources = { food: 'open', wood: 'open' }

describe('sources, production and gathering (sources.ts)', () => {
  it('I-PROD-01 I-EX-04 each open source on the camp tile produces 1: a food and a wood source give +1 food, +1 wood', () => {
    expect(production(BOTH)).toEqual({ food: 1, wood: 1 })
  })

  it('I-PROD-02 I-TOKEN-15 an Extra token adds 1 only where a matching open source is', () => {
    expect(production({ ...BOTH, extraFood: true })).toEqual({ food: 2, wood: 1 })
    expect(production({ food: 'none', wood: 'open', extraFood: true })).toEqual({ food: 0, wood: 1 })
  })

  it('I-RES-16 an exhausted source yields nothing and its Extra token does nothing', () => {
    expect(production({ food: 'exhausted', wood: 'open', extraFood: true })).toEqual({ food: 0, wood: 1 })
    expect(gatherRefusal({ tile: { food: 'exhausted', wood: 'none' }, kind: 'food', campTile: false })).toBe('This food source is exhausted.')
  })

  it('I-ACT-55 the camp tile and a source used by the Shortcut cannot be gathered', () => {
    expect(gatherRefusal({ tile: BOTH, kind: 'wood', campTile: true })).toMatch(/produce in the Production phase/)
    expect(gatherRefusal({ tile: BOTH, kind: 'wood', campTile: false, shortcutSource: true })).toMatch(/Shortcut/)
    expect(gatherRefusal({ tile: { food: 'none', wood: 'open' }, kind: 'food', campTile: false })).toBe('This tile has no food source.')
    expect(gatherRefusal({ tile: BOTH, kind: 'wood', campTile: false })).toBeNull()
  })

  it('I-ACT-56 I-EX-13 with an Extra food token, gathering wood gives 1 wood and gathering food gives 2 food', () => {
    const tile = { ...BOTH, extraFood: true }
    expect(gatherYield({ tile, kind: 'wood', campTile: false }, true)).toBe(1)
    expect(gatherYield({ tile, kind: 'food', campTile: false }, true)).toBe(2)
  })

  it('I-EX-26 once the food source is exhausted, food cannot be gathered there at all', () => {
    const tile: TileSources = { food: 'open', wood: 'none', extraFood: true }
    expect(gatherYield({ tile, kind: 'food', campTile: false }, true)).toBe(2)
    expect(gatherYield({ tile: { ...tile, food: 'exhausted' }, kind: 'food', campTile: false }, true)).toBe(0)
  })

  it('I-ACT-57 I-INV-C03 a Basket or Sack adds its bonus to a successful Gather only', () => {
    expect(gatherYield({ tile: BOTH, kind: 'food', campTile: false }, true, 1)).toBe(2)
    expect(gatherYield({ tile: BOTH, kind: 'food', campTile: false }, false, 1)).toBe(0)
  })

  it('I-SCEN6-04 where a scenario allows several Extra food tokens on the camp tile, each adds 1', () => {
    expect(production({ food: 'open', wood: 'none', extraFood: 3 })).toEqual({ food: 4, wood: 0 })
    expect(production({ food: 'exhausted', wood: 'none', extraFood: 3 })).toEqual({ food: 0, wood: 0 })
  })

  it('I-INV-C10 I-EX-58 the Shortcut on a tile with wood, food and an Extra food token gives 1 wood or 2 food; fog cancels it', () => {
    const tile = { ...BOTH, extraFood: true }
    expect(shortcutChoices(tile)).toEqual([{ source: 'wood', food: 0, wood: 1 }, { source: 'food', food: 2, wood: 0 }])
    expect(shortcutChoices(tile, true)).toEqual([])
  })

  it('I-SCEN6-06 I-EX-53 halved production of 2 A and 3 B yields 2: 2A, 1A + 1B or 2B', () => {
    expect(halvedMixes({ food: 2, wood: 3 })).toEqual([{ food: 2, wood: 0 }, { food: 1, wood: 1 }, { food: 0, wood: 2 }])
  })

  it('I-EVENT-C08 I-EX-57 half of 4 wood and 2 food is 3 resources in any allowed mix', () => {
    const mixes = halvedMixes({ food: 2, wood: 4 })
    expect(mixes).toContainEqual({ food: 0, wood: 3 })
    expect(mixes).toContainEqual({ food: 2, wood: 1 })
    expect(mixes.every((m) => m.food + m.wood === 3)).toBe(true)
  })

  it('I-INV-C08 the Well gives 2 food on its winning face of the brown Wound die (the blank face, Q-08)', () => {
    expect(wellFood('blank')).toBe(2)
    expect(wellFood('wound')).toBe(0)
    expect(wellFood('wound', 'wound')).toBe(2)
  })

  it('I-EVENT-C08 property: every halved mix takes half the total rounded down and never more of a kind than there was', () => {
    fc.assert(
      fc.property(fc.nat(8), fc.nat(8), (food, wood) => {
        const mixes = halvedMixes({ food, wood })
        expect(mixes.length).toBeGreaterThan(0)
        for (const m of mixes) {
          expect(m.food + m.wood).toBe(Math.floor((food + wood) / 2))
          expect(m.food <= food && m.wood <= wood).toBe(true)
        }
      }),
    )
  })
})
