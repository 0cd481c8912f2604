import { describe, expect, it } from 'vitest'
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { readFileSync } from 'node:fs'
import { runCli } from '../cli'
import { commands } from '../commands'
import { parseArgs, intFlag } from '../args'
import { UsageError } from '../cli-io'

function sink() {
  const out: string[] = []
  const err: string[] = []
  return { io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) }, out, err }
}

const version = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version

describe('fogbound CLI', () => {
  it('--help lists every command and exits 0', async () => {
    const s = sink()
    expect(await runCli(['--help'], commands, s.io)).toBe(0)
    expect(s.out.join('\n')).toContain('Usage: npm run fogbound -- <command>')
    for (const c of commands) expect(s.out.join('\n')).toContain(c.name)
    expect(s.err).toEqual([])
  })

  it('version prints the package version', async () => {
    const s = sink()
    expect(await runCli(['version'], commands, s.io)).toBe(0)
    expect(s.out).toEqual([`Fogbound ${version}`])
  })

  it('an unknown command exits 2 with usage on stderr', async () => {
    const s = sink()
    expect(await runCli(['frobnicate'], commands, s.io)).toBe(2)
    expect(s.err[0]).toBe("fogbound: unknown command 'frobnicate'")
    expect(s.err.join('\n')).toContain('Usage:')
    expect(s.out).toEqual([])
  })

  it('no command at all is a usage error', async () => {
    const s = sink()
    expect(await runCli([], commands, s.io)).toBe(2)
  })

  it('parses flags and rejects unknown or malformed ones', () => {
    const p = parseArgs(['x', '--games', '10', '--json'], { values: ['games'], booleans: ['json'] })
    expect(p.positional).toEqual(['x'])
    expect(intFlag(p, 'games', 1, 1, 100)).toBe(10)
    expect(p.flags.get('json')).toBe(true)
    expect(() => parseArgs(['--nope'], { values: [], booleans: [] })).toThrow(UsageError)
    expect(() => parseArgs(['--games'], { values: ['games'], booleans: [] })).toThrow('--games needs a value')
    expect(() => intFlag(parseArgs(['--games', 'ten'], { values: ['games'], booleans: [] }), 'games', 1, 1, 9)).toThrow(UsageError)
  })

  it('the real binary exits 2 for an unknown command and 0 for version', async () => {
    const run = promisify(execFile)
    const ok = await run('npx', ['tsx', 'tools/fogbound.ts', 'version'])
    expect(ok.stdout.trim()).toBe(`Fogbound ${version}`)
    const bad = await run('npx', ['tsx', 'tools/fogbound.ts', 'nope']).catch((e: { code: number; stderr: string }) => e)
    expect('code' in bad ? bad.code : 0).toBe(2)
    expect('stderr' in bad ? bad.stderr : '').toContain("unknown command 'nope'")
  }, 30_000)
})
