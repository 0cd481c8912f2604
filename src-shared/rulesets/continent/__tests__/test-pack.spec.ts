import { describe, expect, it } from 'vitest'
import { formatProblem } from '../../../content/problems'
import { parsePack } from '../../../content/parse-pack'
import { continentPackSpec } from '../../../content/continent/pack-spec'
import type { ContinentContent } from '../../../content/continent/content'
import { readPackFolder, TEST_PACK_DIR } from '../../../content/continent/__tests__/load-pack'
import { simulate } from '../../../simulate'
import { continentModule } from '../module'
import { createContinent } from '../continent'
import { replay } from '../../../engine/command-log'
import { isRuleError } from '../../../engine/rule-error'
import { intInRange, seedRng } from '../../../engine/rng'
import { stateHash } from '../../../engine/state-hash'

function load(): ContinentContent {
  const { files, art } = readPackFolder(TEST_PACK_DIR)
  const r = parsePack(files, art, continentPackSpec)
  if (!r.ok) throw new Error(r.problems.map(formatProblem).join('\n'))
  return r.content
}

describe('the engine on the continent-test pack', { timeout: 120_000 }, () => {
  const content = load()

  for (const players of [1, 2, 3, 4]) {
    it(`random ${players}-player games: no refused legal command, no invariant violation`, () => {
      const r = simulate(continentModule, content, { games: 12, seed: 77 + players, players, maxCommands: 800 })
      expect(r.refused).toEqual([])
      expect(r.violations.slice(0, 3)).toEqual([])
      expect(r.commands).toBeGreaterThan(100)
    })
  }

  it('a recorded game replays to the same state hash', () => {
    const rules = createContinent(content)
    const config = { characters: Object.keys(content.characters).sort().slice(0, 2), curses: [Object.keys(content.clues).sort()[0] as string] }
    const start = rules.setup(config, 5)
    if (isRuleError(start)) throw new Error(start.message)
    let s = start
    const cmds = []
    const pick = seedRng(11)
    for (let i = 0; i < 300 && s.outcome === null; i++) {
      const legal = rules.legalCommands(s)
      const cmd = legal[intInRange(pick, 0, legal.length - 1)]
      if (!cmd) break
      const r = rules.apply(s, cmd)
      if (isRuleError(r)) throw new Error(r.message)
      s = r.state
      cmds.push(cmd)
    }
    const again = replay(rules, config, 5, cmds)
    if (isRuleError(again)) throw new Error(again.message)
    expect(stateHash(again.state)).toBe(stateHash(s))
  })
})
