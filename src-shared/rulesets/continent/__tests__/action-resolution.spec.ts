import { describe, expect, it } from 'vitest'
import { action, adv, baseCards, giveItemCard, indexCards, optionIndex, play, refused, setup, sk, stackDeck, strip, toHand, withStart, curseCard } from './fixture'
import { createContinent } from '../continent'
import { costInfo, availableActions } from '../action-resolution'
import { countSuccesses } from '../successes'
import type { ContinentState } from '../state'
import type { Card } from '../../../content/continent/cards'

const shovel = adv('shovel', '200', {
  kind: 'item', durability: 3, keywords: ['tool'],
  effects: [{ op: 'cost', amount: -2, types: ['dig'] }, { op: 'successPerLucky7', amount: 1, types: ['dig'] }],
})
const S1 = sk('S1', strip(0, 0, 1, 1))
const S1b = sk('S1b', strip(0, 0, 1, 0))
const K = curseCard('K', 'death')
const S2 = sk('S2', strip(0, 1, 0, 0))
const dig = action('dig', 6, 1, [{ op: 'take', number: '063' }], [{ op: 'take', number: '101', who: 'eachInvolved' }])

function ex1Cards(extra: Card[] = []): Card[] {
  return withStart(baseCards([shovel, S1, S1b, K, S2, adv('x101b', '101', { kind: 'other' }), ...extra]), { actions: [dig] })
}

function ex1State(c: ReturnType<typeof indexCards>, top: string[]): ContinentState {
  let s = setup(c)
  s = giveItemCard(s, 0, 'shovel', 3)
  s = toHand(s, 0, ['s1', 's2', 's3'])
  s = toHand(s, 1, ['s4'])
  return stackDeck(s, top)
}

describe('C-EX-1 and the seven steps', () => {
  const c = indexCards(ex1Cards())

  it('C-CARD-19 C-DEF-24 C-EX-1 dig with a shovel and a helper', () => {
    let s = ex1State(c, ['S1', 'K', 'S2'])
    s = play(c, s, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } })
    expect(s.phase).toBe('involve')
    s = play(c, s, { type: 'involve', seats: [1] }, { type: 'useItem', seat: 0, item: 'item-shovel' })
    expect(s.phase).toBe('cost')
    expect(s.players[0]?.items[0]?.die).toBe(2)
    const info = costInfo({ s, c }, s.action as NonNullable<ContinentState['action']>)
    expect(info.cost).toBe(4)
    s = play(c, s, { type: 'setCost', tradeOff: 1, extra: 0 })
    expect(s.action?.drawn.map((d) => d.uid) ?? []).toEqual(['S1', 'K', 'S2'])
    expect(s.action?.difficulty).toBe(2)
    expect(s.action?.successes).toBe(2)
    expect(s.action?.success).toBe(true)
    expect(s.outcome).toBeNull() // K came from the Action Deck
    // step 4: S2 to Ludovic; keeping S1 as well is impossible (one choice only)
    s = play(c, s, { type: 'choose', option: optionIndex(s, (o) => o.uid === 'S2' && o.seat === 1) })
    expect(s.players[1]?.hand).toContain('S2')
    expect(s.players[0]?.hand.filter((u) => u.startsWith('s')).length).toBe(3)
    expect([...s.discard].sort()).toEqual(['K', 'S1'])
    expect(s.past).toContain('x063')
    expect(s.players[0]?.hand.some((u) => u.startsWith('p100'))).toBe(false)
    expect(s.phase).toBe('chooseActive')
  })

  it('C-EX-1 variant: failure gives 101 to each involved, then 100 to the active player', () => {
    let s = ex1State(c, ['S1b', 'K', 'S2'])
    s = play(c, s, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } },
      { type: 'involve', seats: [1] }, { type: 'useItem', seat: 0, item: 'item-shovel' }, { type: 'setCost', tradeOff: 1, extra: 0 })
    expect(s.action?.success).toBe(false)
    s = play(c, s, { type: 'choose', option: 0 }) // keep nothing
    expect(s.past.filter((u) => u.startsWith('x101')).length).toBe(2)
    expect(s.players[0]?.hand.some((u) => u.startsWith('p100'))).toBe(true)
    expect(s.players[1]?.hand.some((u) => u.startsWith('p100'))).toBe(false)
  })

  it('C-EX-1 variant: without the trade-off at least 4 cards and difficulty 1', () => {
    let s = ex1State(c, ['S1', 'K', 'S2'])
    s = play(c, s, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } },
      { type: 'involve', seats: [1] }, { type: 'useItem', seat: 0, item: 'item-shovel' }, { type: 'setCost', tradeOff: 0, extra: 0 })
    expect(s.action?.drawn.length ?? s.discard.length).toBeGreaterThanOrEqual(3)
    expect(s.action?.difficulty ?? 1).toBe(1)
  })

  it('C-ACT-31 C-ACT-29 C-EX-20 at most one skill kept; own-portrait skills only to their owner', () => {
    const c2 = indexCards(ex1Cards())
    let s = ex1State(c2, ['S1', 'b0', 'S2'])
    s = play(c2, s, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } },
      { type: 'involve', seats: [1] }, { type: 'endItems' }, { type: 'setCost', tradeOff: 0, extra: 0 })
    // cost 6 without the shovel: 6 cards drawn
    const opts = s.choice?.options ?? []
    expect(s.choice?.kind).toBe('keepSkill')
    expect(opts.some((o) => o.uid === 'b0' && o.seat === 1)).toBe(false) // Bruno's portrait never to Ludovic
    expect(opts.some((o) => o.uid === 'b0' && o.seat === 0)).toBe(true)
    expect(opts.some((o) => o.uid === 'K')).toBe(false)
    s = play(c2, s, { type: 'choose', option: optionIndex(s, (o) => o.uid === 'b0') })
    expect(s.choice?.kind).not.toBe('keepSkill')
    expect(s.discard).toContain('S1')
  })
})

