// Every prompt in words (issue #16): each choice the Island engine can open, each fixed option it
// offers and each rule option of the New game form has a label (and a one-line help) in English and
// Italian. The engine's prompts are read from its own sources, so a new `ask(…)` without words fails here.
import { computed } from 'vue'
import { describe, expect, it } from 'vitest'
import { createAppI18n } from '../../../i18n'
import { ISLAND_OPTIONS } from '../../../../src-shared/rulesets/island/options'
import { optionLabel, promptHelp, promptLabel } from '../choice-words'
import { islandWords, type Translate } from '../words'
import { IslandGame } from './island-kit'

const sources = import.meta.glob<string>(['../../../../src-shared/rulesets/island/**/*.ts', '!**/__tests__/**'], { query: '?raw', import: 'default', eager: true })
const engine = Object.values(sources).join('\n')
const matches = (re: RegExp): string[] => [...new Set([...engine.matchAll(re)].map((m) => m[1] ?? ''))].sort()

/** Every prompt named in an `ask(state, '<prompt>', …)`. */
const PROMPTS = matches(/\bask\([\w.]+,\s*'([a-z][a-z-]*)'/g)
/** Every option label written as a literal (`label: '<label>'`). */
const LABELS = matches(/\blabel:\s*'([a-z][a-z-]*)'/g)
/** Labels the engine builds from a fixed prefix (`label: \`shortcut-${source}\``), with the values it fills in. */
const BUILT = matches(/\blabel:\s*`([a-z][a-z-]*)\$\{/g)
const FILLED: Record<string, string[]> = { 'shortcut-': ['food', 'wood'] }

function kit(locale: 'en' | 'it') {
  const g = createAppI18n(locale).global
  const t: Translate = (key, named, plural) => (plural === undefined ? g.t(key, named ?? {}) : g.t(key, named ?? {}, plural))
  const game = new IslandGame()
  const words = islandWords(computed(() => game.reply()), computed(() => locale), t)
  return { t, has: (k: string) => g.te(k, locale), words, game }
}

describe('Island prompts in words', () => {
  it('I-GOLD-02 every choice the engine can open has a prompt and a one-line help, in English and Italian', () => {
    // The scan must find the engine's choices (a broken pattern would prove nothing).
    expect(PROMPTS.length).toBeGreaterThanOrEqual(20)
    expect(PROMPTS).toEqual(expect.arrayContaining(['who-goes-hungry', 'night-outside-where', 'mark-items', 'extra-build', 'choose-beast', 'discard-item', 'ignore-trap', 'peek-event', 'shortcut-source', 'demand-reaction']))
    for (const locale of ['en', 'it'] as const) {
      const { t, has } = kit(locale)
      const missing = PROMPTS.filter((p) => !has(`rulesets.island.prompt.${p}`) || promptHelp(p, t, has) === '')
      expect(missing, `${locale}: prompts without words or help`).toEqual([])
    }
  })

  it('I-GOLD-02 every fixed option the engine offers has words in English and Italian', () => {
    expect(LABELS.length).toBeGreaterThanOrEqual(15)
    expect(BUILT.every((prefix) => FILLED[prefix] !== undefined), `labels built from an unknown prefix: ${BUILT.join(', ')}`).toBe(true)
    const all = [...LABELS, ...BUILT.flatMap((prefix) => (FILLED[prefix] ?? []).map((v) => `${prefix}${v}`))]
    for (const locale of ['en', 'it'] as const) {
      const { has } = kit(locale)
      expect(all.filter((l) => !has(`rulesets.island.option.${l}`)), `${locale}: options without words`).toEqual([])
    }
  })

  it('I-GOLD-26 I-GOLD-27 I-Q-17 every rule option of the New game form has a label and a help (and each choice of a list), in English and Italian', () => {
    for (const locale of ['en', 'it'] as const) {
      const { has } = kit(locale)
      const missing = ISLAND_OPTIONS.flatMap((o) => {
        const keys = [`rulesets.island.options.${o.key}.label`, `rulesets.island.options.${o.key}.help`]
        if (o.kind === 'enum') keys.push(...o.values.map((v) => `rulesets.island.options.${o.key}.values.${v}`))
        return keys.filter((k) => !has(k))
      })
      expect(missing, `${locale}: rule options without words`).toEqual([])
    }
  })

  it('I-GOLD-02 options built from ids read as names: an ability offered against a shortfall, a marker, a free build, marked items', () => {
    const { t, has, words, game } = kit('en')
    const v = game.reply().view
    const castaway = v.seats[0] ?? ''
    const ability = v.faces.characters[castaway]?.abilities[0]
    if (!ability) throw new Error('the test castaway has no ability')
    const react = optionLabel(`${castaway}:${ability.id}`, words, t, has, 'demand-reaction')
    expect(react).toContain(words.character(castaway))
    expect(react).toContain(words.text(ability.title))
    expect(react).not.toContain(ability.id)
    expect(optionLabel(`${v.camp}:food`, words, t, has, 'clear-marker')).toBe(`The food marker on ${words.space(v.camp)}`)
    expect(optionLabel(`${v.camp}:terrain`, words, t, has, 'clear-marker')).toBe(`The terrain marker on ${words.space(v.camp)}`)
    expect(optionLabel('roof:wood', words, t, has, 'extra-build')).toBe(words.target({ kind: 'build', build: 'roof', pay: 'wood' }))
    const items = Object.keys(v.faces.cards).filter((id) => v.faces.cards[id]?.deck === 'invention').slice(0, 2)
    expect(items.length).toBe(2)
    expect(optionLabel(items.join('+'), words, t, has, 'mark-items')).toBe(items.map((id) => words.card(id)).join(', '))
    expect(promptLabel('mark-items', words, t, has)).toBe('Which items get a marker?')
  })
})
