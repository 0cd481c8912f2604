import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { adjust, atMax, atMin, moveTo, trackProblems, type CrossedMark, type Track } from '../tracks'
import { cloneJson } from '../json-clone'

/** A wound-style track 0..9 with one-way arrows that fire only when the marker moves up past them. */
const wounds: Track = {
  value: 0,
  min: 0,
  max: 9,
  marks: [
    { id: 'arrow-a', at: 3, fires: 'up' },
    { id: 'arrow-b', at: 6, fires: 'up' },
    { id: 'arrow-c', at: 6, fires: 'up' },
  ],
}

describe('counters and bounded tracks (tracks.ts)', () => {
  it('an increase past max is clamped and the rest is overflow; a decrease past min is underflow', () => {
    const up = adjust({ value: 1, min: -3, max: 2 }, 4)
    expect([up.value, up.moved, up.overflow, up.underflow]).toEqual([2, 1, 3, 0])
    const down = adjust({ value: 2, min: 0 }, -5)
    expect([down.value, down.moved, down.overflow, down.underflow]).toEqual([0, -2, 0, 3])
    expect(atMin(down.track) && atMax(up.track)).toBe(true)
  })

  it('a counter without bounds never overflows', () => {
    const r = adjust({ value: 0 }, -1000)
    expect([r.value, r.overflow, r.underflow]).toEqual([-1000, 0, 0])
    expect(atMin(r.track) || atMax(r.track)).toBe(false)
  })

  it('marks passed going up fire in passing order; marks at one place fire in declaration order', () => {
    const r = adjust(wounds, 7)
    expect(r.crossed.map((c) => c.id)).toEqual(['arrow-a', 'arrow-b', 'arrow-c'])
    expect(r.crossed.every((c) => c.direction === 'up')).toBe(true)
  })

  it('reaching the value just above a mark passes it; stopping below it does not', () => {
    expect(adjust(wounds, 3).crossed.map((c) => c.id)).toEqual(['arrow-a'])
    expect(adjust(wounds, 2).crossed).toEqual([])
  })

  it('a one-way mark does not fire moving back, and fires again when passed upwards again', () => {
    const hurt = adjust(wounds, 4).track
    const healed = adjust(hurt, -2)
    expect(healed.value).toBe(2)
    expect(healed.crossed).toEqual([])
    expect(adjust(healed.track, 1).crossed.map((c) => c.id)).toEqual(['arrow-a'])
  })

  it('two-way and down-only marks fire downwards, in passing order (highest first)', () => {
    const t: Track = { value: 10, min: 0, max: 10, marks: [{ id: 'low', at: 2 }, { id: 'high', at: 8, fires: 'down' }, { id: 'up-only', at: 5, fires: 'up' }] }
    const r = adjust(t, -10)
    expect(r.crossed).toEqual<CrossedMark[]>([
      { id: 'high', at: 8, direction: 'down' },
      { id: 'low', at: 2, direction: 'down' },
    ])
  })

  it('moveTo is one movement to a target, clamped', () => {
    const r = moveTo(wounds, 12)
    expect([r.value, r.overflow, r.crossed.length]).toEqual([9, 3, 3])
    expect(() => moveTo(wounds, 1.5)).toThrow(/integer/)
  })

  it('bad tracks and bad moves are errors that name the field', () => {
    expect(trackProblems({ value: 5, min: 0, max: 3, marks: [{ id: 'x', at: 0 }, { id: 'x', at: 2 }] }, 'morale')).toEqual([
      'morale.value: 5 is above max 3',
      'morale.marks[0].at: 0 cannot be passed (the marker moves within 0..3)',
      "morale.marks[1].id: 'x' is used twice",
    ])
    expect(trackProblems({ value: 0.5, min: 2, max: 1 })).toEqual(['track.value: must be an integer', 'track.min: 2 is above max 1'])
    expect(() => adjust({ value: 5, max: 3 }, 1)).toThrow(/track.value: 5 is above max 3/)
    expect(() => adjust(wounds, 0.5)).toThrow(/integer/)
    expect(trackProblems(wounds)).toEqual([])
  })

  const trackArb = fc
    .record({
      lo: fc.integer({ min: -5, max: 0 }),
      span: fc.integer({ min: 0, max: 12 }),
      offset: fc.nat(12),
      marks: fc.array(fc.record({ at: fc.integer({ min: -4, max: 12 }), fires: fc.constantFrom('up', 'down', 'both') as fc.Arbitrary<'up' | 'down' | 'both'> }), { maxLength: 5 }),
    })
    .map(({ lo, span, offset, marks }): Track => ({
      value: lo + (offset % (span + 1)),
      min: lo,
      max: lo + span,
      marks: marks.filter((m) => m.at > lo && m.at <= lo + span).map((m, i) => ({ id: `m${i}`, at: m.at, fires: m.fires })),
    }))

  it('property: the value stays in bounds, nothing is lost (value = old + delta − overflow + underflow), the input is untouched', () => {
    fc.assert(
      fc.property(trackArb, fc.integer({ min: -20, max: 20 }), (track, delta) => {
        const before = cloneJson(track)
        const r = adjust(track, delta)
        expect(track).toEqual(before)
        expect(r.value).toBeGreaterThanOrEqual(track.min ?? r.value)
        expect(r.value).toBeLessThanOrEqual(track.max ?? r.value)
        expect(r.value).toBe(track.value + delta - r.overflow + r.underflow)
        expect(r.overflow === 0 || r.underflow === 0).toBe(true)
        expect(r.track.value).toBe(r.value)
      }),
      { numRuns: 300 },
    )
  })

  it('property: one move of d passes the same marks, in the same order, as d moves of one step', () => {
    fc.assert(
      fc.property(trackArb, fc.integer({ min: -20, max: 20 }), (track, delta) => {
        const whole = adjust(track, delta)
        let cur = track
        const steps: CrossedMark[] = []
        let overflow = 0
        let underflow = 0
        for (let i = 0; i < Math.abs(delta); i++) {
          const r = adjust(cur, Math.sign(delta))
          steps.push(...r.crossed)
          overflow += r.overflow
          underflow += r.underflow
          cur = r.track
        }
        expect(whole.crossed).toEqual(steps)
        expect([whole.value, whole.overflow, whole.underflow]).toEqual([cur.value, overflow, underflow])
      }),
      { numRuns: 300 },
    )
  })
})
