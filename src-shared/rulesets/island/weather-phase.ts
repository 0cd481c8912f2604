/**
 * The Weather phase (§11): roll the scheduled weather dice and any added this round (each die at
 * most once, I-DICE-11), add the weather tokens, and pay through the rule functions' arithmetic
 * (rules/weather.ts); only characters in camp are exposed, never the companion (I-WEATHER-09).
 */
import { isRuleError } from '../../engine/rule-error'
import { runLater, type Run } from './effects-run'
import { wound } from './harm'
import { rollWeatherDice, readWeatherRoll, type WeatherDieKind } from './rules/weather-dice'
import { exposedToWeather, resolveWeather } from './rules/weather'
import { weatherDiceOf, weatherKindOf } from './dice-adapter'
import { passivesOf, weaponBoost } from './passives'
import { spend } from './resources'

export function weatherPhase(r: Run): void {
  const { content, s, events } = r
  const scheduled = content.scenarios[s.scenario]?.weather[s.position.round - 1] ?? []
  const kinds: WeatherDieKind[] = []
  for (const id of [...scheduled, ...s.weatherExtra]) {
    const kind = weatherKindOf(content.dice, id)
    if (kind !== undefined && !kinds.includes(kind)) kinds.push(kind)
  }
  const tokens = s.spaceTokens.weather ?? []
  const weatherTokens = { rain: tokens.includes('rain'), snow: tokens.includes('snow'), storm: tokens.includes('storm') }
  s.weatherExtra = []
  s.spaceTokens.weather = []
  const mods = { ...s.weatherMods }
  s.weatherMods = { ignoreRain: 0, ignoreSnow: 0, snowAsRain: 0 }
  // I-ROUND-03: no die and no token, nothing happens.
  if (kinds.length === 0 && !weatherTokens.rain && !weatherTokens.snow && !weatherTokens.storm) return
  for (const p of passivesOf(content, s, 'ignoreCloud')) {
    if (p.cloud === 'rain') mods.ignoreRain += 1
    else mods.ignoreSnow += 1
  }
  mods.snowAsRain += passivesOf(content, s, 'snowAsRain').length
  const dice = weatherDiceOf(content.dice)
  const rolled = rollWeatherDice(s.rng, dice, kinds)
  if (isRuleError(rolled)) return
  s.rng = rolled.rng
  const exposed = exposedToWeather(Object.values(s.characters).filter((c) => !c.dead).map((c) => ({ id: c.id, inCamp: !c.outside, friday: c.kind === 'companion' })))
  const read = readWeatherRoll(dice, rolled.roll)
  // I-SCEN7-08: ignored Hungry Animals results (read.animals holds only faces that do something).
  read.animals.splice(0, mods.ignoreAnimals ?? 0)
  const outcome = resolveWeather({
    rolled: read, tokens: weatherTokens,
    roof: s.tracks.roof, palisade: s.tracks.palisade, weapons: s.tracks.weapons,
    resources: { wood: s.available.wood, food: s.available.food, preserved: s.available.preserved },
    exposed, weaponBoost: s.tempWeapon + weaponBoost(content, s, false), modifiers: mods,
  })
  s.tempWeapon = 0
  events.push({ type: 'weather', dice: kinds, steps: outcome.steps, checkpoint: true })
  spend(s, 'wood', outcome.spent.wood)
  spend(s, 'food', outcome.spent.food)
  spend(s, 'preserved', outcome.spent.preserved)
  s.tracks.palisade = outcome.palisade
  for (const [id, n] of Object.entries(outcome.wounds)) wound(content, s, id, n, events, 'weather')
  // I-SCEN7-05: a Hungry Animals result that found no Palisade to take runs the sheet's effects.
  const breach = content.scenarios[s.scenario]?.palisadeBreach ?? []
  for (const step of outcome.steps) if (breach.length > 0 && step.step === 'animals' && step.palisade !== undefined && step.palisade.missing > 0) runLater(s, breach, { phase: 'weather', resolver: null, source: null, here: null })
}
