// Reedmere, the first shipped Saga pack (resources/packs/reedmere): it validates with the Saga pack
// format, and holds what its README promises — the missing-data choices (shapes, dice, dials), the
// content sizes, two adventures whose maps, stories and goals hang together, and every string in
// English and Italian. The random games are in reedmere-games.spec.ts.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { placeOnGrid, placements, type Cell } from '../../../engine/polyomino'
import type { Adventure } from '../adventure'
import { walkEffects, type Effect } from '../effects'
import type { EnemyCard } from '../enemies'
import { freeGrid } from '../grid-text'
import { readPackFolder } from './load-saga-pack'
import { REEDMERE_DIR, reedmere } from './reedmere-pack'

const content = reedmere()
const adventures = Object.values(content.adventures)
const causeway = content.adventures.causeway
const bell = content.adventures.bell
const strings = (locale: string): Record<string, string> => JSON.parse(readFileSync(join(REEDMERE_DIR, 'i18n', `${locale}.json`), 'utf8')) as Record<string, string>

/** Every effect list of an adventure: its Locations, sheet, hooks, round effects and paragraphs with their subplots. */
function adventureEffects(a: Adventure): Effect[] {
  const out: Effect[] = []
  const add = (list: readonly Effect[]): void => walkEffects(list, (e) => { out.push(e) })
  a.map.locations.forEach((l) => add(l.effects))
  a.sheet.eventEffects.forEach(add)
  a.sheet.roundEffects.forEach((r) => add(r.effects))
  a.sheet.hooks.forEach((h) => add(h.effects))
  for (const p of Object.values(content.paragraphs[a.id] ?? {})) { add(p.effects); p.subplots.forEach((s) => add(s.effects)) }
  return out
}

/** Areas reachable from the start over Borders that can be crossed (every kind but impassable). */
function reachable(a: Adventure): Set<string> {
  const seen = new Set([a.map.start])
  let grew = true
  while (grew) {
    grew = false
    for (const b of a.map.borders) {
      if (b.kind === 'impassable') continue
      const [x, y] = b.between
      if (seen.has(x) !== seen.has(y)) { seen.add(x); seen.add(y); grew = true }
    }
  }
  return seen
}

/** Whether these tiles, placed one after another as one connected group, can cover every heart of the card (S-COMBAT-17, S-COMBAT-18, S-COMBAT-21). */
function canCoverHearts(card: EnemyCard, tiles: readonly string[]): boolean {
  const hearts: Cell[] = []
  card.cells.forEach((row, r) => [...row].forEach((ch, c) => { if (ch === 'H') hearts.push([c, r]) }))
  const search = (grid: string[], left: readonly string[]): boolean => {
    if (hearts.every(([c, r]) => grid[r]?.[c] === 'T')) return true
    return left.some((shape, i) => {
      const cells = content.shapes[shape]?.cells ?? []
      const rest = left.filter((_, k) => k !== i)
      return placements(grid, cells, { touching: (ch) => ch === 'T' }).some((p) => search(placeOnGrid(grid, p.cells, 'T'), rest))
    })
  }
  return search(freeGrid(card.cells), tiles)
}

/** Every roll of these dice, as the white shapes the faces show. */
function rolls(dice: readonly string[]): string[][] {
  return dice.reduce<string[][]>((acc, die) => acc.flatMap((roll) => (content.dice[die]?.faces ?? []).map((f) => [...roll, f.white])), [[]])
}

/** The chance (0–1) that one roll of this dial level of a character beats the card. */
function winChance(character: string, level: number, card: EnemyCard): number {
  const all = rolls(content.characters[character]?.combatDial[level - 1] ?? [])
  return all.filter((roll) => canCoverHearts(card, roll)).length / all.length
}

