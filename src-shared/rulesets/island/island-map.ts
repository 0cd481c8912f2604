/**
 * The island as a graph: adjacency from the board's hex coordinates (I-COMP-01), which spaces are
 * explored and passable (I-GOLD-17), the camp tile's natural shelter (I-ACT-60), the terrains
 * explored (I-INV-03, I-GOLD-22).
 */
import { HEX_DIRECTIONS, type Board } from '../../content/island/board'
import type { IslandContent } from '../../content/island/content'
import type { Terrain } from '../../content/island/vocabulary'
import type { Adjacency } from './rules/distance'
import type { IslandState } from './types'

const cache = new WeakMap<Board, Adjacency>()

/** Space id → neighbouring space ids (hex neighbours present on the board). */
export function adjacencyOf(board: Board): Adjacency {
  let adj = cache.get(board)
  if (!adj) {
    const at = new Map(board.spaces.map((s) => [`${s.q},${s.r}`, s.id]))
    adj = Object.fromEntries(board.spaces.map((s) => [s.id, HEX_DIRECTIONS.flatMap(([dq, dr]) => at.get(`${s.q + dq},${s.r + dr}`) ?? [])]))
    cache.set(board, adj)
  }
  return adj
}

/** Spaces holding a face-up tile (I-ACT-58). */
export const exploredSpaces = (s: IslandState): Set<string> => new Set(Object.keys(s.island))

/** The tile definition on the camp space. */
export function campTile(content: IslandContent, s: IslandState) {
  const placed = s.island[s.camp]
  return placed ? content.tiles[placed.tile] : undefined
}

/** I-ACT-60: the camp tile offers a natural shelter. */
export const naturalShelter = (content: IslandContent, s: IslandState): boolean => campTile(content, s)?.naturalShelter === true

/** I-ACT-51: a Shelter stands at the camp, built or natural. */
export const hasShelter = (content: IslandContent, s: IslandState): boolean => s.shelter.built || naturalShelter(content, s)

/** I-INV-03, I-GOLD-22: the terrains shown by face-up tiles. */
export function exploredTerrains(content: IslandContent, s: IslandState): Set<Terrain> {
  const out = new Set<Terrain>()
  for (const p of Object.values(s.island)) {
    const t = content.tiles[p.tile]
    // I-GOLD-19…I-GOLD-22: only uncovered terrains of face-up tiles count; fog hides one too (I-SCEN2-04).
    if (t && p.terrainCovered !== true && !p.tokens.includes('fog')) out.add(t.terrain)
  }
  return out
}
