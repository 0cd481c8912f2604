import { describe, expect, it } from 'vitest'
import type { GameModule } from '../../../game-module'
import { simulate } from '../../../simulate'
import { islandModule } from '../module'
import { content } from './play'

describe('Island behind the seam (GameModule)', () => {
  it('the generic simulate runs Island games for 1-4 players: all end, 0 violations, nothing refused', () => {
    for (const players of [1, 2, 3, 4]) {
      const r = simulate(islandModule as unknown as GameModule, content(), { games: 10, seed: 40 + players, players })
      expect(r.violations).toEqual([])
      expect(r.refused).toEqual([])
      expect(r.outcomes.unfinished + r.outcomes.stuck).toBe(0)
    }
  }, 120_000)

  it('the command and config schemas accept what the engine produces and refuse unknown keys', () => {
    const config = islandModule.sampleConfig(content(), 3)
    expect(islandModule.schemas.config.safeParse(config).success).toBe(true)
    expect(islandModule.schemas.command.safeParse({ type: 'plan', target: { kind: 'rest' }, pawns: [{ kind: 'character', character: 'alpha' }] }).success).toBe(true)
    expect(islandModule.schemas.command.safeParse({ type: 'commitPlan', extra: 1 }).success).toBe(false)
    expect(islandModule.newGameConfig({ seats: [{ name: 'A', characters: ['alpha'] }], setup: { scenario: 'nope' }, options: {} }, content())).toMatch(/not in this pack/)
  })
})