describe('Reedmere pack (resources/packs/reedmere)', () => {
  it('validates with the Saga pack format: two adventures, four characters', () => {
    expect(content.manifest.id).toBe('reedmere')
    expect(content.manifest.ruleset).toBe('saga')
    expect(Object.keys(content.adventures).sort()).toEqual(['bell', 'causeway'])
    expect(Object.keys(content.characters).sort()).toEqual(['ilsa', 'mira', 'oda', 'tobin'])
  })

  it('S-COMP-23 nine tile shapes: one of size 1 and 2, two of size 3 (straight, bent), the rest of sizes 4 and 5, copies 21 21 12 12 9 9 9 9 9', () => {
    const shapes = Object.values(content.shapes)
    expect(shapes).toHaveLength(9)
    const ofSize = (n: number): number => shapes.filter((s) => s.size === n).length
    expect([ofSize(1), ofSize(2), ofSize(3)]).toEqual([1, 1, 2])
    expect(ofSize(4)).toBeGreaterThanOrEqual(2)
    expect(ofSize(5)).toBeGreaterThanOrEqual(2)
    expect(shapes.map((s) => s.copies).sort((a, b) => a - b)).toEqual([9, 9, 9, 9, 9, 12, 12, 21, 21])
    expect(content.shapes.p1?.copies).toBe(21)
    expect(content.shapes.i3?.copies).toBe(12)
    expect(content.shapes.l3?.copies).toBe(12)
  })

  it('S-COMP-27 S-COMP-28 S-COMP-29 four dice, weakest first; six faces each, the two smallest with a larger critical shape', () => {
    expect(content.diceOrder).toEqual(['yellow', 'orange', 'red', 'violet'])
    const size = (shape: string): number => content.shapes[shape]?.size ?? 0
    const mean: number[] = []
    for (const id of content.diceOrder) {
      const faces = content.dice[id]?.faces ?? []
      expect(faces, id).toHaveLength(6)
      const bySize = [...faces].sort((a, b) => size(a.white) - size(b.white))
      expect(bySize.slice(0, 2).every((f) => f.critical !== undefined && size(f.critical) > size(f.white)), id).toBe(true)
      expect(bySize.slice(2).every((f) => f.critical === undefined), id).toBe(true)
      mean.push(faces.reduce((n, f) => n + size(f.white), 0) / faces.length)
    }
    // The upgrade order (S-COMBAT-09) is an order of strength: each die rolls more squares on average.
    expect(mean).toEqual([...mean].sort((a, b) => a - b))
    expect(new Set(mean).size).toBe(4)
  })

  it('S-CHAR-21 S-CHAR-28 S-CHAR-29 each character has its own board: 7 dial and track levels that never get weaker, a wound grid of 14 to 17 cells', () => {
    const strength = (dice: readonly string[]): number => dice.reduce((n, d) => n + content.diceOrder.indexOf(d) + 1, 0)
    const boards = new Set<string>()
    for (const c of Object.values(content.characters)) {
      const dial = c.combatDial.map(strength)
      expect(dial, c.id).toEqual([...dial].sort((a, b) => a - b))
      expect(c.journeyTrack[0]?.length, c.id).toBeGreaterThan(0)
      const cells = c.woundGrid.join('').split('').filter((ch) => ch === '.').length
      expect(cells, c.id).toBeGreaterThanOrEqual(14)
      expect(cells, c.id).toBeLessThanOrEqual(17)
      boards.add(JSON.stringify([c.woundGrid, c.combatDial, c.journeyTrack]))
    }
    expect(boards.size).toBe(4)
  })

  it('fifteen Terrain cards: ten of the fen and five arid salt pans, each four rows high with a penalty overlay', () => {
    const terrain = Object.values(content.terrain)
    expect(terrain).toHaveLength(15)
    expect(terrain.filter((t) => t.arid)).toHaveLength(5)
    for (const t of terrain) {
      expect(t.cells, t.id).toHaveLength(4)
      expect(t.penalties?.join('') ?? '', t.id).toMatch(/[ry]/)
    }
  })

  it('enemy decks by strength: 8 weak, 8 medium, 6 strong, 2 lethal', () => {
    const count = (s: string): number => Object.values(content.enemies).filter((e) => e.strength === s).length
    expect([count('weak'), count('medium'), count('strong'), count('lethal'), count('mystic')]).toEqual([8, 8, 6, 2, 0])
  })

  it('balance: the stronger the deck, the lower the odds at a middle dial level; at the top level every card falls (Tobin, the fighter)', () => {
    const mean = (strength: string, level: number): number => {
      const cards = Object.values(content.enemies).filter((e) => e.strength === strength)
      return cards.reduce((n, e) => n + winChance('tobin', level, e), 0) / cards.length
    }
    const middle = ['weak', 'medium', 'strong', 'lethal'].map((s) => mean(s, 3))
    expect(middle).toEqual([...middle].sort((a, b) => b - a))
    expect(middle[0]).toBeGreaterThan(0.9)
    expect(middle[3]).toBeLessThan(0.2)
    for (const e of Object.values(content.enemies)) expect(winChance('tobin', 7, e), e.id).toBeGreaterThanOrEqual(0.75)
  }, 60_000)

  it('each character owns one item; sixteen more fill the Item deck and its Market of five', () => {
    const items = Object.values(content.items)
    for (const c of Object.values(content.characters)) expect(content.items[c.item]?.owner, c.id).toBe(c.id)
    expect(items.filter((i) => i.owner === undefined)).toHaveLength(16)
    expect(Object.keys(content.discoveries)).toHaveLength(10)
  })

  it('each adventure draws on two themed Event decks of six cards; the fen deck is shared', () => {
    for (const a of adventures) {
      for (const side of ['left', 'right'] as const) {
        const deck = a.sheet.eventDecks[side]
        expect(Object.values(content.events).filter((e) => e.deck === deck), `${a.id} ${side}`).toHaveLength(6)
      }
    }
    expect(causeway?.sheet.eventDecks).toEqual({ left: 'tide', right: 'fen' })
    expect(bell?.sheet.eventDecks).toEqual({ left: 'bell', right: 'fen' })
  })

  it('each starting row holds eight cards and offers all seven actions', () => {
    for (const a of adventures) {
      expect(a.actionRow, a.id).toHaveLength(8)
      const actions = new Set(a.actionRow.flatMap((n) => content.actionCards[n]?.mains.map((m) => m.action) ?? []))
      expect(actions.size, a.id).toBe(7)
    }
  })

  it('the first adventure is the short one to learn on: fewer rounds, Areas, Locations and paragraphs', () => {
    if (!causeway || !bell) throw new Error('both adventures are in the pack')
    expect(causeway.sheet.rounds).toBeLessThan(bell.sheet.rounds)
    expect(causeway.map.areas.length).toBeLessThan(bell.map.areas.length)
    expect(causeway.map.locations.length).toBeLessThan(bell.map.locations.length)
    expect(Object.keys(content.paragraphs.causeway ?? {}).length).toBeLessThan(Object.keys(content.paragraphs.bell ?? {}).length)
  })

  it('every Action card outside the starting rows, and every Special Action card, is gained somewhere in the story', () => {
    const effects = adventures.flatMap(adventureEffects)
    const gained = new Set(effects.flatMap((e) => (e.op === 'actionCard' ? [e.card] : [])))
    const inRows = new Set(adventures.flatMap((a) => a.actionRow))
    const outside = Object.keys(content.actionCards).map(Number).filter((n) => !inRows.has(n))
    expect(outside.length).toBeGreaterThan(0)
    for (const n of outside) expect(gained.has(n), `card ${n}`).toBe(true)
    const specials = new Set(effects.flatMap((e) => (e.op === 'specialCard' ? [e.card] : [])))
    expect([...specials].sort()).toEqual(Object.keys(content.specialCards).sort())
  })

  it('every Area can be reached from the start, and the access numbers open the map within the rounds', () => {
    for (const a of adventures) {
      expect([...reachable(a)].sort(), a.id).toEqual(a.map.areas.map((x) => x.id).sort())
      expect(Math.max(...a.map.areas.map((x) => x.access)), a.id).toBeLessThanOrEqual(a.sheet.rounds / 2)
    }
  })

  it('every good a Delivery or subplot asks for has a Source on the map or is given by the story', () => {
    for (const a of adventures) {
      const given = new Set(adventureEffects(a).flatMap((e) => (e.op === 'gain' ? [e.good] : [])))
      const sources = new Set(a.map.areas.flatMap((x) => x.sources))
      const asked = [...a.map.locations.flatMap((l) => (l.space.action === 'delivery' ? Object.keys(l.space.needs) : [])),
        ...Object.values(content.paragraphs[a.id] ?? {}).flatMap((p) => Object.keys(p.subplotCost ?? { rumour: 1 }))]
      for (const g of asked) expect(sources.has(g as never) || given.has(g as never), `${a.id}: ${g}`).toBe(true)
    }
  })

  it('every paragraph is reachable: named by a Location, a subplot, another paragraph or the sheet\'s endings', () => {
    for (const a of adventures) {
      const named = new Set<number>()
      for (const e of adventureEffects(a)) if (e.op === 'paragraph') named.add(e.paragraph)
      for (const v of [...a.sheet.victory, ...a.sheet.defeat]) named.add(v.ending)
      named.add(a.sheet.endings.outOfRounds)
      named.add(a.sheet.endings.eliminated)
      expect(Object.keys(content.paragraphs[a.id] ?? {}).map(Number).sort((x, y) => x - y), a.id).toEqual([...named].sort((x, y) => x - y))
    }
  })

  it('S-CORE-02 the goals: three lanterns on the causeway; three chains and the Eel-Mother, beaten or named, under the mere', () => {
    expect(causeway?.sheet.victory.map((v) => v.when)).toEqual([{ op: 'counter', counter: 'lanterns', min: 3 }])
    const lanterns = adventureEffects(causeway as Adventure).filter((e) => e.op === 'counter' && e.counter === 'lanterns')
    expect(lanterns).toHaveLength(3)
    expect(bell?.sheet.victory.map((v) => v.ending)).toEqual([90, 94])
    const chains = adventureEffects(bell as Adventure).filter((e) => e.op === 'counter' && e.counter === 'chains')
    expect(chains).toHaveLength(3)
    expect(content.paragraphs.bell?.[27]?.subplotCost).toEqual({ fate: 1 })
  })

  it('S-ICON-49 the objectives the introductions name are marked on the maps: the three lanterns, the three chain Locations', () => {
    const marked = (a: Adventure | undefined): string[] => (a?.map.locations ?? []).filter((l) => l.objective === true).map((l) => l.id)
    expect(marked(causeway)).toEqual(['landing-lantern', 'causeway-lantern', 'heron-lantern'])
    expect(marked(bell)).toEqual(['windlass', 'pulley', 'anchor-stone'])
  })

  it('S-COMBAT-29 S-COMBAT-30 S-CELL-18 the Bell uses united enemies both ways and an Event re-mapping penalty colours (README: balance)', () => {
    expect(content.paragraphs.bell?.[21]?.effects).toContainEqual({ op: 'unitedEnemies', enemies: ['weak', 'medium'], won: [{ op: 'xp', kind: 'combat', amount: 1 }], lost: [{ op: 'counter', counter: 'flood', amount: 1 }] })
    expect(content.events['mother-stirs']?.immediate).toEqual([{ op: 'placeEnemy', strength: 'weak', location: 'mother-pool' }, { op: 'unite', location: 'mother-pool' }])
    expect(content.events.tolling?.penaltiesAs).toEqual({ yellow: 'red' })
    expect(bell?.sheet.leftDeckWhen).toEqual({ op: 'counter', counter: 'flood', min: 2 })
  })

  it('every string in English and Italian: the same keys, none empty, the story really translated', () => {
    const en = strings('en')
    const it = strings('it')
    expect(Object.keys(it).sort()).toEqual(Object.keys(en).sort())
    for (const [k, v] of Object.entries(en)) {
      expect(v.trim(), k).not.toBe('')
      expect(it[k]?.trim(), k).not.toBe('')
      if (/\.(text|intro)$/.test(k) && v.length > 80) expect(it[k], k).not.toBe(v)
    }
  })

  it('own SVG art: a map for each adventure, a frame for each card kind, a portrait for each character, all well-formed', () => {
    const { art } = readPackFolder(REEDMERE_DIR)
    const expected = ['cover', ...adventures.map((a) => `map-${a.id}`), ...Object.keys(content.characters).map((c) => `portrait-${c}`),
      'frame-action', 'frame-terrain', 'frame-terrain-arid', 'frame-enemy', 'frame-item', 'frame-discovery', 'frame-event-tide', 'frame-event-fen', 'frame-event-bell']
    for (const name of expected) expect(art, name).toContain(`${name}.svg`)
    for (const file of art) {
      const svg = readFileSync(join(REEDMERE_DIR, 'art', file), 'utf8')
      expect(svg, file).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/)
      expect(svg.trim().endsWith('</svg>'), file).toBe(true)
      expect(svg, file).not.toMatch(/<text|<script|href=/)
    }
  })
})
