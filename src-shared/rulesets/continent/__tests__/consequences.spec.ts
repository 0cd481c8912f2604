import { describe, expect, it } from 'vitest'
import { action, adv, baseCards, gOf, giveItemCard, indexCards, optionIndex, play, setup, sk, stackDeck, strip, toHand, withStart, curseCard } from './fixture'
import { banishNumber, takeByNumber } from '../take-by-number'
import { returnCard } from '../the-past'
import { injectPicks } from '../../../engine/rng'
import { createContinent } from '../continent'
import type { ContinentState } from '../state'
import type { Consequence } from '../../../content/continent/effects'

function run1(failure: Consequence[], extra: Parameters<typeof baseCards>[0] = [], characters = ['bruno', 'ludo']) {
  const c = indexCards(withStart(baseCards([curseCard('KZ', 'death'), ...extra]), { actions: [action('fight', 1, 5, [], failure)] }))
  const s = stackDeck(setup(c, { characters }), ['KZ'])
  return { c, s }
}
const fail = (c: ReturnType<typeof indexCards>, s: ContinentState, helpers: number[] = []): ContinentState => {
  let t = play(c, s, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } })
  if (t.phase === 'involve') t = play(c, t, { type: 'involve', seats: helpers })
  if (t.phase === 'useItems') t = play(c, t, { type: 'endItems' })
  return play(c, t, { type: 'setCost', tradeOff: 0, extra: 0 })
}

