import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ChannelName } from '../../../src-shared/ipc/contract'
import type { IpcResult } from '../../../src-shared/ipc/result'
import { fakeBridge } from '../../api/__tests__/fake-bridge'
import { mountApp } from '../../__tests__/mount-app'
import { TestGame } from '../../rulesets/continent/__tests__/test-pack'
import { hostAnswers, slot } from '../../rulesets/continent/__tests__/game-kit'

let cleanup: (() => void) | undefined
afterEach(() => cleanup?.())

/** A fake host whose saves change as the page renames, deletes or recovers. */
function savesHost(over: Partial<Record<ChannelName, (payload: unknown) => IpcResult<unknown>>> = {}) {
  let slots = [slot(), slot({ id: 'slot-2', name: 'Old run', outcome: 'lost', turns: 9 })]
  let quarantined = [{ name: 'slot-9-20261120T100000000Z', slotId: 'slot-9', reason: 'kind: not-json\n\nsave.json is not JSON', backups: 2 }]
  const answers = hostAnswers(new TestGame(), {
    'saves:list': () => ({ ok: true, value: slots }),
    'saves:quarantined': () => ({ ok: true, value: quarantined }),
    'saves:rename': (p) => {
      const { slotId, name } = p as { slotId: string; name: string }
      slots = slots.map((s) => (s.id === slotId ? { ...s, name } : s))
      return { ok: true, value: null }
    },
    'saves:delete': (p) => {
      slots = slots.filter((s) => s.id !== (p as { slotId: string }).slotId)
      return { ok: true, value: null }
    },
    'saves:recover': () => {
      quarantined = []
      slots = [...slots, slot({ id: 'slot-10', name: 'Recovered' })]
      return { ok: true, value: { slotId: 'slot-10' } }
    },
    'saves:backups': () => ({ ok: true, value: [{ name: '000002.json', savedAt: '2026-11-20T10:00:00.000Z', commands: 30, bytes: 1000 }] }),
    'saves:restore-backup': () => ({ ok: true, value: null }),
    'saves:import': () => {
      slots = [...slots, slot({ id: 'slot-11', name: 'Imported run' })]
      return { ok: true, value: { kind: 'imported', slotId: 'slot-11' } }
    },
    ...over,
  })
  return fakeBridge(answers, 'browser')
}

async function openSaves(bridge = savesHost()) {
  const app = await mountApp(bridge, '/saves')
  cleanup = app.unmount
  await vi.waitFor(() => expect(app.wrapper.find('[data-testid="saves-table"]').exists()).toBe(true))
  return { app, bridge, w: app.wrapper }
}

const channels = (bridge: { calls: { channel: string }[] }) => bridge.calls.map((c) => c.channel)

