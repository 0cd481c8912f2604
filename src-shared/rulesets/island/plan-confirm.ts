/**
 * I-ACT-02 "the group decides together where pawns go", as the kernel's group decision
 * (engine/group-decision.ts): the plan on the table is the proposal; each seat playing a living
 * castaway confirms it, and it resolves once every such seat has. Any change to the plan (plan,
 * unplan, stock) clears the confirmations, since the seats agreed to something else. The First
 * Player may settle it alone (the kernel's decider, I-SETUP-17): that is the bare `commitPlan`,
 * which is also how a solo game confirms at once.
 *
 * The agreement is stored only once someone confirmed (`planAgreement` absent otherwise), so a
 * game that never confirms seat by seat keeps exactly the states it had before.
 */
import { confirm, isSettled, openGroupDecision, type GroupDecision } from '../../engine/group-decision'
import { canonicalJson } from '../../engine/state-hash'
import { isRuleError, ruleError, type RuleError } from '../../engine/rule-error'
import type { IslandCommand, IslandState, PlannedAction } from './types'

export type PlanAgreement = GroupDecision<PlannedAction[]>

/** The seats that confirm the plan: each seat playing a living castaway, in seat order. */
export function confirmingSeats(s: IslandState): number[] {
  const seats = new Set<number>()
  for (const id of s.seats) {
    const c = s.characters[id]
    if (c?.kind === 'castaway' && c.seat !== null && !c.dead) seats.add(c.seat)
  }
  return [...seats].sort((a, b) => a - b)
}

/** The decider: the First Player, or the first confirming seat should that seat have no castaway left. */
function deciderOf(s: IslandState, seats: readonly number[]): number {
  return seats.includes(s.firstPlayer) ? s.firstPlayer : (seats[0] ?? s.firstPlayer)
}

/** The agreement about the plan on the table now (a fresh one when the stored one was about another plan). */
function currentAgreement(s: IslandState): PlanAgreement | null {
  const seats = confirmingSeats(s)
  if (seats.length === 0) return null
  const stored = s.planAgreement
  if (stored !== undefined && stored.proposal !== null && canonicalJson(stored.proposal) === canonicalJson(s.plan)) return stored
  return openGroupDecision<PlannedAction[]>(seats, deciderOf(s, seats), s.plan, deciderOf(s, seats))
}

/**
 * Seats that confirmed the plan on the table, in the order they did. Read without building a
 * decision (the legal-command walk asks at every step): a stored agreement is always about the
 * plan on the table, since every change to the plan clears it (`planChanged`).
 */
export function seatsConfirmed(s: IslandState): number[] {
  return s.planAgreement?.confirmed ?? []
}

/** Seats that have not confirmed the plan on the table yet, in seat order. */
export function seatsToConfirm(s: IslandState): number[] {
  const done = seatsConfirmed(s)
  return confirmingSeats(s).filter((seat) => !done.includes(seat))
}

/** Who confirms, who has, and who may settle it alone (for the view). */
export function agreementSummary(s: IslandState): { seats: number[]; confirmed: number[]; decider: number } | null {
  const seats = confirmingSeats(s)
  return seats.length === 0 ? null : { seats, confirmed: [...seatsConfirmed(s)], decider: deciderOf(s, seats) }
}

/** The plan changed: every confirmation is void (group-decision: a new proposal clears them). */
export function planChanged(s: IslandState): void {
  if (s.planAgreement !== undefined) s.planAgreement = undefined
}

/**
 * Records `seat`'s confirmation (or, without a seat, the First Player settling it alone).
 * Returns true once the plan stands and may resolve; false while seats are still to confirm.
 */
export function confirmPlan(s: IslandState, seat: number | undefined): boolean | RuleError {
  // The First Player settling it alone always stands (the decider of a decision that is never
  // settled while stored): no decision needs building for it, nor copies of the plan.
  if (seat === undefined) {
    if (confirmingSeats(s).length > 0) planChanged(s)
    return true
  }
  const d = currentAgreement(s)
  if (d === null) return true
  const next = confirm(d, seat)
  if (isRuleError(next)) return ruleError('I-ACT-02', next.message, { reason: next.code })
  if (isSettled(next)) {
    planChanged(s)
    return true
  }
  s.planAgreement = next
  return false
}

/**
 * The commit commands offered once the plan may stand: the First Player settling it (first, so a
 * player that takes the first commit behaves as before), then each seat still to confirm. A solo
 * game offers only the first: its one seat confirms at once.
 */
export function commitCommands(s: IslandState): IslandCommand[] {
  const seats = confirmingSeats(s)
  if (seats.length <= 1) return [{ type: 'commitPlan' }]
  return [{ type: 'commitPlan' }, ...seatsToConfirm(s).map((seat): IslandCommand => ({ type: 'commitPlan', seat }))]
}
