import type { Session, WebContents } from 'electron'
import { isOwnRendererUrl, withContentSecurityPolicy } from './security'

/**
 * Applies the navigation rules of design §5 to every web contents (registered from
 * `app.on('web-contents-created')`, so no window can be created without them).
 * Type-only electron imports: tested with fakes.
 */
export function hardenWebContents(contents: WebContents, appUrl: string): void {
  const denyForeign = (event: { url: string; preventDefault(): void }) => {
    if (!isOwnRendererUrl(event.url, appUrl)) event.preventDefault()
  }
  contents.on('will-navigate', denyForeign)
  // Subframes and server redirects can navigate too.
  contents.on('will-frame-navigate', denyForeign)
  contents.on('will-redirect', denyForeign)
  contents.setWindowOpenHandler(() => ({ action: 'deny' }))
  contents.on('will-attach-webview', (event) => event.preventDefault())
}

/**
 * Denies every permission (camera, notifications, geolocation, …: the game needs none)
 * and, in production, sets the strict CSP header on every response.
 */
export function hardenSession(session: Session, options: { csp: boolean }): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false))
  session.setPermissionCheckHandler(() => false)
  if (options.csp) {
    session.webRequest.onHeadersReceived((details, callback) => {
      callback({ responseHeaders: withContentSecurityPolicy(details.responseHeaders) })
    })
  }
}
