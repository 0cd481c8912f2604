import type { Session, WebContents } from 'electron'
import { describe, expect, it, vi } from 'vitest'
import { hardenSession, hardenWebContents } from '../hardening'
import { CONTENT_SECURITY_POLICY } from '../security'

type Listener = (...args: unknown[]) => void
const APP_URL = 'file:///opt/Fogbound/resources/app.asar/out/renderer/index.html'

/** Just enough of WebContents to record what hardening registers. */
function fakeContents() {
  const listeners = new Map<string, Listener[]>()
  let openHandler: (() => unknown) | undefined
  const contents = {
    on: (event: string, listener: Listener) => listeners.set(event, [...(listeners.get(event) ?? []), listener]),
    setWindowOpenHandler: (handler: () => unknown) => (openHandler = handler),
  }
  const emit = (event: string, ...args: unknown[]) => (listeners.get(event) ?? []).forEach((l) => l(...args))
  return { contents: contents as unknown as WebContents, emit, openHandler: () => openHandler?.() }
}

const navigation = (url: string) => ({ url, preventDefault: vi.fn() })

describe('hardenWebContents', () => {
  for (const event of ['will-navigate', 'will-frame-navigate', 'will-redirect']) {
    it(`${event}: foreign URLs are blocked, the app's own page is allowed`, () => {
      const fake = fakeContents()
      hardenWebContents(fake.contents, APP_URL)
      const foreign = navigation('https://evil.example/')
      fake.emit(event, foreign)
      expect(foreign.preventDefault).toHaveBeenCalled()
      const own = navigation(`${APP_URL}#/saves`)
      fake.emit(event, own)
      expect(own.preventDefault).not.toHaveBeenCalled()
    })
  }

  it('window.open is always denied', () => {
    const fake = fakeContents()
    hardenWebContents(fake.contents, APP_URL)
    expect(fake.openHandler()).toEqual({ action: 'deny' })
  })

  it('<webview> attachment is prevented', () => {
    const fake = fakeContents()
    hardenWebContents(fake.contents, APP_URL)
    const event = { preventDefault: vi.fn() }
    fake.emit('will-attach-webview', event, {}, {})
    expect(event.preventDefault).toHaveBeenCalled()
  })
})

describe('hardenSession', () => {
  const fakeSession = () => {
    const recorded: { request?: Listener; check?: (...args: unknown[]) => unknown; headers?: Listener } = {}
    const session = {
      setPermissionRequestHandler: (h: Listener) => (recorded.request = h),
      setPermissionCheckHandler: (h: (...args: unknown[]) => unknown) => (recorded.check = h),
      webRequest: { onHeadersReceived: (h: Listener) => (recorded.headers = h) },
    }
    return { session: session as unknown as Session, recorded }
  }

  it('denies every permission request and check', () => {
    const { session, recorded } = fakeSession()
    hardenSession(session, { csp: false })
    for (const permission of ['media', 'geolocation', 'notifications', 'openExternal']) {
      const callback = vi.fn()
      recorded.request?.({}, permission, callback, {})
      expect(callback).toHaveBeenCalledWith(false)
      expect(recorded.check?.(null, permission, 'file://', {})).toBe(false)
    }
  })

  it('production: every response gets the strict CSP header', () => {
    const { session, recorded } = fakeSession()
    hardenSession(session, { csp: true })
    const callback = vi.fn()
    recorded.headers?.({ responseHeaders: { 'content-security-policy': ["script-src 'unsafe-eval'"] } }, callback)
    expect(callback).toHaveBeenCalledWith({ responseHeaders: { 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] } })
  })

  it('dev: no CSP header (the dev server needs inline HMR scripts)', () => {
    const { session, recorded } = fakeSession()
    hardenSession(session, { csp: false })
    expect(recorded.headers).toBeUndefined()
  })
})
