import type { PushEvent, PushListener } from '../../../src-shared/ipc/push'

/**
 * What happens to the slots' saving that the player must hear about (`PushEvent`): the store
 * emits, the hosts forward to the renderer (Electron: webContents.send; browser: SSE).
 */
export class SaveEvents {
  readonly #listeners = new Set<PushListener>()

  /** Adds a listener; returns the unsubscribe. */
  subscribe(listener: PushListener): () => void {
    this.#listeners.add(listener)
    return () => {
      this.#listeners.delete(listener)
    }
  }

  emit(event: PushEvent): void {
    for (const listener of [...this.#listeners]) {
      try {
        listener(event)
      } catch {
        // A broken window or stream must never make a save fail; the next event tries again.
      }
    }
  }
}
