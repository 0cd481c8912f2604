import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HOST_TOKEN_HEADER } from '../../../src-shared/ipc/bridge'
import type { GameReply, NewGameRequest, PacksReply } from '../../../src-shared/ipc/games'
import { packOf } from '../../../src-shared/ipc/narrow'
import { HOST_EVENTS_PATH, isPushEvent, type PushEvent } from '../../../src-shared/ipc/push'
import type { IpcResult } from '../../../src-shared/ipc/result'
import { startHost, type RunningHost } from '../server'

let root: string
let userDataDir: string
let host: RunningHost

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'fogbound-host-events-'))
  const rendererDir = join(root, 'renderer')
  userDataDir = join(root, 'user-data')
  mkdirSync(rendererDir, { recursive: true })
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>')
  host = await startHost({ port: 0, userDataDir, rendererDir, appVersion: '9.8.7', builtInPacksDir: join(import.meta.dirname, '../../../fixtures/packs'), log: () => undefined })
})
afterAll(async () => {
  await host.close()
  rmSync(root, { recursive: true, force: true })
})

async function call<T>(channel: string, payload?: unknown): Promise<T> {
  const res = await fetch(`${host.url}/api/${channel}`, { method: 'POST', headers: { 'content-type': 'application/json', [HOST_TOKEN_HEADER]: host.token }, body: JSON.stringify(payload === undefined ? {} : { payload }) })
  const result = (await res.json()) as IpcResult<T>
  if (!result.ok) throw new Error(`${channel}: ${result.error.message}`)
  return result.value
}

/** A raw GET of the event stream with chosen headers (fetch cannot set Host). */
function rawEvents(headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: host.port, path: HOST_EVENTS_PATH, headers }, (res) => {
      resolve(res.statusCode ?? 0)
      res.destroy()
    })
    req.on('error', reject)
    req.end()
  })
}

/** Reads push events from the stream until `count` arrived. */
async function readEvents(stream: Response, count: number): Promise<PushEvent[]> {
  const reader = (stream.body as ReadableStream<Uint8Array>).pipeThrough(new TextDecoderStream()).getReader()
  const events: PushEvent[] = []
  let buffer = ''
  while (events.length < count) {
    const { value, done } = await reader.read()
    if (done) break
    buffer += value
    const blocks = buffer.split('\n\n')
    buffer = blocks.pop() ?? ''
    for (const block of blocks) {
      const data = block.split('\n').filter((l) => l.startsWith('data: ')).map((l) => l.slice(6)).join('')
      if (data !== '') events.push(JSON.parse(data) as PushEvent)
    }
  }
  await reader.cancel()
  return events
}

describe('browser host: push events (Server-Sent Events)', () => {
  it('the stream is refused without the token, with a wrong token, from another Origin or another Host', async () => {
    const own = `127.0.0.1:${host.port}`
    expect(await rawEvents({ host: own })).toBe(403)
    expect(await rawEvents({ host: own, [HOST_TOKEN_HEADER]: 'f'.repeat(64) })).toBe(403)
    expect(await rawEvents({ host: own, [HOST_TOKEN_HEADER]: host.token, origin: 'http://evil.example' })).toBe(403)
    expect(await rawEvents({ host: `evil.example:${host.port}`, [HOST_TOKEN_HEADER]: host.token })).toBe(403)
    expect(await rawEvents({ host: own, [HOST_TOKEN_HEADER]: host.token, origin: `http://${own}` })).toBe(200)
  })

  it('a slot quarantined on opening reaches the page as a slot-quarantined event', async () => {
    const { packs } = await call<PacksReply>('packs:list')
    const pack = packOf(packs.find((p) => p.ruleset === 'continent') ?? (packs[0] as never), 'continent')
    const request: NewGameRequest = {
      packId: pack.id,
      setup: { curses: [pack.setup.curses[0]?.id ?? ''] },
      seats: [{ name: 'Ada', characters: [pack.characters[0]?.id ?? ''] }, { name: 'Bruno', characters: [pack.characters[1]?.id ?? ''] }],
      slotName: 'Pushed',
      seed: 7,
    }
    const game = await call<GameReply>('game:new', request)
    await call('game:close', { slotId: game.slotId })
    const stream = await fetch(`${host.url}${HOST_EVENTS_PATH}`, { headers: { [HOST_TOKEN_HEADER]: host.token } })
    expect(stream.status).toBe(200)
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/)
    writeFileSync(join(userDataDir, 'saves', game.slotId, 'save.json'), 'not json at all')
    const opened = await fetch(`${host.url}/api/saves:open`, { method: 'POST', headers: { 'content-type': 'application/json', [HOST_TOKEN_HEADER]: host.token }, body: JSON.stringify({ payload: { slotId: game.slotId } }) })
    expect(((await opened.json()) as IpcResult<unknown>).ok).toBe(false)
    const [event] = await readEvents(stream, 1)
    expect(isPushEvent(event)).toBe(true)
    expect(event).toMatchObject({ type: 'slot-quarantined', slotId: game.slotId, kind: 'not-json' })
  })
})
