import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { createAppI18n } from '../../../i18n'
import RulesReference from '../../../components/rules/RulesReference.vue'
import { allEntries, findEntry, type RuleArea } from '../../../components/rules/reference'
import { searchRules } from '../../../components/rules/search'
import { ISLAND_RULES } from '../rules'

// Every component of the Island table, as source text: the rule links they carry.
const sources = import.meta.glob<string>(['../**/*.vue', '!../__tests__/**'], { query: '?raw', import: 'default', eager: true })
const linked = (): string[] => Object.values(sources).flatMap((text) => [...text.matchAll(/<RuleLink[^>]*?\sentry="([^"]+)"/gs)].map((m) => m[1] ?? ''))
const shape = (areas: readonly RuleArea[]) => areas.map((a) => ({ id: a.id, entries: a.entries.map((e) => ({ id: e.id, rules: e.rules })) }))

describe('the Island rules reference', () => {
  it('en and it have the same areas and entries with the same rule IDs, every text written, the Italian not a copy', () => {
    expect(shape(ISLAND_RULES.it)).toEqual(shape(ISLAND_RULES.en))
    for (const locale of ['en', 'it'] as const) {
      for (const e of allEntries(ISLAND_RULES[locale])) {
        expect(e.title.trim(), `${locale} ${e.id}`).not.toBe('')
        for (const p of e.body) expect(p.trim().length, `${locale} ${e.id}`).toBeGreaterThan(20)
      }
    }
    for (const e of allEntries(ISLAND_RULES.it)) expect(e.body.join(' '), e.id).not.toBe(findEntry(ISLAND_RULES.en, e.id)?.body.join(' '))
  })

  it('every rule link of the table opens an entry that exists', () => {
    const links = linked()
    expect(links.length).toBeGreaterThan(0)
    for (const entry of links) expect(findEntry(ISLAND_RULES.en, entry), entry).toBeDefined()
  })

  it('every entry cites the Island rule IDs it explains', () => {
    for (const e of allEntries(ISLAND_RULES.en)) {
      expect(e.rules.length, e.id).toBeGreaterThan(0)
      for (const id of e.rules) expect(id, e.id).toMatch(/^I-[A-Z0-9]+-\d+$/)
    }
  })

  it('the search box suggests Island words, each of which finds entries, in English and Italian', () => {
    for (const locale of ['en', 'it'] as const) {
      const w = mount(RulesReference, { props: { ruleset: 'island', areas: ISLAND_RULES[locale], entry: null }, global: { plugins: [createAppI18n(locale)] } })
      const hint = w.get('[data-testid="rules-search"]').attributes('placeholder') ?? ''
      const words = hint.replace(/^(e\.g\.|es\.)\s*/, '').split(',').map((x) => x.trim())
      expect(words.length, hint).toBe(3)
      for (const word of words) expect(searchRules(ISLAND_RULES[locale], word).length, `${locale}: ${word}`).toBeGreaterThan(0)
      w.unmount()
    }
  })
})
