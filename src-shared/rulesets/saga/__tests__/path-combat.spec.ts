// The Journey path, covered cells, blocking and combat rules that had no test naming them yet, and
// the worked examples S-EX-11, S-EX-14, S-EX-16, S-EX-20 and S-EX-23 with the spec's numbers.
import { describe, expect, it } from 'vitest'
import { injectPicks } from '../../../engine/rng'
import { isRuleError } from '../../../engine/rule-error'
import type { Effect } from '../../../content/saga/effects'
import type { ActionType } from '../../../content/saga/vocabulary'
import type { SagaContent } from '../../../content/saga/content'
import { apply } from '../apply-command'
import { cellOf } from '../journey-grid'
import { legalCommands } from '../legal-commands'
import type { SagaCommand, SagaState } from '../types'
import { content, edit, newGame, play, refusal, withEffects, withTasks } from './kit'

const act = (s: SagaState, action: ActionType, value = 1, actor = 0): SagaState =>
  withTasks(edit(s, (d) => { d.placed = true }), { t: 'action', actor, action, value })
const onPath = (path: string[], area = 'meadow', round = 1): SagaState => edit(newGame(), (d) => {
  d.decks.path = path
  d.decks.terrain = Object.keys(content.terrain).filter((t) => !path.includes(t))
  d.round = round
  const c = d.characters[0]
  if (c) c.area = area
})
function playWith(c: SagaContent, s: SagaState, cmd: SagaCommand): SagaState {
  const r = apply(c, s, cmd)
  if (isRuleError(r)) throw new Error(`${JSON.stringify(cmd)} refused: ${r.code} ${r.message}`)
  return r.state
}
/** Character 0 on the ridge in round 2 with these tokens at the den, at this dial level, its dice to show these faces. */
const atDen = (den: SagaState['map']['enemies'][string], level = 1, faces: number[] = []): SagaState => edit(newGame(), (d) => {
  d.round = 2
  d.map.enemies.den = den
  const c = d.characters[0]
  if (c) { c.area = 'ridge'; c.combat = level }
  d.rng = injectPicks(d.rng, faces)
})
/** An i4 journey tile already on row 1 of the fields card (columns 0–3). */
const withRow1 = (s: SagaState): SagaState => edit(s, (d) => { d.journey.tiles = [{ shape: 'i4', cells: [[0, 1], [1, 1], [2, 1], [3, 1]] }] })

