import { describe, expect, it } from 'vitest'
import { requirementMet } from '../delivery'
import { legalCommands } from '../legal-commands'
import type { SagaState } from '../types'
import { content, edit, newGame, play, refusal, withEffects, withTasks } from './kit'

const goods = (s: SagaState, i: number, g: SagaState['characters'][number]['goods']): SagaState => edit(s, (d) => { const c = d.characters[i]; if (c) c.goods = g })
const delivering = (s: SagaState, left = 3) => withTasks(s, { t: 'deliver', actor: 0, left, location: null })

describe('Saga delivery', () => {
  it('S-GOODS-08 S-GOODS-21 S-EX-13 goods of a character in the same Area may be delivered; the requirement met, the effect applies', () => {
    let s = delivering(goods(goods(newGame(), 0, { ore: 1 }), 1, { ore: 1 }), 2)
    s = play(s, { type: 'deliver', location: 'well', good: 'ore', from: 0 })
    s = play(s, { type: 'deliver', location: 'well', good: 'ore', from: 1 })
    expect(s.read).toEqual([10])
    expect(s.characters.map((c) => c.goods.ore ?? 0)).toEqual([0, 0])
    expect(s.map.goodsOn.well).toEqual({})
  })

  it('S-GOODS-08 S-EX-13 goods of a character in another Area cannot be used', () => {
    const s = delivering(edit(goods(newGame(), 1, { ore: 1 }), (d) => { const c = d.characters[1]; if (c) c.area = 'ford' }))
    expect(refusal(s, { type: 'deliver', location: 'well', good: 'ore', from: 1 }).code).toBe('S-GOODS-08')
  })

  it('S-GOODS-25 S-GOODS-26 S-EX-32 goods short of the requirement stay on the Location and count later', () => {
    let s = delivering(goods(newGame(), 0, { ore: 1 }))
    s = play(play(s, { type: 'deliver', location: 'well', good: 'ore', from: 0 }), { type: 'done' })
    expect(s.map.goodsOn.well).toEqual({ ore: 1 })
    expect(s.read).toEqual([])
    s = play(delivering(goods(s, 0, { ore: 1 })), { type: 'deliver', location: 'well', good: 'ore', from: 0 })
    expect(play(s, { type: 'done' }).read).toEqual([10])
  })

  it('S-GOODS-27 S-GOODS-28 S-EX-32 each Increased-cost token asks one more good, of a kind the space needs', () => {
    expect(requirementMet({ ore: 3 }, { ore: 3 }, 1)).toBeNull()
    expect(requirementMet({ ore: 4 }, { ore: 3 }, 1)).toEqual({ ore: 4 })
    expect(requirementMet({ ore: 3, rumour: 2 }, { ore: 2, rumour: 2 }, 1)).toEqual({ ore: 3, rumour: 2 })
    expect(requirementMet({ ore: 2, rumour: 3 }, { ore: 2, rumour: 2 }, 1)).toEqual({ ore: 2, rumour: 3 })
    expect(requirementMet({ ore: 2, magic: 5 }, { ore: 2, rumour: 2 }, 0)).toBeNull()
  })

  it('S-GOODS-24 S-EX-32 goods beyond the requirement stay on the Location', () => {
    const s = edit(newGame(), (d) => { d.map.goodsOn.well = { ore: 4 } })
    const after = withTasks(s, { t: 'deliveryCheck', actor: 0, location: 'well' })
    expect(after.map.goodsOn.well).toEqual({ ore: 2 })
  })

  it('S-GOODS-20 S-ATLAS-09 no delivery at a Location holding an enemy token', () => {
    const s = delivering(edit(goods(newGame(), 0, { ore: 2 }), (d) => { d.map.enemies.well = ['weak'] }))
    expect(s.queue.some((t) => t.t === 'deliver')).toBe(false)
  })

  it('S-GOODS-22 one Delivery delivers to one Location only', () => {
    let s = delivering(edit(goods(newGame(), 0, { ore: 2, material: 1, rumour: 1 }), (d) => { const c = d.characters[0]; if (c) c.area = 'ford' }))
    s = play(s, { type: 'deliver', location: 'gate', good: 'material', from: 0 })
    expect(refusal(s, { type: 'deliver', location: 'shrine', good: 'ore', from: 0 }).code).toBe('S-GOODS-22')
  })

  it('S-ATLAS-08 a Location on a Border is used from either Area', () => {
    for (const area of ['ford', 'ridge']) {
      const s = delivering(edit(goods(newGame(), 0, { material: 1 }), (d) => { const c = d.characters[0]; if (c) c.area = area }))
      expect(legalCommands(content, s)).toContainEqual({ type: 'deliver', location: 'gate', good: 'material', from: 0 })
    }
  })
})

