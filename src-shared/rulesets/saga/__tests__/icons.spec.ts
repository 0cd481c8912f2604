// The icon catalogue (spec §23): each icon's meaning shown through the engine — an effect term, a card
// field or a grid cell with that icon doing what the spec says.
import { describe, expect, it } from 'vitest'
import { injectPicks } from '../../../engine/rng'
import type { Effect } from '../../../content/saga/effects'
import type { ActionType } from '../../../content/saga/vocabulary'
import { bonusCount } from '../row'
import { legalCommands } from '../legal-commands'
import type { SagaState } from '../types'
import { content, edit, newGame, play, refusal, withEffects, withTasks } from './kit'

/** Character `actor` (on its turn, its token placed) starts an action of value V. */
const act = (s: SagaState, action: ActionType, value = 1, actor = 0): SagaState =>
  withTasks(edit(s, (d) => { d.placed = true }), { t: 'action', actor, action, value })
/** A game whose path is the given Terrain cards (the rest in the deck), character 0 in `area` in `round`. */
const onPath = (path: string[], area = 'meadow', round = 1): SagaState => edit(newGame(), (d) => {
  d.decks.path = path
  d.decks.terrain = Object.keys(content.terrain).filter((t) => !path.includes(t))
  d.round = round
  const c = d.characters[0]
  if (c) c.area = area
})
const at = (s: SagaState, area: string, round = 1): SagaState => edit(s, (d) => { d.round = round; const c = d.characters[0]; if (c) c.area = area })

