import { faceOf, rollDice, rollFaces, type DiceCatalogue, type DiceRoll, type DieSpec } from '../../../engine/dice'
import { totalOdds, type Odds } from '../../../engine/dice-odds'
import type { RngState } from '../../../engine/rng'

/**
 * The weather dice (§10.2): a rain die and a winter die showing clouds, and the hungry-animals die.
 * Which faces they carry is pack data (I-DICE-10): each face comes in with its clouds or its
 * animals effect, so the arithmetic never guesses from a face id.
 */
export type WeatherDieKind = 'rain' | 'winter' | 'animals'
export const WEATHER_DIE_KINDS: readonly WeatherDieKind[] = ['rain', 'winter', 'animals']

export interface Clouds {
  rain: number
  snow: number
}

export interface CloudFace {
  id: string
  clouds: Clouds
}

/** What a hungry-animals face asks: nothing, 1 food, Palisade −1, or a fight (I-WEATHER-05). */
export type AnimalsEffect = 'blank' | 'food' | 'palisade' | 'beast'

export interface AnimalsFace {
  id: string
  animals: AnimalsEffect
  /** The beast's strength on a fight face (3 on our dice, I-ICON-14). */
  strength?: number
}

export interface WeatherDice {
  rain: readonly CloudFace[]
  winter: readonly CloudFace[]
  animals: readonly AnimalsFace[]
}

type WeatherPayload = { clouds?: Clouds; animals?: AnimalsEffect; strength?: number }

const natural = (n: unknown): boolean => typeof n === 'number' && Number.isInteger(n) && n >= 0

/** Every problem of the pack's weather dice as `where.die[i].field: message` (empty when sound). */
export function weatherDiceProblems(dice: unknown, where = 'weatherDice'): string[] {
  if (typeof dice !== 'object' || dice === null) return [`${where}: must be an object with rain, winter and animals dice`]
  const out: string[] = []
  for (const kind of WEATHER_DIE_KINDS) {
    const faces: unknown = (dice as Record<string, unknown>)[kind]
    if (!Array.isArray(faces) || faces.length === 0) {
      out.push(`${where}.${kind}: a die needs at least one face`)
      continue
    }
    faces.forEach((face: unknown, i) => {
      const at = `${where}.${kind}[${i}]`
      const f = (typeof face === 'object' && face !== null ? face : {}) as Record<string, unknown>
      if (typeof f.id !== 'string' || f.id === '') out.push(`${at}.id: must be a non-empty string`)
      if (kind === 'animals') {
        if (!['blank', 'food', 'palisade', 'beast'].includes(String(f.animals))) out.push(`${at}.animals: '${String(f.animals)}' is not one of blank, food, palisade, beast`)
        if (f.animals === 'beast' && !natural(f.strength)) out.push(`${at}.strength: a fight face needs the beast's strength (a whole number ≥ 0)`)
      } else {
        const c = (typeof f.clouds === 'object' && f.clouds !== null ? f.clouds : {}) as Record<string, unknown>
        if (!natural(c.rain)) out.push(`${at}.clouds.rain: must be a whole number ≥ 0`)
        if (!natural(c.snow)) out.push(`${at}.clouds.snow: must be a whole number ≥ 0`)
      }
    })
  }
  return out
}

const catalogues = new WeakMap<WeatherDice, DiceCatalogue<WeatherPayload>>()

/** The three weather dice as kernel dice data (built once per pack value). */
export function weatherDiceCatalogue(dice: WeatherDice): DiceCatalogue<WeatherPayload> {
  let catalogue = catalogues.get(dice)
  if (!catalogue) {
    const cloudDie = (id: WeatherDieKind, faces: readonly CloudFace[]): DieSpec<WeatherPayload> => ({ id, faces: faces.map((f) => ({ id: f.id, payload: { clouds: f.clouds } })) })
    catalogue = {
      rain: cloudDie('rain', dice.rain),
      winter: cloudDie('winter', dice.winter),
      animals: {
        id: 'animals',
        faces: dice.animals.map((f) => ({ id: f.id, payload: f.strength === undefined ? { animals: f.animals } : { animals: f.animals, strength: f.strength } })),
      },
    }
    catalogues.set(dice, catalogue)
  }
  return catalogue
}

