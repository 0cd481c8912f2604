import { afterAll, describe, expect, it } from 'vitest'
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runCli } from '../cli'
import { commands } from '../commands'
import { SAVE_FORMAT_VERSION } from '../../src-main/services/saves'

const testPack = join(import.meta.dirname, '../../fixtures/packs/continent-test')
const packsDir = join(import.meta.dirname, '../../fixtures/packs')
// The newest format's fixture: inspect and replay read it without migrating.
const fixture = join(import.meta.dirname, `../../fixtures/saves/format-${SAVE_FORMAT_VERSION}.fogbound`)
const temps: string[] = []
afterAll(async () => Promise.all(temps.map((t) => rm(t, { recursive: true, force: true }))))

async function cli(...argv: string[]) {
  const out: string[] = []
  const err: string[] = []
  const code = await runCli(argv, commands, { out: (l) => out.push(l), err: (l) => err.push(l) })
  return { code, out: out.join('\n'), err: err.join('\n') }
}

async function temp(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'fogbound-cli-save-'))
  temps.push(dir)
  return dir
}

describe('fogbound save', () => {
  it('save random: the same seed writes a byte-identical file with the fixed savedAt', async () => {
    const dir = await temp()
    const args = ['save', 'random', '--pack', testPack, '--players', '3', '--seed', '42', '--commands', '50']
    const a = await cli(...args, '--out', join(dir, 'a.fogbound'))
    expect((await cli(...args, '--out', join(dir, 'b.fogbound'))).code).toBe(0)
    expect(a.code).toBe(0)
    expect(a.out).toMatch(/^wrote .*a\.fogbound: \d+ commands/)
    expect(await readFile(join(dir, 'a.fogbound'))).toEqual(await readFile(join(dir, 'b.fogbound')))
    expect(JSON.parse(await readFile(join(dir, 'a.fogbound'), 'utf8'))).toMatchObject({ savedAt: '2000-01-01T00:00:00.000Z', seed: 42 })
    const other = await cli('save', 'random', '--pack', testPack, '--players', '3', '--seed', '43', '--commands', '50', '--out', join(dir, 'c.fogbound'))
    expect(other.code).toBe(0)
    expect(await readFile(join(dir, 'c.fogbound'))).not.toEqual(await readFile(join(dir, 'a.fogbound')))
  })

  it('save verify: exit 0 with a one-line summary, exit 1 with the reason', async () => {
    const ok = await cli('save', 'verify', fixture, '--packs', packsDir)
    expect(ok.code).toBe(0)
    expect(ok.out.split('\n')).toHaveLength(1)
    const old = await cli('save', 'verify', join(import.meta.dirname, '../../fixtures/saves/format-1.fogbound'), '--packs', packsDir)
    expect(old.out).toMatch(/^ok: .*format-1\.fogbound: .*80 commands/) // an older format migrates and verifies too
    expect(ok.out).toMatch(/^ok: .*format-\d\.fogbound: "Random game \(seed 1\)", continent with continent-test 0\.1\.0, \d player\(s\), 80 commands, \d+ turns, replays to snapshot [0-9a-f]{12}( \(pack files changed since: continent-test\))?$/)
    const dir = await temp()
    const save = JSON.parse(await readFile(fixture, 'utf8')) as { snapshot: { active: number }; snapshotHash: string }
    save.snapshot.active = save.snapshot.active === 2 ? 1 : 2
    await writeFile(join(dir, 'tampered.fogbound'), JSON.stringify(save))
    const bad = await cli('save', 'verify', join(dir, 'tampered.fogbound'))
    expect(bad.code).toBe(1)
    expect(bad.err).toMatch(/snapshot-mismatch: .*altered/)
    await writeFile(join(dir, 'empty.fogbound'), '')
    expect((await cli('save', 'verify', join(dir, 'empty.fogbound'))).err).toMatch(/empty: .*0 bytes/)
    expect((await cli('save', 'verify', join(dir, 'missing.fogbound'))).code).toBe(1)
  })

  it('save inspect: metadata, command count and outcome so far; --json', async () => {
    const text = await cli('save', 'inspect', fixture)
    expect(text.code).toBe(0)
    expect(text.out).toContain(`format: fogbound-save ${SAVE_FORMAT_VERSION}`)
    expect(text.out).toMatch(/commands: 80 \(/)
    expect(text.out).toMatch(/outcome so far: (in play|won|lost)/)
    const json = await cli('save', 'inspect', fixture, '--json')
    const info = JSON.parse(json.out) as { commands: number; packs: { id: string }[]; seed: number }
    expect(info).toMatchObject({ commands: 80, seed: 1, packs: [{ id: 'continent-test' }] })
  })

  it('save replay --to n: the state after n commands', async () => {
    const r = await cli('save', 'replay', fixture, '--to', '10')
    expect(r.code).toBe(0)
    expect(r.out).toMatch(/^after 10 of 80 commands: phase \w+/)
    expect(r.out).toMatch(/state hash: [0-9a-f]{64}/)
    const end = await cli('save', 'replay', fixture, '--to', '80', '--json')
    const info = JSON.parse(end.out) as { after: number; hash: string }
    const saved = JSON.parse(await readFile(fixture, 'utf8')) as { snapshotHash: string }
    expect(info.after).toBe(80)
    expect(info.hash).toBe(saved.snapshotHash)
  })

  it('usage errors exit 2', async () => {
    expect((await cli('save')).code).toBe(2)
    expect((await cli('save', 'explode')).code).toBe(2)
    expect((await cli('save', 'verify')).code).toBe(2)
    expect((await cli('save', 'replay', fixture)).code).toBe(2)
    expect((await cli('save', 'replay', fixture, '--to', '81')).code).toBe(2)
    expect((await cli('save', 'random', '--pack', testPack, '--players', '5', '--seed', '1', '--commands', '3', '--out', '/tmp/x')).code).toBe(2)
    expect((await cli('save', 'random', '--pack', testPack, '--players', '1', '--seed', '1', '--commands', '3')).code).toBe(2)
    expect((await cli('save', 'inspect', fixture, '--bogus')).code).toBe(2)
  })
})

describe('fogbound save verify on a slot folder', () => {
  it('reads save.json and applies the journal', async () => {
    const dir = await temp()
    const slot = join(dir, 'slot')
    await mkdir(slot)
    await copyFile(fixture, join(slot, 'save.json'))
    const r = await cli('save', 'verify', slot)
    expect(r.code).toBe(0)
    expect(r.out).toMatch(/80 commands, /)
    await writeFile(join(slot, 'journal.ndjson'), '{"s":1,"n":80,"c":{"type":"no-such-command"}}\n')
    const bad = await cli('save', 'verify', slot)
    expect(bad.code).toBe(1)
    expect(bad.err).toMatch(/journal-corrupt: .*#80/)
  })
})
