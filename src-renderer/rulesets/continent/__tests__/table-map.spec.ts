import { afterEach, describe, expect, it } from 'vitest'
import { isProxy, isReactive } from 'vue'
import type { VueWrapper } from '@vue/test-utils'
import TableMap from '../TableMap.vue'
import { cellCentre, worldToScreen, type Transform } from '../geometry'
import { TestGame } from './test-pack'
import { mountTable, testCatalogue } from './mount-table'

let wrapper: VueWrapper | undefined
afterEach(() => { wrapper?.unmount(); wrapper = undefined })

function mountMap(game: TestGame, extra: Record<string, unknown> = {}, withArt = false) {
  const cat = testCatalogue(withArt)
  wrapper = mountTable(TableMap, { props: { view: game.view(), catalogue: cat, ...extra } })
  return { wrapper, cat }
}

const lastTransform = (w: VueWrapper): Transform => {
  const all = w.emitted('update:transform') as Transform[][] | undefined
  const last = all?.at(-1)?.[0]
  if (!last) throw new Error('no transform emitted')
  return last
}

describe('TableMap', () => {
  it('C-EXPLORE-2 draws the starting terrain face up and its Exploration cards fog side up, with screen-reader labels', () => {
    const game = new TestGame(2)
    const { wrapper: w } = mountMap(game)
    const view = game.view()
    const start = view.board.find((b) => b.face === 'up')
    if (!start || start.face !== 'up') throw new Error('no start terrain')
    const li = w.get(`[data-testid="card-${start.uid}"]`)
    expect(li.get('.visually-hidden').text()).toBe('Terrain 001, Ash Clearing, 4 actions')
    expect(li.text()).toContain('001')
    expect(li.text()).toContain('Ash Clearing')
    const fogs = view.board.filter((b) => b.face === 'fog')
    expect(fogs.length).toBeGreaterThan(0)
    for (const f of fogs) {
      if (f.face !== 'fog') continue
      const el = w.get(`[data-testid="card-${f.ref}"]`)
      expect(el.classes()).toContain('fog')
      expect(el.get('.visually-hidden').text()).toBe(`Exploration card, fog side up, area ${f.area}, Explore, flee action (attached to Ash Clearing)`)
      // Its placement arrow points back at the start terrain in 0,0.
      const arrow = el.get('.fog-arrow').attributes('data-arrow')
      expect(arrow).toBe(f.cell === '0,-1' ? 'S' : f.cell === '1,0' ? 'W' : f.cell === '0,1' ? 'N' : 'E')
    }
    // Positioned by cell: (1,0) lies one pitch east of (0,0).
    expect(w.get('[data-cell="1,0"]').attributes('style')).toContain('left: 132px')
  })

  it('draws one figure per seat with shape, colour and initial (never colour alone)', () => {
    const game = new TestGame(3)
    const { wrapper: w } = mountMap(game)
    const tokens = w.findAll('[data-testid^="token-fig-"]')
    expect(tokens).toHaveLength(3)
    const shapes = tokens.map((t) => t.classes().find((c) => c.startsWith('shape-')))
    expect(new Set(shapes).size).toBe(3)
    const initials = tokens.map((t) => t.get('[aria-hidden="true"]').text())
    expect(initials.every((i) => /^[A-Z]$/.test(i))).toBe(true)
    expect(tokens[0]?.get('.visually-hidden').text()).toMatch(/^Figure of /)
    expect(w.get('[data-testid="token-fig-0"]').classes()).toContain('active')
  })

  it('uses the card art when the catalogue serves it, a titled frame otherwise', () => {
    const game = new TestGame(1)
    const start = game.view().board.find((b) => b.face === 'up')
    if (!start || start.face !== 'up') throw new Error('no start terrain')
    const { wrapper: w } = mountMap(game, {}, true)
    expect(w.get(`[data-testid="card-${start.uid}"] img`).attributes('src')).toBe('fogbound-pack://continent-test/art/clearing.svg')
    w.unmount()
    wrapper = undefined
    const { wrapper: w2 } = mountMap(game)
    expect(w2.find(`[data-testid="card-${start.uid}"] img`).exists()).toBe(false)
    expect(w2.find(`[data-testid="card-${start.uid}"] .card-frame`).exists()).toBe(true)
  })

  it('keeps card definitions out of Vue reactivity', () => {
    const cat = testCatalogue()
    expect(isProxy(cat)).toBe(false)
    expect(isReactive(cat.face('a-001-green1'))).toBe(false)
    const game = new TestGame(1)
    const { wrapper: w } = mountMap(game)
    const props = w.props() as { catalogue: object }
    expect(isReactive(props.catalogue)).toBe(false)
  })

  it('wheel zooms around the pointer: the world point under it stays put', async () => {
    const game = new TestGame(1)
    const { wrapper: w } = mountMap(game, { transform: { x: 50, y: 40, scale: 1 } })
    const before = { x: (200 - 50) / 1, y: (150 - 40) / 1 }
    await w.get('[data-testid="table-map"]').trigger('wheel', { deltaY: -200, clientX: 200, clientY: 150 })
    const t = lastTransform(w)
    expect(t.scale).toBeGreaterThan(1)
    expect((200 - t.x) / t.scale).toBeCloseTo(before.x, 6)
    expect((150 - t.y) / t.scale).toBeCloseTo(before.y, 6)
  })

  it('drag pans the one layer live and commits the transform only on release', async () => {
    const game = new TestGame(1)
    const { wrapper: w } = mountMap(game)
    const map = w.get('[data-testid="table-map"]')
    await map.trigger('pointerdown', { pointerId: 1, clientX: 100, clientY: 100 })
    await map.trigger('pointermove', { pointerId: 1, clientX: 130, clientY: 90 })
    await map.trigger('pointermove', { pointerId: 1, clientX: 160, clientY: 80 })
    expect(w.emitted('update:transform')).toBeUndefined()
    expect((w.get('[data-testid="map-layer"]').element as HTMLElement).style.transform).toBe('translate(60px, -20px) scale(1)')
    await map.trigger('pointerup', { pointerId: 1, clientX: 160, clientY: 80 })
    expect(w.emitted('update:transform')).toHaveLength(1)
    expect(lastTransform(w)).toEqual({ x: 60, y: -20, scale: 1 })
  })

  it('two pointers pinch-zoom around their midpoint', async () => {
    const game = new TestGame(1)
    const { wrapper: w } = mountMap(game)
    const map = w.get('[data-testid="table-map"]')
    await map.trigger('pointerdown', { pointerId: 1, clientX: 100, clientY: 100 })
    await map.trigger('pointerdown', { pointerId: 2, clientX: 200, clientY: 100 })
    await map.trigger('pointermove', { pointerId: 2, clientX: 300, clientY: 100 })
    await map.trigger('pointerup', { pointerId: 2, clientX: 300, clientY: 100 })
    await map.trigger('pointerup', { pointerId: 1, clientX: 100, clientY: 100 })
    expect(lastTransform(w).scale).toBeCloseTo(2, 6)
  })

  it('keyboard: + and - zoom, arrows pan, buttons zoom and fit all', async () => {
    const game = new TestGame(1)
    const { wrapper: w } = mountMap(game)
    const map = w.get('[data-testid="table-map"]')
    await map.trigger('keydown', { key: '+' })
    expect(lastTransform(w).scale).toBeCloseTo(1.25, 6)
    await map.trigger('keydown', { key: '-' })
    expect(lastTransform(w).scale).toBeCloseTo(1, 6)
    const t0 = lastTransform(w)
    await map.trigger('keydown', { key: 'ArrowLeft' })
    expect(lastTransform(w).x).toBeCloseTo(t0.x + 60, 6)
    await w.get('[data-testid="zoom-in"]').trigger('click')
    expect(lastTransform(w).scale).toBeCloseTo(1.25, 6)
    await w.get('[data-testid="fit-all"]').trigger('click')
    const fit = lastTransform(w)
    // The start terrain's centre is on screen after fitting (viewport fallback 800×600 in happy-dom).
    const p = worldToScreen(fit, cellCentre({ x: 0, y: 0 }))
    expect(p.x).toBeGreaterThan(0)
    expect(p.x).toBeLessThan(800)
    expect(p.y).toBeGreaterThan(0)
    expect(p.y).toBeLessThan(600)
  })

  it('can fit every card into view as soon as it is mounted', () => {
    const game = new TestGame(1)
    const { wrapper: w } = mountMap(game, { fitOnMount: true })
    const t = lastTransform(w)
    const p = worldToScreen(t, cellCentre({ x: 0, y: 0 }))
    expect(p.x).toBeGreaterThan(0)
    expect(p.x).toBeLessThan(800)
  })

  it('highlights legal cells as buttons and reports the one picked', async () => {
    const game = new TestGame(1)
    const { wrapper: w } = mountMap(game, { legalCells: new Set(['0,0']), hoverCell: '0,0' })
    const cell = w.get('[data-testid="legal-0,0"]')
    expect(cell.attributes('aria-label')).toBe('Legal place')
    expect(cell.classes()).toContain('hover')
    await cell.trigger('click')
    expect(w.emitted('pick-cell')).toEqual([['0,0']])
  })

  it('speaks Italian when the app does', () => {
    const game = new TestGame(1)
    const cat = testCatalogue()
    wrapper = mountTable(TableMap, { props: { view: game.view(), catalogue: cat } }, 'it')
    expect(wrapper.get('[data-testid="fit-all"]').text()).toBe('Mostra tutte le carte')
  })

  it('C-COMP-9 C-ICON-41 draws a fire figure with the campfire icon and the seat initial, named in words, never as an emoji', () => {
    const game = new TestGame(2)
    const base = game.view()
    const start = base.board.find((b) => b.face === 'up')
    if (!start) throw new Error('no start terrain')
    // A fire made on the start terrain by the first seat (the view is plain data: a copy with it lit).
    const view = { ...base, players: base.players.map((p, i) => (i === 0 ? { ...p, fire: start.uid } : p)) }
    wrapper = mountTable(TableMap, { props: { view, catalogue: testCatalogue() } })
    const token = wrapper.get('[data-testid="token-fire-0"]')
    expect(token.find('.fire-mark svg').exists()).toBe(true)
    expect(token.text()).not.toMatch(/\p{Extended_Pictographic}/u)
    expect(token.get('.visually-hidden').text()).toMatch(/^Fire of /)
  })
})
