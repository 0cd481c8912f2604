import { describe, expect, it } from 'vitest'
import { action, adv, baseCards, giveItemCard, indexCards, optionIndex, play, setup, sk, strip, toHand, withStart, gOf, explo } from './fixture'
import { createContinent } from '../continent'
import { availableActions, costInfo } from '../action-resolution'
import { reachableTerrains } from '../exploration'
import { modifiersFor } from '../modifiers'
import { hasFreeDie } from '../inventory'
import type { ContinentState } from '../state'


describe('C-EXPLORE, C-ITEM, C-END details', () => {
  it('C-DEF-7 C-EXPLORE-1 the board is a grid of cells holding the terrains and the Exploration cards among them', () => {
    const s = setup(indexCards(baseCards()))
    expect(Object.keys(s.board.cells).every((k) => /^-?\d+,-?\d+$/.test(k))).toBe(true)
    expect(s.board.cells).toEqual({ '0,0': 't010', '1,0': expect.stringMatching(/^e\d$/) })
  })

  it('C-EXPLORE-2 C-EXPLORE-3 an Exploration back action is usable only from the terrain it is attached to', () => {
    const c = indexCards(baseCards())
    const s = setup(c)
    expect(availableActions({ s, c }, 0).some((a) => a.ref.index === 'back')).toBe(true)
    const away = structuredClone(s)
    away.board.cells['5,5'] = 't020'
    away.board.at['t020'] = '5,5'
    away.adventure['020'] = []
    for (const p of away.players) p.at = 't020'
    expect(availableActions({ s: away, c }, 0).some((a) => a.ref.index === 'back')).toBe(false)
  })

  it('C-EXPLORE-13 figures stand only on terrains: a figure on an Exploration card breaks an invariant', () => {
    const c = indexCards(baseCards())
    const s = setup(c)
    expect(createContinent(c).check(s)).toEqual([])
    const bad = structuredClone(s)
    ;(bad.players[0] as { at: string | null }).at = s.board.cells['1,0'] as string
    expect(createContinent(c).check(bad).length).toBeGreaterThan(0)
  })

  describe('C-ICON-34 moving', () => {
    const c = indexCards(withStart(baseCards([adv('t2', '840', { kind: 'terrain', area: 'I' }), adv('t3', '841', { kind: 'terrain', area: 'I' })]), { actions: [action('move', 0, 0, [{ op: 'move' }])] }))
    function board() {
      const s0 = structuredClone(setup(c, { characters: ['bruno', 'ludo', 'third'] }))
      for (const [cell, uid] of [['0,1', 't2'], ['0,2', 't3']] as const) { s0.board.cells[cell] = uid; s0.board.at[uid] = cell; s0.adventure[uid === 't2' ? '840' : '841'] = [] }
      return s0
    }

    it('C-EXPLORE-14 C-Q-10 the move offers the reachable terrains', () => {
      const s0 = board()
      expect(reachableTerrains({ s: s0, c }, 't010').sort()).toEqual(['t2', 't3'])
      const s = play(c, s0, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'involve', seats: [1] }, { type: 'setCost', tradeOff: 0, extra: 0 })
      expect(s.choice?.kind).toBe('move')
      expect(s.choice?.options.map((o) => o.uid).sort()).toEqual(['t2', 't3'])
    })

    it('C-ICON-34 every involved figure moves to the one terrain chosen; the others stay', () => {
      let s = play(c, board(), { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'involve', seats: [1] }, { type: 'setCost', tradeOff: 0, extra: 0 })
      s = play(c, s, { type: 'choose', option: optionIndex(s, (o) => o.uid === 't3') })
      expect(s.players.map((p) => p.at)).toEqual(['t3', 't3', 't010'])
    })

    it('C-EXPLORE-4 an Exploration card is no terrain: nobody may move onto it', () => {
      const s0 = board()
      const fog = s0.board.cells['1,0'] as string
      const s = play(c, s0, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'involve', seats: [] }, { type: 'setCost', tradeOff: 0, extra: 0 })
      expect(s.choice?.options.map((o) => o.uid)).not.toContain(fog)
    })
  })

  it('C-EXPLORE-18 an obstacle event moves the figures to the terrain across it', () => {
    const c = indexCards(withStart(baseCards([adv('far', '850', { kind: 'terrain', area: 'I' }), adv('gap', '851', { kind: 'permanentEvent', placement: ['S', 'N'], actions: [action('balance_jump', 0, 0, [{ op: 'crossObstacle' }])] })]), {}))
    const s0 = structuredClone(setup(c, { characters: ['bruno'] }))
    s0.adventure['850'] = []
    s0.adventure['851'] = []
    s0.board.cells['0,-1'] = 'gap'; s0.board.at['gap'] = '0,-1'; s0.board.attached['gap'] = { terrain: 't010', edge: 'N' }
    s0.board.cells['0,-2'] = 'far'; s0.board.at['far'] = '0,-2'
    expect(reachableTerrains({ s: s0, c }, 't010')).toEqual([])
    const s = play(c, s0, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 'gap', index: 0 } }, { type: 'setCost', tradeOff: 0, extra: 0 })
    expect(s.players[0]?.at).toBe('far')
  })

  describe('C-ITEM-7 finding an item', () => {
    const c = indexCards(withStart(baseCards([adv('it', '283', { kind: 'item', durability: 2 })]), { actions: [action('fight', 0, 0, [{ op: 'take', number: '283' }])] }))
    const found = () => play(c, setup(c, { characters: ['bruno'] }), { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'setCost', tradeOff: 0, extra: 0 })

    it('C-ITEM-1 C-DEF-23 every inventory is empty at the start', () => {
      expect(setup(c, { characters: ['bruno', 'ludo'] }).players.map((p) => p.items)).toEqual([[], []])
    })

    it('C-ITEM-7 a found item may go into the finder’s inventory or into the Past', () => {
      expect(found().choice?.options.map((o) => o.code)).toEqual(['new-item', 'past'])
      expect(play(c, found(), { type: 'choose', option: 1 }).past).toContain('it')
    })

    it('C-ICON-8 C-ITEM-2 C-CARD-11 a new item is a die set to the printed durability, with its card', () => {
      expect(play(c, found(), { type: 'choose', option: 0 }).players[0]?.items).toEqual([{ id: 'item-1', cards: ['it'], die: 2 }])
    })

    it('C-DEF-25 an item’s card sits in the inventory, never in a hand', () => {
      const s = play(c, found(), { type: 'choose', option: 0 })
      expect(s.players[0]?.hand).toEqual(['ch-bruno'])
      expect(s.players[0]?.items.flatMap((i) => i.cards)).toEqual(['it'])
    })
  })

  it('C-ITEM-21 C-ITEM-23 C-Q-36 no command merges two items or splits one; giving up discards every card', () => {
    const c = indexCards(baseCards([adv('a', '283', { kind: 'item', durability: 2 }), adv('b', '284', { kind: 'item', durability: 2 })]))
    let s = giveItemCard(giveItemCard(setup(c, { characters: ['bruno'] }), 0, 'a', 2), 0, 'b', 2)
    s = structuredClone(s)
    s.players[0]?.items[0]?.cards.push('s1')
    s.actionDeck = s.actionDeck.filter((u) => u !== 's1')
    const cmds = createContinent(c).legalCommands(s).map((x) => x.type)
    expect(new Set(cmds)).toEqual(new Set(['chooseActive', 'cannotAgree', 'giveUpItem', 'rulesSave', 'join']))
    s = play(c, s, { type: 'giveUpItem', seat: 0, item: 'item-a' })
    expect(s.past).toContain('a')
    expect(s.discard).toContain('s1')
  })

  it('C-ITEM-25 C-ITEM-24 a used item applies every effect of every card matching the action', () => {
    const c = indexCards(baseCards([adv('a', '283', { kind: 'item', durability: 2, effects: [{ op: 'successes', amount: 1, types: ['fight'] }] }), adv('b', '284', { kind: 'item', durability: 2, effects: [{ op: 'cost', amount: -1, types: ['fight'] }, { op: 'cost', amount: -5, types: ['dig'] }] })]))
    const s = structuredClone(giveItemCard(setup(c, { characters: ['bruno'] }), 0, 'a', 2))
    s.adventure['284'] = []
    s.players[0]?.items[0]?.cards.push('b')
    const mods = modifiersFor({ s, c }, 'fight', { active: 0, involved: [0] }, ['0:item-a'])
    expect(mods.map((m) => m.mod.op).sort()).toEqual(['cost', 'successes'])
  })

  it('C-END-13 C-Q-22 an eliminated player rejoins with a new character in the same seat', () => {
    const c = indexCards(withStart(baseCards(), { actions: [action('fight', 0, 0, [{ op: 'adventureOver' }])] }))
    let s = play(c, setup(c), { type: 'chooseActive', seat: 1 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'involve', seats: [] }, { type: 'setCost', tradeOff: 0, extra: 0 })
    expect(s.outOfPlay).toContain('ch-ludo')
    s = play(c, s, { type: 'join', character: 'third', seat: 1 })
    expect(s.players[1]).toMatchObject({ character: 'third', status: 'playing', hand: ['ch-third'], at: 't010' })
    expect(s.players.length).toBe(2)
  })

  it('C-END-15 C-END-18 a departed character’s Skill crafted into another inventory returns when discarded, unless they rejoined', () => {
    const c = indexCards(baseCards())
    let s = structuredClone(setup(c, { characters: ['bruno', 'ludo', 'third'] }))
    s.actionDeck = s.actionDeck.filter((u) => u !== 'l0')
    s.players[0]?.items.push({ id: 'item-x', cards: ['l0'], die: 1 })
    s = play(c, s, { type: 'leave', seat: 1, temporary: true })
    s = play(c, s, { type: 'giveUpItem', seat: 0, item: 'item-x' })
    expect(s.discard).not.toContain('l0')
    expect(s.outOfPlay).toContain('l0')
    s = play(c, s, { type: 'join', character: 'ludo' })
    expect(s.actionDeck).toContain('l0')
  })

  it('C-END-7 C-Q-31 hardcore mode takes card 650 at the start', () => {
    const c = indexCards(baseCards([adv('h650', '650', { kind: 'questItem' })]))
    expect(setup(c, { mode: 'hardcore' }).satchel).toContain('h650')
  })

  it('C-SETUP-1 C-Q-12 during setup no Adventure front reaches the view: only the starting terrain is face up', () => {
    const c = indexCards(baseCards())
    const s = setup(c)
    const v = createContinent(c).view(s)
    const adventureCards = Object.keys(v.cards).filter((u) => c.cards[u]?.type === 'adventure')
    expect(adventureCards).toEqual(['t010'])
    const text = JSON.stringify(v)
    for (const u of Object.values(s.adventure).flat()) expect(text).not.toContain(`"${u}"`)
  })

  it('C-SETUP-2 C-D-2 during setup no Exploration front reaches the view', () => {
    const c = indexCards(baseCards())
    const s = setup(c)
    const v = JSON.stringify(createContinent(c).view(s))
    for (const u of [...Object.values(s.exploration).flat(), s.board.cells['1,0'] as string]) expect(v).not.toContain(`"${u}"`)
    for (const b of createContinent(c).view(s).board) if (b.face === 'fog') expect(b).not.toHaveProperty('uid')
  })

  it('C-SETUP-4 C-SETUP-7 C-ITEM-3 dice by player count: 4, 3, 2, 2', () => {
    const c = indexCards(baseCards([adv('it', '283', { kind: 'item', durability: 2 })]))
    const dice = (n: number): number => {
      const g = gOf(c, setup(c, { characters: ['bruno', 'ludo', 'third', 'fourth'].slice(0, n) }))
      let k = 0
      for (let i = 0; i < 6; i++) {
        const opts = availableDieFor(g)
        if (!opts) break
        g.s.players[0]?.items.push({ id: `i${i}`, cards: ['it'], die: 1 })
        k++
      }
      return k
    }
    expect([1, 2, 3, 4].map(dice)).toEqual([4, 3, 2, 2])
  })
})

