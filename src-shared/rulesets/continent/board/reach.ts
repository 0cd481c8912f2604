/**
 * Movement reach (C-EXPLORE-15…C-EXPLORE-17, C-DEF-32): terrains linked by an unbroken chain of
 * edge-adjacent terrain cards. Exploration cards, events and empty spaces break a chain.
 */
import type { Board, BoardCatalog } from './board'
import { cellOf } from './board'
import { neighbours } from './grid'

/** C-EXPLORE-15: every terrain reachable from `fromTerrain` (itself included), in BFS order. */
export function reachable(board: Board, catalog: BoardCatalog, fromTerrain: string): string[] {
  const start = cellOf(board, fromTerrain)
  if (start === null || catalog.info(fromTerrain).role !== 'terrain') return []
  const seen = new Set([start])
  const order = [fromTerrain]
  const queue = [start]
  for (let cell = queue.shift(); cell !== undefined; cell = queue.shift()) {
    for (const n of neighbours(cell)) {
      const uid = board.cells[n.cell]
      if (uid === undefined || seen.has(n.cell) || catalog.info(uid).role !== 'terrain') continue
      seen.add(n.cell)
      order.push(uid)
      queue.push(n.cell)
    }
  }
  return order
}

/** C-EXPLORE-14, C-CONSEQ-37: whether `to` is a legal move target from `from`. */
export function isReachable(board: Board, catalog: BoardCatalog, from: string, to: string): boolean {
  return reachable(board, catalog, from).includes(to)
}
