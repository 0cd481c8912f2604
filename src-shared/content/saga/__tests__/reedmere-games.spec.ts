// Reedmere played by the real engine: random games of both adventures for 1–4 players end (won or
// lost) with no invariant violated and no legal command refused (the CLI's `simulate` runs 500 and
// more; see the pack README for the win rates).
import { describe, expect, it } from 'vitest'
import type { GameModule, Policy } from '../../../game-module'
import { simulate, type SimulationReport } from '../../../simulate'
import { sagaModule } from '../../../rulesets/saga/module'
import { isRuleError } from '../../../engine/rule-error'
import { reedmere } from './reedmere-pack'

const content = reedmere()
const module = sagaModule as unknown as GameModule

describe('Reedmere random games', () => {
  for (const adventure of ['causeway', 'bell']) {
    it(`S-CORE-06 S-END-03 "${adventure}" for 1-4 players: every game ends within the round track, 0 violations, nothing refused`, () => {
      const rounds = content.adventures[adventure]?.sheet.rounds ?? 0
      for (const players of [1, 2, 3, 4]) {
        const config = { ...sagaModule.sampleConfig(content, players), scenario: adventure }
        const r = simulate(module, content, { games: 12, seed: 700 + players, players, config })
        expect(r.violations, `${players} players`).toEqual([])
        expect(r.refused, `${players} players`).toEqual([])
        expect(r.outcomes.unfinished + r.outcomes.stuck, `${players} players`).toBe(0)
        expect(r.outcomes.won + r.outcomes.lost).toBe(12)
        // A turn is one token placed: four a round whatever the player count (S-SETUP-11).
        expect(r.turns / r.games, `${players} players`).toBeLessThanOrEqual(rounds * 4)
      }
    }, 120_000)
  }

  it('S-CORE-02 S-CORE-03 both adventures can be won: the heuristic player (fair: it never sees a roll, a draw or a paragraph ahead) wins most two-player Causeway games early, and wins some and loses some of six three-player Bell games', () => {
    const heuristic = sagaModule.policies?.heuristic?.forContent(content)
    if (!heuristic) throw new Error('no heuristic policy')
    const play = (adventure: string, games: number, players: number): SimulationReport => {
      const config = { ...sagaModule.sampleConfig(content, players), scenario: adventure }
      return simulate(module, content, { games, seed: 11, players, config, policy: heuristic as unknown as Policy })
    }
    const causeway = play('causeway', 3, 2)
    expect(causeway.violations).toEqual([])
    expect(causeway.outcomes.won).toBeGreaterThanOrEqual(2)
    // The learning adventure is won well inside its six rounds (24 turns).
    expect(causeway.turns / causeway.games).toBeLessThan(20)
    const bell = play('bell', 6, 3)
    expect(bell.violations).toEqual([])
    expect(bell.outcomes.won).toBeGreaterThanOrEqual(1)
    expect(bell.outcomes.lost).toBeGreaterThanOrEqual(1)
  }, 240_000)

  it('S-SETUP-14 S-SETUP-21 every character can play both adventures: setups for each pair and the four together, all in the start Area', () => {
    const ids = Object.keys(content.characters)
    const rules = sagaModule.rules(content)
    for (const adventure of ['causeway', 'bell']) {
      for (const characters of [...ids.flatMap((a, i) => ids.slice(i + 1).map((b) => [a, b])), ids]) {
        const s = rules.setup({ scenario: adventure, characters, seats: characters.length }, 5)
        if (isRuleError(s)) throw new Error(`${adventure} ${characters.join(' ')}: ${s.message}`)
        expect(rules.check(s), `${adventure} ${characters.join(' ')}`).toEqual([])
        expect(s.characters.map((c) => c.area)).toEqual(characters.map(() => content.adventures[adventure]?.map.start))
      }
    }
  })
})
