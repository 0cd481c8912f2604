import { describe, expect, it } from 'vitest'
import { injectPicks } from '../../../engine/rng'
import { isRuleError } from '../../../engine/rule-error'
import { apply } from '../apply-command'
import { legalCommands } from '../legal-commands'
import type { SagaState, Task } from '../types'
import { content, edit, newGame, play, refusal, withEffects, withTasks } from './kit'

/** Character 0's turn, placed, on the ridge (the den holds a Weak token), holding these items, its dice to show these faces. */
function combatTurn(level: number, faces: number[], items: string[] = [], task: Task = { t: 'combat', actor: 0, left: 1 }): SagaState {
  const s = edit(newGame(), (d) => {
    d.round = 2
    d.placed = true
    d.map.enemies.den = ['weak']
    const c = d.characters[0]
    if (c) { c.area = 'ridge'; c.combat = level; c.items.push(...items) }
    d.rng = injectPicks(d.rng, faces)
  })
  return withTasks(s, task)
}
const fight = (s: SagaState): SagaState => play(s, { type: 'fight', location: 'den', token: 0 })

describe('Saga items (S-ITEM)', () => {
  it('S-ITEM-06 S-ITEM-10 an item is used only during the action its icon names; a multicoloured one during any', () => {
    const journey = combatTurn(1, [], ['whetstone'], { t: 'journey', actor: 0, left: 1 })
    expect(refusal(journey, { type: 'item', character: 0, item: 'whetstone' }).code).toBe('S-ITEM-10')
    const after = play(journey, { type: 'item', character: 0, item: 'warden-keepsake' })
    expect(after.characters[0]?.items).not.toContain('warden-keepsake')
    expect(play(combatTurn(1, [0], ['whetstone']), { type: 'item', character: 0, item: 'whetstone' }).boost?.dice).toEqual(['orange'])
  })

  it('S-ITEM-07 S-ITEM-08 using an item costs nothing and it is gone after one use', () => {
    const s = combatTurn(1, [0], ['whetstone', 'banner'])
    const used = play(s, { type: 'item', character: 0, item: 'banner' })
    expect(used.characters[0]?.goods).toEqual(s.characters[0]?.goods)
    expect(used.characters[0]?.items).toEqual(['warden-keepsake', 'whetstone'])
    expect(refusal(used, { type: 'item', character: 0, item: 'banner' }).code).toBe('S-ITEM-09')
  })

  it('S-ITEM-09 only the owner uses its item; there is no command to give or trade one', () => {
    const s = edit(combatTurn(1, [0], ['whetstone']), (d) => { const c = d.characters[1]; if (c) c.area = 'ridge' })
    expect(refusal(s, { type: 'item', character: 1, item: 'whetstone' }).code).toBe('S-ITEM-09')
    expect(legalCommands(content, s).filter((c) => c.type === 'item').every((c) => c.type === 'item' && c.character === 0)).toBe(true)
  })

  it('S-ITEM-14 S-ITEM-15 a used general item goes to the Item discard pile, a used character item leaves the game', () => {
    let s = play(combatTurn(1, [0], ['whetstone']), { type: 'item', character: 0, item: 'whetstone' })
    expect(s.decks.itemDiscard).toContain('whetstone')
    s = play(s, { type: 'item', character: 0, item: 'warden-keepsake' })
    expect(s.decks.itemsGone).toEqual(['warden-keepsake'])
    expect(s.decks.itemDiscard).not.toContain('warden-keepsake')
  })

  it('S-ITEM-17 S-COMBAT-07 extra dice are declared before the roll; once the dice are rolled none can be added', () => {
    const s = fight(play(combatTurn(1, [0, 2], ['whetstone']), { type: 'item', character: 0, item: 'whetstone' }))
    expect(s.fight?.rolled).toEqual([{ die: 'yellow', face: 0 }, { die: 'orange', face: 2 }])
    expect(s.fight?.toPlace).toEqual(['p1', 'p2'])
    const rolled = edit(combatTurn(1, [0, 0], ['whetstone', 'lucky-coin']), () => undefined)
    const mid = fight(play(rolled, { type: 'item', character: 0, item: 'lucky-coin' }))
    expect(mid.queue[0]?.t).toBe('dice')
    expect(refusal(mid, { type: 'item', character: 0, item: 'whetstone' }).code).toBe('S-ITEM-17')
  })

  it('S-JOURNEY-10 S-ITEM-17 an item that modifies Journey is used at its first step and changes the action', () => {
    const s = combatTurn(1, [], ['boots'], { t: 'journey', actor: 0, left: 2 })
    expect(play(s, { type: 'item', character: 0, item: 'boots' }).queue[0]).toEqual({ t: 'journey', actor: 0, left: 3 })
  })

  it('S-ITEM-13 gaining items: chosen from the Market, which is refilled, with no discard step', () => {
    let s = withEffects(newGame(), 0, { op: 'gainItems', amount: 1 })
    const first = s.decks.market[0] ?? ''
    expect(refusal(s, { type: 'discardMarket', item: first }).code).toBe('S-ITEM-13')
    s = play(s, { type: 'take', item: first })
    s = play(s, { type: 'done' })
    expect(s.characters[0]?.items).toContain(first)
    expect(s.decks.market).toHaveLength(5)
  })
})

