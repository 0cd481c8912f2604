import { describe, expect, expectTypeOf, it } from 'vitest'
import { HOST_TOKEN_HEADER, HOST_TOKEN_META } from '../../../src-shared/ipc/bridge'
import { ApiError, createApi, isApiError } from '..'
import { httpTransport, isIpcResult, pickTransport, readHostToken } from '../transport'
import { fakeBridge } from './fake-bridge'

const settingsValue = { settings: { language: 'it', animationSpeed: 1, reducedMotion: 'system', volume: 0.5 } } as const

function docWithToken(token: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t')
  if (token !== null) {
    const meta = doc.createElement('meta')
    meta.name = HOST_TOKEN_META
    meta.content = token
    doc.head.append(meta)
  }
  return doc
}

/** Captures what the HTTP transport sends and answers with a canned response. */
function fakeFetch(answer: () => Response | Promise<Response>) {
  const requests: { url: string; init: RequestInit }[] = []
  const impl = (async (url: string | URL | Request, init?: RequestInit) => {
    requests.push({ url: String(url), init: init ?? {} })
    return answer()
  }) as typeof fetch
  return { impl, requests }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

async function rejection(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p
  } catch (e) {
    expect(isApiError(e)).toBe(true)
    return e as ApiError
  }
  throw new Error('expected the call to fail')
}

describe('choosing the transport', () => {
  it('uses the preload bridge when window.fogbound exists', () => {
    const bridge = fakeBridge(() => ({ ok: true, value: null }))
    expect(pickTransport({ fogbound: bridge, document: docWithToken('tok') })).toBe(bridge)
  })

  it('falls back to the HTTP host transport without a bridge', () => {
    const transport = pickTransport({ fogbound: undefined, document: docWithToken('tok') })
    expect(transport.host).toBe('browser')
  })

  it('reads the host token from its meta tag, and null when absent or blank', () => {
    expect(readHostToken(docWithToken('abc123'))).toBe('abc123')
    expect(readHostToken(docWithToken(null))).toBeNull()
    expect(readHostToken(docWithToken('   '))).toBeNull()
  })
})

describe('api over the bridge', () => {
  it('routes methods to channels and returns the unwrapped value', async () => {
    const bridge = fakeBridge(() => ({ ok: true, value: settingsValue }))
    const api = createApi(bridge)
    await expect(api.settings.update({ language: 'it' })).resolves.toEqual(settingsValue)
    await api.settings.get()
    expect(bridge.calls).toEqual([
      { channel: 'settings:update', payload: { language: 'it' } },
      { channel: 'settings:get', payload: undefined },
    ])
  })

  it('maps an error result to an ApiError with code, message and issues', async () => {
    const bridge = fakeBridge(() => ({
      ok: false,
      error: { code: 'bad-request', message: 'volume too loud', issues: [{ path: 'volume', message: 'max 1' }] },
    }))
    const err = await rejection(createApi(bridge).settings.update({ volume: 0.5 }))
    expect(err).toBeInstanceOf(ApiError)
    expect(err.code).toBe('bad-request')
    expect(err.message).toBe('volume too loud')
    expect(err.issues).toEqual([{ path: 'volume', message: 'max 1' }])
    expect(err.channel).toBe('settings:update')
  })

  it('turns a bridge that throws into an internal ApiError, never a raw exception', async () => {
    const bridge = fakeBridge(() => {
      throw new TypeError('ipc exploded')
    })
    const err = await rejection(createApi(bridge).app.info())
    expect(err.code).toBe('internal')
    expect(err.message).toContain('ipc exploded')
  })

  it('rejects a bridge answer that is not a result as bad-reply', async () => {
    const bridge = fakeBridge(() => 'nonsense' as never)
    expect((await rejection(createApi(bridge).app.info())).code).toBe('bad-reply')
  })

  it('is typed from the contract: wrong shapes do not compile', () => {
    const api = createApi(fakeBridge(() => ({ ok: true, value: settingsValue })))
    expectTypeOf(api.settings.get).returns.resolves.toHaveProperty('settings')
    expectTypeOf(api.app.info).parameters.toEqualTypeOf<[]>()
    // These lines are checked by vue-tsc; the calls are never made.
    const neverCalled = () => {
      // @ts-expect-error an unknown settings field
      void api.settings.update({ colour: 'red' })
      // @ts-expect-error a language that does not exist
      void api.settings.update({ language: 'fr' })
      // @ts-expect-error void channels take no payload
      void api.app.info('now')
      // @ts-expect-error no such area
      void api.tables
      // @ts-expect-error a slot is named by its id, never by a path
      void api.saves.import({ path: '/etc/passwd' })
    }
    expect(typeof neverCalled).toBe('function')
  })

  it('is frozen, so no one can swap a method at runtime', () => {
    const api = createApi(fakeBridge(() => ({ ok: true, value: null })))
    expect(Object.isFrozen(api)).toBe(true)
    expect(Object.isFrozen(api.settings)).toBe(true)
  })
})