describe('Saga icons (S-ICON)', () => {
  it('S-ICON-01 S-ICON-02 S-ICON-03 the Delivery, Sacrifice and Combat icons start those actions at Locations of their kind', () => {
    const delivery = act(newGame(), 'delivery')
    expect(delivery.queue[0]).toEqual({ t: 'deliver', actor: 0, left: 1, location: null })
    expect(play(delivery, { type: 'deliver', location: 'well', good: 'ore', from: 0 }).map.goodsOn.well).toEqual({ ore: 1 })
    const sacrifice = act(at(newGame(), 'ford'), 'sacrifice')
    expect(play(sacrifice, { type: 'sacrifice', location: 'shrine' }).queue[0]).toMatchObject({ t: 'wound', wound: { shape: 'p1' } })
    const combat = act(edit(at(newGame(), 'ridge', 2), (d) => { d.map.enemies.den = ['weak'] }), 'combat')
    expect(legalCommands(content, combat)).toContainEqual({ type: 'fight', location: 'den', token: 0 })
  })

  it('S-ICON-04 S-ICON-05 S-ICON-06 the Journey, Gathering and Movement icons start those actions with their value', () => {
    expect(act(onPath(['fields']), 'journey', 2).queue[0]).toEqual({ t: 'journey', actor: 0, left: 2 })
    expect(act(onPath(['fields']), 'gathering', 2).queue[0]).toEqual({ t: 'gather', actor: 0, value: 2 })
    expect(act(newGame(), 'movement', 2).queue[0]).toEqual({ t: 'move', actor: 0, points: 2, crossed: 0 })
  })

  it('S-ICON-07 S-ICON-08 the Building icon opens the Market; a Special Action card goes under the card of its host type', () => {
    const build = act(newGame(), 'building', 1)
    expect(build.queue[0]).toEqual({ t: 'build', actor: 0, left: 1 })
    expect(legalCommands(content, build).filter((c) => c.type === 'take')).toHaveLength(5)
    expect(withEffects(newGame(), 0, { op: 'specialCard', card: 'A' }).row.specials).toEqual({ A: 'delivery' })
  })

  it('S-ICON-13 S-ICON-14 S-ICON-15 a bonus counts tokens of any side, only active ones, or only inactive ones', () => {
    const tokens = [{ slot: 2, active: false }, { slot: 2, active: true }, { slot: 2, active: true }, { slot: null, active: true }]
    expect(bonusCount(tokens, 2, { when: 'under', tokens: 'any' })).toBe(3)
    expect(bonusCount(tokens, 2, { when: 'under', tokens: 'active' })).toBe(2)
    expect(bonusCount(tokens, 2, { when: 'under', tokens: 'inactive' })).toBe(1)
  })

  it('S-ICON-16 S-ICON-17 S-ICON-18 Single, Left and Under bonuses count the tokens at and left of the card', () => {
    const tokens = [{ slot: 0, active: false }, { slot: 1, active: false }, { slot: 3, active: false }, { slot: 3, active: false }]
    expect(bonusCount(tokens, 3, { when: 'single', tokens: 'any' })).toBe(0)
    expect(bonusCount(tokens, 1, { when: 'single', tokens: 'any' })).toBe(1)
    expect(bonusCount(tokens, 3, { when: 'left', tokens: 'any' })).toBe(2)
    expect(bonusCount(tokens, 3, { when: 'under', tokens: 'any' })).toBe(2)
  })

  it('S-ICON-09 S-ICON-10 S-ICON-12 a green Border costs its lines, a red one runs the adventure\'s rule, an impassable one is never crossed', () => {
    const green = play(act(newGame(), 'movement', 2), { type: 'cross', border: 'meadow-ford' })
    expect(green.queue[0]).toMatchObject({ t: 'move', points: 1 })
    const red = play(act(at(newGame(), 'meadow', 2), 'movement', 1), { type: 'cross', border: 'meadow-ridge' })
    expect(red.characters[0]?.threats).toBe(1)
    expect(refusal(act(at(newGame(), 'meadow', 3), 'movement', 1), { type: 'cross', border: 'meadow-peak' }).code).toBe('S-MOVE-07')
  })

  it('S-ICON-11 S-ICON-36 a blue Border runs the adventure\'s rule; a blocked Border cannot be crossed', () => {
    const blue = play(act(at(newGame(), 'ridge', 3), 'movement', 1), { type: 'cross', border: 'ridge-peak' })
    expect(blue.characters[0]?.goods.material ?? 0).toBe(0)
    const blocked = withEffects(act(at(newGame(), 'meadow', 2), 'movement', 1), 0, { op: 'block', target: 'meadow-ford' })
    expect(refusal(blocked, { type: 'cross', border: 'meadow-ford' }).code).toBe('S-MOVE-08')
  })

  it('S-ICON-19 S-ICON-20 S-ICON-41 a die of a colour joins the pool, any die may be rerolled, a token\'s level names its deck', () => {
    let s = edit(at(newGame(), 'ridge', 2), (d) => { d.map.enemies.den = ['medium']; d.rng = injectPicks(d.rng, [0, 0, 3]) })
    s = withEffects(act(s, 'combat'), 0, { op: 'dice', die: 'red', amount: 1 }, { op: 'reroll', amount: 1 })
    s = play(s, { type: 'fight', location: 'den', token: 0 })
    expect(s.fight?.card).toBe('medium-1')
    expect(s.fight?.rolled.map((r) => r.die)).toEqual(['yellow', 'red'])
    s = play(s, { type: 'reroll', die: 1 })
    expect(s.fight?.toPlace).toEqual(['p1', 'i3'])
  })

  it('S-ICON-21 S-ICON-22 S-ICON-24 any good may be delivered; a good icon names its kind; a Source names what the Area gives', () => {
    const s = edit(act(newGame(), 'delivery', 2), (d) => { const c = d.characters[0]; if (c) c.goods = { fate: 1, material: 1 } })
    expect(play(play(s, { type: 'deliver', location: 'well', good: 'fate', from: 0 }), { type: 'deliver', location: 'well', good: 'material', from: 0 }).map.goodsOn.well).toEqual({ fate: 1, material: 1 })
    expect(withEffects(newGame(), 0, { op: 'gain', good: 'power', amount: 2 }).characters[0]?.goods.power).toBe(2)
    const gather = act(onPath(['fields']), 'gathering', 1)
    expect(refusal(gather, { type: 'gather', cell: [1, 0], good: 'magic' }).code).toBe('S-GOODS-14')
    expect(play(gather, { type: 'gather', cell: [1, 0], good: 'rumour' }).characters[0]?.goods.rumour).toBe(1)
  })

  it('S-ICON-23 S-ICON-25 S-ICON-26 an Area icon gives a good of the Area\'s Sources; Threat gives a token; Discard takes goods away', () => {
    const s = play(act(onPath(['fields']), 'journey', 1), { type: 'tile', shape: 'p2', cells: [[0, 0], [1, 0]], good: 'ore' })
    expect(s.characters[0]?.goods.ore).toBe(2)
    expect(withEffects(newGame(), 0, { op: 'threat', amount: 2 }).characters[0]?.threats).toBe(2)
    expect(withEffects(newGame(), 0, { op: 'discard', good: 'ore', amount: 1 }).characters[0]?.goods.ore ?? 0).toBe(0)
  })

  it('S-ICON-27 S-ICON-28 S-ICON-29 a generic XP lets the player choose; Combat XP and Journey XP raise their own kind', () => {
    expect(withEffects(newGame(), 0, { op: 'xp', kind: 'any', amount: 1 }).queue[0]).toEqual({ t: 'xp', who: 0, left: 1 })
    const s = withEffects(newGame(), 0, { op: 'xp', kind: 'combat', amount: 1 }, { op: 'xp', kind: 'journey', amount: 2 })
    expect([s.characters[0]?.combat, s.characters[0]?.journey]).toEqual([2, 3])
  })

  it('S-ICON-30 S-ICON-31 S-ICON-32 reactivation flips the Ability active; a red penalty cell applies the card\'s red penalty', () => {
    const used = play(newGame(), { type: 'ability', character: 0 })
    expect(used.characters[0]?.abilityActive).toBe(false)
    const paid = play(edit(used, (d) => { const c = d.characters[0]; if (c) c.goods = { magic: 1 } }), { type: 'reactivate', character: 0 })
    expect(paid.characters[0]?.abilityActive).toBe(true)
    // dunes: red penalty cell at (2,0) → "receive a p1 wound"; its yellow effect differs.
    const level2 = edit(onPath(['dunes'], 'ford'), (d) => { const c = d.characters[0]; if (c) c.journey = 2 })
    const s = play(act(level2, 'journey', 1), { type: 'tile', shape: 'i3', cells: [[0, 0], [1, 0], [2, 0]] })
    expect(s.queue[0]).toMatchObject({ t: 'wound', who: 0, wound: { shape: 'p1' } })
  })

  it('S-ICON-33 S-ICON-34 S-ICON-35 a yellow penalty cell applies the yellow penalty; the paragraph icon reads it; its token closes the Location', () => {
    const s = play(act(onPath(['dunes'], 'ford'), 'journey', 1), { type: 'tile', shape: 'p1', cells: [[0, 2]] })
    expect(s.characters[0]?.goods.ore ?? 0).toBe(0)
    expect(withEffects(newGame(), 0, { op: 'paragraph', paragraph: 14 }).read).toContain(14)
    const closed = withTasks(newGame(), { t: 'close', location: 'well' })
    expect(closed.map.closed).toContain('well')
    expect(act(closed, 'delivery').queue[0]?.t).not.toBe('deliver')
  })

  it('S-ICON-37 S-ICON-38 S-ICON-39 a Gathering token keeps tiles off its cell; Cure removes a wound; covering every heart wins', () => {
    const s = play(act(onPath(['fields']), 'gathering', 1), { type: 'gather', cell: [0, 2] })
    expect(legalCommands(content, act(s, 'journey', 1)).some((c) => c.type === 'tile' && c.cells.some(([x, y]) => x === 0 && y === 2))).toBe(false)
    const hurt = edit(newGame(), (d) => { const c = d.characters[0]; if (c) { c.wounds = [{ shape: 'p1', cells: [[0, 0]] }]; c.grid = ['#...', '....', '....'] } })
    expect(play(withEffects(hurt, 0, { op: 'cure' }), { type: 'cure', tile: 0 }).characters[0]?.wounds).toEqual([])
    let f = edit(at(newGame(), 'ridge', 2), (d) => { d.map.enemies.den = ['weak']; d.rng = injectPicks(d.rng, [2, 0]); const c = d.characters[0]; if (c) c.combat = 2 })
    f = play(act(f, 'combat'), { type: 'fight', location: 'den', token: 0 })
    f = play(play(f, { type: 'strike', shape: 'p2', cells: [[0, 1], [1, 1]] }), { type: 'strike', shape: 'p1', cells: [[1, 0]] })
    expect(f.map.enemies.den).toEqual([])
  })

  it('S-ICON-40 S-ICON-42 S-ICON-43 any enemy may be fought; a Mystic token ignores strengthening; strength goes up one level', () => {
    const s = edit(at(newGame(), 'ridge', 2), (d) => { d.map.enemies.den = ['lethal', 'mystic', 'weak'] })
    expect(legalCommands(content, act(s, 'combat')).filter((c) => c.type === 'fight')).toHaveLength(3)
    expect(withEffects(s, 0, { op: 'weaken', location: 'den' }).map.enemies.den).toEqual(['strong', 'mystic', 'weak'])
    expect(withEffects(edit(s, (d) => { d.map.enemies.den = ['weak', 'mystic'] }), 0, { op: 'strengthen', location: 'den' }).map.enemies.den).toEqual(['medium', 'mystic'])
  })

  it('S-ICON-44 S-ICON-45 S-ICON-46 a rune tags Locations effects may target; a size-n tile is any shape of n cells; the round marker gates effects', () => {
    const rune: Effect = { op: 'if', cond: { op: 'rune', rune: 'stone' }, then: [{ op: 'gain', good: 'fate', amount: 1 }], else: [{ op: 'gain', good: 'power', amount: 1 }] }
    expect(withEffects(newGame(), 0, rune).characters[0]?.goods.fate).toBe(1)
    expect(withEffects(at(newGame(), 'peak', 3), 0, rune).characters[0]?.goods.power).toBe(1)
    const sized = withEffects(newGame(), 0, { op: 'wound', wound: { size: 3 } })
    expect(new Set(legalCommands(content, sized).flatMap((c) => (c.type === 'wound' ? [c.shape] : [])))).toEqual(new Set(['i3', 'l3']))
    const late: Effect = { op: 'if', cond: { op: 'round', min: 2 }, then: [{ op: 'gain', good: 'fate', amount: 1 }] }
    expect(withEffects(newGame(), 0, late).characters[0]?.goods.fate).toBeUndefined()
    expect(withEffects(at(newGame(), 'meadow', 2), 0, late).characters[0]?.goods.fate).toBe(1)
  })

  it('S-ICON-47 S-ICON-48 S-ICON-49 the Reveal icon opens a Terrain card (no bonus); the Discovery icon draws one; Objective tokens count', () => {
    const s = withEffects(onPath(['fields']), 0, { op: 'reveal' })
    expect(s.decks.path).toHaveLength(2)
    expect(s.characters[0]?.goods).toEqual(newGame().characters[0]?.goods)
    const found = withEffects(edit(newGame(), (d) => { d.decks.discovery = ['cache'] }), 0, { op: 'discovery' })
    expect([found.characters[0]?.goods.ore, found.decks.discoveryDiscard]).toEqual([3, ['cache']])
    expect(withEffects(newGame(), 0, { op: 'counter', counter: 'seals', amount: 1 }).counters.seals).toBe(1)
  })

  it('S-ICON-50 S-ICON-51 S-ICON-52 an Increased-cost token raises a Delivery; a Substitute-Sacrifice token turns a Location into a Sacrifice; the track is bounded', () => {
    const dear = withEffects(newGame(), 0, { op: 'increaseCost', location: 'well' })
    const s = edit(act(dear, 'delivery', 2), (d) => { const c = d.characters[0]; if (c) c.goods = { ore: 2 } })
    const delivered = play(play(s, { type: 'deliver', location: 'well', good: 'ore', from: 0 }), { type: 'deliver', location: 'well', good: 'ore', from: 0 })
    expect(delivered.map.goodsOn.well).toEqual({ ore: 2 })
    expect(delivered.read).not.toContain(10)
    const sub = withEffects(newGame(), 0, { op: 'substitute', location: 'well', wound: { size: 1 }, value: 1 })
    expect(legalCommands(content, act(sub, 'sacrifice'))).toContainEqual({ type: 'sacrifice', location: 'well' })
    expect(withEffects(newGame(), 0, { op: 'counter', counter: 'alarm', amount: 9 }).counters.alarm).toBe(3)
  })

  it('S-ICON-53 a Move marker moves the marker one space in its direction', () => {
    const up = withEffects(newGame(), 0, { op: 'counter', counter: 'seals', amount: 1 })
    expect(withEffects(up, 0, { op: 'counter', counter: 'seals', amount: -1 }).counters.seals).toBe(0)
  })
})
