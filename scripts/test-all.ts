/**
 * `npm test`: every suite of the project in one command, ending with ONE line
 * `N passed, N failed, N skipped` that adds up all suites (CI reads it).
 *
 * Suites: Vitest (shared, main, renderer projects) and Playwright (browser host in
 * Debian Chromium; Electron specs skip themselves without an Electron binary).
 * Static checks (typecheck, lint, rules coverage, packaging config, Electron audit) run
 * too; they are not tests and are not counted, but any failure fails `npm test`.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'

interface Tally {
  passed: number
  failed: number
  skipped: number
}

const root = join(import.meta.dirname, '..')
const results = join(root, 'test-results')
mkdirSync(results, { recursive: true })

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  process.stdout.write(`\n=== ${label}: ${command} ${args.join(' ')}\n`)
  const r = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  return r.status === 0
}

function readJson(file: string): unknown {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : undefined
}

const num = (o: unknown, key: string): number => {
  const v = typeof o === 'object' && o !== null ? (o as Record<string, unknown>)[key] : undefined
  return typeof v === 'number' ? v : 0
}

function vitestTally(): Tally | undefined {
  const file = join(results, 'vitest.json')
  rmSync(file, { force: true })
  run('unit tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`])
  const json = readJson(file)
  if (json === undefined) return undefined
  return {
    passed: num(json, 'numPassedTests'),
    failed: num(json, 'numFailedTests') + (num(json, 'numRuntimeErrorTestSuites') > 0 ? 1 : 0),
    skipped: num(json, 'numPendingTests') + num(json, 'numTodoTests'),
  }
}

function playwrightTally(): Tally | undefined {
  const file = join(results, 'playwright.json')
  rmSync(file, { force: true })
  run('end-to-end tests', 'npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_FILE: file })
  const json = readJson(file)
  const stats = typeof json === 'object' && json !== null ? (json as Record<string, unknown>).stats : undefined
  if (stats === undefined) return undefined
  return {
    passed: num(stats, 'expected') + num(stats, 'flaky'),
    failed: num(stats, 'unexpected'),
    skipped: num(stats, 'skipped'),
  }
}

const checks: [string, string[]][] = [
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['rules coverage', ['run', 'rules:coverage']],
  ['packaging config', ['run', 'dist:check']],
  ['electron audit', ['run', 'audit:electron']],
]

const total: Tally = { passed: 0, failed: 0, skipped: 0 }
const problems: string[] = []
for (const [name, tally] of [
  ['unit tests', vitestTally()],
  ['end-to-end tests', playwrightTally()],
] as const) {
  if (tally === undefined) {
    // A runner that crashed before writing its report counts as one failure, never as zero.
    problems.push(`${name}: the runner produced no report`)
    total.failed++
    continue
  }
  process.stdout.write(`${name}: ${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped\n`)
  total.passed += tally.passed
  total.failed += tally.failed
  total.skipped += tally.skipped
}
for (const [name, args] of checks) if (!run(name, 'npm', args)) problems.push(`${name} failed`)

process.stdout.write('\n')
for (const p of problems) process.stdout.write(`problem: ${p}\n`)
process.stdout.write(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped\n`)
process.exitCode = total.failed > 0 || problems.length > 0 ? 1 : 0
