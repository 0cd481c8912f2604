import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { packRuleset } from '../../src-main/services/cards/pack-ruleset'
import { SaveStore, folderContentSource, playRandomGame } from '../../src-main/services/saves'
import { timeRound, type Round } from './rounds'

export interface SaveRounds {
  /** Commands in the measured game (2,000 unless the game could not be made that long). */
  commands: number
  /** save.json size in bytes. */
  bytes: number
  /** Each round: one save.json checkpoint (backup copy, atomic write with fsyncs, journal reset). */
  writes: Round[]
  /** Each round: SaveStore.load (read, parse, schema, replay from the seed, hash compare). */
  loads: Round[]
}

/**
 * The save figures of design §6 on real files in a temp folder, through the saves' public API:
 * a seeded random game of `commands` commands, written and loaded `rounds` times each.
 */
export async function saveRounds(options: { packDir: string; rounds: number; commands?: number; seed?: number }): Promise<SaveRounds> {
  const source = folderContentSource([options.packDir])
  const { id, version, module } = await packRuleset(options.packDir)
  const resolved = await source.resolve([{ id, version }])
  const session = await playRandomGame(module, resolved, { players: 2, seed: options.seed ?? 1, commands: options.commands ?? 2000, avoidEnding: true, hesitate: 0.9 })
  const dir = await mkdtemp(join(tmpdir(), 'fogbound-save-bench-'))
  try {
    const store = new SaveStore({ dir, appVersion: 'bench', content: source, trash: (p) => rm(p, { recursive: true, force: true }), saveEvery: 1_000_000 })
    const slot = await store.create('Benchmark', session)
    const writes: Round[] = []
    for (let i = 0; i < options.rounds; i++) writes.push((await timeRound(() => session.flush())).round)
    const loads: Round[] = []
    for (let i = 0; i < options.rounds; i++) loads.push((await timeRound(() => store.load(slot))).round)
    const bytes = (await stat(join(dir, slot, 'save.json'))).size
    return { commands: session.commands.length, bytes, writes, loads }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
