import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeBridge } from '../../../api/__tests__/fake-bridge'
import { mountApp } from '../../../__tests__/mount-app'
import { TestGame, testContent } from './test-pack'
import { catalogueFrom } from '../catalogue'
import { decisionOptions } from '../decision-options'
import { debugOn, hostAnswers, replyOf } from './game-kit'
import { appendToLog, emptyLog, hasCheckpoint, undo as undoLog, type CommandLog } from '../../../../src-shared/engine/command-log'
import { isRuleError } from '../../../../src-shared/engine/rule-error'
import type { ContinentCommand, ContinentView } from '../../../../src-shared/rulesets/continent'
import type { ChannelName } from '../../../../src-shared/ipc/contract'
import type { IpcResult } from '../../../../src-shared/ipc/result'

let cleanup: (() => void) | undefined
afterEach(() => {
  cleanup?.()
  cleanup = undefined
  document.body.innerHTML = ''
})

const t = (key: string) => key

/**
 * A host with a real undo: commands are journaled with their checkpoints the way main's game
 * session does, and game:undo answers with the engine kernel's `undo` (replay minus the last).
 */
function undoableGame(game = new TestGame()) {
  const c = testContent()
  const config = { characters: Object.keys(c.characters).sort().slice(0, 2), curses: [Object.keys(c.clues).sort()[0] as string] }
  let log: CommandLog<ContinentCommand> = emptyLog()
  const play = (command: ContinentCommand) => {
    game.play(command)
    log = appendToLog(log, command, game.events)
  }
  const over: Partial<Record<ChannelName, (payload: unknown) => IpcResult<unknown>>> = {
    'game:command': (payload) => {
      try {
        play((payload as { command: ContinentCommand }).command)
      } catch (e) {
        return { ok: false, error: { code: 'rule-error', message: e instanceof Error ? e.message : String(e) } }
      }
      return { ok: true, value: replyOf(game) }
    },
    'game:undo': () => {
      // Main answers a RuleError as 'rule-error' with the engine's message (game-manager.ts).
      if (log.commands.length === 0) return { ok: false, error: { code: 'rule-error', message: 'Nothing to undo: no command has been played yet.' } }
      const r = undoLog(game.rules, config, 5, log)
      if (isRuleError(r)) return { ok: false, error: { code: 'rule-error', message: r.message } }
      game.state = r.state
      log = r.log
      // The reply's totals come from the played batches (game-kit's totalsOf): the undone one goes too.
      game.batches = game.batches.slice(0, -1)
      return { ok: true, value: replyOf(game, 'slot-1', []) }
    },
  }
  return { game, play, over, log: () => log }
}

async function openTable(game: TestGame, over: Parameters<typeof hostAnswers>[1] = {}) {
  const bridge = fakeBridge(hostAnswers(game, { ...debugOn, ...over }), 'browser')
  const app = await mountApp(bridge, '/table/slot-1')
  cleanup = app.unmount
  await vi.waitFor(() => expect(app.wrapper.find('[data-testid="table-layout"]').exists()).toBe(true), { timeout: 8000 })
  // A new game opens with its story page, which holds the keys: the players read it and begin.
  const story = app.wrapper.find('[data-testid="story-page-close"]')
  if (story.exists()) await story.trigger('click')
  return { app, bridge, w: app.wrapper }
}

const press = (init: KeyboardEventInit) => window.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }))

