import { describe, expect, it } from 'vitest'
import { findEntry } from '../../../components/rules/reference'
import { LANTERN_RULES } from '../rules'

const sources = import.meta.glob<string>('../*.vue', { query: '?raw', import: 'default', eager: true })

describe('Lantern Run’s rules reference', () => {
  it('every entry its table links to exists in English and Italian', () => {
    const entries = Object.values(sources).flatMap((text) => [...text.matchAll(/<RuleLink[^>]*?\sentry="([^"]+)"/gs)].map((m) => m[1] ?? ''))
    expect(entries.length).toBeGreaterThan(0)
    for (const id of entries) {
      expect(findEntry(LANTERN_RULES.en, id), id).toBeDefined()
      expect(findEntry(LANTERN_RULES.it, id), id).toBeDefined()
    }
  })

  it('cites only rule IDs of its RULES.md', () => {
    const rulesMd = Object.values(import.meta.glob<string>('../../../../src-shared/rulesets/lantern/RULES.md', { query: '?raw', import: 'default', eager: true }))[0] ?? ''
    const known = new Set([...rulesMd.matchAll(/\*\*(L-[A-Z]+-\d+)\*\*/g)].map((m) => m[1]))
    expect(known.size).toBeGreaterThan(10)
    for (const a of LANTERN_RULES.en) for (const e of a.entries) for (const id of e.rules) expect(known.has(id), `${e.id}: ${id}`).toBe(true)
  })
})
