import { describe, expect, it } from 'vitest'
import type { Cell } from '../../../engine/polyomino'
import { EVENT_STEPS } from '../event-phase'
import { typesOf } from '../row'
import type { SagaState } from '../types'
import { adventure, content, edit, newGame, play, withEffects, withTasks } from './kit'

const card = (n: number) => { const c = content.actionCards[n]; if (!c) throw new Error(`card ${n}`); return c }
const onPath = (id: string, journeyLevel = 7): SagaState => edit(newGame(), (d) => {
  d.decks.terrain = [...d.decks.path, ...d.decks.terrain].filter((x) => x !== id)
  d.decks.path = [id]
  const c = d.characters[0]
  if (c) c.journey = journeyLevel
})
const tile = (s: SagaState, shape: string, cells: Cell[]): SagaState => play(withTasks(s, { t: 'journey', actor: 0, left: 1 }), { type: 'tile', shape, cells })

describe('Saga rules seen in play', () => {
  it('S-ATLAS-16 a Location whose effect reads no paragraph may be used again', () => {
    let s = edit(newGame(), (d) => { const c = d.characters[0]; if (c) c.area = 'ford' })
    for (let k = 0; k < 2; k++) {
      s = play(withTasks(s, { t: 'sacrifice', actor: 0, value: 1 }), { type: 'sacrifice', location: 'shrine' })
      s = play(s, { type: 'wound', shape: 'p1', cells: [[k, 0]] })
    }
    expect(s.characters[0]?.goods.magic).toBe(2)
    expect(s.map.closed).toEqual([])
  })

  it('S-SAC-02 S-BLOCK-02 no Sacrifice at a blocked Location', () => {
    const s = withEffects(edit(newGame(), (d) => { const c = d.characters[0]; if (c) c.area = 'ford' }), 0, { op: 'block', target: 'shrine' })
    expect(withTasks(s, { t: 'sacrifice', actor: 0, value: 1 }).queue).toEqual([])
  })

  it('S-BLOCK-01 S-BLOCK-08 a Block token placed by an effect disables the Location until an effect removes it', () => {
    const blocked = withEffects(edit(newGame(), (d) => { const c = d.characters[0]; if (c) c.goods = { ore: 2 } }), 0, { op: 'block', target: 'well' })
    expect(withTasks(blocked, { t: 'deliver', actor: 0, left: 2, location: null }).queue).toEqual([])
    const open = withEffects(blocked, 0, { op: 'unblock', target: 'well' })
    expect(withTasks(open, { t: 'deliver', actor: 0, left: 2, location: null }).queue[0]).toMatchObject({ t: 'deliver' })
  })

  it('S-CHAR-03 S-CHAR-19 a wound goes into the receiver\'s own grid; a cured tile frees its cells', () => {
    let s = play(withTasks(newGame(), { t: 'wound', who: 1, wound: { shape: 'p2' } }), { type: 'wound', shape: 'p2', cells: [[1, 1], [2, 1]] })
    expect([s.characters[0]?.wounds.length, s.characters[1]?.grid[1]]).toEqual([0, '.##..'])
    s = play(withTasks(s, { t: 'cure', who: 1, max: null, left: 1 }), { type: 'cure', tile: 0 })
    expect(s.characters[1]?.grid[1]).toBe('.....')
  })

  it('S-CHAR-13 a Cure without a number removes a tile of any size', () => {
    const s = edit(newGame(), (d) => { const c = d.characters[0]; if (c) { c.grid = ['####', '....', '....']; c.wounds = [{ shape: 'i4', cells: [[0, 0], [1, 0], [2, 0], [3, 0]] }] } })
    expect(play(withEffects(s, 0, { op: 'cure' }), { type: 'cure', tile: 0 }).characters[0]?.wounds).toEqual([])
  })

  it('S-CHAR-12 several wounds from one effect are placed one at a time', () => {
    const s = withEffects(newGame(), 0, { op: 'wound', wound: { shape: 'p1' }, times: 2 })
    expect(s.queue.map((t) => t.t)).toEqual(['wound', 'wound'])
    const after = play(s, { type: 'wound', shape: 'p1', cells: [[0, 0]] })
    expect([after.queue.length, after.characters[0]?.wounds.length]).toEqual([1, 1])
  })

  it('S-CHAR-20 S-CHAR-21 both experience kinds start at 1 and stop at 7', () => {
    const s = withEffects(newGame(), 0, { op: 'xp', kind: 'journey', amount: 9 })
    expect([s.characters[0]?.combat, s.characters[0]?.journey]).toEqual([1, 7])
  })

  it('S-CHAR-23 several XP gained at once may be split between the kinds', () => {
    let s = withEffects(newGame(), 0, { op: 'xp', kind: 'any', amount: 3 })
    s = play(play(play(s, { type: 'xp', kind: 'journey' }), { type: 'xp', kind: 'combat' }), { type: 'xp', kind: 'journey' })
    expect([s.characters[0]?.combat, s.characters[0]?.journey]).toEqual([2, 3])
  })

  it('S-CHAR-30 S-CHAR-33 each character has an Ability card with a reactivation cost, starting active', () => {
    const s = newGame()
    expect(s.characters.every((c) => c.abilityActive)).toBe(true)
    expect(content.characters.mender?.ability.reactivation).toEqual({ magic: 1, rumour: 1 })
  })

  it('S-THREAT-08 Threat tokens stay through rounds unless an effect removes them', () => {
    const s = withTasks(edit(newGame(), (d) => { d.stage = 'event'; d.characters.forEach((c) => { c.threats = 2 }) }), ...EVENT_STEPS)
    expect(s.characters.map((c) => c.threats)).toEqual([2, 2])
  })

  it('S-GEN-08 S-MOVE-09 performing an action costs nothing', () => {
    const s = newGame()
    const after = play(s, { type: 'place', token: 0, slot: 0 })
    expect(after.characters[0]?.goods).toEqual(s.characters[0]?.goods)
  })

  it('S-ROUND-09 a token may go to a card whose action cannot be performed; what can be done is done', () => {
    // Card 6 (Sacrifice) in the meadow, which has no Sacrifice Location: only its Movement bonus remains.
    const s = play(newGame(), { type: 'place', token: 0, slot: 3 })
    expect(s.queue[0]).toMatchObject({ t: 'move' })
  })

  it('S-ROUND-10 "you" in a card\'s effect is the character whose turn it is', () => {
    let s = play(newGame(), { type: 'place', token: 0, slot: 0 })
    s = play(s, { type: 'cross', border: 'meadow-ford' })
    const before = s.characters[1]?.goods.material ?? 0
    // Card 8 says "gain 1 Material", played by the second character.
    s = play(play(s, { type: 'place', token: 1, slot: 4 }), { type: 'done' })
    expect(s.characters[1]?.goods.material ?? 0).toBe(before + 1)
  })

  it('S-ROUND-02 a round is an Action phase, then an Event phase', () => {
    let s = newGame()
    expect(s.stage).toBe('action')
    for (let k = 0; k < 3; k++) { s = play(s, { type: 'place', token: k, slot: 1 }); s = play(s, { type: 'done' }) }
    s = play(s, { type: 'place', token: 3, slot: 1 })
    expect(s.stage).toBe('action')
    expect(play(s, { type: 'done' }).round).toBe(2)
  })

  it('S-ROW-05 S-ROW-06 S-ROW-18 a card\'s types are its main actions; an extra-action bonus adds none', () => {
    expect(typesOf(card(4))).toEqual(['movement', 'building'])
    expect(typesOf(card(6))).toEqual(['sacrifice'])
  })

  it('S-ROW-22 what lies on a replaced card leaves with it', () => {
    const s = edit(withEffects(newGame(), 0, { op: 'actionCard', card: 9 }), (d) => { d.map.blocked.push('card-3') })
    expect(play(s, { type: 'replace', accept: true }).map.blocked).toEqual([])
  })

  it('S-ROW-27 S-ROW-29 a Special Action card has a letter and takes no slot', () => {
    const s = withEffects(newGame(), 0, { op: 'specialCard', card: 'A' })
    expect(s.row.cards).toHaveLength(8)
    expect(Object.keys(s.row.specials)).toEqual(['A'])
  })

  it('S-MOVE-01 S-MOVE-04 a green Border costs one point', () => {
    const s = play(withTasks(newGame(), { t: 'move', actor: 0, points: 1, crossed: 0 }), { type: 'cross', border: 'meadow-ford' })
    expect(s.characters[0]?.area).toBe('ford')
  })

  it('S-ATLAS-06 S-MOVE-13 a character always stands in an Area of the map', () => {
    const areas = new Set(adventure().map.areas.map((a) => a.id))
    let s = withTasks(edit(newGame(), (d) => { d.round = 3 }), { t: 'move', actor: 0, points: 3, crossed: 0 })
    s = play(play(s, { type: 'cross', border: 'meadow-ford' }), { type: 'cross', border: 'ford-ridge' })
    expect(s.characters.every((c) => areas.has(c.area))).toBe(true)
  })

  it('S-JOURNEY-23 a Terrain card revealed by an effect gives no bonus', () => {
    const s = newGame()
    const after = withEffects(s, 0, { op: 'reveal' })
    expect(after.decks.path).toHaveLength(2)
    expect(after.characters[0]?.goods).toEqual(s.characters[0]?.goods)
  })

  it('S-CELL-06 S-CELL-10 a good icon gives that good; a Discovery icon draws, applies and discards a Discovery card', () => {
    const s = edit(onPath('fields'), (d) => { d.journey.tiles = [{ shape: 'i3', cells: [[0, 1], [1, 1], [2, 1]] }]; d.decks.discovery = ['cache', 'spring', 'trinket']; d.decks.terrain = ['marsh', 'dunes'] })
    const good = tile(s, 'l3', [[3, 1], [4, 1], [4, 0]])
    expect(good.characters[0]?.goods.material).toBe(2)
    const disc = tile(edit(s, (d) => { d.journey.tiles = [{ shape: 'p2', cells: [[0, 1], [1, 1]] }] }), 'p1', [[2, 1]])
    expect([disc.characters[0]?.goods.ore, disc.decks.discoveryDiscard]).toEqual([3, ['cache']])
  })

  it('S-CELL-14 S-CELL-18 each penalty colour uses its card\'s own effect', () => {
    const dunes = edit(onPath('dunes'), (d) => { const c = d.characters[0]; if (c) c.goods = { ore: 1 } })
    const red = tile(dunes, 'i3', [[0, 0], [1, 0], [2, 0]])
    expect(red.queue[0]).toEqual({ t: 'wound', who: 0, wound: { shape: 'p1' } })
    const yellow = tile(dunes, 'p1', [[0, 2]])
    expect(yellow.characters[0]?.goods.ore ?? 0).toBe(0)
  })

  it('S-CELL-17 a penalty that cannot be applied in full is an incomplete effect', () => {
    const dunes = edit(onPath('dunes'), (d) => { const c = d.characters[0]; if (c) { c.goods = {}; c.threats = 1 } })
    expect(tile(dunes, 'p1', [[0, 2]]).queue[0]).toEqual({ t: 'wound', who: 0, wound: { threat: true } })
  })

  it('S-GOODS-11 Gathering needs an uncovered good or Area icon somewhere on the path', () => {
    const s = edit(onPath('fields'), (d) => { d.journey.gathering = [[1, 0], [4, 0], [0, 2]] })
    expect(withTasks(s, { t: 'gather', actor: 0, value: 2 }).queue).toEqual([])
  })

  it('S-COMBAT-39 a strengthened token stays on its Location', () => {
    const s = withEffects(newGame(), 0, { op: 'strengthen', location: 'den' })
    expect(Object.keys(s.map.enemies).filter((l) => (s.map.enemies[l]?.length ?? 0) > 0)).toEqual(['den'])
  })

  it('S-SOLO-03 S-SOLO-04 a solo game is set up and played as a two-player game', () => {
    const solo = newGame({ seats: 1 })
    const duo = newGame({ seats: 2 })
    expect({ ...solo, characters: solo.characters.map((c) => ({ ...c, seat: 0 })), seats: 0 }).toEqual({ ...duo, characters: duo.characters.map((c) => ({ ...c, seat: 0 })), seats: 0 })
  })

  it('S-EVENT-12 an Event card\'s next-Action-phase effect applies once at the start of that phase', () => {
    const s = withTasks(edit(newGame(), (d) => { d.stage = 'event'; d.counters.alarm = 1; d.decks.left = ['thunder', ...d.decks.left.filter((x) => x !== 'thunder')] }), ...EVENT_STEPS)
    expect(s.decks.activeEvent?.id).toBe('thunder')
    // The First Player is now the scout, who started with 2 Rumour.
    expect(s.characters[s.firstPlayer]?.id).toBe('scout')
    expect(s.characters[s.firstPlayer]?.goods.rumour).toBe(3)
  })

  it('S-ITEM-01 S-ITEM-16 Building is done from any Area, and a character may hold any number of items', () => {
    let s = withTasks(edit(newGame(), (d) => { const c = d.characters[0]; if (c) c.area = 'peak' }), { t: 'build', actor: 0, left: 5 })
    for (const item of [...s.decks.market]) s = play(s, { type: 'take', item })
    expect(s.characters[0]?.items).toHaveLength(6)
  })
})
