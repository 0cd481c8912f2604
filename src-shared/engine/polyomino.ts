/**
 * Polyomino geometry on square-cell grids: tiles as data, their rotations and mirror images, and
 * where a tile may lie on a grid. Rulesets that lay tiles (wound grids, journey cards, enemy cards)
 * keep shapes and grids in their state as plain JSON and ask these functions what is legal.
 *
 * A **grid** is its rows as strings, row 0 at the top: `' '` is no cell at all (the outline of an
 * irregular grid), `'.'` a free cell, any other character a cell something lies on (a tile, a token;
 * the ruleset picks the letters, e.g. `'#'` for wound tiles). Strings keep grids readable in packs,
 * saves and tests, and are cheap to index.
 *
 * A **shape** is a list of `[col, row]` cells. Functions accept any offset and return shapes
 * normalised: shifted so the smallest column and row are 0, cells sorted row by row.
 */

/** One cell: column, then row (row 0 is the top row). */
export type Cell = readonly [col: number, row: number]
/** A polyomino as its cells (any offset in input; normalised in output). */
export type Shape = readonly Cell[]
/** A grid as rows of characters: `' '` no cell, `'.'` free, anything else occupied. */
export type Grid = readonly string[]

export const NO_CELL = ' '
export const FREE = '.'

export interface OrientOptions {
  /** Quarter turns allowed (default true). */
  rotate?: boolean
  /** Mirror images allowed (default true). */
  mirror?: boolean
}

export interface PlaceOptions extends OrientOptions {
  /**
   * When set, a placement must share an edge with a cell whose character passes this test (e.g.
   * "a new wound touches a wound already there"); when no cell of the grid passes it, the tile may
   * go anywhere.
   */
  touching?: (occupant: string) => boolean
  /** When set, a further test of a placement's cells (e.g. "the first journey tile covers column 0"). */
  accept?: (cells: readonly Cell[]) => boolean
}

/** A legal place for a tile: the orientation used and the absolute cells it covers. */
export interface Placement {
  /** The orientation, normalised, as `orientations(shape, options)` lists it. */
  shape: Shape
  /** Column and row of the orientation's [0, 0] on the grid. */
  at: Cell
  /** The grid cells the tile covers, sorted row by row. */
  cells: Cell[]
}

const byRowThenCol = (a: Cell, b: Cell): number => a[1] - b[1] || a[0] - b[0]

/** The shape shifted to column and row 0 and sorted row by row; duplicate cells are kept (see `isPolyomino`). */
export function normalize(shape: Shape): Cell[] {
  if (shape.length === 0) return []
  let minC = Infinity
  let minR = Infinity
  for (const [c, r] of shape) {
    if (c < minC) minC = c
    if (r < minR) minR = r
  }
  return shape.map(([c, r]): Cell => [c - minC, r - minR]).sort(byRowThenCol)
}

/** A key equal for two shapes exactly when they cover the same cells after normalising. */
export function shapeKey(shape: Shape): string {
  return normalize(shape).map(([c, r]) => `${c},${r}`).join(' ')
}

/** Width and height of the shape's bounding box. */
export function extent(shape: Shape): { width: number; height: number } {
  const n = normalize(shape)
  let width = 0
  let height = 0
  for (const [c, r] of n) {
    if (c + 1 > width) width = c + 1
    if (r + 1 > height) height = r + 1
  }
  return { width, height }
}

/** Shares an edge (diagonal contact does not count). */
function edgeNeighbours(a: Cell, b: Cell): boolean {
  return Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) === 1
}

/** A real tile: at least one cell, no cell twice, every cell reachable from every other through shared edges. */
export function isPolyomino(shape: Shape): boolean {
  if (shape.length === 0) return false
  const keys = new Set(shape.map(([c, r]) => `${c},${r}`))
  if (keys.size !== shape.length) return false
  const seen = new Set<string>([`${shape[0]?.[0] ?? 0},${shape[0]?.[1] ?? 0}`])
  const queue: Cell[] = [shape[0] as Cell]
  while (queue.length > 0) {
    const [c, r] = queue.pop() as Cell
    for (const [dc, dr] of [[1, 0], [-1, 0], [0, 1], [0, -1]] as const) {
      const k = `${c + dc},${r + dr}`
      if (keys.has(k) && !seen.has(k)) {
        seen.add(k)
        queue.push([c + dc, r + dr])
      }
    }
  }
  return seen.size === keys.size
}