describe('Table: undo', () => {
  it('Ctrl+Z sends game:undo and the real engine takes the move back', async () => {
    const u = undoableGame()
    const { w, bridge } = await openTable(u.game, u.over)
    const before = w.findAll('button.plain-option').map((b) => b.text())
    await w.get('button.plain-option').trigger('click')
    await vi.waitFor(() => expect(w.findAll('button.plain-option').map((b) => b.text())).not.toEqual(before))
    expect(u.log().checkpoints).toEqual([false])
    press({ key: 'z', ctrlKey: true })
    await vi.waitFor(() => expect(bridge.calls.map((c) => c.channel)).toContain('game:undo'))
    await vi.waitFor(() => expect(w.findAll('button.plain-option').map((b) => b.text())).toEqual(before))
    expect(bridge.calls.find((c) => c.channel === 'game:undo')?.payload).toEqual({ slotId: 'slot-1' })
    expect(w.get('[data-testid="table-undo-status"]').text()).toBe('')
  })

  it('Cmd+Z (macOS) after a move that revealed cards shows the engine reason in a live region', async () => {
    const u = undoableGame()
    const cat = catalogueFrom(testContent())
    // Play the real game until a command is a checkpoint (it revealed or drew).
    for (let i = 0; i < 80 && !hasCheckpoint(u.game.events); i++) {
      const options = decisionOptions(u.game.view(), cat, 'en', t)
      const pick = options.find((o) => o.command.type !== 'cancel' && o.command.type !== 'rulesSave') ?? options[0]
      if (!pick) break
      u.play(pick.command)
    }
    expect(u.log().checkpoints.at(-1)).toBe(true)
    const { w, bridge } = await openTable(u.game, u.over)
    press({ key: 'z', metaKey: true })
    await vi.waitFor(() => expect(w.get('[data-testid="table-undo-status"]').text()).toContain('Cannot undo'))
    const status = w.get('[data-testid="table-undo-status"]')
    expect(status.attributes('aria-live')).toBe('polite')
    // The engine's reason in the player's words, said once (not "Cannot undo: Nothing can be undone: …").
    expect(status.text()).toBe('Cannot undo: the last command revealed information or used chance.')
    expect(bridge.calls.filter((c) => c.channel === 'game:undo')).toHaveLength(1)
  })

  it('the Undo button asks main too and says why nothing was undone', async () => {
    const u = undoableGame()
    const { w } = await openTable(u.game, u.over)
    await w.get('[data-testid="table-undo"]').trigger('click')
    await vi.waitFor(() => expect(w.get('[data-testid="table-undo-status"]').text()).toContain('Cannot undo: Nothing to undo'))
  })

  it('Ctrl+Z typed in a text field is left to the field', async () => {
    const { w, bridge } = await openTable(new TestGame())
    const input = document.createElement('input')
    document.body.appendChild(input)
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'z', ctrlKey: true, bubbles: true, cancelable: true }))
    await new Promise((r) => setTimeout(r, 20))
    expect(bridge.calls.map((c) => c.channel)).not.toContain('game:undo')
    expect(w.find('[data-testid="table-undo-status"]').exists()).toBe(true)
  })
})

describe('Table: keyboard help', () => {
  it('? opens a modal dialog with focus inside; Escape closes it and gives focus back', async () => {
    const { w } = await openTable(new TestGame())
    const undoButton = w.get('[data-testid="table-undo"]').element as HTMLButtonElement
    undoButton.focus()
    undoButton.dispatchEvent(new KeyboardEvent('keydown', { key: '?', bubbles: true, cancelable: true }))
    await vi.waitFor(() => expect(document.querySelector('[data-testid="shortcuts-help"]')).not.toBeNull())
    const dialog = document.querySelector<HTMLElement>('[data-testid="shortcuts-help"]')
    expect(dialog?.getAttribute('role')).toBe('dialog')
    expect(dialog?.getAttribute('aria-modal')).toBe('true')
    await vi.waitFor(() => expect(dialog?.contains(document.activeElement)).toBe(true))
    expect(dialog?.textContent).toContain('Ctrl+Z')
    expect(dialog?.textContent).toContain('Zoom in')
    expect(dialog?.textContent).toContain('Cancel the placement')
    // Tab from the last control (Close) wraps to the first one inside the dialog (the link to the rules reference).
    const close = document.querySelector<HTMLElement>('[data-testid="shortcuts-close"]')
    close?.focus()
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true })
    close?.dispatchEvent(tab)
    expect(tab.defaultPrevented).toBe(true)
    expect(document.activeElement).toBe(document.querySelector('[data-testid="help-open-rules"]'))
    dialog?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }))
    await vi.waitFor(() => expect(document.querySelector('[data-testid="shortcuts-help"]')).toBeNull())
    await vi.waitFor(() => expect(document.activeElement).toBe(undoButton))
  })

  it('the help is in Italian when the language is Italian', async () => {
    const { w, app } = await openTable(new TestGame())
    app.i18n.global.locale.value = 'it'
    await w.get('[data-testid="table-help"]').trigger('click')
    await vi.waitFor(() => expect(document.querySelector('[data-testid="shortcuts-help"]')?.textContent).toContain('Scorciatoie da tastiera'))
    expect(document.querySelector('[data-testid="shortcuts-help"]')?.textContent).toContain('Rimpicciolisci')
  })
})

