/**
 * Permanent Events on the board (C-CONSEQ-15, C-CONSEQ-16, C-Q-19) and obstacles (C-EXPLORE-18).
 * An event's placement arrow on its edge E points at the terrain, so the event lies on the
 * terrain's OPPOSITE[E] side.
 */
import type { ActionType } from '../../../content/continent/effects'
import type { Attachment, Board, BoardCatalog } from './board'
import { cellOf, isFree, terrainCell } from './board'
import type { CellKey } from './grid'
import { neighbour, OPPOSITE } from './grid'

/**
 * C-CONSEQ-15, C-Q-19: attach a Permanent Event to the terrain the active player stands on. The
 * first placement arrow whose space is free decides: the event occupies that space (and blocks
 * movement through it). When every such space is taken, it is an overlay on the first arrow's side,
 * attached but occupying no cell (`cell: null`). `blocks` records the action type shown on the
 * placement arrow (C-TURN-12), i.e. the action that brought the event.
 */
export function attachPermanentEvent(board: Board, catalog: BoardCatalog, eventUid: string, terrainUid: string, blocks?: ActionType): { board: Board; attachment: Attachment; cell: CellKey | null } {
  const at = terrainCell(board, terrainUid)
  const placement = catalog.info(eventUid).placement
  const first = placement[0]
  if (first === undefined) throw new Error(`"${eventUid}" has no placement arrow`)
  const make = (edge: Attachment['edge']): Attachment => (blocks === undefined ? { terrain: terrainUid, edge } : { terrain: terrainUid, edge, blocks })
  for (const arrow of placement) {
    const side = OPPOSITE[arrow]
    const cell = neighbour(at, side)
    if (isFree(board, cell)) {
      const attachment = make(side)
      return {
        board: { cells: { ...board.cells, [cell]: eventUid }, at: { ...board.at, [eventUid]: cell }, attached: { ...board.attached, [eventUid]: attachment } },
        attachment,
        cell,
      }
    }
  }
  const attachment = make(OPPOSITE[first])
  return { board: { cells: board.cells, at: board.at, attached: { ...board.attached, [eventUid]: attachment } }, attachment, cell: null }
}

/**
 * C-TURN-12, C-ICON-14: whether an action type is blocked on a terrain because it is shown on the
 * placement arrow of a Permanent Event attached there.
 */
export function blockedOn(board: Board, terrainUid: string, type: ActionType): boolean {
  return Object.values(board.attached).some((a) => a.terrain === terrainUid && a.blocks === type)
}

/**
 * C-EXPLORE-18: the terrain(s) on the other side of an obstacle event from `fromTerrain`. An
 * occupying event links the terrains its placement arrows point at; an overlay event links its
 * terrain with the terrain across that edge.
 */
export function acrossObstacle(board: Board, catalog: BoardCatalog, eventUid: string, fromTerrain: string): string[] {
  const att = board.attached[eventUid]
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