describe('C-CONSEQ taking cards and States', () => {
  describe('C-EX-2 States with the life-force-loss icon', () => {
    /**
     * Bruno (active, holding his Character, a Paranoid and a Freezing State) fails with Ludo: each
     * involved takes a 104 (Bruno's shows the icon, Ludo's not), then Bruno takes a 100 (C-ACT-40).
     */
    function scene() {
      const { c, s: s0 } = run1([{ op: 'take', number: '104', who: 'eachInvolved' }], [
        adv('inj-a', '104', { kind: 'state', title: 'state.injured', lifeLoss: true }),
        adv('inj-b', '104', { kind: 'state', title: 'state.injured' }),
        adv('frz', '105', { kind: 'state', title: 'state.freezing' }),
      ])
      let s = structuredClone(s0)
      s.adventure['100'] = ['p100b']
      s.adventure['105'] = []
      s.players[0]?.hand.push('p100a', 'frz')
      s.rng = injectPicks(s.rng, [0]) // Bruno's 104 is the copy with the icon
      const deckBefore = s.actionDeck.length
      s = play(c, s, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'involve', seats: [1] })
      const r = createContinent(c).apply(s, { type: 'setCost', tradeOff: 0, extra: 0 })
      if (!('state' in r)) throw new Error(r.message)
      const lost = r.events.filter((e) => e.type === 'lifeForceLost').map((e) => (e.uids as string[]).length)
      const taken = r.events.filter((e) => e.type === 'stateTaken').map((e) => ({ uid: e.uid, seat: e.seat }))
      return { s: r.state, deckBefore, lost, taken, events: r.events }
    }

    it('C-EX-2 Bruno loses 3 then 4 life-force cards; nothing is left to choose', () => {
      const { s, deckBefore } = scene()
      expect(s.choice).toBeNull() // KZ (a Curse) cannot be kept; nothing else to choose
      expect(deckBefore - 1 - s.actionDeck.length).toBe(7)
    })

    it('C-CONSEQ-21 C-ICON-36 the icon discards one card per Character/State card in hand at that moment', () => {
      // Character + Paranoid + Freezing = 3; then Character + Paranoid + Freezing + Injured = 4.
      expect(scene().lost).toEqual([3, 4])
    })

    it('C-CONSEQ-23 C-CARD-13 C-DEF-37 after the discards the State joins the hand and stays there', () => {
      const { s } = scene()
      expect(s.players[0]?.hand.sort()).toEqual(['ch-bruno', 'frz', 'inj-a', 'p100b'].sort())
    })

    it('C-ICON-6 a State without the icon costs no life force; it is still a Character/State card in hand', () => {
      const { s, lost } = scene()
      expect(lost).toHaveLength(2) // Bruno's two icons only: Ludo's 104 has none
      expect(s.players[1]?.hand.sort()).toEqual(['ch-ludo', 'inj-b'].sort())
    })

    it('C-CONSEQ-24 a State with the title of one held returns the held one to the Adventure deck', () => {
      const { s } = scene()
      expect(s.adventure['100']).toEqual(['p100a'])
      expect(s.players[0]?.hand).not.toContain('p100a')
    })

    it('C-CONSEQ-26 the active player takes first, then the involved players clockwise', () => {
      expect(scene().taken.map((t) => [t.uid, t.seat])).toEqual([['inj-a', 0], ['inj-b', 1], ['p100b', 0]])
    })
  })

  it('C-CONSEQ-22 C-Q-26 a prevented State is returned with no loss', () => {
    const { c, s: s0 } = run1([{ op: 'take', number: '104' }], [
      adv('inj-a', '104', { kind: 'state', title: 'state.injured', lifeLoss: true }),
      sk('guard', strip(0), { effects: [{ op: 'preventState', number: '104' }] }),
    ], ['bruno'])
    const s = toHand(s0, 0, ['guard'])
    const deck = s.actionDeck.length
    const t = fail(c, s)
    expect(t.adventure['104']).toEqual(['inj-a'])
    expect(deck - 1 - t.actionDeck.length).toBe(0)
  })

  it('C-DEF-34 C-EX-19 C-HAND-5 one State per title', () => {
    const { c, s: s0 } = run1([{ op: 'take', number: '105' }], [
      adv('frz1', '105', { kind: 'state', title: 'state.freezing' }), adv('frz2', '105', { kind: 'state', title: 'state.freezing' }),
    ], ['bruno'])
    const s = structuredClone(s0)
    s.adventure['105'] = ['frz2']
    s.players[0]?.hand.push('frz1')
    const t = fail(c, s)
    expect(t.players[0]?.hand.filter((u) => u.startsWith('frz'))).toEqual(['frz2'])
    expect(t.adventure['105']).toEqual(['frz1'])
  })

  describe('C-EX-17 green before gold; an empty number returns the Past first', () => {
    const c = indexCards(baseCards([adv('g200', '200', { kind: 'other' }), adv('y200', '200', { kind: 'other' }, 'gold'), adv('g300', '300', { kind: 'other' }), adv('ex', '400', { kind: 'other' })]))

    it('C-CARD-2 C-SETUP-14 one number has several copies, greens before golds in the Adventure deck', () => {
      expect(gOf(c, setup(c)).s.adventure['200']).toEqual(['g200', 'y200'])
    })

    it('C-CONSEQ-2 C-DEF-39 while a green copy is in the deck, the take is a green copy', () => {
      const g = gOf(c, setup(c))
      expect(takeByNumber(g, '200')).toBe('g200')
      expect(g.s.adventure['200']).toEqual(['y200'])
    })

    it('C-CONSEQ-3 a gold copy only when no green copy is left in the deck', () => {
      const g = gOf(c, setup(c))
      g.s.adventure['200'] = ['y200']
      g.s.past.push('g200')
      expect(takeByNumber(g, '200')).toBe('y200')
    })

    it('C-CONSEQ-5 C-DEF-29 with no copy in the deck, the Past goes back to its places first, then the take', () => {
      const g = gOf(c, setup(c))
      g.s.adventure['200'] = ['y200']
      g.s.adventure['300'] = []
      g.s.adventure['400'] = []
      g.s.past.push('g200', 'g300', 'ex')
      expect(takeByNumber(g, '300')).toBe('g300')
      expect(g.s.past).toEqual([])
      expect(g.s.adventure['200']).toEqual(['g200', 'y200'])
      expect(g.s.adventure['400']).toEqual(['ex'])
    })
  })

  it('C-CONSEQ-4 C-Q-38 the green/gold integrity check', () => {
    const c = indexCards(baseCards([adv('g200', '200', { kind: 'other' }), adv('y200', '200', { kind: 'other' }, 'gold')]))
    const s = structuredClone(setup(c))
    expect(createContinent(c).check(s)).toEqual([])
    s.adventure['200'] = ['y200', 'g200']
    expect(createContinent(c).check(s).map((v) => v.code)).toContain('C-CONSEQ-4')
  })

  it('C-Q-18 a number with no copy anywhere takes nothing', () => {
    const c = indexCards(baseCards())
    const g = gOf(c, setup(c))
    expect(takeByNumber(g, '999')).toBeNull()
  })

  it('C-DEF-6 C-EX-18 C-CONSEQ-32 banishing a green copy without looking; gold only → nothing', () => {
    const c = indexCards(baseCards([adv('a300', '300', { kind: 'other' }), adv('b300', '300', { kind: 'other' }), adv('y300', '300', { kind: 'other' }, 'gold')]))
    const g = gOf(c, setup(c))
    g.s.rng = injectPicks(g.s.rng, [1])
    banishNumber(g, '300')
    expect(g.s.banished).toEqual(['b300'])
    g.s.adventure['300'] = ['y300']
    g.s.past.push('a300')
    banishNumber(g, '300')
    expect(g.s.banished).toEqual(['b300'])
    expect(g.ev.some((e) => e.type === 'revealed')).toBe(false)
  })

  describe('C-EX-5 the Raft and the flag: 159 or 164', () => {
    const flag = { colour: 'blue' as const, pictograph: 'raft', add: 5 }
    const cards = [
      adv('raft', '210', { kind: 'item', durability: 2, effects: [{ op: 'flag', flag }] }),
      adv('x159', '159', { kind: 'other' }), adv('x164', '164', { kind: 'other' }, 'green', ['010']),
    ]
    const c = indexCards(withStart(baseCards(cards), { actions: [action('swim_sail', 0, 0, [{ op: 'take', number: '159', flag }])] }))
    const s0 = giveItemCard(setup(c, { characters: ['bruno'] }), 0, 'raft', 2)
    const withRaft = () => play(c, s0, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'useItem', seat: 0, item: 'item-raft' }, { type: 'setCost', tradeOff: 0, extra: 0 })
    const withoutRaft = () => play(c, s0, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'endItems' }, { type: 'setCost', tradeOff: 0, extra: 0 })

    it('C-CONSEQ-8 C-ICON-31 C-Q-9 an item showing the flag’s pictograph and N, used in the action, offers XXX or XXX + N', () => {
      const used = withRaft()
      expect(used.players[0]?.items[0]?.die).toBe(1)
      expect(used.choice?.kind).toBe('flag')
      expect(used.choice?.options.map((o) => o.number)).toEqual(['159', '164'])
    })

    it('C-CONSEQ-9 C-ICON-37 the XXX + N card is taken when its back names the source card', () => {
      const used = play(c, withRaft(), { type: 'choose', option: 1 })
      expect(used.past).toContain('x164')
      expect(used.adventure['159']).toEqual(['x159'])
    })

    it('C-CONSEQ-10 taking XXX + N is optional: XXX is always allowed', () => {
      const used = play(c, withRaft(), { type: 'choose', option: 0 })
      expect(used.past).toContain('x159')
      expect(used.adventure['164']).toEqual(['x164'])
    })

    it('C-ICON-30 C-CONSEQ-11 without the flagged item the numbox takes XXX and nothing is offered', () => {
      const unused = withoutRaft()
      expect(unused.choice).toBeNull()
      expect(unused.past).toContain('x159')
    })
  })

  it('C-EX-30 C-CONSEQ-11 C-CONSEQ-12 a taken card without the source icon goes back, nothing else happens', () => {
    const c = indexCards(baseCards([adv('x164', '164', { kind: 'other' }, 'green', ['999'])]))
    const g = gOf(c, setup(c))
    expect(takeByNumber(g, '164', ['010'])).toBeNull()
    expect(g.s.adventure['164']).toEqual(['x164'])
  })

  it('C-CONSEQ-31 C-ICON-33 banish and replace with a gold copy in the same place', () => {
    const c = indexCards(withStart(baseCards([adv('y010', '010', { kind: 'terrain', area: 'I' }, 'gold')]), { actions: [action('pray', 0, 0, [{ op: 'banishReplace' }])] }))
    const s = play(c, setup(c, { characters: ['bruno'] }), { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'setCost', tradeOff: 0, extra: 0 })
    expect(s.banished).toContain('t010')
    expect(s.board.cells['0,0']).toBe('y010')
  })

  it('C-CONSEQ-28 C-CONSEQ-29 discarding routes a Quest Item to the Past', () => {
    const c = indexCards(withStart(baseCards([adv('q', '500', { kind: 'questItem' })]), { actions: [action('pray', 0, 0, [{ op: 'discard', card: '500' }])] }))
    const s0 = structuredClone(setup(c, { characters: ['bruno'] }))
    s0.adventure['500'] = []
    s0.satchel.push('q')
    const s = play(c, s0, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'setCost', tradeOff: 0, extra: 0 })
    expect(s.past).toContain('q')
  })

  describe('C-CONSEQ-33 returning a card', () => {
    it('C-CONSEQ-33 a returned Adventure card goes back at its numerical place, greens before golds', () => {
      const c = indexCards(withStart(baseCards([adv('g105', '105', { kind: 'state', title: 'state.freezing' }), adv('y105', '105', { kind: 'state', title: 'state.freezing' }, 'gold')]), {
        actions: [action('rest', 0, 0, [{ op: 'return', card: '105' }])],
      }))
      const s0 = structuredClone(setup(c, { characters: ['bruno'] }))
      s0.adventure['105'] = ['y105']
      s0.players[0]?.hand.push('g105')
      const s = play(c, s0, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'setCost', tradeOff: 0, extra: 0 })
      expect(s.players[0]?.hand).toEqual(['ch-bruno'])
      expect(s.adventure['105']).toEqual(['g105', 'y105'])
      expect(s.past).toEqual([])
    })

    it('C-CONSEQ-33 a returned Exploration card is shuffled into its area pile; an Action card into the Action Deck', () => {
      const c = indexCards(baseCards())
      const g = gOf(c, setup(c, { characters: ['bruno'] }))
      g.s.exploration['I'] = (g.s.exploration['I'] ?? []).filter((u) => u !== 'e3')
      g.s.actionDeck = g.s.actionDeck.filter((u) => u !== 's1')
      returnCard(g, 'e3')
      returnCard(g, 's1')
      expect(g.s.exploration['I']).toContain('e3')
      expect(g.s.actionDeck).toContain('s1')
      expect(g.s.past).toEqual([])
      expect(g.s.discard).toEqual([])
    })

    it('C-CONSEQ-33 C-END-17 a returned own Skill of a character who left the game leaves play instead', () => {
      const c = indexCards(baseCards())
      const g = gOf(c, setup(c, { characters: ['bruno', 'ludo'] }))
      ;(g.s.players[1] as { status: string }).status = 'away'
      g.s.actionDeck = g.s.actionDeck.filter((u) => u !== 'l0')
      returnCard(g, 'l0')
      expect(g.s.actionDeck).not.toContain('l0')
      expect(g.s.outOfPlay).toContain('l0')
    })
  })

  it('C-Q-38 C-CONSEQ-3 a gold copy may be taken while its green copy is in play (here in a hand), and the state stays valid', () => {
    const c = indexCards(baseCards([adv('g200', '200', { kind: 'other' }), adv('y200', '200', { kind: 'other' }, 'gold')]))
    const g = gOf(c, setup(c))
    g.s.adventure['200'] = ['y200']
    g.s.players[0]?.hand.push('g200')
    expect(createContinent(c).check(g.s)).toEqual([])
    expect(takeByNumber(g, '200')).toBe('y200')
    const fresh = gOf(c, setup(c))
    expect(takeByNumber(fresh, '200')).toBe('g200') // while the green copy is in the deck, never the gold
  })

  describe('C-EX-9 losing durability across two inventories', () => {
    const bow = adv('bow', '220', { kind: 'item', durability: 4 })
    const craftable = sk('shovelskill', strip(0), { craft: { action: action('craft', 1, 0, []), reductions: {}, item: { durability: 1, keywords: [], effects: [], actions: [] } } })
    const { c, s: s0 } = run1([{ op: 'loseDurability', amount: 2 }], [bow, craftable])
    const start = () => giveItemCard(giveItemCard(s0, 0, 'shovelskill', 1, 'item-shovel'), 1, 'bow', 4, 'item-bow')

    it('C-CONSEQ-34 C-ICON-35 the involved players choose where the pips go, over any of their inventories', () => {
      const s = fail(c, start(), [1])
      expect(s.choice?.kind).toBe('durability')
      expect(s.choice?.options.map((o) => o.item).sort()).toEqual(['item-bow', 'item-shovel'])
      const bowTwice = play(c, s, { type: 'choose', option: optionIndex(s, (o) => o.item === 'item-bow') })
      expect(bowTwice.players[1]?.items[0]?.die).toBeLessThan(4)
    })

    it('C-CONSEQ-35 C-ITEM-6 an item reaching 0 is discarded with its cards (a Skill to the Discard Pile)', () => {
      let s = fail(c, start(), [1])
      s = play(c, s, { type: 'choose', option: optionIndex(s, (o) => o.item === 'item-shovel') })
      expect(s.players[0]?.items).toEqual([])
      expect(s.discard).toContain('shovelskill')
    })

    it('C-DEF-18 durability is the die: the second pip can only come from the bow now, which drops from 4 to 3', () => {
      let s = fail(c, start(), [1])
      s = play(c, s, { type: 'choose', option: optionIndex(s, (o) => o.item === 'item-shovel') })
      expect(s.choice).toBeNull()
      expect(s.players[1]?.items[0]?.die).toBe(3)
    })
  })

  it('C-CONSEQ-36 C-Q-17 a loss beyond the pips owned destroys the items and is ignored', () => {
    const { c, s: s0 } = run1([{ op: 'loseDurability', amount: 5 }], [adv('bow', '220', { kind: 'item', durability: 4 })], ['bruno'])
    const s = fail(c, giveItemCard(s0, 0, 'bow', 2))
    expect(s.players[0]?.items).toEqual([])
    expect(s.past).toContain('bow')
  })

  describe('C-EX-22 elimination versus defeat', () => {
    const over: Consequence[] = [{ op: 'adventureOver', who: 'involved' }]
    const { c, s: s0 } = run1(over, [adv('frz', '105', { kind: 'state', title: 'state.freezing' }), adv('bon', '301', { kind: 'bonus' }), adv('bow', '220', { kind: 'item', durability: 4 })], ['bruno', 'ludo', 'third'])
    /** Bruno (Skill s1, Bonus bon) and Ludo (a bow, a State) fail; Third stays out of the action. */
    function eliminated() {
      let s = toHand(s0, 0, ['s1', 'b1'])
      s = giveItemCard(s, 1, 'bow', 3)
      s = structuredClone(s)
      s.adventure['105'] = []
      s.adventure['301'] = []
      s.players[0]?.hand.push('bon')
      s.players[1]?.hand.push('frz')
      return fail(c, s, [1])
    }

    it('C-END-8 each involved character is eliminated; the game goes on for the one left outside', () => {
      const s = eliminated()
      expect(s.outcome).toBeNull()
      expect(s.players.map((p) => p.status)).toEqual(['eliminated', 'eliminated', 'playing'])
    })

    it('C-END-3 with every character involved, the same consequence loses the game', () => {
      expect(fail(c, s0, [1, 2]).outcome).toBe('lost')
    })

    it('C-END-9 the eliminated player discards the Skills and Bonuses of their hand', () => {
      const s = eliminated()
      expect(s.players[0]?.hand).toEqual([])
      expect(s.discard).toContain('s1')
      expect(s.past).toContain('bon')
    })

    it('C-END-10 the eliminated player’s items are discarded', () => {
      const s = eliminated()
      expect(s.players[1]?.items).toEqual([])
      expect(s.past).toContain('bow')
    })

    it('C-END-11 the eliminated player’s States go back to the Adventure deck', () => {
      expect(eliminated().adventure['105']).toEqual(['frz'])
    })

    it('C-END-12 the eliminated characters’ own Skills in the deck and the Discard Pile are banished', () => {
      const s = eliminated()
      expect(s.actionDeck.some((u) => u.startsWith('b') || u.startsWith('l'))).toBe(false)
      expect(s.discard.some((u) => u.startsWith('b') || u.startsWith('l'))).toBe(false)
      expect(s.banished).toContain('b1')
      expect(s.banished.filter((u) => /^l\d$/.test(u)).sort()).toEqual(['l0', 'l1', 'l2', 'l3', 'l4'])
    })
  })

  it('C-END-4 in a solo game "your adventure is over" is a defeat', () => {
    const { c, s } = run1([{ op: 'adventureOver' }], [], ['bruno'])
    expect(fail(c, s).outcome).toBe('lost')
  })

  it('C-END-1 C-END-5 lifting every chosen curse wins, and banished cards return', () => {
    const c = indexCards(withStart(baseCards([adv('zz', '600', { kind: 'other' })]), { actions: [action('pray', 0, 0, [{ op: 'banishNumber', number: '600' }, { op: 'liftCurse', curse: 'goddess' }])] }))
    const s = play(c, setup(c, { characters: ['bruno'] }), { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'setCost', tradeOff: 0, extra: 0 })
    expect(s.outcome).toBe('won')
    expect(s.banished).toEqual([])
    expect(s.adventure['600']).toEqual(['zz'])
  })

  it('C-CONSEQ-6 C-CONSEQ-1 each involved character takes in clockwise order from the active player', () => {
    const { c, s: s0 } = run1([{ op: 'take', number: '101', who: 'eachInvolved' }], [adv('x101b', '101', { kind: 'other' }), adv('x101c', '101', { kind: 'other' })], ['bruno', 'ludo', 'third'])
    let s = play(c, s0, { type: 'chooseActive', seat: 1 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'involve', seats: [0, 2] }, { type: 'setCost', tradeOff: 0, extra: 0 })
    const r = createContinent(c).apply(s0, { type: 'chooseActive', seat: 1 })
    expect('state' in r).toBe(true)
    s = structuredClone(s)
    expect(s.past.filter((u) => u.startsWith('x101')).length).toBe(3)
  })

  it('C-ACT-39 C-D-8 choose and if consequences', () => {
    const c = indexCards(withStart(baseCards([adv('q', '500', { kind: 'questItem' }), adv('o', '501', { kind: 'other' })]), {
      actions: [action('think', 0, 0, [{ op: 'choose', options: [{ label: 'a', effects: [{ op: 'take', number: '500' }] }, { label: 'b', effects: [{ op: 'if', cond: { op: 'playerCount', max: 1 }, then: [{ op: 'take', number: '501' }] }] }] }])],
    }))
    let s = play(c, setup(c, { characters: ['bruno'] }), { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'setCost', tradeOff: 0, extra: 0 })
    expect(s.choice?.kind).toBe('chooseConsequence')
    s = play(c, s, { type: 'choose', option: 1 })
    expect(s.past).toContain('o')
  })
})
