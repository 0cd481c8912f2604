/**
 * Hidden-number replacement on the board (C-EXPLORE-21, C-EXPLORE-23, C-Q-20): the replacing card
 * takes the exact cell of the discarded one and inherits its attachments (both the cards attached to
 * it and its own attachment). The caller re-points figures standing on the old terrain.
 */
import type { Board } from './board'
import { cellOf } from './board'

/** C-EXPLORE-23: replace `oldUid` by `newUid` in place. Throws when `oldUid` is not on the board. */
export function replaceInPlace(board: Board, oldUid: string, newUid: string): Board {
  const cell = cellOf(board, oldUid)
  const own = board.attachments.some((a) => a.card === oldUid)
  if (cell === null && !own) throw new Error(`"${oldUid}" is not on the board`)
  const cells = { ...board.cells }
  if (cell !== null) cells[cell] = newUid
  return {
    cells,
    attachments: board.attachments.map((a) => ({
      ...a,
      card: a.card === oldUid ? newUid : a.card,
      terrain: a.terrain === oldUid ? newUid : a.terrain,
    })),
  }
}
