import type { Resources } from './demand'

/**
 * Available and Future Resources (§13): what is gained in the Action phase waits in Future
 * Resources until the phase ends (I-ACT-38, I-RES-03); gains in any other phase are Available at
 * once (I-RES-02). A character spending the night outside keeps the gains of the action that sent
 * them there on their own sheet (I-NIGHT-18).
 */
export type GainZone = 'available' | 'future' | 'sheet'

export function gainZone(duringActionPhase: boolean, actionSendsOutside = false): GainZone {
  if (!duringActionPhase) return 'available'
  return actionSendsOutside ? 'sheet' : 'future'
}

/** Adds two piles of resources. */
export const addResources = (a: Resources, b: Resources): Resources => ({
  wood: a.wood + b.wood,
  food: a.food + b.food,
  preserved: a.preserved + b.preserved,
  fur: a.fur + b.fur,
})

/** The end of the Action phase, step 1: everything in Future Resources becomes Available (I-ACT-63). */
export function futureArrives(available: Resources, future: Resources): { available: Resources; future: Resources } {
  return { available: addResources(available, future), future: { wood: 0, food: 0, preserved: 0, fur: 0 } }
}
