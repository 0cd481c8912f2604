import { contextBridge, ipcRenderer } from 'electron'
import type { FogboundBridge } from '../../src-shared/ipc/bridge'
import { isChannelName } from '../../src-shared/ipc/channels'
import { isPushEvent, PUSH_CHANNEL, PUSH_EVENT_TYPES, type PushEvent } from '../../src-shared/ipc/push'
import { fail } from '../../src-shared/ipc/result'

/**
 * The whole surface the renderer gets: one frozen object with the host kind, a typed
 * `invoke` and a typed `on` for push events. `ipcRenderer` itself never crosses the bridge,
 * and only contract channels are forwarded (main re-checks the sender and parses every
 * payload anyway). Imports stay zod-free: a sandboxed preload is one small self-contained script.
 */
const invoke: FogboundBridge['invoke'] = async (channel, payload) => {
  if (!isChannelName(channel)) return fail('unknown-channel', `Unknown channel "${String(channel)}"`)
  try {
    return await ipcRenderer.invoke(channel, payload)
  } catch (error) {
    // Only reachable if main has no handler bound (e.g. during shutdown).
    return fail('internal', `${channel} failed: ${error instanceof Error ? error.message : String(error)}`)
  }
}

const listeners = new Set<(event: PushEvent) => void>()
let listening = false

/** One ipcRenderer listener for all subscribers; the page only ever sees checked event objects, never the IPC event. */
function listen(): void {
  if (listening) return
  listening = true
  ipcRenderer.on(PUSH_CHANNEL, (_ipcEvent, payload: unknown) => {
    if (!isPushEvent(payload)) return
    for (const listener of [...listeners]) listener(payload)
  })
}

const on: NonNullable<FogboundBridge['on']> = (event, listener) => {
  if (!PUSH_EVENT_TYPES.includes(event) || typeof listener !== 'function') return () => undefined
  const filtered = (pushed: PushEvent) => {
    if (pushed.type === event) listener(pushed as Parameters<typeof listener>[0])
  }
  listeners.add(filtered)
  listen()
  return () => {
    listeners.delete(filtered)
  }
}

const bridge: FogboundBridge = Object.freeze({ host: 'electron', invoke, on })

contextBridge.exposeInMainWorld('fogbound', bridge)