/** Two tiles are adjacent when a cell of one shares an edge with a cell of the other. */
export function tilesAdjacent(a: Shape, b: Shape): boolean {
  return a.some((x) => b.some((y) => edgeNeighbours(x, y)))
}

/**
 * Every distinct orientation of a shape, normalised, the shape itself first: up to 4 with quarter
 * turns, 8 with mirror images too; symmetric shapes have fewer (the 2×2 square has one).
 */
export function orientations(shape: Shape, options: OrientOptions = {}): Cell[][] {
  return orientationsOf(shape, options).map((o) => o.map((c): Cell => [c[0], c[1]]))
}

/** An orientation with its bounding box, as the placement search walks it. */
interface Oriented { cells: Shape; width: number; height: number }

/**
 * Orientations are asked for again and again with the same few tiles (a random player lists every
 * placement at every step), so they are kept per tile and options — by the tile's array itself when
 * callers pass the same one (a pack's shapes), else by its normalised key; callers get copies.
 */
const orientationMemo = new Map<string, readonly Oriented[]>()
const orientationByArray = new WeakMap<Shape, Map<string, readonly Oriented[]>>()

function orientedOf(shape: Shape, options: OrientOptions): readonly Oriented[] {
  const rotate = options.rotate ?? true
  const mirror = options.mirror ?? true
  const flags = `${rotate ? 'r' : ''}${mirror ? 'm' : ''}`
  const byFlags = orientationByArray.get(shape)
  const direct = byFlags?.get(flags)
  if (direct !== undefined) return direct
  const memoKey = `${flags}|${shapeKey(shape)}`
  let known = orientationMemo.get(memoKey)
  if (known === undefined) {
    const out: Cell[][] = []
    const seen = new Set<string>()
    const add = (s: Shape): void => {
      const n = normalize(s)
      const k = shapeKey(n)
      if (!seen.has(k)) {
        seen.add(k)
        out.push(n)
      }
    }
    const bases: Shape[] = mirror ? [shape, shape.map(([c, r]): Cell => [-c, r])] : [shape]
    for (const base of bases) {
      let s: Shape = base
      for (let turn = 0; turn < (rotate ? 4 : 1); turn += 1) {
        add(s)
        // A quarter turn clockwise: (c, r) → (−r, c).
        s = s.map(([c, r]): Cell => [-r, c])
      }
    }
    if (orientationMemo.size > 512) orientationMemo.clear()
    // Frozen: placements hand these out as their `shape`, and nobody may change the memo through them.
    known = Object.freeze(out.map((o) => Object.freeze({ cells: Object.freeze(o.map((c) => Object.freeze(c))), ...extent(o) })))
    orientationMemo.set(memoKey, known)
  }
  if (byFlags) byFlags.set(flags, known)
  else orientationByArray.set(shape, new Map([[flags, known]]))
  return known
}

function orientationsOf(shape: Shape, options: OrientOptions): readonly Shape[] {
  return orientedOf(shape, options).map((o) => o.cells)
}

/** The character at a cell, or NO_CELL outside the grid. */
export function cellAt(grid: Grid, [c, r]: Cell): string {
  const row = grid[r]
  if (row === undefined || c < 0 || c >= row.length) return NO_CELL
  return row[c] ?? NO_CELL
}

function gridHas(grid: Grid, test: (ch: string) => boolean): boolean {
  for (const row of grid) {
    for (let c = 0; c < row.length; c += 1) {
      const ch = row[c] as string
      if (ch !== NO_CELL && ch !== FREE && test(ch)) return true
    }
  }
  return false
}

/** Whether the occupant of a cell passes the test (no cell and free cells never do). */
function passes(grid: Grid, c: number, r: number, test: (ch: string) => boolean): boolean {
  const ch = grid[r]?.[c]
  return ch !== undefined && ch !== NO_CELL && ch !== FREE && test(ch)
}

function touches(grid: Grid, cells: readonly Cell[], test: (ch: string) => boolean): boolean {
  for (const [c, r] of cells) {
    if (passes(grid, c + 1, r, test) || passes(grid, c - 1, r, test) || passes(grid, c, r + 1, test) || passes(grid, c, r - 1, test)) return true
  }
  return false
}

/**
 * Why these absolute cells cannot take a tile, or null when they can: every cell must be a cell of
 * the grid (no overhang) and free (no overlap), and touch what `touching` asks for.
 */
