import { describe, expect, it } from 'vitest'
import { check } from '../invariants'
import { content, randomGame } from './play'

describe('random games', () => {
  it('a random game of each size reaches its end with no invariant violated', () => {
    for (const players of [1, 2, 3, 4]) {
      const g = randomGame(players, 100 + players)
      expect(g.violations).toEqual([])
      expect(g.state.outcome).not.toBeNull()
      expect(check(content(), g.state)).toEqual([])
    }
  })
})