/**
 * The dice to roll this Weather phase: each die at most once, whoever asks for it (I-DICE-11);
 * a scenario may roll the animals die several times (`animalsRolls`, I-SCEN7-04).
 */
export function weatherDiceToRoll(asked: readonly WeatherDieKind[], animalsRolls?: number): WeatherDieKind[] {
  const once = WEATHER_DIE_KINDS.filter((k) => asked.includes(k))
  if (animalsRolls === undefined) return once
  return [...once.filter((k) => k !== 'animals'), ...Array.from({ length: animalsRolls }, (): WeatherDieKind => 'animals')]
}

/** A weather schedule entry of a scenario sheet: the dice rolled in rounds `from`…`to` (I-SCEN-03). */
export interface WeatherScheduleEntry {
  from: number
  to: number
  dice: readonly WeatherDieKind[]
}

/** The dice the scenario's schedule rolls in `round` (I-WEATHER-01); none when no entry covers it. */
export function scheduledWeatherDice(schedule: readonly WeatherScheduleEntry[], round: number): WeatherDieKind[] {
  const asked = schedule.filter((e) => e.from <= round && round <= e.to).flatMap((e) => e.dice)
  return weatherDiceToRoll(asked)
}

/** What the weather dice show, read for the weather arithmetic. */
export interface WeatherRoll {
  clouds: Clouds
  animals: AnimalsFace[]
}

/** Rolls the weather dice with the kernel's seeded dice (the RNG given is not touched). */
export function rollWeatherDice(rng: RngState, dice: WeatherDice, kinds: readonly WeatherDieKind[]): { rng: RngState; roll: DiceRoll } {
  return rollDice(rng, weatherDiceCatalogue(dice), kinds)
}

/** Reads a weather roll: the clouds of the rain and winter dice added up, each animals face in turn. */
export function readWeatherRoll(dice: WeatherDice, roll: DiceRoll): WeatherRoll {
  const clouds: Clouds = { rain: 0, snow: 0 }
  const animals: AnimalsFace[] = []
  for (const face of rollFaces(weatherDiceCatalogue(dice), roll)) {
    const p = face.payload ?? {}
    if (p.clouds) {
      clouds.rain += p.clouds.rain
      clouds.snow += p.clouds.snow
    }
    if (p.animals) animals.push(p.strength === undefined ? { id: face.id, animals: p.animals } : { id: face.id, animals: p.animals, strength: p.strength })
  }
  return { clouds, animals }
}

/**
 * One weather die as it fell, for the table to show die by die (issue #16 item 3): which die, the
 * face's id, and what the face carries (clouds, or an animals effect with a beast's strength).
 * Public once rolled; the arithmetic reads `readWeatherRoll`, never this.
 */
export interface WeatherDieShown {
  die: WeatherDieKind
  face: string
  clouds?: Clouds
  animals?: AnimalsEffect
  strength?: number
}

/** The faces a weather roll shows, one per die in the order rolled (blank faces included). */
export function weatherFacesShown(dice: WeatherDice, roll: DiceRoll): WeatherDieShown[] {
  const catalogue = weatherDiceCatalogue(dice)
  return roll.dice.map((d) => {
    const face = faceOf(catalogue, d)
    const p = face.payload ?? {}
    const die = d.die as WeatherDieKind
    if (p.clouds) return { die, face: face.id, clouds: { rain: p.clouds.rain, snow: p.clouds.snow } }
    const animals: WeatherDieShown = { die, face: face.id, animals: p.animals ?? 'blank' }
    if (p.strength !== undefined) animals.strength = p.strength
    return animals
  })
}

/** Exact odds of each total of clouds (rain + snow) the given cloud dice can show (the weather preview). */
export function cloudTotalOdds(dice: WeatherDice, kinds: readonly WeatherDieKind[]): { total: number; odds: Odds }[] {
  const catalogue = weatherDiceCatalogue(dice)
  const specs = kinds.filter((k) => k !== 'animals').map((k) => catalogue[k]).filter((d) => d !== undefined)
  return totalOdds(specs, (f) => (f.payload?.clouds ? f.payload.clouds.rain + f.payload.clouds.snow : 0))
}
