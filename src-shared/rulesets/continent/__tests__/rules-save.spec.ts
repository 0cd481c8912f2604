import { describe, expect, it } from 'vitest'
import { action, adv, baseCards, giveItemCard, indexCards, play, refused, setup, toHand, withStart } from './fixture'
import { createContinent } from '../continent'

describe('C-SAVE the rules’ own save and resume', () => {
  const c = indexCards(withStart(baseCards([adv('bow', '220', { kind: 'item', durability: 4 }), adv('q', '500', { kind: 'questItem' }), adv('zz', '600', { kind: 'other' }),
    adv('frz', '105', { kind: 'state', title: 'state.freezing' }), adv('bon', '301', { kind: 'bonus' }), adv('gone', '700', { kind: 'other' })]), {
    actions: [action('make_fire', 0, 0, [{ op: 'makeFire' }]), action('pray', 0, 0, [{ op: 'take', number: '600' }, { op: 'banishNumber', number: '600' }])],
  }))

  /**
   * One game saved and resumed, with something in every zone the save must keep: a hand with a
   * Skill, a Bonus and a State, an item at durability 3, a Quest Item in the Satchel, two cards on
   * the Discard Pile, a banished card, an Exploration card on the board and cards in the Past.
   */
  function saved() {
    let s = giveItemCard(toHand(setup(c), 0, ['s1']), 1, 'bow', 3)
    s = structuredClone(s)
    s.adventure['105'] = []
    s.adventure['301'] = []
    s.adventure['500'] = []
    s.players[0]?.hand.push('frz', 'bon')
    s.satchel.push('q')
    s.discard.push(...s.actionDeck.splice(0, 2))
    s.banished.push('gone')
    s.adventure['700'] = []
    s = play(c, s, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 1 } }, { type: 'involve', seats: [] }, { type: 'setCost', tradeOff: 0, extra: 0 })
    const before = structuredClone(s)
    const suspended = play(c, s, { type: 'rulesSave' })
    const resumed = play(c, suspended, { type: 'rulesResume' })
    return { before, suspended, resumed }
  }

  it('C-SAVE-1 C-D-11 saving suspends the adventure until it is resumed', () => {
    const { suspended, resumed } = saved()
    expect(suspended.phase).toBe('suspended')
    expect(refused(c, suspended, { type: 'chooseActive', seat: 0 })).toBe('suspended')
    expect(resumed.phase).toBe('chooseActive')
  })

  it('C-SAVE-2 every board card but the figures’ terrain goes into the Past', () => {
    const { before, suspended } = saved()
    const explorationCard = before.board.cells['1,0']
    expect(explorationCard).toBeDefined()
    expect(suspended.board.cells).toEqual({ '0,0': 't010' })
    expect(suspended.past).toContain(explorationCard)
  })

  it('C-SAVE-7 C-SAVE-12 the figures’ terrain is kept, and on resuming every figure stands on it', () => {
    const { suspended, resumed } = saved()
    expect(suspended.suspendedAt).toBe('t010')
    expect(resumed.board.at['t010']).toBe('0,0')
    expect(resumed.players.map((p) => p.at)).toEqual(['t010', 't010'])
  })

  it('C-SAVE-13 C-SAVE-20 after resuming the Past is empty and the terrain has a fresh Exploration card at its arrow', () => {
    const { before, resumed } = saved()
    expect(before.past.length).toBeGreaterThan(0)
    expect(resumed.past).toEqual([])
    expect(Object.keys(resumed.board.cells).sort()).toEqual(['0,0', '1,0'])
    const placed = resumed.board.cells['1,0'] as string
    expect(c.cards[placed]?.type).toBe('exploration')
    expect(resumed.board.attached[placed]).toMatchObject({ terrain: 't010', edge: 'E' })
  })

  it('C-SAVE-3 C-SAVE-17 each player takes back the Skill, Bonus and State cards of their hand', () => {
    const { before, resumed } = saved()
    expect(before.players[0]?.hand).toEqual(expect.arrayContaining(['ch-bruno', 's1', 'frz', 'bon']))
    expect(resumed.players.map((p) => p.hand)).toEqual(before.players.map((p) => p.hand))
  })

  it('C-SAVE-18 C-CARD-28 each item comes back with its cards and its saved durability', () => {
    const { before, resumed } = saved()
    expect(before.players[1]?.items).toEqual([{ id: 'item-bow', cards: ['bow'], die: 3 }])
    expect(resumed.players.map((p) => p.items)).toEqual(before.players.map((p) => p.items))
  })

  it('C-SAVE-6 C-SAVE-14 the Satchel & Journal comes back with its Quest Items', () => {
    const { before, resumed } = saved()
    expect(before.satchel).toContain('q')
    expect(resumed.satchel).toEqual(before.satchel)
  })

  it('C-SAVE-15 the Action Deck comes back as it was, in the same order', () => {
    const { before, resumed } = saved()
    expect(before.actionDeck.length).toBeGreaterThan(0)
    expect(resumed.actionDeck).toEqual(before.actionDeck)
  })

  it('C-SAVE-16 the Discard Pile comes back with its cards', () => {
    const { before, resumed } = saved()
    expect(before.discard.length).toBeGreaterThanOrEqual(2)
    expect(resumed.discard).toEqual(before.discard)
    expect(resumed.discardFaceDown).toBe(false)
  })

  it('C-SAVE-9 the Banished pile is not touched by saving and resuming', () => {
    const { before, suspended, resumed } = saved()
    expect(before.banished).toContain('gone')
    expect(suspended.banished).toEqual(before.banished)
    expect(resumed.banished).toEqual(before.banished)
  })

  it('C-EX-26 C-SAVE-1 saving is refused when figures are apart, during an action, or with a mandatory action pending', () => {
    const s = setup(c)
    const apart = structuredClone(s)
    ;(apart.players[1] as { at: string | null }).at = 'elsewhere'
    expect(refused(c, apart, { type: 'rulesSave' })).toBe('C-SAVE-1')
    const during = play(c, s, { type: 'chooseActive', seat: 0 })
    expect(refused(c, during, { type: 'rulesSave' })).toBe('wrong-step')
    const pending = structuredClone(s)
    pending.mandatory.push({ uid: 't010', active: 0, involved: [0] })
    expect(refused(c, pending, { type: 'rulesSave' })).toBe('C-SAVE-1')
  })

  it('C-SAVE-21 C-Q-37 fires are not put back on resuming, unless the setting keeps them', () => {
    const fire = (keep: boolean): (string | null)[] => {
      let s = setup(c, { characters: ['bruno'], settings: { keepFireOnResume: keep } })
      s = play(c, s, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'setCost', tradeOff: 0, extra: 0 })
      expect(s.players[0]?.fire).toBe('t010')
      s = play(c, s, { type: 'rulesSave' }, { type: 'rulesResume' })
      return s.players.map((p) => p.fire)
    }
    expect(fire(false)).toEqual([null])
    expect(fire(true)).toEqual(['t010'])
  })

  it('C-SAVE-4 C-SAVE-5 C-SAVE-10 a face-down Discard Pile stays face down across the save', () => {
    const s0 = structuredClone(setup(c, { characters: ['bruno'] }))
    s0.discard = [...s0.actionDeck]
    s0.actionDeck = []
    s0.discardFaceDown = true
    const s = play(c, s0, { type: 'rulesSave' }, { type: 'rulesResume' })
    expect(s.discardFaceDown).toBe(true)
    expect(createContinent(c).check(s)).toEqual([])
  })
})
