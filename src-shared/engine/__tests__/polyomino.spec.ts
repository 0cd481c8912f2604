import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  anyPlacement, clearFromGrid, firstPlacement, isPolyomino, normalize, orientations, placeOnGrid,
  placementAt, placements, shapeKey, tilesAdjacent, whyNotPlace, type Cell, type Grid, type Shape,
} from '../polyomino'

const L3: Shape = [[0, 0], [0, 1], [1, 1]]
const I3: Shape = [[0, 0], [1, 0], [2, 0]]
const O4: Shape = [[0, 0], [1, 0], [0, 1], [1, 1]]
/** The F pentomino: no symmetry at all, so all 8 orientations differ. */
const F5: Shape = [[1, 0], [2, 0], [0, 1], [1, 1], [1, 2]]
const isWound = (ch: string): boolean => ch === '#'

/**
 * The slow, obviously right answer: all 8 transforms written out, every offset that could put a
 * cell anywhere near the grid, each candidate checked cell by cell; the set of covered-cell sets.
 */
function bruteForce(grid: Grid, shape: Shape, rotate: boolean, mirror: boolean, touching?: (ch: string) => boolean): Set<string> {
  const transforms: ((c: Cell) => Cell)[] = [
    ([c, r]) => [c, r], ([c, r]) => [-r, c], ([c, r]) => [-c, -r], ([c, r]) => [r, -c],
    ([c, r]) => [-c, r], ([c, r]) => [r, c], ([c, r]) => [c, -r], ([c, r]) => [-r, -c],
  ]
  const allowed = transforms.filter((_, i) => (rotate || i % 4 === 0) && (mirror || i < 4))
  const at = (c: number, r: number): string => grid[r]?.[c] ?? ' '
  const occupied = (ch: string): boolean => ch !== ' ' && ch !== '.'
  const anyTarget = touching !== undefined && grid.some((row) => [...row].some((ch) => occupied(ch) && touching(ch)))
  const out = new Set<string>()
  for (const t of allowed) {
    const s = shape.map(t)
    for (let dr = -12; dr <= 12; dr += 1) {
      for (let dc = -12; dc <= 12; dc += 1) {
        const cells = s.map(([c, r]): Cell => [c + dc, r + dr])
        if (!cells.every(([c, r]) => at(c, r) === '.')) continue
        if (anyTarget && !cells.some(([c, r]) => [[1, 0], [-1, 0], [0, 1], [0, -1]].some(([x, y]) => {
          const ch = at(c + (x ?? 0), r + (y ?? 0))
          return occupied(ch) && touching(ch)
        }))) continue
        out.add(cells.map(([c, r]) => `${c},${r}`).sort().join(' '))
      }
    }
  }
  return out
}

const keyOf = (cells: readonly Cell[]): string => cells.map(([c, r]) => `${c},${r}`).sort().join(' ')

/** A random polyomino of 1–5 cells grown cell by cell from [0, 0]. */
const polyomino = fc.array(fc.tuple(fc.nat(50), fc.integer({ min: 0, max: 3 })), { minLength: 0, maxLength: 4 }).map((steps) => {
  const cells: Cell[] = [[0, 0]]
  for (const [pick, dir] of steps) {
    const from = cells[pick % cells.length] as Cell
    const [dc, dr] = ([[1, 0], [-1, 0], [0, 1], [0, -1]] as const)[dir] ?? [1, 0]
    const next: Cell = [from[0] + dc, from[1] + dr]
    if (!cells.some(([c, r]) => c === next[0] && r === next[1])) cells.push(next)
  }
  return cells
})

/** A random grid up to 6×6 of no-cells, free cells and cells holding a wound or a token. */
const grid = fc.tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 })).chain(([w, h]) =>
  fc.array(fc.array(fc.constantFrom(' ', '.', '.', '.', '.', '#', 't'), { minLength: w, maxLength: w }).map((r) => r.join('')), { minLength: h, maxLength: h }))