describe('Saga Journey path and covered cells', () => {
  it('S-JOURNEY-01 S-JOURNEY-07 S-JOURNEY-08 the path\'s cards join into one grid, as printed, columns counted on from the left', () => {
    const s = onPath(['fields', 'dunes'])
    expect(cellOf(content, s, [5, 0])).toMatchObject({ card: { id: 'dunes' }, local: [0, 0], icon: { icon: 'good', good: 'rumour' } })
    expect(cellOf(content, s, [7, 2])?.icon).toEqual({ icon: 'good', good: 'magic' })
    expect(cellOf(content, s, [9, 0])).toBeUndefined()
  })

  it('S-JOURNEY-03 S-JOURNEY-04 reaching the Reveal column opens the next card and gives its printed bonus', () => {
    const s = edit(withRow1(onPath(['fields'])), (d) => { d.decks.terrain = ['marsh'] })
    const after = play(act(s, 'journey', 1), { type: 'tile', shape: 'p1', cells: [[4, 1]] })
    expect(after.decks.path).toEqual(['fields', 'marsh'])
    expect(after.queue[0]).toEqual({ t: 'xp', who: 0, left: 1 })
  })

  it('S-JOURNEY-05 S-CELL-15 a tile on two penalty cells applies the card\'s penalty effect twice', () => {
    const c2 = structuredClone(content)
    const fields = c2.terrain.fields
    if (fields) fields.penalties = ['yy...', '.....', '...r.']
    const s = playWith(c2, act(onPath(['fields']), 'journey', 1), { type: 'tile', shape: 'p2', cells: [[0, 0], [1, 0]], good: 'ore' })
    expect(s.characters[0]?.threats).toBe(2)
  })

  it('S-JOURNEY-06 a card may be arid; effects may ask whether the path ends on one', () => {
    const arid: Effect = { op: 'if', cond: { op: 'arid' }, then: [{ op: 'gain', good: 'fate', amount: 1 }] }
    expect(withEffects(onPath(['fields', 'dunes']), 0, arid).characters[0]?.goods.fate).toBe(1)
    expect(withEffects(onPath(['dunes', 'fields']), 0, arid).characters[0]?.goods.fate).toBeUndefined()
  })

  it('S-JOURNEY-26 S-BLOCK-04 blocked cells take no tile; with no legal place left the action\'s tiles are not placed, without penalty', () => {
    const blocked = withEffects(onPath(['fields']), 0, { op: 'blockCell', cell: [0, 0] }, { op: 'blockCell', cell: [0, 1] }, { op: 'blockCell', cell: [0, 2] })
    const s = act(blocked, 'journey', 2)
    expect(s.queue).toEqual([])
    expect([s.journey.tiles, s.characters[0]?.threats]).toEqual([[], 0])
    expect(legalCommands(content, act(withEffects(onPath(['fields']), 0, { op: 'blockCell', cell: [4, 0] }), 'gathering', 1))).not.toContainEqual({ type: 'gather', cell: [4, 0] })
  })

  it('S-JOURNEY-27 reaching the Reveal column is the placing player\'s free choice', () => {
    const tiles = legalCommands(content, act(withRow1(onPath(['fields'])), 'journey', 1)).filter((c) => c.type === 'tile' && c.shape === 'p1')
    expect(tiles).toContainEqual({ type: 'tile', shape: 'p1', cells: [[4, 1]] })
    expect(tiles.some((c) => c.type === 'tile' && c.cells.every(([x]) => x < 4))).toBe(true)
  })

  it('S-CELL-20 a Gathering token on the Reveal column reveals nothing', () => {
    const s = play(act(onPath(['fields']), 'gathering', 1), { type: 'gather', cell: [4, 0] })
    expect(s.decks.path).toEqual(['fields'])
    expect(s.characters[0]?.goods.material).toBe(2)
  })

  it('S-CELL-07 S-CELL-08 a Cure icon covered removes a wound; a heart covered does nothing by itself', () => {
    let s = edit(atDen(['mystic'], 2, [0, 0]), (d) => { const c = d.characters[0]; if (c) { c.wounds = [{ shape: 'p1', cells: [[0, 0]] }]; c.grid = ['#...', '....', '....'] } })
    s = play(act(s, 'combat'), { type: 'fight', location: 'den', token: 0 })
    const goods = s.characters[0]?.goods
    s = play(s, { type: 'strike', shape: 'p1', cells: [[0, 1]] })
    expect([s.queue[0]?.t, s.characters[0]?.goods]).toEqual(['strike', goods])
    s = play(s, { type: 'strike', shape: 'p1', cells: [[1, 1]] })
    expect(s.queue[0]).toMatchObject({ t: 'cure', who: 0 })
  })

  it('S-GOODS-05 S-GOODS-07 an adventure may give an Area a Power Source; then Gathering gives Power as usual', () => {
    const c2 = structuredClone(content)
    const meadow = c2.adventures.crossing?.map.areas.find((a) => a.id === 'meadow')
    if (meadow) meadow.sources = ['power']
    const s = playWith(c2, act(onPath(['fields']), 'gathering', 2), { type: 'gather', cell: [1, 0], good: 'power' })
    expect(s.characters[0]?.goods.power).toBe(2)
    expect(c2.adventures.crossing?.sheet.goodsMeaning).toBe('crossing.goods')
  })

  it('S-GOODS-10 goods used by a Location go back to the supply', () => {
    let s = edit(act(newGame(), 'delivery', 2), (d) => { const c = d.characters[0]; if (c) c.goods = { ore: 2 } })
    s = play(play(s, { type: 'deliver', location: 'well', good: 'ore', from: 0 }), { type: 'deliver', location: 'well', good: 'ore', from: 0 })
    expect(s.read).toContain(10)
    expect(s.map.goodsOn.well?.ore ?? 0).toBe(0)
    expect(s.characters[0]?.goods.ore ?? 0).toBe(0)
  })
})

