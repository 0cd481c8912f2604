/**
 * The Weather phase (§11): roll the scheduled weather dice and any added this round (each die at
 * most once, I-DICE-11), add the weather tokens, and pay through the rule functions' arithmetic
 * (rules/weather.ts); only characters in camp are exposed, never the companion (I-WEATHER-09).
 */
import { isRuleError } from '../../engine/rule-error'
import { ask, runLater, task, type Run } from './queue'
import { wound } from './harm'
import { rollWeatherDice, readWeatherRoll, weatherFacesShown, type WeatherDieKind, type WeatherDieShown, type WeatherRoll } from './rules/weather-dice'
import { exposedToWeather, resolveWeather } from './rules/weather'
import { weatherDiceOf, weatherKindOf } from './dice-adapter'
import { passivesOf, weaponBoost } from './passives'
import { spend } from './resources'
import type { IslandState } from './types'

type WeatherTokens = { rain: boolean; snow: boolean; storm: boolean }

export function weatherPhase(r: Run): void {
  const { content, s } = r
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
  const read = readWeatherRoll(dice, rolled.roll)
  const faces = weatherFacesShown(dice, rolled.roll)
  // I-SCEN7-08: ignored Hungry Animals results (read.animals holds only faces that do something).
  read.animals.splice(0, mods.ignoreAnimals ?? 0)
  // I-SCEN6-10: the group may reroll the animals die once, having seen it; the Weather waits.
  if ((mods.rerollAnimals ?? 0) > 0 && read.animals.length > 0) {
    s.weatherWait = { kinds, read, tokens: weatherTokens, mods, faces }
    const ctx = { phase: 'weather' as const, resolver: null, source: null, here: null }
    ask(s, 'reroll-animals', [
      { label: 'weather-keep', tasks: [task([{ op: '_weatherPay', reroll: false }], ctx)] },
      { label: 'weather-reroll', tasks: [task([{ op: '_weatherPay', reroll: true }], ctx)] },
    ])
    return
  }
  pay(r, kinds, read, faces, weatherTokens, mods)
}

/** I-SCEN6-10: the decision on the animals die taken, the Weather phase is paid. */
export function weatherPay(r: Run, reroll: boolean): void {
  const { content, s } = r
  const w = s.weatherWait
  if (!w) return
  s.weatherWait = null
  // A wait recorded before the faces were kept shows none (the arithmetic never needed them).
  let faces = w.faces ?? []
  if (reroll) {
    const dice = weatherDiceOf(content.dice)
    const again = rollWeatherDice(s.rng, dice, ['animals'])
    if (!isRuleError(again)) {
      s.rng = again.rng
      w.read.animals = readWeatherRoll(dice, again.roll).animals
      // The rerolled animals die replaces the one first seen; the cloud dice stay as they fell.
      faces = [...faces.filter((f) => f.die !== 'animals'), ...weatherFacesShown(dice, again.roll)]
    }
  }
  pay(r, w.kinds, w.read, faces, w.tokens, w.mods)
}

/** Pays the rolled weather through the rule functions' arithmetic (I-WEATHER-03…I-WEATHER-08). */
function pay(r: Run, kinds: readonly WeatherDieKind[], read: WeatherRoll, faces: readonly WeatherDieShown[], weatherTokens: WeatherTokens, mods: IslandState['weatherMods']): void {
  const { content, s, events } = r
  const exposed = exposedToWeather(Object.values(s.characters).filter((c) => !c.dead).map((c) => ({ id: c.id, inCamp: !c.outside, friday: c.kind === 'companion' })))
  const outcome = resolveWeather({
    rolled: read, tokens: weatherTokens,
    roof: s.tracks.roof, palisade: s.tracks.palisade, weapons: s.tracks.weapons,
    resources: { wood: s.available.wood, food: s.available.food, preserved: s.available.preserved },
    exposed, weaponBoost: s.tempWeapon + weaponBoost(content, s, false), modifiers: mods,
  })
  s.tempWeapon = 0
  // `faces`: each die as it fell (public once rolled), so the table can show the dice one by one.
  events.push({ type: 'weather', dice: kinds, faces, steps: outcome.steps, checkpoint: true })
  spend(s, 'wood', outcome.spent.wood)
  spend(s, 'food', outcome.spent.food)
  spend(s, 'preserved', outcome.spent.preserved)
  s.tracks.palisade = outcome.palisade
  for (const [id, n] of Object.entries(outcome.wounds)) wound(content, s, id, n, events, 'weather')
  // I-SCEN7-05: a Hungry Animals result that found no Palisade to take runs the sheet's effects.
  const breach = content.scenarios[s.scenario]?.palisadeBreach ?? []
  for (const step of outcome.steps) if (breach.length > 0 && step.step === 'animals' && step.palisade !== undefined && step.palisade.missing > 0) runLater(s, breach, { phase: 'weather', resolver: null, source: null, here: null })
}
