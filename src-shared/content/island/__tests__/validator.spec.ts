import { describe, expect, it } from 'vitest'
import { parsePack } from '../../parse-pack'
import { formatProblem } from '../../problems'
import { islandPackSpec } from '../pack-spec'
import { ISLAND_TEST_PACK_DIR, islandTestContent, readPackFolder } from './load-island-pack'

// Each test breaks the valid Island test pack in one way and expects exactly the problem(s) it causes.
const base = readPackFolder(ISLAND_TEST_PACK_DIR)
type Json = Record<string, unknown>
type Files = Record<string, Json>

function problems(mutate: (files: Files) => void, art: string[] = base.art): string[] {
  const files: Files = {}
  for (const f of base.files) files[f.path] = JSON.parse(f.text) as Json
  mutate(files)
  const r = parsePack(Object.entries(files).map(([path, v]) => ({ path, text: JSON.stringify(v, null, 1) })), art, islandPackSpec)
  return r.ok ? [] : r.problems.map(formatProblem)
}
const list = (files: Files, file: string, key: string): Json[] => (files[file] as Record<string, Json[]>)[key] ?? []
const card = (files: Files, id: string): Json => {
  const c = list(files, 'cards/cards.json', 'cards').find((x) => x.id === id)
  if (!c) throw new Error(`no card ${id}`)
  return c
}
const scenario = (files: Files): Json => list(files, 'scenarios/scenarios.json', 'scenarios')[0] ?? {}
const manifest = (files: Files): Json => files['pack.json'] ?? {}
const files = (all: Files, locale: string): Json => all[`i18n/${locale}.json`] ?? {}

