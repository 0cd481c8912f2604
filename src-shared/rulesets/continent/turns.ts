import { emit, type G } from './game'
import type { ContinentState } from './state'
import { availableActions } from './action-resolution'
import { discardCard } from './the-past'

/**
 * C-TURN-8, C-ACT-44, C-Q-35: after an action, pending mandatory actions come first (oldest
 * first, skipped when they can no longer be performed, C-TURN-16); then a new turn begins.
 */
export function startNextTurn(g: G): void {
  g.s.action = null
  g.s.forced = null
  while (g.s.mandatory.length > 0) {
    const m = g.s.mandatory.shift()
    if (!m) break
    const active = g.s.players[m.active]?.status === 'playing' ? m.active : m.involved.find((s) => g.s.players[s]?.status === 'playing')
    if (active === undefined) continue
    g.s.forced = { ...m, active }
    if (availableActions(g, active).length > 0) {
      g.s.active = active
      g.s.phase = 'chooseAction'
      emit(g, 'mandatoryAction', { uid: m.uid, seat: active })
      return
    }
    g.s.forced = null
    if (g.s.revealed.includes(m.uid)) {
      g.s.revealed.splice(g.s.revealed.indexOf(m.uid), 1)
      discardCard(g, m.uid)
    }
  }
  g.s.phase = 'chooseActive'
  emit(g, 'turnEnded')
}

/** C-TURN-3, C-D-9: the playing seat immediately to the left (clockwise) of the previous active player. */
export function fallbackActive(s: ContinentState): number {
  const n = s.players.length
  for (let i = 1; i <= n; i++) {
    const p = s.players[(s.active + i) % n]
    if (p && p.status === 'playing') return p.seat
  }
  return s.active
}
