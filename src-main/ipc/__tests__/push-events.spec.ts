import { describe, expect, it } from 'vitest'
import { PUSH_CHANNEL, type PushEvent, type PushListener } from '../../../src-shared/ipc/push'
import { forwardPushEvents, type PushTarget } from '../push-events'

function source() {
  const listeners = new Set<PushListener>()
  return {
    onPush(listener: PushListener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    emit: (e: PushEvent) => listeners.forEach((l) => l(e)),
    get size() {
      return listeners.size
    },
  }
}

function window(destroyed = false): PushTarget & { sent: [string, PushEvent][] } {
  const sent: [string, PushEvent][] = []
  return { sent, send: (channel, event) => sent.push([channel, event]), isDestroyed: () => destroyed }
}

const failed: PushEvent = { type: 'save-failed', slotId: 's1', what: 'game', message: 'The game could not be saved: the disk is full.' }

describe('Electron push events', () => {
  it('every event goes to the current window on the push channel; no window or a destroyed one gets nothing', () => {
    const saves = source()
    let target: PushTarget | undefined
    const off = forwardPushEvents(saves, () => target)
    saves.emit(failed)
    const first = window()
    target = first
    saves.emit(failed)
    target = window(true)
    saves.emit(failed)
    expect(first.sent).toEqual([[PUSH_CHANNEL, failed]])
    off()
    expect(saves.size).toBe(0)
  })
})
