import type { Edge } from '../../content/cards'
import { adventure, front } from './content-index'
import { emit, type G } from './game'
import type { ContinentState } from './state'

/*
 * Board geometry and exploration (C-EXPLORE-*). TODO(board): CONTENT+BOARD's
 * `rulesets/continent/board/` will own the pure grid helpers (neighbours, free arrow spaces,
 * jigsaw check, reachability); these local ones follow the same conventions (cells "x,y",
 * y grows southward, north up, C-D-7) and will be swapped for theirs.
 */

const OFFSET: Record<Edge, [number, number]> = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] }
const OPPOSITE: Record<Edge, Edge> = { N: 'S', E: 'W', S: 'N', W: 'E' }
export const EDGE_LIST: readonly Edge[] = ['N', 'E', 'S', 'W']

export const cellKey = (x: number, y: number): string => `${x},${y}`
export function parseCell(cell: string): [number, number] {
  const [x, y] = cell.split(',').map(Number)
  return [x ?? 0, y ?? 0]
}
/** The cell beside `cell` across `edge` (C-EXPLORE-16: edges only, no diagonals). */
export function neighbour(cell: string, edge: Edge): string {
  const [x, y] = parseCell(cell)
  const [dx, dy] = OFFSET[edge]
  return cellKey(x + dx, y + dy)
}
/** The edge of `from` that faces the adjacent cell `to`, or null. */
export function edgeToward(from: string, to: string): Edge | null {
  return EDGE_LIST.find((e) => neighbour(from, e) === to) ?? null
}

export const isTerrain = (g: Pick<G, 'c'>, uid: string): boolean => front(g.c, uid)?.kind === 'terrain'

/** Terrain uids on the board. */
export function terrainsInPlay(g: Pick<G, 's' | 'c'>): string[] {
  return Object.values(g.s.board.cells).filter((u) => isTerrain(g, u))
}

/** Cards attached to a terrain (Exploration cards and Permanent Events, C-DEF-5). */
export function attachedTo(s: ContinentState, terrain: string): string[] {
  return Object.entries(s.board.attached).filter(([, a]) => a.terrain === terrain).map(([u]) => u)
}

/**
 * C-EXPLORE-15…C-EXPLORE-17: terrains linked to `from` by a chain of edge-adjacent terrain
 * cards; Exploration cards, events and empty spaces break the chain.
 */
export function reachableTerrains(g: Pick<G, 's' | 'c'>, from: string): string[] {
  const start = g.s.board.at[from]
  if (start === undefined) return []
  const seen = new Set([start])
  const queue = [start]
  const out: string[] = []
  while (queue.length > 0) {
    const cell = queue.shift() as string
    for (const e of EDGE_LIST) {
      const n = neighbour(cell, e)
      if (seen.has(n)) continue
      const uid = g.s.board.cells[n]
      if (uid !== undefined && isTerrain(g, uid)) {
        seen.add(n)
        queue.push(n)
        out.push(uid)
      }
    }
  }
  return out
}

/**
 * C-EXPLORE-11: a terrain fits its neighbours when touching edge profiles are equal, listed as
 * compatible in the pack, or one of them has no profile.
 */
export function fitsNeighbours(g: Pick<G, 's' | 'c'>, uid: string, cell: string): boolean {
  const mine = front(g.c, uid)?.edges ?? {}
  const compat = g.c.manifest.edgeCompatibility ?? []
  for (const e of EDGE_LIST) {
    const other = g.s.board.cells[neighbour(cell, e)]
    if (other === undefined || !isTerrain(g, other)) continue
    const a = mine[e]
    const b = front(g.c, other)?.edges?.[OPPOSITE[e]]
    if (a === undefined || b === undefined || a === b) continue
    if (!compat.some(([p, q]) => (p === a && q === b) || (p === b && q === a))) return false
  }
  return true
}

/** Puts a card on a cell. */
export function occupy(g: G, uid: string, cell: string): void {
  g.s.board.cells[cell] = uid
  g.s.board.at[uid] = cell
}

/** Removes a card from the board (cell and attachment); figures on a removed terrain stay pointing at it. */
export function leaveBoard(g: G, uid: string): void {
  const cell = g.s.board.at[uid]
  if (cell !== undefined) {
    Reflect.deleteProperty(g.s.board.cells, cell)
    Reflect.deleteProperty(g.s.board.at, uid)
  }
  Reflect.deleteProperty(g.s.board.attached, uid)
}

/**
 * C-EXPLORE-9, C-EXPLORE-10, C-SETUP-17, C-Q-30: one Exploration card, from the pile of the
 * arrow's area, in every free space an arrow of the terrain points at.
 */
export function placeExplorationCards(g: G, terrain: string): void {
  const cell = g.s.board.at[terrain]
  if (cell === undefined) return
  for (const arrow of front(g.c, terrain)?.arrows ?? []) {
    const target = neighbour(cell, arrow.edge)
    if (g.s.board.cells[target] !== undefined) continue
    const pile = g.s.exploration[arrow.area] ?? []
    const uid = pile.shift()
    if (uid === undefined) {
      emit(g, 'explorationPileEmpty', { area: arrow.area })
      continue
    }
    occupy(g, uid, target)
    g.s.board.attached[uid] = { terrain, edge: arrow.edge }
    emit(g, 'explorationPlaced', { uid, cell: target, terrain })
  }
}

/**
 * C-CONSEQ-13, C-CONSEQ-14, C-EXPLORE-9: a terrain enters play on `cell`; no figure moves onto
 * it. Returns false (and places nothing) when the cell is taken.
 */
export function putTerrainIntoPlay(g: G, uid: string, cell: string): boolean {
  if (g.s.board.cells[cell] !== undefined) return false
  if (!fitsNeighbours(g, uid, cell)) emit(g, 'jigsawMismatch', { uid, cell }) // content data problem (C-EXPLORE-11)
  occupy(g, uid, cell)
  emit(g, 'terrainPlaced', { uid, cell, number: adventure(g.c, uid)?.number })
  placeExplorationCards(g, uid)
  return true
}

/** The numbox of the terrain arrow pointing at `cell` (C-EXPLORE-6), or null. */
export function numboxFor(g: Pick<G, 's' | 'c'>, terrain: string, cell: string): string | null {
  const tcell = g.s.board.at[terrain]
  if (tcell === undefined) return null
  const edge = edgeToward(tcell, cell)
  return front(g.c, terrain)?.arrows?.find((a) => a.edge === edge)?.numbox ?? null
}

/** Free cells next to a terrain (fallback placement for a terrain summoned without a designated space). */
export function freeCellsAround(g: Pick<G, 's'>, terrain: string): string[] {
  const cell = g.s.board.at[terrain]
  if (cell === undefined) return []
  return EDGE_LIST.map((e) => neighbour(cell, e)).filter((n) => g.s.board.cells[n] === undefined)
}

export { OPPOSITE }
