import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { injectPicks, intInRange, pick, seedRng, shuffle } from '../rng'
import { canonicalJson, fastStateHash, stateHash } from '../state-hash'
import { appendToLog, emptyLog, replay, undo, undoableCount } from '../command-log'
import { isRuleError, ruleError } from '../rule-error'
import { runChecks, violation } from '../invariants'
import { cloneJson } from '../json-clone'
import { toy, type ToyCommand, type ToyState } from './toy-ruleset'

describe('seeded RNG (C-D-1)', () => {
  it('C-D-1 the same seed gives the same sequence, and the state is plain numbers', () => {
    const a = seedRng(42)
    const b = seedRng(42)
    const xs = Array.from({ length: 20 }, () => intInRange(a, 0, 99))
    const ys = Array.from({ length: 20 }, () => intInRange(b, 0, 99))
    expect(xs).toEqual(ys)
    expect(JSON.parse(JSON.stringify(a))).toEqual(a)
    expect(a.s.every((n) => Number.isInteger(n))).toBe(true)
  })

  it('different seeds give different shuffles', () => {
    const deck = Array.from({ length: 30 }, (_, i) => i)
    expect(shuffle(seedRng(1), deck)).not.toEqual(shuffle(seedRng(2), deck))
  })

  it('intInRange stays in range and covers it', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: -5, max: 5 }), fc.integer({ min: 0, max: 8 }), (seed, min, span) => {
        const rng = seedRng(seed)
        for (let i = 0; i < 20; i++) {
          const v = intInRange(rng, min, min + span)
          expect(v).toBeGreaterThanOrEqual(min)
          expect(v).toBeLessThanOrEqual(min + span)
        }
      }),
      { numRuns: 50 },
    )
  })

  it('shuffle is a permutation', () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(fc.integer(), { maxLength: 40 }), (seed, xs) => {
        expect([...shuffle(seedRng(seed), xs)].sort()).toEqual([...xs].sort())
      }),
      { numRuns: 50 },
    )
  })

  it('C-D-1 injected picks are consumed first (test hook)', () => {
    const rng = injectPicks(seedRng(7), [2, 0, 13])
    expect(pick(rng, ['a', 'b', 'c', 'd'])).toBe('c')
    expect(pick(rng, ['a', 'b'])).toBe('a')
    expect(intInRange(rng, 10, 14)).toBe(13) // 13 mod 5 = 3 → 10 + 3
    expect(rng.injected).toEqual([])
  })
})

describe('state hash', () => {
  it('is independent of key order and sensitive to values', () => {
    expect(stateHash({ a: 1, b: [1, 2] })).toBe(stateHash({ b: [1, 2], a: 1 }))
    expect(stateHash({ a: 1 })).not.toBe(stateHash({ a: 2 }))
    expect(fastStateHash({ a: 1, b: 2 })).toBe(fastStateHash({ b: 2, a: 1 }))
    expect(fastStateHash({ a: 1 })).not.toBe(fastStateHash({ a: 2 }))
    expect(stateHash({})).toMatch(/^[0-9a-f]{64}$/)
    expect(canonicalJson({ z: 1, a: 2 })).toBe('{"a":2,"z":1}')
  })
})

describe('replay and undo (C-D-12)', () => {
  const config = { size: 10 }
  const play = (cmds: ToyCommand[]): { state: ToyState; log: ReturnType<typeof emptyLog<ToyCommand>> } => {
    const s0 = toy.setup(config, 9)
    if (isRuleError(s0)) throw new Error(s0.message)
    let state = s0
    let log = emptyLog<ToyCommand>()
    for (const c of cmds) {
      const r = toy.apply(state, c)
      if (isRuleError(r)) throw new Error(r.message)
      state = r.state
      log = appendToLog(log, c, r.events)
    }
    return { state, log }
  }

  it('replay reproduces the same state hash', () => {
    const cmds: ToyCommand[] = [{ type: 'inc' }, { type: 'draw' }, { type: 'pickOne' }, { type: 'inc' }]
    const { state } = play(cmds)
    const r = replay(toy, config, 9, cmds)
    if (isRuleError(r)) throw new Error(r.message)
    expect(stateHash(r.state)).toBe(stateHash(state))
    expect(r.log.checkpoints).toEqual([false, true, true, false])
  })

  it('replay names the first refused command', () => {
    const cmds: ToyCommand[] = Array.from({ length: 11 }, () => ({ type: 'draw' }))
    const r = replay(toy, config, 9, cmds)
    expect(isRuleError(r) && r.code).toBe('replay-refused')
    expect(isRuleError(r) && r.details?.['index']).toBe(10)
  })

  it('C-D-12 undo goes back to the last checkpoint and no further', () => {
    const { state, log } = play([{ type: 'draw' }, { type: 'inc' }, { type: 'inc' }])
    expect(undoableCount(log)).toBe(2)
    const u1 = undo(toy, config, 9, log)
    if (isRuleError(u1)) throw new Error(u1.message)
    expect(u1.state.counter).toBe(state.counter - 1)
    const u2 = undo(toy, config, 9, u1.log)
    if (isRuleError(u2)) throw new Error(u2.message)
    const u3 = undo(toy, config, 9, u2.log)
    expect(isRuleError(u3) && u3.code).toBe('undo-checkpoint')
  })

  it('undo then redo reproduces the state', () => {
    const cmds: ToyCommand[] = [{ type: 'draw' }, { type: 'inc' }]
    const { state, log } = play(cmds)
    const u = undo(toy, config, 9, log)
    if (isRuleError(u)) throw new Error(u.message)
    const redo = toy.apply(u.state, { type: 'inc' })
    if (isRuleError(redo)) throw new Error(redo.message)
    expect(stateHash(redo.state)).toBe(stateHash(state))
  })
})

describe('errors, invariants, clone', () => {
  it('RuleError is a value with code, message and details', () => {
    const e = ruleError('x', 'msg', { a: 1 })
    expect(isRuleError(e)).toBe(true)
    expect(e).toEqual({ kind: 'rule-error', code: 'x', message: 'msg', details: { a: 1 } })
    expect(isRuleError({ code: 'x' })).toBe(false)
  })
  it('runChecks collects violations and reports crashing checks', () => {
    const out = runChecks(1, {
      ok: () => [],
      bad: () => [violation('bad', 'always')],
      crash: () => {
        throw new Error('boom')
      },
    })
    expect(out.map((v) => v.code)).toEqual(['bad', 'crash-crashed'])
  })
  it('cloneJson makes an independent deep copy', () => {
    const a = { x: [1, { y: 2 }], z: null as null | number }
    const b = cloneJson(a)
    expect(b).toEqual(a)
    ;(b.x[1] as { y: number }).y = 3
    expect((a.x[1] as { y: number }).y).toBe(2)
  })
})
