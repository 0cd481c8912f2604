import { isRuleError } from './engine/rule-error'
import { intInRange, seedRng, type RngState } from './engine/rng'
import type { InvariantViolation } from './engine/ruleset'
import type { PackContentBase } from './content/pack-spec'
import type { Command, GameModule, Policy } from './game-module'

export interface SimulationOptions {
  games: number
  seed: number
  /** Players per game (the module's `sampleConfig` picks the first characters of the pack). */
  players?: number
  /** A config to play instead of the module's sample config for `players`. */
  config?: unknown
  /** Safety cap per game (a random walk may wander for long). */
  maxCommands?: number
  /** Run `check` after every command (default true). */
  checkEveryCommand?: boolean
  /** Rule options of every game (the module's declared options); absent: the recommended readings. */
  options?: Record<string, unknown>
  /** How commands are picked (a module's named policy, bound to the content); absent: random play. */
  policy?: Policy
}

export interface SimulationReport {
  games: number
  commands: number
  /** Turns (Island: rounds) completed over all games, by the module's `tally`: the mean says how long groups survive. */
  turns: number
  outcomes: { won: number; lost: number; unfinished: number; stuck: number }
  violations: { game: number; command: number; violation: InvariantViolation }[]
  refused: { game: number; command: number; message: string }[]
  ms: number
}

/** The module's random-play policy, or a uniform pick among the legal commands. */
function picker(module: GameModule): (state: unknown, legal: readonly Command[], rng: RngState) => Command {
  return (state, legal, rng) => module.pickRandom?.(state, legal, rng) ?? (legal[intInRange(rng, 0, legal.length - 1)] as Command)
}

/**
 * Random games of any ruleset: at every step one command is picked (uniformly unless the module
 * has a policy) among `legalCommands`, applied, and the invariants checked. Pure (no I/O); the CLI
 * wires it to `fogbound simulate`.
 */
export function simulate(module: GameModule, content: PackContentBase, options: SimulationOptions): SimulationReport {
  const rules = module.rules(content)
  const policy = options.policy
  const pick = policy ? (state: unknown, legal: readonly Command[], rng: RngState): Command => policy.pick(state, legal, rng) : picker(module)
  const chooser = seedRng(options.seed ^ 0x5eed)
  const config = options.config ?? module.sampleConfig(content, options.players ?? 1, options.options)
  const report: SimulationReport = { games: 0, commands: 0, turns: 0, outcomes: { won: 0, lost: 0, unfinished: 0, stuck: 0 }, violations: [], refused: [], ms: 0 }
  const t0 = Date.now()
  const max = options.maxCommands ?? 2000
  for (let game = 0; game < options.games; game++) {
    const start = rules.setup(config, options.seed + game)
    if (isRuleError(start)) throw new Error(`simulate: setup refused: ${start.message}`)
    let state = start
    let n = 0
    report.games++
    for (; n < max && module.outcome(state) === null; n++) {
      const legal = rules.legalCommands(state)
      if (legal.length === 0) {
        report.outcomes.stuck++
        break
      }
      const cmd = pick(state, legal, chooser)
      const r = rules.apply(state, cmd)
      report.commands++
      if (isRuleError(r)) {
        report.refused.push({ game, command: n, message: `${cmd.type}: ${r.message}` })
        break
      }
      state = r.state
      report.turns += module.tally(r.events).turns
      if (options.checkEveryCommand !== false) for (const v of rules.check(state)) report.violations.push({ game, command: n, violation: v })
    }
    const outcome = module.outcome(state)
    if (outcome === 'won') report.outcomes.won++
    else if (outcome === 'lost') report.outcomes.lost++
    else if (n >= max) report.outcomes.unfinished++
  }
  report.ms = Date.now() - t0
  return report
}

export interface BenchmarkReport {
  commands: number
  commandsPerSecond: number
  games: number
  gamesPerSecond: number
  ms: number
}

/**
 * Measures apply throughput including the legality check (design §6): random games are played for
 * about `ms` milliseconds without invariant checks, counting applied commands and finished games.
 */
export function benchmark(
  module: GameModule,
  content: PackContentBase,
  options: { ms?: number; seed?: number; players?: number; now?: () => number } = {},
): BenchmarkReport {
  const now = options.now ?? (() => Date.now())
  const budget = options.ms ?? 1000
  const rules = module.rules(content)
  const pick = picker(module)
  const chooser = seedRng(options.seed ?? 1)
  const config = module.sampleConfig(content, options.players ?? 1)
  let commands = 0
  let games = 0
  const t0 = now()
  let seed = options.seed ?? 1
  while (now() - t0 < budget) {
    const start = rules.setup(config, seed++)
    if (isRuleError(start)) throw new Error(start.message)
    let state = start
    for (let i = 0; i < 2000 && module.outcome(state) === null; i++) {
      const legal = rules.legalCommands(state)
      if (legal.length === 0) break
      const r = rules.apply(state, pick(state, legal, chooser))
      commands++
      if (isRuleError(r)) break
      state = r.state
    }
    games++
  }
  const ms = Math.max(1, now() - t0)
  return { commands, commandsPerSecond: Math.round((commands * 1000) / ms), games, gamesPerSecond: Math.round((games * 1000) / ms), ms }
}
