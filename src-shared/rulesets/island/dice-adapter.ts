/**
 * The pack's dice (content/island/board.ts) as the rule functions read them (rules/action-dice.ts,
 * rules/weather-dice.ts): the same faces, renamed where the two vocabularies differ (a failed
 * Success face is `fail` in a pack and `determination` in the rules).
 */
import type { Dice } from '../../content/island/board'
import type { ActionDice, ActionDiceSet, SuccessFace } from './rules/action-dice'
import type { WeatherDice, WeatherDieKind } from './rules/weather-dice'

const actionCache = new WeakMap<Dice, ActionDice>()
const weatherCache = new WeakMap<Dice, WeatherDice>()

export function actionDiceOf(dice: Dice): ActionDice {
  let out = actionCache.get(dice)
  if (!out) {
    const set = (colour: string): ActionDiceSet => {
      const faces = (role: string): string[] => dice.action.find((d) => d.colour === colour && d.role === role)?.faces ?? []
      return {
        wound: faces('wound').map((f) => (f === 'wound' ? 'wound' : 'blank')),
        success: faces('success').map((f): SuccessFace => (f === 'success' ? 'success' : 'determination')),
        adventure: faces('adventure').map((f) => (f === 'adventure' ? 'adventure' : 'blank')),
      }
    }
    out = { build: set('build'), gather: set('gather'), explore: set('explore') }
    actionCache.set(dice, out)
  }
  return out
}

export function weatherDiceOf(dice: Dice): WeatherDice {
  let out = weatherCache.get(dice)
  if (!out) {
    const of = (role: WeatherDieKind) => dice.weather.find((d) => d.role === role)
    const clouds = (role: 'rain' | 'winter') => (of(role)?.faces ?? [{}]).map((f, i) => ({ id: `${role}-${i}`, clouds: { rain: f.rain ?? 0, snow: f.snow ?? 0 } }))
    const animalsDie = of('animals')
    const animals = (animalsDie?.faces ?? [{}]).map((f, i) => (f.animals === 'beast'
      ? { id: `animals-${i}`, animals: 'beast' as const, strength: animalsDie?.beastStrength ?? 0 }
      : { id: `animals-${i}`, animals: f.animals ?? ('blank' as const) }))
    out = { rain: clouds('rain'), winter: clouds('winter'), animals }
    weatherCache.set(dice, out)
  }
  return out
}

/** The kind of a pack weather die, by its id. */
export const weatherKindOf = (dice: Dice, id: string): WeatherDieKind | undefined => dice.weather.find((d) => d.id === id)?.role
