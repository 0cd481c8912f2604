import { contextBridge, ipcRenderer } from 'electron'
import type { FogboundBridge } from '../../src-shared/ipc/bridge'
import { isChannelName } from '../../src-shared/ipc/channels'
import { fail } from '../../src-shared/ipc/result'

/**
 * The whole surface the renderer gets: one frozen object with the host kind and a
 * typed `invoke`. `ipcRenderer` itself never crosses the bridge, and only contract
 * channels are forwarded (main re-checks the sender and parses every payload anyway).
 * Imports stay zod-free: a sandboxed preload is one small self-contained script.
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

const bridge: FogboundBridge = Object.freeze({ host: 'electron', invoke })

contextBridge.exposeInMainWorld('fogbound', bridge)
