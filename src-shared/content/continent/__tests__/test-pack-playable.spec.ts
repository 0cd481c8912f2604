import { describe, expect, it } from 'vitest'
import { formatProblem } from '../../problems'
import { parsePack } from '../../parse-pack'
import type { ContinentContent } from '../content'
import { continentPackSpec } from '../pack-spec'
import { simulate } from '../../../simulate'
import { continentModule } from '../../../rulesets/continent/module'
import { readPackFolder, TEST_PACK_DIR } from './load-pack'

function load(): ContinentContent {
  const { files, art } = readPackFolder(TEST_PACK_DIR)
  const r = parsePack(files, art, continentPackSpec)
  if (!r.ok) throw new Error(r.problems.map(formatProblem).join('\n'))
  return r.content
}

// The test pack must be small but winnable: random play (ENGINE-CORE's simulate) lifts each curse
// now and then. Random walks save, resume, join and leave a lot, so wins are rare but not zero.
describe('the continent-test pack is playable to victory', () => {
  const content = load()
  for (const curse of ['the-hollow-crown', 'the-drowned-bell']) {
    it(`random solo games sometimes lift ${curse}`, { timeout: 60_000 }, () => {
      const r = simulate(continentModule, content, { games: 100, seed: 4242, config: { ...continentModule.sampleConfig(content, 1), curses: [curse] }, maxCommands: 1500, checkEveryCommand: false })
      // Engine refusals of its own legal commands are ENGINE-CORE's smoke test's concern; here a
      // refused game simply ends early. What this test guards is that the pack can be won.
      expect(r.outcomes.won).toBeGreaterThan(0)
      expect(r.outcomes.won + r.outcomes.lost + r.outcomes.unfinished + r.outcomes.stuck + r.refused.length).toBe(100)
    })
  }
})
