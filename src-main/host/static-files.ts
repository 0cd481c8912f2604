import { realpathSync, statSync } from 'node:fs'
import { extname, isAbsolute, relative, resolve, sep } from 'node:path'

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
}

/** Content-Type for a file name; unknown types are served as opaque bytes (with nosniff). */
export const contentTypeFor = (file: string): string => CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream'

export type StaticLookup =
  | { kind: 'file'; file: string }
  /** Not a file: the SPA's index.html answers (client-side routes like /table). */
  | { kind: 'spa' }
  | { kind: 'not-found' }

const isInside = (root: string, candidate: string): boolean => {
  const rel = relative(root, candidate)
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel))
}

/**
 * Maps a request path to a file under `root`, refusing anything that would leave it:
 * `..` segments (raw or %-encoded), NUL bytes, and symlinks pointing outside.
 * Paths without an extension that match no file fall back to the SPA.
 */
export function lookupStatic(root: string, urlPath: string): StaticLookup {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return { kind: 'not-found' }
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return { kind: 'not-found' }
  const realRoot = realpathSync(root)
  const candidate = resolve(realRoot, `.${decoded.startsWith('/') ? '' : '/'}${decoded}`)
  if (!isInside(realRoot, candidate)) return { kind: 'not-found' }
  let real: string
  try {
    real = realpathSync(candidate)
  } catch {
    return extname(decoded) === '' ? { kind: 'spa' } : { kind: 'not-found' }
  }
  if (!isInside(realRoot, real)) return { kind: 'not-found' }
  if (statSync(real).isDirectory()) return { kind: 'spa' }
  return { kind: 'file', file: real }
}
