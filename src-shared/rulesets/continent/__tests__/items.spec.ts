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
  describe('C-EX-6 crafting a Raft with resources', () => {
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

    it('C-EX-6 wood and vine together bring a cost of 5 down to 0', () => {
      expect(cost(['wood', 'vine'])).toBe(0)
    })

    it('C-ITEM-11 C-DEF-33 C-CARD-6 a resource of the terrain or of an attached event lowers the cost by its reduction', () => {
      expect(cost(['wood'])).toBe(2)
      expect(cost(['wood'], true)).toBe(0)
    })

    it('C-ITEM-12 crafting is allowed with no resource at all', () => {
      expect(cost([])).toBe(5)
    })

    it('C-ITEM-13 each resource lowers the cost once, however many cards show it', () => {
      expect(cost(['wood', 'wood'])).toBe(2)
    })
  })

  describe('C-ITEM-10 crafting', () => {
    const raft = sk('raftskill', strip(0), { craft: { action: action('craft', 0, 0, []), reductions: {}, item: { durability: 3, keywords: [], effects: [], actions: [] } } })
    const c = indexCards(baseCards([raft]))
    const crafted = () => play(c, toHand(setup(c), 0, ['raftskill']), { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 'raftskill', index: 'craft' } }, { type: 'involve', seats: [1] }, { type: 'setCost', tradeOff: 0, extra: 0 })

    it('C-ITEM-14 after a success the item goes to the active player’s inventory or another involved player’s', () => {
      const s = crafted()
      expect(s.choice?.kind).toBe('itemDestination')
      expect(s.choice?.options.map((o) => `${o.code}:${o.seat ?? ''}`)).toEqual(['new-item:0', 'new-item:1'])
      expect(play(c, s, { type: 'choose', option: 0 }).players[0]?.items.map((i) => i.cards)).toEqual([['raftskill']])
    })

    it('C-ITEM-10 the Skill card leaves the hand and becomes the item', () => {
      const s = play(c, crafted(), { type: 'choose', option: 1 })
      expect(s.players[0]?.hand).not.toContain('raftskill')
      expect(s.players[1]?.items[0]?.cards).toEqual(['raftskill'])
    })

    it('C-ITEM-8 a new item takes a die set to the printed durability', () => {
      expect(play(c, crafted(), { type: 'choose', option: 1 }).players[1]?.items[0]).toMatchObject({ cards: ['raftskill'], die: 3 })
    })

    it('C-ITEM-15 after a failed Craft the Skill stays in the hand', () => {
      const hard = indexCards(baseCards([sk('raft2', strip(0), { craft: { action: action('craft', 0, 3, []), reductions: {}, item: { durability: 3, keywords: [], effects: [], actions: [] } } })]))
      const f = play(hard, toHand(setup(hard, { characters: ['bruno'] }), 0, ['raft2']), { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 'raft2', index: 'craft' } }, { type: 'setCost', tradeOff: 0, extra: 0 })
      expect(f.players[0]?.hand).toContain('raft2')
      expect(f.players[0]?.items).toEqual([])
    })
  })

  describe('C-EX-7 Walking Stick + Bow, capped at 6', () => {
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

    it('C-ITEM-16 the crafted card may join an item of the receiver instead of becoming a new one', () => {
      expect(craft('bowskill', 'new-item').players[0]?.items.map((i) => i.die)).toEqual([4, 4])
      expect(craft('bowskill', 'combine').players[0]?.items).toHaveLength(1)
    })

    it('C-ITEM-17 the added card goes last in the item', () => {
      expect(craft('bowskill', 'combine').players[0]?.items[0]?.cards).toEqual(['stick', 'bowskill'])
    })

    it('C-ITEM-18 C-CARD-29 C-DEF-26 a shared keyword adds the printed durability to the die, up to 6', () => {
      expect(craft('bowskill', 'combine').players[0]?.items).toEqual([{ id: 'item-stick', cards: ['stick', 'bowskill'], die: 6 }])
    })

    it('C-ITEM-19 without a shared keyword the die keeps its value; the card still joins', () => {
      const s = craft('plainbow', 'combine')
      expect(s.players[0]?.items).toEqual([{ id: 'item-stick', cards: ['stick', 'plainbow'], die: 4 }])
    })
  })

  it('C-EX-29 C-ITEM-5 durability cap on combining', () => {
    const c = indexCards(baseCards([adv('top', '231', { kind: 'item', durability: 5, keywords: ['k'] }), adv('add', '232', { kind: 'item', durability: 3, keywords: ['k'] })]))
    const g = gOf(c, giveItemCard(setup(c), 0, 'top', 5))
    const it = g.s.players[0]?.items[0]
    if (!it) throw new Error('no item')
    combine(g, it, 'add')
    expect(it.die).toBe(6)
  })

  describe('C-EX-13 inventory limits', () => {
    const cards = baseCards([1, 2, 3, 4, 5].map((i) => adv(`it${i}`, `24${i}`, { kind: 'item', durability: 2 })))
    const c = indexCards(cards)

    it('C-ITEM-9 C-ITEM-3 with every die in use no new item can be made; combining or the Past remain', () => {
      const three = gOf(c, giveItemCard(giveItemCard(setup(c, { characters: ['bruno', 'ludo', 'third'] }), 0, 'it1', 2), 0, 'it2', 2))
      expect(itemDestinationOptions(three, 'it3', ctxFor(0, [0]), true).map((o) => o.code)).toEqual(['combine', 'combine', 'past'])
    })

    it('C-ITEM-4 an item holds at most 4 cards solo, 3 with two or three players, 2 with four', () => {
      const holding = (characters: string[], cards: number): string[] => {
        const g = gOf(c, setup(c, { characters }))
        g.s.players[0]?.items.push({ id: 'x', cards: ['it1', 'it2', 'it4', 'it5'].slice(0, cards), die: 1 })
        return itemDestinationOptions(g, 'it3', ctxFor(0, [0]), true).filter((o) => o.code === 'combine').map((o) => o.item ?? '')
      }
      expect(holding(['bruno'], 3)).toEqual(['x'])
      expect(holding(['bruno'], 4)).toEqual([])
      expect(holding(['bruno', 'ludo'], 2)).toEqual(['x'])
      expect(holding(['bruno', 'ludo'], 3)).toEqual([])
      expect(holding(['bruno', 'ludo', 'third'], 3)).toEqual([])
      expect(holding(['bruno', 'ludo', 'third', 'fourth'], 1)).toEqual(['x'])
      expect(holding(['bruno', 'ludo', 'third', 'fourth'], 2)).toEqual([])
    })

    it('C-EX-13 four dice solo: with four one-card items a fifth card can only be combined or go to the Past', () => {
      const solo = gOf(c, setup(c, { characters: ['bruno'] }))
      for (const u of ['it1', 'it2', 'it3', 'it4']) solo.s.players[0]?.items.push({ id: u, cards: [u], die: 1 })
      expect(itemDestinationOptions(solo, 'it5', ctxFor(0, [0]), true).map((o) => o.code)).toEqual(['combine', 'combine', 'combine', 'combine', 'past'])
    })
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

  it('C-EX-23 C-ITEM-27 C-ITEM-28 giving an item to a player on the same terrain costs 2 life-force cards', () => {
    const s0 = giveItemCard(setup(c), 0, 'bow', 3)
    const deck = s0.actionDeck.slice(0, 2)
    const s = play(c, s0, { type: 'giveItem', from: 0, item: 'item-bow', to: 1 })
    expect(s.players[1]?.items[0]?.cards).toEqual(['bow'])
    expect(s.discard).toEqual(deck)
    const apart = structuredClone(s0)
    ;(apart.players[1] as { at: string | null }).at = 'elsewhere'
    expect(refused(c, apart, { type: 'giveItem', from: 0, item: 'item-bow', to: 1 })).toBe('illegal-gift')
  })

  it('C-ITEM-29 a given item keeps its durability and needs a free die of the receiver', () => {
    const s0 = giveItemCard(setup(c), 0, 'bow', 3)
    expect(play(c, s0, { type: 'giveItem', from: 0, item: 'item-bow', to: 1 }).players[1]?.items[0]).toMatchObject({ die: 3 })
    const full = structuredClone(s0)
    for (const id of ['a', 'b', 'c']) full.players[1]?.items.push({ id, cards: ['rope'], die: 1 })
    expect(refused(c, full, { type: 'giveItem', from: 0, item: 'item-bow', to: 1 })).toBe('illegal-gift')
  })

  it('C-ITEM-20 C-Q-36 a received item stays an item of its own, never merged with the receiver’s; a fresh card may still join it', () => {
    const s0 = giveItemCard(giveItemCard(setup(c), 0, 'bow', 3), 1, 'rope', 2)
    const s = play(c, s0, { type: 'giveItem', from: 0, item: 'item-bow', to: 1 })
    expect(s.players[1]?.items.map((i) => i.cards)).toEqual([['rope'], ['bow']])
    expect(s.players[1]?.items[1]).toMatchObject({ received: true })
    expect(createContinent(c).legalCommands(s).map((x) => x.type)).not.toContain('combine')
    const g = gOf(c, s)
    g.s.adventure['221'] = []
    expect(itemDestinationOptions(g, 'fresh', ctxFor(1, [1]), true).filter((o) => o.code === 'combine').map((o) => o.item)).toContain('item-bow')
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

  describe('C-EX-27 joining changes the limits', () => {
    function joined() {
      let s = setup(c)
      for (const u of ['it1', 'it2', 'it3']) s = giveItemCard(s, 0, u, 2)
      const deck = s.actionDeck.length
      return { deck, s: play(c, s, { type: 'join', character: 'third' }) }
    }

    it('C-END-19 C-END-21 the new character takes its Character card, its 5 Skills go into the deck, its figure joins the others', () => {
      const { deck, s } = joined()
      expect(s.players[2]).toMatchObject({ character: 'third', at: 't010', hand: ['ch-third'] })
      expect(s.actionDeck.length).toBe(deck + 5)
      expect(s.actionDeck.filter((u) => /^t\d$/.test(u)).sort()).toEqual(['t0', 't1', 't2', 't3', 't4'])
    })

    it('C-END-20 C-END-22 C-Q-23 the limits of the new player count apply at once: 3 dice become 2', () => {
      let { s } = joined()
      expect(s.choice?.kind).toBe('itemLimit')
      s = play(c, s, { type: 'choose', option: 0 })
      expect(s.players[0]?.items.length).toBe(2)
      expect(s.phase).toBe('chooseActive')
    })
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

  it('C-END-17 leaving temporarily takes the character’s Skills out of the deck; rejoining shuffles them back', () => {
    let s = play(c, setup(c, { characters: ['bruno', 'ludo', 'third'] }), { type: 'leave', seat: 2, temporary: true })
    expect(s.players[2]?.status).toBe('away')
    expect(s.actionDeck.some((u) => /^t\d$/.test(u))).toBe(false)
    expect(s.outOfPlay.filter((u) => /^t\d$/.test(u)).length).toBe(5)
    s = play(c, s, { type: 'join', character: 'third' })
    expect(s.players[2]?.status).toBe('playing')
    expect(s.actionDeck.filter((u) => /^t\d$/.test(u)).length).toBe(5)
  })

  it('C-END-16 leaving temporarily sets aside the Character, the hand and the items (with their own Skills), all back on rejoining', () => {
    let s = structuredClone(giveItemCard(toHand(setup(c, { characters: ['bruno', 'ludo', 'third'] }), 2, ['s1']), 2, 'it1', 2, 'item-it1'))
    s.actionDeck = s.actionDeck.filter((u) => u !== 't0')
    s.players[2]?.items[0]?.cards.push('t0')
    const before = structuredClone(s.players[2])
    s = play(c, s, { type: 'leave', seat: 2, temporary: true })
    expect(s.players[2]).toMatchObject({ status: 'away', hand: ['ch-third', 's1'], items: [{ id: 'item-it1', cards: ['it1', 't0'], die: 2 }] })
    expect([...s.actionDeck, ...s.discard, ...s.past]).not.toEqual(expect.arrayContaining(['s1']))
    expect(createContinent(c).check(s)).toEqual([])
    s = play(c, s, { type: 'join', character: 'third' })
    expect(s.players[2]).toMatchObject({ status: 'playing', hand: before?.hand, items: before?.items })
  })

  it('C-END-14 leaving for good is an elimination', () => {
    const gone = play(c, setup(c), { type: 'leave', seat: 1, temporary: false })
    expect(gone.players[1]?.status).toBe('eliminated')
    expect(gone.banished.filter((u) => /^l\d$/.test(u)).length).toBe(5)
  })
})
