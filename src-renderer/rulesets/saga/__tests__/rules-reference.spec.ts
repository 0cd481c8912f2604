import { describe, expect, it } from 'vitest'
import { allEntries, findEntry } from '../../../components/rules/reference'
import { SAGA_RULES } from '../rules'

const sources = import.meta.glob<string>(['../**/*.vue', '!../__tests__/**'], { query: '?raw', import: 'default', eager: true })
const ids = Object.values(import.meta.glob<string>('../../../../docs/rules-coverage/saga.ids', { query: '?raw', import: 'default', eager: true }))[0] ?? ''

describe('Saga’s rules reference', () => {
  it('every entry its table links to exists in English and Italian, with the same entries in both', () => {
    const linked = Object.values(sources).flatMap((text) => [...text.matchAll(/<RuleLink[^>]*?\sentry="([^"]+)"/gs)].map((m) => m[1] ?? ''))
    expect(linked.length).toBeGreaterThan(0)
    for (const id of linked) {
      expect(findEntry(SAGA_RULES.en, id), id).toBeDefined()
      expect(findEntry(SAGA_RULES.it, id), id).toBeDefined()
    }
    expect(allEntries(SAGA_RULES.it).map((e) => e.id)).toEqual(allEntries(SAGA_RULES.en).map((e) => e.id))
  })

  it('cites only rule IDs of the Saga spec', () => {
    const known = new Set(ids.split(/\s+/).filter((x) => x.startsWith('S-')))
    expect(known.size).toBeGreaterThan(100)
    for (const e of allEntries(SAGA_RULES.en)) for (const id of e.rules) expect(known.has(id), `${e.id}: ${id}`).toBe(true)
  })
})
