/**
 * The Continent board as plain JSON (C-D-7, C-EXPLORE-2): which card lies on which cell, and the
 * attachment relation of Exploration cards and Permanent Events to terrains (C-EXPLORE-3,
 * C-CONSEQ-15, C-Q-19). Figures and fires live in the game state, not here.
 */
import type { Edge, EdgeProfiles, TerrainArrow } from '../../../content/continent/cards'
import { edgeProfilesFit } from '../../../content/continent/cards'
import type { ActionType } from '../../../content/continent/effects'
import type { ContinentContent } from '../../../content/continent/content'
import { frontOfUid } from '../../../content/continent/lookups'
import type { CellKey } from './grid'
import { neighbour } from './grid'

/**
 * A card attached to a terrain (C-DEF-5): it lies on the terrain's `edge` side. Whether it occupies
 * a cell is told by `Board.at` (a Permanent Event whose space was taken is an overlay, C-Q-19).
 */
export interface Attachment {
  terrain: string
  edge: Edge
  /** C-TURN-12, C-ICON-14: the action type shown on the placement arrow (the action that brought it). */
  blocks?: ActionType
  /** C-EXPLORE-8: a Permanent Event revealed from an Exploration card keeps that card's space. */
  explorationSpace?: boolean
}

/**
 * The board. Same shape as ENGINE-CORE's `ContinentState['board']`, so these functions apply to the
 * game state directly. `cells` and `at` are inverse maps and must be kept in step.
 */
export interface Board {
  /** Cell "x,y" → uid of the card occupying it (terrain, Exploration card, space-occupying event). */
  cells: Record<CellKey, string>
  /** uid → its cell, for every card occupying a cell. */
  at: Record<string, CellKey>
  /** uid → attachment, for Exploration cards and Permanent Events (C-EXPLORE-3, C-CONSEQ-15). */
  attached: Record<string, Attachment>
}

export const emptyBoard = (): Board => ({ cells: {}, at: {}, attached: {} })

/** How a card behaves on the board. Only terrains link movement chains (C-EXPLORE-13, C-EXPLORE-17). */
export type BoardRole = 'terrain' | 'exploration' | 'permanentEvent' | 'other'

export interface BoardCardInfo { role: BoardRole; arrows: TerrainArrow[]; edges: EdgeProfiles; placement: Edge[] }

/** The card data the board functions need; built from content by `boardCatalog`, or by hand in tests. */
export interface BoardCatalog {
  info(uid: string): BoardCardInfo
  /** Whether two edge profiles fit like jigsaw pieces (C-EXPLORE-11). */
  fits(a: string | undefined, b: string | undefined): boolean
}

/** C-EXPLORE-11 profile model (see content/continent/cards.ts `edgeProfilesFit`). */
export const profilesFit = edgeProfilesFit

/** The board catalog of validated content. */
export function boardCatalog(content: ContinentContent): BoardCatalog {
  const cache: Record<string, BoardCardInfo> = {}
  return {
    info(uid) {
      const hit = cache[uid]
      if (hit) return hit
      const card = content.cards[uid]
      let info: BoardCardInfo
      if (card?.type === 'exploration') {
        info = { role: 'exploration', arrows: [], edges: {}, placement: card.front.placement ?? [] }
      } else {
        const f = frontOfUid(content, uid)
        const role: BoardRole = f.kind === 'terrain' ? 'terrain' : f.kind === 'permanentEvent' ? 'permanentEvent' : 'other'
        info = { role, arrows: f.arrows ?? [], edges: f.edges ?? {}, placement: f.placement ?? [] }
      }
      cache[uid] = info
      return info
    },
    fits: profilesFit(content.manifest.edgeCompatibility ?? []),
  }
}

/** The cell a card lies on, or null. */
export const cellOf = (board: Board, uid: string): CellKey | null => board.at[uid] ?? null

/** Whether a cell holds no card (C-DEF-21, C-EXPLORE-10). */
export const isFree = (board: Board, cell: CellKey): boolean => board.cells[cell] === undefined

/** The cell of a terrain; throws when it is not on the board. */
export function terrainCell(board: Board, terrainUid: string): CellKey {
  const cell = cellOf(board, terrainUid)
  if (cell === null) throw new Error(`terrain "${terrainUid}" is not on the board`)
  return cell
}

/** Put a card (usually a terrain, C-CONSEQ-13) on a free cell. */
export function putCard(board: Board, uid: string, cell: CellKey): Board {
  if (!isFree(board, cell)) throw new Error(`cell ${cell} already holds "${board.cells[cell] ?? ''}"`)
  if (board.at[uid] !== undefined) throw new Error(`"${uid}" is already on the board`)
  return { cells: { ...board.cells, [cell]: uid }, at: { ...board.at, [uid]: cell }, attached: board.attached }
}

/** Place an Exploration card in the space across `edge` of a terrain, attached to it (C-EXPLORE-3, C-EXPLORE-9). */
export function attachExploration(board: Board, explorationUid: string, terrainUid: string, edge: Edge): Board {
  const next = putCard(board, explorationUid, neighbour(terrainCell(board, terrainUid), edge))
  return { ...next, attached: { ...board.attached, [explorationUid]: { terrain: terrainUid, edge } } }
}

/** A copy of a record without one key. */
export function without<T>(rec: Record<string, T>, key: string): Record<string, T> {
  return Object.fromEntries(Object.entries(rec).filter(([k]) => k !== key))
}

/** Take a card off the board (its cell and its own attachment); cards attached to it are untouched. */
export function removeCard(board: Board, uid: string): Board {
  const cell = board.at[uid]
  return {
    cells: cell === undefined ? board.cells : without(board.cells, cell),
    at: without(board.at, uid),
    attached: without(board.attached, uid),
  }
}

/** The uids of the cards attached to a terrain (C-DEF-5, C-CONSEQ-16, C-TURN-7 b/c). */
export function attachedTo(board: Board, terrainUid: string): string[] {
  return Object.keys(board.attached).filter((u) => board.attached[u]?.terrain === terrainUid)
}

/** Terrain uids on the board. */
export function terrains(board: Board, catalog: BoardCatalog): string[] {
  return Object.values(board.cells).filter((u) => catalog.info(u).role === 'terrain')
}
