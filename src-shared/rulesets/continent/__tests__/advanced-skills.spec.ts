import { describe, expect, it } from 'vitest'
import { action, adv, baseCards, indexCards, optionIndex, play, setup, sk, strip, withStart } from './fixture'
import { paymentOptions } from '../advanced-skills'
import { createContinent } from '../continent'
import type { ContinentSettings, ContinentState } from '../state'

describe('C-CARD-22 advanced skills', () => {
  const c = indexCards(withStart(baseCards([
    sk('adv1', strip(2), { advanced: { cost: 3 } }), sk('adv2', strip(3), { advanced: { cost: 9 } }), sk('adv3', strip(1), { advanced: { cost: 2 } }),
    adv('xp', '900', { kind: 'bonus', effects: [{ op: 'experience', amount: 4 }] }),
    adv('xp5', '901', { kind: 'bonus', effects: [{ op: 'experience', amount: 5 }] }),
    adv('xp2', '902', { kind: 'questItem', effects: [{ op: 'experience', amount: 2 }] }),
  ]), { actions: [action('think', 0, 0, [{ op: 'buyAdvancedSkills' }])] }))
  /** A purchase window opened with the given experience cards (hand cards of Bruno, or in the Satchel). */
  function window(hand: string[], satchel: string[] = [], settings: Partial<ContinentSettings> = {}): ContinentState {
    let s = structuredClone(setup(c, { characters: ['bruno'], settings }))
    for (const n of ['900', '901', '902']) s.adventure[n] = []
    s.outOfPlay.push(...['xp', 'xp5', 'xp2'].filter((u) => !hand.includes(u) && !satchel.includes(u)))
    s.players[0]?.hand.push(...hand)
    s.satchel.push(...satchel)
    s = play(c, s, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'setCost', tradeOff: 0, extra: 0 })
    return s
  }

  it('C-DEF-3 C-CARD-22 Advanced Skills are not in the starting deck; a bought one is shuffled into the Action Deck', () => {
    let s = window(['xp'])
    expect(s.actionDeck).not.toContain('adv1')
    s = play(c, s, { type: 'choose', option: optionIndex(s, (o) => o.uid === 'adv1') })
    expect(s.actionDeck).toContain('adv1')
  })

  it('C-ICON-12 C-DEF-30 only the skills whose purchase cost the experience covers are offered', () => {
    const s = window(['xp'])
    expect(s.choice?.kind).toBe('buySkill')
    expect(s.choice?.options.map((o) => o.uid ?? o.code)).toEqual(['done', 'adv1', 'adv3']) // adv2 costs 9 > 4
  })

  it('C-CARD-23 C-DEF-19 experience points are Adventure cards the group holds, in hands and under the Satchel', () => {
    const s = window(['xp'], ['xp2'])
    expect(s.choice?.options.map((o) => o.uid ?? o.code)).toEqual(['done', 'adv1', 'adv3']) // 4 + 2 = 6 < 9
    expect(window([], ['xp2']).choice?.options.map((o) => o.uid ?? o.code)).toEqual(['done', 'adv3']) // the Satchel's 2 alone
  })

  it('C-Q-33 spent experience goes to the Past; with nothing affordable left the window closes', () => {
    let s = window(['xp'])
    s = play(c, s, { type: 'choose', option: optionIndex(s, (o) => o.uid === 'adv1') })
    expect(s.past).toContain('xp')
    expect(s.choice).toBeNull()
  })

  it('C-Q-33 C-D-8 with the hot-seat setting (the default) the largest card pays: 5 and 2 for a cost of 2 spend the 5', () => {
    let s = window(['xp5'], ['xp2'])
    s = play(c, s, { type: 'choose', option: optionIndex(s, (o) => o.uid === 'adv3') })
    expect(s.past).toContain('xp5')
    expect(s.satchel).toContain('xp2')
  })

  it('C-Q-33 C-D-8 with confirmations asked, the group picks the cards; each way to pay shows the change it loses', () => {
    let s = window(['xp5'], ['xp2'], { autoConfirm: false })
    s = play(c, s, { type: 'choose', option: optionIndex(s, (o) => o.uid === 'adv3') })
    expect(s.choice?.kind).toBe('payExperience')
    expect(s.choice?.options.map((o) => [o.uids, o.amount])).toEqual([[['xp2'], 0], [['xp5'], 3]])
    const view = createContinent(c).view(s)
    expect(view.decision?.choice?.options.map((o) => o.amount)).toEqual([0, 3])
    expect(createContinent(c).legalCommands(s)).toEqual([{ type: 'choose', option: 0 }, { type: 'choose', option: 1 }])
    s = play(c, s, { type: 'choose', option: 0 })
    expect(s.past).toContain('xp2')
    expect(s.players[0]?.hand).toContain('xp5')
    expect(s.actionDeck).toContain('adv3')
  })

  it('C-Q-33 the ways to pay are the sets covering the cost from which no card can be left out', () => {
    const cards = [{ uid: 'a', points: 5 }, { uid: 'b', points: 2 }, { uid: 'c', points: 2 }]
    expect(paymentOptions(cards, 4)).toEqual([{ uids: ['b', 'c'], change: 0 }, { uids: ['a'], change: 1 }])
    expect(paymentOptions(cards, 10)).toEqual([])
  })
})
