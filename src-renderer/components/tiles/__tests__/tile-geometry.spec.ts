import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { orientations, shapeKey, type Cell } from '../../../../src-shared/engine/polyomino'
import { cellsAt, litCells, oriented, placementKey, reachable, snap } from '../tile-geometry'

const L: Cell[] = [[0, 0], [0, 1], [1, 1]]

describe('a tile held over a grid', () => {
  it('four quarter turns bring a shape back, and a mirror twice is no mirror', () => {
    expect(shapeKey(oriented(L, { turns: 4, mirrored: false }))).toBe(shapeKey(L))
    expect(shapeKey(oriented(oriented(L, { turns: 0, mirrored: true }), { turns: 0, mirrored: true }))).toBe(shapeKey(L))
    expect(shapeKey(oriented(L, { turns: 1, mirrored: false }))).not.toBe(shapeKey(L))
  })

  it('every orientation the player can reach with R and F is one the kernel knows, and all of them are reachable', () => {
    fc.assert(fc.property(fc.constantFrom<Cell[]>(L, [[0, 0], [1, 0], [2, 0]], [[0, 0], [0, 1], [0, 2], [1, 2]], [[0, 0], [1, 0], [0, 1], [1, 1], [0, 2]]), (shape) => {
      const kernel = new Set(orientations(shape).map(shapeKey))
      const mine = new Set([0, 1, 2, 3].flatMap((turns) => [false, true].map((mirrored) => shapeKey(oriented(shape, { turns, mirrored })))))
      expect(mine).toEqual(kernel)
    }))
  })

  it('the grip cell lands on the pointed cell; legal placements of the held orientation light up; a near miss snaps', () => {
    const held = oriented(L, { turns: 0, mirrored: false })
    expect(placementKey(cellsAt(held, [3, 2]))).toBe(placementKey([[3, 2], [3, 3], [4, 3]]))
    const legal: Cell[][] = [[[1, 0], [1, 1], [2, 1]], [[0, 0], [1, 0], [2, 0]]]
    const mine = reachable(legal, held)
    expect(mine).toHaveLength(1)
    expect([...litCells(mine)].sort()).toEqual(['1,0', '1,1', '2,1'])
    expect(snap(mine, cellsAt(held, [2, 0]))).toEqual([[1, 0], [1, 1], [2, 1]])
    expect(snap(mine, cellsAt(held, [4, 3]))).toBeNull()
  })
})
