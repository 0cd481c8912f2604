import type { Edge } from '../../content/continent/cards'
import type { ContinentContent } from '../../content/continent/content'
import { boardCatalog, canPlaceTerrain, reachable, type BoardCatalog } from './board'
import { adventure, front } from './content-index'
import { emit, explorationPile, ownBoard, type G } from './game'
import type { ContinentState } from './state'

/*
 * Exploration on the board (C-EXPLORE-*). The pure grid functions (reach, jigsaw check, event
 * placement, obstacles) come from CONTENT+BOARD's `board/` module, which shares this state's
 * board shape; the draft-mutating steps of the rules live here.
 */
const catalogs = new WeakMap<ContinentContent, BoardCatalog>()
/** The board catalog of a content pack, built once per pack. */
export function catalogOf(c: ContinentContent): BoardCatalog {
  let cat = catalogs.get(c)
  if (!cat) {
    cat = boardCatalog(c)
    catalogs.set(c, cat)
  }
  return cat
}

const OFFSET: Record<Edge, [number, number]> = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] }
const OPPOSITE: Record<Edge, Edge> = { N: 'S', E: 'W', S: 'N', W: 'E' }
export const EDGE_LIST: readonly Edge[] = ['N', 'E', 'S', 'W']

export const cellKey = (x: number, y: number): string => `${x},${y}`
export function parseCell(cell: string): [number, number] {
  const [x, y] = cell.split(',').map(Number)
  return [x ?? 0, y ?? 0]
}
/** The cell beside `cell` across `edge` (C-EXPLORE-16: edges only, no diagonals). */
export function neighbour(cell: string, edge: Edge): string {
  const [x, y] = parseCell(cell)
  const [dx, dy] = OFFSET[edge]
  return cellKey(x + dx, y + dy)
}
/** The edge of `from` that faces the adjacent cell `to`, or null. */
export function edgeToward(from: string, to: string): Edge | null {
  return EDGE_LIST.find((e) => neighbour(from, e) === to) ?? null
}

export const isTerrain = (g: Pick<G, 'c'>, uid: string): boolean => front(g.c, uid)?.kind === 'terrain'

/** Terrain uids on the board. */
export function terrainsInPlay(g: Pick<G, 's' | 'c'>): string[] {
  const cells = g.s.board.cells
  const out: string[] = []
  for (const cell of Object.keys(cells)) {
    const u = cells[cell] as string
    if (isTerrain(g, u)) out.push(u)
  }
  return out
}

/** Cards attached to a terrain (Exploration cards and Permanent Events, C-DEF-5). */
export function attachedTo(s: ContinentState, terrain: string): string[] {
  // A key loop rather than Object.entries: called several times per command, and entries allocates a pair per card.
  const attached = s.board.attached
  const out: string[] = []
  for (const u of Object.keys(attached)) if (attached[u]?.terrain === terrain) out.push(u)
  return out
}

/**
 * C-EXPLORE-15…C-EXPLORE-17: terrains linked to `from` by a chain of edge-adjacent terrain
 * cards (itself excluded); Exploration cards, events and empty spaces break the chain.
 */
export function reachableTerrains(g: Pick<G, 's' | 'c'>, from: string): string[] {
  return reachable(g.s.board, catalogOf(g.c), from).slice(1)
}

/** C-EXPLORE-11: a terrain fits the terrains around a free cell like a jigsaw piece. */
export function fitsNeighbours(g: Pick<G, 's' | 'c'>, uid: string, cell: string): boolean {
  return canPlaceTerrain(g.s.board, catalogOf(g.c), uid, cell).ok
}

/** Puts a card on a cell. */
export function occupy(g: G, uid: string, cell: string): void {
  const board = ownBoard(g)
  board.cells[cell] = uid
  board.at[uid] = cell
}

