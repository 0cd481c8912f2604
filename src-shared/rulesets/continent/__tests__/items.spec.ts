import { describe, expect, it } from 'vitest'
import { createContinent } from '../continent'
import { isRuleError } from '../../../engine/rule-error'
import { action, adv, baseCards, giveItemCard, indexCards, optionIndex, play, refused, setup, sk, strip, toHand, withStart, gOf } from './fixture'
import { costInfo, availableActions } from '../action-resolution'
import { itemDestinationOptions, combine } from '../inventory'
import type { ContinentState, Ctx } from '../state'
import type { SkillCard } from '../../../content/continent/cards'

const craftSkill = (uid: string, cost: number, reductions: SkillCard['craft'] extends infer C ? C extends { reductions: infer R } ? R : never : never, durability: number, keywords: string[], actions = [] as SkillCard['actions'] & object): SkillCard =>
  sk(uid, strip(0), { craft: { action: action('craft', cost, 0, []), reductions, item: { durability, keywords, effects: [], actions } } })

const ctxFor = (seat: number, involved: number[]): Ctx => ({ source: null, seat, active: seat, involved, actionType: null, flags: [], cell: null, spaceOf: null })

describe('C-ITEM crafting and combining', () => {
  it('C-CARD-6 C-DEF-33 C-EX-6 C-ICON-42 C-ICON-45 C-ITEM-11 C-ITEM-12 C-ITEM-13 crafting a Raft: resources lower the cost, never required', () => {
    const raft = craftSkill('raftskill', 5, { wood: 3, vine: 2 }, 3, ['water'])
    const cost = (resources: ('wood' | 'vine')[], vineEvent = false): number => {
      const cards = withStart(baseCards([raft, adv('vinev', '700', { kind: 'permanentEvent', resources: ['vine'] })]), { resources })
      const c = indexCards(cards)
      let s = toHand(setup(c, { characters: ['bruno'] }), 0, ['raftskill'])
      if (vineEvent) {
        s = structuredClone(s)
        s.adventure['700'] = []
        s.board.attached['vinev'] = { terrain: 't010', edge: 'W' }
      }
      s = play(c, s, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 'raftskill', index: 'craft' } })
      return costInfo({ s, c }, s.action as NonNullable<ContinentState['action']>).cost
    }
    expect(cost(['wood'])).toBe(2)
    expect(cost(['wood', 'vine'])).toBe(0)
    expect(cost(['wood'], true)).toBe(0)
    expect(cost([])).toBe(5)
    expect(cost(['wood', 'wood'])).toBe(2)
  })

  it('C-ITEM-10 C-ITEM-14 C-ITEM-8 C-ITEM-15 a successful craft turns the Skill into an item; C-ITEM-15 a failure keeps it in hand', () => {
    const raft = sk('raftskill', strip(0), { craft: { action: action('craft', 0, 0, []), reductions: {}, item: { durability: 3, keywords: [], effects: [], actions: [] } } })
    const c = indexCards(baseCards([raft]))
    let s = toHand(setup(c), 0, ['raftskill'])
    s = play(c, s, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 'raftskill', index: 'craft' } }, { type: 'involve', seats: [1] }, { type: 'setCost', tradeOff: 0, extra: 0 })
    expect(s.choice?.kind).toBe('itemDestination')
    expect(s.choice?.options.map((o) => `${o.code}:${o.seat ?? ''}`)).toEqual(['new-item:0', 'new-item:1'])
    s = play(c, s, { type: 'choose', option: 1 })
    expect(s.players[1]?.items[0]).toMatchObject({ cards: ['raftskill'], die: 3 })
    expect(s.players[0]?.hand).not.toContain('raftskill')
    const hard = indexCards(baseCards([sk('raft2', strip(0), { craft: { action: action('craft', 0, 3, []), reductions: {}, item: { durability: 3, keywords: [], effects: [], actions: [] } } })]))
    const f = play(hard, toHand(setup(hard, { characters: ['bruno'] }), 0, ['raft2']), { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 'raft2', index: 'craft' } }, { type: 'setCost', tradeOff: 0, extra: 0 })
    expect(f.players[0]?.hand).toContain('raft2')
  })

  it('C-CARD-29 C-DEF-26 C-EX-7 C-ITEM-16 C-ITEM-17 C-ITEM-18 C-ITEM-19 Walking Stick + Bow, capped at 6', () => {
    const stick = adv('stick', '230', { kind: 'item', durability: 4, keywords: ['will'] })
    const bow = craftSkill('bowskill', 0, {}, 4, ['will'])
    const plain = craftSkill('plainbow', 0, {}, 4, ['other'])
    const c = indexCards(baseCards([stick, bow, plain]))
    const s0 = giveItemCard(setup(c, { characters: ['bruno'] }), 0, 'stick', 4, 'item-stick')
    const craft = (uid: string, pick: 'new-item' | 'combine'): ContinentState => {
      let s = play(c, toHand(s0, 0, [uid]), { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid, index: 'craft' } }, { type: 'endItems' }, { type: 'setCost', tradeOff: 0, extra: 0 })
      s = play(c, s, { type: 'choose', option: optionIndex(s, (o) => o.code === pick) })
      return s
    }
    const asNew = craft('bowskill', 'new-item')
    expect(asNew.players[0]?.items.map((i) => i.die)).toEqual([4, 4])
    const combined = craft('bowskill', 'combine')
    expect(combined.players[0]?.items).toEqual([{ id: 'item-stick', cards: ['stick', 'bowskill'], die: 6 }])
    const noKeyword = craft('plainbow', 'combine')
    expect(noKeyword.players[0]?.items[0]?.die).toBe(4)
  })

  it('C-EX-29 C-ITEM-5 durability cap on combining', () => {
    const c = indexCards(baseCards([adv('top', '231', { kind: 'item', durability: 5, keywords: ['k'] }), adv('add', '232', { kind: 'item', durability: 3, keywords: ['k'] })]))
    const g = gOf(c, giveItemCard(setup(c), 0, 'top', 5))
    const it = g.s.players[0]?.items[0]
    if (!it) throw new Error('no item')
    combine(g, it, 'add')
    expect(it.die).toBe(6)
  })

  it('C-EX-13 C-ITEM-3 C-ITEM-4 C-ITEM-9 inventory limits by player count', () => {
    const cards = baseCards([1, 2, 3, 4, 5].map((i) => adv(`it${i}`, `24${i}`, { kind: 'item', durability: 2 })))
    const c = indexCards(cards)
    let three = setup(c, { characters: ['bruno', 'ludo', 'third'] })
    three = giveItemCard(giveItemCard(three, 0, 'it1', 2), 0, 'it2', 2)
    const g3 = gOf(c, three)
    const opts3 = itemDestinationOptions(g3, 'it3', ctxFor(0, [0]), true)
    expect(opts3.map((o) => o.code)).toEqual(['combine', 'combine', 'past'])
    const it1 = g3.s.players[0]?.items[0]
    if (!it1) throw new Error('no item')
    it1.cards.push('it4', 'it5')
    expect(itemDestinationOptions(g3, 'it3', ctxFor(0, [0]), true).map((o) => o.code)).toEqual(['combine', 'past'])
    const four = gOf(c, giveItemCard(setup(c, { characters: ['bruno', 'ludo', 'third', 'fourth'] }), 0, 'it1', 2))
    four.s.players[0]?.items[0]?.cards.push('it2')
    expect(itemDestinationOptions(four, 'it3', ctxFor(0, [0]), true).map((o) => o.code)).toEqual(['new-item', 'past'])
    const solo = gOf(c, setup(c, { characters: ['bruno'] }))
    for (const u of ['it1', 'it2', 'it3', 'it4']) solo.s.players[0]?.items.push({ id: u, cards: [u], die: 1 })
    expect(itemDestinationOptions(solo, 'it5', ctxFor(0, [0]), true).map((o) => o.code)).toEqual(['combine', 'combine', 'combine', 'combine', 'past'])
  })

  it('C-EX-10 C-ITEM-24 C-ITEM-26 a crafted item’s own action costs 1 durability; blocked on a no-fire terrain', () => {
    const flint = sk('flint', strip(0), { craft: { action: action('craft', 0, 0, []), reductions: {}, item: { durability: 3, keywords: [], effects: [{ op: 'successes', amount: 1, types: ['make_fire'] }], actions: [action('make_fire', 0, 1, [{ op: 'makeFire' }])] } } })
    const c = indexCards(baseCards([flint]))
    let s = giveItemCard(setup(c, { characters: ['bruno'] }), 0, 'flint', 3, 'item-flint')
    s = play(c, s, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 'flint', index: 0 } })
    expect(s.players[0]?.items[0]?.die).toBe(2)
    expect(s.phase).toBe('cost') // used for the action already: its effects apply without a second pip
    s = play(c, s, { type: 'setCost', tradeOff: 0, extra: 0 })
    expect(s.players[0]?.fire).toBe('t010')
    const blocked = indexCards(withStart(baseCards([flint]), { noFireCraftRest: true }))
    const b = giveItemCard(setup(blocked, { characters: ['bruno'] }), 0, 'flint', 3, 'item-flint')
    expect(availableActions({ s: b, c: blocked }, 0).some((a) => a.ref.uid === 'flint')).toBe(false)
  })

  it('C-Q-15 setting: charging 2 durability when an item’s action and effects are both used', () => {
    const flint = sk('flint', strip(0), { craft: { action: action('craft', 0, 0, []), reductions: {}, item: { durability: 3, keywords: [], effects: [], actions: [action('make_fire', 1, 0, [{ op: 'makeFire' }])] } } })
    const c = indexCards(baseCards([flint]))
    let s = giveItemCard(setup(c, { characters: ['bruno'], settings: { itemActionAndEffectsCost: 2 } }), 0, 'flint', 3, 'item-flint')
    s = play(c, s, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 'flint', index: 0 } })
    expect(s.phase).toBe('useItems')
    s = play(c, s, { type: 'useItem', seat: 0, item: 'item-flint' })
    expect(s.players[0]?.items[0]?.die).toBe(1)
  })
})

