// Recorded walkthroughs (issue 15 proof): for each Cinder Cay scenario one game to victory and one to
// defeat, found with the heuristic player and replayed here through the real `apply`.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { isRuleError } from '../../../engine/rule-error'
import { loadCinderCay } from '../../../content/island/__tests__/cinder-cay-pack'
import { apply } from '../apply-command'
import { holds } from '../conditions'
import { check } from '../invariants'
import { setup } from '../setup'
import type { IslandCommand, IslandConfig, IslandState } from '../types'

const DIR = join(__dirname, 'walkthroughs')
const RERECORD = 'the engine no longer plays this recorded game the same way (a rule changed?): re-record the walkthroughs with `npx tsx scripts/record-walkthroughs.ts` and commit the new files'

interface Walkthrough {
  format: string
  pack: string
  scenario: string
  config: IslandConfig
  seed: number
  commands: IslandCommand[]
  expect: {
    outcome: 'won' | 'lost'
    reason: string | null
    round: number
    morale: number
    built: string[]
    piles: Record<string, number[]>
    counters: Record<string, number>
    wounds: Record<string, number>
  }
}

const files = readdirSync(DIR).filter((f) => f.endsWith('.json')).sort()
const load = (file: string): Walkthrough => JSON.parse(readFileSync(join(DIR, file), 'utf8')) as Walkthrough

/** Replays every command; a refusal or an early end is a divergence. */
function replay(w: Walkthrough): { state: IslandState; violations: string[] } {
  const content = loadCinderCay()
  const start = setup(content, w.config, w.seed)
  if (isRuleError(start)) throw new Error(`${w.scenario}: setup refused: ${start.message}; ${RERECORD}`)
  let s = start
  const violations: string[] = []
  w.commands.forEach((c, i) => {
    if (s.outcome !== null) throw new Error(`command ${i} of ${w.commands.length}: the game already ended (${s.outcome}, ${s.reason ?? ''}); ${RERECORD}`)
    const r = apply(content, s, c)
    if (isRuleError(r)) throw new Error(`command ${i} (${c.type}) refused: ${r.code} ${r.message}; ${RERECORD}`)
    s = r.state
    violations.push(...check(content, s).map((v) => `command ${i}: ${v.code}`))
  })
  return { state: s, violations }
}

describe('recorded walkthroughs of Cinder Cay', () => {
  it('there is a victory and a defeat for each scenario of the pack', () => {
    const scenarios = Object.keys(loadCinderCay().scenarios).sort()
    const expected = scenarios.flatMap((id) => [`${id}-defeat.json`, `${id}-victory.json`])
    expect(files).toEqual(expected)
  })

  for (const file of files) {
    it(`${file}: replays through apply to its recorded end`, () => {
      const w = load(file)
      expect(w.format).toBe('fogbound-island-walkthrough')
      expect(w.pack).toBe('cinder-cay')
      const { state, violations } = replay(w)
      expect(violations).toEqual([])
      const facts = { outcome: state.outcome, reason: state.reason, round: state.position.round, morale: state.morale, built: [...state.inventions.built].sort(), piles: state.piles, counters: state.counters, wounds: Object.fromEntries(Object.values(state.characters).map((c) => [c.id, c.wounds])) }
      expect(facts, RERECORD).toEqual(w.expect)
      const content = loadCinderCay()
      const goal = content.scenarios[w.scenario]?.goal
      if (!goal) throw new Error(`no scenario ${w.scenario}`)
      if (w.expect.outcome === 'won') {
        // A victory is the scenario's own goal, holding at the end (not a defeat's absence).
        expect(holds(content, state, goal.cond)).toBe(true)
        expect(state.reason).toBe('goal')
      } else {
        // A defeat is a castaway's death or the last round passing without the goal.
        expect(holds(content, state, goal.cond)).toBe(false)
        expect(state.reason).toMatch(/^(death:|rounds-over|camp-lost)/)
        if (state.reason?.startsWith('death:') === true) expect(state.characters[state.reason.slice(6)]?.dead).toBe(true)
      }
    }, 60_000)
  }
})
