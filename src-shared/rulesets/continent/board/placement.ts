/**
 * Placing terrains: the jigsaw edge check (C-EXPLORE-11) and the legal cells of a revealed terrain
 * (C-EXPLORE-12, C-CONSEQ-13: fixed by the summoning card; the players never choose).
 */
import type { Edge } from '../../../content/continent/cards'
import type { Board, BoardCatalog } from './board'
import { isFree, putCard, terrainCell } from './board'
import type { ArrowSpace } from './exploration-spaces'
import { freeArrowSpaces } from './exploration-spaces'
import type { CellKey } from './grid'
import { ALL_EDGES, neighbour, OPPOSITE } from './grid'

export type PlacementCheck = { ok: true } | { ok: false; reason: string }

/**
 * C-EXPLORE-11: a terrain fits at `cell` when the cell is free (C-EXPLORE-10) and each of its edges
 * that touches a terrain fits that terrain's facing edge (BoardCatalog.fits).
 */
export function canPlaceTerrain(board: Board, catalog: BoardCatalog, uid: string, cell: CellKey): PlacementCheck {
  if (!isFree(board, cell)) return { ok: false, reason: `cell ${cell} already holds a card` }
  const mine = catalog.info(uid)
  if (mine.role !== 'terrain') return { ok: false, reason: `"${uid}" is not a terrain` }
  for (const edge of ALL_EDGES) {
    const other = board.cells[neighbour(cell, edge)]
    if (other === undefined) continue
    const info = catalog.info(other)
    if (info.role !== 'terrain') continue
    const a = mine.edges[edge]
    const b = info.edges[OPPOSITE[edge]]
    if (!catalog.fits(a, b)) return { ok: false, reason: `edge ${edge} (${a ?? '-'}) does not fit the ${OPPOSITE[edge]} edge of "${other}" (${b ?? '-'})` }
  }
  return { ok: true }
}

/** Where a terrain comes from: the arrow of a terrain on the board, a given space, or nothing stated. */
export type Summon = { terrain: string; edge: Edge } | { cell: CellKey } | null

/** The space a terrain arrow designates (C-EXPLORE-6, C-CONSEQ-13). */
export function summonedCell(board: Board, summon: { terrain: string; edge: Edge }): CellKey {
  return neighbour(terrainCell(board, summon.terrain), summon.edge)
}

/**
 * C-EXPLORE-12, C-D-7: the cells where a revealed terrain may go. With a summoning arrow or space the
 * answer is that single cell (if it fits), never a choice. Without one (a terrain taken by an event
 * that names no place), every free cell beside the board where it fits and that touches a terrain.
 */
export function legalTerrainCells(board: Board, catalog: BoardCatalog, uid: string, summon: Summon): CellKey[] {
  if (summon !== null) {
    const cell = 'cell' in summon ? summon.cell : summonedCell(board, summon)
    return canPlaceTerrain(board, catalog, uid, cell).ok ? [cell] : []
  }
  const out = new Set<CellKey>()
  for (const [cell, u] of Object.entries(board.cells)) {
    if (catalog.info(u).role !== 'terrain') continue
    for (const edge of ALL_EDGES) {
      const c = neighbour(cell, edge)
      if (!out.has(c) && canPlaceTerrain(board, catalog, uid, c).ok) out.add(c)
    }
  }
  return [...out].sort()
}

/**
 * C-CONSEQ-13, C-EXPLORE-9: put a terrain on its cell after the jigsaw check and list the free spaces
 * its arrows point at (each gets an Exploration card of the arrow's area). Figures do not move
 * (C-CONSEQ-14).
 */
export function placeTerrain(board: Board, catalog: BoardCatalog, uid: string, cell: CellKey): { ok: true; board: Board; spaces: ArrowSpace[] } | { ok: false; reason: string } {
  const check = canPlaceTerrain(board, catalog, uid, cell)
  if (!check.ok) return check
  const next = putCard(board, uid, cell)
  return { ok: true, board: next, spaces: freeArrowSpaces(next, catalog, uid) }
}
