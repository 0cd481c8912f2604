/**
 * The Extra wood token on the Build action space (I-TOKEN-12): the next Build that needs wood
 * carries it and is assigned 1 extra wood. If that Build succeeds the extra wood is spent and the
 * token discarded. If it fails, a later wood-using Build that succeeds this round pays the extra
 * wood instead and the token is discarded; otherwise the token goes back to the Build space.
 */
export interface WoodBuild {
  /** The build needs wood (it can carry the token). */
  usesWood: boolean
  success: boolean
}

export interface ExtraWoodOutcome {
  /** Index (in resolution order) of the build that pays the extra wood, or null. */
  paidBy: number | null
  /** The token is discarded (paid) or returns to the Build space for the next round. */
  token: 'discarded' | 'back-on-build-space'
}

/** Who pays the token's extra wood among the round's builds, in the order they were resolved. */
export function extraWoodToken(builds: readonly WoodBuild[], carrier: number): ExtraWoodOutcome {
  const carried = builds[carrier]
  if (carried === undefined || !carried.usesWood) return { paidBy: null, token: 'back-on-build-space' }
  if (carried.success) return { paidBy: carrier, token: 'discarded' }
  const later = builds.findIndex((b, i) => i > carrier && b.usesWood && b.success)
  return later < 0 ? { paidBy: null, token: 'back-on-build-space' } : { paidBy: later, token: 'discarded' }
}
