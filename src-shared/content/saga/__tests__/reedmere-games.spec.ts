// Reedmere played by the real engine: random games of both adventures for 1–4 players end (won or
// lost) with no invariant violated and no legal command refused (the CLI's `simulate` runs 500 and
// more; see the pack README for the win rates).
import { describe, expect, it } from 'vitest'
import type { GameModule } from '../../../game-module'
import { simulate } from '../../../simulate'
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

  it('S-SETUP-14 S-SOLO-01 every character can play both adventures: setups for each pair and the four together', () => {
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
