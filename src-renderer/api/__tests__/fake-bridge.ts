import type { FogboundBridge } from '../../../src-shared/ipc/bridge'
import type { ChannelName, ReplyOf, RequestOf } from '../../../src-shared/ipc/contract'
import type { IpcResult } from '../../../src-shared/ipc/result'

export interface RecordedCall {
  channel: ChannelName
  payload: unknown
}

type Responder = (channel: ChannelName, payload: unknown) => IpcResult<unknown> | Promise<IpcResult<unknown>>

/**
 * A stand-in for the preload bridge: records every call and answers with `respond`.
 * Frozen like the real one, so code that tries to patch it fails the same way.
 */
export function fakeBridge(respond: Responder, host: FogboundBridge['host'] = 'electron'): FogboundBridge & { calls: RecordedCall[] } {
  const calls: RecordedCall[] = []
  const bridge = {
    host,
    calls,
    async invoke<C extends ChannelName>(channel: C, payload: RequestOf<C>): Promise<IpcResult<ReplyOf<C>>> {
      calls.push({ channel, payload })
      return (await respond(channel, payload)) as IpcResult<ReplyOf<C>>
    },
  }
  return Object.freeze(bridge)
}
