import { describe, expect, it } from 'vitest'
import { campBuildPayments, campBuildRefusal, canPay, costRow, playersForCosts, raiseLevel, type CostTable } from '../camp-builds'
import { inventionProblems } from '../inventions'

/** The board cost table of our packs (board data): wood or fur per player count. */
const TABLE: CostTable = { 2: { wood: 2, fur: 1 }, 3: { wood: 3, fur: 2 }, 4: { wood: 4, fur: 3 } }

describe('camp builds (camp-builds.ts)', () => {
  it('I-ACT-49 Shelter, Roof and Palisade cost the wood or the fur of the table for the players, never mixed', () => {
    expect(campBuildPayments('shelter', 3, TABLE)).toEqual([{ wood: 3, fur: 0 }, { wood: 0, fur: 2 }])
    expect(campBuildPayments('roof', 4, TABLE)).toEqual([{ wood: 4, fur: 0 }, { wood: 0, fur: 3 }])
    expect(() => costRow(TABLE, 5)).toThrow(/no row for 5 players \(rows: 2, 3, 4\)/)
  })

  it('I-2P-18 I-SCEN3-05 the companion and a rescued castaway never raise the cost: only seated players count', () => {
    expect(playersForCosts([{ seat: 0 }, { seat: 1 }, {}, {}])).toBe(2)
    expect(playersForCosts([{ seat: 0 }, {}])).toBe(1)
  })

  it('I-SOLO-02 a solo game pays the 2-player cost', () => {
    expect(campBuildPayments('palisade', 1, TABLE)).toEqual(campBuildPayments('palisade', 2, TABLE))
  })

  it('I-ACT-53 Weapons cost 1 wood at every player count', () => {
    for (const players of [1, 2, 3, 4]) expect(campBuildPayments('weapons', players, TABLE)).toEqual([{ wood: 1, fur: 0 }])
  })

  it('I-ACT-05 I-EX-05 3 players with 2 wood and 1 fur cannot plan the Shelter; 3 wood or 2 fur can', () => {
    const ways = campBuildPayments('shelter', 3, TABLE)
    expect(ways.some((p) => canPay(p, { wood: 2, fur: 1 }))).toBe(false)
    expect(ways.some((p) => canPay(p, { wood: 3, fur: 0 }))).toBe(true)
    expect(ways.some((p) => canPay(p, { wood: 0, fur: 2 }))).toBe(true)
  })

  it('I-ACT-07 I-EX-06 with 4 wood and 3 reserved for the Roof, the Palisade cannot be planned but the Weapons can', () => {
    const left = { wood: 4 - 3, fur: 0 }
    expect(campBuildPayments('palisade', 3, TABLE).some((p) => canPay(p, left))).toBe(false)
    expect(campBuildPayments('weapons', 3, TABLE).some((p) => canPay(p, left))).toBe(true)
  })

  it('I-EX-20 3 players with a Shelter and 3 wood may plan the Roof with 3 wood and, beside it, an invention needing only a built Item', () => {
    expect(campBuildRefusal('roof', 'built', false)).toBeNull()
    expect(campBuildPayments('roof', 3, TABLE).some((p) => canPay(p, { wood: 3, fur: 0 }))).toBe(true)
    const ctx = { explored: [], items: ['fire'], available: { wood: 0, fur: 0, food: 0 }, built: false, attemptedThisRound: false }
    expect(inventionProblems('Hearth', { items: ['fire'] }, ctx)).toEqual([])
  })

  it('I-TOKEN-13 an Extra wood token on the space asks 1 more wood, not more fur', () => {
    expect(campBuildPayments('roof', 2, TABLE, { extraWoodToken: true })).toEqual([{ wood: 3, fur: 0 }, { wood: 0, fur: 1 }])
    expect(campBuildPayments('weapons', 2, TABLE, { extraWoodToken: true })).toEqual([{ wood: 2, fur: 0 }])
  })

  it('I-SCEN4-05 I-EX-47 where fur counts as wood, 4 players may pay 4 wood, 3 wood + 1 fur, 2 wood + 2 fur or 3 fur', () => {
    expect(campBuildPayments('shelter', 4, TABLE, { furCountsAsWood: true })).toEqual([
      { wood: 4, fur: 0 },
      { wood: 3, fur: 1 },
      { wood: 2, fur: 2 },
      { wood: 0, fur: 3 },
    ])
  })

  it('I-CHAR-21 I-EX-55 Economical Construction: 4 players pay the Shelter with 3 wood and 2 Determination', () => {
    const ways = campBuildPayments('shelter', 4, TABLE, { woodDiscount: 1 })
    expect(ways[0]).toEqual({ wood: 3, fur: 0 })
    expect(canPay(ways[0] ?? { wood: 99, fur: 99 }, { wood: 3, fur: 0 })).toBe(true)
    expect(campBuildPayments('weapons', 2, TABLE, { woodDiscount: 1 })).toEqual([{ wood: 0, fur: 0 }])
  })

  it('I-ACT-51 Roof and Palisade need a Shelter, built or natural, and not one built this round', () => {
    expect(campBuildRefusal('roof', 'none', false)).toMatch(/needs a Shelter/)
    expect(campBuildRefusal('palisade', 'built', true)).toMatch(/from the next round/)
    expect(campBuildRefusal('roof', 'natural', false)).toBeNull()
    expect(campBuildRefusal('weapons', 'none', false)).toBeNull()
  })

  it('I-ACT-50 a built Shelter is permanent: it cannot be built again, a natural shelter does not count as built', () => {
    expect(campBuildRefusal('shelter', 'built', false)).toMatch(/already built/)
    expect(campBuildRefusal('shelter', 'natural', false)).toBeNull()
  })

  it('I-ACT-52 a Roof or Palisade raise without a Shelter is lost', () => {
    expect(raiseLevel(0, 1, 'none')).toBe(0)
    expect(raiseLevel(2, 1, 'natural')).toBe(3)
  })
})
