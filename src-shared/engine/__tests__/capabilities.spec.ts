import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { forage, roundToy, type RoundToyCommand, type RoundToyState } from './round-toy-ruleset'
import { appendToLog, emptyLog, hasCheckpoint, replay, undo, undoableCount } from '../command-log'
import { isRuleError } from '../rule-error'
import { injectPicks } from '../rng'
import { fastStateHash } from '../state-hash'
import { rollFaces } from '../dice'

function start(seed: number, picks: number[] = []): RoundToyState {
  const s = roundToy.setup(null, seed)
  if (isRuleError(s)) throw new Error(s.message)
  return { ...s, rng: injectPicks(s.rng, picks) }
}
function play(state: RoundToyState, cmds: RoundToyCommand[]): { state: RoundToyState; checkpoints: boolean[] } {
  let s = state
  const checkpoints: boolean[] = []
  for (const c of cmds) {
    const r = roundToy.apply(s, c)
    if (isRuleError(r)) throw new Error(`${c.type}: ${r.message}`)
    checkpoints.push(hasCheckpoint(r.events))
    s = r.state
  }
  return { state: s, checkpoints }
}

describe('the kernel capabilities together (a round-based toy ruleset)', () => {
  it('a round: the group agrees, dice roll, a reaction rerolls, the flow resumes, hooks and deferred effects run at their moments', () => {
    // faces: 0 food, 1 feast, 2 nothing, 3 hurt. Roll two dice: hurt + nothing; keen-eye rerolls die 1 into a feast.
    const s0 = start(1, [3, 2, 1])
    expect([s0.position.round, s0.position.phase]).toEqual([1, 'plan'])
    const planned = play(s0, [
      { type: 'propose', seat: 1, dice: 2 },
      { type: 'confirm', seat: 0 },
      { type: 'confirm', seat: 1 },
      { type: 'advance' },
      { type: 'roll' },
    ])
    expect(planned.state.reactions.map((w) => w.trigger)).toEqual(['after-roll'])
    expect(rollFaces(forage, planned.state.roll ?? { dice: [], window: null }).map((f) => f.id)).toEqual(['hurt', 'nothing'])
    // keen-eye is once a round: after it nobody can react, so the window closes and the dice apply
    const r = play(planned.state, [{ type: 'keen-eye', position: 1 }])
    expect(r.state.reactions).toEqual([])
    expect(rollFaces(forage, r.state.roll ?? { dice: [], window: null }).map((f) => f.id)).toEqual(['hurt', 'feast'])
    expect([r.state.supplies.value, r.state.morale.value, r.state.deferred.pending.length]).toEqual([4, 1, 1])
    expect(r.state.position.step).toBe('apply') // applying the dice moved the flow on
    const night = play(r.state, [{ type: 'advance' }])
    expect([night.state.position.phase, night.state.supplies.value]).toEqual(['night', 3]) // ate 1
    const next = play(night.state, [{ type: 'advance' }])
    expect([next.state.position.round, next.state.supplies.value, next.state.deferred.pending]).toEqual([2, 2, []]) // end of round: lost 1
    expect(next.state.plan.proposal).toBeNull()
    expect(planned.checkpoints).toEqual([false, false, false, false, true])
  })

  it('C-D-12 undo works back to the roll and never across it', () => {
    const cmds: RoundToyCommand[] = [
      { type: 'propose', seat: 0, dice: 1 },
      { type: 'confirm', seat: 0 },
      { type: 'confirm', seat: 1 },
      { type: 'advance' },
      { type: 'roll' },
      { type: 'pass', seat: 1 },
      { type: 'advance' },
    ]
    let log = emptyLog<RoundToyCommand>()
    let s = start(9)
    for (const c of cmds) {
      const r = roundToy.apply(s, c)
      if (isRuleError(r)) throw new Error(r.message)
      log = appendToLog(log, c, r.events)
      s = r.state
    }
    expect(undoableCount(log)).toBe(2)
    const once = undo(roundToy, null, 9, log)
    if (isRuleError(once)) throw new Error(once.message)
    const twice = undo(roundToy, null, 9, once.log)
    if (isRuleError(twice)) throw new Error(twice.message)
    const thrice = undo(roundToy, null, 9, twice.log)
    expect(isRuleError(thrice) && thrice.code).toBe('undo-checkpoint')
  })

  it('property: random legal games are plain JSON, replay to the same state, and mark every use of chance', () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(fc.nat(50), { minLength: 5, maxLength: 60 }), (seed, choices) => {
        let s = start(seed)
        const cmds: RoundToyCommand[] = []
        for (const k of choices) {
          const legal = roundToy.legalCommands(s)
          const c = legal[k % Math.max(1, legal.length)]
          if (c === undefined) break
          const r = roundToy.apply(s, c)
          if (isRuleError(r)) throw new Error(`legal command refused: ${r.message}`)
          const used = JSON.stringify(r.state.rng) !== JSON.stringify(s.rng)
          expect(hasCheckpoint(r.events)).toBe(used)
          expect(roundToy.check(r.state)).toEqual([])
          cmds.push(c)
          s = r.state
        }
        expect(JSON.parse(JSON.stringify(s))).toEqual(s)
        const again = replay(roundToy, null, seed, cmds)
        if (isRuleError(again)) throw new Error(again.message)
        expect(fastStateHash(again.state)).toBe(fastStateHash(s))
      }),
      { numRuns: 60 },
    )
  })
})
