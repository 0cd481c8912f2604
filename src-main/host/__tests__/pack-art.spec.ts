import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startHost, type RunningHost } from '../server'

const PACKS = join(import.meta.dirname, '../../../fixtures/packs')
let root: string
let host: RunningHost

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'fogbound-pack-art-'))
  const rendererDir = join(root, 'renderer')
  mkdirSync(rendererDir)
  writeFileSync(join(rendererDir, 'index.html'), '<html><head></head><body></body></html>')
  host = await startHost({ port: 0, host: '127.0.0.1', userDataDir: join(root, 'user'), rendererDir, appVersion: '1.0.0', builtInPacksDir: PACKS, log: () => undefined })
})
afterAll(async () => {
  await host.close()
  rmSync(root, { recursive: true, force: true })
})

describe('browser host pack art', () => {
  it('serves an art file of a loaded pack as SVG, same origin, under the CSP', async () => {
    const response = await fetch(`${host.url}/pack-art/continent-test/cairn.svg`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'")
    expect(await response.text()).toBe(readFileSync(join(PACKS, 'continent-test', 'art', 'cairn.svg'), 'utf8'))
  })

  it.each([
    '/pack-art/continent-test/../pack.json',
    '/pack-art/continent-test/%2e%2e%2fpack.json',
    '/pack-art/continent-test/cards/adventure.json',
    '/pack-art/continent-test/missing.svg',
    '/pack-art/no-such-pack/cairn.svg',
    '/pack-art/continent-test/pack.json',
  ])('refuses %s with 404', async (path) => {
    const response = await fetch(`${host.url}${path}`)
    expect(response.status).toBe(404)
  })
})
