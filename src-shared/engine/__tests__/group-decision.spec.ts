import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  awaitingSeats,
  confirm,
  decideAlone,
  isAgreed,
  isSettled,
  openGroupDecision,
  propose,
  settledProposal,
  withdraw,
  type GroupDecision,
} from '../group-decision'
import { isRuleError, type RuleError } from '../rule-error'
import { cloneJson } from '../json-clone'

type Plan = { pawns: Record<string, string> }
function ok<T>(r: T | RuleError): T {
  if (isRuleError(r)) throw new Error(r.message)
  return r
}
const code = <T>(r: T | RuleError): string => (isRuleError(r) ? r.code : 'accepted')
const planA: Plan = { pawns: { red: 'build', blue: 'gather' } }
const planB: Plan = { pawns: { red: 'explore', blue: 'gather' } }

describe('group decisions (group-decision.ts)', () => {
  it('a proposal takes effect only once every listed seat has confirmed it', () => {
    let d = ok(propose(openGroupDecision<Plan>([0, 1, 2], 0), 1, planA))
    d = ok(confirm(d, 1))
    d = ok(confirm(d, 0))
    expect([isAgreed(d), settledProposal(d), awaitingSeats(d)]).toEqual([false, null, [2]])
    d = ok(confirm(d, 2))
    expect([isAgreed(d), isSettled(d), settledProposal(d)]).toEqual([true, true, planA])
  })

  it('any change to the proposal clears every confirmation; the same proposal again (keys in any order) keeps them', () => {
    let d = ok(propose(openGroupDecision<Plan>([0, 1], 0), 0, planA))
    d = ok(confirm(d, 0))
    const same = ok(propose(d, 1, { pawns: { blue: 'gather', red: 'build' } }))
    expect([same.confirmed, same.revision]).toEqual([[0], 1])
    const changed = ok(propose(d, 1, planB))
    expect([changed.confirmed, changed.revision, changed.proposedBy]).toEqual([[], 2, 1])
  })

  it('a seat may withdraw its agreement; withdrawing without having agreed is refused', () => {
    let d = ok(propose(openGroupDecision<Plan>([0, 1], 1), 0, planA))
    d = ok(confirm(d, 0))
    d = ok(withdraw(d, 0))
    expect(d.confirmed).toEqual([])
    expect(code(withdraw(d, 0))).toBe('not-confirmed')
    d = ok(confirm(d, 1))
    expect(isAgreed(d)).toBe(false)
  })

  it('outsiders, empty tables, stale views and double confirmations are refused', () => {
    const open = openGroupDecision<Plan>([0, 2], 0)
    expect(code(confirm(open, 0))).toBe('no-proposal')
    const d = ok(propose(open, 2, planA))
    expect(code(propose(d, 1, planB))).toBe('not-in-group')
    expect(code(confirm(d, 3))).toBe('not-in-group')
    expect(code(confirm(d, 0, 0))).toBe('proposal-changed')
    expect(code(confirm(d, 0, 1))).toBe('accepted')
    expect(code(confirm(ok(confirm(d, 0)), 0))).toBe('already-confirmed')
  })

  it('when the group cannot agree the decider settles it alone, with the proposal on the table or its own; nobody else may', () => {
    const d = ok(confirm(ok(propose(openGroupDecision<Plan>([0, 1, 2], 2), 0, planA)), 0))
    expect(code(decideAlone(d, 1))).toBe('not-the-decider')
    expect(code(decideAlone(openGroupDecision<Plan>([0, 1], 0), 0))).toBe('no-proposal')
    const kept = ok(decideAlone(d, 2))
    expect([isSettled(kept), isAgreed(kept), settledProposal(kept), kept.decidedBy]).toEqual([true, false, planA, 2])
    const own = ok(decideAlone(d, 2, planB))
    expect([settledProposal(own), own.revision, own.proposedBy]).toEqual([planB, 2, 2])
    expect(code(propose(own, 0, planA))).toBe('decision-settled')
    expect(code(confirm(own, 0))).toBe('decision-settled')
    expect(code(withdraw(kept, 0))).toBe('decision-settled')
  })

  it('a malformed group is an error naming what is wrong', () => {
    expect(() => openGroupDecision([], 0)).toThrow(/at least one seat/)
    expect(() => openGroupDecision([0, 0], 0)).toThrow(/a seat twice/)
    expect(() => openGroupDecision([0, 1], 3)).toThrow(/decider 3 is not one of the seats/)
  })

  type Act = { kind: 'propose'; seat: number; plan: number } | { kind: 'confirm' | 'withdraw'; seat: number; stale: boolean }
  const act: fc.Arbitrary<Act> = fc.oneof(
    fc.record({ kind: fc.constant('propose' as const), seat: fc.nat(4), plan: fc.nat(2) }),
    fc.record({ kind: fc.constantFrom('confirm' as const, 'withdraw' as const), seat: fc.nat(4), stale: fc.boolean() }),
  )

  it('property: agreement always means every seat confirmed the very proposal now on the table; nothing given is mutated', () => {
    const plans: Plan[] = [planA, planB, { pawns: {} }]
    fc.assert(
      fc.property(fc.array(act, { maxLength: 30 }), (acts) => {
        let d: GroupDecision<Plan> = openGroupDecision([0, 1, 2], 1)
        const sawRevision = new Map<number, number>() // the model: which revision each seat agreed to
        for (const a of acts) {
          const before = cloneJson(d)
          const r =
            a.kind === 'propose'
              ? propose(d, a.seat, plans[a.plan] ?? planA)
              : a.kind === 'confirm'
                ? confirm(d, a.seat, a.stale ? d.revision - 1 : d.revision)
                : withdraw(d, a.seat)
          expect(d).toEqual(before)
          if (isRuleError(r)) continue
          if (r.revision !== d.revision) sawRevision.clear()
          if (a.kind === 'confirm') sawRevision.set(a.seat, r.revision)
          if (a.kind === 'withdraw') sawRevision.delete(a.seat)
          d = r
          expect(new Set(d.confirmed).size).toBe(d.confirmed.length)
          expect(d.confirmed.every((s) => d.seats.includes(s))).toBe(true)
          expect([...sawRevision.keys()].sort()).toEqual([...d.confirmed].sort())
          expect(isAgreed(d)).toBe(d.seats.every((s) => sawRevision.get(s) === d.revision))
          if (isAgreed(d)) break
        }
      }),
      { numRuns: 300 },
    )
  })
})
