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
  }, 60_000)

  it('prints the win rate and the mean rounds survived in its text report', async () => {
    const r = await cli('simulate', '--pack', island, '--games', '2', '--seed', '1', '--policy', 'heuristic')
    expect(r.code).toBe(0)
    expect(r.out).toMatch(/2 games \(heuristic\)/)
    expect(r.out).toMatch(/win rate \d+\.\d%, mean rounds survived \d+\.\d\d/)
  }, 60_000)

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

interface PlanJson {
  means: 'roll' | 'sure'
  success: { num: number; den: number; p: number }
  wound: { p: number }
  adventure: { p: number }
  outcomes: { success: boolean; wounds: number; adventure: boolean; words: string; p: number; num: number; den: number }[]
}

const planJson = async (...args: string[]): Promise<PlanJson> => JSON.parse((await cli('island', 'plan', '--pack', island, ...args, '--json')).out) as PlanJson
const near = (a: number, b: number): boolean => Math.abs(a - b) < 1e-12

describe('fogbound island plan', () => {
  // The test pack's dice: Wound 2/6, Success 4/6, Adventure 2/6 in every colour.
  it('a risky action (1 pawn): the exact odds of every outcome of the pack\'s dice, summing to 1', async () => {
    const r = await planJson('--action', 'build')
    expect(r.means).toBe('roll')
    expect(r.success).toMatchObject({ num: 2, den: 3 })
    expect(near(r.wound.p, 1 / 3)).toBe(true)
    expect(near(r.adventure.p, 1 / 3)).toBe(true)
    expect(near(r.outcomes.reduce((a, o) => a + o.p, 0), 1)).toBe(true)
    const clean = r.outcomes.find((o) => o.success && o.wounds === 0 && !o.adventure)
    expect(clean).toMatchObject({ num: 8, den: 27, words: 'success' })
    expect(r.outcomes.find((o) => !o.success && o.wounds === 1 && o.adventure)?.words).toBe('failure (+2 Determination), 1 wound, Adventure card')
  })

  it('a sure action (2 pawns, or 2 + the extra pawns) rolls nothing; an Adventure token still draws a card', async () => {
    const sure = await planJson('--action', 'explore', '--pawns', '2')
    expect(sure.means).toBe('sure')
    expect(sure.success.p).toBe(1)
    expect(sure.wound.p).toBe(0)
    expect(sure.outcomes).toHaveLength(1)
    const token = await planJson('--action', 'explore', '--pawns', '2', '--adventure-token')
    expect(token.adventure.p).toBe(1)
    const far = await planJson('--action', 'gather', '--pawns', '2', '--extra', '1')
    expect(far.means).toBe('roll')
  })

  it('modifiers: a reroll of a failed Success die, a Reroll token, the companion resolving', async () => {
    const reroll = await planJson('--action', 'gather', '--reroll', 'success')
    expect(reroll.success).toMatchObject({ num: 8, den: 9 })
    const token = await planJson('--action', 'gather', '--reroll-token', '1')
    expect(token.success).toMatchObject({ num: 4, den: 9 })
    const companion = await planJson('--action', 'explore', '--companion')
    expect(companion.adventure.p).toBe(0)
    expect(companion.outcomes.some((o) => o.wounds === 2)).toBe(true)
  })

  it('the text report lists each outcome with its odds; too few pawns, a bad action and a Continent pack are usage errors', async () => {
    const r = await cli('island', 'plan', '--pack', island, '--action', 'build')
    expect(r.code).toBe(0)
    expect(r.out).toMatch(/build with 1 pawn \(risky/)
    expect(r.out).toMatch(/success +29\.6% +\(8\/27\)/)
    expect((await cli('island', 'plan', '--pack', island, '--action', 'build', '--extra', '1')).err).toMatch(/needs at least 2 pawns/)
    expect((await cli('island', 'plan', '--pack', island, '--action', 'swim')).code).toBe(2)
    expect((await cli('island', 'plan', '--pack', continent, '--action', 'build')).err).toMatch(/works on Island packs/)
    expect((await cli('island', 'fly')).err).toMatch(/unknown sub-command 'fly'/)
  })
})
