/**
 * "Not enough room" (C-EXPLORE-24…C-EXPLORE-28), an optional setting (C-Q-21: the default board is
 * unbounded and this never triggers). Helpers: bounds, the capacity check, the legality of a set of
 * terrains to return, the return itself, and re-centring.
 */
import type { Board, BoardCatalog } from './board'
import { removeCard, terrains } from './board'
import type { CellKey } from './grid'
import { cellKey, parseCell } from './grid'
import { reachable } from './reach'

export interface Bounds { minX: number; maxX: number; minY: number; maxY: number; width: number; height: number }
export interface MaxBoardSize { width: number; height: number }

/** The bounding box of the cards on the board, or null when empty. */
export function boardBounds(board: Board): Bounds | null {
  const cells = Object.keys(board.cells).map(parseCell)
  if (cells.length === 0) return null
  const xs = cells.map((c) => c.x)
  const ys = cells.map((c) => c.y)
  const minX = Math.min(...xs); const maxX = Math.max(...xs); const minY = Math.min(...ys); const maxY = Math.max(...ys)
  return { minX, maxX, minY, maxY, width: maxX - minX + 1, height: maxY - minY + 1 }
}

/** C-EXPLORE-24, C-Q-21: whether putting a card on `cell` keeps the board within `max` (null = unbounded). */
export function hasRoomFor(board: Board, cell: CellKey, max: MaxBoardSize | null): boolean {
  if (max === null) return true
  const b = boardBounds(board)
  const c = parseCell(cell)
  if (!b) return max.width >= 1 && max.height >= 1
  const width = Math.max(b.maxX, c.x) - Math.min(b.minX, c.x) + 1
  const height = Math.max(b.maxY, c.y) - Math.min(b.minY, c.y) + 1
  return width <= max.width && height <= max.height
}

/**
 * C-EXPLORE-24, C-EXPLORE-25: whether the group (gathered on `gatherTerrain`) may return these
 * terrains: the gathering terrain stays, and every terrain that stays is still reachable from it.
 */
export function canReturnTerrains(board: Board, catalog: BoardCatalog, gatherTerrain: string, toReturn: readonly string[]): { ok: true } | { ok: false; reason: string } {
  if (toReturn.includes(gatherTerrain)) return { ok: false, reason: 'the terrain where everyone gathered must stay' }
  for (const t of toReturn) if (catalog.info(t).role !== 'terrain' || !Object.values(board.cells).includes(t)) return { ok: false, reason: `"${t}" is not a terrain on the board` }
  const after = returnTerrains(board, toReturn).board
  const reach = new Set(reachable(after, catalog, gatherTerrain))
  const cut = terrains(after, catalog).filter((t) => !reach.has(t))
  return cut.length === 0 ? { ok: true } : { ok: false, reason: `terrain(s) ${cut.join(', ')} would no longer be reachable` }
}

/**
 * C-EXPLORE-25, C-EXPLORE-28: remove these terrains with every card attached to them. Returns the
 * board and what left it: the caller returns terrains and events to their decks and reshuffles the
 * Exploration cards into their area piles (C-Q-21).
 */
export function returnTerrains(board: Board, toReturn: readonly string[]): { board: Board; returned: string[]; attached: string[] } {
  const gone = new Set(toReturn)
  const attached = Object.keys(board.attached).filter((u) => gone.has(board.attached[u]?.terrain ?? ''))
  let next = board
  for (const u of [...toReturn, ...attached]) next = removeCard(next, u)
  return { board: next, returned: [...toReturn], attached }
}

/** C-EXPLORE-26: shift every card so the bounding box is centred on 0,0, keeping relative positions. */
export function recentre(board: Board): Board {
  const b = boardBounds(board)
  if (!b) return board
  const dx = -Math.floor((b.minX + b.maxX) / 2)
  const dy = -Math.floor((b.minY + b.maxY) / 2)
  const move = (k: CellKey): CellKey => { const c = parseCell(k); return cellKey({ x: c.x + dx, y: c.y + dy }) }
  const cells: Record<CellKey, string> = {}
  const at: Record<string, CellKey> = {}
  for (const [c, u] of Object.entries(board.cells)) { cells[move(c)] = u; at[u] = move(c) }
  return { cells, at, attached: board.attached }
}
