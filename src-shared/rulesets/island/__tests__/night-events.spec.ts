// The Night told to the table (night-events.ts): the meal, the group's pick of who goes hungry, the
// Extra food token's second meal and the sleep, as public events whose numbers are the engine's own.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { GameEvent } from '../../../engine/ruleset'
import { eatStep, shelterStep } from '../night-phase'
import type { IslandState } from '../types'
import { newGame, runOn } from './play'
import { chooseIn, withStock } from './with-content'

const ofType = (events: readonly GameEvent[], type: string): GameEvent[] => events.filter((e) => e.type === type)
const woundsOf = (events: readonly GameEvent[]): [unknown, unknown, unknown][] => ofType(events, 'wound').map((e) => [e['character'], e['amount'], e['cause']])
const tonight = (s: IslandState): IslandState => ({ ...s, position: { round: 1, phase: 'night', step: 'eat', over: false } })

describe('the Night told (I-NIGHT)', () => {
  it('I-NIGHT-03 I-RES-06 the meal is told: who ate and the food used by kind, perishable first; the companion is not counted', () => {
    const r = runOn(tonight(withStock(newGame(2, 1), { food: 1, preserved: 3 })))
    eatStep(r)
    const [meal] = ofType(r.events, 'meal')
    expect(meal).toEqual({ type: 'meal', eaters: ['alpha', 'beta'], fed: ['alpha', 'beta'], ate: { food: 1, preserved: 1 }, hungry: [], toChoose: 0, woundsEach: 2, outside: [] })
    expect([r.s.available.food, r.s.available.preserved]).toEqual([0, 2])
    expect(woundsOf(r.events)).toEqual([])
  })

  it('I-NIGHT-03 no food at all: the meal names everyone hungry, then each one\'s 2 wounds follow', () => {
    const r = runOn(tonight(withStock(newGame(2, 1), { food: 0, preserved: 0 })))
    eatStep(r)
    const types = r.events.map((e) => e.type)
    expect(ofType(r.events, 'meal')[0]).toMatchObject({ fed: [], ate: { food: 0, preserved: 0 }, hungry: ['alpha', 'beta'], toChoose: 0 })
    expect(types.indexOf('meal')).toBeLessThan(types.indexOf('wound'))
    expect(woundsOf(r.events)).toEqual([['alpha', 2, 'hunger'], ['beta', 2, 'hunger']])
  })

  it('I-NIGHT-03 too little food: the meal says how many the group must pick; the pick is told (hungry) with its 2 wounds', () => {
    const r = runOn(tonight(withStock(newGame(2, 1), { food: 1, preserved: 0 })))
    eatStep(r)
    expect(ofType(r.events, 'meal')[0]).toMatchObject({ eaters: ['alpha', 'beta'], fed: [], ate: { food: 1, preserved: 0 }, hungry: [], toChoose: 1 })
    expect(woundsOf(r.events)).toEqual([])
    r.events = []
    chooseIn(r, 1)
    expect(r.events[0]).toEqual({ type: 'hungry', characters: ['beta'], woundsEach: 2 })
    expect(woundsOf(r.events)).toEqual([['beta', 2, 'hunger']])
    expect([r.s.characters.alpha?.wounds, r.s.characters.beta?.wounds]).toEqual([0, 2])
  })

  it('I-NIGHT-05 the Extra food token\'s second meal is told: the food it took and who went short (1 wound each)', () => {
    const r = runOn({ ...tonight(withStock(newGame(2, 1), { food: 3, preserved: 0 })), spaceTokens: { night: ['extra-food'] } })
    eatStep(r)
    expect(ofType(r.events, 'extraMeal')).toEqual([{ type: 'extraMeal', ate: { food: 1, preserved: 0 }, short: ['beta'] }])
    expect(woundsOf(r.events)).toEqual([['beta', 1, 'extra-food']])
  })

  it('I-NIGHT-06 the sleep is told: without a Shelter everyone in camp is exposed (1 wound each); a natural shelter covers them', () => {
    const r = runOn(newGame(2, 1))
    shelterStep(r)
    expect(ofType(r.events, 'slept')).toEqual([{ type: 'slept', shelter: 'none', sheltered: [], exposed: ['alpha', 'beta'], outside: [] }])
    expect(woundsOf(r.events)).toEqual([['alpha', 1, 'no-shelter'], ['beta', 1, 'no-shelter']])
    const n = runOn({ ...newGame(2, 1), island: { s01: { tile: 'tile-5', exhausted: [], tokens: [] } } })
    shelterStep(n)
    expect(ofType(n.events, 'slept')).toEqual([{ type: 'slept', shelter: 'natural', sheltered: ['alpha', 'beta'], exposed: [], outside: [] }])
    const b = runOn({ ...newGame(2, 1), shelter: { built: true, round: 1 } })
    shelterStep(b)
    expect(ofType(b.events, 'slept')[0]).toMatchObject({ shelter: 'built', exposed: [] })
  })

  it('I-NIGHT-21 I-NIGHT-22 outside the camp: the meal tells what it ate from its sheet, the sleep that it slept outside, exposed', () => {
    const s = newGame(2, 1)
    const alpha = s.characters.alpha
    if (!alpha) throw new Error('no alpha')
    alpha.outside = true
    alpha.outsideAt = 's11'
    alpha.sheet = { wood: 0, food: 0, preserved: 1, fur: 0 }
    s.ledger.gained.preserved += 1
    const r = runOn(tonight(withStock(s, { food: 1, preserved: 0 })))
    eatStep(r)
    expect(ofType(r.events, 'meal')[0]).toMatchObject({ eaters: ['beta'], fed: ['beta'], outside: [{ character: 'alpha', ate: { food: 0, preserved: 1 }, hungry: false }] })
    shelterStep(r)
    expect(ofType(r.events, 'slept')[0]).toMatchObject({ exposed: ['alpha', 'beta'], outside: ['alpha'] })
  })

  it('I-NIGHT-03 I-NIGHT-04 property: the meal eats all the food it can, perishable first, and every eater is fed, hungry or still to be picked', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 4 }), fc.nat(5), fc.nat(5), (players, food, preserved) => {
      const r = runOn(tonight(withStock(newGame(players, 1), { food, preserved })))
      eatStep(r)
      const meal = ofType(r.events, 'meal')[0]
      const eaters = (meal?.['eaters'] as string[]).length
      const ate = meal?.['ate'] as { food: number; preserved: number }
      expect(ate.food + ate.preserved).toBe(Math.min(eaters, food + preserved))
      expect(ate.food).toBe(Math.min(eaters, food))
      const told = (meal?.['fed'] as string[]).length + (meal?.['hungry'] as string[]).length
      // Either everyone is told fed or hungry, or the group still picks the hungry among them all.
      expect(Number(meal?.['toChoose']) > 0 ? [told, Number(meal?.['toChoose'])] : [told, 0]).toEqual(Number(meal?.['toChoose']) > 0 ? [0, eaters - ate.food - ate.preserved] : [eaters, 0])
      // Wounds now only for those named hungry; the rest wait for the group's pick.
      expect(woundsOf(r.events).map((w) => w[0])).toEqual(meal?.['hungry'])
    }), { numRuns: 60 })
  })
})
