import { simulate } from '../../src-shared/simulate'
import type { CliCommand } from '../cli-io'
import type { GameModule, Policy } from '../../src-shared/game-module'
import type { RulesetContent } from '../../src-shared/pack-formats'
import { UsageError } from '../cli-io'
import { intFlag, parseArgs, stringFlag } from '../args'
import { packFromArgs } from './pack-arg'

/**
 * The module's sample config for `players`, with `scenario` in place of the one it picked (rulesets
 * whose setup names a scenario: its packInfo lists them). Absent: the sample config as it is.
 */
function configFor(module: GameModule, content: RulesetContent, players: number, scenario: string | undefined): unknown {
  const config: unknown = module.sampleConfig(content, players)
  if (scenario === undefined) return config
  const setup: unknown = module.packInfo(content).setup
  const listed = typeof setup === 'object' && setup !== null && 'scenarios' in setup && Array.isArray(setup.scenarios)
    ? setup.scenarios.map((s: unknown) => (typeof s === 'object' && s !== null && 'id' in s ? String(s.id) : ''))
    : []
  if (listed.length === 0 || typeof config !== 'object' || config === null || !('scenario' in config)) {
    throw new UsageError(`--scenario: the ${module.id} ruleset has no scenarios to pick`)
  }
  if (!listed.includes(scenario)) throw new UsageError(`--scenario ${scenario}: not in this pack (it has ${listed.join(', ')})`)
  return { ...config, scenario }
}

/** The policy named by `--policy` (default random: the module's random play). */
function policyFor(module: GameModule, content: RulesetContent, name: string | undefined): Policy | undefined {
  if (name === undefined || name === 'random') return undefined
  const factory = module.policies?.[name]
  if (!factory) throw new UsageError(`--policy ${name}: the ${module.id} ruleset has ${['random', ...Object.keys(module.policies ?? {})].join(', ')}`)
  return factory.forContent(content)
}

export const simulateCommand: CliCommand = {
  name: 'simulate',
  summary: 'play games with the real engine (random play or a ruleset\'s --policy, e.g. Island\'s heuristic), checking every invariant after every command; prints the win rate and the mean rounds survived',
  usage: 'fogbound simulate --pack <dir> [--games N] [--seed S] [--players 1-4] [--scenario ID] [--policy random|heuristic] [--max-commands N] [--json]',
  async run(args, io) {
    const parsed = parseArgs(args, { values: ['pack', 'games', 'seed', 'players', 'scenario', 'max-commands', 'policy'], booleans: ['json'] })
    const { dir, content, module } = await packFromArgs(parsed, true)
    const games = intFlag(parsed, 'games', 100, 1, 10_000_000)
    const seed = intFlag(parsed, 'seed', 1, -2147483648, 2147483647)
    const players = intFlag(parsed, 'players', 1, 1, 4)
    const maxCommands = intFlag(parsed, 'max-commands', 2000, 1, 1_000_000)
    const scenario = stringFlag(parsed, 'scenario')
    const config = configFor(module, content, players, scenario)
    const policyName = stringFlag(parsed, 'policy') ?? 'random'
    const policy = policyFor(module, content, policyName)
    const cpu0 = process.cpuUsage()
    const report = simulate(module, content, { games, seed, players, maxCommands, config, ...(policy ? { policy } : {}) })
    const cpu = process.cpuUsage(cpu0)
    const cpuMs = Math.max(1, (cpu.user + cpu.system) / 1000)
    const perSecond = Math.round((report.commands * 1000) / Math.max(1, report.ms))
    const gamesPerCpuSecond = Math.round((report.games * 1000 * 10) / cpuMs) / 10
    const winRate = report.games === 0 ? 0 : report.outcomes.won / report.games
    const meanTurns = report.games === 0 ? 0 : report.turns / report.games
    const failed = report.violations.length > 0 || report.refused.length > 0
    if (parsed.flags.has('json')) {
      io.out(JSON.stringify({ pack: dir, ruleset: module.id, seed, players, policy: policyName, ...(scenario === undefined ? {} : { scenario }), ...report, winRate, meanTurns, commandsPerSecond: perSecond, gamesPerCpuSecond, cpuMs: Math.round(cpuMs) }, null, 2))
    } else {
      const o = report.outcomes
      io.out(`${report.games} games (${policyName}), ${report.commands} commands, ${report.ms} ms (${perSecond} commands/s with checks, ${gamesPerCpuSecond} games per CPU-second)`)
      io.out(`win rate ${(winRate * 100).toFixed(1)}%, mean rounds survived ${meanTurns.toFixed(2)}`)
      io.out(`outcomes: ${o.won} won, ${o.lost} lost, ${o.unfinished} unfinished after ${maxCommands} commands, ${o.stuck} stuck`)
      io.out(`invariant violations: ${report.violations.length}; legal commands refused: ${report.refused.length}`)
      for (const v of report.violations.slice(0, 20)) io.err(`game ${v.game} command ${v.command}: ${v.violation.code}: ${v.violation.message}`)
      for (const r of report.refused.slice(0, 20)) io.err(`game ${r.game} command ${r.command}: refused: ${r.message}`)
    }
    return failed ? 1 : 0
  },
}
