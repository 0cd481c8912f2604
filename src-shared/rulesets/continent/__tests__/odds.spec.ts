import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { SuccessStrip } from '../../../content/continent/strip'
import {
  exactSuccessOdds,
  liveOdds,
  oddsTable,
  stripSuccesses,
  successDistribution,
  type HalfStarRule,
} from '../odds'

const strip = (stars = 0, leftHalves = 0, rightHalves = 0, lucky7 = 0): SuccessStrip => ({
  stars,
  leftHalves,
  rightHalves,
  lucky7,
})

/** Brute force: every subset of `count` cards, equally likely. */
function bruteForce(strips: SuccessStrip[], count: number, difficulty: number, rule: HalfStarRule, perLucky7 = 0): number {
  let hits = 0
  let total = 0
  const walk = (start: number, chosen: SuccessStrip[]): void => {
    if (chosen.length === count) {
      total++
      const sum = chosen.reduce(
        (a, s) => strip(a.stars + s.stars, a.leftHalves + s.leftHalves, a.rightHalves + s.rightHalves, a.lucky7 + s.lucky7),
        strip(),
      )
      if (stripSuccesses(sum, rule) + perLucky7 * sum.lucky7 >= difficulty) hits++
      return
    }
    for (let i = start; i < strips.length; i++) walk(i + 1, [...chosen, strips[i] as SuccessStrip])
  }
  walk(0, [])
  return hits / total
}

const arbStrip = fc.record({
  stars: fc.integer({ min: 0, max: 2 }),
  leftHalves: fc.integer({ min: 0, max: 1 }),
  rightHalves: fc.integer({ min: 0, max: 1 }),
  lucky7: fc.integer({ min: 0, max: 1 }),
})

describe('exact odds', () => {
  it('C-ACT-23 C-EX-16 half stars pair only left+right: L, L, R gives 1 success, L, L gives 0', () => {
    expect(stripSuccesses(strip(0, 2, 1))).toBe(1)
    expect(stripSuccesses(strip(0, 2, 0))).toBe(0)
    // setting of C-Q-2: any two halves make a star
    expect(stripSuccesses(strip(0, 2, 0), 'any')).toBe(1)
  })

  it('C-ACT-22 full stars count one success each', () => {
    expect(stripSuccesses(strip(3, 0, 0, 2))).toBe(3)
  })

  it('C-PROB-2 odds are exact: they equal brute-force enumeration of every hand', () => {
    fc.assert(
      fc.property(
        fc.array(arbStrip, { minLength: 1, maxLength: 9 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 4 }),
        fc.constantFrom<HalfStarRule>('leftRight', 'any'),
        fc.integer({ min: 0, max: 1 }),
        (strips, c, d, rule, perLucky7) => {
          const count = Math.min(c, strips.length)
          const exact = exactSuccessOdds(strips, count, d, { halfStarRule: rule, perLucky7 })
          expect(exact).toBeCloseTo(bruteForce(strips, count, d, rule, perLucky7), 12)
        },
      ),
      { numRuns: 150 },
    )
  })

  it('C-PROB-2 a distribution sums to 1', () => {
    const deck = [strip(1), strip(1), strip(0, 1), strip(0, 0, 1), strip(), strip(2)]
    const dist = successDistribution(deck, 3)
    expect(dist.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12)
  })

  it('C-PROB-1 the table has difficulty rows 1..7 and card columns 1..6, falling with difficulty', () => {
    const deck = Array.from({ length: 40 }, (_, i) => (i % 3 === 0 ? strip(1) : i % 3 === 1 ? strip(0, 1, 0, 1) : strip(0, 0, 1)))
    const table = oddsTable(deck)
    expect(table).toHaveLength(7)
    for (const row of table) expect(row).toHaveLength(6)
    for (let d = 1; d < 7; d++)
      for (let c = 0; c < 6; c++) expect(table[d]?.[c] ?? 1).toBeLessThanOrEqual(table[d - 1]?.[c] ?? 0)
  })

  it('C-ACT-25 lucky 7s add successes only through a per-lucky-7 effect', () => {
    const deck = [strip(0, 0, 0, 1)]
    expect(exactSuccessOdds(deck, 1, 1)).toBe(0)
    expect(exactSuccessOdds(deck, 1, 1, { perLucky7: 1 })).toBe(1)
  })

  it('C-DECK-13 live odds: the whole deck is drawn, the rest comes from the discard pile where a curse is defeat', () => {
    const deck = [{ strip: strip(1), curse: false }]
    const discard = [
      { strip: strip(1), curse: false },
      { strip: strip(), curse: true },
    ]
    const odds = liveOdds(deck, discard, 2, 2)
    expect(odds.curseFromDiscard).toBeCloseTo(0.5)
    expect(odds.success).toBeCloseTo(0.5)
    expect(liveOdds(deck, discard, 1, 1)).toEqual({ success: 1, curseFromDiscard: 0 })
  })

  it('rejects impossible draws', () => {
    expect(() => successDistribution([strip(1)], 2)).toThrow(RangeError)
  })
})
