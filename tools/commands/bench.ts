import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { benchmark } from '../../src-shared/simulate'
import { CardDatabase } from '../../src-main/services/cards/card-database'
import { saveBenchmark } from '../../src-main/services/saves/save-benchmark'
import type { CliCommand } from '../cli-io'
import { intFlag, parseArgs } from '../args'
import { packFromArgs } from './pack-arg'
import { formatFigure, uiFigures } from '../ui-bench/report'

const root = join(import.meta.dirname, '..', '..')

/** One line of the design §6 budget table. */
export interface Figure {
  what: string
  value: number | null
  unit: string
  budget: string
  ok: boolean | null
  note?: string
}

/** Gzipped size of the JavaScript index.html loads first (design §6: ≤ 300 KB). */
function rendererInitialJs(): number | null {
  const dir = join(root, 'out', 'renderer')
  if (!existsSync(join(dir, 'index.html'))) return null
  const html = readFileSync(join(dir, 'index.html'), 'utf8')
  const scripts = [...html.matchAll(/<script[^>]+src="\.?\/?([^"]+\.js)"/g)].map((m) => m[1] as string)
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\.?\/?([^"]+\.js)"/g)].map((m) => m[1] as string)
  let bytes = 0
  for (const file of new Set([...scripts, ...preloads])) bytes += gzipSync(readFileSync(join(dir, file))).length
  return bytes
}

export const benchCommand: CliCommand = {
  name: 'bench',
  summary: 'measure the figures of the design budgets (engine, games, saves, packs, bundle)',
  usage: 'fogbound bench [--pack <dir>] [--ms N] [--runs N] [--json]',
  async run(args, io) {
    const parsed = parseArgs(args, { values: ['pack', 'ms', 'runs'], booleans: ['json'] })
    const { dir, content, module } = await packFromArgs(parsed, false)
    const ms = intFlag(parsed, 'ms', 3000, 100, 600_000)
    const runs = intFlag(parsed, 'runs', 9, 1, 1000)
    // Warm the JIT first: throughput keeps climbing for a few seconds after start.
    benchmark(module, content, { ms: Math.min(2500, ms) })
    const engine = benchmark(module, content, { ms })
    const saves = await saveBenchmark({ packDir: dir, runs })
    const db = await CardDatabase.load({ builtInDir: join(root, 'resources', 'packs') })
    const js = rendererInitialJs()
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
      {
        what: `save write (atomic, fsynced) of a ${saves.commands}-command game, median`,
        value: saves.writeMedianMs,
        unit: 'ms',
        budget: '<= 20',
        ok: saves.writeMedianMs <= 20,
        note: `${Math.round(saves.bytes / 1024)} KB on disk`,
      },
      {
        what: 'load + replay-verify of the same save, median',
        value: saves.loadMedianMs,
        unit: 'ms',
        budget: '<= 100',
        ok: saves.loadMedianMs <= 100,
      },
      {
        what: 'loading every built-in pack',
        value: Math.round(db.loadMs),
        unit: 'ms',
        budget: '<= 150',
        ok: db.loadMs <= 150,
      },
      {
        what: 'renderer initial JavaScript, gzipped',
        value: js === null ? null : Math.round(js / 1024),
        unit: 'KB',
        budget: '<= 300',
        ok: js === null ? null : js <= 300 * 1024,
        ...(js === null ? { note: 'run `npm run build` first' } : {}),
      },
      // Measured in Chromium by the Playwright specs; read from their JSON reports when present.
      ...uiFigures(root),
    ]
    if (parsed.flags.has('json')) {
      io.out(JSON.stringify({ pack: dir, engine, saves, figures }, null, 2))
    } else {
      io.out(`pack: ${dir}`)
      for (const f of figures) io.out(formatFigure(f))
    }
    return 0
  },
}
