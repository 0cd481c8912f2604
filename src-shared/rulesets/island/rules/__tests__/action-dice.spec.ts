import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { injectPicks, seedRng } from '../../../../engine/rng'
import { closeRerollWindow, reroll } from '../../../../engine/dice'
import { oddsValue } from '../../../../engine/dice-odds'
import { isRuleError } from '../../../../engine/rule-error'
import {
  ACTION_DICE_KINDS,
  actionDiceCatalogue,
  actionDiceProblems,
  actionDieId,
  actionEventOdds,
  actionOutcomeOdds,
  actionRollFaces,
  actionRollOutcome,
  rollActionDice,
  type ActionDiceSet,
  type AdventureFace,
  type SuccessFace,
  type WoundFace,
} from '../action-dice'
import { DICE } from './fixture'

/** Face positions to inject so a roll shows these faces (the first face of each kind). */
function picks(kind: keyof typeof DICE, faces: { wound: WoundFace; success: SuccessFace; adventure?: AdventureFace }): number[] {
  const set = DICE[kind]
  const out = [set.wound.indexOf(faces.wound), set.success.indexOf(faces.success)]
  if (faces.adventure !== undefined) out.push(set.adventure.indexOf(faces.adventure))
  return out
}

const faceArb = (kinds: readonly string[]) => fc.array(fc.constantFrom(...kinds), { minLength: 1, maxLength: 8 })
const setArb: fc.Arbitrary<ActionDiceSet> = fc.record({
  wound: faceArb(['wound', 'blank']) as fc.Arbitrary<WoundFace[]>,
  success: faceArb(['success', 'determination']) as fc.Arbitrary<SuccessFace[]>,
  adventure: faceArb(['adventure', 'blank']) as fc.Arbitrary<AdventureFace[]>,
})

