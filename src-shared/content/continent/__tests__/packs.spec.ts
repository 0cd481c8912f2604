import { describe, expect, it } from 'vitest'
import { formatProblem } from '../../problems'
import { parsePacks, type PackInput } from '../../parse-pack'
import { startingActionDeck } from '../lookups'
import { continentPackSpec } from '../pack-spec'
import { readPackFolder, TEST_PACK_DIR } from './load-pack'

// A tiny original expansion that depends on the test pack (C-COMP-16).
function expansion(edit: (files: Record<string, Record<string, unknown>>) => void = () => undefined): PackInput {
  const files: Record<string, Record<string, unknown>> = {
    'pack.json': {
      id: 'test-expansion', version: '1.0.0', formatVersion: 1, ruleset: 'continent', title: 'exp.title',
      dependencies: [{ id: 'continent-test', version: '0.1.0' }], effectsVersion: 1,
      curses: [{ id: 'the-glass-owl', title: 'exp.curse' }],
    },
    'cards/expansion.json': {
      cards: [
        { type: 'clue', uid: 'q-the-glass-owl', curse: 'the-glass-owl', title: 'exp.clue', text: 'exp.clue.text', start: '200', effects: [], actions: [] },
        { type: 'curse', uid: 'k-the-glass-owl', title: 'exp.curse', curse: 'the-glass-owl' },
        {
          type: 'adventure', uid: 'a-200-green1', number: '200', back: 'green', backText: 'exp.200.back', kind: 'terrain', title: 'exp.200.title',
          keywords: ['rope'], area: 'I', arrows: [{ edge: 'N', area: 'I', numbox: '201' }], effects: [],
          actions: [{ type: 'move', cost: 1, difficulty: 0, success: [{ op: 'move' }] }],
        },
        {
          type: 'adventure', uid: 'a-201-green1', number: '201', back: 'green', backText: 'exp.201.back', kind: 'temporaryEvent', title: 'exp.201.title',
          keywords: [], actions: [], effects: [], onReveal: [{ op: 'liftCurse', curse: 'the-glass-owl' }],
        },
      ],
    },
    'i18n/en.json': {
      'exp.title': 'Glass Owl', 'exp.curse': 'The Glass Owl', 'exp.clue': 'Clue: an Owl', 'exp.clue.text': 'Look up.',
      'exp.200.back': 'A tree.', 'exp.200.title': 'Owl Tree', 'exp.201.back': 'Wings.', 'exp.201.title': 'The Owl Flies',
    },
    'i18n/it.json': {
      'exp.title': 'Gufo di Vetro', 'exp.curse': 'Il Gufo di Vetro', 'exp.clue': 'Indizio: un gufo', 'exp.clue.text': 'Guarda in alto.',
      'exp.200.back': 'Un albero.', 'exp.200.title': 'Albero del Gufo', 'exp.201.back': 'Ali.', 'exp.201.title': 'Il Gufo Vola',
    },
  }
  edit(files)
  return { files: Object.entries(files).map(([path, v]) => ({ path, text: JSON.stringify(v) })), art: [] }
}
const base = (): PackInput => readPackFolder(TEST_PACK_DIR)
const problems = (packs: PackInput[]): string[] => {
  const r = parsePacks(packs, continentPackSpec)
  return r.ok ? [] : r.problems.map(formatProblem)
}

describe('several packs (C-COMP-16)', () => {
  it('C-COMP-16 an expansion adds cards, a curse and strings on top of its base pack', () => {
    const r = parsePacks([base(), expansion()], continentPackSpec)
    if (!r.ok) throw new Error(r.problems.map(formatProblem).join('\n'))
    const c = r.content
    expect(c.packs?.map((p) => p.id)).toEqual(['continent-test', 'test-expansion'])
    expect(c.manifest.id).toBe('continent-test')
    expect(c.manifest.curses.map((x) => x.id)).toEqual(['the-hollow-crown', 'the-drowned-bell', 'the-glass-owl'])
    expect(c.numbers['200']).toEqual(['a-200-green1'])
    expect(c.keywords.rope).toContain('a-200-green1')
    expect(c.strings.it?.['exp.200.title']).toBe('Albero del Gufo')
    expect(startingActionDeck(c, ['ines'], ['the-glass-owl'])).toContain('k-the-glass-owl')
  })
  it('problems name the pack folder', () => {
    expect(problems([base(), expansion((f) => { delete (f['i18n/it.json'] as Record<string, string>)['exp.201.title'] })])).toEqual([
      'test-expansion/i18n/it.json › exp.201.title: missing (present in test-expansion/i18n/en.json)',
      'test-expansion/cards/expansion.json › cards[3].title: string "exp.201.title" is missing in locale "it"',
    ])
  })
  it('a dependency must be loaded before the pack that needs it', () => {
    const out = problems([expansion()])
    expect(out).toContain('test-expansion/pack.json › dependencies[0]: needs pack "continent-test" 0.1.0, which is not loaded before it')
    expect(out).toContain('test-expansion/pack.json › (root): the base pack must name its special numbers: "special": { "easy", "hardcore", "paranoid" } (C-SETUP-6, C-ACT-40)')
  })
  it('a dependency needs the same major version, at least the one asked for', () => {
    const needsNewer = expansion((f) => { (f['pack.json'] as { dependencies: { version: string }[] }).dependencies[0] = { id: 'continent-test', version: '0.2.0' } as never })
    expect(problems([base(), needsNewer])).toEqual(['test-expansion/pack.json › dependencies[0]: needs pack "continent-test" 0.2.0 (same major version, at least that), found 0.1.0'])
  })
  it('a string key belongs to one pack', () => {
    expect(problems([base(), expansion((f) => { (f['i18n/en.json'] as Record<string, string>)['pack.title'] = 'Mine'; (f['i18n/it.json'] as Record<string, string>)['pack.title'] = 'Mio' })])).toEqual([
      'test-expansion/i18n/en.json › pack.title: already defined in continent-test/i18n/en.json',
      'test-expansion/i18n/it.json › pack.title: already defined in continent-test/i18n/it.json',
    ])
  })
  it('uids are unique across packs', () => {
    expect(problems([base(), expansion((f) => { ((f['cards/expansion.json'] as { cards: { uid: string }[] }).cards[1] as { uid: string }).uid = 'k-death-1' })]))
      .toContain('test-expansion/cards/expansion.json › cards[1].uid: duplicate uid "k-death-1" (first in continent-test/cards/setup.json › cards[4])')
  })
})
