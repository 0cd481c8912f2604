import {
  HOST_API_PREFIX,
  HOST_TOKEN_HEADER,
  HOST_TOKEN_META,
  type FogboundBridge,
} from '../../src-shared/ipc/bridge'
import type { ChannelName, ReplyOf, RequestOf } from '../../src-shared/ipc/contract'
import type { IpcErrorCode, IpcResult } from '../../src-shared/ipc/result'
import { httpPushStream } from './push-stream'

/**
 * The renderer's one door to main. In Electron it is the preload's frozen
 * `window.fogbound`; in a plain browser it is the same protocol over HTTP to the
 * browser host, authenticated by the per-launch token the host put in index.html.
 */
export type Transport = FogboundBridge

declare global {
  interface Window {
    /** Set by the Electron preload (frozen). Absent in the browser host. */
    readonly fogbound?: FogboundBridge
  }
}

// A record, so a code added to the contract without being listed here fails to compile.
const IPC_ERROR_CODE_SET: Record<IpcErrorCode, true> = {
  'bad-request': true, 'unknown-channel': true, forbidden: true, 'not-found': true, 'rule-error': true, 'io-error': true, 'save-error': true, internal: true,
}
const IPC_ERROR_CODES = Object.keys(IPC_ERROR_CODE_SET) as readonly IpcErrorCode[]

/**
 * Checks the outer shape of a reply: the host is another process, and a proxy or a
 * crash page could answer with anything. The `value` itself is typed by the contract.
 */
export function isIpcResult(x: unknown): x is IpcResult<unknown> {
  if (typeof x !== 'object' || x === null) return false
  const r = x as Record<string, unknown>
  if (r.ok === true) return 'value' in r
  if (r.ok !== false || typeof r.error !== 'object' || r.error === null) return false
  const e = r.error as Record<string, unknown>
  return typeof e.message === 'string' && IPC_ERROR_CODES.includes(e.code as IpcErrorCode)
    && (e.issues === undefined || Array.isArray(e.issues))
    && (e.save === undefined || (typeof e.save === 'object' && e.save !== null))
}

/** A failure that happened before main could answer (the renderer's side of the wire). */
export class TransportFailure extends Error {
  override readonly name = 'TransportFailure'
  readonly code: 'host-unreachable' | 'bad-reply' | 'forbidden'
  constructor(code: 'host-unreachable' | 'bad-reply' | 'forbidden', message: string) {
    super(message)
    this.code = code
  }
}

/**
 * The browser-host transport: `POST /api/<channel>` with `{ payload }` and the token
 * header. Network failures and non-`IpcResult` answers become `TransportFailure`s.
 */
export function httpTransport(token: string | null, fetchImpl: typeof fetch = (...a) => fetch(...a)): Transport {
  const subscribe = token === null ? undefined : httpPushStream(token, fetchImpl)
  return {
    host: 'browser',
    on(event, listener) {
      // Without a token the host refuses the stream as it refuses every call: no events.
      if (!subscribe) return () => undefined
      return subscribe((pushed) => {
        if (pushed.type === event) listener(pushed as Parameters<typeof listener>[0])
      })
    },
    async invoke<C extends ChannelName>(channel: C, payload: RequestOf<C>): Promise<IpcResult<ReplyOf<C>>> {
      if (token === null) {
        throw new TransportFailure('forbidden',
          'This page was not opened through Fogbound (no host token): start it with `npm run web` or the desktop app.')
      }
      let response: Response
      try {
        response = await fetchImpl(`${HOST_API_PREFIX}${channel}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [HOST_TOKEN_HEADER]: token },
          // Void channels send no payload at all, as the host protocol asks.
          body: JSON.stringify(payload === undefined ? {} : { payload }),
        })
      } catch (e) {
        throw new TransportFailure('host-unreachable',
          `The Fogbound host did not answer (${e instanceof Error ? e.message : String(e)}).`)
      }
      let body: unknown
      try {
        body = await response.json()
      } catch {
        throw new TransportFailure('bad-reply', `The Fogbound host answered HTTP ${response.status} without a JSON result.`)
      }
      if (!isIpcResult(body)) {
        throw new TransportFailure('bad-reply', `The Fogbound host answered HTTP ${response.status} with an unexpected body.`)
      }
      return body as IpcResult<ReplyOf<C>>
    },
  }
}

/** Reads the host token the browser host injected into index.html, if any. */
export function readHostToken(doc: Document): string | null {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${HOST_TOKEN_META}"]`)
  const token = meta?.content.trim()
  return token ? token : null
}

/** Picks the preload bridge when the page runs in Electron, the HTTP host otherwise. */
export function pickTransport(win: Pick<Window, 'fogbound' | 'document'>): Transport {
  return win.fogbound ?? httpTransport(readHostToken(win.document))
}
