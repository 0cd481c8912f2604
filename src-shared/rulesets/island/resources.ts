/**
 * Resources in Available and Future (I-RES-01…I-RES-07) with the ledger that proves nothing is
 * created or lost: every unit enters through `gain` and leaves through `spend`.
 */
import type { Cost, Resource } from '../../content/island/vocabulary'
import { noteActionGain, sheetFor } from './outside-sheet'
import type { EffectCtx, IslandState, Resources } from './types'

export const noResources = (): Resources => ({ wood: 0, food: 0, preserved: 0, fur: 0 })

export const RESOURCE_KEYS: readonly Resource[] = ['wood', 'food', 'preserved', 'fur']

export const costToResources = (c: Cost | undefined): Resources => ({ wood: c?.wood ?? 0, food: c?.food ?? 0, preserved: c?.preserved ?? 0, fur: c?.fur ?? 0 })

/** No resources, shared (frozen): what costs nothing. */
export const NOTHING: Resources = Object.freeze(noResources())

/** A printed cost as resources, worked out once per cost (content never changes) and shared (frozen). */
const costs = new WeakMap<Cost, Resources>()
export function costOf(c: Cost | undefined): Resources {
  if (c === undefined) return NOTHING
  let r = costs.get(c)
  if (r === undefined) costs.set(c, (r = Object.freeze(costToResources(c))))
  return r
}

export const total = (r: Resources): number => r.wood + r.food + r.preserved + r.fur

/**
 * I-RES-02, I-RES-03: gains go to Future during the Action phase, else to Available; I-NIGHT-18:
 * to the resolver's own sheet while the action that sent it outside the camp is resolved.
 */
export function gain(s: IslandState, ctx: Pick<EffectCtx, 'phase'> & Partial<Pick<EffectCtx, 'resolver'>>, resource: Resource, amount: number): void {
  if (amount <= 0) return
  const sheet = sheetFor(s, ctx)?.sheet
  if (sheet) sheet[resource] += amount
  else if (ctx.phase === 'action') { s.future[resource] += amount; noteActionGain(s, resource, amount) }
  else s.available[resource] += amount
  s.ledger.gained[resource] += amount
}

/** Resources on the characters' own sheets (I-NIGHT-18). */
export function onSheets(s: IslandState): Resources {
  const out = noResources()
  for (const c of Object.values(s.characters)) if (c.sheet) for (const k of RESOURCE_KEYS) out[k] += c.sheet[k]
  return out
}

/** A unit leaves the game from Available (I-RES-07). */
export function spend(s: IslandState, resource: Resource, amount: number): void {
  if (amount <= 0) return
  s.available[resource] -= amount
  s.ledger.spent[resource] += amount
}

/**
 * Discards up to `amount` of a resource from Available; food is paid with perishable food first,
 * then non-perishable (I-RES-06). Returns how many could not be paid (I-RES-08).
 */
export function discard(s: IslandState, resource: Resource, amount: number): number {
  // I-ACT-39: what planned actions hold cannot pay a loss.
  const have = free(s)
  if (resource === 'food') {
    const fresh = Math.min(have.food, amount)
    spend(s, 'food', fresh)
    const kept = Math.min(have.preserved, amount - fresh)
    spend(s, 'preserved', kept)
    return amount - fresh - kept
  }
  const paid = Math.min(have[resource], amount)
  spend(s, resource, paid)
  return amount - paid
}

/** Food of both kinds in Available. */
export const foodAvailable = (s: IslandState): number => s.available.food + s.available.preserved

/** Resources reserved by planned actions (I-ACT-07). */
export function reserved(s: IslandState): Resources {
  const out = noResources()
  for (const a of s.plan) for (const k of RESOURCE_KEYS) out[k] += a.reserved[k]
  return out
}

/** Available minus what planned actions hold (I-ACT-07). */
export function free(s: IslandState): Resources {
  const r = reserved(s)
  return { wood: s.available.wood - r.wood, food: s.available.food - r.food, preserved: s.available.preserved - r.preserved, fur: s.available.fur - r.fur }
}

/** True when `free` covers `cost`, paying food with non-perishable food too (I-RES-06). */
export function covers(have: Resources, cost: Resources): boolean {
  const foodShort = Math.max(0, cost.food - have.food)
  return have.wood >= cost.wood && have.fur >= cost.fur && have.preserved >= cost.preserved + foodShort
}

/** The reservation actually taken for a cost: perishable food first, then non-perishable. */
export function reservationFor(have: Resources, cost: Resources): Resources {
  const fresh = Math.min(have.food, cost.food)
  return { wood: cost.wood, food: fresh, preserved: cost.preserved + cost.food - fresh, fur: cost.fur }
}
