import type { ChannelName, ReplyOf, RequestOf } from './contract'
import type { PushEventOf, PushEventType } from './push'
import type { IpcResult } from './result'

/**
 * What the preload exposes on `window.fogbound` (a frozen object), and what the
 * browser-host transport implements over HTTP. The rest of the renderer only sees
 * `src-renderer/api`, which picks one of the two.
 */
export interface FogboundBridge {
  readonly host: 'electron' | 'browser'
  invoke<C extends ChannelName>(channel: C, payload: RequestOf<C>): Promise<IpcResult<ReplyOf<C>>>
  /**
   * Listens to one kind of push event from main; returns the unsubscribe. The preload and the
   * browser host transport have it; a bridge without it (component tests) has no push events.
   */
  on?<K extends PushEventType>(event: K, listener: (event: PushEventOf<K>) => void): () => void
}

/** Browser host protocol: `POST ${HOST_API_PREFIX}<channel>` with JSON `{ payload }`. */
export const HOST_API_PREFIX = '/api/'
/** Browser host: `GET ${PACK_ART_PREFIX}<packId>/<file>.svg` serves a pack's art (same origin, so the CSP allows it). */
export const PACK_ART_PREFIX = '/pack-art/'

/**
 * Electron: pack art is served by main on this privileged scheme (`fogbound-art://pack/<packId>/<file>.svg`),
 * read-only and limited to loaded packs' `art/` folders; the CSP's img-src names it.
 */
export const ART_SCHEME = 'fogbound-art'

/** The URL of one art file of a pack, as the renderer asks for it on each host. */
export function packArtUrl(host: 'electron' | 'browser', packId: string, file: string): string {
  const path = `${encodeURIComponent(packId)}/${encodeURIComponent(file)}`
  return host === 'electron' ? `${ART_SCHEME}://pack/${path}` : `${PACK_ART_PREFIX}${path}`
}
/** Per-launch secret the host injects into index.html as `<meta name=… content=…>`. */
export const HOST_TOKEN_META = 'fogbound-host-token'
/** Request header that must carry the token on every API call. */
export const HOST_TOKEN_HEADER = 'x-fogbound-token'
