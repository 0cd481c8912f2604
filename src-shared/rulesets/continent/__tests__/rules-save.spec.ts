import { describe, expect, it } from 'vitest'
import { action, adv, baseCards, giveItemCard, indexCards, play, refused, setup, toHand, withStart } from './fixture'
import { createContinent } from '../continent'

describe('C-SAVE the rules’ own save and resume', () => {
  const c = indexCards(withStart(baseCards([adv('bow', '220', { kind: 'item', durability: 4 }), adv('q', '500', { kind: 'questItem' }), adv('zz', '600', { kind: 'other' })]), {
    actions: [action('make_fire', 0, 0, [{ op: 'makeFire' }]), action('pray', 0, 0, [{ op: 'take', number: '600' }, { op: 'banishNumber', number: '600' }])],
  }))

  it('C-CARD-28 C-EX-26 C-SAVE-1 C-SAVE-2 C-SAVE-3 C-SAVE-6 C-SAVE-7 C-SAVE-9 C-SAVE-10 C-SAVE-11 C-SAVE-12 C-SAVE-13 C-SAVE-14 C-SAVE-15 C-SAVE-16 C-SAVE-17 C-SAVE-18 C-SAVE-20 C-D-11 save and resume', () => {
    let s = giveItemCard(toHand(setup(c), 0, ['s1']), 1, 'bow', 3)
    s = play(c, s, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 1 } }, { type: 'involve', seats: [] }, { type: 'setCost', tradeOff: 0, extra: 0 })
    expect(s.past.length).toBeGreaterThan(0)
    const before = structuredClone(s)
    s = play(c, s, { type: 'rulesSave' })
    expect(s.phase).toBe('suspended')
    expect(Object.values(s.board.cells)).toEqual(['t010'])
    expect(refused(c, s, { type: 'chooseActive', seat: 0 })).toBe('suspended')
    s = play(c, s, { type: 'rulesResume' })
    expect(s.past).toEqual([])
    expect(Object.keys(s.board.cells).sort()).toEqual(['0,0', '1,0'])
    expect(s.players.map((p) => p.hand)).toEqual(before.players.map((p) => p.hand))
    expect(s.players.map((p) => p.items)).toEqual(before.players.map((p) => p.items))
    expect(s.satchel).toEqual(before.satchel)
    expect(s.actionDeck).toEqual(before.actionDeck)
    expect(s.discard).toEqual(before.discard)
    expect(s.banished).toEqual(before.banished)
    expect(s.players.every((p) => p.at === 't010')).toBe(true)
    expect(s.phase).toBe('chooseActive')
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
