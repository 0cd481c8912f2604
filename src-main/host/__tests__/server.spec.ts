import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HOST_TOKEN_HEADER, HOST_TOKEN_META } from '../../../src-shared/ipc/bridge'
import type { SettingsReply } from '../../../src-shared/ipc/contract'
import type { IpcResult } from '../../../src-shared/ipc/result'
import { defaultSettings } from '../../../src-shared/ipc/settings'
import { CONTENT_SECURITY_POLICY } from '../../security'
import { injectToken, MissingRendererError, startHost, type RunningHost } from '../server'

let root: string
let rendererDir: string
let userDataDir: string
let host: RunningHost

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'fogbound-host-'))
  rendererDir = join(root, 'renderer')
  userDataDir = join(root, 'user-data')
  mkdirSync(join(rendererDir, 'assets'), { recursive: true })
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><html><head><title>Fogbound</title></head><body></body></html>')
  writeFileSync(join(rendererDir, 'assets', 'app.js'), 'console.log("app")')
  writeFileSync(join(rendererDir, 'assets', 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  // Outside the renderer folder: must never be served.
  writeFileSync(join(root, 'secret.txt'), 'TOP SECRET')
  symlinkSync(join(root, 'secret.txt'), join(rendererDir, 'assets', 'link.txt'))
  host = await startHost({ port: 0, host: '127.0.0.1', userDataDir, rendererDir, appVersion: '9.8.7', log: () => undefined })
})
afterAll(async () => {
  await host.close()
  rmSync(root, { recursive: true, force: true })
})

const api = (channel: string, body: unknown, headers: Record<string, string> = { [HOST_TOKEN_HEADER]: host.token }) =>
  fetch(`${host.url}/api/${channel}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

const settingsResult = async (res: Response) => (await res.json()) as IpcResult<SettingsReply>
const issuePaths = (result: IpcResult<unknown>) => (result.ok ? [] : (result.error.issues ?? []).map((i) => i.path))

/** A raw request, so the path reaches the server exactly as written (fetch would normalise `..`). */
function raw(path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: host.port, path, headers }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('browser host: static files', () => {
  it('listens on 127.0.0.1 only', () => {
    expect(host.url).toBe(`http://127.0.0.1:${host.port}`)
    expect(host.port).toBeGreaterThan(0)
  })

  it('index.html carries the per-launch token meta and the CSP header', async () => {
    const res = await fetch(`${host.url}/`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(res.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    const html = await res.text()
    expect(html).toContain(`<meta name="${HOST_TOKEN_META}" content="${host.token}">`)
    expect(host.token).toMatch(/^[0-9a-f]{64}$/)
  })

  it('SPA routes fall back to index.html; a missing asset is 404', async () => {
    const route = await fetch(`${host.url}/settings/audio`)
    expect(route.status).toBe(200)
    expect(await route.text()).toContain(host.token)
    expect((await fetch(`${host.url}/assets/missing.js`)).status).toBe(404)
  })

  it('assets are served with their content type and the CSP header', async () => {
    const js = await fetch(`${host.url}/assets/app.js`)
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(js.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY)
    expect(await js.text()).toBe('console.log("app")')
    expect((await fetch(`${host.url}/assets/icon.svg`)).headers.get('content-type')).toBe('image/svg+xml')
  })

  it('path traversal never escapes the renderer folder', async () => {
    for (const path of ['/../secret.txt', '/..%2fsecret.txt', '/%2e%2e/secret.txt', '/assets/../../secret.txt', '/assets/link.txt', '/..\\secret.txt', '/%00']) {
      const res = await raw(path)
      expect(res.body, path).not.toContain('TOP SECRET')
      expect(res.status, path).toBe(404)
    }
  })

  it('refuses a foreign Host header (DNS rebinding)', async () => {
    const res = await raw('/', { host: `evil.example:${host.port}` })
    expect(res.status).toBe(403)
    expect(res.body).not.toContain(host.token)
  })
})