describe('C-ITEM giving, trading, giving up', () => {
  const c = indexCards(baseCards([adv('bow', '220', { kind: 'item', durability: 4 }), adv('rope', '221', { kind: 'item', durability: 2 })]))

  it('C-EX-23 C-ITEM-27 C-ITEM-28 C-ITEM-29 C-ITEM-20 giving an item costs 2 life-force cards', () => {
    const s0 = giveItemCard(setup(c), 0, 'bow', 3)
    const deck = s0.actionDeck.slice(0, 2)
    const s = play(c, s0, { type: 'giveItem', from: 0, item: 'item-bow', to: 1 })
    expect(s.players[1]?.items[0]).toMatchObject({ cards: ['bow'], die: 3, received: true })
    expect(s.discard).toEqual(deck)
    const apart = structuredClone(s0)
    ;(apart.players[1] as { at: string | null }).at = 'elsewhere'
    expect(refused(c, apart, { type: 'giveItem', from: 0, item: 'item-bow', to: 1 })).toBe('illegal-gift')
    const full = structuredClone(s0)
    for (const id of ['a', 'b', 'c']) full.players[1]?.items.push({ id, cards: ['rope'], die: 1 })
    expect(refused(c, full, { type: 'giveItem', from: 0, item: 'item-bow', to: 1 })).toBe('illegal-gift')
  })

  it('C-EX-23 C-DECK-10 with an empty deck the gift reveals 2 pile cards', () => {
    const s0 = structuredClone(giveItemCard(setup(c), 0, 'bow', 3))
    s0.discard = [...s0.actionDeck.filter((u) => c.cards[u]?.type === 'skill')]
    s0.outOfPlay.push(...s0.actionDeck.filter((u) => c.cards[u]?.type !== 'skill'))
    s0.actionDeck = []
    s0.discardFaceDown = true
    const s = play(c, s0, { type: 'giveItem', from: 0, item: 'item-bow', to: 1 })
    expect(s.outcome).toBeNull()
    expect(s.discard.length).toBe(s0.discard.length)
  })

  it('C-ITEM-27 trading swaps whole items for 2 cards', () => {
    const s0 = giveItemCard(giveItemCard(setup(c), 0, 'bow', 3), 1, 'rope', 2)
    const s = play(c, s0, { type: 'tradeItems', a: 0, itemA: 'item-bow', b: 1, itemB: 'item-rope' })
    expect(s.players[0]?.items[0]?.cards).toEqual(['rope'])
    expect(s.players[1]?.items[0]?.cards).toEqual(['bow'])
    expect(s0.actionDeck.length - s.actionDeck.length).toBe(2)
  })

  it('C-ITEM-22 C-ITEM-6 giving up an item discards its cards by back; C-Q-24 only between actions', () => {
    const s0 = giveItemCard(setup(c), 0, 'bow', 3)
    const s = play(c, s0, { type: 'giveUpItem', seat: 0, item: 'item-bow' })
    expect(s.past).toEqual(['bow'])
    const mid = play(c, s0, { type: 'chooseActive', seat: 0 })
    expect(refused(c, mid, { type: 'giveUpItem', seat: 0, item: 'item-bow' })).toBe('wrong-step')
  })
})

