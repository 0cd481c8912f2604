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
  type: 'weather', dice: ['rain', 'winter', 'animals'],
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

  it('I-WEATHER-03 I-WEATHER-05 the weather dice as tiles: a tile per cloud, per animals face, "no clouds" when none came', () => {
    const { i18n } = kit()
    const w = mount(WeatherDice, { props: { events: [STORMY, { type: 'weather', dice: ['rain'], steps: [{ step: 'count', dice: { rain: 0, snow: 0 } }] }] }, global: { plugins: [i18n] } })
    const [stormy, calm] = w.findAll('[data-testid="latest-weather"]')
    expect(stormy?.findAll('[data-weather]').map((x) => x.attributes('data-weather'))).toEqual(['rain', 'rain', 'snow', 'animals', 'animals'])
    expect(stormy?.text()).toContain('animals: a beast')
    expect(calm?.findAll('[data-weather]').map((x) => x.text())).toEqual(['no clouds'])
    w.unmount()
  })
})
