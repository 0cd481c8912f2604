import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { advance, isLastRound, roundProblems, startRounds, type Advanced, type PhasePosition, type RoundSpec } from '../phases'
import { isRuleError } from '../rule-error'
import { cloneJson } from '../json-clone'

/** Six phases, the first not played in round 1, one with steps, hooks at both levels. */
const long: RoundSpec = {
  rounds: 3,
  onRoundStart: ['return-outsiders', 'scenario-round-start'],
  onRoundEnd: ['check-round-goal'],
  phases: [
    { id: 'event', skipRounds: [1], onStart: ['reveal-event'] },
    { id: 'morale' },
    { id: 'production', onStart: ['produce'] },
    { id: 'action', steps: ['planning', 'resolution'], onEnd: ['future-to-available'] },
    { id: 'weather' },
    { id: 'night', steps: ['eat', 'move-camp', 'reset'], onEnd: ['pass-first-player'] },
  ],
}
/** Two phases; the second is not played in the last round. */
const short: RoundSpec = {
  rounds: 2,
  phases: [
    { id: 'action', steps: ['turn-1', 'turn-2', 'turn-3', 'turn-4'] },
    { id: 'event', skipLastRound: true, onStart: ['refresh-tokens'] },
  ],
}

function step(spec: RoundSpec, at: PhasePosition, skip?: string[]): Advanced {
  const r = advance(spec, at, skip ? { skip } : {})
  if (isRuleError(r)) throw new Error(r.message)
  return r
}
const where = (p: PhasePosition): string => `${p.round}:${p.phase}:${p.step ?? '-'}${p.over ? ':over' : ''}`

