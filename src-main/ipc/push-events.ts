import { PUSH_CHANNEL, type PushEvent, type PushListener } from '../../src-shared/ipc/push'

/** The part of Electron's `webContents` used here, so this module does not import electron. */
export interface PushTarget {
  send(channel: string, event: PushEvent): void
  isDestroyed(): boolean
}

/**
 * Electron: forwards every push event to the window's renderer on `PUSH_CHANNEL`, where the
 * preload's `on` hands it to the page. `target` is asked each time (the window can be closed
 * and reopened, e.g. macOS dock); no window, no send. Returns the unsubscribe.
 */
export function forwardPushEvents(source: { onPush(listener: PushListener): () => void }, target: () => PushTarget | undefined): () => void {
  return source.onPush((event) => {
    const contents = target()
    if (contents === undefined || contents.isDestroyed()) return
    contents.send(PUSH_CHANNEL, event)
  })
}
