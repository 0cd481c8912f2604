import type { ContinentView } from '../../../src-shared/rulesets/continent'

/**
 * Why players cannot join or leave now, read from the public view, for the reason shown next to a
 * disabled control. The view's `decision.joinable` / `canLeave` (the engine's own legal commands)
 * decide whether a control is enabled; this only names the cause in the rules' terms.
 */
export type WindowProblem = 'over' | 'betweenActions' | 'mandatory' | 'apart'

/** The seats still in the game (C-END-9: eliminated and away seats do not count). */
export function playingSeats(view: ContinentView): number[] {
  return view.players.filter((p) => p.status === 'playing').map((p) => p.seat)
}

/** C-Q-23: joining and leaving share the rules' save window (C-SAVE-1). */
export function windowProblem(view: ContinentView): WindowProblem | null {
  if (view.outcome !== null || view.phase === 'over') return 'over'
  if (view.phase !== 'chooseActive') return 'betweenActions'
  if (view.mandatoryPending > 0) return 'mandatory'
  const where = new Set(view.players.filter((p) => p.status === 'playing').map((p) => p.at))
  if (where.size !== 1 || where.has(null)) return 'apart'
  return null
}
