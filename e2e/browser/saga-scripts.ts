import { resolve } from 'node:path'
import { isRuleError } from '../../src-shared/engine'
import { loadPackOrThrow } from '../../src-main/services/cards/pack-files'
import { contentOf } from '../../src-shared/pack-formats'
import type { GameEvent } from '../../src-shared/engine/ruleset'
import type { SagaContent } from '../../src-shared/content/saga/content'
import { seedRng } from '../../src-shared/engine/rng'
import { sagaModule, sagaRules } from '../../src-shared/rulesets/saga/module'
import { heuristicPlayer } from '../../src-shared/rulesets/saga/players/heuristic'
import type { SagaCommand, SagaConfig, SagaState } from '../../src-shared/rulesets/saga/types'

/**
 * Saga command scripts for the table specs, found with the real engine on the Node side of
 * Playwright (as `table-scripts.ts` does for Continent): a seeded game is played by a policy until
 * the situation a spec needs (a fight's dice, a wound, a subplot offered, a victory). The spec then
 * sets the same game up on New game, performs every command by hand through the table
 * (`saga-driver.ts`) and checks that the host reached the same state.
 */

// Playwright runs from the repository root and compiles specs to CommonJS (no import.meta).
export const REEDMERE_DIR = resolve('resources/packs/reedmere')
export const SAGA_TEST_DIR = resolve('fixtures/packs/saga-test')

export async function sagaContent(dir: string): Promise<SagaContent> {
  return contentOf(await loadPackOrThrow(dir), 'saga')
}

/** A deterministic generator (the walkthrough recorder's), so scripts never change between runs. */
function lcgRng(seed: number): () => number {
  let r = seed * 9301 + 49297
  return () => (r = (r * 233280 + 1) % 2147483647) / 2147483647
}

/** A game as New game starts it: one seat per name, its characters, the adventure, the seed. */
export interface SagaGameSpec { scenario: string; seats: { name: string; characters: string[] }[]; seed: number }

export interface SagaScript {
  game: SagaGameSpec
  commands: SagaCommand[]
  /** The state before each command (`states[i]` is what command i was played on), then the final one. */
  states: SagaState[]
  /** The events of each command. */
  events: GameEvent[][]
}

/** The config main builds from New game's answers (the module's own mapping). */
export function configOf(content: SagaContent, game: SagaGameSpec): SagaConfig {
  const c = sagaModule.newGameConfig({ seats: game.seats, setup: { scenario: game.scenario }, options: {} }, content)
  if (typeof c === 'string') throw new Error(c)
  return c
}

/** Picks a legal command: the policy's choice. */
export type SagaPolicy = (legal: readonly SagaCommand[], state: SagaState, rnd: () => number) => SagaCommand

/** Any legal command, uniformly. */
export const randomSaga: SagaPolicy = (legal, _s, rnd) => legal[Math.floor(rnd() * legal.length)] ?? { type: 'done' }

/**
 * The fair heuristic player as a script policy: it guesses hidden things with its own generator
 * (seeded once per policy), never the game's, so it cannot know a roll or a draw ahead.
 */
export function fairSaga(content: SagaContent): SagaPolicy {
  const pick = heuristicPlayer(content)
  const guesses = seedRng(7)
  return (legal, state) => pick(state, legal, guesses)
}

/**
 * Plays `game` (its seed replaced by each of `seeds` in turn) with `policy` until `done(script)`
 * holds after a command; returns the first script that got there.
 */
export function findSagaScript(content: SagaContent, game: SagaGameSpec, options: { seeds: Iterable<number>; policy: SagaPolicy; done: (s: SagaScript) => boolean; maxCommands?: number }): SagaScript {
  const rules = sagaRules(content)
  for (const seed of options.seeds) {
    const spec = { ...game, seed }
    const setup = rules.setup(configOf(content, spec), seed)
    if (isRuleError(setup)) throw new Error(setup.message)
    const script: SagaScript = { game: spec, commands: [], states: [setup], events: [] }
    const rnd = lcgRng(seed)
    let state = setup
    for (let i = 0; i < (options.maxCommands ?? 600) && state.outcome === null; i++) {
      const legal = rules.legalCommands(state)
      if (legal.length === 0) break
      const cmd = options.policy(legal, state, rnd)
      const r = rules.apply(state, cmd)
      if (isRuleError(r)) throw new Error(`the policy picked a refused command ${JSON.stringify(cmd)}: ${r.message}`)
      state = r.state
      script.commands.push(cmd)
      script.states.push(state)
      script.events.push(r.events)
      if (options.done(script)) return script
    }
  }
  throw new Error('no seed reached the situation the spec needs')
}

/** The last state of a script. */
export const lastState = (s: SagaScript): SagaState => s.states[s.states.length - 1] ?? (() => { throw new Error('an empty script') })()
