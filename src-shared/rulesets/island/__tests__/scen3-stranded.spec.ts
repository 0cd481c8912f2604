// Scenario 3's special rules (I-SCEN3-*) played through the engine on the fixture sheet
// fixtures/packs/island-test/scenarios/scen3-stranded.json: a special place worked from the camp
// (`on: "camp"`, `requires`, `adventure: "wound"`), an invention with a scenario condition
// (`requires.cond`), cards left out (`cardsOut`), counters read by round notes and a defeat.
import { describe, expect, it } from 'vitest'
import { planAction } from '../planning'
import type { IslandState, PlanTarget, PawnRef } from '../types'
import { drain } from '../effects-run'
import { endOfAction } from '../end-of-action'
import { content, pawn, play, resolvePlan, withPlanned } from './play'
import { finishRound, forceRoll, resolveAndClose, runEffects, scenarioGame, withAvailable } from './scenario-play'

const SHEET = 'test-s3-stranded'
const game = (seed = 1): IslandState => withAvailable(scenarioGame(SHEET, 2, seed), { wood: 6, food: 9 })
const refusal = (s: IslandState, target: PlanTarget, pawns: PawnRef[]): string => {
  const a = planAction(content(), s, target, pawns)
  return 'code' in a ? a.code : `ok:${a.rolls ? 'risky' : 'sure'}`
}
const built = (s: IslandState, ...items: string[]): IslandState => ({ ...s, inventions: { ...s.inventions, built: [...s.inventions.built, ...items], board: s.inventions.board.filter((i) => !items.includes(i)) } })
const trip: PlanTarget = { kind: 'site', site: 's3-raft-trip', space: 's01' }
const lifeboat: PlanTarget = { kind: 'invent', invention: 's3-lifeboat' }

describe('scenario 3 sheet (test-s3-stranded)', () => {
  it('I-SCEN3-08 the crossing is explored from the camp once the raft is built (1 pawn risky, 2 sure) and brings the traveller to the camp', () => {
    const s = game()
    expect(refusal(s, trip, [pawn('alpha'), pawn('alpha')])).toBe('I-SCEN4-10')
    const ready = built(s, 's3-raft')
    expect([refusal(ready, trip, [pawn('alpha')]), refusal(ready, trip, [pawn('alpha'), pawn('alpha')])]).toEqual(['ok:risky', 'ok:sure'])
    const after = resolveAndClose(withPlanned(ready, trip, [pawn('alpha'), pawn('alpha')]))
    expect(after.counters['s3-stranded-camp']).toBe(1)
    // Once she is at the camp the crossing is not offered again.
    expect(refusal({ ...after, pending: { kind: 'plan' } }, trip, [pawn('beta'), pawn('beta')])).toBe('I-SCEN4-10')
  })

  it('I-SCEN3-08 on the crossing an Adventure result draws no card: the resolver suffers 1 wound instead', () => {
    const s = withPlanned(built(game(), 's3-raft'), trip, [pawn('alpha')])
    const r = resolvePlan(forceRoll(s, 'explore', 'blank', 'success', 'adventure'))
    expect([r.s.characters.alpha?.wounds, r.s.decks.adventure.explore, r.s.counters['s3-stranded-camp']]).toEqual([1, s.decks.adventure.explore, 1])
  })

  it('I-SCEN3-01 I-SCEN3-09 the longboat may be built only once the traveller is at the camp; building it wins at once', () => {
    const s = game()
    expect(refusal(s, lifeboat, [pawn('alpha'), pawn('alpha')])).toBe('I-INV-02')
    const rescued = { ...s, counters: { ...s.counters, 's3-stranded-camp': 1 } }
    expect(refusal(rescued, lifeboat, [pawn('alpha'), pawn('alpha')])).toBe('ok:sure')
    let after = play(rescued, { type: 'plan', target: lifeboat, pawns: [pawn('alpha'), pawn('alpha')] })
    after = play(play(after, { type: 'plan', target: { kind: 'rest' }, pawns: [pawn('beta')] }), { type: 'plan', target: { kind: 'rest' }, pawns: [pawn('beta')] })
    after = play(after, { type: 'commitPlan' })
    expect([after.inventions.built.includes('s3-lifeboat'), after.outcome, after.position.phase]).toEqual([true, 'won', 'action'])
  })

  it('I-SCEN3-02 the left-out card is out of the game: never drawn, never dealt', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const s = scenarioGame(SHEET, 2, seed)
      expect([s.equipment.some((e) => e.id === 'eq-3'), s.decks.equipment.includes('eq-3'), s.removed.includes('eq-3')]).toEqual([false, false, true])
      const drawn = runEffects(s, [{ op: 'equipment' }, { op: 'equipment' }, { op: 'equipment' }])
      expect(drawn.equipment.map((e) => e.id)).not.toContain('eq-3')
    }
  })

  it('I-SCEN3-03 until she reaches the camp the traveller suffers 2 wounds every Night; at 8 the game is lost', () => {
    let s = finishRound(game())
    expect([s.counters['s3-stranded-wounds'], s.outcome]).toEqual([2, null])
    s = finishRound(withAvailable(s, { food: 9 }))
    s = finishRound(withAvailable(s, { food: 9 }))
    expect(s.counters['s3-stranded-wounds']).toBe(6)
    s = finishRound(withAvailable(s, { food: 9 }))
    expect([s.counters['s3-stranded-wounds'], s.outcome, s.reason]).toEqual([8, 'lost', 'scenario-defeat'])
    // At the camp she takes no more.
    const safe = finishRound({ ...game(), counters: { 's3-stranded-camp': 1, 's3-stranded-wounds': 2 } })
    expect(safe.counters['s3-stranded-wounds']).toBe(2)
  })

  it('I-SCEN3-06 the book takes 1 Palisade; with none left every castaway but the companion suffers 1 wound', () => {
    const s = { ...game(), shelter: { built: true, round: 1 }, tracks: { roof: 0, palisade: 1, weapons: 0 } }
    const once = runEffects(s, [{ op: 'book', times: 1 }])
    expect([once.tracks.palisade, Object.values(once.characters).map((c) => c.wounds)]).toEqual([0, [0, 0, 0]])
    const twice = runEffects(once, [{ op: 'book', times: 1 }])
    expect([twice.characters.alpha?.wounds, twice.characters.beta?.wounds, twice.characters.helper?.wounds]).toEqual([1, 1, 0])
  })

  it('I-SCEN3-07 each totem takes the next Number token; the third brings the Rope into Future Resources, an Item at the end of the Action phase; the fifth does nothing', () => {
    const explore = (s: IslandState): ReturnType<typeof resolvePlan> => {
      const top = { ...s, decks: { ...s.decks, tiles: ['tile-4', ...s.decks.tiles.filter((t) => t !== 'tile-4')] } }
      return resolvePlan(withPlanned(top, { kind: 'explore', space: 's11' }, [pawn('alpha'), pawn('alpha')]))
    }
    const third = explore({ ...game(), totems: 2, numberTokens: { s10: 1, s12: 2 } })
    expect([third.s.numberTokens.s11, third.s.inventions.future, third.s.inventions.built]).toEqual([3, ['inv-rope'], []])
    endOfAction(third)
    drain(third)
    expect([third.s.inventions.future, third.s.inventions.built]).toEqual([[], ['inv-rope']])
    const fifth = explore({ ...game(), totems: 4, numberTokens: { s10: 1, s12: 2, s21: 3, s22: 4 } })
    expect([fifth.s.numberTokens.s11, fifth.s.totems, fifth.s.pending]).toEqual([undefined, 5, null])
  })
})
