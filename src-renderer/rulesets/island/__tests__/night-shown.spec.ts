import { computed } from 'vue'
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { createAppI18n } from '../../../i18n'
import NightMeal from '../NightMeal.vue'
import { logEntryLines } from '../log-lines'
import { mealShown } from '../night-shown'
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
const lines = (events: Parameters<typeof logEntryLines>[0], locale: 'en' | 'it' = 'en'): string[] => {
  const k = kit(locale)
  return logEntryLines(events, k.words, k.t, k.has, 'plain').map((l) => l.text)
}

/** The night as the engine tells it (night-events.ts): one fed on fresh food, one hungry with its wounds. */
const MEAL = { type: 'meal', eaters: ['shipwright', 'steward'], fed: ['shipwright'], ate: { food: 1, preserved: 0 }, hungry: ['steward'], toChoose: 0, woundsEach: 2, outside: [] }
const HUNGER_WOUND = { type: 'wound', character: 'steward', amount: 2, cause: 'hunger' }
const SLEPT = { type: 'slept', shelter: 'none', sheltered: [], exposed: ['shipwright', 'steward'], outside: [] }

describe('the night in the players\' words', () => {
  it('I-NIGHT-03 the meal: the food eaten by kind, who goes hungry with the wounds, each wound told once', () => {
    expect(lines([MEAL, HUNGER_WOUND])).toEqual(['Supper for 2: 1 food eaten (1 fresh).', 'P2 (Bea Saltmarsh) goes hungry: 2 wounds.'])
    expect(lines([MEAL, HUNGER_WOUND], 'it')).toEqual(['Cena per 2: mangiato 1 cibo (1 fresco).', 'P2 (Bea Saltmarsh) resta a digiuno: 2 ferite.'])
    // A hunger wound with no meal told beside it keeps its own line.
    expect(lines([HUNGER_WOUND])).toEqual(['P2 (Bea Saltmarsh) takes 2 wounds from hunger.'])
  })

  it('I-NIGHT-03 I-RES-06 the pick still to make, then made; both kinds of food named', () => {
    const short = { ...MEAL, fed: [], hungry: [], toChoose: 1, ate: { food: 1, preserved: 2 }, eaters: ['shipwright', 'steward', 'x'] }
    expect(lines([short])).toEqual(['Supper for 3: 3 food eaten (1 fresh, 2 preserved).', 'Not enough food: the group chooses 1 castaway to go hungry.'])
    const first = kit('it').words.character('shipwright')
    expect(first).toMatch(/^P1 \(\S/)
    expect(lines([{ type: 'hungry', characters: ['shipwright'], woundsEach: 2 }, { ...HUNGER_WOUND, character: 'shipwright' }], 'it')).toEqual([`${first} resta a digiuno: 2 ferite.`])
  })

  it('I-NIGHT-06 I-NIGHT-21 the sleep: no shelter costs everyone in camp a wound; outside in the open is told by name', () => {
    expect(lines([SLEPT, { type: 'wound', character: 'shipwright', amount: 1, cause: 'no-shelter' }])).toEqual(['No shelter: everyone in camp sleeps in the open, 1 wound each.'])
    expect(lines([{ ...SLEPT, shelter: 'built', sheltered: ['shipwright'], exposed: ['steward'], outside: ['steward'] }])).toEqual(['The shelter covers the camp tonight.', 'P2 (Bea Saltmarsh) sleeps outside the camp in the open: 1 wound.'])
    expect(lines([{ ...SLEPT, shelter: 'natural', sheltered: ['shipwright', 'steward'], exposed: [] }], 'it')).toEqual(['Il campo dorme in un riparo naturale.'])
  })

  it('I-NIGHT-03 I-NIGHT-22 the plates: a portion per fed castaway in the order served, the hungry marked with their wounds, one outside eating its own', () => {
    const meal = { ...MEAL, outside: [{ character: 'marine', ate: { food: 0, preserved: 1 }, hungry: false }] }
    expect(mealShown([meal])).toEqual({
      portions: ['food'],
      toChoose: 0,
      plates: [
        { who: 'shipwright', portion: 'food', hungry: false, outside: false, wounds: 0 },
        { who: 'steward', portion: null, hungry: true, outside: false, wounds: 2 },
        { who: 'marine', portion: 'preserved', hungry: false, outside: true, wounds: 0 },
      ],
    })
    expect(mealShown([{ type: 'wound' }])).toBeNull()
    // Too little food: every eater's plate waits for the group's pick.
    expect(mealShown([{ ...MEAL, fed: [], hungry: [], toChoose: 1 }])?.plates.map((p) => [p.who, p.pick])).toEqual([['shipwright', true], ['steward', true]])
    const { i18n, words } = kit()
    const w = mount(NightMeal, { props: { events: [MEAL, HUNGER_WOUND], words }, global: { plugins: [i18n] } })
    expect(w.findAll('[data-testid="meal-pile"] [data-kind]').map((x) => x.attributes('data-kind'))).toEqual(['food'])
    expect(w.findAll('[data-testid="meal-plate"]').map((x) => [x.attributes('data-character'), x.attributes('data-fed'), x.find('.who').text()])).toEqual([
      ['shipwright', 'yes', `${words.character('shipwright')} eats`],
      ['steward', 'no', 'P2 (Bea Saltmarsh) goes hungry: 2 wounds'],
    ])
    // The fed plate shows the portion it ate; the hungry one a wound mark with its count.
    expect(w.find('[data-character="shipwright"] [data-kind]').attributes('data-kind')).toBe('food')
    expect(w.find('[data-character="steward"] [role="img"]').attributes('aria-label')).toBe('P2 (Bea Saltmarsh) goes hungry: 2 wounds')
    w.unmount()
  })
})
