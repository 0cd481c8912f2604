// Scenario 2's special rules (I-SCEN2-*) played through the engine on the fixture sheet
// fixtures/packs/island-test/scenarios/scen2-crosses.json: tile inventions built again and again
// (onTile, repeatable), the fog token, a special place offered by one Number token only.
import { describe, expect, it } from 'vitest'
import { isRuleError } from '../../../engine/rule-error'
import { apply } from '../apply-command'
import { planAction } from '../planning'
import { productionPhase } from '../morale-production'
import type { IslandState, PlanTarget, PawnRef } from '../types'
import { content, pawn, play, resolvePlan, runOn, withPlanned } from './play'
import { choose, finishRound, options, placeTile, resolveAndClose, runEffects, scenarioGame, withAvailable } from './scenario-play'

const SHEET = 'test-s2-crosses'
/** Start s01 (tile 8); s11 next to it, s21 two steps away, s12 next to s11. */
const island = (seed = 1): IslandState => {
  let s = withAvailable(scenarioGame(SHEET, 2, seed), { wood: 6 })
  s = placeTile(placeTile(placeTile(s, 's11', 'tile-5'), 's21', 'tile-2'), 's12', 'tile-1')
  return s
}
const refusal = (s: IslandState, target: PlanTarget, pawns: PawnRef[]): string => {
  const a = planAction(content(), s, target, pawns)
  return 'code' in a ? a.code : `ok:${a.rolls ? 'risky' : 'sure'}`
}
const cross = (space: string): PlanTarget => ({ kind: 'invent', invention: 's2-cross', space })
const withFog = (s: IslandState, ...spaces: string[]): IslandState => ({
  ...s, island: Object.fromEntries(Object.entries(s.island).map(([k, p]) => [k, spaces.includes(k) ? { ...p, tokens: [...p.tokens, 'fog' as const] } : p])),
})

