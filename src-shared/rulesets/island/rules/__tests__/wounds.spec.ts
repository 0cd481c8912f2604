import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { addSpecialWound, deathIsDefeat, heal, mayHeal, NO_SPECIAL_WOUNDS, removeSpecialWound, suffer, woundTrackProblems, type WoundTrackSpec } from '../wounds'
import { abilityRefusal, rerollBudget, spendDetermination } from '../determination'
import { changeMorale, MORALE_BOUNDS, moraleEffect, moralePhase } from '../morale'

/** A wound track of 10 spaces with arrows after spaces 2, 5 and 8 (pack data for one character). */
const TRACK: WoundTrackSpec = { length: 10, arrowsAfter: [2, 5, 8] }

describe('the wound track (wounds.ts)', () => {
  it('I-SETUP-03 I-CHAR-05 the marker starts on the start square; each wound moves it one space right', () => {
    expect(suffer(TRACK, 0, 1).position).toBe(1)
    expect(suffer(TRACK, 1, 3).position).toBe(4)
  })

  it('I-CHAR-06 each arrow passed rightwards lowers Morale by 1', () => {
    expect(suffer(TRACK, 2, 1)).toEqual({ position: 3, moraleDrops: 1, dead: false })
    expect(suffer(TRACK, 1, 7)).toEqual({ position: 8, moraleDrops: 2, dead: false })
    expect(suffer(TRACK, 3, 1).moraleDrops).toBe(0)
  })

  it('I-CHAR-07 a heal moves the marker one space left; passing an arrow leftwards raises nothing', () => {
    expect(heal(TRACK, 6, 2)).toEqual({ position: 4, healed: 2 })
  })

  it('I-CHAR-08 healing on the start square does nothing', () => {
    expect(heal(TRACK, 0, 1)).toEqual({ position: 0, healed: 0 })
    expect(heal(TRACK, 1, 3)).toEqual({ position: 0, healed: 1 })
  })

  it('I-CHAR-09 reaching the last space is death', () => {
    expect(suffer(TRACK, 9, 1).dead).toBe(true)
    expect(suffer(TRACK, 7, 5)).toEqual({ position: 10, moraleDrops: 1, dead: true })
    expect(suffer(TRACK, 8, 1).dead).toBe(false)
  })

  it('I-2P-13 a death ends the game for everyone, except Friday’s', () => {
    expect(deathIsDefeat('character')).toBe(true)
    expect(deathIsDefeat('friday')).toBe(false)
  })

  it('I-CHAR-10 track length and arrows are pack data, checked with the field named', () => {
    expect(woundTrackProblems({ length: 4, arrowsAfter: [1, 4, 1] }, 'characters[2].woundTrack')).toEqual([
      'characters[2].woundTrack.arrowsAfter[1]: 4 is not between the start square (0) and the space before death (3)',
      'characters[2].woundTrack.arrowsAfter: an arrow is listed twice',
    ])
    expect(woundTrackProblems(TRACK)).toEqual([])
    expect(suffer({ length: 3, arrowsAfter: [0] }, 0, 1)).toEqual({ position: 1, moraleDrops: 1, dead: false })
  })

  it('I-CHAR-11 I-NIGHT-01 items heal at night only; Rest, immediate effects and effects with their own timing heal any time', () => {
    expect(mayHeal(true, 'item')).toBe(true)
    expect(mayHeal(false, 'item')).toBe(false)
    expect(mayHeal(false, 'rest')).toBe(true)
    expect(mayHeal(false, 'immediate')).toBe(true)
    expect(mayHeal(false, 'own-timing')).toBe(true)
  })

  it('I-CHAR-12 I-CHAR-13 special wounds stack on a body part and do not move the marker', () => {
    const sw = addSpecialWound(addSpecialWound(NO_SPECIAL_WOUNDS, 'leg'), 'leg')
    expect(sw).toEqual({ head: 0, arm: 0, torso: 0, leg: 2 })
  })

  it('I-CHAR-14 only a card removes a special wound; removing from an empty part does nothing', () => {
    expect(removeSpecialWound({ ...NO_SPECIAL_WOUNDS, arm: 1 }, 'arm')).toEqual(NO_SPECIAL_WOUNDS)
    expect(removeSpecialWound(NO_SPECIAL_WOUNDS, 'head')).toEqual(NO_SPECIAL_WOUNDS)
  })

  it('I-CHAR-06 property: wounds one at a time or all at once pass the same arrows and end in the same place', () => {
    fc.assert(
      fc.property(fc.nat(10), fc.nat(12), (start, n) => {
        const once = suffer(TRACK, start, n)
        let pos = start
        let drops = 0
        for (let i = 0; i < n; i++) {
          const s = suffer(TRACK, pos, 1)
          pos = s.position
          drops += s.moraleDrops
        }
        expect({ position: pos, drops }).toEqual({ position: once.position, drops: once.moraleDrops })
        expect(once.moraleDrops).toBe(TRACK.arrowsAfter.filter((k) => start <= k && k < once.position).length)
        expect(heal(TRACK, once.position, n).position).toBe(Math.max(0, once.position - n))
      }),
    )
  })
})

