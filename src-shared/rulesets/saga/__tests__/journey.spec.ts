import { describe, expect, it } from 'vitest'
import type { Cell } from '../../../engine/polyomino'
import type { SagaState } from '../types'
import { edit, newGame, play, playWithEvents, refusal, withTasks } from './kit'

/** A game whose path is the "fields" card alone (5 × 3), with these journey tiles on it. */
function onFields(tiles: { shape: string; cells: Cell[] }[] = [], journeyLevel = 7, area = 'meadow'): SagaState {
  return edit(newGame(), (d) => {
    d.decks.terrain = [...d.decks.path, ...d.decks.terrain].filter((id) => id !== 'fields')
    d.decks.path = ['fields']
    d.journey.tiles = tiles
    const c = d.characters[0]
    if (c) { c.journey = journeyLevel; c.area = area }
  })
}
const journey = (s: SagaState, left = 1): SagaState => withTasks(s, { t: 'journey', actor: 0, left })
const bar: { shape: string; cells: Cell[] } = { shape: 'i3', cells: [[0, 1], [1, 1], [2, 1]] }

describe('Saga journeys on the terrain path', () => {
  it('S-JOURNEY-15 S-JOURNEY-16 S-EX-08: a journey tile never reaches left of the rightmost column', () => {
    const s = journey(onFields([bar]))
    expect(refusal(s, { type: 'tile', shape: 'p2', cells: [[1, 0], [2, 0]] }).code).toBe('S-JOURNEY-17')
    expect(play(s, { type: 'tile', shape: 'p2', cells: [[2, 0], [3, 0]] }).journey.tiles).toHaveLength(2)
  })

  it('S-JOURNEY-17 S-EX-09: it touches the rightmost tile', () => {
    const s = journey(onFields([bar]))
    expect(refusal(s, { type: 'tile', shape: 'p2', cells: [[3, 0], [4, 0]] }).code).toBe('S-JOURNEY-17')
    expect(play(s, { type: 'tile', shape: 'p2', cells: [[3, 1], [4, 1]] }).journey.tiles).toHaveLength(2)
  })

  it('S-POLY-03 S-JOURNEY-13 S-EX-10: tiles are turned freely', () => {
    const s = journey(onFields([bar]))
    expect(play(s, { type: 'tile', shape: 'i3', cells: [[3, 0], [3, 1], [3, 2]] }).journey.tiles).toHaveLength(2)
    expect(play(s, { type: 'tile', shape: 'l3', cells: [[3, 1], [4, 1], [3, 2]] }).journey.tiles).toHaveLength(2)
  })

  it('S-JOURNEY-18 S-EX-38: the first journey tile covers a cell of column 0', () => {
    const s = journey(onFields())
    expect(play(s, { type: 'tile', shape: 'p2', cells: [[0, 1], [1, 1]] }).journey.tiles).toHaveLength(1)
    expect(refusal(s, { type: 'tile', shape: 'p2', cells: [[2, 0], [3, 0]] }).code).toBe('S-JOURNEY-17')
  })

  it('S-JOURNEY-12 S-CHAR-29 the shapes of the journey track at the character\'s level or below', () => {
    const low = journey(onFields([], 1))
    expect(refusal(low, { type: 'tile', shape: 'i3', cells: [[0, 0], [0, 1], [0, 2]] }).code).toBe('S-JOURNEY-12')
    expect(play(journey(onFields([], 2)), { type: 'tile', shape: 'i3', cells: [[0, 0], [0, 1], [0, 2]] }).journey.tiles).toHaveLength(1)
  })

  it('S-JOURNEY-11 the Journey value is the number of tiles placed, one after the other', () => {
    let s = journey(onFields([], 7), 2)
    s = play(s, { type: 'tile', shape: 'p1', cells: [[0, 1]] })
    expect(s.queue[0]).toMatchObject({ t: 'journey', left: 1 })
    s = play(s, { type: 'tile', shape: 'p1', cells: [[1, 1]] })
    expect(s.queue.some((t) => t.t === 'journey')).toBe(false)
  })

  it('S-JOURNEY-19 S-CELL-13 S-JOURNEY-22: covered icons and penalty cells apply, then the next card is revealed and its bonus gained', () => {
    const s = journey(onFields([{ shape: 'p2', cells: [[1, 1], [2, 1]] }]))
    const next = s.decks.terrain[0]
    const { state, events } = playWithEvents(s, { type: 'tile', shape: 'l3', cells: [[3, 1], [4, 1], [3, 2]] })
    expect(state.characters[0]?.threats).toBe(1)
    expect(state.decks.path).toEqual(['fields', next])
    const order = events.map((e) => e.type).filter((t) => t === 'threat' || t === 'drawn')
    expect(order).toEqual(['threat', 'drawn'])
  })

  it('S-JOURNEY-20 S-JOURNEY-21 only the first tile reaching the Reveal column reveals a card', () => {
    const s = edit(onFields([{ shape: 'p2', cells: [[3, 0], [4, 0]] }]), (d) => { d.journey.revealed = ['fields']; d.decks.path.push(d.decks.terrain.shift() ?? '') })
    const before = s.decks.terrain.length
    const after = play(journey(s), { type: 'tile', shape: 'p1', cells: [[4, 1]] })
    expect(after.decks.terrain).toHaveLength(before)
  })

  it('S-JOURNEY-24 S-JOURNEY-25 S-EX-31: with the Terrain deck empty nothing is revealed, and a path at its end takes no more tiles', () => {
    const empty = edit(onFields([{ shape: 'p2', cells: [[2, 0], [3, 0]] }]), (d) => { d.decks.path = ['fields']; d.decks.terrain = [] })
    const after = play(journey(empty), { type: 'tile', shape: 'p1', cells: [[4, 0]] })
    expect(after.decks.path).toEqual(['fields'])
    expect(journey(after).queue.some((t) => t.t === 'journey')).toBe(false)
  })

  it('S-CELL-03 S-CELL-04 an Area icon covered gives a good of a Source of the character\'s Area', () => {
    const s = journey(onFields())
    expect(refusal(s, { type: 'tile', shape: 'p2', cells: [[0, 0], [1, 0]] }).code).toBe('S-CELL-03')
    expect(refusal(s, { type: 'tile', shape: 'p2', cells: [[0, 0], [1, 0]], good: 'magic' }).code).toBe('S-CELL-03')
    expect(play(s, { type: 'tile', shape: 'p2', cells: [[0, 0], [1, 0]], good: 'rumour' }).characters[0]?.goods.rumour).toBe(1)
  })
})

