import { distancePawns } from './distance'

/**
 * How many pawns an action needs (§9.3) and who may stand in its stack (§9.4, §20). The base count
 * of each action, the extra pawns demanded by distance and tokens, and which counts roll the dice
 * or succeed for sure are returned with a breakdown the planning board can show.
 */
export type IslandAction = 'threat' | 'wreckage' | 'hunt' | 'build' | 'gather' | 'explore' | 'arrange' | 'rest'

/** The actions that roll the dice with one pawn fewer than the sure count (I-ACT-25). */
export const DICE_ACTIONS: readonly IslandAction[] = ['build', 'gather', 'explore']

/** Why extra pawns are needed, as the planning board names it. */
export type ExtraPawnReason = 'distance' | 'time-consuming-space' | 'time-consuming-tile' | 'time-consuming-camp' | string

export interface ExtraPawns {
  reason: ExtraPawnReason
  pawns: number
}

export interface PawnCountInput {
  action: IslandAction
  /** A threat card's printed pawns (1 or 2, I-ACT-40). */
  printedPawns?: number
  /** Steps from the camp to the target (Gather, Explore, builds placed away from the camp, I-ACT-27). */
  distance?: number
  /** The action happens in the camp (Build, Arrange Camp, Rest unless a scenario places a build elsewhere, I-ACT-47). */
  inCamp?: boolean
  /** A Time-consuming token on the action space, carried by this action (the first planned of its type, I-TOKEN-09, Q-19). */
  timeConsumingSpace?: boolean
  /** A Time-consuming token on the target space or tile, not the camp (I-TOKEN-10). */
  timeConsumingTarget?: boolean
  /** A Time-consuming token on the camp tile (I-TOKEN-11). */
  timeConsumingCamp?: boolean
  /** Scenario extras: fog, ash, villages, special places… each +n (I-SCEN2-04, I-SCEN4-09, I-SCEN5-05). */
  scenario?: readonly ExtraPawns[]
}

/** What a number of pawns does for this action. */
export type PawnOption = { pawns: number; means: 'roll' | 'sure' | 'minor' | 'major' | 'done' }

export interface PawnCount {
  action: IslandAction
  /** E, the extra pawns of every applicable effect added up (I-ACT-26). */
  extra: number
  breakdown: ExtraPawns[]
  /** Every legal count, fewest first. */
  options: PawnOption[]
}

/** Extra pawns demanded by distance and tokens, each with its reason (I-ACT-26…28). */
export function extraPawns(input: PawnCountInput): ExtraPawns[] {
  const out: ExtraPawns[] = []
  if ((input.action === 'gather' || input.action === 'explore' || input.inCamp === false) && input.distance !== undefined) {
    const far = distancePawns(input.distance)
    if (far > 0) out.push({ reason: 'distance', pawns: far })
  }
  if (input.timeConsumingSpace === true) out.push({ reason: 'time-consuming-space', pawns: 1 })
  if (input.timeConsumingTarget === true && input.inCamp !== true) out.push({ reason: 'time-consuming-tile', pawns: 1 })
  const campAction = input.action === 'arrange' || input.action === 'rest' || (input.action === 'build' && input.inCamp !== false)
  if (input.timeConsumingCamp === true && campAction) out.push({ reason: 'time-consuming-camp', pawns: 1 })
  for (const e of input.scenario ?? []) if (e.pawns > 0) out.push({ ...e })
  return out
}

/**
 * The legal pawn counts of an action (I-ACT-25, I-ACT-26): Build, Gather and Explore roll the dice
 * with 1+E pawns and succeed for sure with 2+E; a Wreckage card gives its minor reward for 1+E
 * and its major one for 2+E; every other action needs exactly its base + E. More pawns than the
 * highest count add nothing and are refused (the spec's "decide: disallow").
 */
