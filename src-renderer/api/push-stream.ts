import { HOST_TOKEN_HEADER } from '../../src-shared/ipc/bridge'
import { HOST_EVENTS_PATH, isPushEvent, type PushEvent } from '../../src-shared/ipc/push'

/** Wait before reconnecting a dropped event stream (the host restarting, a sleeping laptop). */
const RECONNECT_MS = 2000

/**
 * The browser host's push events: one `GET /events` stream (Server-Sent Events) read with
 * fetch, so the token goes in a header as for the API. Opened with the first listener, closed
 * with the last; reconnected while anyone listens. Only well-formed push events reach listeners.
 */
export function httpPushStream(token: string, fetchImpl: typeof fetch, reconnectMs = RECONNECT_MS): (listener: (event: PushEvent) => void) => () => void {
  const listeners = new Set<(event: PushEvent) => void>()
  let abort: AbortController | undefined

  const deliver = (block: string) => {
    const data = block
      .split('\n')
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).trimStart())
      .join('\n')
    if (data === '') return
    let event: unknown
    try {
      event = JSON.parse(data)
    } catch {
      return
    }
    if (isPushEvent(event)) for (const listener of [...listeners]) listener(event)
  }

  const connect = async (): Promise<void> => {
    const controller = new AbortController()
    abort = controller
    try {
      const response = await fetchImpl(HOST_EVENTS_PATH, { headers: { [HOST_TOKEN_HEADER]: token }, signal: controller.signal })
      if (!response.ok || !response.body) return
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
      let buffer = ''
      for (;;) {
        const { value, done } = await reader.read()
        if (done) break
        buffer += value.replace(/\r\n/g, '\n')
        let end = buffer.indexOf('\n\n')
        while (end >= 0) {
          deliver(buffer.slice(0, end))
          buffer = buffer.slice(end + 2)
          end = buffer.indexOf('\n\n')
        }
      }
    } catch {
      // Aborted, or the host went away: reconnect below while someone listens.
    } finally {
      if (abort === controller) {
        abort = undefined
        if (listeners.size > 0 && !controller.signal.aborted) setTimeout(() => listeners.size > 0 && abort === undefined && void connect(), reconnectMs)
      }
    }
  }

  return (listener) => {
    listeners.add(listener)
    if (abort === undefined) void connect()
    return () => {
      listeners.delete(listener)
      if (listeners.size === 0) {
        abort?.abort()
        abort = undefined
      }
    }
  }
}
