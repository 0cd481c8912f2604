import { describe, expect, it } from 'vitest'
import { isRuleError } from '../../../../engine/rule-error'
import { intInRange, seedRng } from '../../../../engine/rng'
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

describe('Saga heuristic player', () => {
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
