import { z } from 'zod'
import { frontOfUid } from '../../content/continent/lookups'
import type { ContinentContent } from '../../content/continent/content'
import { parseCell } from './board/grid'
import type { MapThumbnail } from './module-types'

/**
 * Only the parts of a Continent snapshot the thumbnail reads, loosely: the snapshot's shape is the
 * engine's (proved by replay on load), and a list must not fail because an unrelated field changed.
 */
const SnapshotBoardSchema = z.looseObject({
  board: z.looseObject({
    cells: z.record(z.string(), z.string()),
    attached: z.record(z.string(), z.looseObject({ explorationSpace: z.boolean().optional() })),
  }),
  players: z.array(z.looseObject({ at: z.string().nullable() })),
})

/**
 * The public picture of a saved board: terrains, fog (face-down Exploration cards, told apart the
 * way the game view does, so nothing hidden leaks) and events, and where figures stand. Returns
 * undefined when the snapshot has no readable board.
 */
export function mapThumbnail(snapshot: unknown, content: ContinentContent): MapThumbnail | undefined {
  const parsed = SnapshotBoardSchema.safeParse(snapshot)
  if (!parsed.success) return undefined
  const { board, players } = parsed.data
  const standing = new Set(players.flatMap((p) => (p.at === null ? [] : [p.at])))
  const cells: MapThumbnail['cells'] = []
  for (const [key, uid] of Object.entries(board.cells)) {
    let cell: { x: number; y: number }
    try {
      cell = parseCell(key)
    } catch {
      continue
    }
    const card = content.cards[uid]
    let kind: MapThumbnail['cells'][number]['kind']
    if (card?.type === 'exploration' && board.attached[uid]?.explorationSpace !== true) kind = 'fog'
    else {
      try {
        kind = frontOfUid(content, uid).kind === 'terrain' ? 'terrain' : 'event'
      } catch {
        // A uid the pack does not know: leave the cell out rather than guess.
        continue
      }
    }
    cells.push({ x: cell.x, y: cell.y, kind, figures: kind === 'terrain' && standing.has(uid) })
  }
  // Stable order (north to south, west to east) so equal boards give equal replies.
  cells.sort((a, b) => a.y - b.y || a.x - b.x)
  return { cells }
}
