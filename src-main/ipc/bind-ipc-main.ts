import { channelNames } from '../../src-shared/ipc/contract'
import { fail } from '../../src-shared/ipc/result'
import type { Dispatch } from './dispatch'

/** The part of an `IpcMainInvokeEvent` the sender check reads (`senderFrame` is null once the frame is gone). */
export interface InvokeEventLike {
  senderFrame: { url: string } | null
}

/** The part of Electron's `ipcMain` used here, so this module does not import electron. */
export interface IpcMainLike {
  handle(channel: string, listener: (event: InvokeEventLike, ...args: unknown[]) => unknown): void
}

/**
 * The ONE place IPC handlers are registered. Every call is first checked against the
 * sender's frame URL (a navigated-away or injected frame gets `forbidden`), then goes
 * through the shared dispatcher, which parses the payload.
 */
export function bindIpcMain(ipcMain: IpcMainLike, dispatch: Dispatch, isTrustedSender: (frameUrl: string) => boolean): void {
  for (const channel of channelNames) {
    ipcMain.handle(channel, async (event, payload) => {
      const frameUrl = event.senderFrame?.url
      if (frameUrl === undefined || !isTrustedSender(frameUrl)) {
        return fail('forbidden', `${channel} refused: the sender is not the Fogbound window`)
      }
      return dispatch(channel, payload)
    })
  }
}
