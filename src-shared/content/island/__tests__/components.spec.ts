// The components of spec §1 (I-COMP-*) and the scenario sheet of §3 (I-SCEN-01, I-SCEN-08) as
// Cinder Cay ships them and as the validator demands them: each count is our [data] choice (the
// README gives the reasons); what the rules need from a deck or a sheet is a pack check, refused
// with file, JSON path and reason. What components do in play: rulesets/island/__tests__/components.spec.ts.
import { describe, expect, it } from 'vitest'
import { parsePack } from '../../parse-pack'
import { formatProblem } from '../../problems'
import { islandModule } from '../../../rulesets/island/module'
import { setup } from '../../../rulesets/island/setup'
import { isRuleError } from '../../../engine/rule-error'
import { islandPackSpec } from '../pack-spec'
import type { IslandCard } from '../cards'
import { loadCinderCay } from './cinder-cay-pack'
import { ISLAND_TEST_PACK_DIR, readPackFolder } from './load-island-pack'

const cinder = loadCinderCay()
const cards = Object.values(cinder.cards)
const ofDeck = <D extends IslandCard['deck']>(deck: D): Extract<IslandCard, { deck: D }>[] => cards.filter((c): c is Extract<IslandCard, { deck: D }> => c.deck === deck)
const count = <T>(list: readonly T[], key: (x: T) => string): Record<string, number> => {
  const out: Record<string, number> = {}
  for (const x of list) out[key(x)] = (out[key(x)] ?? 0) + 1
  return out
}

// The valid test pack broken in one way; the problems it causes, formatted.
const base = readPackFolder(ISLAND_TEST_PACK_DIR)
type Json = Record<string, unknown>
type Files = Record<string, Json>
function problems(mutate: (files: Files) => void): string[] {
  const files: Files = {}
  for (const f of base.files) files[f.path] = JSON.parse(f.text) as Json
  mutate(files)
  const r = parsePack(Object.entries(files).map(([path, v]) => ({ path, text: JSON.stringify(v, null, 1) })), base.art, islandPackSpec)
  return r.ok ? [] : r.problems.map(formatProblem)
}
const list = (files: Files, file: string, key: string): Json[] => (files[file] as Record<string, Json[]>)[key] ?? []
const testCards = (f: Files): Json[] => list(f, 'cards/cards.json', 'cards')
const card = (f: Files, id: string): Json => {
  const c = testCards(f).find((x) => x.id === id)
  if (!c) throw new Error(`no card ${id}`)
  return c
}
const sheet = (f: Files): Json => list(f, 'scenarios/scenarios.json', 'scenarios')[0] ?? {}
/** Every scenario sheet of every scenarios/*.json file (the test pack has one file per test scenario). */
const allSheets = (f: Files): Json[] => Object.keys(f).filter((k) => k.startsWith('scenarios/')).flatMap((k) => list(f, k, 'scenarios'))
const dropCards = (f: Files, keep: (c: Json) => boolean): void => {
  const all = testCards(f)
  ;(f['cards/cards.json'] as { cards: Json[] }).cards = all.filter(keep)
}

describe('scenario sheets and character sheets (I-COMP-02, I-COMP-03)', () => {
  it('I-COMP-02 the pack\'s scenario sheets are its scenarios/*.json items; a pack without one is refused', () => {
    expect(Object.keys(cinder.scenarios).sort()).toEqual(['mountain-wakes', 'packet-boat'])
    expect(problems((f) => { for (const k of Object.keys(f)) if (k.startsWith('scenarios/')) (f[k] as { scenarios: Json[] }).scenarios = [] }))
      .toContain('pack.json › (root): an Island pack needs at least one scenario (scenarios/*.json) (I-SETUP-01)')
  })

  it('I-COMP-03 four castaways, each with a wound track, four abilities and a personal invention; a castaway with three abilities is refused', () => {
    const castaways = Object.values(cinder.characters).filter((c) => c.kind === 'castaway')
    expect(castaways.map((c) => c.id)).toEqual(['shipwright', 'steward', 'cartographer', 'marine'])
    for (const c of castaways) expect([c.woundTrack !== undefined, c.abilities.length, c.personalInvention !== undefined], c.id).toEqual([true, 4, true])
    expect(problems((f) => { (list(f, 'characters/characters.json', 'characters')[0]?.abilities as Json[]).pop() }))
      .toEqual(['characters/characters.json › characters[0].abilities: a castaway has 4 special abilities (I-CHAR-18)'])
  })
})

