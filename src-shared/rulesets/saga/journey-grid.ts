/**
 * The journey grid (S-JOURNEY-08): the revealed Terrain cards joined left to right, rows aligned at
 * the top, columns numbered from the left, with what lies on it — journey tiles and Gathering tokens
 * (S-JOURNEY-14). Also where a new journey tile may go (S-JOURNEY-13…S-JOURNEY-18): never left of
 * column C, the rightmost column a journey tile reaches, touching a tile that reaches C; the first
 * tile of the game covers a cell of column 0.
 */
import { anyPlacement, placementAt, placements, type Cell } from '../../engine/polyomino'
import type { SagaContent } from '../../content/saga/content'
import { CELL_ICONS, gridWidth, iconAt, penaltyAt, type CellIcon } from '../../content/saga/grid-text'
import type { TerrainCard } from '../../content/saga/terrain'
import type { PenaltyColour } from '../../content/saga/vocabulary'
import type { SagaState } from './types'

/** Marks on the kernel grid: a tile reaching column C, another journey tile, a Gathering token, a cell closed to the path. */
const RIGHTMOST = 'R'
const TILE = 'J'
const TOKEN = 'g'
const BEHIND = 'x'

export interface JourneyCell { card: TerrainCard; local: Cell; icon: CellIcon | undefined; penalty: PenaltyColour | undefined }

/** A card's width, kept per card: the path asks for it at every cell it looks up. */
const widths = new WeakMap<TerrainCard, number>()
const widthOf = (card: TerrainCard): number => {
  let w = widths.get(card)
  if (w === undefined) { w = gridWidth(card.cells); widths.set(card, w) }
  return w
}

/** The card and local cell under a journey-grid cell. */
export function cellOf(content: SagaContent, s: SagaState, [c, r]: Cell): JourneyCell | undefined {
  let left = 0
  for (const id of s.decks.path) {
    const card = content.terrain[id]
    if (!card) return undefined
    const w = widthOf(card)
    if (c < left + w) {
      const local: Cell = [c - left, r]
      if ((card.cells[r]?.[c - left] ?? ' ') === ' ') return undefined
      return { card, local, icon: iconAt(card, local), penalty: penaltyAt(card, local) }
    }
    left += w
  }
  return undefined
}

/** The first column of each card of the path, and the grid's width. */
export function cardColumns(content: SagaContent, s: SagaState): { starts: number[]; width: number } {
  const starts: number[] = []
  let left = 0
  for (const id of s.decks.path) { starts.push(left); const card = content.terrain[id]; left += card ? widthOf(card) : 0 }
  return { starts, width: left }
}

/** C: the rightmost column any journey tile reaches (S-JOURNEY-15), or -1 before the first tile. */
export function rightmostColumn(s: SagaState): number {
  let m = -1
  for (const t of s.journey.tiles) for (const [c] of t.cells) if (c > m) m = c
  return m
}

/** The path's printed letters joined left to right (' ' where there is no cell), and its kernel grid with nothing on it. */
interface PathGrid { letters: string[]; base: string[]; cards: number }
const pathGrids = new WeakMap<SagaContent, Map<string, PathGrid>>()
/** The same path array (states share their decks until a card is drawn) finds its grid at once. */
const pathGridsByArray = new WeakMap<readonly string[], { content: SagaContent; grid: PathGrid }>()

/** Kept per path: the path grows by one card now and then, while its grid is read at every step. */
function pathGrid(content: SagaContent, s: SagaState): PathGrid {
  const same = pathGridsByArray.get(s.decks.path)
  // The path array may still grow in a draft (a card revealed): the length says whether the grid is its own.
  if (same && same.content === content && same.grid.cards === s.decks.path.length) return same.grid
  const grid = pathGridByKey(content, s)
  pathGridsByArray.set(s.decks.path, { content, grid })
  return grid
}

function pathGridByKey(content: SagaContent, s: SagaState): PathGrid {
  let byPath = pathGrids.get(content)
  if (!byPath) { byPath = new Map(); pathGrids.set(content, byPath) }
  const key = s.decks.path.join('\n')
  const hit = byPath.get(key)
  if (hit) return hit
  const height = s.decks.path.reduce((h, id) => Math.max(h, content.terrain[id]?.cells.length ?? 0), 0)
  const letters = Array.from({ length: height }, (_, r) => s.decks.path.map((id) => {
    const card = content.terrain[id]
    return card ? (card.cells[r] ?? '').padEnd(widthOf(card), ' ') : ''
  }).join(''))
  const grid = { letters, base: letters.map((row) => row.replace(/[^ ]/g, '.')), cards: s.decks.path.length }
  if (byPath.size > 4096) byPath.clear()
  byPath.set(key, grid)
  return grid
}

/** The icon printed at a cell of the path (undefined: none, or no cell). */
export const pathIcon = (content: SagaContent, s: SagaState, [c, r]: Cell): CellIcon | undefined => {
  const ch = pathGrid(content, s).letters[r]?.[c]
  return ch === undefined ? undefined : CELL_ICONS[ch]
}

