import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeBridge } from '../../../api/__tests__/fake-bridge'
import { mountApp } from '../../../__tests__/mount-app'
import { SagaGame, sagaHost } from './saga-kit'

let cleanup: (() => void) | undefined
afterEach(() => cleanup?.())
// Each test mounts the whole app and loads the table's chunk; on a busy machine that takes a while.
vi.setConfig({ testTimeout: 20_000 })

async function openTable(game: SagaGame, language: 'en' | 'it' = 'en'): Promise<VueWrapper> {
  const app = await mountApp(fakeBridge(sagaHost(game, language)), '/table/slot-1')
  cleanup = app.unmount
  await vi.waitFor(() => expect(app.wrapper.find('[data-testid="saga-table"]').exists()).toBe(true), { timeout: 8000 })
  return app.wrapper
}

async function key(w: VueWrapper, selector: string, k: string): Promise<void> {
  await w.get(selector).trigger('keydown', { key: k })
}

describe('the Saga table over the real engine', () => {
  it('S-ROW-08 S-ROW-14 S-SETUP-01 the game opens on its introduction; choosing a slot previews what it yields, and only "Place here" places the token', async () => {
    const game = new SagaGame()
    const w = await openTable(game)
    expect(w.get('[data-testid="saga-turn-1"]').attributes('aria-current')).toBe('step')
    expect(w.findAll('[data-testid^="saga-slot-"]')).toHaveLength(game.state.row.cards.length)
    // S-SETUP-01: a new game opens on the adventure's introduction.
    expect(w.get('[data-testid="saga-story"]').text()).toContain('A small adventure that tries every rule once.')
    await w.get('[data-testid="saga-card-2"]').trigger('click')
    const preview = w.get('[data-testid="saga-preview"]')
    // Card 4 (Move 2 or Build 1, +1 per used token under it): the values the engine's helper counts, bonus included.
    const [move, build] = game.reply().view.preview[2]?.values ?? []
    expect(move).toBe(3)
    expect(preview.text()).toContain(`Move ${move}`)
    expect(preview.text()).toContain(`Build ${build}`)
    expect(preview.text()).toContain('Per token under (used tokens): +1 × 1')
    expect(game.commands).toHaveLength(0)
    await w.get('[data-testid="saga-place-0"]').trigger('click')
    await flushPromises()
    expect(game.commands).toEqual([{ type: 'place', token: 0, slot: 2, main: 0 }])
    await vi.waitFor(() => expect(w.get('[data-testid="saga-asked"]').text()).toContain('is moving'))
    expect(w.get('[data-testid="saga-log"]').text()).toContain('Warden: Move 3')
  })

  it('S-MOVE-03 S-ATLAS-03 a moving character sees the borders it may cross lit, the path and its cost, and crosses by a click', async () => {
    const game = new SagaGame()
    game.play({ type: 'place', token: 0, slot: 2, main: 0 })
    const w = await openTable(game)
    const border = w.get('[data-testid="saga-border-meadow-ford"]')
    expect(border.classes()).toContain('crossable')
    expect(w.get('[data-testid="saga-border-meadow-ridge"]').classes()).not.toContain('crossable')
    // The ridge opens in round 2: its access number is not lit yet.
    expect(w.get('[data-testid="saga-area-ridge"] .access').classes()).not.toContain('lit')
    await border.trigger('pointerenter')
    expect(w.get('[data-testid="saga-move-note"]').text()).toContain('To Ford: cost 1, movement left after: 2')
    expect(w.find('[data-testid="saga-move-path"]').exists()).toBe(true)
    await border.trigger('click')
    await flushPromises()
    expect(game.state.characters[0]?.area).toBe('ford')
    await vi.waitFor(() => expect(w.get('[data-testid="saga-area-ford"]').text()).toContain('Warden'))
  })

  it('S-JOURNEY-13 S-POLY-03 a journey tile is picked, turned with R and laid with Enter on a lit place', async () => {
    const game = new SagaGame()
    game.play({ type: 'place', token: 0, slot: 5 })
    const w = await openTable(game)
    await vi.waitFor(() => expect(w.find('[data-testid="saga-journey-tile-p2"]').exists()).toBe(true))
    await key(w, '[data-testid="saga-journey-placer"]', '2')
    // Held as printed (flat), the first tile must reach column 0: it starts on a lit place.
    expect(w.findAll('[data-testid="saga-journey-grid"] .cell.lit').length).toBeGreaterThan(0)
    await key(w, '[data-testid="saga-journey-placer"]', 'r')
    await key(w, '[data-testid="saga-journey-placer"]', 'ArrowDown')
    expect(w.findAll('[data-testid="saga-journey-ghost"].legal')).toHaveLength(2)
    await key(w, '[data-testid="saga-journey-placer"]', 'Enter')
    await flushPromises()
    const laid = game.commands.at(-1)
    expect(laid?.type).toBe('tile')
    // Turned a quarter: the two squares stand one above the other in column 0.
    expect(laid && 'cells' in laid ? laid.cells.map(([c]) => c) : []).toEqual([0, 0])
    expect(game.state.journey.tiles).toHaveLength(1)
  })

  it('S-CHAR-11 S-SAC-07 the table warns before a wound that leaves no room for the next one', async () => {
    const game = new SagaGame()
    // The warden's grid with one free square left, and a one-square wound to take.
    const c = game.state.characters[0]
    if (!c) throw new Error('no warden')
    c.grid = ['####', '####', '###.']
    c.wounds = [{ shape: 'p1', cells: [[0, 0]] }]
    game.state.queue = [{ t: 'wound', who: 0, wound: { shape: 'p1' } }]
    const w = await openTable(game)
    await vi.waitFor(() => expect(w.find('[data-testid="saga-wounds-0-tile-p1"]').exists()).toBe(true))
    expect(w.find('[data-testid="saga-elimination-0"]').exists()).toBe(false)
    await key(w, '[data-testid="saga-wounds-0-placer"]', '1')
    await vi.waitFor(() => expect(w.get('[data-testid="saga-elimination-0"]').text()).toContain('The next wound eliminates Warden'))
    await key(w, '[data-testid="saga-wounds-0-placer"]', 'Enter')
    await flushPromises()
    expect(game.commands.at(-1)).toEqual({ type: 'wound', shape: 'p1', cells: [[3, 2]] })
  })

  it('S-STORY-05 S-STORY-08 a paragraph opens as a book page, offers its subplots with their cost, and a paid one is followed', async () => {
    const game = new SagaGame()
    game.state.read = [10]
    const scout = game.state.characters[1]
    const warden = game.state.characters[0]
    if (!scout || !warden) throw new Error('no characters')
    warden.goods = { ...warden.goods, rumour: 2 }
    game.state.queue = [{ t: 'subplots', actor: 0, paragraph: 10, location: null }]
    const w = await openTable(game)
    await vi.waitFor(() => expect(w.find('[data-testid="saga-story"]').exists()).toBe(true))
    const page = w.get('[data-testid="saga-story"]')
    expect(page.text()).toContain('§ 10')
    expect(page.text()).toContain('each costs 1 Rumour')
    const pay = page.find('[data-testid="saga-subplot-0-0"]')
    expect(pay.exists()).toBe(true)
    await pay.trigger('click')
    await flushPromises()
    expect(game.commands.at(-1)).toEqual({ type: 'subplot', index: 0, payer: 0 })
    expect(game.state.characters[0]?.goods.rumour ?? 0).toBeLessThan(2)
    // The journal keeps the page.
    expect(w.get('[data-testid="saga-journal"]').text()).toContain('§ 10')
  })

  it('S-COMBAT-16 S-COMBAT-17 S-COMBAT-21 the rolled dice show as shapes, laid on the enemy card until its hearts are covered', async () => {
    const game = new SagaGame()
    // A fight under way at the den: one die rolled into an L of three squares, the weak card's two hearts to cover.
    game.state.fight = { actor: 0, location: 'den', token: 0, card: 'weak-1', rolled: [{ die: 'yellow', face: 4 }], toPlace: ['l3'], placed: [] }
    game.state.map.enemies.den = ['weak']
    game.state.queue = [{ t: 'strike', actor: 0 }]
    game.state.placed = true
    const w = await openTable(game)
    await vi.waitFor(() => expect(w.find('[data-testid="saga-enemy-tile-l3"]').exists()).toBe(true))
    expect(w.findAll('[data-testid="saga-fight"] .combat-die')).toHaveLength(1)
    expect(w.findAll('[data-testid="saga-enemy-grid"] .cell.heart')).toHaveLength(2)
    const placer = '[data-testid="saga-enemy-placer"]'
    for (const k of ['1', 'f', 'ArrowUp', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'ArrowRight']) await key(w, placer, k)
    expect(w.findAll('[data-testid="saga-enemy-ghost"].legal')).toHaveLength(3)
    await key(w, placer, 'Enter')
    await flushPromises()
    const struck = game.commands.at(-1)
    expect(struck?.type).toBe('strike')
    expect(struck && 'cells' in struck ? [...struck.cells].map(([c, r]) => `${c},${r}`).sort() : []).toEqual(['0,1', '1,0', '1,1'])
    expect(game.state.fight).toBeNull()
    await vi.waitFor(() => expect(w.get('[data-testid="saga-log"]').text()).toContain('The enemy is beaten.'))
  })

  it('S-END-04 S-CORE-05 the end of the adventure shows its ending paragraph over the table, and no decision is asked', async () => {
    const game = new SagaGame()
    game.state.outcome = 'won'
    game.state.ending = 90
    game.state.read = [90]
    game.state.queue = []
    const w = await openTable(game)
    await vi.waitFor(() => expect(w.find('[data-testid="saga-end"]').exists()).toBe(true))
    expect(w.get('[data-testid="saga-end"]').text()).toContain('Victory')
    expect(w.get('[data-testid="saga-end"]').text()).toContain('Story of Victory.')
    expect(w.find('[data-testid="saga-decision"]').exists()).toBe(false)
  })

  it('the table speaks Italian: the four turns, the question and the boards in the player\'s language', async () => {
    const game = new SagaGame()
    const w = await openTable(game, 'it')
    expect(w.get('[data-testid="saga-turn-1"]').text()).toBe('Turno 1')
    expect(w.get('[data-testid="saga-asked"]').text()).toContain('scegli uno spazio della fila delle azioni')
    expect(w.get('[data-testid="saga-board-0"]').text()).toContain('Quadrante di combattimento')
  })
})
