import { isRuleError } from '../../engine/rule-error'
import { intInRange, seedRng } from '../../engine/rng'
import type { ContinentContent } from './content-index'
import { createContinent } from './continent'
import type { ContinentConfig, ContinentSettings } from './state'
import type { InvariantViolation } from '../../engine/ruleset'

export interface SimulationOptions {
  games: number
  seed: number
  /** Character ids per game; default: the first `players` characters of the pack. */
  players?: number
  curses?: string[]
  /** Safety cap per game (a random walk may wander for long). */
  maxCommands?: number
  /** Run `check` after every command (default true). */
  checkEveryCommand?: boolean
  /** Rule options of every game (C-D-18); absent: the recommended readings and the hot-seat setting. */
  settings?: Partial<ContinentSettings>
}

export interface SimulationReport {
  games: number
  commands: number
  outcomes: { won: number; lost: number; unfinished: number; stuck: number }
  violations: { game: number; command: number; violation: InvariantViolation }[]
  refused: { game: number; command: number; message: string }[]
  ms: number
}

/**
 * Random games: at every step one command is picked uniformly among `legalCommands`, applied, and
 * the invariants checked. Pure (no I/O); the CLI wires it to `fogbound simulate`.
 */
export function simulate(content: ContinentContent, options: SimulationOptions): SimulationReport {
  const rules = createContinent(content)
  const chooser = seedRng(options.seed ^ 0x5eed)
  const characters = Object.keys(content.characters).sort().slice(0, options.players ?? 1)
  const curses = options.curses ?? [Object.keys(content.clues).sort()[0] as string]
  const config: ContinentConfig = { characters, curses, ...(options.settings ? { settings: options.settings } : {}) }
  const report: SimulationReport = { games: 0, commands: 0, outcomes: { won: 0, lost: 0, unfinished: 0, stuck: 0 }, violations: [], refused: [], ms: 0 }
  const t0 = Date.now()
  const max = options.maxCommands ?? 2000
  for (let game = 0; game < options.games; game++) {
    const start = rules.setup(config, options.seed + game)
    if (isRuleError(start)) throw new Error(`simulate: setup refused: ${start.message}`)
    let state = start
    let n = 0
    report.games++
    for (; n < max && state.outcome === null; n++) {
      const legal = rules.legalCommands(state)
      if (legal.length === 0) {
        report.outcomes.stuck++
        break
      }
      const cmd = legal[intInRange(chooser, 0, legal.length - 1)] as (typeof legal)[number]
      const r = rules.apply(state, cmd)
      report.commands++
      if (isRuleError(r)) {
        report.refused.push({ game, command: n, message: `${cmd.type}: ${r.message}` })
        break
      }
      state = r.state
      if (options.checkEveryCommand !== false) for (const v of rules.check(state)) report.violations.push({ game, command: n, violation: v })
    }
    if (state.outcome === 'won') report.outcomes.won++
    else if (state.outcome === 'lost') report.outcomes.lost++
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
export function benchmark(content: ContinentContent, options: { ms?: number; seed?: number; players?: number; now?: () => number } = {}): BenchmarkReport {
  const now = options.now ?? (() => Date.now())
  const budget = options.ms ?? 1000
  const rules = createContinent(content)
  const chooser = seedRng(options.seed ?? 1)
  const characters = Object.keys(content.characters).sort().slice(0, options.players ?? 1)
  const config: ContinentConfig = { characters, curses: [Object.keys(content.clues).sort()[0] as string] }
  let commands = 0
  let games = 0
  const t0 = now()
  let seed = options.seed ?? 1
  while (now() - t0 < budget) {
    const start = rules.setup(config, seed++)
    if (isRuleError(start)) throw new Error(start.message)
    let state = start
    for (let i = 0; i < 2000 && state.outcome === null; i++) {
      const legal = rules.legalCommands(state)
      if (legal.length === 0) break
      const r = rules.apply(state, legal[intInRange(chooser, 0, legal.length - 1)] as (typeof legal)[number])
      commands++
      if (isRuleError(r)) break
      state = r.state
    }
    games++
  }
  const ms = Math.max(1, now() - t0)
  return { commands, commandsPerSecond: Math.round((commands * 1000) / ms), games, gamesPerSecond: Math.round((games * 1000) / ms), ms }
}
