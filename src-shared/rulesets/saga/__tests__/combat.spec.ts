import { describe, expect, it } from 'vitest'
import { injectPicks } from '../../../engine/rng'
import type { SagaState } from '../types'
import { edit, newGame, play, refusal, withTasks } from './kit'

/** Character 0 on the ridge (the den holds a Weak token) at this combat level, its dice to show these faces. */
function atDen(level: number, faces: number[], den: SagaState['map']['enemies'][string] = ['weak']): SagaState {
  const s = edit(newGame(), (d) => {
    d.round = 2
    d.map.enemies.den = den
    const c = d.characters[0]
    if (c) { c.area = 'ridge'; c.combat = level }
    d.rng = injectPicks(d.rng, faces)
  })
  return withTasks(s, { t: 'combat', actor: 0, left: 1 })
}

describe('Saga combat', () => {
  it('S-COMBAT-02 S-COMBAT-06 S-COMBAT-16: the card of the token\'s strength is drawn and each die of the dial gives one tile', () => {
    const s = play(atDen(2, [2, 0]), { type: 'fight', location: 'den', token: 0 })
    expect(s.fight).toMatchObject({ card: 'weak-1', rolled: [{ die: 'yellow', face: 2 }, { die: 'yellow', face: 0 }], toPlace: ['p2', 'p1'] })
    expect(s.queue[0]).toEqual({ t: 'strike', actor: 0 })
  })

  it('S-COMBAT-14 without Critical a die gives only its white shape', () => {
    // Face 0 of the yellow die shows a white single square with a black square beside it.
    expect(play(atDen(1, [0]), { type: 'fight', location: 'den', token: 0 }).fight?.toPlace).toEqual(['p1'])
  })

  it('S-COMBAT-01 S-ATLAS-07 only a token on a Location of the fighter\'s Area can be fought', () => {
    const s = edit(atDen(1, [2]), (d) => { d.map.enemies.well = ['weak'] })
    expect(refusal(s, { type: 'fight', location: 'well', token: 0 }).code).toBe('S-COMBAT-01')
  })

  it('S-COMBAT-21 S-COMBAT-24 S-COMBAT-25: every heart covered removes the token, and a cleared Location applies its effect', () => {
    let s = play(atDen(2, [2, 0]), { type: 'fight', location: 'den', token: 0 })
    s = play(s, { type: 'strike', shape: 'p2', cells: [[0, 1], [1, 1]] })
    s = play(s, { type: 'strike', shape: 'p1', cells: [[1, 0]] })
    expect(s.map.enemies.den).toEqual([])
    expect(s.counters.seals).toBe(1)
    expect(s.fight).toBeNull()
  })

  it('S-COMBAT-22 S-COMBAT-23 a heart left uncovered: one Threat per heart, the token stays, the card is discarded', () => {
    let s = play(atDen(1, [0]), { type: 'fight', location: 'den', token: 0 })
    s = play(s, { type: 'strike', shape: 'p1', cells: [[2, 0]] })
    expect(s.characters[0]?.threats).toBe(2)
    expect(s.map.enemies.den).toEqual(['weak'])
    expect(s.decks.enemyDiscard.weak).toEqual(['weak-1'])
  })

  it('S-COMBAT-17 S-COMBAT-18 the tiles of one combat form one connected group on the card', () => {
    let s = play(atDen(2, [0, 0]), { type: 'fight', location: 'den', token: 0 })
    s = play(s, { type: 'strike', shape: 'p1', cells: [[0, 1]] })
    expect(refusal(s, { type: 'strike', shape: 'p1', cells: [[2, 1]] }).code).toBe('S-COMBAT-18')
    expect(refusal(s, { type: 'strike', shape: 'p1', cells: [[3, 1]] }).code).toBe('S-COMBAT-18')
  })

  it('S-COMBAT-19 a tile that fits nowhere goes back to the supply and the combat is decided', () => {
    const s = play(atDen(1, [4]), { type: 'fight', location: 'den', token: 0 })
    const fitted = withTasks(edit(s, (d) => { if (d.fight) d.fight.toPlace = ['i4']; d.queue.shift() }), { t: 'strike', actor: 0 })
    expect(fitted.fight).toBeNull()
    expect(fitted.characters[0]?.threats).toBe(2)
  })

  it('S-COMBAT-20 S-CELL-13 a penalty cell covered on the enemy card applies the card\'s penalty', () => {
    let s = play(atDen(1, [0], ['medium']), { type: 'fight', location: 'den', token: 0 })
    expect(s.fight?.card).toBe('medium-1')
    s = play(s, { type: 'strike', shape: 'p1', cells: [[1, 1]] })
    expect(s.queue[0]).toEqual({ t: 'wound', who: 0, wound: { shape: 'p1' } })
  })

  it('S-CELL-09 S-CELL-01 an XP icon covered in combat gives the fighter an XP', () => {
    const s = play(play(atDen(1, [0]), { type: 'fight', location: 'den', token: 0 }), { type: 'strike', shape: 'p1', cells: [[2, 1]] })
    expect(s.queue[0]).toMatchObject({ t: 'xp', who: 0 })
  })
})