describe('determination (determination.ts)', () => {
  it('I-CHAR-18 an ability is paid with the character’s own Determination, all of it held', () => {
    expect(spendDetermination(3, 2)).toBe(1)
    expect(spendDetermination(1, 2)).toBe('This costs 2 Determination; only 1 is held.')
  })

  it('I-CHAR-19 each ability at most once per round', () => {
    expect(abilityRefusal('lucky', [])).toBeNull()
    expect(abilityRefusal('lucky', ['lucky'])).toBe('lucky was already used this round.')
  })

  it('I-CHAR-37 Determination from the roll’s own Success die cannot pay for rerolling that roll', () => {
    // Held 1 at the roll, the failed Success die gives 2: still only 1 to spend on this roll's rerolls.
    expect(rerollBudget(1, 0)).toBe(1)
    expect(typeof spendDetermination(rerollBudget(1, 0), 2)).toBe('string')
  })
})

describe('morale (morale.ts)', () => {
  it('I-MORALE-01 I-MORALE-05 Morale runs from −3 to +2; a move past an end is ignored without penalty', () => {
    expect(changeMorale(-3, -1)).toEqual({ morale: -3, moved: 0 })
    expect(changeMorale(2, 1)).toEqual({ morale: 2, moved: 0 })
    expect(changeMorale(0, -2)).toEqual({ morale: -2, moved: -2 })
    expect(MORALE_BOUNDS).toEqual({ min: -3, max: 2 })
  })

  it('I-MORALE-02 the position gives or takes Determination; the top space offers 2 Determination or a heal', () => {
    expect([-3, -2, -1, 0, 1, 2].map((m) => moraleEffect(m))).toEqual([
      { kind: 'discard', determination: 3 },
      { kind: 'discard', determination: 2 },
      { kind: 'discard', determination: 1 },
      { kind: 'nothing' },
      { kind: 'gain', determination: 1 },
      { kind: 'choose', determination: 2, heal: 1 },
    ])
    expect(moralePhase({ morale: 2, determination: 0, solo: false, topChoice: 'heal' })).toMatchObject({ determination: 0, heal: 1 })
    expect(moralePhase({ morale: 2, determination: 0, solo: false })).toMatchObject({ determination: 2, heal: 0 })
    expect(moralePhase({ morale: 1, determination: 4, solo: false }).determination).toBe(5)
  })

  it('I-MORALE-03 I-EX-03 at −3 with 1 Determination the First Player discards it and suffers 2 wounds', () => {
    expect(moralePhase({ morale: -3, determination: 1, solo: false })).toMatchObject({ determination: 0, wounds: 2 })
  })

  it('I-MORALE-04 I-SOLO-04 solo: Morale rises by 1 before the table applies', () => {
    expect(moralePhase({ morale: -1, determination: 0, solo: true })).toMatchObject({ morale: 0, wounds: 0, effect: { kind: 'nothing' } })
    expect(moralePhase({ morale: 2, determination: 0, solo: true }).morale).toBe(2)
  })

  it('I-MORALE-01 (Q-03) a board with a +3 space is only other bounds', () => {
    const bounds = { min: -3, max: 3 }
    expect(changeMorale(2, 1, bounds).morale).toBe(3)
    expect(moraleEffect(2, bounds)).toEqual({ kind: 'gain', determination: 2 })
    expect(moraleEffect(3, bounds)).toEqual({ kind: 'choose', determination: 3, heal: 1 })
  })
})
