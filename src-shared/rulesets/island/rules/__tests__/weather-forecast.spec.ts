import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { oddsValue } from '../../../../engine/dice-odds'
import { injectPicks, seedRng } from '../../../../engine/rng'
import { weatherForecast, type ForecastInput } from '../weather-forecast'
import { resolveWeather } from '../weather'
import { readWeatherRoll, rollWeatherDice } from '../weather-dice'
import { WEATHER_DICE } from './fixture'

const BASE: ForecastInput = {
  dice: WEATHER_DICE,
  kinds: ['rain'],
  tokens: {},
  roof: 0,
  palisade: 0,
  weapons: 0,
  resources: { wood: 1, food: 1, preserved: 0 },
  exposed: ['ada'],
}

describe('the weather forecast (weather-forecast.ts)', () => {
  it('I-WEATHER-04 with only the rain die, Roof 0 and 1 wood and 1 food: 1 in 3 clear, 1 in 3 paid, 1 in 3 two wounds', () => {
    const lines = weatherForecast(BASE)
    expect(lines.map((l) => ({ wounds: l.wounds.ada, odds: l.odds })).sort((a, b) => (a.wounds ?? 0) - (b.wounds ?? 0))).toEqual([
      { wounds: 0, odds: { num: 1, den: 3 } },
      { wounds: 0, odds: { num: 1, den: 3 } },
      { wounds: 2, odds: { num: 1, den: 3 } },
    ])
    expect(lines.map((l) => l.spent.wood).sort()).toEqual([0, 1, 1])
  })

  it('I-WEATHER-03 a higher Roof does not spare the wood of snow: the forecast still shows it', () => {
    const lines = weatherForecast({ ...BASE, kinds: ['winter'], roof: 9, resources: { wood: 0, food: 0, preserved: 0 } })
    // Winter faces with snow: 1, 2, 1+rain, 1 → 4 in 6 bring wounds from snow despite the Roof.
    const hurt = lines.filter((l) => (l.wounds.ada ?? 0) > 0).reduce((s, l) => s + oddsValue(l.odds), 0)
    expect(hurt).toBeCloseTo(4 / 6, 12)
  })

  it('I-WEATHER-01 property: the forecast odds sum to 1 and the seeded dice always land on a forecast line', () => {
    fc.assert(
      fc.property(fc.integer(), fc.nat(3), fc.nat(4), fc.nat(2), (seed, roof, wood, palisade) => {
        const input: ForecastInput = { ...BASE, kinds: ['rain', 'winter', 'animals'], roof, palisade, resources: { wood, food: 2, preserved: 0 } }
        const lines = weatherForecast(input)
        expect(lines.reduce((s, l) => s + oddsValue(l.odds), 0)).toBeCloseTo(1, 12)
        const rolled = readWeatherRoll(WEATHER_DICE, rollWeatherDice(injectPicks(seedRng(seed), []), WEATHER_DICE, input.kinds).roll)
        const out = resolveWeather({ ...input, rolled })
        expect(lines.some((l) => JSON.stringify({ w: l.wounds, s: l.spent, p: l.palisade }) === JSON.stringify({ w: out.wounds, s: out.spent, p: out.palisade }))).toBe(true)
      }),
      { numRuns: 40 },
    )
  })
})