describe('Island pack validator: every problem as "file › json.path: message"', () => {
  it('accepts the valid test pack and indexes its decks', () => {
    expect(problems(() => undefined)).toEqual([])
    const c = islandTestContent()
    expect(c.decks.adventure.build).toHaveLength(4)
    expect(c.decks.event.length).toBeGreaterThanOrEqual(12)
    expect(Object.keys(c.characters)).toContain('hound')
  })

  it('unknown effect terms and unknown keys are schema errors at their JSON path', () => {
    const out = problems((f) => { (card(f, 'adv-build-1').effects as Json[]).push({ op: 'teleport' }) })
    expect(out).toHaveLength(1)
    expect(out[0]).toMatch(/^cards\/cards\.json › cards\[\d+\]\.effects\[1\]\.op: /)
    expect(problems((f) => { card(f, 'beast-0').colour = 'red' })[0]).toMatch(/cards\[\d+\]: Unrecognized key: "colour"/)
  })

  it('I-DICE-02 a die face its role cannot show, and I-COMP-16 a missing die', () => {
    const dice = (f: Files): { action: Json[] } => manifest(f).dice as { action: Json[] }
    expect(problems((f) => { (dice(f).action[0] as { faces: string[] }).faces[0] = 'success' }))
      .toEqual(['pack.json › dice.action[0].faces[0]: a wound die shows only wound or blank (I-DICE-02)'])
    expect(problems((f) => { dice(f).action.splice(0, 1, { id: 'x', colour: 'build', role: 'success', faces: ['success', 'fail'] }) }))
      .toEqual([
        'pack.json › dice.action: there must be exactly one build wound die (found 0) (I-COMP-16)',
        'pack.json › dice.action: there must be exactly one build success die (found 2) (I-COMP-16)',
      ])
  })

  it('I-SCEN-03 the weather schedule needs one entry per round, naming real weather dice', () => {
    expect(problems((f) => { (scenario(f).weather as string[][]).pop() }))
      .toEqual(['scenarios/scenarios.json › scenarios[0].weather: the weather schedule needs one entry per round (12), found 11 (I-SCEN-03)'])
    expect(problems((f) => { (scenario(f).weather as string[][])[4] = ['hail'] }))
      .toEqual(['scenarios/scenarios.json › scenarios[0].weather[4][0]: weather die "hail" does not exist'])
  })

  it('every id an effect names exists: inventions, piles, counters', () => {
    expect(problems((f) => { (card(f, 'inv-mast').onBuild as Json[])[0] = { op: 'pile', pile: 'bonfire', amount: 2 } }))
      .toEqual([expect.stringMatching(/cards\[\d+\]\.onBuild\[0\]\.pile: no scenario declares the pile "bonfire"$/)])
    expect(problems((f) => { (scenario(f).goal as Json).cond = { op: 'built', item: 'inv-nothing' } }))
      .toEqual(['scenarios/scenarios.json › scenarios[0].goal.cond.item: invention "inv-nothing" does not exist'])
    expect(problems((f) => { (card(f, 'inv-bow').requires as Json).items = ['beast-0'] }))
      .toEqual([expect.stringMatching(/cards\[\d+\]\.requires\.items\[0\]: card "beast-0" is not an invention$/)])
  })

  it('I-CHAR-15 a personal invention names its castaway owner, who names it back', () => {
    expect(problems((f) => { card(f, 'inv-alpha').owner = 'beta' })).toEqual([
      expect.stringMatching(/cards\[\d+\]\.owner: "beta" names another personal invention$/),
      'characters/characters.json › characters[0].personalInvention: "inv-alpha" must be a personal invention owned by "alpha"',
    ])
  })

  it('I-CHAR-10 a castaway needs a wound track whose arrows lie on it; I-2P-19 the dog has none', () => {
    expect(problems((f) => { (list(f, 'characters/characters.json', 'characters')[0]?.woundTrack as { arrowsAfter: number[] }).arrowsAfter.push(10) }))
      .toEqual(['characters/characters.json › characters[0].woundTrack.arrowsAfter[3]: an arrow after space 10 lies beyond the track\'s last space'])
    expect(problems((f) => { const dog = list(f, 'characters/characters.json', 'characters')[5]; if (dog) dog.woundTrack = { length: 3, arrowsAfter: [] } }))
      .toEqual(['characters/characters.json › characters[5].woundTrack: the dog cannot be wounded (I-2P-19)'])
  })

  it('I-SETUP-15 the Event deck needs ceil(R/2) book and adventure cards', () => {
    expect(problems((f) => { scenario(f).rounds = 30; scenario(f).weather = Array.from({ length: 30 }, () => []) })).toEqual([
      'scenarios/scenarios.json › scenarios[0].eventDeck: the Event deck needs 15 book cards, the pack has 7 (I-SETUP-15)',
      'scenarios/scenarios.json › scenarios[0].eventDeck: the Event deck needs 15 adventure-icon cards, the pack has 7 (I-SETUP-15)',
    ])
  })

  it('a missing string key is reported in every locale; a missing art file by name', () => {
    expect(problems((f) => { card(f, 'beast-1').title = 'card.nowhere' })).toEqual([
      expect.stringMatching(/cards\[\d+\]\.title: string "card\.nowhere" is missing in locale "en"$/),
      expect.stringMatching(/cards\[\d+\]\.title: string "card\.nowhere" is missing in locale "it"$/),
    ])
    expect(problems((f) => { card(f, 'beast-1').art = 'beast.svg' })).toEqual([expect.stringMatching(/cards\[\d+\]\.art: art file "art\/beast\.svg" does not exist$/)])
  })

  it('a card\'s story line (and an event half\'s) is a string key in every locale of the pack', () => {
    expect(problems((f) => {
      card(f, 'adv-build-0').story = 'card.adv-build-0.story'
      card(f, 'adv-build-0').eventStory = 'card.adv-build-0.event.story'
      card(f, 'mys-0').story = 'card.mys-0.story'
      card(f, 'mys-0').eventStory = 'card.mys-0.event.story'
      for (const l of ['en', 'it']) Object.assign(files(f, l), { 'card.adv-build-0.story': 'A line.', 'card.adv-build-0.event.story': 'Later.', 'card.mys-0.story': 'Found.', 'card.mys-0.event.story': 'Gone.' })
    })).toEqual([])
    const out = problems((f) => {
      card(f, 'adv-build-0').story = 'card.adv-build-0.story'
      card(f, 'adv-build-0').eventStory = 'card.nowhere'
      card(f, 'mys-0').eventStory = 'card.nowhere-either'
      files(f, 'en')['card.adv-build-0.story'] = 'Only in English.'
    })
    expect(out).toEqual(expect.arrayContaining([
      expect.stringMatching(/^cards\/cards\.json › cards\[\d+\]\.story: string "card\.adv-build-0\.story" is missing in locale "it"$/),
      expect.stringMatching(/cards\[\d+\]\.eventStory: string "card\.nowhere" is missing in locale "en"$/),
      expect.stringMatching(/cards\[\d+\]\.eventStory: string "card\.nowhere-either" is missing in locale "it"$/),
    ]))
    expect(out.filter((p) => p.includes('card.adv-build-0.story') && p.includes('"en"'))).toEqual([])
  })

  it('I-SCEN3-04 joinCamp names a character of kind traveller', () => {
    const trip = (f: Files): Json => ((list(f, 'scenarios/scen3-stranded.json', 'scenarios')[0]?.sites as Json[] | undefined) ?? []).find((x) => x.id === 's3-raft-trip') ?? {}
    const joinAt = (f: Files, character: string): void => { (trip(f).effects as Json[]).push({ op: 'joinCamp', character }) }
    expect(problems((f) => joinAt(f, 'helper'))).toEqual(['scenarios/scen3-stranded.json › scenarios[0].sites[0].effects[2].character: character "helper" is not a traveller (I-SCEN3-04)'])
    expect(problems((f) => joinAt(f, 'nobody'))).toEqual(['scenarios/scen3-stranded.json › scenarios[0].sites[0].effects[2].character: character "nobody" does not exist'])
  })

  it('I-2P-02, I-SOLO-01 a pack needs a companion and a dog', () => {
    expect(problems((f) => { list(f, 'characters/characters.json', 'characters').pop() })).toEqual(['pack.json › (root): an Island pack needs exactly one dog (I-SOLO-01)'])
  })
})