describe('HTTP host transport', () => {
  it('POSTs /api/<channel> with the token header and a {payload} body', async () => {
    const f = fakeFetch(() => json({ ok: true, value: settingsValue }))
    const api = createApi(httpTransport('tok-1', f.impl))
    await api.settings.update({ volume: 0.25 })
    const req = f.requests[0]
    expect(req?.url).toBe('/api/settings:update')
    expect(req?.init.method).toBe('POST')
    expect((req?.init.headers as Record<string, string>)[HOST_TOKEN_HEADER]).toBe('tok-1')
    expect(JSON.parse(String(req?.init.body))).toEqual({ payload: { volume: 0.25 } })
  })

  it('omits the payload for void channels', async () => {
    const f = fakeFetch(() => json({ ok: true, value: settingsValue }))
    await createApi(httpTransport('tok', f.impl)).settings.get()
    expect(JSON.parse(String(f.requests[0]?.init.body))).toEqual({})
  })

  it('passes a host error result (e.g. 403 forbidden) through as ApiError', async () => {
    const f = fakeFetch(() => json({ ok: false, error: { code: 'forbidden', message: 'Close the tab to quit' } }, 403))
    const err = await rejection(createApi(httpTransport('tok', f.impl)).app.quit())
    expect(err.code).toBe('forbidden')
    expect(err.message).toBe('Close the tab to quit')
    expect(err.issues).toEqual([])
  })

  it('reports an unreachable host as host-unreachable', async () => {
    const f = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    const err = await rejection(createApi(httpTransport('tok', f.impl)).app.info())
    expect(err.code).toBe('host-unreachable')
    expect(err.message).toContain('Failed to fetch')
  })

  it('reports a non-JSON or non-result answer as bad-reply', async () => {
    const html = fakeFetch(() => new Response('<h1>502</h1>', { status: 502 }))
    expect((await rejection(createApi(httpTransport('tok', html.impl)).app.info())).code).toBe('bad-reply')
    const odd = fakeFetch(() => json({ hello: 'world' }))
    expect((await rejection(createApi(httpTransport('tok', odd.impl)).app.info())).code).toBe('bad-reply')
  })

  it('refuses to call at all without a host token, and says how to open the app', async () => {
    const f = fakeFetch(() => json({ ok: true, value: null }))
    const err = await rejection(createApi(httpTransport(null, f.impl)).app.info())
    expect(err.code).toBe('forbidden')
    expect(err.message).toContain('npm run web')
    expect(f.requests).toHaveLength(0)
  })
})

describe('isIpcResult', () => {
  it('accepts both result shapes and rejects look-alikes', () => {
    expect(isIpcResult({ ok: true, value: 1 })).toBe(true)
    expect(isIpcResult({ ok: false, error: { code: 'internal', message: 'x' } })).toBe(true)
    expect(isIpcResult({ ok: false, error: { code: 'made-up', message: 'x' } })).toBe(false)
    expect(isIpcResult({ ok: true })).toBe(false)
    expect(isIpcResult(null)).toBe(false)
  })
})

describe('save errors over the browser host', () => {
  it('a save-error result keeps its save problem (kind, quarantine folder, backups)', () => {
    const result = { ok: false, error: { code: 'save-error', message: 'not JSON', save: { kind: 'not-json', message: 'not JSON', quarantined: 'slot-1-x', backups: 2 } } }
    expect(isIpcResult(result)).toBe(true)
    expect(isIpcResult({ ok: false, error: { code: 'save-error', message: 'x', save: 'oops' } })).toBe(false)
  })

  it('the ApiError of a damaged slot carries the save problem', async () => {
    const save = { kind: 'not-json', message: 'not JSON', quarantined: 'slot-1-x', backups: 2 }
    const api = createApi(fakeBridge(() => ({ ok: false, error: { code: 'save-error', message: 'not JSON', save } })))
    const error: unknown = await api.saves.open({ slotId: 'slot-1' }).catch((e: unknown) => e)
    expect(isApiError(error) && error.code).toBe('save-error')
    expect(isApiError(error) && error.save).toEqual(save)
  })
})
