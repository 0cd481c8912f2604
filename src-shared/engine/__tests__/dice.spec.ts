import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  closeRerollWindow,
  dieProblems,
  faceIndex,
  faceOf,
  offerReroll,
  reroll,
  rerollOptions,
  rollDice,
  rollDie,
  rollFaces,
  type DiceCatalogue,
  type DiceRoll,
  type DieSpec,
} from '../dice'
import { cloneJson } from '../json-clone'
import { injectPicks, seedRng } from '../rng'
import { isRuleError, type RuleError } from '../rule-error'
import { rngWasUsed } from '../chance'

type Sym = { clouds?: number; mark?: string }
const hazard: DieSpec<Sym> = { id: 'hazard', faces: [{ id: 'hurt' }, { id: 'blank' }, { id: 'blank' }, { id: 'hurt' }, { id: 'blank' }, { id: 'blank' }] }
const outcome: DieSpec<Sym> = { id: 'outcome', faces: [{ id: 'success' }, { id: 'success' }, { id: 'success' }, { id: 'setback' }, { id: 'setback' }, { id: 'success' }] }
const sky: DieSpec<Sym> = { id: 'sky', faces: [{ id: 'one', payload: { clouds: 1 } }, { id: 'two', payload: { clouds: 2 } }, { id: 'none' }] }
const dice: DiceCatalogue<Sym> = { hazard, outcome, sky }

function ok<T>(r: T | RuleError): T {
  if (isRuleError(r)) throw new Error(r.message)
  return r
}

