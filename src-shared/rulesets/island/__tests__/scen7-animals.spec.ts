// Scenario 7's Hungry Animals rules and special tokens (I-SCEN7-05, I-SCEN7-08) on the fixture sheet
// fixtures/packs/island-test/scenarios/scen7-giant.json: `palisadeBreach`, the `ignoreAnimals` effect.
import { describe, expect, it } from 'vitest'
import { injectPicks } from '../../../engine/rng'
import { drain } from '../effects-run'
import { endOfAction } from '../end-of-action'
import { planAction } from '../planning'
import { weatherPhase } from '../weather-phase'
import type { IslandState } from '../types'
import { content, pawn, play, runOn } from './play'
import { scenarioGame, withAvailable } from './scenario-play'

const SHEET = 'test-s7-giant'
const game = (): IslandState => withAvailable(scenarioGame(SHEET, 2, 1), { wood: 6, food: 9 })
/** Round 7 rolls rain, winter and animals: blank clouds and the animals face that takes a Palisade. */
const palisadeRoll = (s: IslandState, palisade: number): IslandState => ({
  ...s, position: { ...s.position, round: 7, phase: 'weather', step: null }, tracks: { ...s.tracks, palisade, roof: 5 }, rng: injectPicks(s.rng, [3, 4, 1]),
})
const weather = (s: IslandState): IslandState => { const r = runOn(s); r.s.pending = null; weatherPhase(r); drain(r); return r.s }
const withToken = (s: IslandState, token: string): IslandState => ({ ...s, discovery: { available: [token], future: [] }, decks: { ...s.decks, discovery: s.decks.discovery.filter((t) => t !== token) } })

describe('scenario 7 sheet: hungry animals and special tokens (test-s7-giant)', () => {
  it('I-SCEN7-05 a Hungry Animals result with no Palisade left: Morale −1, every castaway 1 wound, the next crew member lost', () => {
    const kept = weather(palisadeRoll(game(), 1))
    expect([kept.tracks.palisade, kept.morale, kept.counters['s7-crew-lost'], kept.characters.alpha?.wounds]).toEqual([0, 0, 0, 0])
    const breached = weather(palisadeRoll(game(), 0))
    expect([breached.tracks.palisade, breached.morale, breached.counters['s7-crew-lost'], breached.characters.alpha?.wounds, breached.characters.beta?.wounds]).toEqual([0, -1, 1, 1, 1])
  })

  it('I-SCEN7-08 the firecracker ignores one Hungry Animals result this round', () => {
    const s = play(withToken(game(), 's7-firecracker#1'), { type: 'discovery', token: 's7-firecracker#1' })
    const after = weather(palisadeRoll(s, 1))
    expect([after.tracks.palisade, after.weatherMods.ignoreAnimals ?? 0]).toEqual([1, 0])
  })

  it('I-SCEN7-08 the huge footprint gives a neutral pawn for Explore actions this round only', () => {
    const s = play(withToken(game(), 's7-footprint#1'), { type: 'discovery', token: 's7-footprint#1' })
    const neutral = { kind: 'neutral' as const, source: s.pawnsGranted[0]?.source ?? '' }
    const explore = planAction(content(), s, { kind: 'explore', space: 's11' }, [pawn('alpha'), neutral])
    const rest = planAction(content(), s, { kind: 'rest' }, [neutral])
    expect(['code' in explore ? explore.code : 'ok', 'code' in rest ? rest.code : 'ok']).toEqual(['ok', 'I-ACT-31'])
    const r = runOn(s)
    endOfAction(r)
    expect(r.s.pawnsGranted).toEqual([])
  })

  it('I-SCEN7-08 the lost camera case gives a bonus by the first crew member still with the group', () => {
    const use = (lost: number): IslandState => play(withToken({ ...game(), counters: { ...game().counters, 's7-crew-lost': lost } }, 's7-lost-item#1'), { type: 'discovery', token: 's7-lost-item#1' })
    expect([use(0).future.food, use(2).tracks.weapons, use(3).morale]).toEqual([2, 1, 1])
  })
})
