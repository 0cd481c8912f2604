/**
 * S-CHAR-11 seen before it happens: whether, once a wound lies on `cells`, no tile of the smallest
 * size would fit any more (inside the grid, touching a wound), so the next wound eliminates the
 * character. The kernel's geometry answers, as the engine's does.
 */
import { anyPlacement, placeOnGrid, type Cell } from '../../../src-shared/engine/polyomino'

export const WOUND_MARK = '#'

export function eliminationAfter(grid: readonly string[], cells: readonly Cell[], shapes: Readonly<Record<string, { cells: Cell[] }>>): boolean {
  const after = placeOnGrid(grid, cells, WOUND_MARK)
  const sizes = Object.values(shapes).map((s) => s.cells.length)
  const smallest = Object.values(shapes).filter((s) => s.cells.length === Math.min(...sizes)).map((s) => s.cells)
  return !anyPlacement(after, smallest, { touching: (ch) => ch === WOUND_MARK })
}
