// The weather event tells each weather die as it fell (issue #16 item 3: the table shows the dice
// one by one), and those faces agree with the arithmetic the phase paid: the clouds counted and the
// animals faces that did something. The faces are information only: the phase pays from its own
// reading of the roll (rules/weather-dice.ts `readWeatherRoll`).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { GameEvent } from '../../../engine/ruleset'
import { injectPicks } from '../../../engine/rng'
import { weatherDiceOf } from '../dice-adapter'
import type { WeatherDieShown } from '../rules/weather-dice'
import type { WeatherStep } from '../rules/weather'
import { weatherPay, weatherPhase } from '../weather-phase'
import type { IslandState } from '../types'
import { content, newGame, runOn } from './play'

const weatherOf = (events: readonly GameEvent[]): GameEvent | undefined => events.find((e) => e.type === 'weather')
const facesOf = (e: GameEvent | undefined): WeatherDieShown[] => (Array.isArray(e?.['faces']) ? (e['faces'] as WeatherDieShown[]) : [])
const stepsOf = (e: GameEvent | undefined): WeatherStep[] => (Array.isArray(e?.['steps']) ? (e['steps'] as WeatherStep[]) : [])
const atRound = (s: IslandState, round: number, extra: readonly string[] = []): IslandState => ({ ...s, position: { ...s.position, round, phase: 'weather', step: null }, weatherExtra: extra })

describe('the weather dice as they fell (I-WEATHER-01)', () => {
  it('I-WEATHER-01 I-DICE-10 the weather event names each die rolled with the face it shows and what that face carries', () => {
    // The rain die's third face (2 rain clouds), the winter die's first (1 snow), the animals die's first.
    const s = { ...atRound(newGame(2, 1), 4, ['winter', 'animals']), rng: injectPicks(newGame(2, 1).rng, [2, 0, 0]) }
    const r = runOn(s)
    weatherPhase(r)
    const e = weatherOf(r.events)
    const dice = weatherDiceOf(content().dice)
    expect(e?.['dice']).toEqual(['rain', 'winter', 'animals'])
    const { strength, ...animals } = { strength: undefined, ...dice.animals[0] }
    expect(facesOf(e)).toEqual([
      { die: 'rain', face: 'rain-2', clouds: { rain: 2, snow: 0 } },
      { die: 'winter', face: 'winter-0', clouds: { rain: 0, snow: 1 } },
      { die: 'animals', face: 'animals-0', animals: animals.animals, ...(strength === undefined ? {} : { strength }) },
    ])
    expect(stepsOf(e).find((x) => x.step === 'count')).toMatchObject({ dice: { rain: 2, snow: 1 } })
  })

  it('I-WEATHER-01 I-WEATHER-05 whatever is rolled, the faces shown add up to the clouds counted and are the animals faces paid, in turn', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 12 }), fc.subarray(['rain', 'winter', 'animals']), (seed, round, extra) => {
      const r = runOn(atRound(newGame(2, seed), round, extra))
      weatherPhase(r)
      const e = weatherOf(r.events)
      if (!e) return
      const faces = facesOf(e)
      expect(faces.map((f) => f.die)).toEqual(e['dice'])
      const clouds = faces.reduce((sum, f) => ({ rain: sum.rain + (f.clouds?.rain ?? 0), snow: sum.snow + (f.clouds?.snow ?? 0) }), { rain: 0, snow: 0 })
      const count = stepsOf(e).find((x) => x.step === 'count')
      if (count) expect(count.dice).toEqual(clouds)
      const paid = stepsOf(e).flatMap((x) => (x.step === 'animals' ? [x.face.id] : []))
      expect(paid).toEqual(faces.filter((f) => f.die === 'animals').map((f) => f.face))
    }), { numRuns: 60 })
  })

  it('I-SCEN6-10 an animals die rolled again replaces the one first seen among the faces; the cloud dice stay as they fell', () => {
    // The powder horn's reroll, arranged: the clouds blank, the animals die on its Palisade face; rolled again on its second face.
    const s: IslandState = { ...atRound(newGame(2, 1), 4, ['winter', 'animals']), weatherMods: { ignoreRain: 0, ignoreSnow: 0, snowAsRain: 0, rerollAnimals: 1 } }
    const palisadeFace = weatherDiceOf(content().dice).animals.findIndex((f) => f.animals !== 'blank')
    const r = runOn({ ...s, rng: injectPicks(s.rng, [3, 4, palisadeFace, 1]) })
    weatherPhase(r)
    expect(weatherOf(r.events)).toBeUndefined()
    const first = r.s.weatherWait?.faces ?? []
    expect(first.map((f) => f.face)).toEqual(['rain-3', 'winter-4', `animals-${palisadeFace}`])
    const again = runOn(r.s)
    weatherPay(again, true)
    expect(facesOf(weatherOf(again.events)).map((f) => f.face)).toEqual(['rain-3', 'winter-4', 'animals-1'])
    const kept = runOn(r.s)
    weatherPay(kept, false)
    expect(facesOf(weatherOf(kept.events))).toEqual(first)
  })
})