describe('Saga gathering', () => {
  const gathering = (s: SagaState, value = 3): SagaState => withTasks(s, { t: 'gather', actor: 0, value })

  it('S-GOODS-14 S-GOODS-15 S-EX-12: on an Area icon V goods of one Source kind, and the cell\'s penalty once', () => {
    const after = play(gathering(onFields()), { type: 'gather', cell: [1, 0], good: 'ore' })
    expect(after.characters[0]?.goods.ore).toBe(4)
    expect(after.characters[0]?.threats).toBe(1)
    expect(after.journey.gathering).toEqual([[1, 0]])
  })

  it('S-CELL-05 S-EX-12 with no Source in the character\'s Area the Area icon gives nothing, the penalty still applies', () => {
    const after = play(gathering(onFields([], 7, 'peak')), { type: 'gather', cell: [1, 0] })
    expect(after.characters[0]?.goods).toEqual({ ore: 1, material: 1 })
    expect(after.characters[0]?.threats).toBe(1)
  })

  it('S-GOODS-13 S-GOODS-16 on a good icon V goods of that kind, and no other effect', () => {
    const after = play(gathering(onFields()), { type: 'gather', cell: [4, 0] })
    expect(after.characters[0]?.goods.material).toBe(4)
    expect(after.decks.path).toEqual(['fields'])
  })

  it('S-GOODS-17 S-JOURNEY-14 a Gathering token keeps journey tiles and later gathering off its cell', () => {
    const s = play(gathering(onFields()), { type: 'gather', cell: [0, 2] })
    expect(refusal(gathering(s), { type: 'gather', cell: [0, 2] }).code).toBe('S-GOODS-12')
    expect(refusal(journey(s), { type: 'tile', shape: 'p1', cells: [[0, 2]] }).code).toBe('S-JOURNEY-17')
  })

  it('S-GOODS-12 S-CELL-19 gathering needs a visible good or Area icon, not a cure or discovery', () => {
    expect(refusal(gathering(onFields()), { type: 'gather', cell: [2, 1] }).code).toBe('S-GOODS-12')
  })
})

describe('Saga worked example of a journey', () => {
  it('S-EX-07 one tile: the Discovery card, then the penalty, then the reveal and the new card\'s bonus', () => {
    const s = edit(onFields([{ shape: 'p2', cells: [[0, 1], [1, 1]] }]), (d) => { d.decks.discovery = ['cache', 'spring', 'trinket']; d.decks.terrain = ['dunes', 'marsh'] })
    const { state, events } = playWithEvents(journey(s), { type: 'tile', shape: 'l4', cells: [[2, 1], [2, 2], [3, 2], [4, 2]] })
    const seen = events.flatMap((e) => (e.type === 'drawn' ? [`drawn ${String(e.card)}`] : e.type === 'threat' ? ['threat'] : []))
    expect(seen).toEqual(['drawn cache', 'threat', 'drawn dunes'])
    // Discovery "cache" gives 2 Ore; the dunes' bonus gives 1 Material.
    expect(state.characters[0]?.goods).toEqual({ ore: 3, material: 2 })
    expect(state.characters[0]?.threats).toBe(1)
    expect(state.decks.path).toEqual(['fields', 'dunes'])
    expect(state.decks.discoveryDiscard).toEqual(['cache'])
  })
})
