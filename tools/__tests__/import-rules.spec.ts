import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..', '..')
const config = join(root, '.dependency-cruiser.cjs')
const bin = join(root, 'node_modules', '.bin', 'depcruise')
const temps: string[] = []
afterAll(() => {
  for (const t of temps) rmSync(t, { recursive: true, force: true })
})

interface Violation {
  rule: { name: string }
  from: string
  to: string
}

/** Writes a small tree of files (path → text) and runs the project's rules over it; returns the violations. */
function cruise(files: Record<string, string>): Violation[] {
  const dir = mkdtempSync(join(tmpdir(), 'fogbound-import-rules-'))
  temps.push(dir)
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  const tops = [...new Set(Object.keys(files).map((p) => p.split('/')[0] as string))]
  let out: string
  try {
    out = execFileSync(bin, ['--config', config, '--output-type', 'json', ...tops], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
  } catch (error) {
    // depcruise exits non-zero when it finds violations; its report is still on stdout.
    out = String((error as { stdout?: unknown }).stdout ?? '')
  }
  const report = JSON.parse(out) as { summary: { violations: Violation[] } }
  return report.summary.violations
}

const names = (vs: readonly Violation[]): string[] => [...new Set(vs.map((v) => v.rule.name))].sort()

// Each case runs the real depcruise over a small tree (a few seconds on a busy machine).
describe('import rules (.dependency-cruiser.cjs) fire on a forbidden import and stay quiet on an allowed one', { timeout: 60_000 }, () => {
  it('no-circular: two modules importing each other', () => {
    const vs = cruise({ 'src-shared/engine/a.ts': "import { b } from './b'\nexport const a = () => b", 'src-shared/engine/b.ts': "import { a } from './a'\nexport const b = () => a" })
    expect(names(vs)).toEqual(['no-circular'])
  })

  it('kernel-knows-no-ruleset: the kernel importing a ruleset or the registry', () => {
    const vs = cruise({
      'src-shared/engine/bad.ts': "import { x } from '../rulesets/dice/x'\nimport { RULESETS } from '../registry'\nexport const y = [x, RULESETS]",
      'src-shared/engine/good.ts': "import { z } from './z'\nexport const y = z",
      'src-shared/engine/z.ts': 'export const z = 1',
      'src-shared/rulesets/dice/x.ts': 'export const x = 1',
      'src-shared/registry.ts': 'export const RULESETS = {}',
    })
    expect(vs.filter((v) => v.rule.name === 'kernel-knows-no-ruleset').map((v) => [v.from, v.to])).toEqual([
      ['src-shared/engine/bad.ts', 'src-shared/registry.ts'],
      ['src-shared/engine/bad.ts', 'src-shared/rulesets/dice/x.ts'],
    ])
  })

  it('shared-is-pure: shared code importing Node, main or renderer code', () => {
    const vs = cruise({
      'src-shared/rulesets/dice/io.ts': "import { readFileSync } from 'node:fs'\nimport { s } from '../../../src-main/services/s'\nexport const y = [readFileSync, s]",
      'src-main/services/s.ts': 'export const s = 1',
    })
    expect(names(vs)).toEqual(['shared-is-pure'])
    expect(vs).toHaveLength(2)
  })

  it('generic-content-knows-no-ruleset: the generic pack loader importing a ruleset\'s content', () => {
    const vs = cruise({
      'src-shared/content/loader.ts': "import { cards } from './dice/cards'\nexport const y = cards",
      'src-shared/content/dice/cards.ts': "import { y } from '../problems'\nexport const cards = y",
      'src-shared/content/problems.ts': 'export const y = 1',
    })
    expect(vs.map((v) => [v.rule.name, v.from])).toEqual([['generic-content-knows-no-ruleset', 'src-shared/content/loader.ts']])
  })

  it('rulesets-are-separate: one ruleset importing another', () => {
    const vs = cruise({
      'src-shared/rulesets/dice/a.ts': "import { b } from '../cards/b'\nimport { c } from '../../content/dice/c'\nexport const a = [b, c]",
      'src-shared/rulesets/cards/b.ts': 'export const b = 1',
      'src-shared/content/dice/c.ts': 'export const c = 1',
    })
    expect(vs.map((v) => [v.rule.name, v.to])).toEqual([['rulesets-are-separate', 'src-shared/rulesets/cards/b.ts']])
  })

  it('main-runs-any-ruleset and cli-runs-any-ruleset: services and the CLI naming a ruleset instead of using the registry', () => {
    const vs = cruise({
      'src-main/services/games/bad.ts': "import { x } from '../../../src-shared/rulesets/dice/x'\nimport { R } from '../../../src-shared/registry'\nexport const y = [x, R]",
      'tools/commands/bad.ts': "import { x } from '../../src-shared/rulesets/dice/x'\nexport const y = x",
      'src-shared/rulesets/dice/x.ts': 'export const x = 1',
      'src-shared/registry.ts': 'export const R = 1',
    })
    expect(vs.map((v) => [v.rule.name, v.from]).sort()).toEqual([
      ['cli-runs-any-ruleset', 'tools/commands/bad.ts'],
      ['main-runs-any-ruleset', 'src-main/services/games/bad.ts'],
    ])
  })

  it('renderer rules: main code, zod, or a ruleset used outside the renderer\'s ruleset folders', () => {
    const vs = cruise({
      'src-renderer/views/Bad.ts': "import { m } from '../../src-main/m'\nimport { x } from '../../src-shared/rulesets/dice/x'\nexport const y = [m, x]",
      'src-renderer/rulesets/dice/Table.ts': "import { x } from '../../../src-shared/rulesets/dice/x'\nexport const y = x",
      'src-renderer/stores/bad.ts': "import { z } from 'zod'\nexport const y = z",
      'src-main/m.ts': 'export const m = 1',
      'src-shared/rulesets/dice/x.ts': 'export const x = 1',
      'node_modules/zod/package.json': '{ "name": "zod", "main": "index.js" }',
      'node_modules/zod/index.js': 'exports.z = 1',
    })
    expect(vs.map((v) => [v.rule.name, v.from]).sort()).toEqual([
      ['renderer-no-zod', 'src-renderer/stores/bad.ts'],
      ['renderer-reaches-main-through-api', 'src-renderer/views/Bad.ts'],
      ['renderer-ruleset-code-in-its-folder', 'src-renderer/views/Bad.ts'],
    ])
  })
})
