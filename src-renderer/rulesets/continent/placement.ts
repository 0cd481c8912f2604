import type { ContinentView } from '../../../src-shared/rulesets/continent'

/** One highlighted cell and the choice option that dropping there answers. */
export interface PlacementTarget { cell: string; option: number; uid: string | null }

/**
 * Something the players put on the map by drag or keyboard, read from the pending decision:
 * figures moving to a reachable terrain (C-EXPLORE-14, C-CONSEQ-37), a revealed terrain going
 * onto its space (`placeTerrain`, C-CONSEQ-13; the space is fixed by C-EXPLORE-12, so one cell
 * glows), or any other choice whose options name cells.
 */
export interface Placement {
  kind: 'figures' | 'card'
  /** Who decides (C-D-8). */
  seat: number
  /** The card being placed (kind 'card'), or null. */
  uid: string | null
  /** Seats whose figures move (kind 'figures'). */
  seats: number[]
  targets: PlacementTarget[]
}

/** The placement the decision asks for, or null when the decision is not about the map. */
export function placementOf(view: ContinentView | null): Placement | null {
  const choice = view?.decision?.choice
  if (!view || !choice) return null
  const cellOfUid = new Map<string, string>()
  for (const b of view.board) if (b.face === 'up' && b.cell !== '') cellOfUid.set(b.uid, b.cell)
  const targets: PlacementTarget[] = []
  choice.options.forEach((o, option) => {
    if (o.cell !== undefined) targets.push({ cell: o.cell, option, uid: o.uid ?? null })
    else if (o.code === 'move-to' && o.uid !== undefined) {
      const cell = cellOfUid.get(o.uid)
      if (cell !== undefined) targets.push({ cell, option, uid: o.uid })
    }
  })
  if (targets.length === 0) return null
  if (choice.kind === 'move') return { kind: 'figures', seat: choice.seat, uid: null, seats: [...(choice.seats ?? [choice.seat])], targets }
  return { kind: 'card', seat: choice.seat, uid: choice.uid ?? null, seats: [], targets }
}
