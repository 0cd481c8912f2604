import { computed } from 'vue'
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { createAppI18n } from '../../../i18n'
import { logLines } from '../log-lines'
import WeatherDice from '../WeatherDice.vue'
import { islandWords, type Translate } from '../words'
import { IslandGame } from './island-kit'

function kit(locale: 'en' | 'it' = 'en') {
  const i18n = createAppI18n(locale)
  const g = i18n.global
  const t: Translate = (key, named, plural) => (plural === undefined ? g.t(key, named ?? {}) : g.t(key, named ?? {}, plural))
  const game = new IslandGame()
  const words = islandWords(computed(() => game.reply()), computed(() => locale), t)
  return { i18n, t, words, has: (k: string) => g.te(k) }
}

const paid = (p: number, m: number) => ({ asked: p + m, paid: p, missing: m })
/** A weather with every die (weather-phase.ts): two rain clouds and a snow cloud, then two animals faces and the storm. */
const STORMY = {
  type: 'weather', dice: ['rain', 'winter', 'animals', 'animals'],
  faces: [
    { die: 'rain', face: 'rain-5', clouds: { rain: 2, snow: 0 } },
    { die: 'winter', face: 'winter-0', clouds: { rain: 0, snow: 1 } },
    { die: 'animals', face: 'animals-2', animals: 'food' },
    { die: 'animals', face: 'animals-5', animals: 'beast', strength: 3 },
  ],
  steps: [
    { step: 'count', dice: { rain: 2, snow: 1 }, tokens: { rain: 0, snow: 0 }, ignoredSnow: 0, snowAsRain: 0, ignoredRain: 0, clouds: { rain: 2, snow: 1 } },
    { step: 'animals', face: { id: 'animals-2', animals: 'food' }, food: paid(0, 1), wounds: {}, woundsEach: 1 },
    { step: 'animals', face: { id: 'animals-5', animals: 'beast', strength: 3 }, strength: 3, wounds: { steward: 3 }, woundsEach: 0 },
    { step: 'storm', palisade: paid(1, 0), woundsEach: 0 },
    { step: 'cleanup', tokensDiscarded: 1 },
  ],
}

describe('the weather shown', () => {
  it('I-WEATHER-05 I-WEATHER-07 the hungry animals and the storm are told with what they took and what was missing', () => {
    const { t, words, has } = kit()
    expect(logLines(STORMY, words, t, has).slice(2)).toEqual([
      'Hungry animals want 1 food: 0 given, 1 missing.',
      'A hungry beast of strength 3 attacks each castaway in the camp.',
      'The storm batters the palisade: 1 level lost, 0 missing.',
    ])
  })

  it('I-WEATHER-03 I-WEATHER-05 the weather dice as tiles: one per die as it fell, its clouds or its animals drawn and said', () => {
    const { i18n } = kit()
    const calm = { type: 'weather', dice: ['rain', 'animals'], faces: [{ die: 'rain', face: 'rain-0', clouds: { rain: 0, snow: 0 } }, { die: 'animals', face: 'animals-0', animals: 'blank' }], steps: [{ step: 'count', dice: { rain: 0, snow: 0 } }] }
    const w = mount(WeatherDice, { props: { events: [STORMY, calm] }, global: { plugins: [i18n] } })
    const [stormy, quiet] = w.findAll('[data-testid="latest-weather"]')
    const tiles = stormy?.findAll('[data-face]') ?? []
    expect(tiles.map((x) => [x.attributes('data-die'), x.attributes('data-face'), x.attributes('data-weather')])).toEqual([
      ['rain', 'rain-5', 'rain'], ['winter', 'winter-0', 'snow'], ['animals', 'animals-2', 'food'], ['animals', 'animals-5', 'beast'],
    ])
    // A cloud icon per cloud, named in words beside it; the beast with its strength.
    expect(tiles[0]?.findAll('.icon-word')).toHaveLength(2)
    expect(tiles[0]?.find('.words').text()).toBe('2 rain clouds')
    expect(tiles[1]?.find('.words').text()).toBe('1 snow cloud')
    expect(tiles[3]?.text()).toContain('hungry animals die: a beast of strength 3')
    expect(quiet?.findAll('.words').map((x) => x.text())).toEqual(['no clouds', 'no animals'])
    w.unmount()
  })

  it('I-WEATHER-03 a weather without the dice faces (no dice rolled, only tokens) shows no dice row', () => {
    const { i18n } = kit('it')
    const w = mount(WeatherDice, { props: { events: [{ type: 'weather', dice: [], faces: [], steps: [] }, { ...STORMY, faces: [STORMY.faces[0]] }] }, global: { plugins: [i18n] } })
    expect(w.findAll('[data-testid="latest-weather"]')).toHaveLength(1)
    expect(w.find('.words').text()).toBe('2 nuvole di pioggia')
    w.unmount()
  })
})
