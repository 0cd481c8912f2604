import { describe, expect, it } from 'vitest'
import { allEntries, findEntry, type RuleArea } from '../../../components/rules/reference'
import { searchRules } from '../../../components/rules/search'
import { CONTINENT_RULES } from '../rules'
import { TUTORIAL_STEPS } from '../tutorial/steps'

// Every component of the Continent table, as source text: the rule links they carry.
const sources = import.meta.glob<string>(['../**/*.vue', '!../__tests__/**'], { query: '?raw', import: 'default', eager: true })
const linked = (): { file: string; entry: string }[] => Object.entries(sources).flatMap(([file, text]) =>
  [...text.matchAll(/<RuleLink[^>]*?\sentry="([^"]+)"/gs)].map((m) => ({ file, entry: m[1] ?? '' })))

// The generated rules coverage table lists every rule ID of the spec.
const coverage = Object.values(import.meta.glob<string>('../../../../docs/rules-coverage/continent.md', { query: '?raw', import: 'default', eager: true }))[0] ?? ''

const shape = (areas: readonly RuleArea[]) => areas.map((a) => ({ id: a.id, entries: a.entries.map((e) => ({ id: e.id, rules: e.rules })) }))

describe('the Continent rules reference', () => {
  it('has one area per section 1–16 of the spec, in the spec’s order, with entries in every area', () => {
    expect(CONTINENT_RULES.en.map((a) => a.id)).toEqual([
      'general', 'components', 'cards', 'setup', 'turn', 'action', 'probability', 'life-force',
      'consequences', 'exploring', 'items', 'hand', 'saving', 'end', 'icons', 'definitions',
    ])
    for (const a of CONTINENT_RULES.en) expect(a.entries.length, a.id).toBeGreaterThan(0)
  })

  it('en and it have the same areas and entries, with the same ids and rule IDs, and every text written', () => {
    expect(shape(CONTINENT_RULES.it)).toEqual(shape(CONTINENT_RULES.en))
    for (const locale of ['en', 'it'] as const) {
      for (const a of CONTINENT_RULES[locale]) {
        expect(a.title.trim(), `${locale} ${a.id}`).not.toBe('')
        for (const e of a.entries) {
          expect(e.title.trim(), `${locale} ${e.id}`).not.toBe('')
          expect(e.body.length, `${locale} ${e.id}`).toBeGreaterThan(0)
          for (const p of e.body) expect(p.trim().length, `${locale} ${e.id}`).toBeGreaterThan(20)
        }
      }
    }
    // Not a copy: the Italian text differs from the English one entry by entry.
    for (const e of allEntries(CONTINENT_RULES.it)) expect(e.body.join(' '), e.id).not.toBe(findEntry(CONTINENT_RULES.en, e.id)?.body.join(' '))
  })

  it('entry ids are unique, stable kebab-case anchors', () => {
    const ids = allEntries(CONTINENT_RULES.en).map((e) => e.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  it('every rule ID an entry cites exists in the spec (the rules coverage table lists every ID)', () => {
    const known = new Set([...coverage.matchAll(/^\| (C-[A-Z]+-\d+) \|/gm)].map((m) => m[1]))
    expect(known.size).toBeGreaterThan(400)
    for (const e of allEntries(CONTINENT_RULES.en)) for (const id of e.rules) expect(known.has(id), `${e.id} cites ${id}`).toBe(true)
  })

  it('explains what players asked about: cost reductions, locked, all players, flags, take card, half stars, lucky 7, durability, hand limit, the Past, the satchel, curses', () => {
    const asked: Record<string, [string, string]> = {
      'action-cost-reduction': ['cost reduction', 'riduzione del costo'],
      'action-locked': ['locked', 'bloccata'],
      'turn-all-players': ['all players', 'tutti i giocatori'],
      'consequence-flags': ['flag', 'bandierina'],
      'consequence-take-card': ['take card', 'prendete la carta'],
      'action-half-stars': ['half star', 'mezza stella'],
      'action-lucky-7': ['lucky 7', '7 fortunato'],
      'items-durability': ['durability', 'durabilità'],
      'hand-limit': ['hand limit', 'limite di mano'],
      'saving-the-past': ['the past', 'passato'],
      'components-satchel': ['satchel', 'bisaccia'],
      'deck-curses': ['curse', 'maledizione'],
    }
    for (const [id, [en, it]] of Object.entries(asked)) {
      expect(searchRules(CONTINENT_RULES.en, en).map((e) => e.id), en).toContain(id)
      expect(searchRules(CONTINENT_RULES.it, it).map((e) => e.id), it).toContain(id)
    }
  })

  it('every entry linked from the table and from the guided adventure exists in both languages', () => {
    const links = linked()
    // The table links its refusal reasons and icon legends (the list must not be empty by accident).
    expect(links.length).toBeGreaterThan(5)
    const wanted = [...links.map((l) => `${l.entry} (${l.file})`), ...TUTORIAL_STEPS.map((s) => `${s.rule} (tutorial ${s.id})`)]
    for (const w of wanted) {
      const id = w.split(' ')[0] ?? ''
      expect(findEntry(CONTINENT_RULES.en, id), w).toBeDefined()
      expect(findEntry(CONTINENT_RULES.it, id), w).toBeDefined()
    }
  })
})