describe('C-END joining and leaving', () => {
  const c = indexCards(baseCards([1, 2, 3].map((i) => adv(`it${i}`, `25${i}`, { kind: 'item', durability: 2 }))))

  it('C-Q-23 C-EX-27 C-END-19 C-END-20 C-END-21 C-END-22 joining changes the limits', () => {
    let s = setup(c)
    for (const u of ['it1', 'it2', 'it3']) s = giveItemCard(s, 0, u, 2)
    const deck = s.actionDeck.length
    s = play(c, s, { type: 'join', character: 'third' })
    expect(s.players[2]).toMatchObject({ character: 'third', at: 't010', hand: ['ch-third'] })
    expect(s.actionDeck.length).toBe(deck + 5)
    expect(s.choice?.kind).toBe('itemLimit')
    s = play(c, s, { type: 'choose', option: 0 })
    expect(s.players[0]?.items.length).toBe(2)
    expect(s.phase).toBe('chooseActive')
  })

  it('C-Q-23 joining and leaving happen between turns: no turn ends, the group chooses the active player again', () => {
    const rules = createContinent(c)
    const s = setup(c, { characters: ['bruno', 'ludo', 'third'] })
    const left = rules.apply(s, { type: 'leave', seat: 2, temporary: true })
    if (isRuleError(left)) throw new Error(left.message)
    expect(left.events.filter((e) => e.type === 'turnEnded')).toEqual([])
    expect(left.state.phase).toBe('chooseActive')
    expect(left.state.tasks).toEqual([])
    const back = rules.apply(left.state, { type: 'join', character: 'third' })
    if (isRuleError(back)) throw new Error(back.message)
    expect(back.events.filter((e) => e.type === 'turnEnded')).toEqual([])
    expect(back.state.phase).toBe('chooseActive')
  })

  it('C-END-13 a new character may take an eliminated player\'s place, and the engine lists that join', () => {
    const rules = createContinent(c)
    const gone = play(c, setup(c, { characters: ['bruno', 'ludo'] }), { type: 'leave', seat: 1, temporary: false })
    expect(rules.legalCommands(gone)).toContainEqual({ type: 'join', character: 'third', seat: 1 })
    const s = play(c, gone, { type: 'join', character: 'third', seat: 1 })
    expect(s.players[1]).toMatchObject({ character: 'third', status: 'playing' })
  })

  it('C-END-14 C-END-16 C-END-17 leaving for good eliminates; leaving temporarily sets skills aside', () => {
    let s = play(c, setup(c, { characters: ['bruno', 'ludo', 'third'] }), { type: 'leave', seat: 2, temporary: true })
    expect(s.players[2]?.status).toBe('away')
    expect(s.actionDeck.some((u) => u.startsWith('t') && c.cards[u]?.type === 'skill')).toBe(false)
    expect(s.outOfPlay.filter((u) => /^t\d$/.test(u)).length).toBe(5)
    s = play(c, s, { type: 'join', character: 'third' })
    expect(s.players[2]?.status).toBe('playing')
    expect(s.actionDeck.filter((u) => /^t\d$/.test(u)).length).toBe(5)
    const gone = play(c, setup(c), { type: 'leave', seat: 1, temporary: false })
    expect(gone.players[1]?.status).toBe('eliminated')
    expect(gone.banished.filter((u) => /^l\d$/.test(u)).length).toBe(5)
  })
})
