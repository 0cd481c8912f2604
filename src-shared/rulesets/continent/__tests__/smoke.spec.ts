import { describe, expect, it } from 'vitest'
import { content } from './fixture'
import { simulate } from '../../../simulate'
import { continentModule } from '../module'

describe('random games', () => {
  it('simulate plays random games without invariant violations or refusals', { timeout: 60_000 }, () => {
    for (const players of [1, 2, 3, 4]) {
      const r = simulate(continentModule, content(), { games: 20, seed: players * 100, players, maxCommands: 400 })
      expect(r.refused).toEqual([])
      expect(r.violations.slice(0, 3)).toEqual([])
      expect(r.games).toBe(20)
      expect(r.outcomes.won + r.outcomes.lost + r.outcomes.unfinished + r.outcomes.stuck).toBe(20)
    }
  })

  it('C-D-8 with confirmations asked (consent, effects, payments open to the players) random games stay valid too', { timeout: 60_000 }, () => {
    for (const players of [2, 3]) {
      const r = simulate(continentModule, content(), { games: 20, seed: players * 300, players, maxCommands: 400, options: { autoConfirm: false } })
      expect(r.refused).toEqual([])
      expect(r.violations.slice(0, 3)).toEqual([])
      expect(r.games).toBe(20)
    }
  })
})