/** Whole-game totals as main would send them for a game played mostly before this page was opened. */
const TOTALS = { turns: 14, actions: 11, commands: 63 }

/** A real view of the test game, copied with an outcome set (the test pack's game is not played to its end here). */
function endedReply(game: TestGame, patch: (v: ContinentView) => ContinentView) {
  return () => {
    const r = replyOf(game, 'slot-1', [])
    return { ok: true as const, value: { ...r, view: patch({ ...r.view, phase: 'over', decision: null }), totals: TOTALS } }
  }
}

describe('Table: shortcuts for the common actions', () => {
  const commands = (bridge: { calls: { channel: string; payload: unknown }[] }) =>
    bridge.calls.filter((c) => c.channel === 'game:command').map((c) => (c.payload as { command: ContinentCommand }).command)

  it('C-TURN-1 1 chooses the first player as active, then 1 picks the first action and D draws at the chosen cost', async () => {
    const game = new TestGame()
    const { w, bridge } = await openTable(game)
    press({ key: '1' })
    await vi.waitFor(() => expect(commands(bridge)).toEqual([{ type: 'chooseActive', seat: 0 }]))
    await vi.waitFor(() => expect(w.find('[data-testid="active-0"]').exists()).toBe(false))
    const first = w.get('[data-testid="action-resolver"] .step-body .options button').attributes('data-testid')
    press({ key: '1' })
    await vi.waitFor(() => expect(commands(bridge)).toHaveLength(2))
    expect(`action-${(() => { const c = commands(bridge)[1]; return c?.type === 'chooseAction' ? `${c.ref.uid}-${String(c.ref.index)}` : '' })()}`).toBe(first)
    // Steps before the cost (involve, items) are confirmed by their own buttons; then D draws.
    const stepButton = (): string | undefined => ['draw', 'confirm-involve', 'end-items'].find((id) => w.find(`[data-testid="${id}"]`).exists())
    for (let i = 0; i < 3; i++) {
      await vi.waitFor(() => expect(stepButton()).toBeDefined())
      const next = stepButton()
      if (next === 'draw') break
      const sent = commands(bridge).length
      await w.get(`[data-testid="${String(next)}"]`).trigger('click')
      await vi.waitFor(() => expect(commands(bridge).length).toBe(sent + 1))
      await vi.waitFor(() => expect(stepButton()).not.toBe(next))
    }
    expect(game.state.phase).toBe('cost')
    press({ key: 'd' })
    await vi.waitFor(() => expect(commands(bridge).at(-1)?.type).toBe('setCost'))
  })

  it('a digit with no such option, and digits typed in a field, do nothing', async () => {
    const { bridge } = await openTable(new TestGame())
    press({ key: '9' })
    const input = document.createElement('input')
    document.body.appendChild(input)
    input.dispatchEvent(new KeyboardEvent('keydown', { key: '1', bubbles: true, cancelable: true }))
    await new Promise((r) => setTimeout(r, 30))
    expect(commands(bridge)).toEqual([])
  })

  it('the help lists them', async () => {
    const { w } = await openTable(new TestGame())
    const undoButton = w.get('[data-testid="table-undo"]').element as HTMLButtonElement
    undoButton.focus()
    undoButton.dispatchEvent(new KeyboardEvent('keydown', { key: '?', bubbles: true, cancelable: true }))
    await vi.waitFor(() => expect(document.querySelector('[data-testid="shortcuts-help"]')?.textContent).toContain('Draw the cards at the chosen cost'))
  })
})