describe('polyomino geometry (polyomino.ts)', () => {
  it('S-POLY-01 cells are adjacent only through a shared edge: a diagonal touch does not join two tiles', () => {
    expect(tilesAdjacent([[0, 0]], [[1, 0]])).toBe(true)
    expect(tilesAdjacent([[0, 0]], [[1, 1]])).toBe(false)
    expect(isPolyomino([[0, 0], [1, 1]])).toBe(false)
    expect(isPolyomino([[0, 0], [1, 0], [1, 1]])).toBe(true)
  })

  it('S-POLY-02 two tiles are adjacent when some cell of one shares an edge with some cell of the other', () => {
    expect(tilesAdjacent(L3, [[2, 1], [3, 1]])).toBe(true)
    expect(tilesAdjacent(L3, [[2, 0], [3, 0]])).toBe(false)
  })

  it('S-POLY-03 a tile may be turned in quarter turns and mirrored: 8 orientations of an asymmetric tile, fewer for symmetric ones', () => {
    expect(orientations(F5)).toHaveLength(8)
    expect(orientations(F5, { mirror: false })).toHaveLength(4)
    expect(orientations(F5, { rotate: false, mirror: false })).toEqual([normalize(F5)])
    expect(orientations(L3)).toHaveLength(4)
    expect(orientations(I3)).toHaveLength(2)
    expect(orientations(O4)).toHaveLength(1)
    // Without mirroring an L never becomes a J.
    const J4: Shape = [[1, 0], [1, 1], [1, 2], [0, 2]]
    const L4: Shape = [[0, 0], [0, 1], [0, 2], [1, 2]]
    expect(orientations(L4, { mirror: false }).map(shapeKey)).not.toContain(shapeKey(J4))
    expect(orientations(L4).map(shapeKey)).toContain(shapeKey(J4))
  })

  it('S-POLY-04 every cell of a placed tile is a cell of the grid: no overhang past the edge or into a gap of the outline', () => {
    const g: Grid = ['...', '. .']
    expect(whyNotPlace(g, [[1, 1]])).toBe('off-grid')
    expect(whyNotPlace(g, [[2, 0], [3, 0]])).toBe('off-grid')
    expect(placements(g, I3).map((p) => keyOf(p.cells))).toEqual([keyOf([[0, 0], [1, 0], [2, 0]])])
  })

  it('S-POLY-05 a tile may not overlap another tile or any component on the grid, tokens included', () => {
    const g: Grid = ['.#.', '.t.']
    expect(whyNotPlace(g, [[1, 0]])).toBe('occupied')
    expect(whyNotPlace(g, [[1, 1]])).toBe('occupied')
    expect(placements(g, [[0, 0], [1, 0]], { rotate: false })).toEqual([])
    expect(placements(g, [[0, 0], [0, 1]]).map((p) => keyOf(p.cells))).toEqual([keyOf([[0, 0], [0, 1]]), keyOf([[2, 0], [2, 1]])])
  })

  it('S-POLY-06 a shape given by size: any placement of any supplied tile of that many cells answers "can it be taken"', () => {
    const g: Grid = ['#.#', '#.#', '###']
    const size2 = [[[0, 0], [1, 0]], [[0, 0], [0, 1]]] satisfies Shape[]
    expect(anyPlacement(g, size2)).toBe(true)
    expect(anyPlacement(g, [L3, I3])).toBe(false)
    expect(anyPlacement(['#.#', '###'], size2)).toBe(false)
  })

  it('S-POLY-07 S-POLY-08 a placed tile covers its cells and stays until a rule takes it off again', () => {
    const g: Grid = ['...', '...']
    const p = firstPlacement(g, L3)
    expect(p).not.toBeNull()
    const placed = placeOnGrid(g, p?.cells ?? [], '#')
    expect(placed).toEqual(['#..', '##.'])
    expect(g).toEqual(['...', '...'])
    expect(placements(placed, O4)).toEqual([])
    expect(clearFromGrid(placed, p?.cells ?? [])).toEqual(['...', '...'])
  })

  it('a new tile that must touch a kind of tile touches one when any is there, and goes anywhere when none is', () => {
    const empty: Grid = ['....', '....']
    expect(placements(empty, [[0, 0]], { touching: isWound })).toHaveLength(8)
    const one: Grid = ['#...', 't...']
    const spots = placements(one, [[0, 0]], { touching: isWound }).map((p) => keyOf(p.cells))
    expect(spots).toEqual([keyOf([[1, 0]])])
    expect(whyNotPlace(one, [[3, 1]], { touching: isWound })).toBe('not-touching')
  })

  it('a command naming cells is checked against the shape and its allowed orientations', () => {
    const g: Grid = ['...', '...']
    expect(placementAt(g, L3, [[1, 0], [2, 0], [1, 1]])?.shape).toEqual(normalize([[0, 0], [1, 0], [0, 1]]))
    expect(placementAt(g, L3, [[0, 0], [1, 0], [2, 0]])).toBeNull()
    const g3: Grid = ['...', '...', '...']
    const mirrored = F5.map(([c, r]): Cell => [2 - c, r])
    expect(placementAt(g3, F5, mirrored)).not.toBeNull()
    expect(placementAt(g3, F5, mirrored, { mirror: false })).toBeNull()
    expect(placementAt(['#..', '...'], L3, [[0, 0], [0, 1], [1, 1]])).toBeNull()
  })

  it('finds exactly the placements a brute-force search finds, for any tile and grid (property)', () => {
    fc.assert(fc.property(grid, polyomino, fc.boolean(), fc.boolean(), fc.boolean(), (g, shape, rotate, mirror, touch) => {
      const touching = touch ? isWound : undefined
      const options = { rotate, mirror, ...(touching ? { touching } : {}) }
      const fast = placements(g, shape, options)
      const keys = fast.map((p) => keyOf(p.cells))
      expect(new Set(keys).size).toBe(keys.length)
      expect(new Set(keys)).toEqual(bruteForce(g, shape, rotate, mirror, touching))
      expect(anyPlacement(g, [shape], options)).toBe(fast.length > 0)
      for (const p of fast) expect(placementAt(g, shape, p.cells, options)).toEqual(p)
    }), { numRuns: 400 })
  })

  it('a further test of the cells (accept) keeps exactly the placements it passes, in the same order, and placementAt honours it (property)', () => {
    fc.assert(fc.property(grid, polyomino, fc.integer({ min: 0, max: 5 }), (g, shape, col) => {
      const accept = (cells: readonly Cell[]): boolean => cells.some(([c]) => c === col)
      const kept = placements(g, shape, { touching: isWound, accept })
      expect(kept).toEqual(placements(g, shape, { touching: isWound }).filter((p) => accept(p.cells)))
      expect(firstPlacement(g, shape, { touching: isWound, accept })).toEqual(kept[0] ?? null)
      for (const p of placements(g, shape, { touching: isWound })) expect(placementAt(g, shape, p.cells, { touching: isWound, accept }) !== null).toBe(accept(p.cells))
    }), { numRuns: 200 })
  })

  it('orientations are polyominoes of the same size, and every orientation of an orientation is in the list (property)', () => {
    fc.assert(fc.property(polyomino, (shape) => {
      const all = orientations(shape).map(shapeKey)
      for (const o of orientations(shape)) {
        expect(isPolyomino(o)).toBe(true)
        expect(o).toHaveLength(shape.length)
        expect(orientations(o).map(shapeKey).sort()).toEqual([...all].sort())
      }
    }))
  })
})
