import { fightStrength } from './combat'
import type { AnimalsFace, Clouds, WeatherRoll } from './weather-dice'

/**
 * The Weather phase arithmetic (§11), returned step by step so the table can show what each step
 * took: (1) clouds — snow costs wood, then clouds above the Roof cost food and wood; (2) hungry
 * animals; (3) storm; (4) the weather tokens are discarded (I-WEATHER-02). Every unit that cannot
 * be paid wounds every character exposed to the weather (I-RES-08, I-RES-09).
 */

/** The resources the weather can take, from Available. */
export interface WeatherResources {
  wood: number
  /** Perishable food. */
  food: number
  /** Non-perishable food: it pays for food too (I-RES-06). */
  preserved: number
}

/** Tokens lying in the weather space (at most one of each kind, I-GOLD-05). */
export interface WeatherTokens {
  rain?: boolean
  snow?: boolean
  storm?: boolean
}

/** Cloud modifiers the players use after the roll (I-WEATHER-10, I-CHAR-28). */
export interface CloudModifiers {
  /** Snow clouds ignored and not counted in the cloud total (Furnace, Blankets). */
  ignoreSnow?: number
  /** Snow clouds that count as rain clouds: no wood for them (Old Clothes, Hooch). */
  snowAsRain?: number
  /** Rain clouds ignored (Large Leaves, Old Canvas, Hooch). */
  ignoreRain?: number
}

export interface WeatherInput {
  rolled: WeatherRoll
  tokens: WeatherTokens
  roof: number
  palisade: number
  weapons: number
  resources: WeatherResources
  /** Who the weather reaches: the characters in camp, never Friday (see `exposedToWeather`). */
  exposed: readonly string[]
  /** Temporary Weapon boost for the animals fight, for everyone (Pistol, I-WEATHER-06). */
  weaponBoost?: number
  /** Temporary boosts for one chosen character only (Helmet, Sabre, I-MYSTERY-C07). */
  boostFor?: Readonly<Record<string, number>>
  modifiers?: CloudModifiers
}

/** Paid and missing parts of one demand. */
export interface Paid {
  asked: number
  paid: number
  missing: number
}

export type WeatherStep =
  | { step: 'count'; dice: Clouds; tokens: Clouds; ignoredSnow: number; snowAsRain: number; ignoredRain: number; clouds: Clouds }
  | { step: 'snow'; snow: number; wood: Paid; woundsEach: number }
  | { step: 'clouds'; clouds: number; roof: number; unprotected: number; food: Paid; wood: Paid; woundsEach: number }
  | { step: 'animals'; face: AnimalsFace; food?: Paid; palisade?: Paid; strength?: number; wounds: Record<string, number>; woundsEach: number }
  | { step: 'storm'; palisade: Paid; woundsEach: number }
  | { step: 'cleanup'; tokensDiscarded: number }

export interface WeatherOutcome {
  steps: WeatherStep[]
  resources: WeatherResources
  /** What the weather took, by resource (resources before − after). */
  spent: WeatherResources
  palisade: number
  /** Wounds per exposed character, all steps added up. */
  wounds: Record<string, number>
}

/** The characters the Weather phase reaches: those in camp, never Friday (I-WEATHER-09, I-2P-12, Q-15). */
export function exposedToWeather(characters: readonly { id: string; inCamp: boolean; friday?: boolean }[]): string[] {
  return characters.filter((c) => c.inCamp && c.friday !== true).map((c) => c.id)
}

/** The Weather phase may be skipped: no die scheduled and no weather token (I-ROUND-03). */
export const weatherPhaseSkipped = (diceScheduled: number, tokens: WeatherTokens): boolean =>
  diceScheduled === 0 && tokens.rain !== true && tokens.snow !== true && tokens.storm !== true

/** Clouds after the players' modifiers, with what each modifier actually changed. */
function countClouds(rolled: Clouds, tokens: WeatherTokens, m: CloudModifiers): Extract<WeatherStep, { step: 'count' }> {
  const fromTokens: Clouds = { rain: tokens.rain === true ? 1 : 0, snow: tokens.snow === true ? 1 : 0 }
  let snow = rolled.snow + fromTokens.snow
  let rain = rolled.rain + fromTokens.rain
  const ignoredSnow = Math.min(snow, Math.max(0, m.ignoreSnow ?? 0))
  snow -= ignoredSnow
  const snowAsRain = Math.min(snow, Math.max(0, m.snowAsRain ?? 0))
  snow -= snowAsRain
  rain += snowAsRain
  const ignoredRain = Math.min(rain, Math.max(0, m.ignoreRain ?? 0))
  rain -= ignoredRain
  return { step: 'count', dice: { ...rolled }, tokens: fromTokens, ignoredSnow, snowAsRain, ignoredRain, clouds: { rain, snow } }
}

