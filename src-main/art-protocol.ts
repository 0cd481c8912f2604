import { ART_SCHEME } from '../src-shared/ipc/bridge'

/**
 * Pack art in Electron. The renderer is a file:// page with a strict CSP, so pack art (in the
 * packs' `art/` folders, outside the app bundle for user packs) is served by main on its own
 * scheme: `fogbound-art://pack/<packId>/<file>.svg`. This module has no Electron import, so the
 * URL checks are unit-tested; `index.ts` registers the scheme and binds `handleArtRequest`.
 */

/** For `protocol.registerSchemesAsPrivileged` (before app ready): a standard, secure, read-only scheme. */
export const ART_SCHEME_PRIVILEGES = {
  scheme: ART_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: false, corsEnabled: false, stream: false, bypassCSP: false },
} as const

/** Looks a pack's art file up by names only (`AppServices.packArtFile`). */
export type ArtLookup = (packId: string, file: string) => string | undefined

/**
 * The file an art URL names, or undefined: wrong scheme or host, extra path segments, a query,
 * bad percent-encoding, or a name the lookup refuses (it accepts names only, never paths).
 */
export function artFileFor(url: string, lookup: ArtLookup): string | undefined {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return undefined
  }
  if (parsed.protocol !== `${ART_SCHEME}:` || parsed.host !== 'pack' || parsed.search !== '' || parsed.hash !== '') return undefined
  const parts = parsed.pathname.split('/').slice(1)
  if (parts.length !== 2) return undefined
  try {
    const [packId, file] = parts.map((p) => decodeURIComponent(p)) as [string, string]
    return lookup(packId, file)
  } catch {
    return undefined
  }
}

/** The protocol handler: 200 with the SVG, or 404 for anything else. Reads through `readFile` (`readPackArt`; injected for tests). */
export async function handleArtRequest(url: string, lookup: ArtLookup, readFile: (file: string) => Promise<Uint8Array>): Promise<Response> {
  const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  const file = artFileFor(url, lookup)
  if (file === undefined) return notFound()
  // The reader refuses a file that became a link or grew past the pack file cap since the lookup.
  const body = await readFile(file).catch(() => undefined)
  if (body === undefined) return notFound()
  return new Response(body, { status: 200, headers: { 'Content-Type': 'image/svg+xml', 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-cache' } })
}
