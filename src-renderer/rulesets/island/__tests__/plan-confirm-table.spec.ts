// I-ACT-02 at the table: the group sees the whole plan and each seat confirms it before it resolves.
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeBridge } from '../../../api/__tests__/fake-bridge'
import { mountApp } from '../../../__tests__/mount-app'
import { IslandGame, islandHost } from './island-kit'

let cleanup: (() => void) | undefined
afterEach(() => cleanup?.())
vi.setConfig({ testTimeout: 20_000 })

async function openTable(game: IslandGame): Promise<VueWrapper> {
  const app = await mountApp(fakeBridge(islandHost(game)), '/table/slot-1')
  cleanup = app.unmount
  await vi.waitFor(() => expect(app.wrapper.find('[data-testid="island-table"]').exists()).toBe(true), { timeout: 8000 })
  return app.wrapper
}

/** Places every free castaway pawn on Rest or Arrange the camp through the table (one pawn each). */
async function planTheRest(w: VueWrapper, game: IslandGame): Promise<void> {
  for (let guard = 0; guard < 8; guard++) {
    const castawayFree = w.findAll('[data-testid^="pawn-"]:not([disabled])').filter((b) => game.state.seats.some((id) => (b.attributes('data-testid') ?? '').startsWith(`pawn-${id}:`)))
    if (castawayFree.length === 0) return
    await castawayFree[0]?.trigger('click', { detail: 1 })
    const option = w.find('[data-testid="plan-rest-1"]').exists() ? w.get('[data-testid="plan-rest-1"]') : w.get('[data-testid="plan-arrange-1"]')
    await option.trigger('click')
    await flushPromises()
  }
}

const planning = (game: IslandGame): boolean => game.state.position.phase === 'action' && game.state.pending?.kind === 'plan'

describe('the group confirms the plan at the table', () => {
  it('I-ACT-02 the whole plan in words, a button per seat, who confirmed, a change clearing it, and the plan resolving at the last confirmation', async () => {
    const game = new IslandGame()
    const w = await openTable(game)
    await planTheRest(w, game)
    await w.get('[data-testid="commit-plan"]').trigger('click')
    // The plan, action by action, in words.
    const summary = w.get('[data-testid="plan-summary"]')
    expect(summary.findAll('li')).toHaveLength(game.state.plan.length)
    expect(summary.text()).toMatch(/Rest|Arrange/)
    expect(summary.text()).toMatch(/sure with 1 pawn|risky with 1 pawn/)
    // One button per seat, named with the player and the castaway.
    expect(w.get('[data-testid="confirm-seat-0"]').text()).toMatch(/^P1 \(.+\) confirms$/)
    await w.get('[data-testid="confirm-seat-1"]').trigger('click')
    await flushPromises()
    expect(planning(game)).toBe(true)
    expect(w.get('[data-testid="confirmed-seat-1"]').text()).toMatch(/P2 \(.+\) confirmed/)
    expect(w.find('[data-testid="confirm-seat-1"]').exists()).toBe(false)
    // The keyboard moves on to the seat still to confirm.
    await vi.waitFor(() => expect(document.activeElement?.getAttribute('data-testid')).toBe('confirm-seat-0'))
    // A change voids it: take the last action back; the table says the confirmations were cleared.
    await w.get(`[data-testid="unplan-${game.state.plan.length - 1}"]`).trigger('click')
    await flushPromises()
    expect(w.get('[data-testid="confirm-cleared"]').text()).toContain('confirmations were cleared')
    await planTheRest(w, game)
    await w.get('[data-testid="commit-plan"]').trigger('click')
    expect(w.find('[data-testid="confirmed-seat-1"]').exists()).toBe(false)
    await w.get('[data-testid="confirm-seat-0"]').trigger('click')
    await flushPromises()
    expect(planning(game)).toBe(true)
    await w.get('[data-testid="confirm-seat-1"]').trigger('click')
    await flushPromises()
    expect(planning(game)).toBe(false)
    expect(game.commands.filter((c) => c.type === 'commitPlan')).toEqual([{ type: 'commitPlan', seat: 1 }, { type: 'commitPlan', seat: 0 }, { type: 'commitPlan', seat: 1 }])
  })
})
