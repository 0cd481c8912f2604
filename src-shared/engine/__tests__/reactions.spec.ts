import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  currentWindow,
  openReactions,
  passReaction,
  react,
  reactionResolved,
  seatsToAnswer,
  type ReactionOption,
  type ReactionStack,
  type ReactionStep,
} from '../reactions'
import { isRuleError, type RuleError } from '../rule-error'
import { cloneJson } from '../json-clone'

/** Where a suspended flow was: what the ruleset needs to pick it up again. */
type Flow = { phase: string; step: string; pending: number[] }
type Stack = ReactionStack<Flow>
function ok<T>(r: T | RuleError): T {
  if (isRuleError(r)) throw new Error(r.message)
  return r
}
const code = <T>(r: T | RuleError): string => (isRuleError(r) ? r.code : 'accepted')
const rollFlow: Flow = { phase: 'action', step: 'apply-dice', pending: [2, 0, 1] }
const healFlow: Flow = { phase: 'action', step: 'heal-chosen', pending: [7] }
const opts = (...xs: [number, string][]): ReactionOption[] => xs.map(([seat, id]) => ({ seat, id }))

describe('reaction windows (reactions.ts)', () => {
  it('with nobody able to react the window never opens and the flow goes on at once', () => {
    const r = openReactions<Flow, unknown>([], 'after-roll', rollFlow, [])
    expect(r).toEqual({ stack: [], resumed: { flow: rollFlow } })
  })

  it('an open window lists who may react with what, each seat once, in the order listed', () => {
    const { stack, resumed } = openReactions<Flow, unknown>([], 'after-roll', rollFlow, opts([2, 'reroll-token'], [0, 'lucky'], [2, 'second-wind']))
    expect(resumed).toBeNull()
    const w = currentWindow(stack)
    expect(w?.trigger).toBe('after-roll')
    expect(w?.options.map((o) => `${o.seat}:${o.id}`)).toEqual(['2:reroll-token', '0:lucky', '2:second-wind'])
    expect(w ? seatsToAnswer(w) : []).toEqual([2, 0])
  })

  it('passing by every eligible seat closes the window and the flow resumes exactly as it was', () => {
    let s: ReactionStep<Flow> = openReactions<Flow, unknown>([], 'after-roll', rollFlow, opts([0, 'a'], [1, 'b']))
    s = ok(passReaction(s.stack, 1))
    expect([s.resumed, s.stack.length]).toEqual([null, 1])
    expect(code(passReaction(s.stack, 1))).toBe('not-eligible')
    s = ok(passReaction(s.stack, 0))
    expect(s).toEqual({ stack: [], resumed: { flow: rollFlow } })
  })

  it('a reaction interrupts: the window waits for it, then asks everyone again with the options as they are now', () => {
    let stack: Stack = openReactions<Flow, unknown>([], 'after-roll', rollFlow, opts([0, 'a'], [1, 'b'], [1, 'c'])).stack
    stack = ok(passReaction(stack, 0)).stack
    const r = ok(react(stack, 1, 'b'))
    expect(r.reaction).toEqual({ seat: 1, id: 'b' })
    expect(code(passReaction(r.stack, 0))).toBe('reaction-resolving')
    expect(code(react(r.stack, 1, 'c'))).toBe('reaction-resolving')
    const again = ok(reactionResolved(r.stack, opts([0, 'a'], [1, 'c']))) // 'b' was once a round
    expect(again.resumed).toBeNull()
    const w = currentWindow(again.stack)
    expect([w?.passed, w?.options.map((o) => o.id), w ? seatsToAnswer(w) : []]).toEqual([[], ['a', 'c'], [0, 1]])
    const last = ok(reactionResolved(ok(react(again.stack, 0, 'a')).stack, []))
    expect(last).toEqual({ stack: [], resumed: { flow: rollFlow } })
  })

  it('windows nest: a reaction opens its own window; the inner flow resumes first, then the outer, each unchanged', () => {
    let stack: Stack = openReactions<Flow, unknown>([], 'after-roll', rollFlow, opts([0, 'heal'], [1, 'reroll'])).stack
    stack = ok(react(stack, 0, 'heal')).stack
    stack = ok(openReactions(stack, 'wound-healed', healFlow, opts([1, 'cheer'], [2, 'cheer-2']))).stack
    expect(stack.map((w) => w.trigger)).toEqual(['after-roll', 'wound-healed'])
    expect(code(reactionResolved(stack, []))).toBe('no-reaction-resolving') // the inner window is not resolving anything
    stack = ok(passReaction(stack, 2)).stack
    const inner = ok(passReaction(stack, 1))
    expect(inner.resumed).toEqual({ flow: healFlow })
    expect(inner.stack.length).toBe(1)
    const outer = ok(reactionResolved(inner.stack, opts([1, 'reroll'])))
    expect(outer.resumed).toBeNull()
    expect(ok(passReaction(outer.stack, 1))).toEqual({ stack: [], resumed: { flow: rollFlow } })
  })

  it('wrong answers are refused: no window, an option of another seat, an unknown option; bad windows are errors', () => {
    expect(code(passReaction<Flow, unknown>([], 0))).toBe('no-reaction-window')
    expect(code(react<Flow, unknown>([], 0, 'a'))).toBe('no-reaction-window')
    expect(code(reactionResolved<Flow, unknown>([], []))).toBe('no-reaction-resolving')
    const { stack } = openReactions<Flow, unknown>([], 't', rollFlow, opts([0, 'a'], [1, 'b']))
    expect(code(react(stack, 0, 'b'))).toBe('unknown-reaction')
    expect(code(react(stack, 3, 'a'))).toBe('not-eligible')
    expect(() => openReactions(stack, 'u', healFlow, opts([0, 'x']))).toThrow(/window for 't' is waiting for answers/)
    expect(() => openReactions<Flow, unknown>([], 'u', healFlow, opts([0, 'x'], [1, 'x']))).toThrow(/options\[1\].id: 'x' is listed twice/)
  })

  type Op = { op: 'pass' | 'react' | 'resolve' | 'open'; seat: number; pick: number }
  const opArb: fc.Arbitrary<Op> = fc.record({ op: fc.constantFrom('pass' as const, 'react' as const, 'resolve' as const, 'open' as const), seat: fc.nat(3), pick: fc.nat(4) })
  const optionsFor = (pick: number, n: number): ReactionOption[] =>
    Array.from({ length: pick % 4 }, (_, i) => ({ seat: (pick + i) % 3, id: `o${n}-${i}` }))

  it('property: flows come back in the reverse order of suspension, each exactly as given; refusals change nothing; nothing given is mutated', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 60 }), (ops) => {
        let stack: Stack = []
        const model: Flow[] = [] // the flows suspended by open windows, innermost last
        const resumedOrder: number[] = []
        let n = 0
        const onStep = (s: ReactionStep<Flow>, opened?: Flow): void => {
          if (opened) model.push(opened)
          if (s.resumed) {
            const expected = model.pop()
            expect(s.resumed.flow).toEqual(expected)
            resumedOrder.push(s.resumed.flow.pending[0] ?? -1)
          }
          stack = s.stack
        }
        for (const o of ops) {
          const given = stack
          const before = cloneJson(stack)
          const top = currentWindow(stack)
          if (o.op === 'open') {
            if (top !== null && top.reacting === null) continue
            const flow: Flow = { phase: 'p', step: `s${n}`, pending: [n, o.seat] }
            onStep(openReactions(stack, `t${n}`, flow, optionsFor(o.pick, n)), flow)
            n++
          } else if (o.op === 'pass') {
            const r = passReaction(stack, o.seat)
            if (!isRuleError(r)) onStep(r)
          } else if (o.op === 'react') {
            const option = top?.options.filter((x) => x.seat === o.seat)[o.pick % 2]
            const r = react(stack, o.seat, option?.id ?? 'none')
            if (!isRuleError(r)) stack = r.stack
          } else {
            const r = reactionResolved(stack, optionsFor(o.pick, n++))
            if (!isRuleError(r)) onStep(r)
          }
          expect(given).toEqual(before)
          expect(stack.length).toBe(model.length)
          expect(stack.map((w) => w.resume)).toEqual(model)
          expect(JSON.parse(JSON.stringify(stack))).toEqual(stack)
          for (const w of stack) expect(w.reacting !== null || seatsToAnswer(w).length > 0).toBe(true)
          for (const w of stack.slice(0, -1)) expect(w.reacting).not.toBeNull()
        }
        // Everyone passes and every reaction resolves with nothing new: the stack unwinds completely.
        for (let guard = 0; stack.length > 0; guard++) {
          if (guard > 200) throw new Error('the stack never unwinds')
          const top = currentWindow(stack)
          if (top === null) break
          const seat = seatsToAnswer(top)[0]
          onStep(ok(top.reacting !== null ? reactionResolved(stack, []) : passReaction(stack, seat ?? -1)))
        }
        expect(model).toEqual([])
        expect(new Set(resumedOrder).size).toBe(resumedOrder.length)
      }),
      { numRuns: 300 },
    )
  })
})