export function pawnCount(input: PawnCountInput): PawnCount {
  const breakdown = extraPawns(input)
  const extra = breakdown.reduce((n, e) => n + e.pawns, 0)
  const { action } = input
  let options: PawnOption[]
  if (DICE_ACTIONS.includes(action)) options = [{ pawns: 1 + extra, means: 'roll' }, { pawns: 2 + extra, means: 'sure' }]
  else if (action === 'wreckage') options = [{ pawns: 1 + extra, means: 'minor' }, { pawns: 2 + extra, means: 'major' }]
  else if (action === 'hunt') options = [{ pawns: 2 + extra, means: 'done' }]
  else if (action === 'threat') options = [{ pawns: (input.printedPawns ?? 1) + extra, means: 'done' }]
  else options = [{ pawns: 1 + extra, means: 'done' }]
  return { action, extra, breakdown, options }
}

/** What `pawns` placed on the action do, or a refusal naming the legal counts (I-ACT-26, EX-27). */
export function pawnsPlaced(count: PawnCount, pawns: number): PawnOption | string {
  const hit = count.options.find((o) => o.pawns === pawns)
  if (hit) return hit
  const legal = count.options.map((o) => `${o.pawns} (${o.means})`).join(' or ')
  return `This action takes ${legal} pawns, not ${pawns}.`
}

/** One pawn in a stack. Neutral pawns are coloured by the one action they may support (I-ACT-30). */
export type Pawn =
  | { kind: 'character'; character: string; player: number }
  | { kind: 'friday' }
  | { kind: 'dog' }
  | { kind: 'neutral'; for: readonly IslandAction[] }

/**
 * The resolver of a stack (top first): the topmost character; Friday only when no character is in
 * the stack (I-ACT-11, I-2P-07, I-2P-08). Neutral pawns and the Dog never resolve (I-ACT-31).
 */
export function resolverOf(stack: readonly Pawn[]): { kind: 'character'; character: string } | { kind: 'friday' } | null {
  const top = stack.find((p) => p.kind === 'character')
  if (top && top.kind === 'character') return { kind: 'character', character: top.character }
  return stack.some((p) => p.kind === 'friday') ? { kind: 'friday' } : null
}

export interface StackRules {
  /** The Quarrel event: no stack may mix pawns of different players, Friday included (I-EVENT-C14). */
  quarrel?: boolean
  /** The quarrel card's own threat action: it must join pawns of two different players, or a player and Friday (I-EVENT-C14). */
  twoSides?: boolean
  /** A personal invention: only its owner may resolve it (I-CHAR-15). */
  personalOf?: string
}

/** Every reason a stack may not be placed on this action (empty when it may), in player words. */
export function stackProblems(stack: readonly Pawn[], action: IslandAction, rules: StackRules = {}): string[] {
  const out: string[] = []
  stack.forEach((p, i) => {
    if (p.kind === 'neutral' && !p.for.includes(action)) out.push(`Pawn ${i + 1} is a neutral pawn for ${p.for.join(' or ')} only, not for ${action}.`)
    if (p.kind === 'dog' && action !== 'hunt' && action !== 'explore') out.push(`The Dog helps only to hunt or explore, not to ${action}.`)
  })
  const resolver = resolverOf(stack)
  if (resolver === null) out.push('Neutral pawns and the Dog can only help: a character or the companion must lead the action.')
  if (rules.personalOf !== undefined && (resolver?.kind !== 'character' || resolver.character !== rules.personalOf)) {
    out.push(`Only ${rules.personalOf} may lead the building of this personal invention.`)
  }
  // The sides are counted only where a rule reads them: planning asks this for every stack it offers.
  if (rules.twoSides === true) {
    if (sidesOf(stack) < 2) out.push('This threat action must join pawns of two different players (or a player and the companion).')
  } else if (rules.quarrel === true && sidesOf(stack) > 1) {
    out.push('After the quarrel no action may join pawns of different players (the companion included) this round.')
  }
  return out
}

/** How many sides a stack joins: each player, and the companion (I-EVENT-C14). */
function sidesOf(stack: readonly Pawn[]): number {
  return new Set(stack.map((p) => (p.kind === 'character' ? `player ${p.player}` : p.kind === 'friday' ? 'friday' : null)).filter((s) => s !== null)).size
}
