import { describe, expect, it } from 'vitest'
import {
  CONTENT_SECURITY_POLICY,
  isOwnRendererUrl,
  rendererUrl,
  SECURE_WEB_PREFERENCES,
  secureWebPreferences,
  usesProductionCsp,
  withContentSecurityPolicy,
} from '../security'

// These tests pin design §5. If one fails, a security setting changed: that must be a
// deliberate decision, made by editing the expectation here in the same commit.

describe('webPreferences', () => {
  it('are exactly the hardened set', () => {
    expect({ ...SECURE_WEB_PREFERENCES }).toStrictEqual({
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
    })
  })

  it('add only the preload path, and cannot be changed at runtime', () => {
    const prefs = secureWebPreferences('/app/out/preload/index.cjs')
    expect(prefs).toStrictEqual({ ...SECURE_WEB_PREFERENCES, preload: '/app/out/preload/index.cjs' })
    expect(Object.isFrozen(prefs)).toBe(true)
    expect(Object.isFrozen(SECURE_WEB_PREFERENCES)).toBe(true)
  })
})

describe('Content-Security-Policy', () => {
  it('is exactly the strict policy', () => {
    expect(CONTENT_SECURITY_POLICY).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: fogbound-art:; font-src 'self'; " +
        "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    )
  })

  it('has no unsafe-eval, no remote origins, no wildcards', () => {
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval/)
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/https?:/)
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/\*/)
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/wasm-unsafe-eval|blob:/)
  })

  it('scripts come only from the app itself', () => {
    const scriptSrc = CONTENT_SECURITY_POLICY.split('; ').find((d) => d.startsWith('script-src'))
    expect(scriptSrc).toBe("script-src 'self'")
  })

  it('replaces any CSP header already present, whatever its casing', () => {
    const headers = withContentSecurityPolicy({ 'content-security-policy': ['default-src *'], 'Content-Type': 'text/html' })
    expect(headers).toEqual({ 'Content-Type': ['text/html'], 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] })
  })
})

describe('renderer URL and the own-URL check (IPC senders, navigation)', () => {
  const indexFileUrl = 'file:///opt/Fogbound/resources/app.asar/out/renderer/index.html'

  it('production loads the built index.html even if a dev URL is in the environment', () => {
    const location = { isPackaged: true, devServerUrl: 'http://localhost:5173', indexFileUrl }
    expect(rendererUrl(location)).toBe(indexFileUrl)
    expect(usesProductionCsp(location)).toBe(true)
  })

  it('dev uses the electron-vite server, only on a loopback address', () => {
    expect(rendererUrl({ isPackaged: false, devServerUrl: 'http://localhost:5173', indexFileUrl })).toBe('http://localhost:5173')
    expect(usesProductionCsp({ isPackaged: false, devServerUrl: 'http://localhost:5173', indexFileUrl })).toBe(false)
    expect(rendererUrl({ isPackaged: false, devServerUrl: 'https://evil.example/', indexFileUrl })).toBe(indexFileUrl)
    expect(rendererUrl({ isPackaged: false, devServerUrl: undefined, indexFileUrl })).toBe(indexFileUrl)
  })

  it('accepts the app page with any route, query or hash', () => {
    expect(isOwnRendererUrl(indexFileUrl, indexFileUrl)).toBe(true)
    expect(isOwnRendererUrl(`${indexFileUrl}#/table`, indexFileUrl)).toBe(true)
    expect(isOwnRendererUrl(`${indexFileUrl}?x=1`, indexFileUrl)).toBe(true)
    expect(isOwnRendererUrl('http://localhost:5173/settings', 'http://localhost:5173')).toBe(true)
  })

  it('Windows: drive letter case and escaping do not matter, the path still must match', () => {
    const windowsIndex = 'file:///C:/Program%20Files/Fogbound/resources/app.asar/out/renderer/index.html'
    expect(isOwnRendererUrl('file:///c:/Program Files/Fogbound/resources/app.asar/out/renderer/index.html#/', windowsIndex)).toBe(true)
    expect(isOwnRendererUrl('file:///D:/Program%20Files/Fogbound/resources/app.asar/out/renderer/index.html', windowsIndex)).toBe(false)
    // POSIX paths stay case-sensitive.
    expect(isOwnRendererUrl(indexFileUrl.replace('Fogbound', 'fogbound'), indexFileUrl)).toBe(false)
  })

  it('refuses other files, other origins and junk', () => {
    const refused = [
      'file:///opt/Fogbound/resources/app.asar/out/renderer/evil.html',
      'file:///etc/passwd',
      'file://remote-host/opt/Fogbound/resources/app.asar/out/renderer/index.html',
      'https://evil.example/index.html',
      'http://localhost:5174/',
      'about:blank',
      'data:text/html,<script>1</script>',
      'javascript:alert(1)',
      '',
      'not a url',
    ]
    for (const url of refused) expect(isOwnRendererUrl(url, indexFileUrl), url).toBe(false)
    expect(isOwnRendererUrl('http://localhost:5174/', 'http://localhost:5173')).toBe(false)
    expect(isOwnRendererUrl('http://127.0.0.1:5173/', 'http://localhost:5173')).toBe(false)
    expect(isOwnRendererUrl(indexFileUrl, 'about:blank')).toBe(false)
  })
})
