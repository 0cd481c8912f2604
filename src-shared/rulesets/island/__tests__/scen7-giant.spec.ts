// Scenario 7's special rules (I-SCEN7-*) played through the engine on the fixture sheet
// fixtures/packs/island-test/scenarios/scen7-giant.json: a Shelter built at setup (`buildShelter`),
// the crew as counters moved by the book, traps built on Number-token tiles near the camp (`onTile`),
// an every-round Production effect (`everyRound`, `campNumbered`), the capture as an attack.
import { describe, expect, it } from 'vitest'
import { productionPhase } from '../morale-production'
import { drain } from '../effects-run'
import { planAction } from '../planning'
import type { IslandState, PlanTarget, PawnRef } from '../types'
import { content, pawn, play, runOn, withPlanned } from './play'
import { placeTile, resolveAndClose, runEffects, scenarioGame, withAvailable } from './scenario-play'

const SHEET = 'test-s7-giant'
const game = (seed = 1): IslandState => withAvailable(scenarioGame(SHEET, 2, seed), { wood: 6, food: 9 })
const refusal = (s: IslandState, target: PlanTarget, pawns: PawnRef[]): string => {
  const a = planAction(content(), s, target, pawns)
  return 'code' in a ? a.code : `ok:${a.rolls ? 'risky' : 'sure'}`
}
const trap = (space: string): PlanTarget => ({ kind: 'invent', invention: 's7-trap', space })
const capture: PlanTarget = { kind: 'attack', site: 's7-capture', space: 's01' }
/** s11 (next to the camp), s21 (2 away) and s31 (3 away) explored, each with a Number token. */
const island = (s: IslandState): IslandState => ({
  ...placeTile(placeTile(placeTile(s, 's11', 'tile-5'), 's21', 'tile-1'), 's31', 'tile-2'), numberTokens: { s11: 1, s21: 2, s31: 3 },
})
const counters = (s: IslandState, c: Record<string, number>): IslandState => ({ ...s, counters: { ...s.counters, ...c } })

describe('scenario 7 sheet (test-s7-giant)', () => {
  it('I-SCEN7-02 the game starts with the Shelter built; Roof and Palisade at 0', () => {
    const s = scenarioGame(SHEET, 2, 1)
    expect([s.shelter.built, s.tracks.roof, s.tracks.palisade]).toEqual([true, 0, 0])
  })

  it('I-SCEN7-03 the book takes the next crew member; the second is carried off instead; losing the fourth (the director) loses the game', () => {
    let s = runEffects(game(), [{ op: 'book', times: 1 }])
    expect([s.counters['s7-crew-lost'], s.counters['s7-actress-held']]).toEqual([1, 0])
    s = runEffects(s, [{ op: 'book', times: 1 }])
    expect([s.counters['s7-crew-lost'], s.counters['s7-actress-held']]).toEqual([2, 1])
    s = runEffects(s, [{ op: 'book', times: 2 }])
    expect(play({ ...s, pending: { kind: 'plan' } }, { type: 'plan', target: { kind: 'rest' }, pawns: [pawn('alpha')] })).toMatchObject({ outcome: 'lost', reason: 'scenario-defeat' })
  })

  it('I-SCEN7-06 in each Production phase a camp on a Number-token tile wounds every character 1', () => {
    const produce = (st: IslandState): number[] => { const r = runOn(st); r.s.pending = null; productionPhase(r); drain(r); return Object.values(r.s.characters).map((c) => c.wounds) }
    expect(produce(game())).toEqual([0, 0, 0])
    expect(produce({ ...game(), numberTokens: { s01: 1 } })).toEqual([1, 1, 1])
  })

  it('I-SCEN7-09 a pit trap goes only on a Number-token tile at most 2 from the camp, 1 more pawn beyond the tiles next to the camp; three may be built', () => {
    let s = island(game())
    expect(refusal(s, trap('s01'), [pawn('alpha'), pawn('alpha')])).toBe('I-SCEN7-09')
    expect(refusal(s, trap('s31'), [pawn('alpha'), pawn('alpha'), pawn('beta'), pawn('beta')])).toBe('I-SCEN7-09')
    expect(refusal(s, trap('s11'), [pawn('alpha'), pawn('alpha')])).toBe('ok:sure')
    expect(refusal(s, trap('s21'), [pawn('alpha'), pawn('alpha')])).toBe('ok:risky')
    s = withPlanned(withPlanned(s, trap('s11'), [pawn('alpha'), pawn('alpha')]), trap('s21'), [pawn('beta'), pawn('beta'), pawn('helper')])
    s = resolveAndClose(s)
    expect([s.tileItems, s.inventions.board.includes('s7-trap')]).toEqual([{ s11: ['s7-trap'], s21: ['s7-trap'] }, true])
  })

  it('I-SCEN7-01 I-SCEN7-10 with three traps set (a later round) and nobody held, the capture is a Hunt: without the dart Weapons fall by 5, with it by 1; capture wins', () => {
    const ready = { ...island(withAvailable(game(), {})), tileItems: { s11: ['s7-trap'], s21: ['s7-trap'], s31: ['s7-trap'] }, tracks: { roof: 0, palisade: 0, weapons: 8 } }
    expect(refusal({ ...ready, tileItems: { s11: ['s7-trap'], s21: ['s7-trap'] } }, capture, [pawn('alpha'), pawn('alpha')])).toBe('I-SCEN4-10')
    expect(refusal(counters(ready, { 's7-actress-held': 1 }), capture, [pawn('alpha'), pawn('alpha')])).toBe('I-SCEN4-10')
    const without = resolveAndClose(withPlanned(ready, capture, [pawn('alpha'), pawn('alpha')]))
    expect([without.tracks.weapons, without.counters['s7-giant']]).toEqual([3, 1])
    const dart = { ...ready, inventions: { ...ready.inventions, built: ['s7-dart'], board: ready.inventions.board.filter((i) => i !== 's7-dart') } }
    expect(resolveAndClose(withPlanned(dart, capture, [pawn('alpha'), pawn('alpha')])).tracks.weapons).toBe(7)
    let s = play(ready, { type: 'plan', target: capture, pawns: [pawn('alpha'), pawn('alpha')] })
    s = play(play(s, { type: 'plan', target: { kind: 'rest' }, pawns: [pawn('beta')] }), { type: 'plan', target: { kind: 'rest' }, pawns: [pawn('beta')] })
    expect(play(s, { type: 'commitPlan' }).outcome).toBe('won')
  })

  it('I-SCEN7-07 the carried-off actress is held on the fourth totem tile: an Explore there resolving one Creature brings her back', () => {
    let s = counters({ ...island(game()), numberTokens: { s11: 4 } }, { 's7-crew-lost': 2, 's7-actress-held': 1 })
    const lair: PlanTarget = { kind: 'site', site: 's7-rescue', space: 's11' }
    expect(refusal({ ...s, numberTokens: { s11: 3 } }, lair, [pawn('alpha'), pawn('alpha')])).toBe('I-SCEN4-10')
    s = { ...s, decks: { ...s.decks, mystery: ['mys-0', 'mys-3', ...s.decks.mystery.filter((c) => c !== 'mys-0' && c !== 'mys-3')] } }
    const after = resolveAndClose(withPlanned(s, lair, [pawn('alpha'), pawn('alpha')]))
    // The Treasure is beyond the draw's maximum (no Treasure), set aside; the Creature is fought.
    expect([after.counters['s7-actress-held'], after.decks.mysteryDiscard]).toEqual([0, ['mys-3']])
  })
})
