/**
 * Permanent Events on the board (C-CONSEQ-15, C-CONSEQ-16, C-Q-19) and obstacles (C-EXPLORE-18).
 * An event's placement arrow on its edge E points at the terrain, so the event lies on the
 * terrain's OPPOSITE[E] side.
 */
import type { Edge } from '../../../content/cards'
import type { Attachment, Board, BoardCatalog } from './board'
import { cellOf, isFree, terrainCell } from './board'
import type { CellKey } from './grid'
import { neighbour, OPPOSITE } from './grid'

/**
 * C-CONSEQ-15, C-Q-19: attach a Permanent Event to the terrain the active player stands on. The
 * first placement arrow whose space is free decides: the event occupies that space (and blocks
 * movement through it). When every such space is taken, it is an overlay on the first arrow's side,
 * attached but occupying no cell.
 */
export function attachPermanentEvent(board: Board, catalog: BoardCatalog, eventUid: string, terrainUid: string): { board: Board; attachment: Attachment } {
  const at = terrainCell(board, terrainUid)
  const placement = catalog.info(eventUid).placement
  const first = placement[0]
  if (first === undefined) throw new Error(`"${eventUid}" has no placement arrow`)
  for (const arrow of placement) {
    const side = OPPOSITE[arrow]
    const cell = neighbour(at, side)
    if (isFree(board, cell)) {
      const attachment: Attachment = { card: eventUid, terrain: terrainUid, edge: side, cell }
      return { board: { cells: { ...board.cells, [cell]: eventUid }, attachments: [...board.attachments, attachment] }, attachment }
    }
  }
  const attachment: Attachment = { card: eventUid, terrain: terrainUid, edge: OPPOSITE[first], cell: null }
  return { board: { cells: board.cells, attachments: [...board.attachments, attachment] }, attachment }
}

/** C-CONSEQ-16, C-TURN-7: the events and Exploration cards whose actions/effects the characters on a terrain see. */
export function attachedCards(board: Board, terrainUid: string): string[] {
  return board.attachments.filter((a) => a.terrain === terrainUid).map((a) => a.card)
}

/**
 * C-EXPLORE-18: the terrain(s) on the other side of an obstacle event from `fromTerrain`. An
 * occupying event links the terrains its placement arrows point at; an overlay event links its
 * terrain with the terrain across that edge.
 */
export function acrossObstacle(board: Board, catalog: BoardCatalog, eventUid: string, fromTerrain: string): string[] {
  const att = board.attachments.find((a) => a.card === eventUid)
  const sides: string[] = []
  const cell = cellOf(board, eventUid)
  if (cell !== null) {
    for (const arrow of catalog.info(eventUid).placement) sides.push(...terrainAt(board, catalog, neighbour(cell, arrow)))
  } else if (att) {
    sides.push(att.terrain)
    sides.push(...terrainAt(board, catalog, neighbour(terrainCell(board, att.terrain), att.edge)))
  }
  return [...new Set(sides)].filter((t) => t !== fromTerrain)
}

function terrainAt(board: Board, catalog: BoardCatalog, cell: CellKey): string[] {
  const uid = board.cells[cell]
  return uid !== undefined && catalog.info(uid).role === 'terrain' ? [uid] : []
}

/** The side of `terrain` an attached card lies on, if attached. */
export function attachmentEdge(board: Board, card: string): Edge | null {
  return board.attachments.find((a) => a.card === card)?.edge ?? null
}
