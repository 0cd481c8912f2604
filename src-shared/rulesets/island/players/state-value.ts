/**
 * How good a position looks to the group, as one number: the yardstick the heuristic player uses
 * to compare the outcomes of a choice or of an ability. Health first (a castaway near the end of
 * the wound track weighs most), then food for the Night, shelter and tracks, then goal progress.
 */
import type { IslandContent } from '../../../content/island/content'
import type { IslandState } from '../types'
import type { GoalReading } from './goal-reading'

/** How much each wound weighs beyond the first (convex: see `healthValue`). */
const SPREAD = 0.3
const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0)

/** Each wound costs more as the track runs out (the last squares are death). */
function healthValue(content: IslandContent, s: IslandState): number {
  return sum(Object.values(s.characters).map((c) => {
    if (c.dead) return c.kind === 'castaway' ? -400 : -30
    const track = content.characters[c.id]?.woundTrack?.length ?? 12
    const left = Math.max(0, track - c.wounds)
    // Quadratic near the end: a wound at 2 left is worth far more than one at 10 left.
    const danger = left <= 4 ? (5 - left) * (5 - left) * 4 : 0
    const weight = c.kind === 'castaway' ? 1 : 0.4
    // Convex in the wounds: two castaways at 4 wounds are better than one at 8 and one at 0, since
    // one death ends the game; without it a choice of who goes hungry fell on the first named, every time.
    return weight * (-c.wounds * 4 - c.wounds * c.wounds * SPREAD - danger + c.determination * 0.6)
  }))
}

export function stateValue(content: IslandContent, s: IslandState, goal: GoalReading): number {
  if (s.outcome === 'won') return 1e6
  if (s.outcome === 'lost') return -1e6
  const mouths = s.seats.filter((id) => s.characters[id]?.dead === false).length
  const food = s.available.food + s.available.preserved + s.future.food + s.future.preserved
  const wood = s.available.wood + s.future.wood
  const fur = s.available.fur + s.future.fur
  const foodValue = Math.min(food, mouths * 2) * 6 + Math.max(0, food - mouths * 2) * 2 + s.available.preserved * 0.5
  const tracks = s.tracks.roof * 7 + s.tracks.palisade * 5 + Math.min(s.tracks.weapons, 5) * 4
  const shelter = s.shelter.built ? 15 : 0
  const built = s.inventions.built.length * 6 + sum(s.inventions.built.map((id) => (goal.items.has(id) ? 20 : 0)))
  const piles = sum([...goal.piles].map((p) => sum(s.piles[p] ?? []) * 4))
  const counters = sum([...goal.counters.keys()].map((k) => (s.counters[k] ?? 0) * 40))
  const morale = s.morale * 6
  const tokens = (s.discovery.available.length + s.discovery.future.length) * 2 + sum(s.equipment.map((e) => e.uses * 2))
  return healthValue(content, s) + foodValue + wood * 2.5 + fur * 2 + tracks + shelter + built + piles + counters + morale + tokens
}