describe('the card decks (I-COMP-05…I-COMP-11)', () => {
  it('I-COMP-05 thirty Event cards, half with the book icon, five per adventure colour, each with an event, a threat action and a threat effect', () => {
    const events = ofDeck('event')
    expect(events).toHaveLength(30)
    expect(count(events, (e) => e.icon)).toEqual({ book: 15, build: 5, gather: 5, explore: 5 })
    for (const e of events) expect([e.threat.pawns >= 1, Array.isArray(e.event), Array.isArray(e.threatEffect)], e.id).toEqual([true, true, true])
    expect(problems((f) => { delete card(f, 'ev-00').icon })).toEqual([expect.stringMatching(/^cards\/cards\.json › cards\[0\]\.icon: /)])
  })

  it('I-COMP-06 three Wreckage cards, each with a one-pawn and a two-pawn reward; a sheet must name one of them', () => {
    const wrecks = ofDeck('wreckage')
    expect(wrecks).toHaveLength(3)
    for (const w of wrecks) expect([w.minor.length > 0, w.major.length > 0], w.id).toEqual([true, true])
    expect(problems((f) => { sheet(f).wreckage = 'ev-00' })).toEqual(['scenarios/scenarios.json › scenarios[0].wreckage: "ev-00" is not a wreckage card (I-SETUP-14)'])
  })

  it('I-COMP-07 thirty Mystery cards under one back: 15 treasures, 8 traps, 7 creatures; a pack without traps is refused', () => {
    expect(count(ofDeck('mystery'), (m) => m.kind)).toEqual({ treasure: 15, trap: 8, creature: 7 })
    expect(problems((f) => { dropCards(f, (c) => c.kind !== 'trap') })).toEqual(['pack.json › (root): the Mystery deck needs at least one trap card (I-COMP-07)'])
  })

  it('I-COMP-08 forty-five Adventure cards, fifteen per colour, and those that go into the Event deck carry an event half; a colour without cards is refused', () => {
    const adv = ofDeck('adventure')
    expect(count(adv, (a) => a.colour)).toEqual({ build: 15, gather: 15, explore: 15 })
    const goIn = adv.filter((a) => JSON.stringify(a.effects).includes('"intoEventDeck"'))
    expect(goIn.length).toBe(18)
    for (const a of goIn) expect(a.event?.length ?? 0, a.id).toBeGreaterThan(0)
    expect(problems((f) => { dropCards(f, (c) => c.colour !== 'explore') })).toEqual(['pack.json › (root): the explore Adventure deck needs at least one card (I-COMP-08)'])
  })

  it('I-COMP-09 twenty-seven Invention cards: 9 defaults, 10 in the deck, 4 personal, 2 for each scenario; each names what it needs', () => {
    const inv = ofDeck('invention')
    expect(count(inv, (i) => i.placement)).toEqual({ default: 9, deck: 10, personal: 4, scenario: 4 })
    // (A card refused by its schema leaves the deck, so a test sheet drawing every Invention may also complain.)
    expect(problems((f) => { (card(f, 'inv-bow').requires as Json).terrains = ['swamp'] })).toContainEqual(expect.stringMatching(/cards\[\d+\]\.requires\.terrains\[0\]: /))
  })

  it('I-COMP-10 eight Starting Equipment cards of two uses each; a game starts with two of them, two uses on each', () => {
    const eq = ofDeck('equipment')
    expect([eq.length, eq.every((e) => e.uses === 2)]).toEqual([8, true])
    const s = setup(cinder, { scenario: 'packet-boat', characters: ['shipwright', 'steward'] }, 5)
    expect(isRuleError(s) ? s.code : [s.equipment.length, s.equipment.every((e) => e.uses === 2), s.decks.equipment.length]).toEqual([2, true, 6])
  })

  it('I-COMP-11 fourteen Beast cards make the Beast deck; the Hunting deck starts empty; a pack without beasts is refused', () => {
    expect(ofDeck('beast')).toHaveLength(14)
    const s = setup(cinder, { scenario: 'packet-boat', characters: ['marine'] }, 5)
    expect(isRuleError(s) ? s.code : [s.decks.beast.length, s.decks.hunting]).toEqual([14, []])
    expect(problems((f) => { dropCards(f, (c) => c.deck !== 'beast') })).toEqual(['pack.json › (root): the Beast deck needs at least one card (I-COMP-11)'])
  })
})

