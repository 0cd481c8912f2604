import { ART_SCHEME } from '../src-shared/ipc/bridge'
/**
 * The Electron security settings (design §5) as plain data and pure functions. This
 * module must not import `electron`: `__tests__/security.spec.ts` pins every value here,
 * so weakening one of them is a deliberate, reviewed test change.
 */

/** webPreferences of every window, except `preload`, which is added at runtime. */
export const SECURE_WEB_PREFERENCES = Object.freeze({
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  nodeIntegrationInWorker: false,
  nodeIntegrationInSubFrames: false,
  webSecurity: true,
  allowRunningInsecureContent: false,
  experimentalFeatures: false,
  webviewTag: false,
  spellcheck: false,
} as const)

export type SecureWebPreferences = typeof SECURE_WEB_PREFERENCES & { readonly preload: string }

/** The full webPreferences for a window whose preload is at `preloadPath`. */
export const secureWebPreferences = (preloadPath: string): SecureWebPreferences =>
  Object.freeze({ ...SECURE_WEB_PREFERENCES, preload: preloadPath })

/**
 * Content-Security-Policy of the production renderer (Electron and the browser host).
 * Only the app's own files; inline styles are allowed because Vue binds `style`
 * attributes (transforms of the map layer); no `unsafe-eval`, no remote origins.
 */
export const CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>> = Object.freeze({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  // Pack art: the browser host serves it at 'self', Electron on its own read-only scheme.
  'img-src': ["'self'", 'data:', `${ART_SCHEME}:`],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
})

export const CONTENT_SECURITY_POLICY = Object.entries(CSP_DIRECTIVES)
  .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
  .join('; ')

/** Response headers with our CSP, replacing any CSP header already there (any casing). */
export function withContentSecurityPolicy(headers: Record<string, string[] | string> = {}): Record<string, string[]> {
  const result: Record<string, string[]> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (name.toLowerCase() === 'content-security-policy') continue
    result[name] = Array.isArray(value) ? value : [value]
  }
  result['Content-Security-Policy'] = [CONTENT_SECURITY_POLICY]
  return result
}

export interface RendererLocation {
  /** `app.isPackaged`: a packaged app never loads the dev server, whatever the env says. */
  isPackaged: boolean
  /** `process.env.ELECTRON_RENDERER_URL`, set by `electron-vite dev`. */
  devServerUrl: string | undefined
  /** file:// URL of out/renderer/index.html. */
  indexFileUrl: string
}

/** The URL the window loads, and the only one its frames may be on. */
export function rendererUrl({ isPackaged, devServerUrl, indexFileUrl }: RendererLocation): string {
  if (!isPackaged && devServerUrl && /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\/?/.test(devServerUrl)) return devServerUrl
  return indexFileUrl
}

/** Whether the CSP response header applies: always, except with the dev server (HMR needs inline scripts). */
export const usesProductionCsp = (location: RendererLocation): boolean => rendererUrl(location) === location.indexFileUrl

// Windows paths are case-insensitive and Chromium may spell the drive letter or an
// escaped character differently from Node's pathToFileURL: compare a normalised key.
const filePathKey = (url: URL): string => {
  let path = url.pathname
  try {
    path = decodeURIComponent(path)
  } catch {
    // keep the raw path: a malformed escape simply will not match
  }
  return /^\/[A-Za-z]:\//.test(path) ? path.toLowerCase() : path
}

const parseUrl = (url: string): URL | undefined => {
  try {
    return new URL(url)
  } catch {
    return undefined
  }
}

/**
 * True when `url` belongs to the app's own renderer at `appUrl`: the very same
 * index.html file for file:// (any #route or ?query), the same origin for the dev
 * server. Used for IPC sender frames and for navigation.
 */
export function isOwnRendererUrl(url: string, appUrl: string): boolean {
  const candidate = parseUrl(url)
  const own = parseUrl(appUrl)
  if (!candidate || !own) return false
  if (own.protocol === 'file:') {
    return candidate.protocol === 'file:' && candidate.host === own.host && filePathKey(candidate) === filePathKey(own)
  }
  if (own.protocol === 'http:' || own.protocol === 'https:') return candidate.origin === own.origin
  return false
}
