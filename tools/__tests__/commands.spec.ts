import { afterAll, describe, expect, it } from 'vitest'
import { cp, mkdtemp, rm, writeFile, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runCli } from '../cli'
import { defaultPackDir } from '../commands/pack-arg'
import { rulesetIds } from '../../src-shared/registry'
import { commands } from '../commands'

const testPack = join(import.meta.dirname, '../../fixtures/packs/continent-test')
const temps: string[] = []
afterAll(async () => Promise.all(temps.map((t) => rm(t, { recursive: true, force: true }))))

async function cli(...argv: string[]) {
  const out: string[] = []
  const err: string[] = []
  const code = await runCli(argv, commands, { out: (l) => out.push(l), err: (l) => err.push(l) })
  return { code, out: out.join('\n'), err: err.join('\n') }
}

async function brokenCopy(edit: (dir: string) => Promise<void>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'fogbound-cli-pack-'))
  temps.push(dir)
  await cp(testPack, dir, { recursive: true })
  await edit(dir)
  return dir
}

describe('fogbound validate', () => {
  it('exit 0 on a valid pack', async () => {
    const r = await cli('validate', testPack)
    expect(r.code).toBe(0)
    expect(r.out).toMatch(/valid \(continent-test /)
  })

  it('exit 1 listing every problem as file › json.path: message', async () => {
    const dir = await brokenCopy(async (d) => {
      const en = JSON.parse(await readFile(join(d, 'i18n', 'en.json'), 'utf8')) as Record<string, string>
      delete en['pack.title']
      await writeFile(join(d, 'i18n', 'en.json'), JSON.stringify(en))
      await writeFile(join(d, 'cards', 'zz-broken.json'), '{\n  "cards": [\n    oops\n  ]\n}')
    })
    const r = await cli('validate', dir)
    expect(r.code).toBe(1)
    expect(r.out).toContain('cards/zz-broken.json › (root): malformed JSON at line 3')
    expect(r.out).toMatch(/pack\.title/)
    expect(r.err).toMatch(/\d+ problems?$/)
    const json = await cli('validate', dir, '--json')
    expect(json.code).toBe(1)
    const parsed = JSON.parse(json.out) as { valid: boolean; problems: { file: string; path: string; message: string }[] }
    expect(parsed.valid).toBe(false)
    expect(parsed.problems.length).toBeGreaterThanOrEqual(2)
  })

  it('exit 2 on usage errors', async () => {
    expect((await cli('validate')).code).toBe(2)
    expect((await cli('validate', '/no/such/pack')).code).toBe(2)
    expect((await cli('validate', testPack, '--strict')).code).toBe(2)
  })
})

describe('fogbound odds', () => {
  it('C-PROB-1 C-PROB-2 gives, per character, the Skills-only table and the real starting deck with its Curses, as JSON', async () => {
    const r = await cli('odds', '--pack', testPack, '--json')
    expect(r.code).toBe(0)
    type Deck = { deckSize: number; curseCards: number; table: Record<string, number[]> }
    const parsed = JSON.parse(r.out) as { characters: Record<string, { skillsOnly: Deck; startingDeck: Deck & { curse: string } }> }
    const chars = Object.values(parsed.characters)
    expect(chars.length).toBeGreaterThan(0)
    for (const c of chars) {
      expect([c.skillsOnly.deckSize, c.skillsOnly.curseCards]).toEqual([40, 0]) // C-PROB-2: 35 common + 5 specific
      expect(c.startingDeck.curseCards).toBeGreaterThan(0)
      expect(c.startingDeck.deckSize).toBe(40 + c.startingDeck.curseCards)
      for (const deck of [c.skillsOnly, c.startingDeck]) {
        expect(Object.keys(deck.table)).toEqual(['1', '2', '3', '4', '5', '6', '7'])
        for (const row of Object.values(deck.table)) {
          expect(row).toHaveLength(6)
          for (const p of row) expect(p).toBeGreaterThanOrEqual(0)
          for (const p of row) expect(p).toBeLessThanOrEqual(1)
        }
      }
      // Curses are worth 0: with them in the deck no cell can be better than without them.
      for (const [d, row] of Object.entries(c.startingDeck.table)) row.forEach((p, i) => expect(p).toBeLessThanOrEqual((c.skillsOnly.table[d]?.[i] ?? 0) + 1e-12))
    }
  })

  it('C-PROB-2 the text output names both tables and keeps the rulebook beside the Skills-only one', async () => {
    const r = await cli('odds', '--pack', testPack)
    expect(r.code).toBe(0)
    expect(r.out).toMatch(/Skills only \(40 cards, no Curses/)
    expect(r.out).toMatch(/Real starting Action Deck \(\d+ cards: 40 Skills \+ \d+ Curses/)
    expect(r.out).toContain('(in brackets: the rulebook table, C-PROB-1)')
  })

  it('an unknown curse is a usage error naming the ones there are', async () => {
    const r = await cli('odds', '--pack', testPack, '--curse', 'nothing')
    expect(r.code).toBe(2)
  })

  it('an unknown character is a usage error naming the ones there are', async () => {
    const r = await cli('odds', '--pack', testPack, '--character', 'nobody')
    expect(r.code).toBe(2)
    expect(r.err).toContain("no character 'nobody'")
  })
})

describe('fogbound simulate and bench', () => {
  it('simulate reports games, commands, outcomes and violations; exit code follows violations', async () => {
    const r = await cli('simulate', '--pack', testPack, '--games', '3', '--seed', '7', '--players', '2', '--json')
    const report = JSON.parse(r.out) as {
      games: number
      commands: number
      outcomes: Record<string, number>
      violations: unknown[]
      refused: unknown[]
    }
    expect(report.games).toBe(3)
    expect(report.commands).toBeGreaterThan(0)
    expect(Object.values(report.outcomes).reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(3)
    expect(r.code).toBe(report.violations.length + report.refused.length > 0 ? 1 : 0)
  }, 60_000)

  it('simulate plays any ruleset the pack names: a Lantern Run pack, with 0 violations', async () => {
    const r = await cli('simulate', '--pack', join(import.meta.dirname, '../../fixtures/packs/lantern-run'), '--games', '300', '--seed', '1', '--players', '3', '--json')
    const report = JSON.parse(r.out) as { ruleset: string; games: number; violations: unknown[]; refused: unknown[]; outcomes: { won: number; lost: number } }
    expect(r.code).toBe(0)
    expect(report).toMatchObject({ ruleset: 'lantern', games: 300, violations: [], refused: [] })
    expect(report.outcomes.won + report.outcomes.lost).toBe(300)
  }, 60_000)

  it('simulate --scenario plays the named scenario of an Island pack; an unknown one is a usage error naming the pack\'s', async () => {
    const island = join(import.meta.dirname, '../../fixtures/packs/island-test')
    const r = await cli('simulate', '--pack', island, '--games', '2', '--seed', '1', '--players', '2', '--scenario', 'test-rescue', '--json')
    expect(JSON.parse(r.out)).toMatchObject({ ruleset: 'island', scenario: 'test-rescue', games: 2 })
    const bad = await cli('simulate', '--pack', island, '--games', '1', '--scenario', 'nowhere')
    expect([bad.code, bad.err]).toEqual([2, expect.stringContaining('--scenario nowhere: not in this pack (it has ')])
    const none = await cli('simulate', '--pack', testPack, '--games', '1', '--scenario', 'any')
    expect([none.code, none.err]).toEqual([2, expect.stringContaining('has no scenarios to pick')])
  }, 60_000)

  it('simulate is deterministic for a seed', async () => {
    const a = JSON.parse((await cli('simulate', '--pack', testPack, '--games', '2', '--seed', '3', '--json')).out) as { commands: number }
    const b = JSON.parse((await cli('simulate', '--pack', testPack, '--games', '2', '--seed', '3', '--json')).out) as { commands: number }
    expect(a.commands).toBe(b.commands)
  }, 60_000)

  it('bench prints the engine figures of the design budgets, each a median of rounds by wall and by CPU time', async () => {
    const r = await cli('bench', '--pack', testPack, '--ms', '500', '--runs', '5', '--open-commands', '300,2400', '--json')
    expect(r.code).toBe(0)
    const parsed = JSON.parse(r.out) as { figures: { what: string; value: number | null; ok: boolean | null; cpu?: number; rounds?: number; judgedOn?: string }[] }
    const byName = (prefix: string) => parsed.figures.find((f) => f.what.startsWith(prefix))
    for (const prefix of ['engine: commands/s', 'random games/s', 'save write', 'load + replay-verify', 'open a save of 300 commands', 'open a save of 2400 commands', 'loading every built-in pack']) {
      const figure = byName(prefix)
      expect(figure?.value, prefix).toBeGreaterThan(0)
      expect(figure?.cpu, prefix).toBeGreaterThan(0)
      expect(figure?.rounds, prefix).toBe(5)
      expect(typeof figure?.ok, prefix).toBe('boolean')
    }
    expect(byName('engine: commands/s')?.judgedOn).toBe('cpu')
    expect(byName('save write')?.judgedOn).toBe('wall')
    const table = await cli('bench', '--pack', testPack, '--ms', '100', '--runs', '1')
    expect(table.out).toMatch(/^engine: commands\/s incl\. legality \(one core\): \d+ commands\/s wall, \d+ commands\/s CPU \(median of 1 rounds; judged on cpu\) \(budget/m)
  }, 120_000)
})

describe('fogbound schemas', () => {
  it('the published JSON Schemas are generated from the zod schemas and up to date', async () => {
    const r = await cli('schemas', '--check')
    expect(r.err).toBe('')
    expect(r.code).toBe(0)
  })

  it('--check fails on a stale folder and a write makes it pass', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fogbound-schemas-'))
    temps.push(dir)
    expect((await cli('schemas', '--out', dir, '--check')).code).toBe(1)
    expect((await cli('schemas', '--out', dir)).code).toBe(0)
    expect((await cli('schemas', '--out', dir, '--check')).code).toBe(0)
    const cards = JSON.parse(await readFile(join(dir, 'continent', 'cards.schema.json'), 'utf8')) as Record<string, unknown>
    expect(cards.$schema).toMatch(/json-schema\.org/)
  })
})

describe('the default pack of simulate and bench', () => {
  it('is a shipped pack of the registry\'s first ruleset, whatever other rulesets ship', async () => {
    const manifest = JSON.parse(await readFile(join(defaultPackDir(), 'pack.json'), 'utf8')) as { ruleset: string }
    expect(manifest.ruleset).toBe(rulesetIds()[0])
  })
})
