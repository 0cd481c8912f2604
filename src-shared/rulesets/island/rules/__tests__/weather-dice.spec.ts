import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { injectPicks, seedRng } from '../../../../engine/rng'
import { oddsValue } from '../../../../engine/dice-odds'
import {
  cloudTotalOdds,
  readWeatherRoll,
  rollWeatherDice,
  scheduledWeatherDice,
  weatherDiceProblems,
  weatherDiceToRoll,
  type WeatherScheduleEntry,
} from '../weather-dice'
import { WEATHER_DICE } from './fixture'

/** Our scenario-1-like schedule, as a sheet would give it (I-SCEN1-02). */
const SCHEDULE: WeatherScheduleEntry[] = [
  { from: 4, to: 6, dice: ['rain'] },
  { from: 7, to: 12, dice: ['rain', 'winter', 'animals'] },
]

const at = (die: 'rain' | 'winter' | 'animals', id: string): number => WEATHER_DICE[die].findIndex((f) => f.id === id)

describe('weather dice (weather-dice.ts)', () => {
  it('I-DICE-10 the rain and winter dice show rain and snow clouds, the animals die one of its four effects, as pack data', () => {
    const rng = injectPicks(seedRng(1), [at('rain', 'rain2'), at('winter', 'snow1-rain1'), at('animals', 'beast')])
    const { roll } = rollWeatherDice(rng, WEATHER_DICE, ['rain', 'winter', 'animals'])
    expect(readWeatherRoll(WEATHER_DICE, roll)).toEqual({ clouds: { rain: 3, snow: 1 }, animals: [{ id: 'beast', animals: 'beast', strength: 3 }] })
    expect(weatherDiceProblems({ rain: [{ id: 'r', clouds: { rain: -1, snow: 0 } }], winter: [], animals: [{ id: 'b', animals: 'beast' }, { id: 'x', animals: 'lion' }] }, 'scenario.json › weather')).toEqual([
      'scenario.json › weather.rain[0].clouds.rain: must be a whole number ≥ 0',
      'scenario.json › weather.winter: a die needs at least one face',
      "scenario.json › weather.animals[0].strength: a fight face needs the beast's strength (a whole number ≥ 0)",
      "scenario.json › weather.animals[1].animals: 'lion' is not one of blank, food, palisade, beast",
    ])
    expect(weatherDiceProblems(WEATHER_DICE)).toEqual([])
  })

  it('I-DICE-11 each weather die is rolled at most once, even when a card and the schedule both ask for it', () => {
    expect(weatherDiceToRoll(['animals', 'rain', 'animals'])).toEqual(['rain', 'animals'])
  })

  it('I-SCEN7-04 I-EX-54 a scenario may roll the animals die once per token, and every result applies', () => {
    const kinds = weatherDiceToRoll(['rain'], 3)
    expect(kinds).toEqual(['rain', 'animals', 'animals', 'animals'])
    const rng = injectPicks(seedRng(2), [at('rain', 'clear'), at('animals', 'food'), at('animals', 'palisade'), at('animals', 'blank')])
    expect(readWeatherRoll(WEATHER_DICE, rollWeatherDice(rng, WEATHER_DICE, kinds).roll).animals.map((f) => f.animals)).toEqual(['food', 'palisade', 'blank'])
  })

  it('I-SCEN-03 I-SCEN1-02 I-EX-30 the schedule gives the dice of each round: none in 1–3, rain in 4–6, all three in 7–12', () => {
    expect([1, 2, 3].map((r) => scheduledWeatherDice(SCHEDULE, r))).toEqual([[], [], []])
    expect([4, 5, 6].map((r) => scheduledWeatherDice(SCHEDULE, r))).toEqual([['rain'], ['rain'], ['rain']])
    expect(scheduledWeatherDice(SCHEDULE, 7)).toEqual(['rain', 'winter', 'animals'])
    expect(scheduledWeatherDice(SCHEDULE, 12)).toEqual(['rain', 'winter', 'animals'])
  })

  it('I-WEATHER-01 property: the cloud preview odds sum to 1 and the seeded dice stay within them', () => {
    const odds = cloudTotalOdds(WEATHER_DICE, ['rain', 'winter', 'animals'])
    expect(odds.reduce((s, o) => s + oddsValue(o.odds), 0)).toBeCloseTo(1, 12)
    expect(odds[0]).toEqual({ total: 1, odds: { num: 1, den: 6 } })
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const read = readWeatherRoll(WEATHER_DICE, rollWeatherDice(seedRng(seed), WEATHER_DICE, ['rain', 'winter']).roll)
        expect(odds.map((o) => o.total)).toContain(read.clouds.rain + read.clouds.snow)
      }),
      { numRuns: 100 },
    )
  })
})
