import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  atNextPhaseStart,
  atRoundEnd,
  cancelDeferred,
  collectDue,
  collectPassed,
  emptyDeferred,
  inRounds,
  isDue,
  schedule,
  type DeferredQueue,
  type DeferredWhen,
} from '../deferred'
import { advance, startRounds, type Moment, type RoundSpec } from '../phases'
import { isRuleError } from '../rule-error'
import { cloneJson } from '../json-clone'

type Fx = { do: string }
const spec: RoundSpec = {
  rounds: 4,
  phases: [{ id: 'day', steps: ['a', 'b'] }, { id: 'dusk' }, { id: 'night' }],
}

/** Plays the whole game, collecting due effects at every boundary; returns what resolved, in order. */
function playOut(queue: DeferredQueue<Fx>, skip: string[] = []): { resolved: string[]; missed: string[]; left: DeferredQueue<Fx> } {
  const resolved: string[] = []
  const missed: string[] = []
  let adv = startRounds(spec, { skip })
  let q = queue
  for (;;) {
    const c = collectPassed(q, adv.moments)
    q = c.queue
    for (const b of c.batches) {
      resolved.push(...b.due.map((d) => `${b.at.round}:${b.at.moment}:${b.at.phase ?? ''}:${d.effect.do}`))
      missed.push(...b.missed.map((d) => d.effect.do))
    }
    if (adv.position.over) return { resolved, missed, left: q }
    const next = advance(spec, adv.position, { skip })
    if (isRuleError(next)) throw new Error(next.message)
    adv = next
  }
}

