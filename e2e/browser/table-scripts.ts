import { resolve } from 'node:path'
import { isRuleError } from '../../src-shared/engine'
import { createContinent, type ContinentCommand, type ContinentConfig, type ContinentRuleset, type ContinentState } from '../../src-shared/rulesets/continent'
import { loadPackOrThrow } from '../../src-main/services/cards/pack-files'
import { contentOf } from '../../src-shared/pack-formats'

/**
 * Command scripts for the table specs, found with the real engine on the Node side of Playwright:
 * a seeded game is played by a simple policy until the situation a spec needs (a revealed terrain,
 * an action with two players and an item, a defeat). The spec then performs every command by
 * hand through the UI (`table-driver.ts`) and checks that the host reached the same state.
 */

// Playwright runs from the repository root (its config is there) and compiles specs to CommonJS,
// where import.meta is not available.
export const FIRST_LIGHT_DIR = resolve('resources/packs/first-light')

export interface Script {
  config: ContinentConfig
  seed: number
  commands: ContinentCommand[]
  /** The state before each command (`states[i]` is what command i was played on), then the final one. */
  states: ContinentState[]
}

/** The value, or a test failure naming what was missing. */
export function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`missing: ${what}`)
  return value
}

/** A deterministic generator (the same as the walkthrough recorder's), so scripts never change between runs. */
function lcg(seed: number): () => number {
  let r = seed * 9301 + 49297
  return () => (r = (r * 233280 + 1) % 2147483647) / 2147483647
}

/** Picks one legal command; `prefer` may return the command the policy wants among them. */
export type Policy = (legal: ContinentCommand[], state: ContinentState, rnd: () => number) => ContinentCommand

/** What a player does at the table through the action resolver (the driver has a gesture for each). */
const TABLE_MOVES = new Set<ContinentCommand['type']>(['chooseActive', 'chooseAction', 'involve', 'useItem', 'endItems', 'setCost', 'choose'])

/** Any legal table move, uniformly. */
export const randomPolicy: Policy = (legal, _state, rnd) => {
  const moves = legal.filter((c) => TABLE_MOVES.has(c.type))
  const pool = moves.length > 0 ? moves : legal
  return pool[Math.floor(rnd() * pool.length)] as ContinentCommand
}

export async function firstLightRules(): Promise<ContinentRuleset> {
  return createContinent(contentOf(await loadPackOrThrow(FIRST_LIGHT_DIR), 'continent'))
}

/** A known command list (a recorded walkthrough) as a script: the state before each command, then the last. */
export function replayScript(rules: ContinentRuleset, config: ContinentConfig, seed: number, commands: ContinentCommand[]): Script {
  const setup = rules.setup(config, seed)
  if (isRuleError(setup)) throw new Error(setup.message)
  const states: ContinentState[] = [setup]
  for (const [i, cmd] of commands.entries()) {
    const r = rules.apply(states[i] as ContinentState, cmd)
    if (isRuleError(r)) throw new Error(`command ${i} ${JSON.stringify(cmd)} refused: ${r.message}`)
    states.push(r.state)
  }
  return { config, seed, commands, states }
}

/**
 * Plays seeds `seeds` with `policy` until `done(script)` holds (checked after every command) or
 * `maxCommands` pass; returns the first script that got there. Commands that only step back
 * (`cancel`) are left out of the policy's choice so scripts stay short.
 */
export function findScript(
  rules: ContinentRuleset,
  config: ContinentConfig,
  options: { seeds: Iterable<number>; policy: Policy; done: (s: Script) => boolean; maxCommands?: number; reject?: (s: Script) => boolean },
): Script {
  for (const seed of options.seeds) {
    const setup = rules.setup(config, seed)
    if (isRuleError(setup)) throw new Error(setup.message)
    const script: Script = { config, seed, commands: [], states: [setup] }
    const rnd = lcg(seed)
    let state = setup
    for (let i = 0; i < (options.maxCommands ?? 400) && state.outcome === null; i++) {
      const legal = rules.legalCommands(state).filter((c) => c.type !== 'cancel' && c.type !== 'rulesSave')
      if (legal.length === 0) break
      const cmd = options.policy(legal, state, rnd)
      const r = rules.apply(state, cmd)
      if (isRuleError(r)) throw new Error(`the policy picked a refused command: ${r.message}`)
      state = r.state
      script.commands.push(cmd)
      script.states.push(state)
      if (options.reject?.(script)) break
      if (options.done(script)) return script
    }
  }
  throw new Error('no seed reached the situation the spec needs')
}

/**
 * The command as the page sends it. The engine names an Exploration card on the board by its
 * uid, but a view never does (C-D-2): the page names it `fog:<cell>`, which the engine accepts
 * as the same card.
 */
export function asSentByPage(cmd: ContinentCommand, before: ContinentState): ContinentCommand {
  if (cmd.type !== 'chooseAction') return cmd
  const cell = before.board.at[cmd.ref.uid]
  const faceDown = cell !== undefined && cmd.ref.index === 'back'
  return faceDown ? { ...cmd, ref: { ...cmd.ref, uid: `fog:${cell}` } } : cmd
}
