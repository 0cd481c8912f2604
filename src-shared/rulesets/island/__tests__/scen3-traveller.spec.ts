// Scenario 3's traveller at the camp (I-SCEN3-04), on the fixture sheet
// fixtures/packs/island-test/scenarios/scen3-stranded.json: the raft crossing's `joinCamp` brings
// the pack's traveller (`kind: "traveller"`) to the camp, where it eats, sleeps, is hurt and may
// only Rest.
import { describe, expect, it } from 'vitest'
import { eatStep, shelterStep } from '../night-phase'
import { freePawns } from '../pawns-available'
import { planAction } from '../planning'
import type { IslandState, PlanTarget } from '../types'
import { content, pawn, runOn, withPlanned } from './play'
import { options, resolveAndClose, runEffects, scenarioGame, withAvailable } from './scenario-play'

const trip: PlanTarget = { kind: 'site', site: 's3-raft-trip', space: 's01' }

/** A 2-player game of the sheet where the crossing has brought the traveller to the camp. */
function rescued(): IslandState {
  const s = withAvailable(scenarioGame('test-s3-stranded', 2, 1), { wood: 6, food: 9 })
  const ready = { ...s, inventions: { ...s.inventions, built: [...s.inventions.built, 's3-raft'], board: s.inventions.board.filter((i) => i !== 's3-raft') } }
  return resolveAndClose(withPlanned(ready, trip, [pawn('alpha'), pawn('alpha')]))
}

const refusal = (s: IslandState, target: PlanTarget): string => {
  const a = planAction(content(), { ...s, pending: { kind: 'plan' }, plan: [] }, target, [pawn('wanderer')])
  return 'code' in a ? a.code : 'ok'
}

describe('scenario 3: the traveller at the camp', () => {
  it('I-SCEN3-04 the traveller joins the camp as a character who is not a seat; its one pawn may only Rest', () => {
    const s = rescued()
    expect([s.characters.wanderer?.kind, s.characters.wanderer?.seat, s.seats.includes('wanderer'), s.travellers]).toEqual(['traveller', null, false, ['wanderer']])
    const fresh = { ...s, pending: { kind: 'plan' as const }, plan: [] }
    expect(freePawns(content(), fresh).filter((p) => p.kind === 'character' && p.character === 'wanderer')).toHaveLength(1)
    expect([refusal(s, { kind: 'rest' }), refusal(s, { kind: 'arrange' }), refusal(s, { kind: 'build', build: 'weapons', pay: 'wood' })]).toEqual(['ok', 'I-SCEN3-04', 'I-SCEN3-04'])
  })

  it('I-SCEN3-04 at Night the traveller eats (the group may leave it hungry) and suffers without a shelter; demands hurt it', () => {
    const s = { ...rescued(), available: { wood: 0, food: 2, preserved: 0, fur: 0 } }
    // Three mouths, two food: the group picks who goes hungry among the castaways and the traveller.
    const r = runOn(s)
    eatStep(r)
    expect(options(r.s)).toEqual(['alpha', 'beta', 'wanderer'])
    const sleep = runOn({ ...s, shelter: { built: false, round: null } })
    shelterStep(sleep)
    expect(sleep.s.characters.wanderer?.wounds).toBe(1)
    // An unfulfilled demand of the Event phase wounds every character in camp, the traveller too.
    const demand = runEffects({ ...s, available: { ...s.available, food: 0 } }, [{ op: 'lose', resource: 'food', amount: 1 }], { phase: 'event' })
    expect([demand.characters.wanderer?.wounds, demand.characters.helper?.wounds]).toEqual([1, 0])
  })
})