/** Removes a card from the board (cell and attachment); figures on a removed terrain stay pointing at it. */
export function leaveBoard(g: G, uid: string): void {
  const cell = g.s.board.at[uid]
  if (cell === undefined && g.s.board.attached[uid] === undefined) return
  const board = ownBoard(g)
  if (cell !== undefined) {
    Reflect.deleteProperty(board.cells, cell)
    Reflect.deleteProperty(board.at, uid)
  }
  Reflect.deleteProperty(board.attached, uid)
}

/**
 * C-EXPLORE-9, C-EXPLORE-10, C-SETUP-17, C-Q-30: one Exploration card, from the pile of the
 * arrow's area, in every free space an arrow of the terrain points at.
 */
export function placeExplorationCards(g: G, terrain: string): void {
  const cell = g.s.board.at[terrain]
  if (cell === undefined) return
  for (const arrow of front(g.c, terrain)?.arrows ?? []) {
    const target = neighbour(cell, arrow.edge)
    if (g.s.board.cells[target] !== undefined) continue
    const pile = explorationPile(g, arrow.area) ?? []
    const uid = pile.shift()
    if (uid === undefined) {
      emit(g, 'explorationPileEmpty', { area: arrow.area })
      continue
    }
    occupy(g, uid, target)
    ownBoard(g).attached[uid] = { terrain, edge: arrow.edge }
    emit(g, 'explorationPlaced', { cell: target, terrain, area: arrow.area }) // never the uid: it names the hidden front (C-D-2)
  }
}

/**
 * C-CONSEQ-13, C-CONSEQ-14, C-EXPLORE-9, C-EXPLORE-11: a terrain enters play on `cell`; no figure
 * moves onto it. Returns false (and places nothing) when the cell is taken or the terrain does not
 * fit its neighbours like a jigsaw piece: a misfit is never placed.
 */
export function putTerrainIntoPlay(g: G, uid: string, cell: string): boolean {
  if (g.s.board.cells[cell] !== undefined || !fitsNeighbours(g, uid, cell)) return false
  occupy(g, uid, cell)
  emit(g, 'terrainPlaced', { uid, cell, number: adventure(g.c, uid)?.number })
  placeExplorationCards(g, uid)
  return true
}

/** The numbox of the terrain arrow pointing at `cell` (C-EXPLORE-6), or null. */
export function numboxFor(g: Pick<G, 's' | 'c'>, terrain: string, cell: string): string | null {
  const tcell = g.s.board.at[terrain]
  if (tcell === undefined) return null
  const edge = edgeToward(tcell, cell)
  return front(g.c, terrain)?.arrows?.find((a) => a.edge === edge)?.numbox ?? null
}

/** Free cells next to a terrain (fallback placement for a terrain summoned without a designated space). */
export function freeCellsAround(g: Pick<G, 's'>, terrain: string): string[] {
  const cell = g.s.board.at[terrain]
  if (cell === undefined) return []
  return EDGE_LIST.map((e) => neighbour(cell, e)).filter((n) => g.s.board.cells[n] === undefined)
}

/**
 * Where a revealed terrain may go (C-EXPLORE-11, C-EXPLORE-12): the space designated by the card
 * that summoned it, or — when none is designated — the first free side of the active player's
 * terrain. `cell` is the legal space or null; `blocked` says whether a free space exists that only
 * the jigsaw refuses (then making room can help, C-EXPLORE-24), rather than no free space at all.
 */
export function terrainSpace(g: Pick<G, 's' | 'c'>, uid: string, designated: string | null, active: number): { cell: string | null; blocked: boolean } {
  const at = g.s.players[active]?.at ?? null
  const free = designated !== null
    ? (g.s.board.cells[designated] === undefined ? [designated] : [])
    : (at !== null ? freeCellsAround(g, at) : [])
  const cell = free.find((c) => fitsNeighbours(g, uid, c)) ?? null
  return { cell, blocked: cell === null && free.length > 0 }
}

export { OPPOSITE }
