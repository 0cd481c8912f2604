import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs'
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
  // A user pack whose art is swapped for links once it is loaded (validation refuses links already).
  const userPack = join(root, 'user', 'packs', 'user-pack')
  cpSync(join(PACKS, 'continent-test'), userPack, { recursive: true })
  const manifest = JSON.parse(readFileSync(join(userPack, 'pack.json'), 'utf8')) as Record<string, unknown>
  writeFileSync(join(userPack, 'pack.json'), JSON.stringify({ ...manifest, id: 'user-pack' }))
  writeFileSync(join(root, 'secret.txt'), 'root:x:0:0:secret')
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

describe('browser host pack art stays inside the pack', () => {
  it('an art file that became a link to a file outside the pack answers 404, not the file', async () => {
    const art = join(root, 'user', 'packs', 'user-pack', 'art')
    expect((await fetch(`${host.url}/pack-art/user-pack/cairn.svg`)).status).toBe(200)
    unlinkSync(join(art, 'cairn.svg'))
    symlinkSync(join(root, 'secret.txt'), join(art, 'cairn.svg'))
    const response = await fetch(`${host.url}/pack-art/user-pack/cairn.svg`)
    expect(response.status).toBe(404)
    expect(await response.text()).not.toContain('secret')
  })

  it('an art file linked to another file of the same pack is refused too (no links at all)', async () => {
    const art = join(root, 'user', 'packs', 'user-pack', 'art')
    unlinkSync(join(art, 'bridge.svg'))
    symlinkSync(join(art, 'marsh.svg'), join(art, 'bridge.svg'))
    expect((await fetch(`${host.url}/pack-art/user-pack/bridge.svg`)).status).toBe(404)
    expect((await fetch(`${host.url}/pack-art/user-pack/marsh.svg`)).status).toBe(200)
  })
})
