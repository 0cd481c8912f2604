import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia, type Pinia } from 'pinia'
import { messages } from '../../../i18n'
import { SIDE_PANELS } from '../side/side-panels'
import { recallPanels, rememberPanels } from '../side/panel-memory'
import { TestGame } from './test-pack'
import { mountTableOverEngine } from './mount-table'

/** The table's side column (issue #14 item 3): panels that fold away, remembered for the session, nothing over the map. */

let wrapper: VueWrapper | undefined
let pinia: Pinia
beforeEach(() => {
  pinia = createPinia()
  setActivePinia(pinia)
  sessionStorage.clear()
})
afterEach(() => { wrapper?.unmount(); wrapper = undefined })

function table(): VueWrapper {
  wrapper?.unmount()
  wrapper = mountTableOverEngine(new TestGame(2, 2), pinia).w
  return wrapper
}

/** A dotted key's message, or undefined. */
function message(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), tree)
}

const isShown = (w: VueWrapper, testId: string): boolean => (w.get(`[data-testid="${testId}"]`).element as HTMLElement).style.display !== 'none'

describe('side panels', () => {
  it('every panel has a name in words in English and Italian, and the action panel holds the resolver', () => {
    expect(SIDE_PANELS.map((p) => p.id)).toEqual(['action', 'players', 'log', 'piles'])
    for (const p of SIDE_PANELS) {
      expect(typeof message(messages.en, p.labelKey), `en ${p.labelKey}`).toBe('string')
      expect(typeof message(messages.it, p.labelKey), `it ${p.labelKey}`).toBe('string')
    }
    const w = table()
    expect(w.get('[data-testid="panel-action"]').find('[data-testid="action-resolver"]').exists()).toBe(true)
    expect(w.get('[data-testid="panel-players"]').findAll('[data-testid^="seat-"]')).toHaveLength(2)
  })

  it('a panel folds with its toggle button (named in words, aria-expanded) and keeps its content mounted', async () => {
    const w = table()
    const toggle = w.get('[data-testid="panel-toggle-log"]')
    expect(toggle.text()).toContain('Log')
    expect(toggle.text()).toContain('hide')
    expect(toggle.attributes('aria-expanded')).toBe('true')
    const body = document.getElementById(toggle.attributes('aria-controls') ?? '')
    expect(body?.contains(w.get('[data-testid="action-log"]').element)).toBe(true)
    await toggle.trigger('click')
    expect(toggle.attributes('aria-expanded')).toBe('false')
    expect(toggle.text()).toContain('show')
    expect(body?.style.display).toBe('none')
    expect(w.find('[data-testid="action-log"]').exists()).toBe(true)
    // The piles start folded and open the same way.
    const piles = w.get('[data-testid="panel-toggle-piles"]')
    expect(piles.attributes('aria-expanded')).toBe('false')
    await piles.trigger('click')
    expect(piles.attributes('aria-expanded')).toBe('true')
  })

  it('the whole column folds to a strip; the tray and the page notices stay; both are remembered for the session', async () => {
    const w = table()
    expect(isShown(w, 'side-panels')).toBe(true)
    const toggle = w.get('[data-testid="side-toggle"]')
    expect(toggle.text()).toBe('▶Hide the side panels')
    await toggle.trigger('click')
    expect(isShown(w, 'side-panels')).toBe(false)
    expect(w.get('[data-testid="side-toggle"]').attributes('aria-expanded')).toBe('false')
    expect(w.get('[data-testid="side-toggle"]').text()).toContain('Show the side panels')
    await w.get('[data-testid="panel-toggle-players"]').trigger('click')
    await flushPromises()
    // A new table in the same session (a reload, the next game) opens as the player left it.
    const again = table()
    expect(isShown(again, 'side-panels')).toBe(false)
    expect(again.get('[data-testid="panel-toggle-players"]').attributes('aria-expanded')).toBe('false')
    expect(again.get('[data-testid="panel-toggle-action"]').attributes('aria-expanded')).toBe('true')
  })

  it('the card details have a dock of their own in the column, not over the map', async () => {
    const game = new TestGame(2, 2)
    wrapper = mountTableOverEngine(game, pinia).w
    const w = wrapper
    const dock = w.get('[data-testid="panel-card"]')
    expect(dock.find('[data-testid="card-zoom"]').exists()).toBe(true)
    expect(w.get('[data-testid="table-map"]').find('[data-testid="card-zoom"]').exists()).toBe(false)
    expect(dock.text()).toContain('Point at a card or focus it to read it here.')
    const start = game.view().board.find((b) => b.face === 'up')
    if (start?.face !== 'up') throw new Error('no face-up card')
    await w.get(`[data-testid="card-${start.uid}"]`).trigger('focusin')
    expect(dock.get('[data-testid="card-zoom"]').classes()).toContain('shown')
    expect(dock.text()).not.toContain('Point at a card')
  })
})

describe('panel memory', () => {
  it('falls back to the defaults on a missing, damaged or foreign entry, and keeps only booleans', () => {
    const defaults = { action: true, piles: false }
    expect(recallPanels(defaults)).toEqual(defaults)
    sessionStorage.setItem('fogbound.continent.panels', '{not json')
    expect(recallPanels(defaults)).toEqual(defaults)
    sessionStorage.setItem('fogbound.continent.panels', JSON.stringify({ action: 'no', piles: true, extra: false }))
    expect(recallPanels(defaults)).toEqual({ action: true, piles: true, extra: false })
    rememberPanels({ action: false })
    expect(recallPanels(defaults)).toEqual({ action: false, piles: false })
  })
})