describe('scenario 2 sheet (test-s2-crosses)', () => {
  it('I-SCEN2-01 five markers on five different tiles, all standing at the end of the round, win; four do not', () => {
    let s = placeTile(placeTile(island(), 's00', 'tile-7'), 's10', 'tile-9')
    const five = { s01: ['s2-cross'], s11: ['s2-cross'], s21: ['s2-cross'], s12: ['s2-cross'], s00: ['s2-cross'] }
    s = withAvailable(s, { food: 6 })
    expect(finishRound({ ...s, tileItems: five }).outcome).toBe('won')
    const { s00: _gone, ...four } = five
    expect(finishRound({ ...s, tileItems: { ...four, s10: [] } }).outcome).toBeNull()
    // A marker lost with its tile before the round ends: no victory.
    const flipped = runEffects({ ...s, tileItems: five }, [{ op: 'flipSpace', spaces: ['s00'] }], { phase: 'action' })
    expect(finishRound({ ...flipped, pending: { kind: 'plan' } }).outcome).toBeNull()
  })

  it('I-SCEN2-02 a marker goes on any explored tile, with the distance rule\'s pawns; never on a flipped or unexplored space', () => {
    const s = island()
    expect(refusal(s, cross('s01'), [pawn('alpha'), pawn('alpha')])).toBe('ok:sure')
    expect(refusal(s, cross('s11'), [pawn('alpha'), pawn('alpha')])).toBe('ok:sure')
    // Two steps away: 1 more pawn (3 for a sure build, 2 to roll).
    expect(refusal(s, cross('s21'), [pawn('alpha'), pawn('alpha')])).toBe('ok:risky')
    expect(refusal(s, cross('s21'), [pawn('alpha'), pawn('alpha'), pawn('beta')])).toBe('ok:sure')
    expect(refusal(s, cross('s30'), [pawn('alpha'), pawn('alpha')])).toBe('I-SCEN2-02')
    const flipped = runEffects(s, [{ op: 'flipSpace', spaces: ['s11'] }])
    expect(refusal({ ...flipped, pending: { kind: 'plan' } }, cross('s11'), [pawn('alpha'), pawn('alpha')])).toBe('I-SCEN2-02')
  })

  it('I-SCEN2-12 markers are built again and again, several in one round, fogged tiles too (1 more pawn); the card stays on the board', () => {
    let s = withFog(island(), 's11')
    expect(refusal(s, cross('s11'), [pawn('alpha'), pawn('alpha')])).toBe('ok:risky')
    s = withPlanned(s, cross('s11'), [pawn('alpha'), pawn('alpha'), pawn('beta')])
    s = withPlanned(s, cross('s01'), [pawn('beta'), pawn('helper')])
    const after = resolveAndClose(s)
    expect([after.tileItems, after.inventions.board.includes('s2-cross'), after.inventions.built.includes('s2-cross')])
      .toEqual([{ s11: ['s2-cross'], s01: ['s2-cross'] }, true, false])
    expect(after.available.wood).toBe(4)
  })

  it('I-SCEN2-11 the wind chime is built twice in a round, each build taking up to 3 fog markers off the island', () => {
    let s = withFog(placeTile(island(), 's00', 'tile-7'), 's01', 's11', 's21', 's12')
    s = withPlanned(s, { kind: 'invent', invention: 's2-bell' }, [pawn('alpha'), pawn('alpha')])
    s = withPlanned(s, { kind: 'invent', invention: 's2-bell' }, [pawn('beta'), pawn('beta')])
    let after = resolveAndClose(s)
    expect(options(after)).toEqual(['s01', 's11', 's12', 's21'])
    after = choose(choose(choose(after, 's01'), 's11'), 's21')
    // The second build finds one marker left; its other removals find nothing and pass.
    expect(options(after)).toEqual(['s12'])
    after = choose(after, 's12')
    expect([Object.values(after.island).some((p) => p.tokens.includes('fog')), after.pending, after.inventions.board.includes('s2-bell')]).toEqual([false, null, true])
  })

  it('I-SCEN2-03 the book puts fog on two different tiles of the group\'s choice; a marker with nowhere to go is not placed, without penalty', () => {
    let s = runEffects(island(), [{ op: 'book', times: 1 }])
    expect(options(s)).toEqual(['s01', 's11', 's12', 's21'])
    s = choose(s, 's11')
    expect(options(s)).toEqual(['s01', 's12', 's21'])
    s = choose(s, 's21')
    expect(Object.entries(s.island).filter(([, p]) => p.tokens.includes('fog')).map(([k]) => k)).toEqual(['s11', 's21'])
    // Only the start tile, already fogged: nothing is placed, nobody is hurt.
    const lone = runEffects(withFog(withAvailable(scenarioGame(SHEET, 2, 1), {}), 's01'), [{ op: 'book', times: 1 }])
    expect([lone.pending, lone.island.s01?.tokens, Object.values(lone.characters).map((c) => c.wounds)]).toEqual([null, ['fog'], [0, 0, 0]])
  })

  it('I-SCEN2-05 fog on the camp tile: its sources and Extra tokens produce nothing in the Production phase', () => {
    const s = island()
    const camp = { ...s, island: { ...s.island, s01: { tile: 'tile-8', exhausted: [], tokens: ['extra-food' as const] } } }
    const produced = (st: IslandState): number[] => { const r = runOn(st); productionPhase(r); return [r.s.available.food - st.available.food, r.s.available.wood - st.available.wood] }
    expect(produced(camp)).toEqual([2, 1])
    expect(produced(withFog(camp, 's01'))).toEqual([0, 0])
  })

  it('I-SCEN2-06 a flipped tile loses every token on it: fog, its Number token and the markers built there', () => {
    const s = { ...withFog(island(), 's11'), numberTokens: { s11: 1 }, tileItems: { s11: ['s2-cross'] } }
    const after = runEffects(s, [{ op: 'flipSpace', spaces: ['s11'] }])
    expect([after.island.s11, after.numberTokens, after.tileItems, after.inaccessible]).toEqual([undefined, {}, {}, { s11: 'tile-5' }])
  })

  it('I-SCEN2-07 the first totem tile takes Number token 1 and hides a shrine: up to 3 Treasures and 1 Creature, stopping early still a success', () => {
    let s = island()
    s = { ...s, decks: { ...s.decks, tiles: ['tile-4', ...s.decks.tiles.filter((t) => t !== 'tile-4')] } }
    s = resolveAndClose(withPlanned(s, { kind: 'explore', space: 's10' }, [pawn('alpha'), pawn('alpha')]))
    expect(s.numberTokens).toEqual({ s10: 1 })
    const shrine: PlanTarget = { kind: 'site', site: 's2-shrine', space: 's10' }
    expect(refusal({ ...s, pending: { kind: 'plan' } }, shrine, [pawn('beta'), pawn('beta')])).toBe('ok:sure')
    // A tile with token 2 offers no shrine.
    expect(refusal({ ...s, numberTokens: { s10: 2 } }, shrine, [pawn('beta'), pawn('beta')])).toBe('I-SCEN4-10')
    s = { ...s, decks: { ...s.decks, mystery: ['mys-0', ...s.decks.mystery.filter((c) => c !== 'mys-0')] } }
    const r = resolvePlan(withPlanned({ ...s, pending: { kind: 'plan' } }, shrine, [pawn('beta'), pawn('beta')]))
    expect(options(r.s)).toEqual(['mystery-continue', 'mystery-stop'])
    const stopped = choose(r.s, 'mystery-stop')
    expect([stopped.sitesDone['s2-shrine'], stopped.future.preserved]).toEqual([['s10'], 1])
  })

  it('I-SCEN2-07 the second totem takes Number token 2 and its sheet effect applies at once (Morale +1)', () => {
    let s = { ...island(), totems: 1, numberTokens: { s21: 1 } }
    s = { ...s, decks: { ...s.decks, tiles: ['tile-4', ...s.decks.tiles.filter((t) => t !== 'tile-4')] } }
    const r = resolvePlan(withPlanned(s, { kind: 'explore', space: 's10' }, [pawn('alpha'), pawn('alpha')]))
    expect([r.s.numberTokens, r.s.morale]).toEqual([{ s21: 1, s10: 2 }, 1])
  })

  it('I-SCEN2-08 the tallow stub gives a neutral pawn for one Build action only, used once', () => {
    let s: IslandState = { ...island(), discovery: { available: ['s2-candle#1'], future: [] } }
    s = { ...s, decks: { ...s.decks, discovery: s.decks.discovery.filter((t) => t !== 's2-candle#1') } }
    s = play(s, { type: 'discovery', token: 's2-candle#1' })
    const neutral = { kind: 'neutral' as const, source: s.pawnsGranted[0]?.source ?? '' }
    expect(refusal(s, { kind: 'gather', space: 's11', source: 'wood' }, [pawn('alpha'), neutral])).toBe('I-ACT-31')
    expect(refusal(s, cross('s11'), [pawn('alpha'), neutral])).toBe('ok:sure')
    s = play(s, { type: 'plan', target: cross('s11'), pawns: [pawn('alpha'), neutral] })
    const again = apply(content(), s, { type: 'plan', target: cross('s01'), pawns: [pawn('beta'), neutral] })
    expect(isRuleError(again) ? again.code : 'ok').toBe('I-ACT-02')
    expect(resolveAndClose(s).pawnsGranted).toEqual([])
  })

  it('I-SCEN2-09 the small flask builds Medicine at once outside resolution, into Future Resources during it', () => {
    const s = { ...island(), discovery: { available: ['s2-vial#1'], future: [] } }
    const now = play({ ...s, decks: { ...s.decks, discovery: s.decks.discovery.filter((t) => t !== 's2-vial#1') } }, { type: 'discovery', token: 's2-vial#1' })
    expect([now.inventions.built, now.inventions.board.includes('inv-medicine')]).toEqual([['inv-medicine'], false])
    const during = runEffects({ ...s, position: { ...s.position, step: 'resolution' } }, [{ op: 'buildItem', item: 'inv-medicine', futureIn: 'resolution' }], { phase: 'action' })
    expect([during.inventions.built, during.inventions.future]).toEqual([[], ['inv-medicine']])
  })
})

