// `fogbound simulate --policy` and `fogbound island plan` on the Island test pack.
import { describe, expect, it } from 'vitest'
import { join } from 'node:path'
import { runCli } from '../cli'
import { commands } from '../commands'

const island = join(import.meta.dirname, '../../fixtures/packs/island-test')
const continent = join(import.meta.dirname, '../../fixtures/packs/continent-test')

async function cli(...argv: string[]) {
  const out: string[] = []
  const err: string[] = []
  const code = await runCli(argv, commands, { out: (l) => out.push(l), err: (l) => err.push(l) })
  return { code, out: out.join('\n'), err: err.join('\n') }
}

interface SimJson { policy: string; games: number; winRate: number; meanTurns: number; violations: unknown[]; refused: unknown[]; outcomes: { won: number; lost: number }; gamesPerCpuSecond: number }

describe('fogbound simulate --policy', () => {
  it('plays Island games with the heuristic player: win rate, mean rounds survived, no violation, deterministic for a seed', async () => {
    const run = async () => JSON.parse((await cli('simulate', '--pack', island, '--games', '3', '--seed', '5', '--players', '2', '--policy', 'heuristic', '--json')).out) as SimJson
    const a = await run()
    expect(a.policy).toBe('heuristic')
    expect(a.games).toBe(3)
    expect(a.violations).toEqual([])
    expect(a.refused).toEqual([])
    expect(a.winRate).toBe(a.outcomes.won / 3)
    expect(a.meanTurns).toBeGreaterThan(0)
    expect(a.gamesPerCpuSecond).toBeGreaterThan(0)
    expect(await run()).toMatchObject({ outcomes: a.outcomes, meanTurns: a.meanTurns, commands: (a as unknown as { commands: number }).commands })
  })

  it('prints the win rate and the mean rounds survived in its text report', async () => {
    const r = await cli('simulate', '--pack', island, '--games', '2', '--seed', '1', '--policy', 'heuristic')
    expect(r.code).toBe(0)
    expect(r.out).toMatch(/2 games \(heuristic\)/)
    expect(r.out).toMatch(/win rate \d+\.\d%, mean rounds survived \d+\.\d\d/)
  })

  it('an unknown policy is a usage error naming the ruleset\'s policies; Continent has random play only', async () => {
    const bad = await cli('simulate', '--pack', island, '--games', '1', '--policy', 'genius')
    expect(bad.code).toBe(2)
    expect(bad.err).toMatch(/--policy genius: the island ruleset has random, heuristic/)
    const none = await cli('simulate', '--pack', continent, '--games', '1', '--policy', 'heuristic')
    expect(none.code).toBe(2)
    expect(none.err).toMatch(/the continent ruleset has random$/m)
  })

  it('--policy random is the default random play', async () => {
    const a = JSON.parse((await cli('simulate', '--pack', island, '--games', '2', '--seed', '4', '--json')).out) as SimJson
    const b = JSON.parse((await cli('simulate', '--pack', island, '--games', '2', '--seed', '4', '--policy', 'random', '--json')).out) as SimJson
    expect(b.outcomes).toEqual(a.outcomes)
    expect(a.policy).toBe('random')
  })
})
