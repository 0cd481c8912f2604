import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CONTINENT_RULES } from '../../../rulesets/continent/rules'
import { LANTERN_RULES } from '../../../rulesets/lantern/rules'
import { allEntries } from '../reference'
import { fold, queryWords, searchRules } from '../search'

const ids = (areas: Parameters<typeof searchRules>[0], q: string): string[] => searchRules(areas, q).map((e) => e.id)

describe('searching the rules reference', () => {
  it('finds "durability" in English and "durabilità" (with or without the accent) in Italian', () => {
    expect(ids(CONTINENT_RULES.en, 'durability')[0]).toBe('items-durability')
    expect(ids(CONTINENT_RULES.it, 'durabilità')[0]).toBe('items-durability')
    expect(ids(CONTINENT_RULES.it, 'DURABILITA')).toContain('items-durability')
  })

  it('matches every word of the query, anywhere in an entry (title, search terms, text, rule IDs)', () => {
    expect(ids(CONTINENT_RULES.en, 'half star')).toContain('action-half-stars')
    expect(ids(CONTINENT_RULES.en, 'C-ACT-11')).toContain('action-locked')
    expect(ids(CONTINENT_RULES.en, 'locked zebra')).toEqual([])
  })

  it('puts entries whose title or terms hold the words before entries that only mention them', () => {
    const found = ids(CONTINENT_RULES.en, 'locked')
    expect(found[0]).toBe('action-locked')
    expect(found.length).toBeGreaterThan(1)
  })

  it('an empty or blank query finds nothing (the whole reference is shown instead)', () => {
    expect(searchRules(CONTINENT_RULES.en, '')).toEqual([])
    expect(searchRules(CONTINENT_RULES.en, '  ,  ')).toEqual([])
  })

  it('works for Lantern Run too, the second ruleset with a reference', () => {
    expect(ids(LANTERN_RULES.en, 'gust')).toContain('turn-roll')
    expect(ids(LANTERN_RULES.it, 'raffica')).toContain('turn-roll')
    expect(LANTERN_RULES.it.map((a) => a.entries.map((e) => e.id))).toEqual(LANTERN_RULES.en.map((a) => a.entries.map((e) => e.id)))
  })

  it('always: every result holds every word of the query, and a word taken from an entry finds that entry', () => {
    const entries = allEntries(CONTINENT_RULES.en)
    fc.assert(fc.property(fc.constantFrom(...entries), fc.nat(), (entry, n) => {
      const words = queryWords([entry.title, ...entry.body].join(' ')).filter((w) => w.length > 2)
      const word = words[n % words.length] ?? entry.id
      const found = searchRules(CONTINENT_RULES.en, word)
      expect(found.map((e) => e.id)).toContain(entry.id)
      for (const e of found) expect(fold([e.title, ...(e.terms ?? []), ...e.body, ...e.rules].join(' ') + ' ' + (CONTINENT_RULES.en.find((a) => a.entries.includes(e))?.title ?? ''))).toContain(word)
    }))
  })
})
