import { describe, expect, it } from 'vitest'
import { healSplitRefusal } from '../heal-split'
import { heal, type WoundTrackSpec } from '../wounds'

const LIVING = ['ada', 'bo', 'cy']
const TRACK: WoundTrackSpec = { length: 8, arrowsAfter: [3] }

describe('healing two wounds (heal-split.ts)', () => {
  it('I-CHAR-25 I-TOKEN-D19 I-INV-C01 2 wounds on one character or 1 on each of two, nothing else', () => {
    expect(healSplitRefusal({ ada: 2 }, LIVING)).toBeNull()
    expect(healSplitRefusal({ ada: 1, bo: 1 }, LIVING)).toBeNull()
    expect(healSplitRefusal({ ada: 1 }, LIVING)).toMatch(/2 wounds on one character/)
    expect(healSplitRefusal({ ada: 1, bo: 1, cy: 1 }, LIVING)).toMatch(/1 wound on each of two/)
    expect(healSplitRefusal({ zed: 2 }, LIVING)).toBe('zed cannot be healed.')
  })

  it('I-NIGHT-01 I-EX-34 at night two heals of 2 make 4 wounds healed, split as the players wish', () => {
    expect(healSplitRefusal({ ada: 2 }, LIVING)).toBeNull()
    expect(healSplitRefusal({ ada: 1, bo: 1 }, LIVING)).toBeNull()
    const ada = heal(TRACK, heal(TRACK, 5, 2).position, 1).position
    const bo = heal(TRACK, 4, 1).position
    expect([5 - ada, 4 - bo].reduce((s, n) => s + n, 0)).toBe(4)
  })
})