/** Marks a cell of the grid under construction (a cell of the path only). */
function mark(rows: string[][], [c, r]: Cell, ch: string): void {
  const row = rows[r]
  if (row && row[c] !== undefined && row[c] !== ' ') row[c] = ch
}

/** The grid as kernel rows: free cells '.', no cell ' ', and what lies on it (plain loops: it is built at every journey step). */
export function journeyRows(content: SagaContent, s: SagaState, forNewTile: boolean): string[] {
  const base = pathGrid(content, s).base
  const rows: string[][] = []
  for (const row of base) rows.push(row.split(''))
  const C = rightmostColumn(s)
  for (const t of s.journey.tiles) {
    let reaches = false
    for (const [c] of t.cells) if (c === C) reaches = true
    const ch = forNewTile && reaches ? RIGHTMOST : TILE
    for (const cell of t.cells) mark(rows, cell, ch)
  }
  for (const cell of s.journey.gathering) mark(rows, cell, TOKEN)
  for (const cell of s.journey.blocked ?? []) mark(rows, cell, TOKEN) // S-BLOCK-04: neither covered nor gathered
  if (forNewTile) for (const row of rows) for (let c = 0; c < C && c < row.length; c++) if (row[c] === '.') row[c] = BEHIND
  const out: string[] = []
  for (const row of rows) out.push(row.join(''))
  return out
}

/** S-JOURNEY-17, Q-05: placed by its cells' marks, touching a tile that reaches C; the first tile of the game covers column 0. */
const isRightmost = (ch: string): boolean => ch === RIGHTMOST
const NEXT_TILE = { touching: isRightmost }
const FIRST_TILE = { touching: isRightmost, accept: (cells: readonly Cell[]): boolean => cells.some(([c]) => c === 0) }
const journeyRules = (s: SagaState): typeof NEXT_TILE => (s.journey.tiles.length === 0 ? FIRST_TILE : NEXT_TILE)

/**
 * The part of the grid a new tile can use: from the column left of C on (every cell left of C is
 * taken or closed, so no tile starts there; the column before C stays for the "touching" test). The
 * search over this window finds the same placements in the same order, shifted by `from` columns.
 */
function window(rows: readonly string[], s: SagaState): { rows: string[]; from: number } {
  const from = Math.max(0, rightmostColumn(s) - 1)
  return from === 0 ? { rows: [...rows], from } : { rows: rows.map((r) => r.slice(from)), from }
}

/** Every legal place for a journey tile of this shape now (`rows`: the grid for a new tile, when the caller has it). */
export function journeyPlacements(content: SagaContent, s: SagaState, shape: string, rows = journeyRows(content, s, true)): Cell[][] {
  const def = content.shapes[shape]
  if (!def) return []
  const w = window(rows, s)
  return placements(w.rows, def.cells, journeyRules(s)).map((p) => (w.from === 0 ? p.cells : p.cells.map(([c, r]): Cell => [c + w.from, r])))
}

/** S-JOURNEY-25: whether a tile of one of these shapes fits anywhere now (stops at the first place found). */
export function journeyFits(content: SagaContent, s: SagaState, shapes: readonly string[]): boolean {
  if (shapes.length === 0) return false
  const w = window(journeyRows(content, s, true), s)
  return anyPlacement(w.rows, shapes.map((id) => content.shapes[id]?.cells ?? []).filter((c) => c.length > 0), journeyRules(s))
}

/** Whether a journey tile of this shape may cover exactly these cells now (a command checked without listing every place). */
export function isJourneyPlacement(content: SagaContent, s: SagaState, shape: string, cells: readonly Cell[]): boolean {
  const def = content.shapes[shape]
  return def !== undefined && placementAt(journeyRows(content, s, true), def.cells, cells, journeyRules(s)) !== null
}

const shapesByLevel = new WeakMap<SagaContent, Map<string, readonly string[]>>()

/** S-CHAR-29, S-JOURNEY-12: the shapes of the character's journey track at its level or below (kept per character and level). */
export function journeyShapes(content: SagaContent, s: SagaState, who: number): readonly string[] {
  const c = s.characters[who]
  if (!c) return []
  let byLevel = shapesByLevel.get(content)
  if (!byLevel) { byLevel = new Map(); shapesByLevel.set(content, byLevel) }
  const key = `${c.id}:${c.journey}`
  let shapes = byLevel.get(key)
  if (!shapes) {
    shapes = Object.freeze([...new Set((content.characters[c.id]?.journeyTrack ?? []).slice(0, c.journey).flat())])
    byLevel.set(key, shapes)
  }
  return shapes
}

/** S-GOODS-11, S-GOODS-12: uncovered path cells with a good or Area icon. */
export function gatherCells(content: SagaContent, s: SagaState): Cell[] {
  const rows = journeyRows(content, s, false)
  const letters = pathGrid(content, s).letters
  const out: Cell[] = []
  rows.forEach((row, r) => {
    for (let c = 0; c < row.length; c++) {
      if (row[c] !== '.') continue
      const icon = CELL_ICONS[letters[r]?.[c] ?? ' ']
      if (icon?.icon === 'good' || icon?.icon === 'area') out.push([c, r])
    }
  })
  return out
}
