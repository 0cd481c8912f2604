// Cinder Cay, the first shipped Island pack (resources/packs/cinder-cay): it validates with the
// Island pack format, and holds what its README promises (the [data] choices, the content sizes and
// the first scenario, Smoke for the Packet Boat; the second has mountain-wakes.spec.ts).
import { describe, expect, it } from 'vitest'
import type { IslandContent } from '../content'
import { walkEffects, type Effect } from '../effects'
import { loadCinderCay } from './cinder-cay-pack'

const content = loadCinderCay()
const cards = Object.values(content.cards)
const ofDeck = <D extends IslandContent['cards'][string]['deck']>(deck: D) => cards.filter((c) => c.deck === deck)
const scenario = content.scenarios['packet-boat']

describe('Cinder Cay pack', () => {
  it('validates with the Island pack format (every reference, string and art file)', () => {
    expect(content.manifest.id).toBe('cinder-cay')
    expect(scenario).toBeDefined()
  })

  it('I-COMP-04 eleven island tiles, every terrain at least twice', () => {
    const tiles = Object.values(content.tiles)
    expect(tiles).toHaveLength(11)
    expect(new Set(tiles.map((t) => t.number)).size).toBe(11)
    for (const terrain of ['beach', 'hills', 'mountains', 'river', 'plains'] as const) {
      expect(tiles.filter((t) => t.terrain === terrain).length, terrain).toBeGreaterThanOrEqual(2)
    }
  })

  it('I-COMP-01 I-SETUP-10 the board has one space per tile and the start tile lies on the leftmost space of the middle row', () => {
    const spaces = content.board.spaces
    expect(spaces).toHaveLength(Object.keys(content.tiles).length)
    const start = spaces.find((s) => s.id === scenario?.start.space)
    expect(start).toBeDefined()
    const middle = spaces.filter((s) => s.r === start?.r)
    expect(Math.min(...middle.map((s) => s.q))).toBe(start?.q)
    expect(Math.min(...spaces.map((s) => s.r))).toBeLessThan(start?.r ?? 0)
    expect(Math.max(...spaces.map((s) => s.r))).toBeGreaterThan(start?.r ?? 0)
  })

  it('I-DICE-03 I-DICE-10 every die has six faces, and every action die can show both of its kinds', () => {
    for (const d of content.dice.action) {
      expect(d.faces, d.id).toHaveLength(6)
      expect(new Set(d.faces).size, d.id).toBe(2)
    }
    expect(content.dice.weather.map((d) => d.role).sort()).toEqual(['animals', 'rain', 'winter'])
    for (const d of content.dice.weather) expect(d.faces, d.id).toHaveLength(6)
  })

  it('I-SCEN1-02 twelve rounds: no weather dice in rounds 1–3, the rain die in 4–6, all three in 7–12', () => {
    expect(scenario?.rounds).toBe(12)
    expect(scenario?.weather.slice(0, 3)).toEqual([[], [], []])
    expect(scenario?.weather.slice(3, 6)).toEqual([['rain'], ['rain'], ['rain']])
    for (const w of scenario?.weather.slice(6) ?? []) expect([...w].sort()).toEqual(['animals', 'rain', 'winter'])
  })

  it('I-SCEN1-01 I-SCEN1-04 the goal is a full signal pyre of five levels plus Fire, from round 10', () => {
    expect(scenario?.piles).toEqual([expect.objectContaining({ id: 'signal-pyre', resource: 'wood', levels: [1, 1, 1, 2, 2] })])
    expect(scenario?.goal).toEqual(expect.objectContaining({
      when: 'immediate',
      cond: { op: 'all', conds: [{ op: 'round', min: 10 }, { op: 'pileFull', pile: 'signal-pyre' }, { op: 'built', item: 'fire' }] },
    }))
    expect(content.cards.fire?.deck).toBe('invention')
  })

  it('I-SETUP-05 I-CHAR-15 nine default inventions, a pool of ten, four personal ones and two for each scenario', () => {
    const inv = ofDeck('invention')
    const by = (p: string): string[] => inv.filter((c) => c.deck === 'invention' && c.placement === p).map((c) => c.id).sort()
    expect(by('default')).toEqual(['bricks', 'dam', 'fire', 'knife', 'map', 'medicine', 'pot', 'rope', 'shovel'])
    expect(by('deck')).toHaveLength(10)
    expect(by('personal')).toHaveLength(4)
    const sheets = Object.values(content.scenarios)
    for (const s of sheets) expect(s.inventions, s.id).toHaveLength(2)
    expect(by('scenario')).toEqual(sheets.flatMap((s) => s.inventions).sort())
  })

  it('I-COMP-13 I-CHAR-18 four castaways with four abilities each, one companion and one dog', () => {
    const chars = Object.values(content.characters)
    const castaways = chars.filter((c) => c.kind === 'castaway')
    expect(castaways).toHaveLength(4)
    for (const c of castaways) expect(c.abilities, c.id).toHaveLength(4)
    expect(chars.filter((c) => c.kind === 'companion')).toHaveLength(1)
    expect(chars.find((c) => c.kind === 'dog')?.actions).toEqual(['hunt', 'explore'])
  })

  it('I-TOKEN-D06 eighteen standard Discovery tokens of thirteen kinds plus four specials of the scenario', () => {
    const tokens = Object.values(content.discoveries)
    const standard = tokens.filter((t) => t.scenario === undefined)
    expect(standard).toHaveLength(13)
    expect(standard.reduce((n, t) => n + t.copies, 0)).toBe(18)
    expect(tokens.filter((t) => t.scenario === 'packet-boat').map((t) => t.id).sort()).toEqual([...(scenario?.discoveries ?? [])].sort())
  })

  it('I-SETUP-15 enough Event cards: fifteen book and fifteen adventure-icon cards, and the adventure icons split evenly', () => {
    const events = ofDeck('event')
    expect(events.filter((c) => c.deck === 'event' && c.icon === 'book')).toHaveLength(15)
    for (const colour of ['build', 'gather', 'explore'] as const) {
      expect(events.filter((c) => c.deck === 'event' && c.icon === colour), colour).toHaveLength(5)
    }
  })

  it('I-DICE-08 I-EVENT-03 every adventure card shuffled into the Event deck carries its event half, six per colour', () => {
    const goingIn = { build: 0, gather: 0, explore: 0 }
    for (const c of ofDeck('adventure')) {
      if (c.deck !== 'adventure') continue
      const goesIn = c.effects.some((e) => e.op === 'intoEventDeck')
      expect(goesIn, c.id).toBe(c.event !== undefined)
      if (goesIn) goingIn[c.colour] += 1
    }
    expect(goingIn).toEqual({ build: 6, gather: 6, explore: 6 })
  })

  it('holds the research notes\' content for replay (about 200 components)', () => {
    const decks = content.decks
    expect(decks.adventure.build.length).toBeGreaterThanOrEqual(15)
    expect(decks.adventure.gather.length).toBeGreaterThanOrEqual(15)
    expect(decks.adventure.explore.length).toBeGreaterThanOrEqual(15)
    expect(decks.event.length).toBeGreaterThanOrEqual(30)
    expect(decks.mystery.length).toBeGreaterThanOrEqual(30)
    expect(decks.beast.length).toBeGreaterThanOrEqual(14)
    expect(decks.equipment.length).toBeGreaterThanOrEqual(8)
    const mysteryKinds = ofDeck('mystery').map((c) => (c.deck === 'mystery' ? c.kind : ''))
    expect(mysteryKinds.filter((k) => k === 'treasure')).toHaveLength(15)
    expect(mysteryKinds.filter((k) => k === 'trap')).toHaveLength(8)
    expect(mysteryKinds.filter((k) => k === 'creature')).toHaveLength(7)
    const tokens = Object.values(content.discoveries).reduce((n, t) => n + t.copies, 0)
    const total = cards.length + Object.keys(content.tiles).length + Object.keys(content.characters).length + tokens
      + content.dice.action.length + content.dice.weather.length + Object.keys(content.scenarios).length + 1
    expect(total).toBeGreaterThanOrEqual(200)
  })

  it('the Poultice (medicine) matters: some card spares a harm when it is built', () => {
    const namesMedicine = (list: readonly Effect[]): boolean => {
      let found = false
      walkEffects(list, (e) => { if (e.op === 'if' && JSON.stringify(e.cond).includes('"medicine"')) found = true })
      return found
    }
    const users = cards.filter((c) => (c.deck === 'event' && namesMedicine(c.event)) || (c.deck === 'adventure' && namesMedicine([...c.effects, ...(c.event ?? [])]))
      || (c.deck === 'mystery' && namesMedicine(c.effects)))
    expect(users.length).toBeGreaterThanOrEqual(5)
  })

  it('I-INV-C01 Hearth Stones: at Night, with food, 1 food heals one wound of a chosen castaway twice (2 on one, or 1 each on two)', () => {
    const hearth = content.cards.fireplace
    expect(hearth?.deck === 'invention' ? hearth.passive : undefined).toEqual([])
    expect(hearth?.deck === 'invention' ? hearth.use : undefined).toEqual([{
      op: 'if',
      cond: { op: 'all', conds: [{ op: 'phase', phase: 'night' }, { op: 'has', resource: 'food', min: 1 }] },
      then: [{ op: 'lose', resource: 'food', amount: 1 }, { op: 'heal', who: 'chosen', amount: 1 }, { op: 'heal', who: 'chosen', amount: 1 }],
    }])
  })

  it('English and Italian carry the same keys, and no Italian string is left in English', () => {
    const en = content.strings.en ?? {}
    const itStrings = content.strings.it ?? {}
    expect(Object.keys(itStrings).sort()).toEqual(Object.keys(en).sort())
    const same = Object.keys(en).filter((k) => en[k] === itStrings[k] && !/^[\d\s+−-]*$|Morale [+−]1\.?$/.test(en[k] ?? ''))
    // Proper names (castaways, the dog's own name aside) are the same in both languages on purpose.
    expect(same.filter((k) => !k.startsWith('character.') || !k.endsWith('.name'))).toEqual([])
  })

  it('every Adventure, Mystery and Event card has a story line, and every event half of an Adventure card its title, effect and story (issue #16 item 3)', () => {
    const en = content.strings.en ?? {}
    const itStrings = content.strings.it ?? {}
    const stories: string[] = []
    for (const c of cards) {
      if (c.deck !== 'adventure' && c.deck !== 'mystery' && c.deck !== 'event') continue
      expect(c.story, c.id).toBeDefined()
      stories.push(c.story ?? '')
      if (c.deck === 'adventure' && c.event) {
        expect([c.eventTitle, c.eventText, c.eventStory].every((k) => k !== undefined), c.id).toBe(true)
        stories.push(c.eventStory ?? '')
      }
    }
    expect(stories).toHaveLength(45 + 18 + 30 + 30)
    for (const key of stories) {
      // A line or two: read at a glance above the effect, in both languages.
      for (const line of [en[key] ?? '', itStrings[key] ?? '']) {
        expect(line.length, key).toBeGreaterThan(20)
        expect(line.length, key).toBeLessThanOrEqual(140)
        expect(line.split(/[.!?](?:\s|$)/).filter((x) => x.trim() !== '').length, key).toBeLessThanOrEqual(2)
      }
    }
    // Each its own line: no story told twice.
    expect(new Set(stories.map((k) => en[k])).size).toBe(stories.length)
  })
})
