import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeBridge } from '../../api/__tests__/fake-bridge'
import { mountApp } from '../../__tests__/mount-app'
import { TestGame } from '../../rulesets/continent/__tests__/test-pack'
import { debugOn, hostAnswers, replyOf } from '../../rulesets/continent/__tests__/game-kit'
import { useTableStore } from '../../rulesets/continent/table-store'

let cleanup: (() => void) | undefined
afterEach(() => cleanup?.())

async function openTable(game = new TestGame(), over: Parameters<typeof hostAnswers>[1] = {}) {
  const bridge = fakeBridge(hostAnswers(game, { ...debugOn, ...over }), 'browser')
  const app = await mountApp(bridge, '/table/slot-1')
  cleanup = app.unmount
  await vi.waitFor(() => expect(app.wrapper.find('[data-testid="table-layout"]').exists()).toBe(true), { timeout: 8000 })
  return { app, bridge, w: app.wrapper }
}

describe('Table', () => {
  it('loads the slot after a reload, shows the table, the seats and the plain list of legal moves', async () => {
    const { w, bridge } = await openTable()
    expect(bridge.calls.map((c) => c.channel)).toContain('game:view')
    expect(w.get('[data-testid="table-title"]').text()).toBe('Cinder run')
    expect(w.get('[data-testid="table-seats"]').text()).toContain('P1')
    expect(w.findAll('[data-testid="plain-options"] button.plain-option').length).toBeGreaterThan(0)
    expect(w.find('[data-testid="table-map"]').exists()).toBe(true)
  })

  it('the plain list of legal moves is a debug tool: hidden while the debug setting is off', async () => {
    const game = new TestGame()
    const bridge = fakeBridge(hostAnswers(game), 'browser')
    const app = await mountApp(bridge, '/table/slot-1')
    cleanup = app.unmount
    await vi.waitFor(() => expect(app.wrapper.find('[data-testid="table-layout"]').exists()).toBe(true), { timeout: 8000 })
    expect(app.wrapper.find('[data-testid="plain-options"]').exists()).toBe(false)
  })

  it('opening a solo game plays nothing unasked: the turn\'s start is shown, and pressing the name sends chooseActive', async () => {
    const { w, bridge } = await openTable(new TestGame(1))
    expect(bridge.calls.some((c) => c.channel === 'game:command')).toBe(false)
    await w.get('[data-testid="active-0"]').trigger('click')
    await vi.waitFor(() => expect(bridge.calls.find((c) => c.channel === 'game:command')?.payload).toEqual({ slotId: 'slot-1', command: { type: 'chooseActive', seat: 0 } }))
  })

  it('a move from the plain list goes to main as game:command and the new view replaces the old one', async () => {
    const { w, bridge } = await openTable()
    const before = w.findAll('button.plain-option').map((b) => b.text())
    await w.get('button.plain-option').trigger('click')
    await vi.waitFor(() => expect(w.findAll('button.plain-option').map((b) => b.text())).not.toEqual(before))
    const call = bridge.calls.find((c) => c.channel === 'game:command')
    expect(call?.payload).toEqual({ slotId: 'slot-1', command: { type: 'chooseActive', seat: 0 } })
  })

  it('a refused move shows the engine message and changes nothing', async () => {
    const { w } = await openTable(new TestGame(), { 'game:command': () => ({ ok: false, error: { code: 'rule-error', message: 'not now (C-TURN-2)' } }) })
    const before = w.findAll('button.plain-option').map((b) => b.text())
    await w.get('button.plain-option').trigger('click')
    await vi.waitFor(() => expect(w.find('[data-testid="table-refusal"]').exists()).toBe(true))
    expect(w.get('[data-testid="table-refusal"]').text()).toContain('not now (C-TURN-2)')
    expect(w.findAll('button.plain-option').map((b) => b.text())).toEqual(before)
  })

  it('switching to another slot starts with an empty log', async () => {
    const game = new TestGame()
    const { app, w } = await openTable(game, { 'game:view': (p) => ({ ok: true, value: replyOf(game, (p as { slotId: string }).slotId, []) }) })
    await w.get('button.plain-option').trigger('click')
    const table = useTableStore()
    await vi.waitFor(() => expect(table.log).toHaveLength(1))
    await app.router.push('/table/slot-2')
    await vi.waitFor(() => expect(w.get('[data-testid="table-title"]').text()).toBe('Cinder run'))
    await vi.waitFor(() => expect(table.log).toHaveLength(0))
  })

  it('a slot that cannot be opened says why', async () => {
    const bridge = fakeBridge(hostAnswers(new TestGame(), { 'game:view': () => ({ ok: false, error: { code: 'not-found', message: 'There is no save slot "slot-1".' } }) }), 'browser')
    const app = await mountApp(bridge, '/table/slot-1')
    cleanup = app.unmount
    await vi.waitFor(() => expect(app.wrapper.find('[data-testid="table-open-error"]').exists()).toBe(true), { timeout: 8000 })
    expect(app.wrapper.get('[data-testid="table-open-error"]').text()).toContain('There is no save slot')
  })

  it('a game of a ruleset this build cannot show says so instead of drawing a table', async () => {
    const game = new TestGame()
    const bridge = fakeBridge(hostAnswers(game, { 'game:view': () => ({ ok: true, value: { ...replyOf(game, 'slot-1', []), ruleset: 'tomorrow' } }) }), 'browser')
    const app = await mountApp(bridge, '/table/slot-1')
    cleanup = app.unmount
    await vi.waitFor(() => expect(app.wrapper.find('[data-testid="table-unknown-ruleset"]').exists()).toBe(true), { timeout: 8000 })
    expect(app.wrapper.get('[data-testid="table-unknown-ruleset"]').text()).toContain('(tomorrow)')
    expect(app.wrapper.find('[data-testid="table-layout"]').exists()).toBe(false)
  })

  it('the page notices sit in the ruleset table, after its seats', async () => {
    const { w } = await openTable()
    const seats = w.get('[data-testid="table-seats"]').element
    const status = w.get('[data-testid="table-undo-status"]').element
    expect(seats.compareDocumentPosition(status) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })
})