function availableDieFor(g: ReturnType<typeof gOf>): boolean {
  return hasFreeDie(g, 0)
}

describe('C-ATYPE and C-ICON', () => {
  it('C-ATYPE-30 C-ICON-16 an effect filtered by an action type applies to every action of that type', () => {
    const c = indexCards(withStart(baseCards([sk('h', strip(0), { effects: [{ op: 'cost', amount: -1, types: ['explore_flee'] }] })]), { actions: [action('explore_flee', 2, 0, []), action('fight', 2, 0, [])] }))
    const s = toHand(setup(c, { characters: ['bruno'] }), 0, ['h'])
    const cost = (ref: { uid: string; index: number | 'back' }): number => {
      const t = play(c, s, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref })
      return costInfo({ s: t, c }, t.action as NonNullable<ContinentState['action']>).cost
    }
    expect(cost({ uid: 't010', index: 0 })).toBe(1)
    expect(cost({ uid: s.board.cells['1,0'] as string, index: 'back' })).toBe(0)
    expect(cost({ uid: 't010', index: 1 })).toBe(2)
  })

  describe('C-ICON-19 no fire, craft or rest', () => {
    const cr = sk('cr', strip(0), { craft: { action: action('craft', 0, 0, []), reductions: {}, item: { durability: 1, keywords: [], effects: [], actions: [] } } })
    const typesOn = (noFireCraftRest: boolean): string[] => {
      const c = indexCards(withStart(baseCards([cr]), { noFireCraftRest, actions: [action('make_fire', 0, 0, []), action('rest', 0, 0, []), action('fight', 0, 0, [])] }))
      const s = toHand(setup(c, { characters: ['bruno'] }), 0, ['cr'])
      return availableActions({ s, c }, 0).map((a) => a.def.type).sort()
    }

    it('C-ICON-19 C-ATYPE-2 the icon blocks Craft', () => {
      expect(typesOn(false)).toContain('craft')
      expect(typesOn(true)).not.toContain('craft')
    })

    it('C-ATYPE-6 C-ATYPE-12 the icon blocks Make Fire and Rest, not the other actions', () => {
      expect(typesOn(false)).toEqual(expect.arrayContaining(['make_fire', 'rest']))
      expect(typesOn(true)).toEqual(['explore_flee', 'fight'])
    })
  })

  it('C-ICON-41 C-ICON-49 C-Q-11 a fire figure provides Fire for crafting', () => {
    const c = indexCards(withStart(baseCards([sk('cr', strip(0), { craft: { action: action('craft', 3, 0, []), reductions: { fire: 2 }, item: { durability: 1, keywords: [], effects: [], actions: [] } } })]), {}))
    let s = structuredClone(toHand(setup(c, { characters: ['bruno'] }), 0, ['cr']))
    s = play(c, s, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 'cr', index: 'craft' } })
    expect(costInfo({ s, c }, s.action as NonNullable<ContinentState['action']>).cost).toBe(3)
    Object.assign(s.players[0] ?? {}, { fire: 't010' })
    expect(costInfo({ s, c }, s.action as NonNullable<ContinentState['action']>).cost).toBe(1)
  })

  it('C-ICON-32 C-EXPLORE-6 the exploration-replace consequence puts the arrow’s card in the space', () => {
    const pe = explo('pe', 'II', action('explore_flee', 0, 0, [{ op: 'exploreReplace' }]), { kind: 'other' })
    const c = indexCards(withStart(baseCards([pe]), { arrows: [{ edge: 'E', area: 'II', numbox: '020' }] }))
    const s = play(c, setup(c, { characters: ['bruno'] }), { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 'pe', index: 'back' } }, { type: 'setCost', tradeOff: 0, extra: 0 })
    expect(s.board.cells['1,0']).toBe('t020')
    expect(s.past).toContain('pe')
  })
})
