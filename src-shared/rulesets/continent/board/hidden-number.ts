/**
 * Hidden-number replacement on the board (C-EXPLORE-21, C-EXPLORE-23, C-Q-20): the replacing card
 * takes the exact cell of the discarded one and inherits its attachments (both the cards attached to
 * it and its own attachment). The caller re-points figures and fires standing on the old terrain.
 */
import type { Attachment, Board, BoardCatalog } from './board'
import type { CellKey } from './grid'
import { neighbours } from './grid'
import { without } from './board'

/** C-EXPLORE-23: replace `oldUid` by `newUid` in place. Throws when `oldUid` is not on the board. */
export function replaceInPlace(board: Board, oldUid: string, newUid: string): Board {
  const cell = board.at[oldUid]
  const own = board.attached[oldUid]
  if (cell === undefined && own === undefined) throw new Error(`"${oldUid}" is not on the board`)
  const cells = cell === undefined ? board.cells : { ...board.cells, [cell]: newUid }
  const at = cell === undefined ? board.at : { ...without(board.at, oldUid), [newUid]: cell }
  const attached: Record<string, Attachment> = {}
  for (const [u, a] of Object.entries(board.attached)) {
    attached[u === oldUid ? newUid : u] = a.terrain === oldUid ? { ...a, terrain: newUid } : a
  }
  return { cells, at, attached }
}

/**
 * C-Q-20: when a hidden-number replacement is not a terrain, figures left without a terrain move to
 * an adjacent terrain of the group's choice: the terrains edge-adjacent to `cell` (N, E, S, W order).
 */
export function adjacentTerrains(board: Board, catalog: BoardCatalog, cell: CellKey): string[] {
  return neighbours(cell).map((n) => board.cells[n.cell]).filter((u): u is string => u !== undefined && catalog.info(u).role === 'terrain')
}
