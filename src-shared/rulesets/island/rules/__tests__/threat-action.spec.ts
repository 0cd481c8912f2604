import { describe, expect, it } from 'vitest'
import { threatProblems, type ThreatContext } from '../threat-action'

const CTX: ThreatContext = { free: { wood: 1, food: 0, preserved: 1, fur: 0 }, items: ['rope'], weapons: 2, alreadyPlanned: false }

describe('threat actions (threat-action.ts)', () => {
  it('I-ACT-40 the printed resources must be free in Available, the printed Item built and the Weapon level reached', () => {
    expect(threatProblems({ resources: { wood: 1, food: 1 }, items: ['rope'], weapons: 2 }, CTX)).toEqual([])
    expect(threatProblems({ resources: { wood: 2, fur: 1 }, items: ['pot'], weapons: 3 }, CTX)).toEqual([
      'It needs 2 wood (1 free).',
      'It needs 1 fur (0 free).',
      'It needs the pot built.',
      'It needs Weapons 3.',
    ])
  })

  it('I-ACT-16 each threat card takes one team only', () => {
    expect(threatProblems({}, { ...CTX, alreadyPlanned: true })).toEqual(['This threat card already has its team this round.'])
  })

  it('I-GOLD-24 a temporary Weapon boost may meet a threat card’s Weapon requirement', () => {
    expect(threatProblems({ weapons: 3 }, { ...CTX, weaponBoost: 1 })).toEqual([])
  })
})
