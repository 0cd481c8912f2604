/**
 * The Atlas (S-ATLAS, S-MOVE): Areas, Borders and Locations of the adventure's Map, and what a
 * character may cross and use from where it stands.
 */
import type { Adventure, Border, Location } from '../../content/saga/adventure'
import type { SagaState } from './types'

/** S-ATLAS-07, S-ATLAS-08: the Locations of an Area (those on its Borders included). */
export const locationsIn = (adv: Adventure, area: string): Location[] => adv.map.locations.filter((l) => (l.areas as string[]).includes(area))

/** A Border seen from one of its Areas: where it leads and that Area's access number. */
interface Way { border: Border; to: string; access: number }
const waysOf = new WeakMap<Adventure, Map<string, Way[]>>()

/** The Borders of each Area in map order, kept per adventure (movement asks at every step). */
function waysFrom(adv: Adventure, area: string): Way[] {
  let byArea = waysOf.get(adv)
  if (!byArea) {
    byArea = new Map()
    const access = new Map(adv.map.areas.map((x) => [x.id, x.access]))
    for (const b of adv.map.borders) {
      const [a, c] = b.between
      for (const [from, to] of [[a, c], [c, a]] as const) {
        if (from === to && to === c) continue
        const list = byArea.get(from) ?? []
        list.push({ border: b, to, access: access.get(to) ?? Infinity })
        byArea.set(from, list)
      }
    }
    waysOf.set(adv, byArea)
  }
  return byArea.get(area) ?? []
}

/** S-MOVE-04…S-MOVE-10: the Borders the character in `area` may cross with `points` left, and where each leads. */
export function crossings(adv: Adventure, state: SagaState, area: string, points: number): { border: Border; to: string }[] {
  const out: { border: Border; to: string }[] = []
  for (const w of waysFrom(adv, area)) {
    const b = w.border
    if (b.kind === 'impassable' || state.map.blocked.includes(b.id) || b.lines > points || w.access > state.round) continue
    out.push({ border: b, to: w.to })
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
