/**
 * Unfulfilled Demand (§13, I-RES-08): whenever something must be paid, discarded or lowered and
 * cannot be in full, each missing unit or level is 1 wound for the characters the situation
 * names (I-RES-09). What can be paid must be paid (I-RES-12); "if possible" demands never wound
 * (I-RES-14). Only Available counts: the caller never passes Future Resources, Discovery tokens or
 * Starting Equipment, which nobody is forced to use (I-RES-04, I-RES-13).
 */

/** The resources of one zone. */
export interface Resources {
  wood: number
  /** Perishable food. */
  food: number
  /** Non-perishable food: it may pay wherever food is asked (I-RES-06). */
  preserved: number
  fur: number
}

export const NO_RESOURCES: Resources = { wood: 0, food: 0, preserved: 0, fur: 0 }

/** A demand in resources: food may be paid with either kind of food. */
export type ResourceDemand = Partial<Pick<Resources, 'wood' | 'food' | 'fur'>>

export interface Paid {
  asked: number
  paid: number
  missing: number
}

/** Pays as much of `asked` as `have` allows (I-RES-12). */
export function pay(have: number, asked: number): Paid {
  const paid = Math.max(0, Math.min(have, asked))
  return { asked, paid, missing: Math.max(0, asked - paid) }
}

export interface ResourcePayment {
  left: Resources
  /** What was discarded, by resource. */
  paid: Resources
  /** Units that could not be paid (0 for an "if possible" demand). */
  missing: number
}

/**
 * Pays a resource demand from Available: wood, fur, then food — perishable first, since it spoils
 * at night anyway (the choice the players would make), then non-perishable.
 */
export function payResources(available: Resources, demand: ResourceDemand, options: { ifPossible?: boolean } = {}): ResourcePayment {
  const wood = pay(available.wood, demand.wood ?? 0)
  const fur = pay(available.fur, demand.fur ?? 0)
  const food = pay(available.food + available.preserved, demand.food ?? 0)
  const fresh = Math.min(available.food, food.paid)
  const paid: Resources = { wood: wood.paid, food: fresh, preserved: food.paid - fresh, fur: fur.paid }
  const left: Resources = {
    wood: available.wood - paid.wood,
    food: available.food - paid.food,
    preserved: available.preserved - paid.preserved,
    fur: available.fur - paid.fur,
  }
  return { left, paid, missing: options.ifPossible === true ? 0 : wood.missing + fur.missing + food.missing }
}

/**
 * "Decide" (I-GOLD-12): the options the players may pick — an option whose demand cannot be paid
 * in full from Available may not be chosen. Returns the indices of the payable options.
 */
export function payableOptions(options: readonly ResourceDemand[], available: Resources): number[] {
  return options.flatMap((o, i) => (payResources(available, o).missing === 0 ? [i] : []))
}

/** Lowers a level (Roof, Palisade, Weapons) by `by`; the levels that were not there are missing (I-RES-08). */
export function lowerLevel(level: number, by: number, options: { ifPossible?: boolean } = {}): { level: number; missing: number } {
  const p = pay(level, by)
  return { level: level - p.paid, missing: options.ifPossible === true ? 0 : p.missing }
}

/** Where the demand arises: during an action, in an Event-phase combat, or anywhere else. */
export type DemandScope = 'action' | 'event-combat' | 'other'

export interface DemandPeople {
  /** The leader of the action being resolved. */
  resolver?: string
  firstPlayer: string
  /** Every character the demand can reach (Friday is left out by the caller where he is exempt, Q-32). */
  characters: readonly string[]
}

/** Who suffers Unfulfilled Demand (I-RES-09): the resolver in an action, the First Player in an Event combat, else everyone. */
export function whoSuffers(scope: DemandScope, people: DemandPeople): string[] {
  if (scope === 'action') {
    if (people.resolver === undefined) throw new RangeError('an Unfulfilled Demand during an action needs its resolver')
    return [people.resolver]
  }
  if (scope === 'event-combat') return [people.firstPlayer]
  return [...people.characters]
}

/** The wounds of `missing` unpaid units: 1 per unit to each character who suffers them. */
export function demandWounds(scope: DemandScope, missing: number, people: DemandPeople): Record<string, number> {
  return Object.fromEntries(whoSuffers(scope, people).map((id) => [id, Math.max(0, missing)]))
}

/**
 * A personal-token shortfall (Determination) wounds the owner of the tokens, 1 per token missing
 * (I-RES-10, I-MORALE-03); an "if possible" demand takes what there is and nothing more.
 */
export function payDetermination(held: number, asked: number, options: { ifPossible?: boolean } = {}): { held: number; wounds: number } {
  const p = pay(held, asked)
  return { held: held - p.paid, wounds: options.ifPossible === true ? 0 : p.missing }
}

/**
 * Placing a marker or token where the area already holds one of that kind (I-GOLD-05): it is not
 * placed; a marker that cannot be placed is Unfulfilled Demand — 1 wound for every character — a
 * token is not (I-RES-15).
 */
export function placeUnique(alreadyThere: boolean, what: 'marker' | 'token'): { placed: boolean; woundsEach: number } {
  if (!alreadyThere) return { placed: true, woundsEach: 0 }
  return { placed: false, woundsEach: what === 'marker' ? 1 : 0 }
}

/**
 * Halving the Roof or the Palisade (Storm damage, Disaster, Monkey Do): the chosen track loses half
 * its level rounded down; with both at 0 it is Unfulfilled Demand of 1 (I-EVENT-C06, Q-26). A
 * track at 0 cannot be chosen while the other is above 0 (I-GOLD-12).
 */
export function halveTrack(levels: { roof: number; palisade: number }, choice: 'roof' | 'palisade'): { roof: number; palisade: number; missing: number } | string {
  if (levels.roof === 0 && levels.palisade === 0) return { ...levels, missing: 1 }
  if (levels[choice] === 0) return `The ${choice === 'roof' ? 'Roof' : 'Palisade'} is at 0: choose the other track.`
  const lost = Math.floor(levels[choice] / 2)
  return { ...levels, [choice]: levels[choice] - lost, missing: 0 }
}
