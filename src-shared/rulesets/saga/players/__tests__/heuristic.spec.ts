import { describe, expect, it } from 'vitest'
import { isRuleError } from '../../../../engine/rule-error'
import { intInRange, seedRng, shuffle } from '../../../../engine/rng'
import { ENEMY_TOKENS } from '../../../../content/saga/vocabulary'
import { sagaTestContent } from '../../../../content/saga/__tests__/load-saga-pack'
import { apply } from '../../apply-command'
import { legalCommands } from '../../legal-commands'
import { setupAndRun } from '../../module'
import type { SagaCommand, SagaState } from '../../types'
import { heuristicPlayer } from '../heuristic'

const content = sagaTestContent()
type Pick = (s: SagaState, legal: readonly SagaCommand[]) => SagaCommand

/** Plays one seeded 4-player game to its end with this policy; every pick must be a legal command. */
function playOut(seed: number, pick: Pick): SagaState['outcome'] {
  let s = setupAndRun(content, { scenario: 'crossing', characters: ['warden', 'scout', 'mender', 'smith'] }, seed)
  if (isRuleError(s)) throw new Error(s.message)
  for (let n = 0; n < 3000 && s.outcome === null; n++) {
    const legal = legalCommands(content, s)
    const cmd = pick(s, legal)
    expect(legal).toContainEqual(cmd)
    const r = apply(content, s, cmd)
    if (isRuleError(r)) throw new Error(`${JSON.stringify(cmd)} refused: ${r.code}`)
    s = r.state
  }
  return s.outcome
}

/** The same table with every hidden part different: the RNG, the order of every face-down deck. */
function otherHiddenState(s: SagaState, seed: number): SagaState {
  const g = structuredClone(s)
  const rng = seedRng(seed)
  g.rng = seedRng(seed + 1)
  const k = g.decks
  k.terrain = shuffle(rng, k.terrain)
  k.discovery = shuffle(rng, k.discovery)
  k.left = shuffle(rng, k.left)
  k.right = shuffle(rng, k.right)
  k.items = shuffle(rng, k.items)
  for (const t of ENEMY_TOKENS) k.enemies[t] = shuffle(rng, k.enemies[t])
  return g
}

describe('Saga heuristic player', () => {
  it('never peeks: along seeded games, its pick is the same whatever the hidden RNG and deck orders are', () => {
    const heuristic = heuristicPlayer(content)
    let s = setupAndRun(content, { scenario: 'crossing', characters: ['warden', 'scout', 'mender'] }, 3)
    if (isRuleError(s)) throw new Error(s.message)
    let compared = 0
    for (let n = 0; n < 120 && s.outcome === null; n++) {
      const legal = legalCommands(content, s)
      const pick = heuristic(s, legal, seedRng(n))
      if (legal.length > 1) {
        expect(heuristic(otherHiddenState(s, 1000 + n), legal, seedRng(n)), `command ${n}`).toEqual(pick)
        compared++
      }
      const r = apply(content, s, pick)
      if (isRuleError(r)) throw new Error(r.message)
      s = r.state
    }
    expect(compared).toBeGreaterThan(20)
  }, 120_000)

  it('picks only legal commands and wins more seeded games than random play', () => {
    const rng = seedRng(5)
    const heuristic = heuristicPlayer(content)
    const random: Pick = (_s, legal) => legal[intInRange(rng, 0, legal.length - 1)] ?? { type: 'done' }
    const seeds = [1, 2, 3, 4, 5, 6]
    const wins = (pick: Pick): number => seeds.filter((seed) => playOut(seed, pick) === 'won').length
    const byHeuristic = wins((s, legal) => heuristic(s, legal, rng))
    expect(byHeuristic).toBeGreaterThan(wins(random))
  }, 120_000)
})