describe('Saga combat and blocking', () => {
  it('S-COMBAT-04 S-COMBAT-28 the drawn card\'s grid is the combat grid, with hearts, reward icons and penalty cells', () => {
    let s = play(act(atDen(['strong'], 1, [0]), 'combat'), { type: 'fight', location: 'den', token: 0 })
    expect(s.fight?.card).toBe('strong-1')
    expect(refusal(s, { type: 'strike', shape: 'p1', cells: [[5, 0]] }).code).toBe('S-COMBAT-18')
    s = play(s, { type: 'strike', shape: 'p1', cells: [[2, 1]] })
    expect(s.characters[0]?.combat).toBe(2)
    expect(s.characters[0]?.threats).toBe(5)
  })

  it('S-COMBAT-05 a Combat of value 2 is two fights, each fully resolved before the next', () => {
    let s = play(act(atDen(['weak', 'weak'], 1, [0, 0]), 'combat', 2), { type: 'fight', location: 'den', token: 0 })
    s = play(s, { type: 'strike', shape: 'p1', cells: [[0, 0]] })
    expect(s.fight).toBeNull()
    expect(s.queue[0]).toEqual({ t: 'combat', actor: 0, left: 1 })
    expect(legalCommands(content, s)).toContainEqual({ type: 'fight', location: 'den', token: 1 })
  })

  it('S-COMBAT-27 four strength levels in a chain, Mystic outside it', () => {
    let s = edit(newGame(), (d) => { d.map.enemies.den = ['weak', 'mystic'] })
    const seen: string[] = []
    for (let k = 0; k < 3; k++) { s = withEffects(s, 0, { op: 'strengthen', location: 'den' }); seen.push(s.map.enemies.den?.[0] ?? '') }
    expect(seen).toEqual(['medium', 'strong', 'lethal'])
    expect(s.map.enemies.den?.[1]).toBe('mystic')
  })

  it('S-BLOCK-05 S-BLOCK-06 S-EX-20 a tile laid over a Terrain card\'s printed penalty makes it "receive this tile"', () => {
    const s = withEffects(onPath(['fields']), 0, { op: 'coverPenalty', shape: 'p2' })
    const after = play(act(s, 'journey', 1), { type: 'tile', shape: 'p2', cells: [[0, 0], [1, 0]], good: 'ore' })
    expect(after.characters[0]?.threats).toBe(0)
    expect(after.queue[0]).toEqual({ t: 'wound', who: 0, wound: { shape: 'p2' } })
  })

  it('S-BLOCK-07 a Substitute-Sacrifice token may cover an action space of any type, a Combat one too', () => {
    const s = withEffects(atDen([]), 0, { op: 'substitute', location: 'den', wound: { shape: 'p1' }, value: 2 })
    const sac = play(act(s, 'sacrifice'), { type: 'sacrifice', location: 'den' })
    expect(sac.queue.filter((t) => t.t === 'wound')).toHaveLength(2)
  })

  it('S-EX-11 one penalty cell whose effect is two wounds gives both wounds', () => {
    const c2 = structuredClone(content)
    const fields = c2.terrain.fields
    if (fields) fields.penalty = { shared: [{ op: 'wound', wound: { shape: 'p1' } }, { op: 'wound', wound: { shape: 'p1' } }] }
    let s = playWith(c2, act(onPath(['fields']), 'journey', 1), { type: 'tile', shape: 'p2', cells: [[0, 0], [1, 0]], good: 'ore' })
    s = playWith(c2, s, { type: 'wound', shape: 'p1', cells: [[0, 0]] })
    s = playWith(c2, s, { type: 'wound', shape: 'p1', cells: [[1, 0]] })
    expect(s.characters[0]?.wounds).toHaveLength(2)
    expect(s.queue.some((t) => t.t === 'wound')).toBe(false)
  })
})

