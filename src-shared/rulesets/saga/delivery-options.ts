/**
 * A Delivery Location's requirements and effects (S-GOODS-23…S-GOODS-25, S-GOODS-30): option 0 is its
 * printed space (`needs` → the Location's effects), options 1… its `alternatives`. When several are
 * satisfied the players choose which to apply; only that option's goods leave, the rest stay.
 */
import type { Location } from '../../content/saga/adventure'
import type { Effect } from '../../content/saga/effects'
import { GOODS, type GoodsBag } from '../../content/saga/vocabulary'
import { requirementMet } from './delivery'
import type { Draft } from './draft'
import { addGood, countOf } from './goods'
import type { Task } from './types'

export function deliveryOptions(loc: Location): { needs: GoodsBag; effects: Effect[] }[] {
  if (loc.space.action !== 'delivery') return []
  return [{ needs: loc.space.needs, effects: loc.effects }, ...(loc.space.alternatives ?? [])]
}

/** The options whose requirement the goods lying there meet now (Increased-cost tokens included, S-GOODS-27). */
export function satisfiedOptions(d: Draft, loc: Location): number[] {
  const on = d.s.map.goodsOn[loc.id] ?? {}
  return deliveryOptions(loc).flatMap((o, k) => (requirementMet(on, o.needs, d.s.map.increasedCost[loc.id] ?? 0) ? [k] : []))
}

/** Applies option `k`: its goods go back to the supply (S-GOODS-24, S-GOODS-10), then its effects. */
export function activateOption(d: Draft, actor: number, loc: Location, k: number): Task[] {
  const option = deliveryOptions(loc)[k]
  const on = d.s.map.goodsOn[loc.id] ?? {}
  const used = option ? requirementMet(on, option.needs, d.s.map.increasedCost[loc.id] ?? 0) : null
  if (!option || !used) return []
  let left = on
  for (const g of GOODS) left = addGood(left, g, -countOf(used, g))
  d.s.map.goodsOn[loc.id] = left
  d.events.push({ type: 'locationActivated', location: loc.id, option: k })
  return option.effects.map((e): Task => ({ t: 'effect', e, actor, source: loc.id }))
}