describe('Saga combat dice (S-COMBAT-07…S-COMBAT-15)', () => {
  it('S-COMBAT-08 S-COMBAT-09 S-COMP-28 an upgrade, declared before the roll, swaps a die for the next stronger colour', () => {
    let s = fight(play(combatTurn(1, [0], ['banner']), { type: 'item', character: 0, item: 'banner' }))
    expect(s.fight?.dice?.stage).toBe('declare')
    expect(s.fight?.rolled).toEqual([])
    s = play(s, { type: 'upgrade', die: 0 })
    expect(s.fight?.rolled).toEqual([{ die: 'orange', face: 0 }])
    expect(s.fight?.toPlace).toEqual(['p1'])
  })

  it('S-COMBAT-10 several upgrades may go on one die, one step each; on the strongest colour they do nothing', () => {
    let s = withEffects(combatTurn(1, [0]), 0, { op: 'upgrade', amount: 2 })
    s = fight(s)
    s = play(play(s, { type: 'upgrade', die: 0 }), { type: 'upgrade', die: 0 })
    expect(s.fight?.rolled[0]?.die).toBe('red')
    let top = withEffects(combatTurn(7, [0, 0]), 0, { op: 'upgrade', amount: 1 })
    top = play(fight(top), { type: 'upgrade', die: 0 })
    expect(top.fight?.rolled.map((r) => r.die)).toEqual(['black', 'red'])
  })

  it('S-COMBAT-11 S-COMBAT-12 the pool is rolled once; a reroll rolls one die again, and the same die may be rerolled', () => {
    let s = fight(play(combatTurn(2, [0, 0, 2, 4], ['lucky-coin']), { type: 'item', character: 0, item: 'lucky-coin' }))
    expect(s.fight?.rolled).toEqual([{ die: 'yellow', face: 0 }, { die: 'yellow', face: 0 }])
    s = play(s, { type: 'reroll', die: 1 })
    expect(s.fight?.rolled[1]).toEqual({ die: 'yellow', face: 2 })
    s = play(s, { type: 'reroll', die: 1 })
    expect(s.fight?.toPlace).toEqual(['p1', 'l3'])
    expect(s.queue[0]?.t).toBe('strike')
  })

  it('S-COMBAT-13 S-COMBAT-14 a critical die gives its white and black shape; on a face without black squares nothing changes', () => {
    let s = withEffects(combatTurn(2, [0, 2]), 0, { op: 'critical', amount: 2 })
    s = fight(s)
    s = play(play(s, { type: 'critical', die: 0 }), { type: 'critical', die: 1 })
    expect(s.fight?.toPlace).toEqual(['p2', 'p2'])
  })

  it('S-COMBAT-15 the order: upgrades before the roll, then rerolls, then Criticals', () => {
    let s = withEffects(combatTurn(1, [0, 1]), 0, { op: 'upgrade', amount: 1 }, { op: 'reroll', amount: 1 }, { op: 'critical', amount: 1 })
    s = fight(s)
    expect(refusal(s, { type: 'reroll', die: 0 }).code).toBe('S-COMBAT-15')
    s = play(s, { type: 'done' })
    expect(refusal(s, { type: 'upgrade', die: 0 }).code).toBe('S-COMBAT-08')
    s = play(s, { type: 'critical', die: 0 })
    expect(s.fight?.toPlace).toEqual(['p2'])
  })

  it('S-ROW-19 S-ROW-32 a bonus granting upgrades per token to the left applies with the Combat action, before its roll', () => {
    const c2 = structuredClone(content)
    const base = newGame()
    const slot = base.row.cards.findIndex((n) => c2.actionCards[n]?.mains.some((m) => m.action === 'combat'))
    const number = base.row.cards[slot] ?? 0
    const card = c2.actionCards[number]
    if (!card) throw new Error('no combat card')
    card.bonuses = [{ when: 'left', tokens: 'any', effects: [{ op: 'upgrade', amount: 1 }] }]
    card.effects = []
    const s = edit(base, (d) => {
      d.round = 2
      d.map.enemies.den = ['weak']
      const c = d.characters[0]
      if (c) c.area = 'ridge'
      d.row.tokens = d.row.tokens.map((t, i) => ({ slot: i === 0 ? 0 : null, active: i !== 0 }))
    })
    const r = apply(c2, s, { type: 'place', token: 1, slot, ...(card.mains.length > 1 ? { main: card.mains.findIndex((m) => m.action === 'combat') } : {}) })
    if (isRuleError(r)) throw new Error(r.message)
    expect(slot).toBeGreaterThan(0)
    expect(r.state.boost).toMatchObject({ actor: 0, upgrades: 1 })
    expect(r.state.queue[0]?.t).toBe('combat')
  })

  it('S-GOODS-18 an effect removing Gathering tokens frees their cells', () => {
    const s = edit(newGame(), (d) => { d.journey.gathering = [[1, 0], [2, 1]] })
    expect(withEffects(s, 0, { op: 'ungather', amount: 1 }).journey.gathering).toEqual([[2, 1]])
  })
})
