import { canonicalJson } from './state-hash'
import { cloneJson } from './json-clone'
import { ruleError, type RuleError } from './rule-error'

/**
 * A choice the group makes together (a plan for the round, who takes what): any seat may put a
 * proposal (plain JSON) on the table, and it takes effect only once every listed seat has
 * confirmed it. Any change to the proposal clears the confirmations, since people agreed to
 * something else. When the group cannot agree, the designated seat decides alone.
 */
export interface GroupDecision<P> {
  seats: number[]
  /** The seat that decides when the group cannot agree (e.g. the first player). */
  decider: number
  proposal: P | null
  proposedBy: number | null
  /** Goes up by one at each change of the proposal; a confirmation may name the one it saw. */
  revision: number
  /** Seats that confirmed the current proposal, in the order they did. */
  confirmed: number[]
  /** Set when the decider settled it alone. */
  decidedBy: number | null
}

/** Opens a decision for `seats`; throws on a malformed group (a bug, not a player's mistake). */
export function openGroupDecision<P>(seats: readonly number[], decider: number, proposal: P | null = null, proposedBy: number | null = null): GroupDecision<P> {
  if (seats.length === 0) throw new RangeError('group decision: seats must list at least one seat')
  if (new Set(seats).size !== seats.length) throw new RangeError(`group decision: seats lists a seat twice (${seats.join(', ')})`)
  if (!seats.includes(decider)) throw new RangeError(`group decision: decider ${decider} is not one of the seats (${seats.join(', ')})`)
  return { seats: [...seats], decider, proposal: cloneJson(proposal), proposedBy: proposal === null ? null : proposedBy, revision: proposal === null ? 0 : 1, confirmed: [], decidedBy: null }
}

/** True when every seat confirmed the current proposal. */
export const isAgreed = <P>(d: GroupDecision<P>): boolean => d.proposal !== null && d.seats.every((s) => d.confirmed.includes(s))

/** True once the decision stands: agreed by all, or decided by the decider. */
export const isSettled = <P>(d: GroupDecision<P>): boolean => d.decidedBy !== null || isAgreed(d)

/** The proposal that takes effect, or null while the decision is still open. */
export const settledProposal = <P>(d: GroupDecision<P>): P | null => (isSettled(d) ? d.proposal : null)

/** Seats still to confirm, in seat order. */
export const awaitingSeats = <P>(d: GroupDecision<P>): number[] => d.seats.filter((s) => !d.confirmed.includes(s))

function refuseOutsider<P>(d: GroupDecision<P>, seat: number): RuleError | null {
  if (isSettled(d)) return ruleError('decision-settled', 'This decision has already been made.')
  if (!d.seats.includes(seat)) return ruleError('not-in-group', `Seat ${seat} does not take part in this decision.`, { seat })
  return null
}

/** Puts a proposal on the table. The same proposal again changes nothing; a different one clears every confirmation. */
export function propose<P>(d: GroupDecision<P>, seat: number, proposal: P): GroupDecision<P> | RuleError {
  const refused = refuseOutsider(d, seat)
  if (refused) return refused
  if (d.proposal !== null && canonicalJson(d.proposal) === canonicalJson(proposal)) return cloneJson(d)
  return { ...cloneJson(d), proposal: cloneJson(proposal), proposedBy: seat, revision: d.revision + 1, confirmed: [] }
}

/** A seat agrees to the current proposal (the `revision` it saw, when given, must still be current). */
export function confirm<P>(d: GroupDecision<P>, seat: number, revision?: number): GroupDecision<P> | RuleError {
  const refused = refuseOutsider(d, seat)
  if (refused) return refused
  if (d.proposal === null) return ruleError('no-proposal', 'There is nothing to agree to yet.')
  if (revision !== undefined && revision !== d.revision) {
    return ruleError('proposal-changed', 'The proposal changed since you looked at it.', { seen: revision, current: d.revision })
  }
  if (d.confirmed.includes(seat)) return ruleError('already-confirmed', `Seat ${seat} already agreed.`, { seat })
  return { ...cloneJson(d), confirmed: [...d.confirmed, seat] }
}

/** A seat takes back its agreement while the others have not all agreed. */
export function withdraw<P>(d: GroupDecision<P>, seat: number): GroupDecision<P> | RuleError {
  const refused = refuseOutsider(d, seat)
  if (refused) return refused
  if (!d.confirmed.includes(seat)) return ruleError('not-confirmed', `Seat ${seat} has not agreed, so there is nothing to take back.`, { seat })
  return { ...cloneJson(d), confirmed: d.confirmed.filter((s) => s !== seat) }
}

/**
 * The fallback when the group cannot agree: the decider settles it alone, with the proposal on
 * the table or one of its own. Nobody else may.
 */
export function decideAlone<P>(d: GroupDecision<P>, seat: number, proposal?: P): GroupDecision<P> | RuleError {
  const refused = refuseOutsider(d, seat)
  if (refused) return refused
  if (seat !== d.decider) return ruleError('not-the-decider', `Only seat ${d.decider} may decide for the group.`, { seat, decider: d.decider })
  const changed = proposal !== undefined && (d.proposal === null || canonicalJson(d.proposal) !== canonicalJson(proposal))
  if (!changed && d.proposal === null) return ruleError('no-proposal', 'There is nothing to decide on yet.')
  const next = changed ? { ...cloneJson(d), proposal: cloneJson(proposal), proposedBy: seat, revision: d.revision + 1, confirmed: [] } : cloneJson(d)
  return { ...next, decidedBy: seat }
}
