/**
 * The Atlas (S-ATLAS, S-MOVE): Areas, Borders and Locations of the adventure's Map, and what a
 * character may cross and use from where it stands.
 */
import type { Adventure, Border, Location } from '../../content/saga/adventure'
import type { SagaState } from './types'

/** S-ATLAS-07, S-ATLAS-08: the Locations of an Area (those on its Borders included). */
export const locationsIn = (adv: Adventure, area: string): Location[] => adv.map.locations.filter((l) => (l.areas as string[]).includes(area))

/** S-MOVE-04…S-MOVE-10: the Borders the character in `area` may cross with `points` left, and where each leads. */
export function crossings(adv: Adventure, state: SagaState, area: string, points: number): { border: Border; to: string }[] {
  const out: { border: Border; to: string }[] = []
  for (const b of adv.map.borders) {
    const [a, c] = b.between
    const to = a === area ? c : c === area ? a : null
    if (to === null || b.kind === 'impassable' || state.map.blocked.includes(b.id) || b.lines > points) continue
    const access = adv.map.areas.find((x) => x.id === to)?.access ?? Infinity
    if (access > state.round) continue
    out.push({ border: b, to })
  }
  return out
}

/** Why a Location cannot take an action now (S-ATLAS-09, S-STORY-11, S-BLOCK-02), or null. */
export function closedReason(state: SagaState, location: string): string | null {
  if (state.map.blocked.includes(location)) return 'S-BLOCK-02'
  if (state.map.closed.includes(location)) return 'S-STORY-11'
  if ((state.map.enemies[location]?.length ?? 0) > 0) return 'S-ATLAS-09'
  return null
}
