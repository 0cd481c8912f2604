import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { atLeastOneOdds, countOdds, faceOdds, oddsValue, totalOdds, type Odds } from '../dice-odds'
import type { DieSpec } from '../dice'

const die = (id: string, faceIds: string[]): DieSpec => ({ id, faces: faceIds.map((f) => ({ id: f })) })
const hazard = die('hazard', ['hurt', 'blank', 'blank', 'hurt', 'blank', 'blank'])
const outcome = die('outcome', ['success', 'success', 'success', 'setback', 'setback', 'success'])
const isHurt = (f: { id: string }): boolean => f.id === 'hurt'

/** Brute force over every combination of faces: the reference the exact formulas must match. */
function enumerate(dice: DieSpec[], hit: (f: { id: string }) => boolean): { counts: number[]; total: number } {
  const counts = new Array<number>(dice.length + 1).fill(0)
  let total = 0
  const walk = (i: number, k: number): void => {
    const spec = dice[i]
    if (spec === undefined) {
      counts[k] = (counts[k] ?? 0) + 1
      total++
      return
    }
    for (const f of spec.faces) walk(i + 1, k + (hit(f) ? 1 : 0))
  }
  walk(0, 0)
  return { counts, total }
}
const same = (o: Odds, num: number, den: number): boolean => o.num * den === num * o.den

describe('exact dice odds (dice-odds.ts)', () => {
  it('each face id of a die with its reduced odds, in order of appearance', () => {
    expect(faceOdds(hazard)).toEqual([
      { face: 'hurt', odds: { num: 1, den: 3 } },
      { face: 'blank', odds: { num: 2, den: 3 } },
    ])
    expect(faceOdds(outcome)).toEqual([
      { face: 'success', odds: { num: 2, den: 3 } },
      { face: 'setback', odds: { num: 1, den: 3 } },
    ])
  })

  it('"at least one" over several dice is exact: two hazard dice hurt with 5 in 9', () => {
    expect(atLeastOneOdds([hazard, hazard], isHurt)).toEqual({ num: 5, den: 9 })
    expect(atLeastOneOdds([hazard, outcome], isHurt)).toEqual({ num: 1, den: 3 })
    expect(atLeastOneOdds([], isHurt)).toEqual({ num: 0, den: 1 })
    expect(oddsValue({ num: 5, den: 9 })).toBeCloseTo(0.5556, 4)
  })

  it('totals of face values are exact: two dice worth 0/1/2 clouds', () => {
    const sky: DieSpec<{ clouds: number }> = { id: 'sky', faces: [{ id: 'none', payload: { clouds: 0 } }, { id: 'one', payload: { clouds: 1 } }, { id: 'two', payload: { clouds: 2 } }] }
    const clouds = (f: { payload?: { clouds: number } }): number => f.payload?.clouds ?? 0
    expect(totalOdds([sky, sky], clouds)).toEqual([
      { total: 0, odds: { num: 1, den: 9 } },
      { total: 1, odds: { num: 2, den: 9 } },
      { total: 2, odds: { num: 1, den: 3 } },
      { total: 3, odds: { num: 2, den: 9 } },
      { total: 4, odds: { num: 1, den: 9 } },
    ])
    expect(totalOdds([], clouds)).toEqual([{ total: 0, odds: { num: 1, den: 1 } }])
    expect(() => totalOdds([sky], () => 0.5)).toThrow(/face 'none' is worth 0.5/)
  })

  it('property: counting matching faces is the total of 1-or-0 values', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.constantFrom('a', 'b'), { minLength: 1, maxLength: 5 }), { maxLength: 4 }), (specs) => {
        const dice = specs.map((f, i) => die(`d${i}`, f))
        const byCount = countOdds(dice, (f) => f.id === 'a')
        const byTotal = totalOdds(dice, (f) => (f.id === 'a' ? 1 : 0))
        for (const { total, odds } of byTotal) expect(byCount[total]).toEqual(odds)
        expect(byCount.filter((o) => o.num > 0).length).toBe(byTotal.length)
      }),
      { numRuns: 150 },
    )
  })

  it('a die without faces has no odds (a clear error, not NaN)', () => {
    expect(() => faceOdds(die('empty', []))).toThrow(/die 'empty' has no faces/)
  })

  it('property: the count distribution matches brute-force enumeration, sums to 1, and "at least one" is its complement of zero', () => {
    const faceIds = fc.array(fc.constantFrom('a', 'b', 'c'), { minLength: 1, maxLength: 6 })
    fc.assert(
      fc.property(fc.array(faceIds, { minLength: 0, maxLength: 4 }), fc.constantFrom('a', 'b', 'c'), (specs, wanted) => {
        const dice = specs.map((f, i) => die(`d${i}`, f))
        const hit = (f: { id: string }): boolean => f.id === wanted
        const odds = countOdds(dice, hit)
        const ref = enumerate(dice, hit)
        expect(odds.length).toBe(dice.length + 1)
        odds.forEach((o, k) => expect(same(o, ref.counts[k] ?? 0, ref.total)).toBe(true))
        const sum = odds.reduce((acc, o) => acc + (o.num * ref.total) / o.den, 0)
        expect(Math.round(sum)).toBe(ref.total)
        const first = odds[0] ?? { num: 0, den: 1 }
        const least = atLeastOneOdds(dice, hit)
        expect(same(least, first.den - first.num, first.den)).toBe(true)
      }),
      { numRuns: 200 },
    )
  })
})