describe('a kept Discovery token (I-SCEN2-10)', () => {
  it('I-SCEN2-10 the ritual knife stays by the board: each use gives its Weapon bonus and wounds the user 1; one character holds it for the round', () => {
    let s: IslandState = { ...island(), discovery: { available: ['s2-dagger#1'], future: [] } }
    s = { ...s, decks: { ...s.decks, discovery: s.decks.discovery.filter((t) => t !== 's2-dagger#1') } }
    s = play(s, { type: 'discovery', token: 's2-dagger#1', character: 'beta' })
    expect([s.tempWeapon, s.characters.beta?.wounds, s.discovery.available]).toEqual([2, 1, ['s2-dagger#1']])
    // Another character this round: refused; the holder again (another combat): allowed.
    const other = apply(content(), s, { type: 'discovery', token: 's2-dagger#1', character: 'alpha' })
    expect(isRuleError(other) ? other.code : 'ok').toBe('I-SCEN2-10')
    s = play(s, { type: 'discovery', token: 's2-dagger#1', character: 'beta' })
    expect([s.tempWeapon, s.characters.beta?.wounds]).toEqual([4, 2])
    // Next round anyone may take it.
    const next = apply(content(), { ...s, position: { ...s.position, round: s.position.round + 1 } }, { type: 'discovery', token: 's2-dagger#1', character: 'alpha' })
    expect(isRuleError(next) ? next.code : next.state.characters.alpha?.wounds).toBe(1)
  })
})
