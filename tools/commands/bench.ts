import { benchmark } from '../../src-shared/rulesets/continent/simulate'
import type { CliCommand } from '../cli-io'
import { intFlag, parseArgs } from '../args'
import { packFromArgs } from './pack-arg'

/** One line of the design §6 budget table. */
interface Figure {
  what: string
  value: number | null
  unit: string
  budget: string
  ok: boolean | null
  note?: string
}

export const benchCommand: CliCommand = {
  name: 'bench',
  summary: 'measure the figures of the design budgets (engine throughput, games per second, …)',
  usage: 'fogbound bench [--pack <dir>] [--ms N] [--json]',
  async run(args, io) {
    const parsed = parseArgs(args, { values: ['pack', 'ms'], booleans: ['json'] })
    const { dir, content } = await packFromArgs(parsed, false)
    const ms = intFlag(parsed, 'ms', 3000, 100, 600_000)
    benchmark(content, { ms: Math.min(500, ms) }) // warm the JIT before measuring
    const engine = benchmark(content, { ms })
    const figures: Figure[] = [
      {
        what: 'engine: commands/s incl. legality (one core)',
        value: engine.commandsPerSecond,
        unit: 'commands/s',
        budget: '>= 20000 (goal 100000)',
        ok: engine.commandsPerSecond >= 20_000,
      },
      {
        what: 'random games/s (one core)',
        value: engine.gamesPerSecond,
        unit: 'games/s',
        budget: '>= 100',
        ok: engine.gamesPerSecond >= 100,
      },
    ]
    if (parsed.flags.has('json')) {
      io.out(JSON.stringify({ pack: dir, engine, figures }, null, 2))
    } else {
      io.out(`pack: ${dir}`)
      for (const f of figures) {
        const verdict = f.ok === null ? 'not measured' : f.ok ? 'within budget' : 'OVER BUDGET'
        io.out(`${f.what}: ${f.value ?? '-'} ${f.unit} (budget ${f.budget}) ${verdict}${f.note ? ` — ${f.note}` : ''}`)
      }
    }
    return 0
  },
}