describe('action dice (action-dice.ts)', () => {
  it('I-DICE-01 a risky action rolls the three dice of its own colour together, from the seeded chance', () => {
    for (const kind of ACTION_DICE_KINDS) {
      const { roll } = rollActionDice(seedRng(5), DICE, kind)
      expect(roll.roll.dice.map((d) => d.die)).toEqual([actionDieId(kind, 'wound'), actionDieId(kind, 'success'), actionDieId(kind, 'adventure')])
      expect(rollActionDice(seedRng(5), DICE, kind).roll).toEqual(roll)
    }
    const forced = rollActionDice(injectPicks(seedRng(1), picks('gather', { wound: 'blank', success: 'success', adventure: 'adventure' })), DICE, 'gather')
    expect(actionRollFaces(DICE, forced.roll)).toEqual({ wound: 'blank', success: 'success', adventure: 'adventure' })
  })

  it('I-DICE-02 the wound face wounds, the success face succeeds, the other gives 2 Determination, "?" draws a card', () => {
    expect(actionRollOutcome({ wound: 'wound', success: 'success', adventure: 'blank' })).toMatchObject({ wounds: 1, success: true, determination: 0, adventureCards: 0 })
    expect(actionRollOutcome({ wound: 'blank', success: 'determination', adventure: 'adventure' })).toMatchObject({ wounds: 0, success: false, determination: 2, adventureCards: 1 })
  })

  it('I-DICE-03 the faces are pack data: any declared die rolls, and a bad declaration names the field', () => {
    const allWounds = { ...DICE, build: { wound: ['wound'], success: ['determination'], adventure: ['blank'] } } as const
    const { roll } = rollActionDice(seedRng(9), allWounds, 'build')
    expect(actionRollOutcome(actionRollFaces(allWounds, roll))).toMatchObject({ wounds: 1, success: false, adventureCards: 0 })
    expect(actionDiceProblems({ build: DICE.build, gather: { wound: [], success: ['win'], adventure: ['blank'] } }, 'pack.json › dice')).toEqual([
      'pack.json › dice.gather.wound: a die needs at least one face',
      "pack.json › dice.gather.success[0]: 'win' is not one of success, determination",
      'pack.json › dice.explore: missing (each colour needs a wound, a success and an adventure die)',
    ])
    expect(actionDiceProblems(DICE)).toEqual([])
  })

  it('I-DICE-04 I-EX-21 the results are independent: a failed gather can wound, pay 2 Determination and draw a card', () => {
    const rng = injectPicks(seedRng(2), picks('gather', { wound: 'wound', success: 'determination', adventure: 'adventure' }))
    const out = actionRollOutcome(actionRollFaces(DICE, rollActionDice(rng, DICE, 'gather').roll))
    expect(out).toMatchObject({ wounds: 1, success: false, determination: 2, adventureCards: 1 })
  })

  it('I-DICE-05 the results are applied wound first, then success, then adventure', () => {
    const out = actionRollOutcome({ adventure: 'adventure', success: 'success', wound: 'wound' })
    expect(out.steps).toEqual([
      { die: 'wound', effect: 'wound' },
      { die: 'success', effect: 'success' },
      { die: 'adventure', effect: 'adventure-card' },
    ])
  })

  it('I-DICE-06 a reroll in the window replaces the old result before anything is applied', () => {
    const rng = injectPicks(seedRng(3), picks('build', { wound: 'blank', success: 'determination', adventure: 'blank' }))
    const first = rollActionDice(rng, DICE, 'build', {}, [{ id: 'craftsmanship', seat: 0, positions: [0, 1, 2], uses: 1 }])
    expect(first.roll.roll.window).not.toBeNull()
    const again = reroll(injectPicks(first.rng, [DICE.build.success.indexOf('success')]), actionDiceCatalogue(DICE), first.roll.roll, 'craftsmanship', 1)
    if (isRuleError(again)) throw new Error(again.message)
    const final = { ...first.roll, roll: closeRerollWindow(again.roll) }
    expect(actionRollOutcome(actionRollFaces(DICE, final))).toMatchObject({ success: true, determination: 0 })
  })

  it('I-DICE-07 I-TOKEN-16 with the Adventure token the die is not rolled, one card is drawn anyway and the token is used', () => {
    const { roll } = rollActionDice(injectPicks(seedRng(4), picks('explore', { wound: 'blank', success: 'success' })), DICE, 'explore', { adventureToken: true })
    expect(roll.roles).toEqual(['wound', 'success'])
    const out = actionRollOutcome(actionRollFaces(DICE, roll), { adventureToken: true })
    expect(out).toMatchObject({ adventureCards: 1, adventureTokenSpent: true })
    // A "?" on a die rolled anyway still draws one card only.
    expect(actionRollOutcome({ wound: 'blank', success: 'success', adventure: 'adventure' }, { adventureToken: true }).adventureCards).toBe(1)
  })

  it('I-TOKEN-04 the Reroll token forces a rolled success to be rerolled once; it is spent only when it forced one', () => {
    const success = DICE.build.success.indexOf('success')
    const fail = DICE.build.success.indexOf('determination')
    const forced = rollActionDice(injectPicks(seedRng(6), [0, success, 2, fail]), DICE, 'build', { forcedSuccessRerolls: 1 })
    expect(forced.roll.forcedRerolls).toBe(1)
    expect(actionRollFaces(DICE, forced.roll).success).toBe('determination')
    const kept = rollActionDice(injectPicks(seedRng(6), [0, fail, 2]), DICE, 'build', { forcedSuccessRerolls: 1 })
    expect(kept.roll.forcedRerolls).toBe(0)
    // With the players' rerolls offered, the window lists only theirs; the forced one is in the record.
    const offered = rollActionDice(injectPicks(seedRng(6), [0, success, 2, fail]), DICE, 'build', { forcedSuccessRerolls: 1 }, [{ id: 'own', positions: [1], uses: 1 }])
    expect(offered.roll.roll.window?.offers.map((o) => o.id)).toEqual(['own'])
    expect(offered.roll.roll.window?.used).toEqual([{ offer: 'forced-success-0', position: 1, from: success, to: fail }])
    expect(actionRollFaces(DICE, kept.roll).success).toBe('determination')
    expect(oddsValue(actionEventOdds(DICE.build, (o) => o.success, { forcedSuccessRerolls: 1 }))).toBeCloseTo((4 / 6) * (4 / 6))
  })

  it("I-2P-09 Friday's \"?\" or the Adventure token wounds him instead of drawing a card", () => {
    expect(actionRollOutcome({ wound: 'wound', success: 'success', adventure: 'adventure' }, { friday: true })).toMatchObject({ wounds: 2, adventureCards: 0 })
    expect(actionRollOutcome({ wound: 'blank', success: 'success' }, { friday: true, adventureToken: true })).toMatchObject({ wounds: 1, adventureCards: 0, adventureTokenSpent: true })
  })

  it('I-DICE-02 the exact odds of the pack dice: build succeeds 2 in 3, wounds 1 in 3, draws a card 1 in 3', () => {
    expect(actionEventOdds(DICE.build, (o) => o.success)).toEqual({ num: 2, den: 3 })
    expect(actionEventOdds(DICE.build, (o) => o.wounds > 0)).toEqual({ num: 1, den: 3 })
    expect(actionEventOdds(DICE.build, (o) => o.adventure)).toEqual({ num: 1, den: 3 })
    expect(actionEventOdds(DICE.build, (o) => o.success && o.wounds === 0 && !o.adventure)).toEqual({ num: 8, den: 27 })
    expect(actionEventOdds(DICE.explore, (o) => o.adventure, { adventureToken: true })).toEqual({ num: 1, den: 1 })
  })

  it('I-DICE-04 property: the joint odds sum to 1 and equal the counts of every combination of faces', () => {
    fc.assert(
      fc.property(setArb, fc.boolean(), fc.boolean(), fc.nat(2), (set, token, friday, rerolls) => {
        const options = { adventureToken: token, friday, forcedSuccessRerolls: rerolls }
        const all = actionOutcomeOdds(set, options)
        expect(all.reduce((s, o) => s + oddsValue(o.odds), 0)).toBeCloseTo(1, 12)
        // Brute force over every face of every die (forced rerolls as repeated success rolls).
        const count = new Map<string, number>()
        let total = 0
        const successFaces = (n: number): SuccessFace[] =>
          n === 0 ? [...set.success] : successFaces(n - 1).flatMap((f) => (f === 'success' ? [...set.success] : set.success.map(() => f)))
        for (const w of set.wound) for (const s of successFaces(rerolls)) for (const a of token ? (['adventure'] as const) : set.adventure) {
          const out = actionRollOutcome({ wound: w, success: s, adventure: a }, { friday })
          const key = `${out.wounds}|${out.success}|${out.adventureCards === 1}`
          count.set(key, (count.get(key) ?? 0) + 1)
          total += 1
        }
        for (const o of all) expect(oddsValue(o.odds)).toBeCloseTo((count.get(`${o.wounds}|${o.success}|${o.adventure}`) ?? 0) / total, 12)
      }),
      { numRuns: 150 },
    )
  })
})
