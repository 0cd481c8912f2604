/**
 * Where Exploration cards go (C-EXPLORE-9, C-EXPLORE-10, C-SETUP-17) and which Adventure card belongs
 * in a space once its Exploration card has left (C-EXPLORE-6).
 */
import type { Area, Edge } from '../../../content/continent/cards'
import type { CardNumber } from '../../../content/continent/effects'
import type { Board, BoardCatalog } from './board'
import { cellOf, isFree, terrainCell } from './board'
import type { CellKey } from './grid'
import { neighbour, OPPOSITE } from './grid'

export interface ArrowSpace { terrain: string; edge: Edge; cell: CellKey; area: Area; numbox: CardNumber }

/**
 * C-EXPLORE-9, C-EXPLORE-10: the free spaces a terrain's arrows point at; each receives one
 * Exploration card of the arrow's area (C-Q-30). Occupied spaces (any card) get none.
 */
export function freeArrowSpaces(board: Board, catalog: BoardCatalog, terrainUid: string): ArrowSpace[] {
  const from = terrainCell(board, terrainUid)
  return catalog.info(terrainUid).arrows
    .map((a) => ({ terrain: terrainUid, edge: a.edge, cell: neighbour(from, a.edge), area: a.area, numbox: a.numbox }))
    .filter((s) => isFree(board, s.cell))
}

/** C-EXPLORE-27: the free arrow spaces of every terrain on the board, each space once (first terrain wins). */
export function allFreeArrowSpaces(board: Board, catalog: BoardCatalog): ArrowSpace[] {
  const seen = new Set<CellKey>()
  const out: ArrowSpace[] = []
  const cells = Object.keys(board.cells).sort()
  for (const cell of cells) {
    const uid = board.cells[cell]
    if (uid === undefined || catalog.info(uid).role !== 'terrain') continue
    for (const s of freeArrowSpaces(board, catalog, uid)) {
      if (!seen.has(s.cell)) { seen.add(s.cell); out.push(s) }
    }
  }
  return out
}

/**
 * C-EXPLORE-6: the terrain arrow that points at a space, i.e. the numbox of the Adventure card that
 * belongs there. The terrain an Exploration card in that space is attached to wins; otherwise any
 * adjacent terrain whose arrow points at it (first in N, E, S, W order of the space's sides).
 */
export function arrowIntoSpace(board: Board, catalog: BoardCatalog, cell: CellKey): ArrowSpace | null {
  const occupant = board.cells[cell]
  const att = occupant === undefined ? undefined : board.attached[occupant]
  const candidates: { terrain: string; edge: Edge }[] = []
  if (att) candidates.push({ terrain: att.terrain, edge: att.edge })
  for (const side of ['N', 'E', 'S', 'W'] as const) {
    const t = board.cells[neighbour(cell, side)]
    if (t !== undefined && catalog.info(t).role === 'terrain') candidates.push({ terrain: t, edge: OPPOSITE[side] })
  }
  for (const c of candidates) {
    if (cellOf(board, c.terrain) === null) continue
    const arrow = catalog.info(c.terrain).arrows.find((a) => a.edge === c.edge)
    if (arrow) return { terrain: c.terrain, edge: c.edge, cell, area: arrow.area, numbox: arrow.numbox }
  }
  return null
}
