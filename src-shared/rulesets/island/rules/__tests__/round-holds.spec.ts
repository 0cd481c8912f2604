import { describe, expect, it } from 'vitest'
import { releaseHolds, useHeldCard } from '../round-holds'

describe('one character per round (round-holds.ts)', () => {
  it('I-INV-13 I-EX-41 the first character to use the card holds it for the round; others may not, the holder may again', () => {
    const held = useHeldCard({}, 'whip', 'ada')
    expect(held).toEqual({ whip: 'ada' })
    if (typeof held === 'string') throw new Error(held)
    expect(useHeldCard(held, 'whip', 'bo')).toBe('ada holds this card until the end of the round.')
    expect(useHeldCard(held, 'whip', 'ada')).toEqual({ whip: 'ada' })
    expect(useHeldCard(releaseHolds(), 'whip', 'bo')).toEqual({ whip: 'bo' })
  })
})