describe('Table: end of the game', () => {
  it('a won view shows the victory screen with a summary; "Look at the table" closes it', async () => {
    const game = new TestGame()
    const view = game.view()
    const { w } = await openTable(game, { 'game:view': endedReply(game, (v) => ({ ...v, outcome: 'won', lifted: [...v.curses] })) })
    await vi.waitFor(() => expect(w.find('[data-testid="game-won"]').exists()).toBe(true))
    expect(w.find('[data-testid="game-lost"]').exists()).toBe(false)
    const dialog = w.get('[data-testid="game-won"]')
    expect(dialog.attributes('role')).toBe('dialog')
    expect(dialog.text()).toContain('Victory!')
    const explored = view.board.filter((b) => b.cell !== '' && b.face === 'up').length
    expect(explored).toBeGreaterThan(0)
    expect(w.get('[data-testid="game-end-explored"]').text()).toBe(String(explored))
    expect(w.get('[data-testid="game-end-curses"]').text()).toBe(`${view.curses.length} of ${view.curses.length} lifted`)
    expect(w.get('[data-testid="game-end-eliminated"]').text()).toBe('None')
    // The table was opened on the ended game (its log is empty): the counts are the whole game's, from main.
    expect(w.get('[data-testid="game-end-turns"]').text()).toBe('14')
    expect(w.get('[data-testid="game-end-actions"]').text()).toBe('11')
    expect(w.get('[data-testid="game-end-commands"]').text()).toBe('63')
    expect(dialog.text()).not.toContain('since the table was opened')
    await vi.waitFor(() => expect(dialog.element.contains(document.activeElement)).toBe(true))
    await w.get('[data-testid="game-end-look"]').trigger('click')
    expect(w.find('[data-testid="game-won"]').exists()).toBe(false)
    await vi.waitFor(() => expect(document.activeElement?.id).toBe('table-title'))
    expect(w.find('[data-testid="table-layout"]').exists()).toBe(true)
  })

  it('a lost view shows the defeat screen, names the eliminated character, and leads back to the menu', async () => {
    const game = new TestGame()
    const { w, app } = await openTable(game, {
      'game:view': endedReply(game, (v) => ({ ...v, outcome: 'lost', players: v.players.map((p, i) => (i === 0 ? { ...p, status: 'eliminated' } : p)) })),
    })
    await vi.waitFor(() => expect(w.find('[data-testid="game-lost"]').exists()).toBe(true))
    expect(w.find('[data-testid="game-won"]').exists()).toBe(false)
    expect(w.get('[data-testid="game-lost"]').text()).toContain('Defeat')
    expect(w.get('[data-testid="game-end-turns"]').text()).toBe(String(TOTALS.turns))
    expect(w.get('[data-testid="game-end-actions"]').text()).toBe(String(TOTALS.actions))
    const seatOne = w.get('[data-testid="table-seats"] li').text()
    const eliminated = w.get('[data-testid="game-end-eliminated"]').text()
    expect(eliminated).not.toBe('None')
    expect(seatOne).toContain(eliminated)
    await w.get('[data-testid="game-end-menu"]').trigger('click')
    await vi.waitFor(() => expect(app.router.currentRoute.value.name).toBe('menu'))
  })

  it('the defeat screen is in Italian too', async () => {
    const game = new TestGame()
    const { w, app } = await openTable(game, { 'game:view': endedReply(game, (v) => ({ ...v, outcome: 'lost' })) })
    app.i18n.global.locale.value = 'it'
    await vi.waitFor(() => expect(w.get('[data-testid="game-lost"]').text()).toContain('Sconfitta'))
    expect(w.get('[data-testid="game-end-menu"]').text()).toBe('Torna al menu')
    expect(w.get('[data-testid="game-end-look"]').text()).toBe('Guarda il tavolo')
    expect(w.get('[data-testid="game-lost"]').text()).toContain('Mosse registrate')
    expect(w.get('[data-testid="game-end-commands"]').text()).toBe(String(TOTALS.commands))
  })
})
