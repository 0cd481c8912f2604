import { contract, type ChannelName } from '../../src-shared/ipc/contract'
import { isChannelName } from '../../src-shared/ipc/channels'
import { fail, ok, type IpcResult } from '../../src-shared/ipc/result'
import { toIpcIssues } from '../../src-shared/ipc/issues'
import type { AppServices } from '../services/app-services'
import { handlers as defaultHandlers } from './handlers'
import { IpcFault, type HandlerTable } from './handler'
import { diskErrorMessage, isDiskError } from '../services/fs/disk-error'
import { whatFailed } from './disk-faults'

export type Dispatch = (channel: string, payload: unknown) => Promise<IpcResult<unknown>>


/**
 * The single entry point for both hosts: channel check, zod parse, handler call.
 * It never throws; every outcome is an `IpcResult`, so a bug in a handler reaches the
 * renderer as a typed `internal` error instead of a rejected promise.
 */
export function createDispatcher(
  services: AppServices,
  table: HandlerTable = defaultHandlers,
  log: (message: string, error: unknown) => void = console.error,
): Dispatch {
  return async (channel, payload) => {
    if (!isChannelName(channel)) return fail('unknown-channel', `Unknown channel "${String(channel)}"`)
    const parsed = contract[channel].request.safeParse(payload)
    if (!parsed.success) {
      const issues = toIpcIssues(parsed.error.issues)
      const summary = issues.map((i) => `${i.path || '(payload)'}: ${i.message}`).join('; ')
      return fail('bad-request', `Invalid payload for ${channel}: ${summary}`, issues)
    }
    try {
      return ok(await callHandler(table, channel, parsed.data, services))
    } catch (error) {
      if (error instanceof IpcFault) return fail(error.code, error.message, error.issues, error.save)
      // Any path that touches the disk (settings, saves, games): a full or read-only disk is a typed io-error in words.
      if (isDiskError(error)) return fail('io-error', diskErrorMessage(error, whatFailed(channel)))
      log(`IPC handler for ${channel} failed`, error)
      return fail('internal', `${channel} failed: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
}

// One generic call site keeps the channel/payload/handler types tied together.
function callHandler<C extends ChannelName>(table: HandlerTable, channel: C, payload: unknown, services: AppServices) {
  const handler = table[channel] as (payload: unknown, services: AppServices) => unknown
  return handler(payload, services)
}
