import { randomBytes, timingSafeEqual } from 'node:crypto'
import { createReadStream, existsSync, promises as fsp, realpathSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join, resolve } from 'node:path'
import { HOST_API_PREFIX, HOST_TOKEN_HEADER, HOST_TOKEN_META, PACK_ART_PREFIX } from '../../src-shared/ipc/bridge'
import { HOST_EVENTS_PATH } from '../../src-shared/ipc/push'
import { fail, type IpcResult } from '../../src-shared/ipc/result'
import { createDispatcher } from '../ipc/dispatch'
import { CONTENT_SECURITY_POLICY } from '../security'
import { AppServices } from '../services/app-services'
import { readPackArt } from '../services/cards/pack-art'
import type { LockOwner } from '../services/user-data-lock'
import { openFileSettingsStore } from '../services/settings/file-settings-store'
import { contentTypeFor, lookupStatic } from './static-files'

export interface HostOptions {
  /** 0 picks a free port. */
  port: number
  /** Only loopback: the API is a local bridge, never a network service. */
  host?: '127.0.0.1'
  userDataDir: string
  /** The built renderer (`out/renderer`), containing index.html. */
  rendererDir: string
  appVersion: string
  /** Packs shipped with the app; defaults to `resources/packs` under the working folder (the repository). */
  builtInPacksDir?: string
  /** Where handler crashes are reported; defaults to console.error. */
  log?: (message: string, error: unknown) => void
  /**
   * The user-data folder's lock was taken away while serving (this process stalled past its stale
   * time and another one took the folder). API calls are refused from then on either way; the CLI
   * also exits. Defaults to `log`.
   */
  onLockLost?: (error: Error) => void
  /** The user-data folder is held by a process that is gone: its lock is being taken over (a few seconds). */
  onLockTakeOver?: (owner: LockOwner | undefined) => void
}

export interface RunningHost {
  url: string
  port: number
  /** Per-launch secret injected into index.html; every API call must send it back. */
  token: string
  close(): Promise<void>
}

/** Largest accepted API request body (a save import will be the biggest). */
export const MAX_BODY_BYTES = 10 * 1024 * 1024

export class MissingRendererError extends Error {
  constructor(readonly rendererDir: string) {
    super(`No built renderer at ${join(rendererDir, 'index.html')}: run npm run build first`)
    this.name = 'MissingRendererError'
  }
}

// Same headers as Electron production, plus the usual hardening for a page served over HTTP.
const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
}

/** Puts the token meta tag right after `<head>` (or first, if the page has none). */
export function injectToken(html: string, token: string): string {
  const meta = `<meta name="${HOST_TOKEN_META}" content="${token}">`
  const head = /<head(\s[^>]*)?>/i.exec(html)
  if (!head) return `${meta}\n${html}`
  const at = head.index + head[0].length
  return `${html.slice(0, at)}\n    ${meta}${html.slice(at)}`
}

/**
 * Serves the built renderer and the IPC contract to a plain browser on 127.0.0.1, running
 * the same dispatcher and handlers as Electron. Used by `npm run web`, dev and e2e.
 */
