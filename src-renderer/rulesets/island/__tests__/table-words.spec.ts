import { computed } from 'vue'
import { describe, expect, it } from 'vitest'
import { createAppI18n } from '../../../i18n'
import { logLines } from '../log-lines'
import { requirementsOf } from '../requirements'
import { islandWords, type Translate } from '../words'
import { effectWords } from '../effect-words'
import { IslandGame } from './island-kit'

function kit(locale: 'en' | 'it' = 'en') {
  const i18n = createAppI18n(locale)
  const g = i18n.global
  const t: Translate = (key, named, plural) => (plural === undefined ? g.t(key, named ?? {}) : g.t(key, named ?? {}, plural))
  const game = new IslandGame()
  const reply = computed(() => game.reply())
  const words = islandWords(reply, computed(() => locale), t)
  return { t, game, words, has: (k: string) => g.te(k) }
}

describe('Island table words', () => {
  it('I-WEATHER-03 I-WEATHER-04 the weather is told with its arithmetic: dice, clouds against the roof, what was paid and missing', () => {
    const { t, words, has } = kit()
    const lines = logLines({
      type: 'weather', dice: ['rain', 'winter'],
      steps: [
        { step: 'count', dice: { rain: 2, snow: 1 } },
        { step: 'snow', snow: 1, wood: { asked: 1, paid: 0, missing: 1 }, woundsEach: 0 },
        { step: 'clouds', clouds: 3, roof: 1, unprotected: 2, food: { asked: 2, paid: 1, missing: 1 }, wood: { asked: 2, paid: 2, missing: 0 }, woundsEach: 0 },
      ],
    }, words, t, has)
    expect(lines).toEqual([
      'Weather: rain die, winter die rolled.',
      'Clouds: 2 rain, 1 snow.',
      'Snow (1): the fire needs 1 wood; 0 paid, 1 missing.',
      'Rain and snow (3) against a roof of 1: 2 uncovered, costing 2 wood and 1 food; 1 missing.',
    ])
  })

  it('I-NIGHT-03 I-NIGHT-06 a wound names its cause, in English and Italian, with plurals', () => {
    const en = kit('en')
    expect(logLines({ type: 'wound', character: 'steward', amount: 2, cause: 'hunger' }, en.words, en.t, en.has)).toEqual(['P2 (Bea Saltmarsh) takes 2 wounds from hunger.'])
    const it_ = kit('it')
    expect(logLines({ type: 'wound', character: 'steward', amount: 1, cause: 'no-shelter' }, it_.words, it_.t, it_.has)).toEqual(['P2 (Bea Saltmarsh) subisce una ferita per una notte senza rifugio.'])
  })

  it('I-INV-02 I-INV-03 an invention\'s checklist ticks explored terrains, built Items and resources on hand', () => {
    const { t, game, words } = kit()
    const v = game.reply().view
    const fire = requirementsOf(v, 'fire', words, t)
    // Fire needs hills explored, Twine (rope) built and 1 wood: none of the first two at the start.
    expect(fire.map((r) => [r.label, r.ok])).toEqual([['Hills explored', false], ['Twine built', false], ['1 wood', true]])
  })

  it('I-EVENT-04 a threat\'s printed effects are said in words, the rare ones as "and more"', () => {
    const { t, words } = kit()
    expect(effectWords([{ op: 'morale', amount: -1 }, { op: 'lose', resource: 'wood', amount: 2 }], words, t)).toBe('Morale -1; lose 2 wood')
    expect(effectWords([{ op: 'wound', who: 'each', amount: 1 }, { op: 'skip', phase: 'production' }], words, t)).toBe('each castaway takes a wound; and more (see the card)')
    expect(effectWords([], words, t)).toBe('nothing')
  })
})

describe('Island log silences', () => {
  it('I-RES-08 giving up nothing from an empty store is not told (the shortfall is, as unfulfilled demand)', () => {
    const { t, words, has } = kit()
    expect(logLines({ type: 'lose', resource: 'food', amount: 0 }, words, t, has)).toEqual([])
    expect(logLines({ type: 'unfulfilledDemand', missing: 1 }, words, t, has)).toEqual(['1 resource could not be paid: wounds instead.'])
    expect(logLines({ type: 'lose', resource: 'wood', amount: 2 }, words, t, has)).toEqual(['Lost 2 wood.'])
  })
})
