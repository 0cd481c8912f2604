import { totalOdds, type Odds } from '../../../engine/dice-odds'
import { resolveWeather, type WeatherInput, type WeatherResources } from './weather'
import type { AnimalsFace, Clouds, WeatherDice, WeatherDieKind } from './weather-dice'

/**
 * The weather forecast for the planning board: before the dice are rolled, the exact odds of each
 * way the coming Weather phase can end (wounds, resources taken, Palisade), given what the camp
 * holds. Every combination of faces of the scheduled dice is resolved with `resolveWeather`; the
 * kernel's exact odds group them (one virtual die whose faces are the combinations).
 */
export type ForecastInput = Omit<WeatherInput, 'rolled'> & { dice: WeatherDice; kinds: readonly WeatherDieKind[] }

export interface ForecastLine {
  wounds: Record<string, number>
  spent: WeatherResources
  palisade: number
  odds: Odds
}

type Face = { clouds?: Clouds; animals?: AnimalsFace }

function facesOf(dice: WeatherDice, kind: WeatherDieKind): Face[] {
  if (kind === 'animals') return dice.animals.map((a) => ({ animals: a }))
  return dice[kind].map((f) => ({ clouds: f.clouds }))
}

/** Every outcome of the scheduled dice with its exact odds, most likely first. */
export function weatherForecast(input: ForecastInput): ForecastLine[] {
  let combos: Face[][] = [[]]
  for (const kind of input.kinds) combos = combos.flatMap((c) => facesOf(input.dice, kind).map((f) => [...c, f]))
  const { dice: _dice, kinds: _kinds, ...rest } = input
  const lines: Omit<ForecastLine, 'odds'>[] = []
  const index = new Map<string, number>()
  const keyOfCombo = combos.map((combo) => {
    const clouds: Clouds = { rain: 0, snow: 0 }
    const animals: AnimalsFace[] = []
    for (const f of combo) {
      if (f.clouds) {
        clouds.rain += f.clouds.rain
        clouds.snow += f.clouds.snow
      }
      if (f.animals) animals.push(f.animals)
    }
    const out = resolveWeather({ ...rest, rolled: { clouds, animals } })
    const line = { wounds: out.wounds, spent: out.spent, palisade: out.palisade }
    const key = JSON.stringify(line)
    let i = index.get(key)
    if (i === undefined) {
      i = lines.length
      index.set(key, i)
      lines.push(line)
    }
    return i
  })
  const virtual = { id: 'weather', faces: keyOfCombo.map((i) => ({ id: String(i), payload: i })) }
  return totalOdds([virtual], (f) => f.payload ?? 0)
    .map(({ total, odds }) => ({ ...(lines[total] as Omit<ForecastLine, 'odds'>), odds }))
    .sort((a, b) => b.odds.num * a.odds.den - a.odds.num * b.odds.den)
}
