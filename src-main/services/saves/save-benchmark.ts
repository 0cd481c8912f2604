import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { folderContentSource } from './content-source'
import { packRuleset } from '../cards/pack-ruleset'
import { playRandomGame } from './random-save'
import { SaveStore } from './save-store'

export interface SaveBenchmarkReport {
  /** Commands in the benchmarked game (2,000 unless the game could not be made that long). */
  commands: number
  runs: number
  /** Median of a save.json checkpoint: backup copy, atomic write (temp, fsync, rename, fsync folder), journal reset. */
  writeMedianMs: number
  /** Median of SaveStore.load: read, parse, schema, replay from the seed, hash compare. */
  loadMedianMs: number
  /** save.json size in bytes. */
  bytes: number
  /** Design §6 budgets: write ≤ 20 ms, load ≤ 100 ms (medians). */
  withinBudget: { write: boolean; load: boolean }
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 === 1 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2
}

/**
 * Measures the save budgets of design §6 on real files in a temp folder: a seeded random game of
 * `commands` commands (kept going past its natural end where possible, see `avoidEnding`) is
 * written `runs` times and loaded + replay-verified `runs` times. For `fogbound bench`.
 */
export async function saveBenchmark(options: { packDir: string; commands?: number; runs?: number; seed?: number; players?: number }): Promise<SaveBenchmarkReport> {
  const runs = options.runs ?? 7
  const source = folderContentSource([options.packDir])
  const { id, version, module } = await packRuleset(options.packDir)
  const resolved = await source.resolve([{ id, version }])
  const session = await playRandomGame(module, resolved, { players: options.players ?? 2, seed: options.seed ?? 1, commands: options.commands ?? 2000, avoidEnding: true, hesitate: 0.9 })
  const dir = await mkdtemp(join(tmpdir(), 'fogbound-save-bench-'))
  try {
    const store = new SaveStore({ dir, appVersion: 'bench', content: source, trash: (p) => rm(p, { recursive: true, force: true }), saveEvery: 1_000_000 })
    const id = await store.create('Benchmark', session)
    const writes: number[] = []
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now()
      await session.flush()
      writes.push(performance.now() - t0)
    }
    const loads: number[] = []
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now()
      await store.load(id)
      loads.push(performance.now() - t0)
    }
    const bytes = (await stat(join(dir, id, 'save.json'))).size
    const writeMedianMs = Math.round(median(writes) * 100) / 100
    const loadMedianMs = Math.round(median(loads) * 100) / 100
    return {
      commands: session.commands.length,
      runs,
      writeMedianMs,
      loadMedianMs,
      bytes,
      withinBudget: { write: writeMedianMs <= 20, load: loadMedianMs <= 100 },
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
