// Cinder Cay's second scenario, "The Mountain Wakes" (resources/packs/cinder-cay/scenarios/
// mountain-wakes.json, in the spirit of I-SCEN4): its sheet holds, as data, what its README section
// promises. The special rules the format cannot say yet (lava, the crater, the cave search, fur as
// wood) are the README's "Hooks the engine must provide"; their strings are checked here.
import { describe, expect, it } from 'vitest'
import type { Condition } from '../effects'
import { cinderCayArt, loadCinderCay } from './cinder-cay-pack'

const content = loadCinderCay()
const found = content.scenarios['mountain-wakes']
if (!found) throw new Error('scenario "mountain-wakes" is missing from Cinder Cay')
const sheet = found

/** The facts a goal of this scenario reads. */
interface Facts { players: number; leaves: number; built: ReadonlySet<string> }

/** Evaluates the condition terms this goal uses; any other term fails the test, so the goal stays readable here. */
function holds(c: Condition, f: Facts): boolean {
  const within = (v: number, r: { min?: number | undefined; max?: number | undefined }): boolean => (r.min ?? -Infinity) <= v && v <= (r.max ?? Infinity)
  switch (c.op) {
    case 'all': return c.conds.every((x) => holds(x, f))
    case 'any': return c.conds.some((x) => holds(x, f))
    case 'players': return within(f.players, c)
    case 'counter': return c.counter === 'chart-leaves' && within(f.leaves, c)
    case 'built': return f.built.has(c.item)
    default: throw new Error(`the goal uses "${c.op}", which this test does not read`)
  }
}

const S = 'scenario.mountain-wakes.'

