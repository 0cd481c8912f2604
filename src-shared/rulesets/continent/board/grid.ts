/**
 * The board grid (C-D-7): integer cells, north up, x grows eastward and y grows southward; cells
 * are keyed "x,y" so the board stays plain JSON. Every card occupies one cell and is never rotated
 * (C-EXPLORE-1).
 */
import type { Edge } from '../../../content/continent/cards'

export type CellKey = string
export interface Cell { x: number; y: number }

export const EDGE_STEP: Record<Edge, Cell> = { N: { x: 0, y: -1 }, E: { x: 1, y: 0 }, S: { x: 0, y: 1 }, W: { x: -1, y: 0 } }
export const OPPOSITE: Record<Edge, Edge> = { N: 'S', E: 'W', S: 'N', W: 'E' }
export const ALL_EDGES: readonly Edge[] = ['N', 'E', 'S', 'W']

/** "x,y" for a cell. */
export const cellKey = (c: Cell): CellKey => `${c.x},${c.y}`

/** The cell of a key; throws on a malformed key (a corrupt board is a bug, not a game event). */
export function parseCell(key: CellKey): Cell {
  const m = /^(-?\d+),(-?\d+)$/.exec(key)
  if (!m) throw new Error(`"${key}" is not a board cell "x,y"`)
  return { x: Number(m[1]), y: Number(m[2]) }
}

/** The cell across `edge` of `key`. */
export function neighbour(key: CellKey, edge: Edge): CellKey {
  const c = parseCell(key)
  const d = EDGE_STEP[edge]
  return cellKey({ x: c.x + d.x, y: c.y + d.y })
}

/** The four edge-sharing cells, N E S W (C-EXPLORE-16: diagonals are not adjacent). */
export function neighbours(key: CellKey): { edge: Edge; cell: CellKey }[] {
  return ALL_EDGES.map((edge) => ({ edge, cell: neighbour(key, edge) }))
}

/** Whether two cells share an edge (C-EXPLORE-16). */
export function adjacent(a: CellKey, b: CellKey): boolean {
  const p = parseCell(a)
  const q = parseCell(b)
  return Math.abs(p.x - q.x) + Math.abs(p.y - q.y) === 1
}
