/**
 * Saga's printed grids as cells for the tile placer: the journey strip (the revealed Terrain cards
 * joined left to right, rows aligned at the top, S-JOURNEY-08), an enemy card (hearts, S-COMBAT-28)
 * and a character's wound grid (S-CHAR-02). Icon letters and penalty colours are read here in the
 * pack's grid text (content/saga README); what each does is said in words in the cell's title.
 */
import type { Cell } from '../../../src-shared/engine/polyomino'
import type { GridCell } from '../../components/tiles/TilePlacer.vue'
import type { PlacedTile } from '../../../src-shared/rulesets/saga/types'
import type { Translate } from './words'

/** Icon letters of the grid text → the i18n key of what a covered icon gives. */
export const ICON_KEYS: Readonly<Record<string, string>> = {
  A: 'area', M: 'material', O: 'ore', R: 'rumour', G: 'magic', P: 'power', F: 'fate', '+': 'cure', X: 'xpAny', c: 'xpCombat', j: 'xpJourney', D: 'discovery', H: 'heart',
}
const PENALTY: Readonly<Record<string, string>> = { r: 'red', y: 'yellow' }
const width = (rows: readonly string[]): number => rows.reduce((w, r) => Math.max(w, r.length), 0)

function printedCell(t: Translate, ch: string, pen: string | undefined, extra: { reveal?: boolean } = {}): GridCell {
  if (ch === ' ') return { kind: 'none' }
  const icon = ICON_KEYS[ch]
  const penalty = pen ? PENALTY[pen] : undefined
  const words = [icon ? t(`rulesets.saga.icon.${icon}`) : '', penalty ? t(`rulesets.saga.icon.penalty.${penalty}`) : '', extra.reveal ? t('rulesets.saga.icon.reveal') : ''].filter((w) => w !== '')
  return {
    kind: 'free',
    mark: icon ? ch : undefined,
    tone: ch === 'H' ? 'heart' : penalty ?? (extra.reveal ? 'reveal' : undefined),
    title: words.length > 0 ? words.join(' · ') : t('rulesets.saga.icon.plain'),
  }
}

function cover(grid: GridCell[][], cells: readonly Cell[], title: string): void {
  for (const [c, r] of cells) {
    const row = grid[r]
    const cell = row?.[c]
    if (row && cell && cell.kind !== 'none') row[c] = { ...cell, kind: 'covered', title: `${title}${cell.title ? ` (${cell.title})` : ''}` }
  }
}

export interface TerrainPrint { cells: string[]; penalties?: string[] | undefined; revealColumn: number }

/** The journey strip: cards of `path` side by side, journey tiles and Gathering tokens on them. */
export function journeyGrid(t: Translate, path: readonly string[], terrain: Readonly<Record<string, TerrainPrint>>, tiles: readonly PlacedTile[], gathering: readonly Cell[]): GridCell[][] {
  const height = path.reduce((h, id) => Math.max(h, terrain[id]?.cells.length ?? 0), 0)
  const grid: GridCell[][] = Array.from({ length: height }, () => [])
  for (const id of path) {
    const card = terrain[id]
    if (!card) continue
    const w = width(card.cells)
    for (let r = 0; r < height; r++) {
      for (let c = 0; c < w; c++) grid[r]?.push(printedCell(t, card.cells[r]?.[c] ?? ' ', card.penalties?.[r]?.[c], { reveal: c === card.revealColumn }))
    }
  }
  for (const tile of tiles) cover(grid, tile.cells, t('rulesets.saga.icon.journeyTile'))
  for (const [c, r] of gathering) {
    const row = grid[r]
    const cell = row?.[c]
    if (row && cell) row[c] = { ...cell, kind: 'blocked', title: t('rulesets.saga.icon.gathered') }
  }
  return grid
}

/** An enemy card with the tiles struck on it this fight. */
export function enemyGrid(t: Translate, card: { cells: string[]; penalties?: string[] | undefined }, placed: readonly PlacedTile[]): GridCell[][] {
  const w = width(card.cells)
  const grid = card.cells.map((row, r) => Array.from({ length: w }, (_, c) => printedCell(t, row[c] ?? ' ', card.penalties?.[r]?.[c])))
  for (const tile of placed) cover(grid, tile.cells, t('rulesets.saga.icon.struck'))
  return grid
}

/**
 * S-COMBAT-29, S-COMBAT-31: a united fight's cards laid edge to edge in a row, tops aligned, read as
 * one card (the engine's own combined grid, `combat.ts`: fightCard).
 */
export function unitedRow(cards: readonly { cells: string[]; penalties?: string[] | undefined }[]): { cells: string[]; penalties: string[] } {
  const height = cards.reduce((h, c) => Math.max(h, c.cells.length), 0)
  const rows = (of: (c: (typeof cards)[number]) => readonly string[] | undefined, blank: string): string[] =>
    Array.from({ length: height }, (_, r) => cards.map((c) => (of(c)?.[r] ?? '').padEnd(width(c.cells), r < c.cells.length ? blank : ' ')).join(''))
  return { cells: rows((c) => c.cells, ' '), penalties: rows((c) => c.penalties, '.') }
}

/** A wound grid from the state's kernel rows ('.' free, '#' wound, ' ' outside). */
export function woundGrid(t: Translate, rows: readonly string[]): GridCell[][] {
  const w = width(rows)
  return rows.map((row) => Array.from({ length: w }, (_, c): GridCell => {
    const ch = row[c] ?? ' '
    return ch === ' ' ? { kind: 'none' } : ch === '.' ? { kind: 'free', title: t('rulesets.saga.icon.free') } : { kind: 'covered', title: t('rulesets.saga.icon.wound') }
  }))
}