describe('browser host: API', () => {
  it('without token → 403 forbidden', async () => {
    const res = await api('settings:get', undefined, {})
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({ ok: false, error: { code: 'forbidden' } })
    const wrong = await api('settings:get', undefined, { [HOST_TOKEN_HEADER]: 'f'.repeat(64) })
    expect(wrong.status).toBe(403)
  })

  it('a foreign Origin → 403 forbidden even with the token', async () => {
    const res = await api('settings:get', undefined, { [HOST_TOKEN_HEADER]: host.token, origin: 'https://evil.example' })
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({ ok: false, error: { code: 'forbidden' } })
  })

  it('the own Origin is accepted', async () => {
    const res = await api('app:info', undefined, { [HOST_TOKEN_HEADER]: host.token, origin: host.url })
    expect(await res.json()).toEqual({
      ok: true,
      value: { name: 'Fogbound', version: '9.8.7', host: 'browser', platform: process.platform, userDataPath: userDataDir },
    })
  })

  it('settings:get answers the defaults', async () => {
    const res = await api('settings:get', {})
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ ok: true, value: { settings: defaultSettings() } })
  })

  it('settings:update persists to <user-data>/settings.json', async () => {
    const res = await api('settings:update', { payload: { language: 'it', volume: 0.5 } })
    expect(await res.json()).toEqual({ ok: true, value: { settings: { ...defaultSettings(), language: 'it', volume: 0.5 } } })
    expect(JSON.parse(readFileSync(join(userDataDir, 'settings.json'), 'utf8'))).toMatchObject({ language: 'it', volume: 0.5 })
    const again = await settingsResult(await api('settings:get', undefined))
    expect(again.ok && again.value.settings.language).toBe('it')
  })

  it('malformed payload → bad-request naming the field', async () => {
    const language = await settingsResult(await api('settings:update', { payload: { language: 'xx' } }))
    expect(language).toMatchObject({ ok: false, error: { code: 'bad-request' } })
    expect(issuePaths(language)).toEqual(['language'])
    const volume = await settingsResult(await api('settings:update', { payload: { volume: 'loud' } }))
    expect(issuePaths(volume)).toEqual(['volume'])
  })

  it('unknown channel → unknown-channel', async () => {
    expect(await (await api('games:steal', { payload: 1 })).json()).toMatchObject({ ok: false, error: { code: 'unknown-channel' } })
  })

  it('app:quit is refused by the browser host', async () => {
    expect(await (await api('app:quit', undefined)).json()).toMatchObject({ ok: false, error: { code: 'forbidden' } })
  })

  it('a body that is not JSON, or not an object → 400 bad-request', async () => {
    const notJson = await fetch(`${host.url}/api/settings:get`, { method: 'POST', headers: { [HOST_TOKEN_HEADER]: host.token }, body: '{nope' })
    expect(notJson.status).toBe(400)
    expect(await notJson.json()).toMatchObject({ ok: false, error: { code: 'bad-request' } })
    expect((await api('settings:get', [1, 2])).status).toBe(400)
  })

  it('GET on the API → 405', async () => {
    const res = await fetch(`${host.url}/api/settings:get`, { headers: { [HOST_TOKEN_HEADER]: host.token } })
    expect(res.status).toBe(405)
  })

  it('a body over 10 MB → 413', async () => {
    const res = await api('settings:update', { payload: { language: 'x'.repeat(10 * 1024 * 1024 + 1) } })
    expect(res.status).toBe(413)
    expect(await res.json()).toMatchObject({ ok: false, error: { code: 'bad-request' } })
  })
})

describe('startHost', () => {
  it('refuses to start without a built renderer', async () => {
    await expect(startHost({ port: 0, userDataDir, rendererDir: join(root, 'nope'), appVersion: '1' })).rejects.toThrow(MissingRendererError)
    await expect(startHost({ port: 0, userDataDir, rendererDir: join(root, 'nope'), appVersion: '1' })).rejects.toThrow(/npm run build/)
  })

  it('injectToken puts the meta right after <head>, or first when there is none', () => {
    expect(injectToken('<html><head lang="en"><title>t</title></head></html>', 'abc')).toBe(
      `<html><head lang="en">\n    <meta name="${HOST_TOKEN_META}" content="abc"><title>t</title></head></html>`,
    )
    expect(injectToken('<p>bare</p>', 'abc')).toBe(`<meta name="${HOST_TOKEN_META}" content="abc">\n<p>bare</p>`)
  })

  it('a new launch gets a new token', async () => {
    const other = await startHost({ port: 0, userDataDir: join(root, 'other-user-data'), rendererDir, appVersion: '1' })
    try {
      expect(other.token).not.toBe(host.token)
      expect(other.port).not.toBe(host.port)
    } finally {
      await other.close()
    }
  })
})
