import { describe, expect, it } from 'vitest'
import { arrangeCamp, rest } from '../camp-actions'

describe('arrange camp and rest (camp-actions.ts)', () => {
  it('I-ACT-61 Arrange Camp gives its leader 2 Determination and Morale +1', () => {
    expect(arrangeCamp({ players: 3 })).toEqual({ determination: 2, morale: 1, heal: 0 })
  })

  it('I-SETUP-16 I-ACT-61 with 4 players each Arrange Camp gives 2 Determination or Morale +1, the leader’s choice', () => {
    expect(arrangeCamp({ players: 4, choice: 'morale' })).toEqual({ determination: 0, morale: 1, heal: 0 })
    expect(arrangeCamp({ players: 4, choice: 'determination' })).toEqual({ determination: 2, morale: 0, heal: 0 })
    expect(arrangeCamp({ players: 4 })).toBe('With four players, choose 2 Determination or Morale +1.')
  })

  it('I-INV-C11 I-EX-56 a Bible use adds 1 Determination and 1 heal, also when 4 players chose Morale', () => {
    expect(arrangeCamp({ players: 4, choice: 'morale', bibleUses: 1 })).toEqual({ determination: 1, morale: 1, heal: 1 })
    expect(arrangeCamp({ players: 2, bibleUses: 2 })).toEqual({ determination: 4, morale: 1, heal: 2 })
  })

  it('I-ACT-62 Rest heals 1 wound; with the Bed 2 wounds and 1 Determination; with the Hammock 1 wound and 1 Determination', () => {
    expect(rest({})).toEqual({ heal: 1, determination: 0 })
    expect(rest({ comfort: 'bed' })).toEqual({ heal: 2, determination: 1 })
    expect(rest({ comfort: 'hammock' })).toEqual({ heal: 1, determination: 1 })
  })

  it('I-INV-C05 I-MYSTERY-C01 neither Bed nor Hammock helps Friday or Jenny', () => {
    expect(rest({ comfort: 'bed', restless: true })).toEqual({ heal: 1, determination: 0 })
    expect(rest({ comfort: 'hammock', restless: true })).toEqual({ heal: 1, determination: 0 })
  })
})
