import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia, type Pinia } from 'pinia'
import { placementOf } from '../placement'
import { TestGame, gameAtMoveChoice, towardMoveChoice } from './test-pack'
import { mountTableOverEngine, testCatalogue } from './mount-table'

let wrapper: VueWrapper | undefined
let pinia: Pinia
beforeEach(() => { pinia = createPinia(); setActivePinia(pinia) })
afterEach(() => { wrapper?.unmount(); wrapper = undefined })

/** The table over a store whose `send` runs the real engine, the way main will. */
function table(game: TestGame) {
  const mounted = mountTableOverEngine(game, pinia)
  wrapper = mounted.w
  return mounted
}

describe('TableLayout', () => {
  it('C-TURN-1 C-ACT-2 plays a whole exploration turn by clicks: active player, action, cost, reveal, log', async () => {
    const game = new TestGame(2, 2)
    const { store, w } = table(game)
    expect(w.findAll('[data-testid^="seat-"]')).toHaveLength(2)
    await w.get('[data-testid="active-0"]').trigger('click')
    await flushPromises()
    const fog = store.view?.decision?.availableActions?.find((a) => a.ref.uid.startsWith('fog:'))
    if (!fog) throw new Error('no fog action')
    await w.get(`[data-testid="action-${fog.ref.uid}-back"]`).trigger('click')
    await flushPromises()
    if (store.view?.phase === 'involve') { await w.get('[data-testid="confirm-involve"]').trigger('click'); await flushPromises() }
    if (store.view?.phase === 'useItems') { await w.get('[data-testid="end-items"]').trigger('click'); await flushPromises() }
    expect(store.view?.phase).toBe('cost')
    expect(w.get('[data-testid="odds-value"]').text()).toMatch(/^Chance of success: [\d.]+%$/)
    await w.get('[data-testid="extra-1"]').setValue(true)
    await w.get('[data-testid="draw"]').trigger('click')
    await flushPromises()
    expect(store.view?.action === null || store.view?.action?.revealed.length === 2).toBe(true)
    expect(w.get('[role="log"]').text()).toMatch(/Bram Cooper: Explore, flee at an Exploration card — drew 2 cards, (1 success|\d+ successes) of 1: (success|failure)/)
    // Play on with the same purposeful player until the action is over; the counters follow the view.
    while (store.view && store.view.phase !== 'chooseActive' && store.view.outcome === null) {
      const cmd = towardMoveChoice(game.legal(), store.view)
      if (!cmd) break
      await store.send(cmd)
    }
    await flushPromises()
    expect(w.get('[data-testid="count-action"]').text()).toContain(String(store.view?.actionDeckCount))
  })

  it('C-EXPLORE-14 moves the figures by dragging them onto a highlighted terrain', async () => {
    const game = gameAtMoveChoice()
    const { store, w } = table(game)
    const target = placementOf(store.view)?.targets[0]
    if (!target) throw new Error('no target')
    await w.get(`[data-testid="legal-${target.cell}"]`).trigger('click')
    await flushPromises()
    expect(store.view?.players[0]?.at).toBe(target.uid)
    expect(w.find('[data-testid="reveal-tray"]').exists()).toBe(false)
    expect(w.get('[role="log"]').text()).toContain('move to')
  })

  it('announces a refused command', async () => {
    const game = new TestGame(2)
    const { store, w } = table(game)
    await store.send({ type: 'endItems' })
    await flushPromises()
    expect(w.get('[data-testid="table-announcement"]').text()).toContain('endItems')
  })

  it('card zoom: hovering or focusing a card shows it whole (title, kind, number, text, action squares); leaving hides it', async () => {
    const game = new TestGame(2, 2)
    const { store, w } = table(game)
    const zoom = w.get('[data-testid="card-zoom"]')
    expect(zoom.classes()).not.toContain('shown')
    const start = store.view?.board.find((b) => b.face === 'up')
    if (start?.face !== 'up') throw new Error('no face-up card')
    const card = w.get(`[data-testid="card-${start.uid}"]`)
    expect(card.attributes('tabindex')).toBe('0')
    await card.trigger('focusin')
    expect(zoom.classes()).toContain('shown')
    const face = testCatalogue().face(start.uid)
    expect(zoom.text()).toContain('Terrain')
    expect(zoom.text()).toContain(String(face?.number))
    const squares = zoom.findAll('[data-testid="action-square"]')
    expect(squares).toHaveLength(face?.actions.length ?? -1)
    expect(squares[0]?.attributes('aria-label')).toMatch(/Costs (nothing|\d+ cards?)\. Needs/)
    await card.trigger('focusout')
    expect(zoom.classes()).not.toContain('shown')
    // Fog cards have no public face: nothing to zoom (C-D-2).
    const fog = w.find('[data-testid^="card-fog:"]')
    expect(fog.attributes('data-zoom')).toBeUndefined()
    await fog.trigger('pointerover')
    expect(zoom.classes()).not.toContain('shown')
    // Hover works the same; Escape hides.
    await card.trigger('pointerover')
    expect(zoom.classes()).toContain('shown')
    await w.get('[data-testid="table-layout"]').trigger('keydown', { key: 'Escape' })
    expect(zoom.classes()).not.toContain('shown')
  })
})
