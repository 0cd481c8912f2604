import { describe, expect, it } from 'vitest'
import { formatProblem } from '../../problems'
import { parsePack } from '../../parse-pack'
import type { ContinentContent } from '../content'
import { checkPlayerCount, limitsFor } from '../lookups'
import { continentPackSpec } from '../pack-spec'
import { readPackFolder, TEST_PACK_DIR } from './load-pack'

// Each test breaks the valid test pack in one way and expects exactly the problem(s) it causes.
const base = readPackFolder(TEST_PACK_DIR)
type Json = Record<string, unknown>
type Files = Record<string, Json>

function problems(mutate: (files: Files) => void, opts: { raw?: Record<string, string>; art?: string[] } = {}): string[] {
  const files: Files = {}
  for (const f of base.files) files[f.path] = JSON.parse(f.text) as Json
  mutate(files)
  const list = Object.entries(files).map(([path, v]) => ({ path, text: opts.raw?.[path] ?? JSON.stringify(v, null, 2) }))
  for (const [path, text] of Object.entries(opts.raw ?? {})) if (!(path in files)) list.push({ path, text })
  const r = parsePack(list, opts.art ?? base.art, continentPackSpec)
  return r.ok ? [] : r.problems.map(formatProblem)
}
const cardsOf = (files: Files, file: string): Json[] => (files[file] as { cards: Json[] }).cards
const adventure = (files: Files): Json[] => cardsOf(files, 'cards/adventure.json')
const byNumber = (files: Files, n: string): Json => {
  const c = adventure(files).find((x) => x.number === n)
  if (!c) throw new Error(`no ${n}`)
  return c
}
const actions = (c: Json): { success: Json[]; prerequisites?: Json[]; cost: number }[] => c.actions as { success: Json[]; cost: number }[]

