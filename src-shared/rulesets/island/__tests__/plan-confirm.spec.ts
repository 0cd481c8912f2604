// I-ACT-02 "the group decides together where pawns go", as the kernel's group decision
// (plan-confirm.ts): each seat with a castaway confirms the plan; a change clears the confirmations.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isRuleError } from '../../../engine/rule-error'
import { apply } from '../apply-command'
import { legalCommands } from '../legal-commands'
import type { IslandCommand, IslandState } from '../types'
import { view } from '../view'
import { content, newGame } from './play'

const tryApply = (s: IslandState, c: IslandCommand): { state: IslandState; events: { type: string }[] } | string => {
  const r = apply(content(), s, c)
  return isRuleError(r) ? r.code : r
}

function must(s: IslandState, c: IslandCommand): IslandState {
  const r = tryApply(s, c)
  if (typeof r === 'string') throw new Error(`${c.type} refused: ${r}`)
  return r.state
}

/** A game in planning with every castaway pawn on a Rest (one pawn per Rest), ready to be confirmed. */
function planned(players: number, seed = 5): IslandState {
  let s = newGame(players, seed, { settings: { noCompanion: true } })
  expect(s.pending?.kind).toBe('plan')
  for (let i = 0; i < 12 && !legalCommands(content(), s).some((c) => c.type === 'commitPlan'); i++) {
    const next = legalCommands(content(), s).find((c) => c.type === 'plan' && c.target.kind === 'rest' && c.pawns.length === 1 && c.pawns[0]?.kind === 'character')
    if (next === undefined) throw new Error('no Rest left to plan')
    s = must(s, next)
  }
  return s
}

const commits = (s: IslandState): IslandCommand[] => legalCommands(content(), s).filter((c) => c.type === 'commitPlan')

describe('I-ACT-02 each seat confirms the plan', () => {
  it('I-ACT-02 with two seats the plan waits for both: the first confirmation leaves it on the table, the second resolves it', () => {
    let s = planned(2)
    expect(commits(s)).toEqual([{ type: 'commitPlan' }, { type: 'commitPlan', seat: 0 }, { type: 'commitPlan', seat: 1 }])
    const first = tryApply(s, { type: 'commitPlan', seat: 1 })
    if (typeof first === 'string') throw new Error(first)
    s = first.state
    expect(s.pending?.kind).toBe('plan')
    expect(first.events).toContainEqual({ type: 'planConfirmed', seat: 1, awaiting: [0] })
    expect(view(content(), s).planConfirm).toEqual({ seats: [0, 1], confirmed: [1], decider: 0 })
    expect(commits(s)).toEqual([{ type: 'commitPlan' }, { type: 'commitPlan', seat: 0 }])
    const second = tryApply(s, { type: 'commitPlan', seat: 0 })
    if (typeof second === 'string') throw new Error(second)
    expect(second.events.some((e) => e.type === 'planCommitted')).toBe(true)
    expect(second.state.planAgreement).toBeUndefined()
  })

  it('I-ACT-02 a seat confirms once, and only a seat playing a castaway confirms', () => {
    const s = must(planned(2), { type: 'commitPlan', seat: 0 })
    expect(tryApply(s, { type: 'commitPlan', seat: 0 })).toBe('I-ACT-02')
    expect(tryApply(s, { type: 'commitPlan', seat: 3 })).toBe('I-ACT-02')
  })

  it('I-ACT-02 any change to the plan clears the confirmations: taking an action back and planning it again', () => {
    let s = must(planned(2), { type: 'commitPlan', seat: 0 })
    const last = s.plan.length - 1
    const again: IslandCommand = { type: 'plan', target: s.plan[last]?.target ?? { kind: 'rest' }, pawns: [...(s.plan[last]?.pawns ?? [])] }
    s = must(s, { type: 'unplan', index: last })
    s = must(s, again)
    expect(view(content(), s).planConfirm?.confirmed).toEqual([])
    expect(commits(s)).toContainEqual({ type: 'commitPlan', seat: 0 })
    s = must(s, { type: 'commitPlan', seat: 1 })
    expect(s.pending?.kind).toBe('plan')
  })

  it('I-ACT-02 I-SETUP-17 the First Player may settle the plan for the group (the kernel decider)', () => {
    const r = tryApply(must(planned(3), { type: 'commitPlan', seat: 2 }), { type: 'commitPlan' })
    if (typeof r === 'string') throw new Error(r)
    expect(r.events.some((e) => e.type === 'planCommitted')).toBe(true)
  })

  it('I-ACT-02 a solo game confirms at once: one commit, no confirmation list in the view', () => {
    const s = planned(1)
    expect(commits(s)).toEqual([{ type: 'commitPlan' }])
    expect(view(content(), s).planConfirm).toBeUndefined()
    const r = tryApply(s, { type: 'commitPlan', seat: 0 })
    if (typeof r === 'string') throw new Error(r)
    expect(r.events.some((e) => e.type === 'planCommitted')).toBe(true)
  })

  it('I-ACT-02 whatever the order the seats confirm in, the plan resolves exactly at the last confirmation', () => {
    fc.assert(fc.property(fc.integer({ min: 2, max: 4 }).chain((n) => fc.tuple(fc.constant(n), fc.shuffledSubarray([...Array(n).keys()], { minLength: n, maxLength: n }))), ([players, order]) => {
      let s = planned(players)
      order.forEach((seat, i) => {
        const r = tryApply(s, { type: 'commitPlan', seat })
        if (typeof r === 'string') throw new Error(r)
        const committed = r.events.some((e) => e.type === 'planCommitted')
        expect(committed).toBe(i === order.length - 1)
        s = r.state
      })
    }), { numRuns: 12 })
  })
})
