import { describe, expect, it } from 'vitest'
import { action, adv, baseCards, indexCards, optionIndex, play, setup, sk, strip, withStart } from './fixture'

describe('C-CARD-22 advanced skills', () => {
  it('C-DEF-3 C-DEF-19 C-DEF-30 C-CARD-22 C-CARD-23 C-ICON-12 C-Q-33 experience points buy an Advanced Skill, shuffled into the Action Deck', () => {
    const c = indexCards(withStart(baseCards([
      sk('adv1', strip(2), { advanced: { cost: 3 } }), sk('adv2', strip(3), { advanced: { cost: 9 } }),
      adv('xp', '900', { kind: 'bonus', effects: [{ op: 'experience', amount: 4 }] }),
    ]), { actions: [action('think', 0, 0, [{ op: 'buyAdvancedSkills' }])] }))
    let s = structuredClone(setup(c, { characters: ['bruno'] }))
    s.adventure['900'] = []
    s.players[0]?.hand.push('xp')
    expect(s.actionDeck).not.toContain('adv1')
    s = play(c, s, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'setCost', tradeOff: 0, extra: 0 })
    expect(s.choice?.kind).toBe('buySkill')
    expect(s.choice?.options.map((o) => o.uid ?? o.code)).toEqual(['done', 'adv1']) // adv2 costs more than 4
    s = play(c, s, { type: 'choose', option: optionIndex(s, (o) => o.uid === 'adv1') })
    expect(s.actionDeck).toContain('adv1')
    expect(s.past).toContain('xp')
    expect(s.choice).toBeNull() // nothing affordable any more
  })
})
