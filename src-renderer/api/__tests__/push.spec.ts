import { describe, expect, it } from 'vitest'
import { HOST_TOKEN_HEADER } from '../../../src-shared/ipc/bridge'
import { HOST_EVENTS_PATH, type PushEvent } from '../../../src-shared/ipc/push'
import { onPushFrom } from '..'
import { httpTransport } from '../transport'
import { fakeBridge } from './fake-bridge'

const failed: PushEvent = { type: 'save-failed', slotId: 's1', what: 'move', message: 'The move could not be saved: the disk is full.' }
const quarantined: PushEvent = { type: 'slot-quarantined', slotId: 's1', kind: 'not-json', message: 'damaged', quarantined: 's1-2026', backups: 2 }

/** An event stream the test writes into, chunk by chunk, as the host would. */
function fakeEventStream() {
  const encoder = new TextEncoder()
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined
  const requests: { url: string; init: RequestInit }[] = []
  let aborted = false
  const impl = (async (url: string | URL | Request, init?: RequestInit) => {
    requests.push({ url: String(url), init: init ?? {} })
    init?.signal?.addEventListener('abort', () => {
      aborted = true
      controller?.error(new DOMException('aborted', 'AbortError'))
    })
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) })
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } })
  }) as typeof fetch
  return {
    impl,
    requests,
    write: (text: string) => controller?.enqueue(encoder.encode(text)),
    get aborted() {
      return aborted
    },
  }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 10))

describe('renderer push events', () => {
  it('browser host: one GET /events with the token header; events split across chunks arrive whole; junk is dropped; the last unsubscribe closes the stream', async () => {
    const stream = fakeEventStream()
    const transport = httpTransport('tok', stream.impl)
    const heard: PushEvent[] = []
    const off = onPushFrom(transport, (e) => heard.push(e))
    await tick()
    expect(stream.requests).toHaveLength(1)
    expect(stream.requests[0]?.url).toBe(HOST_EVENTS_PATH)
    expect(new Headers(stream.requests[0]?.init.headers).get(HOST_TOKEN_HEADER)).toBe('tok')
    const text = `: hello\n\ndata: ${JSON.stringify(failed)}\n\ndata: {"type":"save-failed"}\n\ndata: not json\n\ndata: ${JSON.stringify(quarantined)}\n\n`
    stream.write(text.slice(0, 40))
    await tick()
    stream.write(text.slice(40))
    await tick()
    expect(heard).toEqual([failed, quarantined])
    off()
    await tick()
    expect(stream.aborted).toBe(true)
  })

  it('Electron: onPush subscribes to every event type through the bridge; a bridge without on() gives no events and no error', () => {
    const listeners = new Map<string, (e: PushEvent) => void>()
    const bridge = { ...fakeBridge(() => ({ ok: true, value: null })), on: (type: string, l: (e: PushEvent) => void) => (listeners.set(type, l), () => listeners.delete(type)) }
    const heard: PushEvent[] = []
    const off = onPushFrom(bridge as never, (e) => heard.push(e))
    expect([...listeners.keys()].sort()).toEqual(['journal-truncated', 'save-failed', 'save-recovered', 'slot-quarantined'])
    listeners.get('save-failed')?.(failed)
    expect(heard).toEqual([failed])
    off()
    expect(listeners.size).toBe(0)
    expect(() => onPushFrom(fakeBridge(() => ({ ok: true, value: null })), () => undefined)()).not.toThrow()
  })
})
