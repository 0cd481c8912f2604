/**
 * The geometry of a tile held over a grid (any ruleset): its orientation (quarter turns and a
 * mirror), where it lies when its grip cell is on a grid cell, and which of the engine's legal
 * placements the held orientation can reach. The kernel's `polyomino.ts` normalises and keys
 * shapes, so the table and the rules agree on what "the same shape" means.
 */
import { normalize, shapeKey, type Cell } from '../../../src-shared/engine/polyomino'

export interface Orientation { turns: number; mirrored: boolean }

/** The shape turned a quarter clockwise `turns` times, after a mirror when asked, normalised. */
export function oriented(cells: readonly Cell[], o: Orientation): Cell[] {
  let out: Cell[] = cells.map(([c, r]): Cell => (o.mirrored ? [-c, r] : [c, r]))
  for (let i = 0; i < ((o.turns % 4) + 4) % 4; i++) out = out.map(([c, r]): Cell => [-r, c])
  return normalize(out)
}

/** The cells the held shape covers with its first cell (its grip) on `at`. */
export function cellsAt(shape: readonly Cell[], at: Cell): Cell[] {
  const grip = shape[0] ?? [0, 0]
  return shape.map(([c, r]): Cell => [c - grip[0] + at[0], r - grip[1] + at[1]])
}

/** A key equal for two placements covering the same grid cells (order does not matter). */
export const placementKey = (cells: readonly Cell[]): string => [...cells].map(([c, r]) => `${c},${r}`).sort().join(' ')

/** The legal placements whose cells are this orientation of the shape (a translation of it). */
export function reachable(legal: readonly (readonly Cell[])[], shape: readonly Cell[]): Cell[][] {
  const key = shapeKey(shape)
  return legal.filter((p) => shapeKey(p) === key).map((p) => [...p])
}

/**
 * Snapping: the legal placement of the held orientation nearest to `cells`, if it lies within
 * `reach` cells (a drop a little off the mark still lands where the player meant).
 */
export function snap(candidates: readonly (readonly Cell[])[], cells: readonly Cell[], reach = 1): Cell[] | null {
  const origin = (p: readonly Cell[]): Cell => p.reduce<Cell>(([mc, mr], [c, r]) => [Math.min(mc, c), Math.min(mr, r)], [Infinity, Infinity])
  const [oc, or] = origin(cells)
  let best: Cell[] | null = null
  let bestD = Infinity
  for (const p of candidates) {
    const [pc, pr] = origin(p)
    const d = Math.abs(pc - oc) + Math.abs(pr - or)
    if (d <= reach && d < bestD) { best = [...p]; bestD = d }
  }
  return best
}

/** Every grid cell some placement covers, as keys "c,r" (the lit cells). */
export function litCells(placements: readonly (readonly Cell[])[]): Set<string> {
  const out = new Set<string>()
  for (const p of placements) for (const [c, r] of p) out.add(`${c},${r}`)
  return out
}
