import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const CLI = resolve(__dirname, '..', 'cli.ts')
let root: string

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'fogbound-cli-'))
  mkdirSync(join(root, 'renderer'))
  writeFileSync(join(root, 'renderer', 'index.html'), '<html><head></head><body>cli</body></html>')
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** Runs the real CLI (node + tsx loader, one process so signals reach it directly). */
function run(args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], { cwd: resolve(__dirname, '../../..'), stdio: 'pipe' })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)))
  return { child, exited, out: () => stdout, err: () => stderr }
}

describe('host CLI', () => {
  it('prints its URL, serves, and exits 0 on SIGTERM', async () => {
    const cli = run(['--port', '0', '--renderer', join(root, 'renderer'), '--user-data', join(root, 'user-data')])
    const deadline = Date.now() + 15_000
    while (!/\n/.test(cli.out()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
    const match = /^Fogbound web host at (http:\/\/127\.0\.0\.1:(\d+))\n$/.exec(cli.out())
    expect(match, cli.out() + cli.err()).not.toBeNull()
    const page = await fetch(match?.[1] ?? '')
    expect(await page.text()).toContain('cli')
    cli.child.kill('SIGTERM')
    expect(await cli.exited).toBe(0)
  }, 20_000)

  it('exits 1 with a clear message when the renderer is not built', async () => {
    const cli = run(['--port', '0', '--renderer', join(root, 'missing')])
    expect(await cli.exited).toBe(1)
    expect(cli.err()).toMatch(/run npm run build first/)
  }, 20_000)

  it('exits 1 on a bad port', async () => {
    const cli = run(['--port', 'abc', '--renderer', join(root, 'renderer')])
    expect(await cli.exited).toBe(1)
    expect(cli.err()).toMatch(/--port must be an integer/)
  }, 20_000)
})