describe('deferred effects (deferred.ts)', () => {
  it('"at the end of this round", "at the start of the next night", "in 2 rounds" resolve at their moments', () => {
    let q = emptyDeferred<Fx>()
    q = schedule(q, atRoundEnd(1), { do: 'end-of-round-1' }).queue
    q = schedule(q, atNextPhaseStart('night'), { do: 'next-night' }).queue
    q = schedule(q, inRounds(1, 2), { do: 'round-3-start' }).queue
    const { resolved, left } = playOut(q)
    expect(resolved).toEqual(['1:phase-start:night:next-night', '1:round-end::end-of-round-1', '3:round-start::round-3-start'])
    expect(left.pending).toEqual([])
  })

  it('effects due at one moment come out in scheduling order, whatever their kind', () => {
    let q = emptyDeferred<Fx>()
    for (const name of ['c', 'a', 'b']) q = schedule(q, { moment: 'round-end', round: 2 }, { do: name }).queue
    q = schedule(q, { moment: 'round-end' }, { do: 'any-round-end' }).queue
    const c = collectDue(q, { moment: 'round-end', round: 1 })
    expect(c.due.map((d) => d.effect.do)).toEqual(['any-round-end'])
    const c2 = collectDue(c.queue, { moment: 'round-end', round: 2 })
    expect(c2.due.map((d) => d.effect.do)).toEqual(['c', 'a', 'b'])
    expect(c2.queue.pending).toEqual([])
  })

  it('a cancelled effect never resolves; cancelling an unknown one is refused', () => {
    const a = schedule(emptyDeferred<Fx>(), atRoundEnd(1), { do: 'x' })
    const b = schedule(a.queue, atRoundEnd(1), { do: 'y' })
    const q = cancelDeferred(b.queue, a.seq)
    if (isRuleError(q)) throw new Error(q.message)
    expect(collectDue(q, { moment: 'round-end', round: 1 }).due.map((d) => d.effect.do)).toEqual(['y'])
    const again = cancelDeferred(q, a.seq)
    expect(isRuleError(again) && again.code).toBe('deferred-unknown')
  })

  it('an effect for a moment that was skipped is handed back as missed, not lost', () => {
    const q = schedule(emptyDeferred<Fx>(), { moment: 'phase-start', round: 2, phase: 'dusk' }, { do: 'at-dusk-2' }).queue
    const { resolved, missed, left } = playOut(q, ['dusk'])
    expect(resolved).toEqual([])
    expect(missed).toEqual(['at-dusk-2'])
    expect(left.pending).toEqual([])
  })

  it('an effect scheduled for "the next" moment while that moment resolves waits for the next one', () => {
    const at: Moment = { moment: 'phase-start', round: 1, phase: 'night' }
    const c = collectDue(emptyDeferred<Fx>(), at)
    const q = schedule(c.queue, atNextPhaseStart('night'), { do: 'later' }).queue
    expect(isDue(q.pending[0]?.when ?? atRoundEnd(1), { ...at, round: 2 })).toBe(true)
    expect(c.due).toEqual([])
  })

  it('bad moments are errors naming the field; the queue and the effect given are never mutated', () => {
    expect(() => schedule(emptyDeferred<Fx>(), { moment: 'round-end', round: 0 }, { do: 'x' })).toThrow(/when.round/)
    expect(() => schedule(emptyDeferred<Fx>(), { moment: 'round-end', phase: 'night' }, { do: 'x' })).toThrow(/when.phase/)
    expect(() => schedule(emptyDeferred<Fx>(), { moment: 'noon' } as unknown as DeferredWhen, { do: 'x' })).toThrow(/when.moment/)
    const q0 = emptyDeferred<Fx>()
    const fx = { do: 'keep' }
    const { queue } = schedule(q0, atRoundEnd(1), fx)
    fx.do = 'changed'
    expect(q0).toEqual(emptyDeferred())
    expect(queue.pending[0]?.effect).toEqual({ do: 'keep' })
    expect(JSON.parse(JSON.stringify(queue))).toEqual(queue)
  })

  const whenArb: fc.Arbitrary<DeferredWhen> = fc.oneof(
    fc.record({ moment: fc.constantFrom('round-start' as const, 'round-end' as const), round: fc.integer({ min: 1, max: 5 }) }),
    fc.record({ moment: fc.constantFrom('round-start' as const, 'round-end' as const) }),
    fc.record({ moment: fc.constantFrom('phase-start' as const, 'phase-end' as const), phase: fc.constantFrom('day', 'dusk', 'night') }),
    fc.record({ moment: fc.constantFrom('phase-start' as const, 'phase-end' as const), phase: fc.constantFrom('day', 'dusk', 'night'), round: fc.integer({ min: 1, max: 5 }) }),
  )

  it('property: over a whole game every effect comes out exactly once (due or missed) or stays for a round that never came; each batch is in scheduling order', () => {
    fc.assert(
      fc.property(fc.array(whenArb, { maxLength: 12 }), fc.subarray(['dusk', 'night']), (whens, skip) => {
        let q = emptyDeferred<Fx>()
        whens.forEach((w, i) => (q = schedule(q, w, { do: `e${i}` }).queue))
        const before = cloneJson(q)
        let adv = startRounds(spec, { skip })
        const seen: number[] = []
        let cur = q
        for (;;) {
          const c = collectPassed(cur, adv.moments)
          cur = c.queue
          for (const b of c.batches) {
            const seqs = b.due.map((d) => d.seq)
            expect(seqs).toEqual([...seqs].sort((x, y) => x - y))
            for (const d of b.due) expect(isDue(d.when, b.at)).toBe(true)
            seen.push(...seqs, ...b.missed.map((d) => d.seq))
          }
          if (adv.position.over) break
          const next = advance(spec, adv.position, { skip })
          if (isRuleError(next)) throw new Error(next.message)
          adv = next
        }
        expect(q).toEqual(before)
        expect(new Set(seen).size).toBe(seen.length)
        const left = cur.pending
        for (const d of left) expect(d.when.round === undefined || d.when.round >= 4).toBe(true)
        expect(seen.length + left.length).toBe(whens.length)
      }),
      { numRuns: 200 },
    )
  })
})
