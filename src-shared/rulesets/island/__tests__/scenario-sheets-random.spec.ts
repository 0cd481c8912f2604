// Random games on every fixture scenario sheet (scenN-*.json): the scenario hooks keep the
// invariants (components conserved, ledger whole, a decision always waiting) and every legal
// command is accepted.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { intInRange, seedRng } from '../../../engine/rng'
import { check } from '../invariants'
import { legalCommands } from '../legal-commands'
import type { IslandState } from '../types'
import { content, play } from './play'
import { scenarioGame } from './scenario-play'

const SHEETS = ['test-s1-woodpile', 'test-s2-crosses', 'test-s3-stranded', 'test-s4-volcano', 'test-s5-villages', 'test-s6-family', 'test-s7-giant']

function randomGame(scenario: string, players: number, seed: number): { state: IslandState; violations: string[] } {
  let s = scenarioGame(scenario, players, seed)
  const rng = seedRng(seed ^ 0x2545f491)
  const violations: string[] = []
  for (let i = 0; i < 3000 && s.outcome === null; i++) {
    // Planned actions are taken back only when nothing else is legal (a pawn left with no room).
    const all = legalCommands(content(), s)
    const forward = all.filter((c) => c.type !== 'unplan')
    const legal = forward.length > 0 ? forward : all
    if (legal.length === 0) { violations.push(`no legal command: ${JSON.stringify(s.pending)} at ${s.position.phase}/${s.position.step ?? ''} round ${s.position.round}`); break }
    const c = legal[intInRange(rng, 0, legal.length - 1)]
    if (c === undefined) break
    s = play(s, c)
    violations.push(...check(content(), s).map((v) => `${v.code}: ${v.message}`))
  }
  return { state: s, violations }
}

describe('fixture scenario sheets in random games', () => {
  it.each(SHEETS)('%s: random games for 1–4 players end with no invariant violated', (sheet) => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 2 ** 30 }), (players, seed) => {
      const { state, violations } = randomGame(sheet, players, seed)
      expect(violations).toEqual([])
      expect(state.outcome).not.toBeNull()
    }), { numRuns: 12 })
  })
})
