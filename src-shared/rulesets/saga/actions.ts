/**
 * The actions an Action card grants (S-ROUND-13) as the first step of each: Movement (§12),
 * Journey (§13), Gathering (§15.2), Delivery (§15.3), Sacrifice (§17) and Building (§18.1) become
 * choice tasks, and so does Combat (§16, `combat.ts`); the value V is what the card and its bonuses
 * gave. An adventure whose row offers an action this version does not play is refused at setup.
 */
import type { ActionType } from '../../content/saga/vocabulary'
import { locationsIn, closedReason } from './atlas'
import type { Draft } from './draft'
import type { SagaState, Task } from './types'
import type { Adventure, Location } from '../../content/saga/adventure'
import type { WoundSpec } from '../../content/saga/effects'

export const PLAYED_ACTIONS: readonly ActionType[] = ['movement', 'journey', 'gathering', 'delivery', 'combat', 'sacrifice', 'building']

/** The choice task that performs an action of value V (S-MOVE-02: Movement's V is at least 1). */
export function startAction(d: Draft, actor: number, action: ActionType, value: number): Task | null {
  d.events.push({ type: 'action', character: d.s.characters[actor]?.id ?? '', action, value })
  switch (action) {
    case 'movement': return { t: 'move', actor, points: Math.max(1, value), crossed: 0 }
    case 'delivery': return { t: 'deliver', actor, left: value, location: null }
    case 'sacrifice': return { t: 'sacrifice', actor, value }
    case 'building': return { t: 'build', actor, left: value }
    // S-JOURNEY-11: V journey tiles, one after the other; S-GOODS-13: V goods.
    case 'journey': return { t: 'journey', actor, left: value }
    case 'gathering': return { t: 'gather', actor, value }
    // S-COMBAT-05, Q-07: V separate fights, each fully resolved before the next.
    case 'combat': return { t: 'combat', actor, left: value }
    default: return null
  }
}

/** The action a Location's space asks for now (S-SAC-06: a Substitute-Sacrifice token replaces it). */
export function spaceOf(s: SagaState, l: Location): Location['space'] | { action: 'sacrifice'; wound: WoundSpec; value: number } {
  const sub = s.map.substitutes[l.id]
  return sub ? { action: 'sacrifice', wound: sub.wound, value: sub.value } : l.space
}

/** S-GOODS-19, S-GOODS-20: Delivery Locations in the character's Area open to a delivery. */
export const deliveryTargets = (adv: Adventure, s: SagaState, area: string): Location[] =>
  locationsIn(adv, area).filter((l) => spaceOf(s, l).action === 'delivery' && closedReason(s, l.id) === null)

/** S-SAC-01, S-SAC-02: Sacrifice Locations in the character's Area open to a sacrifice. */
export const sacrificeTargets = (adv: Adventure, s: SagaState, area: string): Location[] =>
  locationsIn(adv, area).filter((l) => spaceOf(s, l).action === 'sacrifice' && closedReason(s, l.id) === null)