describe('Saga combat worked examples', () => {
  it('S-EX-14 a lost combat: extra die from an item, no Critical, 2 XP, a penalty wound, 1 Threat, the token stays', () => {
    const c2 = structuredClone(content)
    const medium = c2.enemies['medium-1']
    if (medium) { medium.cells = ['HXX.', 'HH.H']; medium.penalties = ['....', '..r.'] }
    const stone = c2.items.whetstone
    if (stone) stone.effects = [{ op: 'dice', die: 'yellow', amount: 1 }]
    // Dial level 5 is {red, orange}; red shows i3, orange i3, the extra yellow its face 0 (white p1, critical p2).
    let s = edit(act(atDen(['medium'], 5, [3, 4, 0]), 'combat'), (d) => { d.characters[0]?.items.push('whetstone') })
    s = playWith(c2, s, { type: 'item', character: 0, item: 'whetstone' })
    s = playWith(c2, s, { type: 'fight', location: 'den', token: 0 })
    expect(s.fight?.toPlace).toEqual(['i3', 'i3', 'p1'])
    s = playWith(c2, s, { type: 'strike', shape: 'i3', cells: [[0, 0], [1, 0], [2, 0]] })
    s = playWith(c2, playWith(c2, s, { type: 'xp', kind: 'combat' }), { type: 'xp', kind: 'journey' })
    s = playWith(c2, s, { type: 'strike', shape: 'i3', cells: [[0, 1], [1, 1], [2, 1]] })
    s = playWith(c2, s, { type: 'wound', shape: 'p1', cells: [[0, 0]] })
    s = playWith(c2, s, { type: 'strike', shape: 'p1', cells: [[3, 0]] })
    const c = s.characters[0]
    expect([c?.combat, c?.journey, c?.wounds.length, c?.threats]).toEqual([6, 2, 1, 1])
    expect(s.decks.itemDiscard).toContain('whetstone')
    expect(s.decks.enemyDiscard.medium).toEqual(['medium-1'])
    expect(s.map.enemies.den).toEqual(['medium'])
    expect(s.fight).toBeNull()
  })

  it('S-EX-16 a single-use combat item adds its die before the roll and is discarded; after the roll it is refused', () => {
    let s = edit(act(atDen(['weak'], 1, [0, 2]), 'combat'), (d) => { d.characters[0]?.items.push('whetstone', 'lucky-coin') })
    s = play(s, { type: 'item', character: 0, item: 'whetstone' })
    s = play(s, { type: 'item', character: 0, item: 'lucky-coin' })
    s = play(s, { type: 'fight', location: 'den', token: 0 })
    expect(s.fight?.rolled).toEqual([{ die: 'yellow', face: 0 }, { die: 'orange', face: 2 }])
    expect(s.decks.itemDiscard).toEqual(expect.arrayContaining(['whetstone', 'lucky-coin']))
    const again = edit(s, (d) => { d.characters[0]?.items.push('whetstone') })
    expect(refusal(again, { type: 'item', character: 0, item: 'whetstone' }).code).toBe('S-ITEM-17')
  })

  it('S-EX-23 combat bonus captions: 2 extra dice, 3 rerolls, 2 upgrades and 2 Criticals per token to the left', () => {
    // (a) two extra dice declared before the roll.
    let a = withEffects(act(atDen(['weak'], 1, [0, 0, 0]), 'combat'), 0, { op: 'dice', die: 'red', amount: 2 })
    a = play(a, { type: 'fight', location: 'den', token: 0 })
    expect(a.fight?.rolled.map((r) => r.die)).toEqual(['yellow', 'red', 'red'])
    // (b) up to 3 rerolls: d1, d1, d2 accepted, a fourth refused.
    let b = withEffects(act(atDen(['weak'], 2, [0, 0, 1, 2, 3]), 'combat'), 0, { op: 'reroll', amount: 3 }, { op: 'critical', amount: 1 })
    b = play(b, { type: 'fight', location: 'den', token: 0 })
    b = play(play(play(b, { type: 'reroll', die: 0 }), { type: 'reroll', die: 0 }), { type: 'reroll', die: 1 })
    expect(refusal(b, { type: 'reroll', die: 1 }).code).toBe('S-COMBAT-12')
    // (c), (d) a card at slot 3 with "upgrade" and "Critical" per token to the left, tokens on slots 0 and 1.
    const c2 = structuredClone(content)
    const base = edit(atDen(['weak'], 1, [0]), (d) => { d.row.tokens = [{ slot: 0, active: false }, { slot: 1, active: false }, { slot: null, active: true }, { slot: null, active: true }] })
    const number = base.row.cards[3] ?? 0
    const card = c2.actionCards[number]
    if (!card) throw new Error('no card at slot 3')
    card.mains = [{ action: 'combat', value: 1 }]
    card.effects = []
    card.bonuses = [{ when: 'left', tokens: 'any', effects: [{ op: 'upgrade', amount: 1 }, { op: 'critical', amount: 1 }] }]
    let c = playWith(c2, base, { type: 'place', token: 2, slot: 3 })
    expect(c.boost).toEqual({ actor: 0, dice: [], upgrades: 2, rerolls: 0, criticals: 2 })
    c = playWith(c2, c, { type: 'fight', location: 'den', token: 0 })
    c = playWith(c2, playWith(c2, c, { type: 'upgrade', die: 0 }), { type: 'upgrade', die: 0 })
    expect(c.fight?.rolled).toEqual([{ die: 'red', face: 0 }])
    expect(c.fight?.dice?.criticals).toBe(2)
  })
})
