/**
 * The readable text format of every Saga grid (terrain cards, enemy cards, wound grids, tile
 * shapes): one string per row, row 0 at the top, one character per cell, so a pack author sees the
 * card's outline in the JSON itself and a checker can name the row and column of a mistake.
 *
 * Cells (`cells` rows): `' '` no cell (an irregular outline), `'.'` a plain cell, or one icon letter
 * from CELL_ICONS (S-CELL-03…S-CELL-10). Penalties (`penalties` rows, same size): `'.'` none, `'r'`
 * red, `'y'` yellow (S-JOURNEY-02: a cell may carry an icon and a penalty at once). Shapes: `'#'` a
 * square of the tile, `'.'` or `' '` none.
 */
import { z } from 'zod'
import type { Cell } from '../../engine/polyomino'
import type { Good, PenaltyColour } from './vocabulary'

/** What a covered icon does (S-CELL-03…S-CELL-10), by its letter. */
export type CellIcon =
  | { icon: 'area' }
  | { icon: 'good'; good: Good }
  | { icon: 'cure' }
  | { icon: 'xp'; kind: 'any' | 'combat' | 'journey' }
  | { icon: 'discovery' }
  | { icon: 'heart' }

export const CELL_ICONS: Readonly<Record<string, CellIcon>> = {
  A: { icon: 'area' },
  M: { icon: 'good', good: 'material' },
  O: { icon: 'good', good: 'ore' },
  R: { icon: 'good', good: 'rumour' },
  G: { icon: 'good', good: 'magic' },
  P: { icon: 'good', good: 'power' },
  F: { icon: 'good', good: 'fate' },
  '+': { icon: 'cure' },
  X: { icon: 'xp', kind: 'any' },
  c: { icon: 'xp', kind: 'combat' },
  j: { icon: 'xp', kind: 'journey' },
  D: { icon: 'discovery' },
  H: { icon: 'heart' },
}

const PENALTY_LETTERS: Readonly<Record<string, PenaltyColour>> = { r: 'red', y: 'yellow' }

/** Rows of a grid: at least one row, every character a known cell letter. */
export const GridRowsSchema = z.array(z.string().min(1).max(40).regex(/^[ .AMORGPF+XcjDH]+$/, 'a grid row uses only " " (no cell), "." (plain) and the icon letters A M O R G P F + X c j D H'))
  .min(1).max(20).meta({ id: 'GridRows' })
export const PenaltyRowsSchema = z.array(z.string().min(1).max(40).regex(/^[.ry ]+$/, 'a penalty row uses only "." (none), "r" (red), "y" (yellow)')).min(1).max(20)
export const ShapeRowsSchema = z.array(z.string().min(1).max(5).regex(/^[#. ]+$/, 'a shape row uses "#" for a square and "." for none')).min(1).max(5)

/** A printed grid: its cells and, when it has any, its penalty overlay. */
export interface PrintedGrid { cells: string[]; penalties?: string[] }

/** Width of a grid: its longest row (shorter rows end in no-cells). */
export const gridWidth = (rows: readonly string[]): number => rows.reduce((w, r) => Math.max(w, r.length), 0)

/** The icon printed at a cell, if any. */
export function iconAt(grid: PrintedGrid, [c, r]: Cell): CellIcon | undefined {
  const ch = grid.cells[r]?.[c]
  return ch === undefined ? undefined : CELL_ICONS[ch]
}

/** The penalty colour of a cell, if any. */
export function penaltyAt(grid: PrintedGrid, [c, r]: Cell): PenaltyColour | undefined {
  const ch = grid.penalties?.[r]?.[c]
  return ch === undefined ? undefined : PENALTY_LETTERS[ch]
}

/** The kernel grid of a printed grid: every valid cell free (`'.'`), the outline kept (`' '`). */
export function freeGrid(rows: readonly string[]): string[] {
  const w = gridWidth(rows)
  return rows.map((r) => r.padEnd(w, ' ').replace(/[^ ]/g, '.'))
}

/** The cells of a shape written as rows (`'#'` squares). */
export function shapeCells(rows: readonly string[]): Cell[] {
  const out: Cell[] = []
  rows.forEach((row, r) => { [...row].forEach((ch, c) => { if (ch === '#') out.push([c, r]) }) })
  return out
}

/** Problems of a penalty overlay against its grid: same size, penalties only on real cells. */
export function overlayProblems(grid: PrintedGrid): { path: (string | number)[]; message: string }[] {
  const out: { path: (string | number)[]; message: string }[] = []
  if (!grid.penalties) return out
  if (grid.penalties.length !== grid.cells.length) out.push({ path: ['penalties'], message: `has ${grid.penalties.length} rows, the grid has ${grid.cells.length}` })
  grid.penalties.forEach((row, r) => {
    ;[...row].forEach((ch, c) => {
      if (ch !== '.' && ch !== ' ' && (grid.cells[r]?.[c] ?? ' ') === ' ') out.push({ path: ['penalties', r], message: `column ${c} marks a penalty where the grid has no cell` })
    })
  })
  return out
}
