import { describe, expect, it } from 'vitest'
import { action, adv, baseCards, indexCards, play, setup, withStart } from './fixture'
import { createContinent } from '../continent'
import { isRuleError } from '../../../engine/rule-error'

describe('undo limits in the Continent engine', () => {
  it('C-D-12 C-D-1 a blind random pick (banish without looking) is a checkpoint', () => {
    const c = indexCards(withStart(baseCards([adv('a300', '300', { kind: 'other' }), adv('b300', '300', { kind: 'other' })]), { actions: [action('pray', 0, 0, [{ op: 'banishNumber', number: '300' }])] }))
    const s = play(c, setup(c, { characters: ['bruno'] }), { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } })
    const r = createContinent(c).apply(s, { type: 'setCost', tradeOff: 0, extra: 0 })
    if (isRuleError(r)) throw new Error(r.message)
    expect(r.events.some((e) => e.checkpoint === true)).toBe(true)
    const quiet = createContinent(c).apply(setup(c, { characters: ['bruno'] }), { type: 'chooseActive', seat: 0 })
    if (isRuleError(quiet)) throw new Error(quiet.message)
    expect(quiet.events.some((e) => e.checkpoint === true)).toBe(false)
  })
})
