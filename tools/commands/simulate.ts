import { simulate } from '../../src-shared/simulate'
import type { CliCommand } from '../cli-io'
import { intFlag, parseArgs } from '../args'
import { packFromArgs } from './pack-arg'

export const simulateCommand: CliCommand = {
  name: 'simulate',
  summary: 'play random games with the real engine, checking every invariant after every command',
  usage: 'fogbound simulate --pack <dir> [--games N] [--seed S] [--players 1-4] [--max-commands N] [--json]',
  async run(args, io) {
    const parsed = parseArgs(args, { values: ['pack', 'games', 'seed', 'players', 'max-commands'], booleans: ['json'] })
    const { dir, content, module } = await packFromArgs(parsed, true)
    const games = intFlag(parsed, 'games', 100, 1, 10_000_000)
    const seed = intFlag(parsed, 'seed', 1, -2147483648, 2147483647)
    const players = intFlag(parsed, 'players', 1, 1, 4)
    const maxCommands = intFlag(parsed, 'max-commands', 2000, 1, 1_000_000)
    const report = simulate(module, content, { games, seed, players, maxCommands })
    const perSecond = Math.round((report.commands * 1000) / Math.max(1, report.ms))
    const failed = report.violations.length > 0 || report.refused.length > 0
    if (parsed.flags.has('json')) {
      io.out(JSON.stringify({ pack: dir, ruleset: module.id, seed, players, ...report, commandsPerSecond: perSecond }, null, 2))
    } else {
      const o = report.outcomes
      io.out(`${report.games} games, ${report.commands} commands, ${report.ms} ms (${perSecond} commands/s with checks)`)
      io.out(`outcomes: ${o.won} won, ${o.lost} lost, ${o.unfinished} unfinished after ${maxCommands} commands, ${o.stuck} stuck`)
      io.out(`invariant violations: ${report.violations.length}; legal commands refused: ${report.refused.length}`)
      for (const v of report.violations.slice(0, 20)) io.err(`game ${v.game} command ${v.command}: ${v.violation.code}: ${v.violation.message}`)
      for (const r of report.refused.slice(0, 20)) io.err(`game ${r.game} command ${r.command}: refused: ${r.message}`)
    }
    return failed ? 1 : 0
  },
}
