/**
 * Distances on the island (I-ACT-27): counted in steps from the camp tile over explored,
 * accessible tiles. The camp tile is at 0, its neighbours at 1; every tile crossed on the way
 * adds 1. Unexplored, flipped and inaccessible spaces (and the volcano) cannot be crossed
 * (I-GOLD-17, I-SCEN4-06), though an unexplored space can be the target.
 */

/** The island's hex adjacency, from the board data: space id → neighbouring space ids. */
export type Adjacency = Readonly<Record<string, readonly string[]>>

/**
 * Steps from `camp` to every space reachable through `passable` spaces (explored and accessible);
 * spaces next to a reached passable space are listed too, one step further, so unexplored
 * targets have a distance. The camp must be passable.
 */
export function distancesFromCamp(adjacency: Adjacency, camp: string, passable: ReadonlySet<string>): Record<string, number> {
  const out: Record<string, number> = {}
  if (!passable.has(camp)) return out
  out[camp] = 0
  const queue = [camp]
  for (let i = 0; i < queue.length; i++) {
    const here = queue[i] as string
    const d = out[here] as number
    for (const next of adjacency[here] ?? []) {
      if (out[next] !== undefined) continue
      out[next] = d + 1
      if (passable.has(next)) queue.push(next)
    }
  }
  return out
}

/** Steps from the camp to `target`, or null when no path of explored, accessible tiles reaches it. */
export function distanceFromCamp(adjacency: Adjacency, camp: string, target: string, passable: ReadonlySet<string>): number | null {
  return distancesFromCamp(adjacency, camp, passable)[target] ?? null
}

/** Extra pawns for the way there: none on the camp tile or next to it, 1 per tile crossed beyond (I-ACT-27). */
export const distancePawns = (distance: number): number => Math.max(0, distance - 1)

/**
 * Whether `target` can be explored: an unexplored space next to at least one explored tile
 * (I-ACT-58). Spaces that are not in the board's adjacency (the incomplete edge hexes) are never
 * spaces (I-GOLD-15), and an inaccessible space cannot be re-explored (I-GOLD-17).
 */
export function explorable(adjacency: Adjacency, target: string, explored: ReadonlySet<string>, inaccessible: ReadonlySet<string> = new Set()): boolean {
  const neighbours = adjacency[target]
  if (neighbours === undefined || explored.has(target) || inaccessible.has(target)) return false
  return neighbours.some((n) => explored.has(n) && !inaccessible.has(n))
}

/**
 * The spaces holding the nearest non-exhausted source of a kind: the camp tile first, then its
 * neighbours, then distance 2, and so on (I-RES-17). `sources` lists, per space, its
 * non-exhausted sources; exhausted ones are simply left out by the caller.
 */
export function nearestSources(
  adjacency: Adjacency,
  camp: string,
  passable: ReadonlySet<string>,
  sources: Readonly<Record<string, readonly ('food' | 'wood')[]>>,
  kind: 'food' | 'wood',
): string[] {
  const d = distancesFromCamp(adjacency, camp, passable)
  const holding = Object.keys(d).filter((s) => passable.has(s) && (sources[s] ?? []).includes(kind))
  if (holding.length === 0) return []
  const best = Math.min(...holding.map((s) => d[s] as number))
  return holding.filter((s) => d[s] === best).sort()
}