export async function startHost(options: HostOptions): Promise<RunningHost> {
  const rendererDir = resolve(options.rendererDir)
  const indexFile = join(rendererDir, 'index.html')
  if (!existsSync(indexFile)) throw new MissingRendererError(rendererDir)
  // Static lookups answer real paths; compare with the real index.html so it always gets its token.
  const realIndexFile = realpathSync(indexFile)

  const token = randomBytes(32).toString('hex')
  let lockLost: Error | undefined
  const onLockLost = (error: Error) => {
    lockLost = error
    ;(options.onLockLost ?? ((e: Error) => (options.log ?? console.error)('Browser host lost its user-data folder lock', e)))(error)
  }
  // One process per user-data folder: a second host (or the desktop app) on it is refused here.
  const services = await AppServices.open({
    lockUserData: { onLost: onLockLost, ...(options.onLockTakeOver ? { onTakeOver: options.onLockTakeOver } : {}) },
    userDataDir: resolve(options.userDataDir),
    appVersion: options.appVersion,
    host: 'browser',
    settingsStore: openFileSettingsStore(resolve(options.userDataDir)),
    builtInPacksDir: resolve(options.builtInPacksDir ?? 'resources/packs'),
    // No system trash to call from a browser host: deleted slots go to <userData>/trash/.
  })
  const dispatch = createDispatcher(services, undefined, options.log)
  let port = options.port

  const send = (res: ServerResponse, status: number, type: string, body: string | Buffer, extra: Record<string, string> = {}) => {
    res.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': type, 'Cache-Control': 'no-store', ...extra })
    res.end(res.req.method === 'HEAD' ? undefined : body)
  }
  const sendResult = (res: ServerResponse, status: number, result: IpcResult<unknown>) =>
    send(res, status, 'application/json; charset=utf-8', JSON.stringify(result))

  // A page on another site resolving to 127.0.0.1 (DNS rebinding) would send its own
  // Host name: refusing those keeps the token in index.html out of its reach.
  const ownHosts = () => new Set([`127.0.0.1:${port}`, `localhost:${port}`])
  const ownOrigins = () => new Set([...ownHosts()].map((h) => `http://${h}`))

  const tokenMatches = (sent: string | string[] | undefined): boolean => {
    if (typeof sent !== 'string') return false
    const a = Buffer.from(sent)
    const b = Buffer.from(token)
    return a.length === b.length && timingSafeEqual(a, b)
  }

  async function serveStatic(req: IncomingMessage, res: ServerResponse, pathname: string) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'text/plain; charset=utf-8', 'Method not allowed', { Allow: 'GET, HEAD' })
    const found = lookupStatic(rendererDir, pathname)
    if (found.kind === 'not-found') return send(res, 404, 'text/plain; charset=utf-8', 'Not found')
    if (found.kind === 'spa' || found.file === realIndexFile) {
      const html = await fsp.readFile(indexFile, 'utf8')
      return send(res, 200, 'text/html; charset=utf-8', injectToken(html, token))
    }
    const stat = await fsp.stat(found.file)
    res.writeHead(200, {
      ...SECURITY_HEADERS,
      'Content-Type': contentTypeFor(found.file),
      'Content-Length': String(stat.size),
      'Cache-Control': 'no-cache',
    })
    if (req.method === 'HEAD') return res.end()
    createReadStream(found.file).on('error', () => res.destroy()).pipe(res)
  }

  /** Pack art for the table (`/pack-art/<pack>/<file>.svg`); only files of loaded packs' art/ folders. */
  async function serveArt(req: IncomingMessage, res: ServerResponse, rawPath: string) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'text/plain; charset=utf-8', 'Method not allowed', { Allow: 'GET, HEAD' })
    const [packId = '', file = '', ...rest] = rawPath.slice(PACK_ART_PREFIX.length).split('/')
    const found = rest.length === 0 ? services.packArtFile(packId, file) : undefined
    if (found === undefined) return send(res, 404, 'text/plain; charset=utf-8', 'Not found')
    // Read whole (pack files are capped at a few MB) through the same guard as validation: a file
    // swapped for a link after the lookup is still refused.
    const body = await readPackArt(found).catch(() => undefined)
    if (body === undefined) return send(res, 404, 'text/plain; charset=utf-8', 'Not found')
    send(res, 200, 'image/svg+xml', body, { 'Content-Length': String(body.length), 'Cache-Control': 'no-cache' })
  }

  /**
   * Push events as Server-Sent Events (`data: <json>` per event), behind the same Origin and
   * token checks as the API (the Host check runs for every request). The token travels in the
   * header, as for the API: the renderer reads the stream with fetch, never from a URL.
   */
  function serveEvents(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== 'GET') return sendResult(res, 405, fail('bad-request', 'The event stream is read with GET'))
    const origin = req.headers.origin
    if (origin !== undefined && !ownOrigins().has(origin)) return sendResult(res, 403, fail('forbidden', `Origin ${origin} is not allowed`))
    if (!tokenMatches(req.headers[HOST_TOKEN_HEADER])) return sendResult(res, 403, fail('forbidden', `Missing or wrong ${HOST_TOKEN_HEADER} header`))
    res.writeHead(200, { ...SECURITY_HEADERS, 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'keep-alive' })
    res.write(': fogbound push events\n\n')
    const unsubscribe = services.saves.onPush((event) => res.write(`data: ${JSON.stringify(event)}\n\n`))
    // A comment now and then keeps proxies and idle-connection timers from closing the stream.
    const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), 20_000)
    keepAlive.unref()
    res.on('close', () => {
      clearInterval(keepAlive)
      unsubscribe()
    })
  }

  async function serveApi(req: IncomingMessage, res: ServerResponse, pathname: string) {
    if (req.method !== 'POST') return sendResult(res, 405, fail('bad-request', 'API calls must use POST'))
    const origin = req.headers.origin
    if (origin !== undefined && !ownOrigins().has(origin)) return sendResult(res, 403, fail('forbidden', `Origin ${origin} is not allowed`))
    if (!tokenMatches(req.headers[HOST_TOKEN_HEADER])) return sendResult(res, 403, fail('forbidden', `Missing or wrong ${HOST_TOKEN_HEADER} header`))
    // Another process owns the folder now: writing here would mix its moves with ours.
    if (lockLost) return sendResult(res, 409, fail('io-error', 'Another Fogbound process has taken over this user-data folder; restart this one to keep playing.'))
    let channel: string
    try {
      channel = decodeURIComponent(pathname.slice(HOST_API_PREFIX.length))
    } catch {
      return sendResult(res, 400, fail('bad-request', 'Malformed channel name'))
    }
    const body = await readBody(req, MAX_BODY_BYTES)
    if (body === 'too-large') return sendResult(res, 413, fail('bad-request', `Request body over ${MAX_BODY_BYTES} bytes`))
    let payload: unknown
    if (body.trim() !== '') {
      let parsed: unknown
      try {
        parsed = JSON.parse(body)
      } catch {
        return sendResult(res, 400, fail('bad-request', 'Request body is not valid JSON', [{ path: '', message: 'not valid JSON' }]))
      }
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
        return sendResult(res, 400, fail('bad-request', 'Request body must be a JSON object { "payload": … }', [{ path: '', message: 'expected an object' }]))
      }
      payload = (parsed as { payload?: unknown }).payload
    }
    // Transport succeeded: the IpcResult (ok or not) is the answer, as with Electron's invoke.
    sendResult(res, 200, await dispatch(channel, payload))
  }

  const server = createServer((req, res) => {
    const handle = async () => {
      if (!req.headers.host || !ownHosts().has(req.headers.host)) return send(res, 403, 'text/plain; charset=utf-8', 'Forbidden host')
      const pathname = new URL(req.url ?? '/', 'http://127.0.0.1').pathname
      // `new URL` normalises `..`: use the raw path to detect traversal attempts first.
      const rawPath = (req.url ?? '/').split('?')[0] ?? '/'
      if (pathname.startsWith(HOST_API_PREFIX)) return serveApi(req, res, pathname)
      if (pathname === HOST_EVENTS_PATH) return serveEvents(req, res)
      if (rawPath.startsWith(PACK_ART_PREFIX)) return serveArt(req, res, rawPath)
      return serveStatic(req, res, rawPath)
    }
    handle().catch((error: unknown) => {
      ;(options.log ?? console.error)('Browser host request failed', error)
      if (!res.headersSent) sendResult(res, 500, fail('internal', error instanceof Error ? error.message : String(error)))
      else res.destroy()
    })
  })

  try {
    await new Promise<void>((resolveListen, reject) => {
      server.once('error', reject)
      server.listen(options.port, options.host ?? '127.0.0.1', () => {
        server.off('error', reject)
        resolveListen()
      })
    })
  } catch (error) {
    // A port in use must not keep the user-data folder locked.
    await services.close()
    throw error
  }
  port = (server.address() as AddressInfo).port
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    token,
    close: async () => {
      await new Promise<void>((resolveClose, reject) => {
        server.close((error) => (error ? reject(error) : resolveClose()))
        // Browsers keep idle connections open; without this close() waits for them.
        server.closeAllConnections()
      })
      // The game is saved and the folder freed only once no request can reach it any more.
      await services.close()
    },
  }
}

function readBody(req: IncomingMessage, limit: number): Promise<string | 'too-large'> {
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    let tooLarge = false
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        tooLarge = true
        chunks.length = 0
        return
      }
      if (!tooLarge) chunks.push(chunk)
    })
    req.on('end', () => resolveBody(tooLarge ? 'too-large' : Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}