describe('dice and Discovery tokens (I-COMP-16, I-COMP-17, I-COMP-21)', () => {
  it('I-COMP-16 nine action dice, a wound, a success and an adventure die in each of three colours; a die twice, or a tenth, is refused', () => {
    expect(count(cinder.dice.action, (d) => `${d.colour}/${d.role}`)).toEqual(Object.fromEntries(['build', 'gather', 'explore'].flatMap((c) => ['wound', 'success', 'adventure'].map((r) => [`${c}/${r}`, 1]))))
    const dice = (f: Files): { action: Json[]; weather: Json[] } => (f['pack.json'] as Json).dice as { action: Json[]; weather: Json[] }
    expect(problems((f) => { const i = dice(f).action.findIndex((d) => d.colour === 'gather' && d.role === 'adventure'); dice(f).action[i] = { id: 'gather-adventure', colour: 'gather', role: 'wound', faces: ['wound', 'blank'] } }))
      .toEqual(['pack.json › dice.action: there must be exactly one gather wound die (found 2) (I-COMP-16)', 'pack.json › dice.action: there must be exactly one gather adventure die (found 0) (I-COMP-16)'])
    expect(problems((f) => { dice(f).action.push({ id: 'extra', colour: 'gather', role: 'wound', faces: ['wound', 'blank'] }) }))
      .toContain('pack.json › dice.action: Too big: expected array to have <=9 items')
  })

  it('I-COMP-17 three weather dice, Rain, Winter and Hungry animals; a second Rain die is refused, a missing one too', () => {
    expect(cinder.dice.weather.map((d) => d.role).sort()).toEqual(['animals', 'rain', 'winter'])
    const weather = (f: Files): Json[] => ((f['pack.json'] as Json).dice as { weather: Json[] }).weather
    expect(problems((f) => { weather(f).push({ id: 'rain-2', role: 'rain', faces: [{ rain: 1 }, {}] }) }))
      .toEqual(['pack.json › dice.weather: there must be exactly one rain weather die (found 2) (I-COMP-17)'])
    expect(problems((f) => { const w = weather(f); w.splice(w.findIndex((d) => d.role === 'winter'), 1); for (const sh of allSheets(f)) for (const r of sh.weather as string[][]) r.splice(0, r.length, ...r.filter((d) => d !== 'winter')) }))
      .toEqual(['pack.json › dice.weather: there must be exactly one winter weather die (found 0) (I-COMP-17)'])
  })

  it('I-COMP-21 eighteen standard Discovery tokens of thirteen kinds, and four special ones for each scenario', () => {
    const tokens = Object.values(cinder.discoveries)
    const standard = tokens.filter((t) => t.scenario === undefined)
    expect([standard.length, standard.reduce((n, t) => n + t.copies, 0)]).toEqual([13, 18])
    for (const id of Object.keys(cinder.scenarios)) expect(tokens.filter((t) => t.scenario === id).reduce((n, t) => n + t.copies, 0), id).toBe(4)
    const s = setup(cinder, { scenario: 'packet-boat', characters: ['cartographer'] }, 2)
    expect(isRuleError(s) ? s.code : s.decks.discovery.length).toBe(22)
  })
})

describe('the scenario sheet (I-SCEN-01, I-SCEN-08)', () => {
  it('I-SCEN-01 each sheet carries the fields A–L: name, description, objective, round track, weather, additional setup, special rules, totems, special tokens, book effect, special inventions, extras', () => {
    for (const sc of Object.values(cinder.scenarios)) {
      const fields = [sc.title, sc.text, sc.goal, sc.rounds, sc.weather, sc.setup, sc.rules, sc.totems, sc.discoveries, sc.book, sc.inventions]
      expect(fields.every((x) => x !== undefined), sc.id).toBe(true)
      expect([sc.weather.length, sc.inventions.length, sc.discoveries.length], sc.id).toEqual([sc.rounds, 2, 4])
    }
    expect(cinder.scenarios['packet-boat']?.piles?.length).toBe(1)
    expect(cinder.scenarios['mountain-wakes']?.counters?.length).toBe(1)
    expect(problems((f) => { delete sheet(f).goal })).toContain('scenarios/scenarios.json › scenarios[0].goal: Invalid input: expected object, received undefined')
  })

  it('I-SCEN-08 the sheets are offered in their recommended order of play, the learning scenario first; two sheets with one number are refused', () => {
    expect(islandModule.packInfo?.(cinder).setup.scenarios.map((s) => s.id)).toEqual(['packet-boat', 'mountain-wakes'])
    expect(problems((f) => {
      const sc = f['scenarios/scenarios.json'] as { scenarios: Json[] }
      const first = sc.scenarios[0] ?? {}
      first.order = 1
      sc.scenarios.push({ ...first, id: 'test-again' })
    })).toContain('scenarios/scenarios.json › scenarios[1].order: another scenario is already number 1 in the order of play (I-SCEN-08)')
  })
})

describe('"resolve again" in a pack (I-GOLD-14)', () => {
  it('I-GOLD-14 "resolveAgain" belongs in an Event card\'s threat effect; in its event half it would never end and is refused', () => {
    expect(problems((f) => { card(f, 'ev-01').threatEffect = [{ op: 'resolveAgain' }] })).toEqual([])
    expect(problems((f) => { card(f, 'ev-01').event = [{ op: 'resolveAgain' }] }))
      .toEqual(['cards/cards.json › cards[1].event[0]: "resolveAgain" repeats an Event card\'s event half: it belongs in that card\'s threatEffect only (I-GOLD-14)'])
  })
})
