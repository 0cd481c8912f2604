import { describe, expect, it } from 'vitest'
import { ART_SCHEME_PRIVILEGES, artFileFor, handleArtRequest } from '../art-protocol'
import { packArtUrl } from '../../src-shared/ipc/bridge'

const files: Record<string, string> = { 'first-light/cove.svg': '/packs/first-light/art/cove.svg' }
const lookup = (pack: string, file: string): string | undefined => files[`${pack}/${file}`]

describe('Electron pack-art scheme', () => {
  it('the renderer URL of an art file resolves to that file of a loaded pack', () => {
    expect(packArtUrl('electron', 'first-light', 'cove.svg')).toBe('fogbound-art://pack/first-light/cove.svg')
    expect(artFileFor(packArtUrl('electron', 'first-light', 'cove.svg'), lookup)).toBe('/packs/first-light/art/cove.svg')
    expect(packArtUrl('browser', 'first-light', 'cove.svg')).toBe('/pack-art/first-light/cove.svg')
  })

  it('anything else is refused: other scheme or host, traversal, extra segments, queries, bad encoding', () => {
    for (const url of [
      'file:///packs/first-light/art/cove.svg',
      'fogbound-art://other/first-light/cove.svg',
      'fogbound-art://pack/first-light/../cove.svg',
      'fogbound-art://pack/first-light/%2e%2e%2fcove.svg',
      'fogbound-art://pack/first-light/art/cove.svg',
      'fogbound-art://pack/first-light/cove.svg?x=1',
      'fogbound-art://pack/first-light/%E0%A4%A.svg',
      'not a url',
    ]) expect(artFileFor(url, lookup), url).toBeUndefined()
  })

  it('the handler answers the SVG with nosniff, or 404 without reading anything', async () => {
    const read: string[] = []
    const readFile = async (file: string): Promise<Uint8Array> => { read.push(file); return new TextEncoder().encode('<svg/>') }
    const ok = await handleArtRequest('fogbound-art://pack/first-light/cove.svg', lookup, readFile)
    expect(ok.status).toBe(200)
    expect(ok.headers.get('content-type')).toBe('image/svg+xml')
    expect(ok.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await ok.text()).toBe('<svg/>')
    const missing = await handleArtRequest('fogbound-art://pack/first-light/nope.svg', lookup, readFile)
    expect(missing.status).toBe(404)
    expect(read).toEqual(['/packs/first-light/art/cove.svg'])
    expect(ART_SCHEME_PRIVILEGES.privileges).toMatchObject({ secure: true, standard: true, bypassCSP: false })
  })

  it('a file the reader refuses (it became a link or grew past the cap) answers 404, not an error', async () => {
    const refuse = async (): Promise<Uint8Array> => Promise.reject(new Error('art/cove.svg: is a symbolic link'))
    const response = await handleArtRequest('fogbound-art://pack/first-light/cove.svg', lookup, refuse)
    expect(response.status).toBe(404)
  })
})
