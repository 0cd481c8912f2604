import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { exposedToWeather, resolveWeather, weatherPhaseSkipped, type WeatherInput, type WeatherStep } from '../weather'
import type { AnimalsFace } from '../weather-dice'

const BEAST: AnimalsFace = { id: 'beast', animals: 'beast', strength: 3 }
const FOOD: AnimalsFace = { id: 'food', animals: 'food' }
const PALISADE: AnimalsFace = { id: 'palisade', animals: 'palisade' }
const BLANK: AnimalsFace = { id: 'blank', animals: 'blank' }

function weather(over: Partial<WeatherInput>): ReturnType<typeof resolveWeather> {
  return resolveWeather({
    rolled: { clouds: { rain: 0, snow: 0 }, animals: [] },
    tokens: {},
    roof: 0,
    palisade: 0,
    weapons: 0,
    resources: { wood: 0, food: 0, preserved: 0 },
    exposed: ['ada', 'bo'],
    ...over,
  })
}

const stepOf = <K extends WeatherStep['step']>(steps: WeatherStep[], k: K): Extract<WeatherStep, { step: K }> => {
  const s = steps.find((x) => x.step === k)
  if (!s) throw new Error(`no ${k} step`)
  return s as Extract<WeatherStep, { step: K }>
}

describe('the weather phase (weather.ts)', () => {
  it('I-WEATHER-01 the tokens in the weather space add their clouds even when no die is rolled', () => {
    const out = weather({ tokens: { rain: true, snow: true }, resources: { wood: 5, food: 5, preserved: 0 } })
    expect(stepOf(out.steps, 'count').clouds).toEqual({ rain: 1, snow: 1 })
    expect(out.spent).toEqual({ wood: 3, food: 2, preserved: 0 })
  })

  it('I-WEATHER-02 the steps run clouds, animals, storm, cleanup in this order', () => {
    const out = weather({ rolled: { clouds: { rain: 1, snow: 1 }, animals: [BLANK] }, tokens: { storm: true } })
    expect(out.steps.map((s) => s.step)).toEqual(['count', 'snow', 'clouds', 'animals', 'storm', 'cleanup'])
  })

  it('I-WEATHER-03 each snow cloud costs 1 wood whatever the Roof, and each missing wood wounds each character in camp', () => {
    const out = weather({ rolled: { clouds: { rain: 0, snow: 2 }, animals: [] }, roof: 5, resources: { wood: 1, food: 0, preserved: 0 } })
    expect(stepOf(out.steps, 'snow')).toMatchObject({ wood: { asked: 2, paid: 1, missing: 1 }, woundsEach: 1 })
    expect(out.wounds).toEqual({ ada: 1, bo: 1 })
  })

  it('I-WEATHER-04 clouds above the Roof cost 1 food and 1 wood each; every unit missing is a wound for everyone', () => {
    const out = weather({ rolled: { clouds: { rain: 3, snow: 0 }, animals: [] }, roof: 1, resources: { wood: 1, food: 0, preserved: 1 } })
    expect(stepOf(out.steps, 'clouds')).toMatchObject({ clouds: 3, unprotected: 2, food: { paid: 1, missing: 1 }, wood: { paid: 1, missing: 1 }, woundsEach: 2 })
    expect(out.resources).toEqual({ wood: 0, food: 0, preserved: 0 })
  })

  it('I-EX-31 2 rain clouds and a snow token against Roof 1 with 3 wood and 1 food: 1 wood, then 2 wood and 1 food, 1 wound each', () => {
    const out = weather({ rolled: { clouds: { rain: 2, snow: 0 }, animals: [] }, tokens: { snow: true }, roof: 1, resources: { wood: 3, food: 1, preserved: 0 } })
    expect(stepOf(out.steps, 'snow').wood).toEqual({ asked: 1, paid: 1, missing: 0 })
    expect(stepOf(out.steps, 'clouds')).toMatchObject({ clouds: 3, unprotected: 2, wood: { paid: 2, missing: 0 }, food: { paid: 1, missing: 1 } })
    expect(out.wounds).toEqual({ ada: 1, bo: 1 })
  })

  it('I-WEATHER-05 animals: food or every character is wounded; Palisade −1 or every character is wounded', () => {
    const fed = weather({ rolled: { clouds: { rain: 0, snow: 0 }, animals: [FOOD, PALISADE] }, palisade: 1, resources: { wood: 0, food: 0, preserved: 1 } })
    expect(fed).toMatchObject({ palisade: 0, wounds: { ada: 0, bo: 0 }, resources: { preserved: 0 } })
    const hungry = weather({ rolled: { clouds: { rain: 0, snow: 0 }, animals: [FOOD, PALISADE] } })
    expect(hungry.wounds).toEqual({ ada: 2, bo: 2 })
  })

  it('I-EX-32 Palisade 0 and the Palisade face: 1 wound each; Weapons 1 against the beast face: 2 wounds each and Weapons stays 1', () => {
    expect(weather({ rolled: { clouds: { rain: 0, snow: 0 }, animals: [PALISADE] } }).wounds).toEqual({ ada: 1, bo: 1 })
    const beast = weather({ rolled: { clouds: { rain: 0, snow: 0 }, animals: [BEAST] }, weapons: 1 })
    expect(beast.wounds).toEqual({ ada: 2, bo: 2 })
    expect(stepOf(beast.steps, 'animals')).toMatchObject({ strength: 3 })
  })

  it('I-WEATHER-06 I-MYSTERY-C07 I-EX-33 a Pistol use (+3 for this fight) keeps everyone unhurt by the beast; a Helmet covers one chosen character', () => {
    expect(weather({ rolled: { clouds: { rain: 0, snow: 0 }, animals: [BEAST] }, weapons: 1, weaponBoost: 3 }).wounds).toEqual({ ada: 0, bo: 0 })
    expect(weather({ rolled: { clouds: { rain: 0, snow: 0 }, animals: [BEAST] }, weapons: 1, boostFor: { bo: 1 } }).wounds).toEqual({ ada: 2, bo: 1 })
  })

  it('I-WEATHER-07 the storm lowers the Palisade by 1 after everything else, or wounds every character', () => {
    const out = weather({ rolled: { clouds: { rain: 0, snow: 0 }, animals: [PALISADE] }, tokens: { storm: true }, palisade: 1 })
    expect(out.palisade).toBe(0)
    expect(stepOf(out.steps, 'animals').palisade).toEqual({ asked: 1, paid: 1, missing: 0 })
    expect(stepOf(out.steps, 'storm')).toMatchObject({ palisade: { paid: 0, missing: 1 }, woundsEach: 1 })
  })

  it('I-WEATHER-08 I-TOKEN-18 every weather token is discarded at the end of the phase', () => {
    expect(stepOf(weather({ tokens: { rain: true, storm: true } }).steps, 'cleanup').tokensDiscarded).toBe(2)
  })

  it('I-WEATHER-09 I-2P-12 I-NIGHT-20 the weather reaches only characters in camp and never Friday', () => {
    const chars = [{ id: 'ada', inCamp: true }, { id: 'bo', inCamp: false }, { id: 'friday', inCamp: true, friday: true }]
    expect(exposedToWeather(chars)).toEqual(['ada'])
    expect(weather({ rolled: { clouds: { rain: 0, snow: 1 }, animals: [] }, exposed: exposedToWeather(chars) }).wounds).toEqual({ ada: 3 })
  })

  it('I-WEATHER-10 modifiers: an ignored snow cloud is not counted at all, a snow cloud as rain costs no wood, an ignored rain cloud is gone', () => {
    const base = { rolled: { clouds: { rain: 1, snow: 2 }, animals: [] }, resources: { wood: 9, food: 9, preserved: 0 } }
    expect(weather(base).spent).toEqual({ wood: 5, food: 3, preserved: 0 })
    expect(weather({ ...base, modifiers: { ignoreSnow: 1 } }).spent).toEqual({ wood: 3, food: 2, preserved: 0 })
    expect(weather({ ...base, modifiers: { snowAsRain: 1 } }).spent).toEqual({ wood: 4, food: 3, preserved: 0 })
    expect(weather({ ...base, modifiers: { ignoreRain: 1 } }).spent).toEqual({ wood: 4, food: 2, preserved: 0 })
  })

  it('I-CHAR-28 after the roll, one cloud is ignored or one snow cloud counts as rain (Q-09)', () => {
    const rolled = { clouds: { rain: 1, snow: 1 }, animals: [] }
    const resources = { wood: 9, food: 9, preserved: 0 }
    expect(weather({ rolled, resources }).spent).toEqual({ wood: 3, food: 2, preserved: 0 })
    expect(weather({ rolled, resources, modifiers: { ignoreRain: 1 } }).spent).toEqual({ wood: 2, food: 1, preserved: 0 })
    expect(weather({ rolled, resources, modifiers: { snowAsRain: 1 } }).spent).toEqual({ wood: 2, food: 2, preserved: 0 })
  })

  it('I-INV-C04 I-MYSTERY-C05 an ignored snow cloud costs no wood and is left out of the cloud total', () => {
    const out = weather({ rolled: { clouds: { rain: 0, snow: 2 }, animals: [] }, roof: 1, resources: { wood: 9, food: 9, preserved: 0 }, modifiers: { ignoreSnow: 1 } })
    expect(stepOf(out.steps, 'count')).toMatchObject({ ignoredSnow: 1, clouds: { rain: 0, snow: 1 } })
    expect(out.spent).toEqual({ wood: 1, food: 0, preserved: 0 })
  })

  it('I-MYSTERY-C18 a snow cloud counted as rain takes no wood for snow but still counts against the Roof', () => {
    const out = weather({ rolled: { clouds: { rain: 0, snow: 1 }, animals: [] }, resources: { wood: 9, food: 9, preserved: 0 }, modifiers: { snowAsRain: 1 } })
    expect(stepOf(out.steps, 'snow').wood.asked).toBe(0)
    expect(stepOf(out.steps, 'clouds').unprotected).toBe(1)
  })

  it('I-TOKEN-D13 large leaves ignore 1 rain cloud in the Weather phase', () => {
    const out = weather({ rolled: { clouds: { rain: 2, snow: 0 }, animals: [] }, resources: { wood: 9, food: 9, preserved: 0 }, modifiers: { ignoreRain: 1 } })
    expect(stepOf(out.steps, 'clouds')).toMatchObject({ clouds: 1, unprotected: 1 })
  })

  it('I-ROUND-03 the phase is skipped only with no die scheduled and no token in the weather space', () => {
    expect(weatherPhaseSkipped(0, {})).toBe(true)
    expect(weatherPhaseSkipped(0, { storm: true })).toBe(false)
    expect(weatherPhaseSkipped(1, {})).toBe(false)
  })

  it('I-RES-06 food demanded by the weather is paid with perishable food first, then non-perishable', () => {
    const out = weather({ rolled: { clouds: { rain: 2, snow: 0 }, animals: [] }, resources: { wood: 2, food: 1, preserved: 3 } })
    expect(out.resources).toEqual({ wood: 0, food: 0, preserved: 2 })
  })

  it('I-RES-08 property: the breakdown adds up — what each step paid is the resource change, wounds equal the missing units', () => {
    const faces = fc.constantFrom(BEAST, FOOD, PALISADE, BLANK)
    fc.assert(
      fc.property(
        fc.record({ rain: fc.nat(5), snow: fc.nat(5) }),
        fc.array(faces, { maxLength: 3 }),
        fc.record({ rain: fc.boolean(), snow: fc.boolean(), storm: fc.boolean() }),
        fc.record({ wood: fc.nat(8), food: fc.nat(8), preserved: fc.nat(4) }),
        fc.nat(4),
        fc.nat(3),
        fc.nat(4),
        (clouds, animals, tokens, resources, roof, palisade, weapons) => {
          const out = weather({ rolled: { clouds, animals }, tokens, resources, roof, palisade, weapons })
          let wood = 0
          let food = 0
          let pal = 0
          let missing = 0
          let beastWounds = 0
          for (const s of out.steps) {
            if (s.step === 'snow') { wood += s.wood.paid; missing += s.wood.missing }
            if (s.step === 'clouds') { wood += s.wood.paid; food += s.food.paid; missing += s.wood.missing + s.food.missing }
            if (s.step === 'animals') { food += s.food?.paid ?? 0; pal += s.palisade?.paid ?? 0; missing += (s.food?.missing ?? 0) + (s.palisade?.missing ?? 0); beastWounds += s.wounds.ada ?? 0 }
            if (s.step === 'storm') { pal += s.palisade.paid; missing += s.palisade.missing }
          }
          expect(out.spent.wood).toBe(wood)
          expect(out.spent.food + out.spent.preserved).toBe(food)
          expect(palisade - out.palisade).toBe(pal)
          expect(out.wounds.ada).toBe(missing + beastWounds)
          expect(Math.min(out.resources.wood, out.resources.food, out.resources.preserved, out.palisade)).toBeGreaterThanOrEqual(0)
        },
      ),
      { numRuns: 300 },
    )
  })
})