describe('pack validator: every problem as "file › json.path: message"', () => {
  it('accepts the valid test pack', () => {
    expect(problems(() => undefined)).toEqual([])
  })
  it('malformed JSON names the line and column', () => {
    expect(problems(() => undefined, { raw: { 'cards/exploration.json': '{\n  "cards": [\n    { "type": "exploration", }\n  ]\n}' } }))
      .toEqual(['cards/exploration.json › (root): malformed JSON at line 3, column 30: expected a double-quoted property name'])
  })
  it('schema error with the JSON path of the field', () => {
    expect(problems((f) => { const a = actions(byNumber(f, '001'))[0]; if (a) a.cost = -1 }))
      .toEqual(['cards/adventure.json › cards[0].actions[0].cost: Too small: expected number to be >=0'])
  })
  it('unknown keys are rejected (typos never pass silently)', () => {
    expect(problems((f) => { byNumber(f, '001').colour = 'red' })).toEqual(['cards/adventure.json › cards[0]: Unrecognized key: "colour"'])
  })
  it('unknown effect op lists the known ops', () => {
    const out = problems((f) => { actions(byNumber(f, '001'))[0]?.success.push({ op: 'teleport' }) })
    expect(out).toHaveLength(1)
    expect(out[0]).toMatch(/^cards\/adventure\.json › cards\[0\]\.actions\[0\]\.success\[1\]\.op: Invalid discriminator value\. Expected 'take' \| 'revealExploration'/)
  })
  it('duplicate uids', () => {
    expect(problems((f) => { const c = adventure(f)[1]; if (c) c.uid = 'a-001-green1' }))
      .toEqual(['cards/adventure.json › cards[1].uid: duplicate uid "a-001-green1" (first in cards/adventure.json › cards[0])'])
  })
  it('card numbers must have 3 digits', () => {
    expect(problems((f) => { byNumber(f, '050').number = '50' }))
      .toEqual([
        'cards/adventure.json › cards[19].number: must be a 3-digit card number like "009"',
        // True: no card 050 exists any more ("50" is not a card number).
        'cards/adventure.json › cards[0].actions[1].success[0].number: card 050 does not exist',
      ])
  })
  it('referenced card numbers must exist', () => {
    expect(problems((f) => { actions(byNumber(f, '010'))[0]?.success.push({ op: 'take', number: '999' }) }))
      .toEqual(['cards/adventure.json › cards[1].actions[0].success[1].number: card 999 does not exist'])
  })
  it('referenced keywords must exist', () => {
    expect(problems((f) => { const a = actions(byNumber(f, '001'))[0]; if (a) a.prerequisites = [{ op: 'hasKeyword', keyword: 'unicorn' }] }))
      .toEqual(['cards/adventure.json › cards[0].actions[0].prerequisites[0].keyword: no card has the keyword "unicorn"'])
  })
  it('a prevented state must be a state', () => {
    expect(problems((f) => { (byNumber(f, '001').effects as Json[]).push({ op: 'preventState', number: '050' }) }))
      .toEqual(['cards/adventure.json › cards[0].effects[0].number: card 050 is not a state'])
  })
  it('every string key exists in every locale', () => {
    expect(problems((f) => { delete (f['i18n/it.json'] as Record<string, string>)['card.001.title'] })).toEqual([
      'i18n/it.json › card.001.title: missing (present in i18n/en.json)',
      'cards/adventure.json › cards[0].title: string "card.001.title" is missing in locale "it"',
    ])
  })
  it('locales have the same keys, even unused ones', () => {
    expect(problems((f) => { (f['i18n/en.json'] as Record<string, string>)['extra.note'] = 'Hi' }))
      .toEqual(['i18n/it.json › extra.note: missing (present in i18n/en.json)'])
  })
  it('C-EXPLORE-5 C-ICON-32 exploration-only consequences are rejected elsewhere', () => {
    expect(problems((f) => { actions(byNumber(f, '010'))[0]?.success.push({ op: 'revealExploration' }, { op: 'exploreReplace' }) })).toEqual([
      'cards/adventure.json › cards[1].actions[0].success[1]: revealExploration belongs on the back action of an Exploration card (C-EXPLORE-5)',
      'cards/adventure.json › cards[1].actions[0].success[2]: exploreReplace belongs on the front of an Exploration card (C-ICON-32)',
    ])
  })
  it('keyword labels are string keys too', () => {
    expect(problems((f) => { delete (f['i18n/en.json'] as Record<string, string>)['keyword.thorn'] }))
      .toEqual([
        'i18n/en.json › keyword.thorn: missing (present in i18n/it.json)',
        'cards/adventure.json › cards[9].keywords[0]: string "keyword.thorn" is missing in locale "en"',
      ])
  })
  it('referenced art files exist', () => {
    expect(problems(() => undefined, { art: base.art.filter((a) => a !== 'marsh.svg') }))
      .toEqual(['cards/adventure.json › cards[6].art: art file "art/marsh.svg" does not exist'])
  })
  it('every Adventure card is reachable from a clue start', () => {
    expect(problems((f) => { adventure(f).push({ ...byNumber(f, '080'), uid: 'a-081-green1', number: '081' }) }))
      .toEqual(['cards/adventure.json › cards[33]: card 081 ("a-081-green1") cannot be reached from any clue start'])
  })
  it('reachability follows numboxes: cutting the only numbox of 050 strands it', () => {
    expect(problems((f) => { const a = actions(byNumber(f, '001'))[1]; if (a) a.success = [] }))
      .toEqual(['cards/adventure.json › cards[19]: card 050 ("a-050-green1") cannot be reached from any clue start'])
  })
  it('every Exploration area is named by a reachable terrain arrow', () => {
    expect(problems((f) => { cardsOf(f, 'cards/exploration.json').push({ ...cardsOf(f, 'cards/exploration.json')[0], uid: 'x-iii-1', area: 'III' }) }))
      .toEqual(['cards/exploration.json › cards[9]: area III ("x-iii-1") is named by no reachable terrain arrow'])
  })
  it('advanced skills need a reachable purchase', () => {
    expect(problems((f) => { byNumber(f, '120').onReveal = [] })).toEqual([
      'cards/skills.json › cards[35]: advanced skill "s-trailblazer" can never be bought: no reachable card buys advanced skills',
      'cards/skills.json › cards[36]: advanced skill "s-old-wisdom" can never be bought: no reachable card buys advanced skills',
    ])
  })
  it('C-CONSEQ-11 a hidden number target must show the source icon', () => {
    expect(problems((f) => { delete byNumber(f, '055').sources }))
      .toEqual(['cards/adventure.json › cards[1].hiddenNumbers[0]: no copy of card 055 shows the source icon 010 (C-CONSEQ-11)'])
  })
  it('C-CONSEQ-11 C-Q-9 a flag sum target must show the numbox card as source', () => {
    expect(problems((f) => { byNumber(f, '085').sources = ['020'] }))
      .toEqual(['cards/adventure.json › cards[7].actions[1].success[0].flag.add: no copy of card 085 shows the source icon 021 (C-CONSEQ-11)'])
  })
  it('curses must be declared in pack.json', () => {
    expect(problems((f) => { ((byNumber(f, '090').onReveal as Json[])[1] as Json).curse = 'the-lost-shoe' }))
      .toEqual(['cards/adventure.json › cards[15].onReveal[1].curse: curse "the-lost-shoe" is not declared in pack.json'])
  })
  it('manifest format and effects versions', () => {
    expect(problems((f) => { const m = f['pack.json'] as Json; m.formatVersion = 2; m.effectsVersion = 9 })).toEqual([
      'pack.json › formatVersion: this build reads pack format 1',
      'pack.json › effectsVersion: this build interprets effects version 1',
    ])
  })
  it('C-GEN-3 C-SETUP-6 the base pack declares curses and special numbers', () => {
    const out = problems((f) => { const m = f['pack.json'] as Json; m.curses = []; delete m.special })
    expect(out).toContain('pack.json › curses: at least one curse is needed (C-GEN-3)')
    expect(out).toContain('pack.json › (root): the base pack must name its special numbers: "special": { "easy", "hardcore", "paranoid" } (C-SETUP-6, C-ACT-40)')
  })
  it('a pack without pack.json', () => {
    expect(problems((f) => { delete f['pack.json'] })).toEqual(['pack.json › (root): missing: every pack needs a pack.json'])
  })
  it('unexpected files', () => {
    expect(problems(() => undefined, { raw: { 'notes.txt': 'hello' } }))
      .toEqual(['notes.txt › (root): unexpected file (a pack holds pack.json, cards/*.json, i18n/*.json, art/*.svg)'])
  })
  it('C-CONSEQ-31 banish-and-replace needs a gold copy', () => {
    expect(problems((f) => { const g = adventure(f).find((c) => c.uid === 'a-130-gold1'); if (g) { g.uid = 'a-132-green1'; g.number = '132'; g.back = 'green'; actions(byNumber(f, '012'))[1]?.success.push({ op: 'take', number: '132' }) } }))
      .toEqual(['cards/adventure.json › cards[10].actions[0].success[1]: no gold card 130 to replace it (C-CONSEQ-31)'])
  })
  it('C-EXPLORE-11 a terrain summoned by an arrow must fit that edge', () => {
    expect(problems((f) => { (byNumber(f, '020').edges as Record<string, string>).S = 'cliff' }))
      .toEqual(['cards/adventure.json › cards[0].arrows[0]: terrain 020 ("a-020-green1") does not fit: its S edge is cliff, this N edge is plain (C-EXPLORE-11)'])
  })
  it('C-ICON-18 a new board starts from a terrain', () => {
    expect(problems((f) => { actions(byNumber(f, '021'))[2]?.success.push({ op: 'newBoard', number: '050' }) }))
      .toEqual(['cards/adventure.json › cards[7].actions[2].success[1].number: card 050 is not a terrain (C-ICON-18)'])
  })
  it('C-CARD-11 items need a durability', () => {
    expect(problems((f) => { delete byNumber(f, '050').durability }))
      .toEqual(['cards/adventure.json › cards[19].kind: an item needs a durability (C-CARD-11)'])
  })
  it('C-SETUP-15 a clue starts on a terrain', () => {
    expect(problems((f) => { const c = cardsOf(f, 'cards/setup.json').find((x) => x.type === 'clue'); if (c) c.start = '050' }))
      .toEqual(['cards/setup.json › cards[10].start: card 050 is not a terrain (C-SETUP-15)'])
  })
  it('C-D-17 specific skills and their character agree', () => {
    expect(problems((f) => { const s = cardsOf(f, 'cards/skills.json').find((x) => x.uid === 's-ines-sketch'); if (s) s.owner = 'bram' })).toEqual([
      'cards/setup.json › cards[0].skills[2]: card "s-ines-sketch" is not a skill owned by "ines"',
      'cards/skills.json › cards[39].owner: skill is not listed by character "bram"',
    ])
  })
  it('special numbers must exist', () => {
    expect(problems((f) => { ((f['pack.json'] as Json).special as Json).paranoid = '109' }))
      .toEqual(['pack.json › special.paranoid: card 109 does not exist', 'cards/adventure.json › cards[27]: card 100 ("a-100-green1") cannot be reached from any clue start', 'cards/adventure.json › cards[28]: card 100 ("a-100-green2") cannot be reached from any clue start'])
  })
  it('reports every problem at once, never a partial pack', () => {
    const out = problems((f) => { byNumber(f, '001').colour = 'red'; delete (f['i18n/it.json'] as Record<string, string>)['card.010.title'] })
    expect(out).toEqual([
      'cards/adventure.json › cards[0]: Unrecognized key: "colour"',
      'i18n/it.json › card.010.title: missing (present in i18n/en.json)',
      'cards/adventure.json › cards[1].title: string "card.010.title" is missing in locale "it"',
    ])
  })
})

describe('C-Q-1 hand limits by player count', () => {
  function withoutThreePlayers(): ContinentContent {
    const files = base.files.map((f) => {
      if (f.path !== 'cards/setup.json') return f
      const j = JSON.parse(f.text) as { cards: Json[] }
      const s = j.cards.find((c) => c.type === 'satchel')
      if (s) delete (s.limits as Json)['3']
      return { path: f.path, text: JSON.stringify(j) }
    })
    const r = parsePack(files, base.art, continentPackSpec)
    if (!r.ok) throw new Error(r.problems.map(formatProblem).join('\n'))
    return r.content
  }
  it('C-Q-1 C-HAND-3 a count without data fails loudly for that count, never a default', () => {
    const content = withoutThreePlayers()
    expect(limitsFor(content, 2).handLimit).toBe(3)
    expect(() => limitsFor(content, 3)).toThrow('Satchel & Journal "satchel" › limits.3: no hand and inventory limits for 3 players (C-Q-1)')
    expect(checkPlayerCount(content, 3)).toEqual(['Satchel & Journal "satchel" › limits.3: no hand and inventory limits for 3 players (C-Q-1)'])
    expect(checkPlayerCount(content, 4)).toEqual([])
  })
})