describe('C-ACT rules', () => {
  describe('C-EX-16 half stars', () => {
    const c = indexCards(baseCards([sk('L1', strip(0, 1)), sk('L2', strip(0, 1)), sk('R1', strip(0, 0, 1))]))
    it('C-ACT-23 C-ICON-27 a left half and a right half make one success; two left halves make none', () => {
      expect(countSuccesses(c, ['L1', 'L2', 'R1'], 0, 0, 'leftRight')).toBe(1)
      expect(countSuccesses(c, ['L1', 'L2'], 0, 0, 'leftRight')).toBe(0)
    })
    it('C-Q-2 the setting pairs any two halves', () => {
      expect(countSuccesses(c, ['L1', 'L2'], 0, 0, 'any')).toBe(1)
    })
  })

  describe('C-Q-3 lucky 7s', () => {
    const c = indexCards(baseCards([sk('L7', strip(1, 0, 0, 2)), sk('TWO', strip(2)), sk('ONLY7', strip(0, 0, 0, 1))]))
    it('C-ACT-22 C-ICON-23 C-DEF-38 each whole gold star revealed is one success', () => {
      expect(countSuccesses(c, ['TWO'], 0, 0, 'leftRight')).toBe(2)
      expect(countSuccesses(c, ['TWO', 'L7'], 0, 0, 'leftRight')).toBe(3)
    })
    it('C-ACT-25 C-ICON-24 a lucky 7 is no success by itself', () => {
      expect(countSuccesses(c, ['ONLY7'], 0, 0, 'leftRight')).toBe(0)
      expect(countSuccesses(c, ['L7'], 0, 0, 'leftRight')).toBe(1)
    })
    it('C-ICON-25 C-ICON-26 a per-lucky-7 effect adds one success per lucky 7 revealed, and nothing without one', () => {
      expect(countSuccesses(c, ['L7'], 0, 1, 'leftRight')).toBe(3)
      expect(countSuccesses(c, ['TWO'], 0, 1, 'leftRight')).toBe(2)
    })
  })

  describe('C-EX-11 action anatomy: a fight of cost 2, difficulty 1', () => {
    const fight = action('fight', 2, 1, [{ op: 'take', number: '063' }], [{ op: 'take', number: '101' }])
    const c = indexCards(withStart(baseCards([sk('ST', strip(1)), curseCard('KK', 'death'), curseCard('KK2', 'death')]), { actions: [fight] }))
    const fightWith = (top: string[], extra = 0) =>
      play(c, stackDeck(setup(c, { characters: ['bruno'] }), top), { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'setCost', tradeOff: 0, extra })

    it('C-ACT-21 C-CARD-21 C-ICON-4 a Curse drawn from the Action Deck is harmless and worth 0', () => {
      const s = fightWith(['KK', 'KK2'])
      expect(s.outcome).toBeNull()
      expect(s.action?.successes ?? 0).toBe(0)
      expect(s.adventure['101']).toEqual([]) // the failure was applied: the game goes on
    })

    it('C-ACT-27 C-DEF-14 C-ICON-22 the action succeeds when the successes reach the difficulty, else it fails', () => {
      const won = fightWith(['KK', 'ST'])
      expect(won.action?.success).toBe(true)
      const lost = fightWith(['KK', 'KK2'])
      expect(lost.past).toContain('x101')
      expect(lost.past).not.toContain('x063')
    })

    it('C-ICON-28 C-ACT-35 on a success the white section applies', () => {
      const s = play(c, fightWith(['KK', 'ST']), { type: 'choose', option: 0 })
      expect(s.past).toContain('x063')
      expect(s.past).not.toContain('x101')
    })

    it('C-DEF-12 C-ICON-20 C-ACT-14 exactly the cost is drawn', () => {
      expect(fightWith(['KK', 'ST']).action?.drawn.map((d) => d.uid)).toEqual(['KK', 'ST'])
    })

    it('C-ACT-17 extra cards are drawn beside the cost', () => {
      expect(fightWith(['KK', 's1'], 1).action?.drawn.length).toBe(3)
    })
  })

  it('C-ACT-13 C-EX-14 C-ICON-21 the cost never goes below 0', () => {
    const c = indexCards(withStart(baseCards([adv('cut', '201', { kind: 'item', durability: 2, effects: [{ op: 'cost', amount: -3 }] })]), { actions: [action('fight', 2, 0, [])] }))
    let s = giveItemCard(setup(c, { characters: ['bruno'] }), 0, 'cut', 2)
    s = play(c, s, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'useItem', seat: 0, item: 'item-cut' })
    expect(costInfo({ s, c }, s.action as NonNullable<ContinentState['action']>).cost).toBe(0)
    const deck = s.actionDeck.length
    s = play(c, s, { type: 'setCost', tradeOff: 0, extra: 0 })
    expect(s.actionDeck.length).toBe(deck)
    expect(s.phase).toBe('chooseActive') // difficulty 0 met with no card
  })

  describe('C-EX-15 a locked action', () => {
    const locked = action('fight', 4, 1, [], undefined, { locked: true })
    const c = indexCards(withStart(baseCards([sk('minus1', strip(0), { effects: [{ op: 'cost', amount: -1 }] })]), { actions: [locked] }))
    const atCost = () => play(c, toHand(setup(c), 0, ['minus1']), { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'involve', seats: [1] })

    it('C-ACT-11 C-ICON-17 no collective trade-off on a locked action', () => {
      expect(refused(c, atCost(), { type: 'setCost', tradeOff: 1, extra: 0 })).toBe('C-ACT-11')
    })

    it('C-ACT-17 C-ICON-17 no extra card on a locked action', () => {
      expect(refused(c, atCost(), { type: 'setCost', tradeOff: 0, extra: 1 })).toBe('C-ACT-17')
    })

    it('C-EX-15 a hand effect still lowers a locked cost: 4 − 1 = 3 cards are drawn', () => {
      const s = atCost()
      expect(costInfo({ s, c }, s.action as NonNullable<ContinentState['action']>).cost).toBe(3)
      const r = createContinent(c).apply(s, { type: 'setCost', tradeOff: 0, extra: 0 })
      if (!('state' in r)) throw new Error(r.message)
      expect(r.events.find((e) => e.type === 'drew')).toMatchObject({ count: 3 })
    })
  })

  it('C-ACT-10 C-Q-8 the trade-off needs two involved and is bounded by the cost', () => {
    const c = indexCards(withStart(baseCards(), { actions: [action('fight', 2, 1, [])] }))
    let s = play(c, setup(c), { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'involve', seats: [] })
    expect(refused(c, s, { type: 'setCost', tradeOff: 1, extra: 0 })).toBe('C-ACT-10')
    s = play(c, setup(c), { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'involve', seats: [1] })
    expect(refused(c, s, { type: 'setCost', tradeOff: 3, extra: 0 })).toBe('C-Q-8')
    s = play(c, s, { type: 'setCost', tradeOff: 2, extra: 0 })
    expect(s.action?.difficulty ?? 3).toBe(3)
  })

  describe('C-EX-21 solo versus collective failure', () => {
    const c = indexCards(withStart(baseCards([curseCard('K1', 'death'), curseCard('K2', 'death')]), { actions: [action('fight', 1, 1, [], [])] }))
    const failWith = (helpers: number[]) =>
      play(c, stackDeck(setup(c), ['K1']), { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'involve', seats: helpers }, { type: 'setCost', tradeOff: 0, extra: 0 })

    it('C-ACT-41 a failed action with a single involved character never gives card 100', () => {
      const solo = failWith([])
      expect(solo.players.flatMap((p) => p.hand).some((u) => u.startsWith('p100'))).toBe(false)
      expect(solo.adventure['100']).toEqual(['p100a', 'p100b'])
    })

    it('C-ACT-40 C-DEF-11 C-Q-35 a failed collective action gives card 100 to the active player only', () => {
      const duo = failWith([1])
      expect(duo.players[0]?.hand.filter((u) => u.startsWith('p100')).length).toBe(1)
      expect(duo.players[1]?.hand.some((u) => u.startsWith('p100'))).toBe(false)
    })
  })

  it('C-ACT-28 C-EX-31 a skill may be kept after a failure', () => {
    const c = indexCards(withStart(baseCards([sk('Z', strip(0))]), { actions: [action('fight', 1, 5, [])] }))
    let s = stackDeck(setup(c, { characters: ['bruno'] }), ['Z'])
    s = play(c, s, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'setCost', tradeOff: 0, extra: 0 })
    expect(s.action?.success).toBe(false)
    s = play(c, s, { type: 'choose', option: optionIndex(s, (o) => o.uid === 'Z') })
    expect(s.players[0]?.hand).toContain('Z')
  })

  describe('C-EX-28 hand limit in step 7', () => {
    const bonus = adv('bon', '300', { kind: 'bonus' })
    const c = indexCards(withStart(baseCards([bonus]), { actions: [action('fight', 1, 0, [])] }))
    function overLimit(): ContinentState {
      let s = setup(c)
      s = toHand(s, 1, ['s1', 's2', 's3'])
      s = structuredClone(s)
      s.adventure['300'] = []
      s.players[1]?.hand.push('bon')
      s = toHand(s, 0, ['s4', 's5', 's6', 's7']) // Bruno over the limit but not involved
      s = play(c, s, { type: 'chooseActive', seat: 1 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'involve', seats: [] }, { type: 'setCost', tradeOff: 0, extra: 0 })
      if (s.choice?.kind === 'keepSkill') s = play(c, s, { type: 'choose', option: 0 })
      return s
    }

    it('C-ACT-42 C-HAND-3 only the involved players over the limit discard, in step 7', () => {
      const s = overLimit()
      expect(s.choice).toMatchObject({ kind: 'handLimit', seat: 1 })
      const done = play(c, s, { type: 'choose', option: optionIndex(s, (o) => o.uid === 'bon') })
      expect(done.players[0]?.hand.length).toBe(5)
      expect(done.phase).toBe('chooseActive')
    })

    it('C-ACT-43 an excess Bonus goes to the Past, an excess Skill to the Discard Pile', () => {
      const s = overLimit()
      const bonusOut = play(c, s, { type: 'choose', option: optionIndex(s, (o) => o.uid === 'bon') })
      expect(bonusOut.past).toContain('bon')
      const skillOut = play(c, s, { type: 'choose', option: optionIndex(s, (o) => o.uid === 's1') })
      expect(skillOut.discard).toContain('s1')
      expect(skillOut.past).not.toContain('s1')
    })
  })

  it('C-TURN-4 C-TURN-5 only players on the same terrain may be involved', () => {
    const c = indexCards(withStart(baseCards(), { actions: [action('fight', 1, 0, [])] }))
    const s = structuredClone(setup(c, { characters: ['bruno', 'ludo', 'third'] }))
    ;(s.players[2] as { at: string | null }).at = 'elsewhere'
    const t = play(c, s, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } })
    expect(refused(c, t, { type: 'involve', seats: [2] })).toBe('C-TURN-5')
  })

  it('C-TURN-11 C-ICON-18 an all-players action needs everyone together', () => {
    const c = indexCards(withStart(baseCards(), { actions: [action('pray', 1, 0, [], undefined, { allPlayers: true })] }))
    const s = setup(c)
    expect(availableActions({ s, c }, 0).filter((a) => a.ref.uid === 't010').length).toBe(1)
    const apart = structuredClone(s)
    ;(apart.players[1] as { at: string | null }).at = 'nowhere'
    expect(availableActions({ s: apart, c }, 0).filter((a) => a.ref.uid === 't010').length).toBe(0)
    const t = play(c, s, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } })
    expect(t.action?.involved).toEqual([0, 1])
  })

  it('C-TURN-13 C-EX-10 no fire/craft/rest icon blocks those actions', () => {
    const c = indexCards(withStart(baseCards(), { noFireCraftRest: true, actions: [action('rest', 1, 0, []), action('fight', 1, 0, [])] }))
    const s = setup(c)
    expect(availableActions({ s, c }, 0).filter((a) => a.ref.uid === 't010').map((a) => a.def.type)).toEqual(['fight'])
  })

  it('C-TURN-10 prerequisites must be met', () => {
    const c = indexCards(withStart(baseCards(), { actions: [action('open_close', 1, 0, [], undefined, { prerequisites: [{ op: 'hasKeyword', keyword: 'key' }] })] }))
    expect(availableActions({ s: setup(c), c }, 0).filter((a) => a.ref.uid === 't010').length).toBe(0)
  })

  it('C-ACT-6 C-ICON-16 C-EX-10 item effects apply only to matching action types', () => {
    const can = adv('can', '202', { kind: 'item', durability: 3, effects: [{ op: 'cost', amount: -1, types: ['craft', 'dig'] }] })
    const c = indexCards(withStart(baseCards([can]), { actions: [action('dig', 3, 0, []), action('fight', 3, 0, [])] }))
    const s0 = giveItemCard(setup(c, { characters: ['bruno'] }), 0, 'can', 3)
    const digging = play(c, s0, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'useItem', seat: 0, item: 'item-can' })
    expect(costInfo({ s: digging, c }, digging.action as NonNullable<ContinentState['action']>).cost).toBe(2)
    const fighting = play(c, s0, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 1 } }, { type: 'useItem', seat: 0, item: 'item-can' })
    expect(costInfo({ s: fighting, c }, fighting.action as NonNullable<ContinentState['action']>).cost).toBe(3)
  })

  it('C-ACT-4 a used item loses exactly one pip, however many cards it holds', () => {
    const c = indexCards(withStart(baseCards([shovel]), { actions: [dig] }))
    const s0 = structuredClone(giveItemCard(setup(c, { characters: ['bruno'] }), 0, 'shovel', 5))
    s0.actionDeck = s0.actionDeck.filter((u) => u !== 'S1' && u !== 'S2')
    s0.players[0]?.items[0]?.cards.push('S1', 'S2') // a three-card item
    const s = play(c, s0, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'useItem', seat: 0, item: 'item-shovel' })
    expect(s.players[0]?.items[0]).toMatchObject({ cards: ['shovel', 'S1', 'S2'], die: 4 })
  })

  it('C-ACT-5 an item is used at most once per action', () => {
    const c = indexCards(withStart(baseCards([shovel]), { actions: [dig] }))
    let s = giveItemCard(setup(c, { characters: ['bruno'] }), 0, 'shovel', 3)
    s = play(c, s, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'useItem', seat: 0, item: 'item-shovel' })
    expect(s.players[0]?.items[0]?.die).toBe(2)
    expect(s.phase).toBe('cost')
    expect(refused(c, s, { type: 'useItem', seat: 0, item: 'item-shovel' })).toBe('wrong-step')
  })

  it('C-ACT-8 C-ACT-33 C-Q-16 an item at 0 keeps its effects this action and is discarded in step 5', () => {
    const c = indexCards(withStart(baseCards([shovel]), { actions: [dig] }))
    let s = giveItemCard(setup(c, { characters: ['bruno'] }), 0, 'shovel', 1)
    s = play(c, s, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'useItem', seat: 0, item: 'item-shovel' })
    expect(s.players[0]?.items[0]?.die).toBe(0)
    expect(costInfo({ s, c }, s.action as NonNullable<ContinentState['action']>).cost).toBe(4)
    s = play(c, s, { type: 'setCost', tradeOff: 0, extra: 0 })
    while (s.choice) s = play(c, s, { type: 'choose', option: 0 })
    expect(s.players[0]?.items.length).toBe(0)
    expect(s.past).toContain('shovel')
  })

  describe('C-DECK-8 a Curse from the face-down Discard Pile', () => {
    const c = indexCards(withStart(baseCards(), { actions: [action('fight', 2, 0, [])] }))
    function drawIt(): ContinentState {
      const s = structuredClone(setup(c, { characters: ['bruno'] }))
      s.discard = ['k-death-1']
      s.actionDeck = s.actionDeck.filter((u) => u !== 'k-death-1')
      const deckRest = s.actionDeck.slice(1)
      s.actionDeck = s.actionDeck.slice(0, 1)
      s.outOfPlay.push(...deckRest)
      return play(c, s, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'setCost', tradeOff: 0, extra: 0 })
    }

    it('C-ACT-20 C-DECK-8 revealing it loses the game at once, before any consequence', () => {
      const t = drawIt()
      expect(t.outcome).toBe('lost')
      expect(t.lossReason).toBe('curse-from-discard')
      expect(t.choice).toBeNull()
    })

    it('C-DEF-13 C-END-2 the game is over: nothing more is accepted', () => {
      expect(createContinent(c).apply(drawIt(), { type: 'chooseActive', seat: 0 })).toMatchObject({ code: 'game-over' })
    })
  })
})
