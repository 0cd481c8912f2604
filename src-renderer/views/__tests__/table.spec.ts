import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeBridge } from '../../api/__tests__/fake-bridge'
import { mountApp } from '../../__tests__/mount-app'
import { TestGame } from '../../components/table/__tests__/test-pack'
import { decisionOptions } from '../../stores/game'
import { catalogueFrom } from '../../components/table/catalogue'
import { testContent } from '../../components/table/__tests__/test-pack'
import { hostAnswers, replyOf } from './game-kit'
import { useTableStore } from '../../stores/table'
import { isRuleError } from '../../../src-shared/engine/rule-error'

let cleanup: (() => void) | undefined
afterEach(() => cleanup?.())

async function openTable(game = new TestGame(), over: Parameters<typeof hostAnswers>[1] = {}) {
  const bridge = fakeBridge(hostAnswers(game, over), 'browser')
  const app = await mountApp(bridge, '/table/slot-1')
  cleanup = app.unmount
  await vi.waitFor(() => expect(app.wrapper.find('[data-testid="table-layout"]').exists()).toBe(true), { timeout: 8000 })
  return { app, bridge, w: app.wrapper }
}

const t = (key: string, params?: Record<string, unknown>) => `${key}${params ? JSON.stringify(params) : ''}`

describe('decisionOptions', () => {
  it('turns every phase of a real game into commands the engine accepts', () => {
    const game = new TestGame()
    const cat = catalogueFrom(testContent())
    const phases = new Set<string>()
    for (let i = 0; i < 40 && game.view().decision; i++) {
      const view = game.view()
      const options = decisionOptions(view, cat, 'en', t)
      expect(options.length, view.phase).toBeGreaterThan(0)
      phases.add(view.phase)
      // Every option is a command the rules accept now (fog cards are named by their public ref).
      for (const o of options) expect(isRuleError(game.rules.apply(game.state, o.command)), JSON.stringify(o.command)).toBe(false)
      const pick = options.find((o) => o.command.type !== 'cancel' && o.command.type !== 'rulesSave') ?? options[0]
      if (!pick) break
      game.play(pick.command)
    }
    expect([...phases]).toEqual(expect.arrayContaining(['chooseActive', 'chooseAction', 'cost']))
  })
})

describe('Table', () => {
  it('loads the slot after a reload, shows the table, the seats and the plain list of legal moves', async () => {
    const { w, bridge } = await openTable()
    expect(bridge.calls.map((c) => c.channel)).toContain('game:view')
    expect(w.get('[data-testid="table-title"]').text()).toBe('Cinder run')
    expect(w.get('[data-testid="table-seats"]').text()).toContain('P1')
    expect(w.findAll('[data-testid="plain-options"] button.plain-option').length).toBeGreaterThan(0)
    expect(w.find('[data-testid="table-map"]').exists()).toBe(true)
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
})
