import { weaponLevelMet } from './combat'
import type { ResourceDemand } from './demand'

/**
 * A threat action (§9.6): the printed pawns, the printed resources placed on the card, and any
 * printed Item or Weapon level, all there when the pawns are placed (I-ACT-40, I-ACT-05); no dice.
 * Each threat card can be acted on once (I-ACT-16).
 */
export interface ThreatRequirements {
  resources?: ResourceDemand
  /** Items that must be built (checked, never assigned, I-ACT-08). */
  items?: readonly string[]
  weapons?: number
}

export interface ThreatContext {
  /** Resources in Available not assigned to other actions (I-ACT-07). */
  free: { wood: number; food: number; preserved: number; fur: number }
  items: readonly string[]
  weapons: number
  /** A temporary boost declared for this check (I-GOLD-24). */
  weaponBoost?: number
  /** A stack already stands on this card this round. */
  alreadyPlanned: boolean
}

/** Every reason the threat action cannot be planned, in player words; empty when it can. */
export function threatProblems(req: ThreatRequirements, ctx: ThreatContext): string[] {
  const out: string[] = []
  if (ctx.alreadyPlanned) out.push('This threat card already has its team this round.')
  const r = req.resources ?? {}
  if ((r.wood ?? 0) > ctx.free.wood) out.push(`It needs ${r.wood} wood (${ctx.free.wood} free).`)
  if ((r.fur ?? 0) > ctx.free.fur) out.push(`It needs ${r.fur} fur (${ctx.free.fur} free).`)
  if ((r.food ?? 0) > ctx.free.food + ctx.free.preserved) out.push(`It needs ${r.food} food (${ctx.free.food + ctx.free.preserved} free).`)
  for (const item of req.items ?? []) if (!ctx.items.includes(item)) out.push(`It needs the ${item} built.`)
  if (req.weapons !== undefined && !weaponLevelMet(ctx.weapons, req.weapons, ctx.weaponBoost)) out.push(`It needs Weapons ${req.weapons}.`)
  return out
}