describe('Cinder Cay — The Mountain Wakes', () => {
  it('I-SCEN-02 I-SCEN-03 eleven rounds: no weather dice in rounds 1–2, rain in 3–5, rain and hungry animals in 6–8, all three in 9–11', () => {
    expect(sheet.rounds).toBe(11)
    expect(sheet.weather).toHaveLength(11)
    expect(sheet.weather.slice(0, 2)).toEqual([[], []])
    for (const w of sheet.weather.slice(2, 5)) expect(w).toEqual(['rain'])
    for (const w of sheet.weather.slice(5, 8)) expect([...w].sort()).toEqual(['animals', 'rain'])
    for (const w of sheet.weather.slice(8)) expect([...w].sort()).toEqual(['animals', 'rain', 'winter'])
  })

  it('I-END-01 the goal: the Outrigger built and 2 chart leaves solo, 3 with two or three players, 4 with four, checked at once', () => {
    expect(sheet.goal.when).toBe('immediate')
    expect(sheet.counters).toEqual([expect.objectContaining({ id: 'chart-leaves', start: 0 })])
    const need: Record<number, number> = { 1: 2, 2: 3, 3: 3, 4: 4 }
    for (const players of [1, 2, 3, 4]) {
      for (let leaves = 0; leaves <= 5; leaves += 1) {
        for (const built of [new Set<string>(), new Set(['outrigger'])]) {
          const want = built.has('outrigger') && leaves >= (need[players] ?? Infinity)
          expect(holds(sheet.goal.cond, { players, leaves, built }), `${players} players, ${leaves} leaves, outrigger ${built.size > 0}`).toBe(want)
        }
      }
    }
  })

  it('I-SETUP-10 I-SETUP-20 the start is Tall Grass west of the middle space: explored plains and no totem, so Twine (the Outrigger needs it) can be built at once', () => {
    expect(sheet.start).toEqual({ tile: 'tile-09', space: 'b2' })
    const start = content.tiles[sheet.start.tile]
    expect(start?.terrain).toBe('plains')
    expect(start?.totem).toBe(false)
    expect(content.cards.rope).toEqual(expect.objectContaining({ deck: 'invention', requires: { terrains: ['plains'] } }))
    const first = content.scenarios['packet-boat']
    expect(sheet.start.space).not.toBe(first?.start.space)
  })

  it('I-SETUP-19 I-SCEN4-03 additional setup: the Digging Stick and the Flint Blade start built, and a Time-consuming token lies on the Explore space', () => {
    expect(sheet.setup).toEqual([
      { op: 'flipSpace', spaces: ['b3'], title: 'scenario.mountain-wakes.crater', art: 'tile-crater.svg' },
      { op: 'buildItem', item: 'shovel' },
      { op: 'buildItem', item: 'knife' },
      { op: 'token', token: 'time', at: { area: 'action', action: 'explore' } },
    ])
  })

  it('I-SETUP-11 I-SETUP-14 I-SETUP-15 the Spyglass and the Old Flintlock with no draw, the Broken Mast, and 6 book + 6 adventure-icon Event cards', () => {
    expect(sheet.startingEquipment).toEqual({ draw: 0, fixed: ['equipment-spyglass', 'equipment-flintlock'] })
    expect(sheet.wreckage).toBe('wreckage-broken-mast')
    expect(sheet.eventDeck).toEqual({ book: Math.ceil(sheet.rounds / 2), adventure: Math.ceil(sheet.rounds / 2) })
  })

  it('I-SCEN-06 the book effect is an ash fall: a Time-consuming token on each of two tiles the group chooses', () => {
    const ash = { op: 'token', token: 'time', at: { area: 'chosen-tile' } }
    expect(sheet.book).toEqual([ash, ash])
  })

  it('I-SCEN-04 I-TOKEN-19 five totems, each marking its tile with the next Number token (a sealers\' cave); five totem tiles besides the start, one more than the largest chart needs', () => {
    expect(sheet.totems).toEqual(Array.from({ length: 5 }, () => [{ op: 'numberToken' }]))
    const totemTiles = Object.values(content.tiles).filter((t) => t.totem && t.id !== sheet.start.tile)
    expect(totemTiles).toHaveLength(5)
    expect(new Set(totemTiles.map((t) => t.terrain)).size).toBeGreaterThanOrEqual(4)
  })

  it('I-SCEN-02 round-track annotations: a tremor (Roof −1 if there is any) at the start of rounds 5 and 9, an ash fall (the book effect) at the start of round 7', () => {
    const tremor = [{ op: 'track', track: 'roof', amount: -1, ifPossible: true }]
    const lava = (space: string) => ({ op: 'flipSpace', spaces: [space], title: 'scenario.mountain-wakes.lava', art: 'tile-lava.svg' })
    expect(sheet.roundNotes).toEqual([
      { round: 5, at: 'start', effects: [lava('b2'), ...tremor] },
      { round: 6, at: 'start', effects: [lava('a2')] },
      { round: 7, at: 'start', effects: [lava('c2'), { op: 'book', times: 1 }] },
      { round: 8, at: 'start', effects: [lava('a3')] },
      { round: 9, at: 'start', effects: [lava('c3'), ...tremor] },
    ])
  })

  it('I-SCEN-07 I-INV-05 the Outrigger (Twine, Flint Blade, 3 wood, 1 fur) and the Frond Brooms, built again and again, each sweeping up to two Time-consuming tokens off tiles', () => {
    expect(sheet.inventions).toEqual(['outrigger', 'frond-brooms'])
    expect(content.cards.outrigger).toEqual(expect.objectContaining({
      deck: 'invention', placement: 'scenario', requires: { items: ['rope', 'knife'], cost: { wood: 3, fur: 1 } },
    }))
    const sweep = { op: 'removeToken', token: 'time', at: { area: 'chosen-tile' } }
    expect(content.cards['frond-brooms']).toEqual(expect.objectContaining({ deck: 'invention', placement: 'scenario', repeatable: true, onBuild: [sweep, sweep] }))
  })

  it('I-SCEN-05 four special Discovery tokens of this scenario, one copy each: Pitch Torch, Oilcloth, Cave Lantern, Woven Fan', () => {
    expect(sheet.discoveries).toEqual(['pitch-torch', 'oilcloth', 'cave-lantern', 'woven-fan'])
    const tokens = Object.values(content.discoveries).filter((t) => t.scenario === 'mountain-wakes')
    expect(tokens.map((t) => t.id).sort()).toEqual([...sheet.discoveries].sort())
    for (const t of tokens) expect(t.copies, t.id).toBe(1)
    expect(content.discoveries['pitch-torch']?.effects).toEqual([{ op: 'tempWeapon', amount: 3 }])
    expect(content.discoveries.oilcloth).toEqual(expect.objectContaining({ timing: 'weather', effects: [{ op: 'ignoreCloud', cloud: 'rain' }] }))
    expect(content.discoveries['cave-lantern']).toEqual(expect.objectContaining({ timing: 'planning', effects: [{ op: 'pawn', actions: ['explore'], uses: 'once' }] }))
  })

  it('every special rule, round-track caption and scenario piece has its English and Italian text', () => {
    const rules = ['start', 'items', 'trails', 'fur', 'lava', 'lava-camp', 'book', 'totem', 'cave'].map((r) => `${S}rule.${r}`)
    const rounds = ['calm', 'rain', 'animals', 'storm', 'lava-w', 'lava-nw', 'lava-sw', 'lava-ne', 'lava-se', 'tremor', 'ashfall'].map((r) => `${S}round.${r}`)
    const pieces = ['title', 'intro', 'goal', 'leaves', 'crater', 'lava', 'cave'].map((r) => `${S}${r}`)
    const en = content.strings.en ?? {}
    const itStrings = content.strings.it ?? {}
    for (const key of [...rules, ...rounds, ...pieces]) {
      expect(en[key], key).toMatch(/\S/)
      expect(itStrings[key], key).toMatch(/\S/)
      expect(itStrings[key], key).not.toBe(en[key])
    }
    expect(sheet.title).toBe(`${S}title`)
    expect(sheet.goal.text).toBe(`${S}goal`)
  })

  it('the scenario\'s art ships: the crater and lava spaces, the ash, cave and chart-leaf icons, the header', () => {
    expect(cinderCayArt()).toEqual(expect.arrayContaining(['tile-crater.svg', 'tile-lava.svg', 'icon-ash.svg', 'icon-cave.svg', 'icon-chart-leaf.svg', 'scenario-mountain-wakes.svg']))
  })
})
