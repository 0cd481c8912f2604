import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { benchmark } from '../../src-shared/simulate'
import { CardDatabase } from '../../src-main/services/cards/card-database'
import { medianRates, medianTimes, timeRound, type Medians, type Round } from '../bench/rounds'
import { saveRounds } from '../bench/save-rounds'
import { openSaveBenchmark } from '../../src-main/services/saves/save-benchmark'
import { UsageError, type CliCommand } from '../cli-io'
import { intFlag, parseArgs, stringFlag } from '../args'
import { packFromArgs } from './pack-arg'
import { formatFigure, uiFigures } from '../ui-bench/report'
import type { Figure } from '../bench/figure'

const root = join(import.meta.dirname, '..', '..')

export type { Figure } from '../bench/figure'

const round2 = (x: number): number => Math.round(x * 100) / 100

/** A timed figure: both medians, judged on one of them. */
function timedFigure(f: { what: string; unit: string; budget: string; note?: string }, m: Medians, judgedOn: 'wall' | 'cpu', within: (x: number) => boolean, whole = false): Figure {
  const shown = (x: number) => (whole ? Math.round(x) : round2(x))
  return { ...f, value: shown(m.wall), cpu: shown(m.cpu), rounds: m.rounds, judgedOn, ok: within(judgedOn === 'cpu' ? m.cpu : m.wall) }
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
  usage: 'fogbound bench [--pack <dir>] [--ms N] [--runs N] [--open-commands A,B] [--json]   (--ms: engine time in all, --runs: rounds per figure, default 7; --open-commands: save lengths opened, default 2000,16000)',
  async run(args, io) {
    const parsed = parseArgs(args, { values: ['pack', 'ms', 'runs', 'open-commands'], booleans: ['json'] })
    const openSizes = (stringFlag(parsed, 'open-commands') ?? '2000,16000').split(',').map((x) => Number(x.trim()))
    if (openSizes.some((n) => !Number.isSafeInteger(n) || n < 1 || n > 100_000)) throw new UsageError('--open-commands takes save lengths like 2000,16000')
    const { dir, content, module } = await packFromArgs(parsed, false)
    const ms = intFlag(parsed, 'ms', 3000, 100, 600_000)
    const runs = intFlag(parsed, 'runs', 7, 1, 1000)
    // Warm the JIT first: throughput keeps climbing for a few seconds after start.
    benchmark(module, content, { ms: Math.min(2500, ms) })
    const engineRounds: { round: Round; commands: number; games: number }[] = []
    for (let i = 0; i < runs; i++) {
      const { value, round } = await timeRound(() => benchmark(module, content, { ms: Math.max(100, Math.round(ms / runs)), seed: 1 + i * 100_000 }))
      engineRounds.push({ round, commands: value.commands, games: value.games })
    }
    const commandRate = medianRates(engineRounds.map((r) => ({ round: r.round, count: r.commands })))
    const gameRate = medianRates(engineRounds.map((r) => ({ round: r.round, count: r.games })))
    const saves = await saveRounds({ packDir: dir, rounds: runs })
    const writes = medianTimes(saves.writes)
    const loads = medianTimes(saves.loads)
    // Opening long saves (design §6: the same at 16,000 commands as at 2,000). The test pack's seeded
    // random game can be kept going that long; First Light's random games end on their own sooner.
    const open = await openSaveBenchmark({ packDir: join(root, 'fixtures', 'packs', 'continent-test'), seed: 3, runs, sizes: openSizes })
    const packRounds: Round[] = []
    for (let i = 0; i < runs; i++) packRounds.push((await timeRound(() => CardDatabase.load({ builtInDir: join(root, 'resources', 'packs') }))).round)
    const packs = medianTimes(packRounds)
    const js = rendererInitialJs()
    const figures: Figure[] = [
      timedFigure({ what: 'engine: commands/s incl. legality (one core)', unit: 'commands/s', budget: '>= 20000 per CPU-second (goal 200000)' }, commandRate, 'cpu', (x) => x >= 20_000, true),
      timedFigure({ what: 'random games/s (one core)', unit: 'games/s', budget: '>= 100 per CPU-second (goal 500)' }, gameRate, 'cpu', (x) => x >= 100, true),
      timedFigure(
        { what: `save write (atomic, fsynced) of a ${saves.commands}-command game, median`, unit: 'ms', budget: '<= 20 wall (disk-bound)', note: `${Math.round(saves.bytes / 1024)} KB on disk` },
        writes, 'wall', (x) => x <= 20,
      ),
      timedFigure({ what: 'load + replay-verify of the same save, median', unit: 'ms', budget: '<= 100' }, loads, 'cpu', (x) => x <= 100),
      ...open.figures.map((f) =>
        timedFigure(
          { what: `open a save of ${f.commands} commands (test pack), median`, unit: 'ms', budget: '<= 100, the same at any length', ...(f === open.figures.at(-1) ? { note: `CPU ${open.cpuRatio.toFixed(2)}× the shortest` } : {}) },
          { rounds: f.runs, wall: f.wallMedianMs, cpu: f.cpuMedianMs },
          'cpu',
          (x) => x <= 100 && open.withinBudget.flat,
        ),
      ),
      timedFigure({ what: 'loading every built-in pack', unit: 'ms', budget: '<= 150' }, packs, 'cpu', (x) => x <= 150, true),
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
    const engine = {
      rounds: runs,
      commands: engineRounds.reduce((n, r) => n + r.commands, 0),
      commandsPerSecond: Math.round(commandRate.wall),
      commandsPerCpuSecond: Math.round(commandRate.cpu),
      gamesPerSecond: Math.round(gameRate.wall),
      gamesPerCpuSecond: Math.round(gameRate.cpu),
    }
    const savesReport = {
      commands: saves.commands,
      runs,
      writeMedianMs: round2(writes.wall),
      writeCpuMedianMs: round2(writes.cpu),
      loadMedianMs: round2(loads.wall),
      loadCpuMedianMs: round2(loads.cpu),
      bytes: saves.bytes,
    }
    if (parsed.flags.has('json')) {
      io.out(JSON.stringify({ pack: dir, engine, saves: savesReport, openSaves: open, figures }, null, 2))
    } else {
      io.out(`pack: ${dir}`)
      for (const f of figures) io.out(formatFigure(f))
    }
    return 0
  },
}