describe('Saga sacrifice and building', () => {
  const atShrine = (s: SagaState) => withTasks(edit(s, (d) => { const c = d.characters[0]; if (c) c.area = 'ford' }), { t: 'sacrifice', actor: 0, value: 3 })

  it('S-SAC-03 S-SAC-05 S-EX-15 V wound tiles of the space\'s kind, then the Location\'s effect', () => {
    let s = play(atShrine(newGame()), { type: 'sacrifice', location: 'shrine' })
    expect(s.queue.filter((t) => t.t === 'wound')).toHaveLength(3)
    s = play(s, { type: 'wound', shape: 'p1', cells: [[0, 0]] })
    s = play(s, { type: 'wound', shape: 'p1', cells: [[1, 0]] })
    s = play(s, { type: 'wound', shape: 'p1', cells: [[2, 0]] })
    expect(s.characters[0]?.goods.magic).toBe(1)
    expect(s.map.closed).toEqual([])
  })

  it('S-SAC-04 S-SAC-07 S-EX-15 a sacrifice whose wounds do not all fit eliminates the character', () => {
    const s = edit(newGame(), (d) => { const c = d.characters[0]; if (c) { c.grid = ['##..', '####', '####']; c.wounds = [{ shape: 'o4', cells: [[0, 1], [1, 1], [0, 2], [1, 2]] }, { shape: 'o4', cells: [[2, 1], [3, 1], [2, 2], [3, 2]] }, { shape: 'p2', cells: [[0, 0], [1, 0]] }] } })
    let after = play(atShrine(s), { type: 'sacrifice', location: 'shrine' })
    after = play(after, { type: 'wound', shape: 'p1', cells: [[2, 0]] })
    after = play(after, { type: 'wound', shape: 'p1', cells: [[3, 0]] })
    expect(after.outcome).toBe('lost')
  })

  it('S-SAC-06 S-SAC-01 a Substitute-Sacrifice token turns a Location into a Sacrifice', () => {
    const s = withTasks(withEffects(newGame(), 0, { op: 'substitute', location: 'well', wound: { size: 1 }, value: 1 }), { t: 'sacrifice', actor: 0, value: 2 })
    const after = play(s, { type: 'sacrifice', location: 'well' })
    expect(after.queue.filter((t) => t.t === 'wound')).toHaveLength(1)
  })

  it('S-ITEM-02 S-ITEM-03 S-EX-34 take up to V items, discard one from the Market, refill it from a reshuffled pile', () => {
    // One card left in the deck and one in the discard pile: the refill must reshuffle the pile (with m1 in it).
    const s0 = edit(newGame(), (d) => { d.decks.itemDiscard = d.decks.items.splice(1, 1); d.decks.items.splice(1) })
    const [m1, m2, , m4] = s0.decks.market
    let s = withTasks(s0, { t: 'build', actor: 0, left: 2 })
    s = play(s, { type: 'take', item: m2 ?? '' })
    s = play(s, { type: 'take', item: m4 ?? '' })
    expect(refusal(s, { type: 'take', item: s.decks.market[0] ?? '' }).code).toBe('S-ITEM-02')
    s = play(s, { type: 'discardMarket', item: m1 ?? '' })
    expect(s.characters[0]?.items).toEqual(['warden-keepsake', m2, m4])
    expect(s.decks.market).toHaveLength(5)
    expect(s.decks.market).toContain(m1)
  })

  it('S-ITEM-04 S-ITEM-05 the Market is refilled even when nothing was taken', () => {
    const s0 = edit(newGame(), (d) => { d.decks.market.pop() })
    expect(play(withTasks(s0, { t: 'build', actor: 0, left: 1 }), { type: 'done' }).decks.market).toHaveLength(5)
  })

  it('S-ITEM-12 drawing items takes them from the top of the Item deck', () => {
    const s = newGame()
    expect(withEffects(s, 0, { op: 'drawItems', amount: 1 }).characters[0]?.items).toEqual(['warden-keepsake', s.decks.items[0]])
  })
})