describe('dice as data (dice.ts)', () => {
  it('a die is its declared faces; the rolled face is the injected one, and the RNG given is untouched', () => {
    const rng = injectPicks(seedRng(1), [faceIndex(sky, 'two')])
    const before = cloneJson(rng)
    const r = rollDie(rng, sky)
    expect(r.shows).toEqual({ id: 'two', payload: { clouds: 2 } })
    expect(r.face).toBe(1)
    expect(rng).toEqual(before)
    expect(r.rng.injected).toEqual([])
  })

  it('several dice roll in the order given, injected picks apply in that order, the roll is plain JSON', () => {
    const rng = injectPicks(seedRng(2), [0, 3, 2])
    const { roll, rng: after } = rollDice(rng, dice, ['hazard', 'outcome', 'sky'])
    expect(rollFaces(dice, roll).map((f) => f.id)).toEqual(['hurt', 'setback', 'none'])
    expect(roll.window).toBeNull()
    expect(JSON.parse(JSON.stringify(roll))).toEqual(roll)
    expect(rngWasUsed(rng, after)).toBe(true)
  })

  it('the same seed gives the same roll; the generator moves when nothing is injected', () => {
    const a = rollDice(seedRng(77), dice, ['hazard', 'outcome', 'sky', 'hazard'])
    const b = rollDice(seedRng(77), dice, ['hazard', 'outcome', 'sky', 'hazard'])
    expect(a.roll).toEqual(b.roll)
    expect(a.rng.s).not.toEqual(seedRng(77).s)
  })

  it('an unknown die is an error naming it and the known dice; bad declarations name the field', () => {
    expect(() => rollDice(seedRng(1), dice, ['moon'])).toThrow(/unknown die 'moon' \(known: hazard, outcome, sky\)/)
    expect(() => faceIndex(sky, 'three')).toThrow(/die 'sky' has no face 'three'/)
    expect(() => rollDie(seedRng(1), { id: 'blank', faces: [] })).toThrow(/die 'blank' has no faces/)
    expect(dieProblems({ id: '', faces: [{ id: 'a' }, { id: '' }] }, 'dice[2]')).toEqual([
      'dice[2].id: must be a non-empty string',
      'dice[2].faces[1].id: must be a non-empty string',
    ])
    expect(dieProblems({ id: 'x', faces: [] })).toEqual(['die.faces: a die needs at least one face'])
    expect(dieProblems(hazard)).toEqual([])
  })

  it('a reroll in the window replaces the chosen die only, spends one use and is recorded', () => {
    const first = rollDice(injectPicks(seedRng(3), [0, 3]), dice, ['hazard', 'outcome'], [{ id: 'lucky', seat: 1, positions: [1], uses: 1 }])
    const r = ok(reroll(injectPicks(first.rng, [faceIndex(outcome, 'success')]), dice, first.roll, 'lucky', 1))
    expect(rollFaces(dice, r.roll).map((f) => f.id)).toEqual(['hurt', 'success'])
    expect(r.roll.dice[1]?.rerolls).toBe(1)
    expect(r.roll.dice[0]).toEqual(first.roll.dice[0])
    expect(r.roll.window?.offers[0]?.uses).toBe(0)
    expect(r.roll.window?.used).toEqual([{ offer: 'lucky', position: 1, from: 3, to: 0 }])
    expect(first.roll.window?.offers[0]?.uses).toBe(1) // the earlier roll is untouched
  })

  it('rerolls are refused once the window closed, for another die, when used up, or for the same die when "again" is false', () => {
    const { roll, rng } = rollDice(seedRng(4), dice, ['hazard', 'outcome', 'sky'], [
      { id: 'once', positions: [0, 1], uses: 2, again: false },
      { id: 'spent', positions: [2], uses: 0 },
    ])
    const code = (r: ReturnType<typeof reroll>): string => (isRuleError(r) ? r.code : 'accepted')
    expect(code(reroll(rng, dice, closeRerollWindow(roll), 'once', 0))).toBe('reroll-window-closed')
    expect(code(reroll(rng, dice, roll, 'once', 2))).toBe('reroll-wrong-die')
    expect(code(reroll(rng, dice, roll, 'once', 9))).toBe('reroll-wrong-die')
    expect(code(reroll(rng, dice, roll, 'spent', 2))).toBe('reroll-used-up')
    expect(code(reroll(rng, dice, roll, 'nobody', 0))).toBe('reroll-unknown')
    const after = ok(reroll(rng, dice, roll, 'once', 0))
    expect(code(reroll(after.rng, dice, after.roll, 'once', 0))).toBe('reroll-same-die')
    expect(code(reroll(after.rng, dice, after.roll, 'once', 1))).toBe('accepted')
  })

  it('the same die may be rerolled again by default, up to the uses granted', () => {
    let { roll, rng } = rollDice(seedRng(5), dice, ['sky'], [{ id: 'twice', positions: [0], uses: 2 }])
    for (let i = 0; i < 2; i++) ({ roll, rng } = ok(reroll(rng, dice, roll, 'twice', 0)))
    expect(roll.dice[0]?.rerolls).toBe(2)
    expect(rerollOptions(roll)).toEqual([])
    expect(isRuleError(reroll(rng, dice, roll, 'twice', 0))).toBe(true)
  })

  it('a reroll gained while the window is open can be used; none can be offered after it closed', () => {
    const { roll } = rollDice(seedRng(6), dice, ['hazard', 'sky'], [])
    expect(rerollOptions(roll)).toEqual([])
    const more = ok(offerReroll(roll, { id: 'token', positions: [0, 1], uses: 1 }))
    expect(rerollOptions(more)).toEqual([{ offer: 'token', position: 0 }, { offer: 'token', position: 1 }])
    const twice = offerReroll(more, { id: 'token', positions: [0], uses: 1 })
    expect(isRuleError(twice) && twice.code).toBe('reroll-offer-twice')
    const closed = offerReroll(closeRerollWindow(more), { id: 'late', positions: [0], uses: 1 })
    expect(isRuleError(closed) && closed.code).toBe('reroll-window-closed')
    expect(rerollOptions(closeRerollWindow(more))).toEqual([])
  })

  it('property: every face is a real face of its die, and no input (RNG, roll) is ever mutated', () => {
    const ids = fc.array(fc.constantFrom('hazard', 'outcome', 'sky'), { minLength: 1, maxLength: 6 })
    fc.assert(
      fc.property(fc.integer(), ids, fc.array(fc.nat(20), { maxLength: 8 }), fc.array(fc.nat(5), { maxLength: 6 }), (seed, dieIds, picks, targets) => {
        const rng = injectPicks(seedRng(seed), picks)
        const rngBefore = cloneJson(rng)
        const first = rollDice(rng, dice, dieIds, [{ id: 'any', positions: dieIds.map((_, i) => i), uses: 3 }])
        expect(rng).toEqual(rngBefore)
        let cur: { rng: typeof rng; roll: DiceRoll } = first
        for (const t of targets) {
          const rollBefore = cloneJson(cur.roll)
          const next = reroll(cur.rng, dice, cur.roll, 'any', t)
          expect(cur.roll).toEqual(rollBefore)
          if (isRuleError(next)) continue
          next.roll.dice.forEach((d, i) => {
            if (i !== t) expect(d).toEqual(cur.roll.dice[i])
          })
          cur = next
        }
        for (const d of cur.roll.dice) {
          expect(faceOf(dice, d).id).toBeTypeOf('string')
          expect(d.face).toBeLessThan(dice[d.die]?.faces.length ?? 0)
        }
        expect(cur.roll.window?.offers[0]?.uses ?? 0).toBeGreaterThanOrEqual(0)
        expect(cur.roll.window?.used.length).toBe(cur.roll.dice.reduce((n, d) => n + d.rerolls, 0))
      }),
      { numRuns: 150 },
    )
  })
})
