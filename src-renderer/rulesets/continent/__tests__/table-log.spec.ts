import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeBridge } from '../../../api/__tests__/fake-bridge'
import { mountApp } from '../../../__tests__/mount-app'
import { TestGame, testContent } from './test-pack'
import { debugOn, hostAnswers, replyOf } from './game-kit'
import { isRuleError } from '../../../../src-shared/engine/rule-error'
import type { ContinentCommand } from '../../../../src-shared/rulesets/continent'
import type { ChannelName } from '../../../../src-shared/ipc/contract'
import type { IpcResult } from '../../../../src-shared/ipc/result'

let cleanup: (() => void) | undefined
afterEach(() => {
  cleanup?.()
  cleanup = undefined
  document.body.innerHTML = ''
})

/** game:command and game:undo over the real engine; undo replays every command but the last, as main does. */
function undoable(game: TestGame): Partial<Record<ChannelName, (payload: unknown) => IpcResult<unknown>>> {
  const played: ContinentCommand[] = []
  return {
    'game:command': (payload) => {
      const { command } = payload as { command: ContinentCommand }
      game.play(command)
      played.push(command)
      return { ok: true, value: replyOf(game) }
    },
    'game:undo': () => {
      const c = testContent()
      const config = { characters: Object.keys(c.characters).sort().slice(0, 2), curses: [Object.keys(c.clues).sort()[0] as string] }
      const s = game.rules.setup(config, 5)
      if (isRuleError(s)) throw new Error(s.message)
      game.state = s
      const kept = game.batches.length - 1
      game.batches = []
      played.pop()
      for (const cmd of played.slice(0, kept)) game.play(cmd)
      return { ok: true, value: replyOf(game, 'slot-1', []) }
    },
  }
}

/** The table with the debug tools on: these tests play from the plain list of legal moves. */
async function openTable(game: TestGame, over: Parameters<typeof hostAnswers>[1] = {}) {
  const bridge = fakeBridge(hostAnswers(game, { ...debugOn, ...over }), 'browser')
  const app = await mountApp(bridge, '/table/slot-1')
  cleanup = app.unmount
  await vi.waitFor(() => expect(app.wrapper.find('[data-testid="action-log"]').exists()).toBe(true), { timeout: 8000 })
  return { bridge, w: app.wrapper }
}

const logText = (w: Awaited<ReturnType<typeof openTable>>['w']): string[] => w.findAll('[data-testid="action-log"] li').map((l) => l.text())

describe('Table: the log', () => {
  it('C-D-11 a game opened again (Continue, a reload) shows its whole log, rebuilt by main', async () => {
    const game = new TestGame(2, 5).play({ type: 'chooseActive', seat: 1 })
    const { w, bridge } = await openTable(game)
    await vi.waitFor(() => expect(logText(w)).toEqual([expect.stringContaining('is the active player.')]))
    expect(bridge.calls.map((c) => c.channel)).toContain('game:log')
    expect(w.get('[data-testid="action-log"]').text()).not.toContain('Nothing has happened yet.')
  })

  it('C-D-12 an undo takes the undone line out of the log; playing again prints it once', async () => {
    const game = new TestGame(2, 5)
    const { w } = await openTable(game, undoable(game))
    await w.get('button.plain-option').trigger('click')
    await vi.waitFor(() => expect(logText(w)).toHaveLength(1))
    const after = logText(w)
    window.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, key: 'z', ctrlKey: true }))
    await vi.waitFor(() => expect(logText(w)).toEqual([]))
    await w.get('button.plain-option').trigger('click')
    await vi.waitFor(() => expect(logText(w)).toEqual(after))
  })
})
