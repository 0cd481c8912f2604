import { afterEach, describe, expect, it } from 'vitest'
import { mount, type VueWrapper } from '@vue/test-utils'
import type { Cell } from '../../../../src-shared/engine/polyomino'
import TilePlacer, { type GridCell, type LegalPlace } from '../TilePlacer.vue'

// A grid of no real ruleset: 3 columns, 2 rows, one square outside the outline. Squares are 30 px
// and the grid sits at the page's origin in the test DOM, so a pointer at (45, 15) is square (1, 0).
const free = (): GridCell => ({ kind: 'free' })
const GRID: GridCell[][] = [[free(), free(), free()], [free(), free(), { kind: 'none' }]]
const DOMINO = { id: 'd', label: 'domino', cells: [[0, 0], [1, 0]] as Cell[] }
const ELL = { id: 'l', label: 'ell', cells: [[0, 0], [0, 1], [1, 1]] as Cell[] }

let wrapper: VueWrapper | undefined
afterEach(() => wrapper?.unmount())

function placer(legal: LegalPlace[], tiles = [DOMINO]): VueWrapper {
  wrapper = mount(TilePlacer, { props: { name: 't', label: 'Test grid', grid: GRID, tiles, legal, cellSize: 30 }, attachTo: document.body })
  return wrapper
}
const at = (x: number, y: number): MouseEventInit => ({ clientX: x, clientY: y, button: 0 })
const placed = (w: VueWrapper): Cell[][] => (w.emitted('place') ?? []).map((args) => args[1] as Cell[])

describe('the tile placer (any ruleset)', () => {
  it('a tile dragged from the tray follows the pointer, turns with the wheel and lands where it is legal', async () => {
    const w = placer([{ tile: 'd', cells: [[0, 0], [0, 1]] }])
    await w.get('[data-testid="t-tile-d"]').trigger('pointerdown', at(5, 5))
    // Held flat, nothing is lit: only the upright domino has a legal place.
    expect(w.findAll('.cell.lit')).toHaveLength(0)
    await w.get('[data-testid="t-grid"]').trigger('wheel', { deltaY: 100 })
    expect(w.findAll('.cell.lit')).toHaveLength(2)
    window.dispatchEvent(new MouseEvent('pointermove', at(15, 15)))
    await w.vm.$nextTick()
    expect(w.findAll('[data-testid="t-ghost"].legal')).toHaveLength(2)
    window.dispatchEvent(new MouseEvent('pointerup', at(15, 15)))
    await w.vm.$nextTick()
    expect(placed(w)).toEqual([[[0, 0], [0, 1]]])
  })

  it('a drop one square off a legal place snaps onto it; far off, nothing is laid', async () => {
    const w = placer([{ tile: 'd', cells: [[1, 0], [2, 0]] }])
    await w.get('[data-testid="t-tile-d"]').trigger('pointerdown', at(5, 5))
    window.dispatchEvent(new MouseEvent('pointermove', at(15, 15)))
    await w.vm.$nextTick()
    expect(w.findAll('[data-testid="t-ghost"].legal')).toHaveLength(2)
    window.dispatchEvent(new MouseEvent('pointerup', at(15, 15)))
    await w.vm.$nextTick()
    expect(placed(w)).toEqual([[[1, 0], [2, 0]]])
    await w.get('[data-testid="t-tile-d"]').trigger('pointerdown', at(5, 5))
    window.dispatchEvent(new MouseEvent('pointermove', at(15, 45)))
    window.dispatchEvent(new MouseEvent('pointerup', at(15, 45)))
    await w.vm.$nextTick()
    expect(placed(w)).toHaveLength(1)
  })

  it('by keyboard: a digit picks, F mirrors, arrows move, Enter lays, Escape puts the tile back', async () => {
    // The mirrored ell: its corner on the right.
    const w = placer([{ tile: 'l', cells: [[1, 0], [1, 1], [0, 1]] }], [DOMINO, ELL])
    const root = w.get('[data-testid="t-placer"]')
    await root.trigger('keydown', { key: '2' })
    expect(w.get('[data-testid="t-tile-l"]').attributes('aria-pressed')).toBe('true')
    await root.trigger('keydown', { key: 'f' })
    await root.trigger('keydown', { key: 'ArrowRight' })
    await root.trigger('keydown', { key: 'ArrowLeft' })
    expect(w.findAll('[data-testid="t-ghost"].legal')).toHaveLength(3)
    await root.trigger('keydown', { key: 'Enter' })
    expect(placed(w).map((cells) => [...cells].map(([c, r]) => `${c},${r}`).sort())).toEqual([['0,1', '1,0', '1,1']])
    await root.trigger('keydown', { key: '1' })
    await root.trigger('keydown', { key: 'Escape' })
    expect(w.findAll('[data-testid="t-ghost"]')).toHaveLength(0)
  })
})