const take = (have: number, asked: number): Paid => {
  const paid = Math.min(have, asked)
  return { asked, paid, missing: asked - paid }
}

/** Pays food from perishable food first (it spoils tonight anyway), then non-perishable. */
function payFood(r: WeatherResources, asked: number): Paid {
  const paid = take(r.food + r.preserved, asked)
  const fromFresh = Math.min(r.food, paid.paid)
  r.food -= fromFresh
  r.preserved -= paid.paid - fromFresh
  return paid
}

/** `n` wounds to each exposed character; returns `n`. */
function hurt(wounds: Record<string, number>, exposed: readonly string[], n: number): number {
  for (const id of exposed) wounds[id] = (wounds[id] ?? 0) + n
  return n
}

/** Resolves the whole Weather phase (I-WEATHER-01…08) and says what each step took. */
export function resolveWeather(input: WeatherInput): WeatherOutcome {
  const r: WeatherResources = { ...input.resources }
  let palisade = input.palisade
  const wounds: Record<string, number> = Object.fromEntries(input.exposed.map((id) => [id, 0]))
  const steps: WeatherStep[] = []
  const count = countClouds(input.rolled.clouds, input.tokens, input.modifiers ?? {})
  steps.push(count)

  // 1a: each snow cloud costs 1 wood; the Roof does not help (I-WEATHER-03).
  const snowWood = take(r.wood, count.clouds.snow)
  r.wood -= snowWood.paid
  steps.push({ step: 'snow', snow: count.clouds.snow, wood: snowWood, woundsEach: hurt(wounds, input.exposed, snowWood.missing) })

  // 1b: every cloud the Roof does not cover costs 1 food and 1 wood (I-WEATHER-04).
  const total = count.clouds.rain + count.clouds.snow
  const unprotected = Math.max(0, total - input.roof)
  const food = payFood(r, unprotected)
  const wood = take(r.wood, unprotected)
  r.wood -= wood.paid
  steps.push({ step: 'clouds', clouds: total, roof: input.roof, unprotected, food, wood, woundsEach: hurt(wounds, input.exposed, food.missing + wood.missing) })

  // 2: hungry animals, each face in turn (I-WEATHER-05).
  for (const face of input.rolled.animals) {
    if (face.animals === 'food') {
      const paid = payFood(r, 1)
      steps.push({ step: 'animals', face, food: paid, wounds: {}, woundsEach: hurt(wounds, input.exposed, paid.missing) })
    } else if (face.animals === 'palisade') {
      const paid = take(palisade, 1)
      palisade -= paid.paid
      steps.push({ step: 'animals', face, palisade: paid, wounds: {}, woundsEach: hurt(wounds, input.exposed, paid.missing) })
    } else if (face.animals === 'beast') {
      const strength = face.strength ?? 0
      const each: Record<string, number> = {}
      for (const id of input.exposed) {
        const boost = (input.weaponBoost ?? 0) + (input.boostFor?.[id] ?? 0)
        each[id] = fightStrength(strength, input.weapons, boost).wounds
        wounds[id] = (wounds[id] ?? 0) + each[id]
      }
      steps.push({ step: 'animals', face, strength, wounds: each, woundsEach: 0 })
    } else {
      steps.push({ step: 'animals', face, wounds: {}, woundsEach: 0 })
    }
  }

  // 3: the storm token lowers the Palisade after everything else (I-WEATHER-07).
  if (input.tokens.storm === true) {
    const paid = take(palisade, 1)
    palisade -= paid.paid
    steps.push({ step: 'storm', palisade: paid, woundsEach: hurt(wounds, input.exposed, paid.missing) })
  }

  // 4: every weather token is discarded (I-WEATHER-08).
  const tokensDiscarded = [input.tokens.rain, input.tokens.snow, input.tokens.storm].filter((t) => t === true).length
  steps.push({ step: 'cleanup', tokensDiscarded })

  const before = input.resources
  return {
    steps,
    resources: r,
    spent: { wood: before.wood - r.wood, food: before.food - r.food, preserved: before.preserved - r.preserved },
    palisade,
    wounds,
  }
}
