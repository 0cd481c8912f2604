import { describe, expect, it } from 'vitest'
import { continentSounds } from '../sounds'

const curses = new Set(['curse-1'])
const isCurse = (uid: string): boolean => curses.has(uid)

describe("Continent's sounds", () => {
  it('maps draw, reveal, place, success and failure to their events', () => {
    expect(continentSounds([{ type: 'drew', count: 3, fromDiscard: 0 }], isCurse)).toEqual(['draw'])
    expect(continentSounds([{ type: 'cardsRevealed', uids: ['a', 'b'] }], isCurse)).toEqual(['reveal'])
    expect(continentSounds([{ type: 'revealed', uid: 'x' }], isCurse)).toEqual(['reveal'])
    expect(continentSounds([{ type: 'took', uid: 'x', number: '008' }], isCurse)).toEqual(['reveal'])
    expect(continentSounds([{ type: 'terrainPlaced', uid: 'x', cell: '1,0' }], isCurse)).toEqual(['place'])
    expect(continentSounds([{ type: 'explorationPlaced', cell: '1,0', area: 1 }], isCurse)).toEqual(['place'])
    expect(continentSounds([{ type: 'result', successes: 2, difficulty: 1, success: true }], isCurse)).toEqual(['success'])
    expect(continentSounds([{ type: 'result', successes: 0, difficulty: 1, success: false }], isCurse)).toEqual(['failure'])
    expect(continentSounds([{ type: 'gameWon' }], isCurse)).toEqual(['success'])
  })

  it('plays the curse when a drawn card is a Curse, and no failure after it', () => {
    const events = [
      { type: 'drew', count: 2, fromDiscard: 0 },
      { type: 'cardsRevealed', uids: ['a', 'curse-1'] },
      { type: 'result', successes: 0, difficulty: 1, success: false },
    ]
    expect(continentSounds(events, isCurse)).toEqual(['draw', 'curse'])
  })

  it('plays the curse for a defeat by a Curse, a failure for any other defeat', () => {
    expect(continentSounds([{ type: 'gameLost', reason: 'curse-from-discard' }], isCurse)).toEqual(['curse'])
    expect(continentSounds([{ type: 'gameLost', reason: 'adventure-over' }], isCurse)).toEqual(['failure'])
  })

  it('plays a sound once per move, in the order things happened', () => {
    const events = [
      { type: 'drew', count: 1, fromDiscard: 0 },
      { type: 'cardsRevealed', uids: ['a'] },
      { type: 'result', successes: 1, difficulty: 1, success: true },
      { type: 'revealed', uid: 'b' },
      { type: 'terrainPlaced', uid: 'b', cell: '0,1' },
    ]
    expect(continentSounds(events, isCurse)).toEqual(['draw', 'reveal', 'success', 'place'])
  })

  it('is silent for choices that show nothing new, and for a draw of no card', () => {
    expect(continentSounds([{ type: 'activeChosen', seat: 0 }, { type: 'involved', seats: [0] }, { type: 'turnEnded' }], isCurse)).toEqual([])
    expect(continentSounds([{ type: 'drew', count: 0, fromDiscard: 0 }], isCurse)).toEqual([])
  })
})