describe('Saves', () => {
  it('lists name, pack, players, turns and last played, most recent first, and the quarantined slots with the reason', async () => {
    const { w } = await openSaves()
    const row = w.get('[data-testid="slot-slot-1"]')
    expect(row.text()).toContain('Cinder run')
    expect(row.text()).toContain('continent-test 0.1.0')
    expect(row.findAll('td')[1]?.text()).toBe('2')
    expect(row.findAll('td')[2]?.text()).toBe('3')
    expect(w.get('[data-testid="slot-slot-2"]').text()).toContain('(Lost)')
    expect(w.get('[data-testid="saves-quarantined"]').text()).toContain('save.json is not JSON')
  })

  it('renames a slot', async () => {
    const { w, bridge } = await openSaves()
    await w.get('[data-testid="slot-slot-1"] [data-testid="slot-rename"]').trigger('click')
    await w.get('[data-testid="slot-rename-input"]').setValue('Better name')
    await w.get('[data-testid="slot-slot-1-panel"] form').trigger('submit')
    await vi.waitFor(() => expect(w.get('[data-testid="slot-slot-1"]').text()).toContain('Better name'))
    expect(bridge.calls.find((c) => c.channel === 'saves:rename')?.payload).toEqual({ slotId: 'slot-1', name: 'Better name' })
  })

  it('deletes only after confirmation, and cancelling keeps the slot', async () => {
    const { w, bridge } = await openSaves()
    await w.get('[data-testid="slot-slot-2"] [data-testid="slot-delete"]').trigger('click')
    expect(w.get('[role="alertdialog"]').text()).toContain('Delete “Old run”? It goes to the trash.')
    await w.get('[data-testid="slot-delete-cancel"]').trigger('click')
    expect(channels(bridge)).not.toContain('saves:delete')
    await w.get('[data-testid="slot-slot-2"] [data-testid="slot-delete"]').trigger('click')
    await w.get('[data-testid="slot-delete-confirm"]').trigger('click')
    await vi.waitFor(() => expect(w.find('[data-testid="slot-slot-2"]').exists()).toBe(false))
    expect(bridge.calls.find((c) => c.channel === 'saves:delete')?.payload).toEqual({ slotId: 'slot-2' })
  })

  it('shows backups and restores one after confirmation', async () => {
    const { w, bridge } = await openSaves()
    await w.get('[data-testid="slot-slot-1"] [data-testid="slot-backups"]').trigger('click')
    await vi.waitFor(() => expect(w.find('[data-testid="backup-restore-000002.json"]').exists()).toBe(true))
    expect(w.get('[data-testid="slot-slot-1-panel"]').text()).toContain('30 moves')
    await w.get('[data-testid="backup-restore-000002.json"]').trigger('click')
    await w.get('[data-testid="backup-restore-confirm"]').trigger('click')
    await vi.waitFor(() => expect(w.get('[data-testid="saves-notice"]').text()).toBe('Backup restored.'))
    expect(bridge.calls.find((c) => c.channel === 'saves:restore-backup')?.payload).toEqual({ slotId: 'slot-1', backup: '000002.json' })
  })

  it('"Try the newest backup" on a quarantined slot makes a new slot', async () => {
    const { w, bridge } = await openSaves()
    await w.get('[data-testid="quarantined-recover-slot-9-20261120T100000000Z"]').trigger('click')
    await vi.waitFor(() => expect(w.find('[data-testid="slot-slot-10"]').exists()).toBe(true))
    expect(bridge.calls.find((c) => c.channel === 'saves:recover')?.payload).toEqual({ name: 'slot-9-20261120T100000000Z' })
    expect(w.find('[data-testid="saves-quarantined"]').exists()).toBe(false)
  })

  it('"Open the folder" of a quarantined slot asks main by name; the browser host shows where the folder is', async () => {
    const folder = '/home/u/.config/Fogbound/saves/quarantine/slot-9-20261120T100000000Z'
    const { w, bridge } = await openSaves(savesHost({ 'saves:open-quarantine-folder': () => ({ ok: true, value: { opened: false, folder } }) }))
    await w.get('[data-testid="quarantined-folder-slot-9-20261120T100000000Z"]').trigger('click')
    await vi.waitFor(() => expect(w.find('[data-testid="saves-folder-shown"]').exists()).toBe(true))
    expect(bridge.calls.find((c) => c.channel === 'saves:open-quarantine-folder')?.payload).toEqual({ name: 'slot-9-20261120T100000000Z' })
    expect(w.get('[data-testid="saves-folder-shown"] code').text()).toBe(folder)
  })

  it('when main opened the folder itself, nothing more is shown', async () => {
    const { w, bridge } = await openSaves(savesHost({ 'saves:open-quarantine-folder': () => ({ ok: true, value: { opened: true, folder: '/q' } }) }))
    await w.get('[data-testid="quarantined-folder-slot-9-20261120T100000000Z"]').trigger('click')
    await vi.waitFor(() => expect(channels(bridge)).toContain('saves:open-quarantine-folder'))
    expect(w.find('[data-testid="saves-folder-shown"]').exists()).toBe(false)
  })

  it('a damaged slot that fails to open says why, where it went, and offers its newest backup', async () => {
    const bridge = savesHost({
      'saves:open': () => ({
        ok: false,
        error: { code: 'save-error', message: 'save.json is not JSON', save: { kind: 'not-json', message: 'save.json is not JSON', quarantined: 'slot-1-x', backups: 3 } },
      }),
    })
    const { w, app } = await openSaves(bridge)
    await w.get('[data-testid="slot-slot-1"] [data-testid="slot-open"]').trigger('click')
    await vi.waitFor(() => expect(w.find('[data-testid="saves-open-problem"]').exists()).toBe(true))
    const problem = w.get('[data-testid="saves-open-problem"]')
    expect(problem.text()).toContain('save.json is not JSON')
    expect(problem.text()).toContain('slot-1-x')
    await w.get('[data-testid="saves-open-problem-recover"]').trigger('click')
    await vi.waitFor(() => expect(channels(bridge)).toContain('saves:recover'))
    expect(app.router.currentRoute.value.name).toBe('saves')
  })

  it('opening a slot goes to its table', async () => {
    const { w, app } = await openSaves()
    await w.get('[data-testid="slot-slot-1"] [data-testid="slot-open"]').trigger('click')
    // The table page is a lazily loaded chunk (the heaviest one).
    await vi.waitFor(() => expect(app.router.currentRoute.value.fullPath).toBe('/table/slot-1'), { timeout: 8000 })
  })

  it('browser host: import sends the chosen file content (never a path)', async () => {
    const { w, bridge } = await openSaves()
    const input = w.get('[data-testid="saves-import-file"]')
    const file = new File(['{"format":"fogbound-save"}'], 'run.fogbound', { type: 'application/json' })
    Object.defineProperty(input.element, 'files', { value: [file] })
    await input.trigger('change')
    await vi.waitFor(() => expect(w.find('[data-testid="slot-slot-11"]').exists()).toBe(true))
    expect(bridge.calls.find((c) => c.channel === 'saves:import')?.payload).toEqual({ content: '{"format":"fogbound-save"}' })
  })

  it('shows the empty state', async () => {
    const bridge = savesHost({ 'saves:list': () => ({ ok: true, value: [] }), 'saves:quarantined': () => ({ ok: true, value: [] }) })
    const app = await mountApp(bridge, '/saves')
    cleanup = app.unmount
    await vi.waitFor(() => expect(app.wrapper.find('[data-testid="saves-empty"]').exists()).toBe(true))
    expect(app.wrapper.get('[data-testid="saves-empty"]').text()).toBe('No saved game yet.')
  })
  it('draws a small map of each slot: terrains, fog and events by shape, figures as a dot, with a label saying what it shows', async () => {
    const thumbnail = {
      cells: [
        { x: 0, y: 0, kind: 'terrain' as const, figures: true },
        { x: 1, y: 0, kind: 'terrain' as const, figures: false },
        { x: 0, y: -1, kind: 'fog' as const, figures: false },
        { x: 2, y: 0, kind: 'fog' as const, figures: false },
        { x: -1, y: 0, kind: 'fog' as const, figures: false },
        { x: 1, y: 1, kind: 'event' as const, figures: false },
      ],
    }
    const damaged = slot({ id: 'slot-3', name: 'Broken', problem: { kind: 'not-json', message: 'save.json is not JSON' } })
    const bridge = savesHost({ 'saves:list': () => ({ ok: true, value: [slot({ thumbnail: { ruleset: 'continent', data: thumbnail } }), damaged] }) })
    const { w } = await openSaves(bridge)
    // The ruleset's thumbnail drawer is its own chunk.
    await vi.waitFor(() => expect(w.find('[data-testid="slot-map"]').exists()).toBe(true))
    const svg = w.get('[data-testid="slot-slot-1"] [data-testid="slot-map"]')
    expect(svg.attributes('aria-label')).toBe('Map: 2 terrains, 3 unexplored, 1 event')
    expect(svg.attributes('role')).toBe('img')
    expect(svg.attributes('width')).toBe('64')
    expect(svg.attributes('height')).toBe('48')
    expect(svg.findAll('rect.map-terrain')).toHaveLength(2)
    expect(svg.findAll('rect.map-fog')).toHaveLength(3)
    expect(svg.findAll('rect.map-fog').every((r) => r.attributes('stroke-dasharray') !== undefined)).toBe(true)
    expect(svg.findAll('polygon.map-event')).toHaveLength(1)
    expect(svg.findAll('circle.map-figures')).toHaveLength(1)
    // The board (4 × 3 cells) is scaled to fit 64 × 48: 16-unit cells, the westmost column at x = 0.
    const shapes = svg.findAll('rect').map((r) => ({ x: Number(r.attributes('x')), y: Number(r.attributes('y')), w: Number(r.attributes('width')) }))
    for (const r of shapes) {
      expect(r.x).toBeGreaterThanOrEqual(0)
      expect(r.y).toBeGreaterThanOrEqual(0)
      expect(r.x + r.w).toBeLessThanOrEqual(64)
    }
    const dot = svg.get('circle.map-figures')
    expect([Number(dot.attributes('cx')), Number(dot.attributes('cy'))]).toEqual([24, 24])
    // A slot without a thumbnail (damaged, or its pack missing) shows a dash instead.
    const broken = w.get('[data-testid="slot-slot-3"]')
    expect(broken.find('[data-testid="slot-map"]').exists()).toBe(false)
    expect(broken.findAll('td')[4]?.text()).toBe('—')
  })

  it('the map label counts one terrain in the singular', async () => {
    const thumbnail = { cells: [{ x: 3, y: 7, kind: 'terrain' as const, figures: true }, { x: 3, y: 6, kind: 'fog' as const, figures: false }] }
    const bridge = savesHost({ 'saves:list': () => ({ ok: true, value: [slot({ thumbnail: { ruleset: 'continent', data: thumbnail } })] }) })
    const { w } = await openSaves(bridge)
    await vi.waitFor(() => expect(w.find('[data-testid="slot-map"]').exists()).toBe(true))
    expect(w.get('[data-testid="slot-map"]').attributes('aria-label')).toBe('Map: 1 terrain, 1 unexplored')
  })
})