export function whyNotPlace(grid: Grid, cells: readonly Cell[], options: PlaceOptions = {}): 'off-grid' | 'occupied' | 'not-touching' | null {
  for (const cell of cells) {
    const ch = cellAt(grid, cell)
    if (ch === NO_CELL) return 'off-grid'
    if (ch !== FREE) return 'occupied'
  }
  const test = options.touching
  if (test !== undefined && gridHas(grid, test) && !touches(grid, cells, test)) return 'not-touching'
  return null
}

function gridWidth(grid: Grid): number {
  let w = 0
  for (const row of grid) if (row.length > w) w = row.length
  return w
}

/**
 * Walks every legal placement, orientation by orientation, then row by row, column by column;
 * `visit` returns true to stop. The hot loop of every placement search: plain loops, no allocation
 * for a place that fails.
 */
function visitPlacements(grid: Grid, shape: Shape, options: PlaceOptions, visit: (p: Placement) => boolean): void {
  const height = grid.length
  const width = gridWidth(grid)
  const test = options.touching
  const mustTouch = test !== undefined && gridHas(grid, test)
  for (const o of orientedOf(shape, options)) {
    const cellsOf = o.cells
    for (let r = 0; r + o.height <= height; r += 1) {
      for (let c = 0; c + o.width <= width; c += 1) {
        let free = true
        for (const [dc, dr] of cellsOf) {
          if (grid[r + dr]?.[c + dc] !== FREE) {
            free = false
            break
          }
        }
        if (!free) continue
        const cells = cellsOf.map(([dc, dr]): Cell => [c + dc, r + dr])
        if (mustTouch && test !== undefined && !touches(grid, cells, test)) continue
        if (options.accept !== undefined && !options.accept(cells)) continue
        if (visit({ shape: cellsOf, at: [c, r], cells })) return
      }
    }
  }
}

/** Every legal placement of the tile on the grid, orientation by orientation, then row by row. */
export function placements(grid: Grid, shape: Shape, options: PlaceOptions = {}): Placement[] {
  const out: Placement[] = []
  visitPlacements(grid, shape, options, (p) => { out.push(p); return false })
  return out
}

/** The first legal placement, or null when the tile fits nowhere (stops at the first it finds). */
export function firstPlacement(grid: Grid, shape: Shape, options: PlaceOptions = {}): Placement | null {
  let first: Placement | null = null
  visitPlacements(grid, shape, options, (p) => { first = p; return true })
  return first
}

/** Whether any of these tiles has a legal placement: "can this wound still be taken?" */
export function anyPlacement(grid: Grid, shapes: readonly Shape[], options: PlaceOptions = {}): boolean {
  return shapes.some((s) => firstPlacement(grid, s, options) !== null)
}

/**
 * The placement of `shape` covering exactly these cells, or null when the cells are not that shape
 * in an allowed orientation or cannot take it: how a command that names cells is checked.
 */
export function placementAt(grid: Grid, shape: Shape, cells: readonly Cell[], options: PlaceOptions = {}): Placement | null {
  const key = shapeKey(cells)
  const o = orientationsOf(shape, options).find((x) => shapeKey(x) === key)
  if (o === undefined || whyNotPlace(grid, cells, options) !== null || (options.accept !== undefined && !options.accept(cells))) return null
  const sorted = [...cells].sort(byRowThenCol)
  const first = sorted[0]
  if (first === undefined) return null
  const [c0, r0] = o[0] ?? [0, 0]
  return { shape: o, at: [first[0] - c0, first[1] - r0], cells: sorted }
}

/** The grid with the cells set to `mark` (a new grid; the input is left as it was). */
export function placeOnGrid(grid: Grid, cells: readonly Cell[], mark: string): string[] {
  if (mark.length !== 1 || mark === NO_CELL || mark === FREE) throw new Error(`a tile's mark is one character other than ' ' and '.', got "${mark}"`)
  const rows = grid.map((row) => [...row])
  for (const [c, r] of cells) {
    const row = rows[r]
    if (row === undefined || row[c] === undefined || row[c] === NO_CELL) throw new Error(`cell ${c},${r} is not on the grid`)
    row[c] = mark
  }
  return rows.map((row) => row.join(''))
}

/** The grid with these cells free again (a tile taken off: a healed wound, the end of a combat). */
export function clearFromGrid(grid: Grid, cells: readonly Cell[]): string[] {
  const rows = grid.map((row) => [...row])
  for (const [c, r] of cells) {
    const row = rows[r]
    if (row !== undefined && row[c] !== undefined && row[c] !== NO_CELL) row[c] = FREE
  }
  return rows.map((row) => row.join(''))
}