describe('round/phase machine (phases.ts)', () => {
  it('the game starts at round 1 in its first played phase, with round-start hooks before phase-start hooks', () => {
    const s = startRounds(long)
    expect(where(s.position)).toBe('1:morale:-')
    expect(s.hooks.map((h) => h.hook)).toEqual(['return-outsiders', 'scenario-round-start'])
    expect(s.moments).toEqual([{ moment: 'round-start', round: 1 }, { moment: 'phase-start', round: 1, phase: 'morale' }])
  })

  it('steps of a phase follow each other without boundaries; the end of a phase runs its end hooks then the next start hooks', () => {
    let s = startRounds(long)
    s = step(long, s.position) // morale → production
    expect(s.hooks.map((h) => `${h.moment}:${h.hook}`)).toEqual(['phase-start:produce'])
    s = step(long, s.position) // production → action/planning
    expect(where(s.position)).toBe('1:action:planning')
    s = step(long, s.position)
    expect(where(s.position)).toBe('1:action:resolution')
    expect([s.moments, s.hooks]).toEqual([[], []])
    s = step(long, s.position)
    expect(where(s.position)).toBe('1:weather:-')
    expect(s.hooks).toEqual([{ moment: 'phase-end', round: 1, phase: 'action', hook: 'future-to-available' }])
  })

  it('the end of a round: last phase end, round end, next round start, its first phase (now played) start', () => {
    let pos: PhasePosition = { round: 1, phase: 'night', step: 'reset', over: false }
    const s = step(long, pos)
    pos = s.position
    expect(where(pos)).toBe('2:event:-')
    expect(s.hooks.map((h) => `${h.round}:${h.hook}`)).toEqual([
      '1:pass-first-player',
      '1:check-round-goal',
      '2:return-outsiders',
      '2:scenario-round-start',
      '2:reveal-event',
    ])
    expect(s.moments.map((m) => m.moment)).toEqual(['phase-end', 'round-end', 'round-start', 'phase-start'])
  })

  it('a phase the ruleset skips this time is left out with its hooks', () => {
    const s = step(long, { round: 2, phase: 'action', step: 'resolution', over: false }, ['weather'])
    expect(where(s.position)).toBe('2:night:eat')
    expect(s.moments.some((m) => m.phase === 'weather')).toBe(false)
  })

  it('after the last round the game is over and nothing advances; the last round is known', () => {
    const last: PhasePosition = { round: 3, phase: 'night', step: 'reset', over: false }
    expect(isLastRound(long, last)).toBe(true)
    expect(isLastRound(long, { ...last, round: 2 })).toBe(false)
    const s = step(long, last)
    expect(s.position).toEqual({ ...last, over: true })
    expect(s.moments.map((m) => m.moment)).toEqual(['phase-end', 'round-end'])
    const again = advance(long, s.position)
    expect(isRuleError(again) && again.code).toBe('rounds-over')
  })

  it('a phase marked skipLastRound is not played in the last round: the game ends after the phase before it', () => {
    const r2 = step(short, { round: 1, phase: 'event', step: null, over: false })
    expect(where(r2.position)).toBe('2:action:turn-1')
    const end = step(short, { round: 2, phase: 'action', step: 'turn-4', over: false })
    expect(end.position.over).toBe(true)
    expect(end.hooks).toEqual([])
  })

  it('without a round limit rounds go on', () => {
    const open: RoundSpec = { phases: [{ id: 'only' }] }
    let pos = startRounds(open).position
    for (let i = 0; i < 50; i++) pos = step(open, pos).position
    expect(where(pos)).toBe('51:only:-')
  })

  it('bad declarations and corrupt positions are errors naming the field', () => {
    expect(roundProblems({ rounds: 0, phases: [{ id: 'a', steps: ['x', 'x'] }, { id: 'a' }] }, 'scenario.rounds')).toEqual([
      'scenario.rounds.rounds: must be a whole number ≥ 1',
      "scenario.rounds.phases[0].steps[1]: 'x' is used twice",
      "scenario.rounds.phases[1].id: 'a' is used twice",
    ])
    expect(roundProblems({ phases: [] })).toEqual(['rounds.phases: a round needs at least one phase'])
    expect(() => advance(long, { round: 1, phase: 'nap', step: null, over: false })).toThrow(/position.phase: unknown phase 'nap'/)
    expect(() => advance(long, { round: 1, phase: 'night', step: 'dance', over: false })).toThrow(/position.step: 'dance'/)
    expect(() => advance(long, { round: 1, phase: 'night', step: null, over: false })).toThrow(/position.step/)
    expect(() => startRounds({ phases: [{ id: 'a', skipRounds: [1] }] })).toThrow(/round 1 has no phase to play/)
    expect(() => startRounds({ phases: [] })).toThrow(/rounds.phases/)
  })

  it('an unsound declaration is refused at every use, not only the first (sound ones are checked once)', () => {
    const bad: RoundSpec = { rounds: 0, phases: [{ id: 'a' }] }
    const at: PhasePosition = { round: 1, phase: 'a', step: null, over: false }
    for (let i = 0; i < 3; i++) {
      expect(() => advance(bad, at)).toThrow(/rounds.rounds: must be a whole number/)
      expect(() => startRounds(bad)).toThrow(/rounds.rounds: must be a whole number/)
    }
    const good: RoundSpec = { rounds: 2, phases: [{ id: 'a' }] }
    expect(where(step(good, startRounds(good).position).position)).toBe('2:a:-')
    expect(where(step(good, startRounds(good).position).position)).toBe('2:a:-')
  })

  const specArb = fc
    .record({
      rounds: fc.integer({ min: 1, max: 4 }),
      phases: fc.array(
        fc.record({
          steps: fc.nat(3),
          skipFirst: fc.boolean(),
          skipLast: fc.boolean(),
          hooks: fc.boolean(),
        }),
        { minLength: 1, maxLength: 5 },
      ),
    })
    .map(({ rounds, phases }): RoundSpec => ({
      rounds,
      onRoundStart: ['rs'],
      onRoundEnd: ['re'],
      phases: phases.map((p, i) => ({
        id: `p${i}`,
        ...(p.steps > 0 ? { steps: Array.from({ length: p.steps }, (_, j) => `s${j}`) } : {}),
        ...(p.hooks ? { onStart: [`p${i}-start`], onEnd: [`p${i}-end`] } : {}),
        ...(p.skipFirst && i > 0 ? { skipRounds: [1] } : {}),
        ...(p.skipLast && i > 0 ? { skipLastRound: true } : {}),
      })),
    }))

  it('property: a whole game visits every played step once, boundaries are well nested, hooks are those of the boundaries in order', () => {
    fc.assert(
      fc.property(specArb, (spec) => {
        const frozen = cloneJson(spec)
        const first = startRounds(spec)
        const all: Advanced[] = [first]
        let pos = first.position
        for (let guard = 0; !pos.over; guard++) {
          if (guard > 500) throw new Error('the game never ends')
          const next = step(spec, pos)
          expect(JSON.parse(JSON.stringify(next))).toEqual(next)
          all.push(next)
          pos = next.position
        }
        expect(spec).toEqual(frozen)
        const rounds = spec.rounds ?? 0
        const expectedVisits = Array.from({ length: rounds }, (_, r) => r + 1).reduce(
          (n, round) =>
            n +
            spec.phases
              .filter((p) => !p.skipRounds?.includes(round) && !(p.skipLastRound && round === rounds))
              .reduce((k, p) => k + Math.max(1, p.steps?.length ?? 0), 0),
          0,
        )
        expect(all.length - 1).toBe(expectedVisits) // the last advance ends the game and visits nothing
        const moments = all.flatMap((a) => a.moments)
        let openRound: number | null = null
        let openPhase: string | null = null
        for (const m of moments) {
          if (m.moment === 'round-start') expect([openRound, m.round]).toEqual([null, (moments.filter((x) => x.moment === 'round-end' && x.round < m.round).length) + 1])
          if (m.moment === 'round-start') openRound = m.round
          if (m.moment === 'phase-start') expect([openPhase, openRound]).toEqual([null, m.round])
          if (m.moment === 'phase-start') openPhase = m.phase ?? null
          if (m.moment === 'phase-end') expect(openPhase).toBe(m.phase)
          if (m.moment === 'phase-end') openPhase = null
          if (m.moment === 'round-end') expect([openPhase, openRound]).toEqual([null, m.round])
          if (m.moment === 'round-end') openRound = null
        }
        expect([openRound, openPhase]).toEqual([null, null])
        const hooksOf = (m: (typeof moments)[number]): string[] =>
          m.moment === 'round-start' ? ['rs'] : m.moment === 'round-end' ? ['re'] : (spec.phases.find((p) => p.id === m.phase)?.[m.moment === 'phase-start' ? 'onStart' : 'onEnd'] ?? [])
        expect(all.flatMap((a) => a.hooks.map((h) => h.hook))).toEqual(moments.flatMap(hooksOf))
      }),
      { numRuns: 200 },
    )
  })
})
