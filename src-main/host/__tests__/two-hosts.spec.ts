import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HOST_TOKEN_HEADER, HOST_TOKEN_META } from '../../../src-shared/ipc/bridge'
import type { GameReply, GameReplyOf, PackInfo } from '../../../src-shared/ipc/games'
import { packOf, replyOf } from '../../../src-shared/ipc/narrow'
import type { IpcResult } from '../../../src-shared/ipc/result'
import { someCommand } from '../../ipc/__tests__/game-ipc-kit'

// Issue #13, item 1: two real host processes on one user-data folder. The second is refused, the
// first keeps every move, and after the first is SIGKILLed a new host takes the folder over.
const CLI = resolve(import.meta.dirname, '..', 'cli.ts')
const REPO = resolve(import.meta.dirname, '../../..')
let root: string
let userData: string
interface HostProcess {
  child: ChildProcess
  exited: Promise<number | null>
  out(): string
  err(): string
}
const running: HostProcess[] = []

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'fogbound-two-hosts-'))
  mkdirSync(join(root, 'renderer'))
  writeFileSync(join(root, 'renderer', 'index.html'), '<html><head></head><body>two hosts</body></html>')
  userData = join(root, 'user-data')
})
afterAll(() => {
  for (const host of running) host.child.kill('SIGKILL')
  rmSync(root, { recursive: true, force: true })
})

/** The real browser host CLI as its own process (node + tsx loader, so signals reach it directly). */
function runHost(): HostProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, '--port', '0', '--renderer', join(root, 'renderer'), '--user-data', userData], { cwd: REPO, stdio: 'pipe' })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)))
  const host = { child, exited, out: () => stdout, err: () => stderr }
  running.push(host)
  return host
}

/** Waits for the host's address line, then reads its token from the page, as the renderer does. */
async function connect(host: HostProcess) {
  const deadline = Date.now() + 20_000
  while (!/\n/.test(host.out()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
  const url = /^Fogbound web host at (http:\/\/127\.0\.0\.1:\d+)\n$/.exec(host.out())?.[1]
  if (url === undefined) throw new Error(`no address: ${host.out()} ${host.err()}`)
  const page = await (await fetch(url)).text()
  const token = new RegExp(`<meta name="${HOST_TOKEN_META}" content="([0-9a-f]+)">`).exec(page)?.[1] ?? ''
  return async function call<T>(channel: string, payload?: unknown): Promise<T> {
    const res = await fetch(`${url}/api/${channel}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [HOST_TOKEN_HEADER]: token },
      body: JSON.stringify({ payload }),
    })
    const result = (await res.json()) as IpcResult<T>
    if (!result.ok) throw new Error(`${channel}: ${result.error.code}: ${result.error.message}`)
    return result.value
  }
}


type ContinentReply = GameReplyOf<'continent'>
const continent = (reply: GameReply): ContinentReply => replyOf(reply, 'continent')

async function play(call: Awaited<ReturnType<typeof connect>>, game: ContinentReply, n: number): Promise<ContinentReply> {
  let g = game
  for (let i = 0; i < n && g.view.decision; i++) g = continent(await call<GameReply>('game:command', { slotId: g.slotId, command: someCommand(g.view) }))
  return g
}

describe('two browser hosts on one user-data folder', () => {
  it('the second process is refused in one line, the first loses no move, and a SIGKILLed host\'s lock is recovered', async () => {
    const first = runHost()
    const callFirst = await connect(first)
    const { packs } = await callFirst<{ packs: PackInfo[] }>('packs:list')
    const found = packs.find((p) => p.ruleset === 'continent')
    if (!found) throw new Error('no pack')
    const pack = packOf(found, 'continent')
    const started = continent(await callFirst<GameReply>('game:new', {
      packId: pack.id, setup: { curses: [pack.setup.curses[0]?.id ?? ''] }, slotName: 'Two hosts', seed: 7,
      seats: [{ name: 'Ada', characters: [pack.characters[0]?.id ?? ''] }, { name: 'Bruno', characters: [pack.characters[1]?.id ?? ''] }],
    }))
    const before = await play(callFirst, started, 6)

    const second = runHost()
    expect(await second.exited).toBe(1)
    expect(second.out()).toBe('')
    expect(second.err()).toMatch(/^Fogbound is already running on the user-data folder .*: a browser host \(process \d+, since .*\) has it open\. Close it first, or start with --user-data <another folder>\.\n$/)

    // The first host goes on playing: the refused process wrote nothing into its journal.
    const last = await play(callFirst, before, 6)
    expect(last.view).not.toEqual(before.view)
    first.child.kill('SIGKILL')
    expect(await first.exited).toBe(null)

    // The killed host's lock goes stale and the next host takes the folder over, with every move.
    const third = runHost()
    const callThird = await connect(third)
    expect(third.err()).toMatch(/^Fogbound: the user-data folder was left locked by a process that stopped \(process \d+\); taking it over in a few seconds\.\n$/)
    const resumed = await callThird<GameReply>('app:continue')
    expect(resumed.slotId).toBe(last.slotId)
    expect(resumed.view).toEqual(last.view)
    third.child.kill('SIGTERM')
    // Windows has no SIGTERM to handle: the process is ended at once, without an exit code.
    expect(await third.exited).toBe(process.platform === 'win32' ? null : 0)
  }, 60_000)
})
