/**
 * What planning reads of the island's layout: the spaces explored and inaccessible, every distance
 * from the camp over explored tiles (I-ACT-27), the terrains shown (I-INV-03) and the camp tile's
 * natural shelter (I-ACT-60). The island record and the inaccessible spaces are never changed in
 * place (lists.ts `setTile`), so a layout is worked out once for as long as those two records and
 * the camp stay the same — across commands, not only across the plans of one planning step.
 */
import type { IslandContent } from '../../content/island/content'
import type { Terrain } from '../../content/island/vocabulary'
import { adjacencyOf, exploredTerrains, naturalShelter } from './island-map'
import { distancesFromCamp } from './rules/distance'
import type { IslandState } from './types'

export class IslandGeometry {
  readonly explored: ReadonlySet<string>
  readonly inaccessible: ReadonlySet<string>
  /** Steps from the camp over explored tiles (absent: unreachable). */
  readonly distances: Readonly<Record<string, number>>
  private shown: ReadonlySet<Terrain> | undefined
  private natural: boolean | undefined

  constructor(private readonly content: IslandContent, private readonly s: IslandState) {
    const explored = new Set(Object.keys(s.island))
    this.explored = explored
    this.inaccessible = new Set(Object.keys(s.inaccessible))
    this.distances = distancesFromCamp(adjacencyOf(content.board), s.camp, explored)
  }

  /** The terrains explored, worked out on the first ask. */
  terrains(): ReadonlySet<Terrain> {
    return (this.shown ??= exploredTerrains(this.content, this.s))
  }

  /** The camp tile offers a natural shelter, worked out on the first ask. */
  naturalShelter(): boolean {
    return (this.natural ??= naturalShelter(this.content, this.s))
  }
}

/** The layout asked last, with what it was read from (one entry: the game goes on from one state to the next). */
let last: { content: IslandContent; island: IslandState['island']; inaccessible: IslandState['inaccessible']; camp: string; geometry: IslandGeometry } | undefined

/** The layout of `s`'s island, kept while the island, the inaccessible spaces and the camp are the same. */
export function geometryOf(content: IslandContent, s: IslandState): IslandGeometry {
  const l = last
  if (l !== undefined && l.island === s.island && l.inaccessible === s.inaccessible && l.camp === s.camp && l.content === content) return l.geometry
  const geometry = new IslandGeometry(content, s)
  last = { content, island: s.island, inaccessible: s.inaccessible, camp: s.camp, geometry }
  return geometry
}
