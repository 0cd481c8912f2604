// Scenario 5's special rules (I-SCEN5-*) played through the engine on the fixture sheet
// fixtures/packs/island-test/scenarios/scen5-villages.json: attacks as Hunt-type special places
// (`action: "hunt"`, `leader`, `blocks`, `needsPath`), fights whose strength follows counters
// (`fight.add`), a tile lying face down until a round note turns it up (`faceDown`, `revealTile`).
import { describe, expect, it } from 'vitest'
import { campMoves } from '../night-phase'
import { planAction } from '../planning'
import { view } from '../view'
import type { IslandState, PlanTarget, PawnRef } from '../types'
import { content, pawn, resolvePlan, withPlanned } from './play'
import { choose, finishRound, options, placeTile, resolveAndClose, runEffects, scenarioGame, withAvailable } from './scenario-play'

const SHEET = 'test-s5-villages'
const game = (seed = 1): IslandState => withAvailable(scenarioGame(SHEET, 2, seed), { wood: 4, food: 9 })
const refusal = (s: IslandState, target: PlanTarget, pawns: PawnRef[]): string => {
  const a = planAction(content(), s, target, pawns)
  return 'code' in a ? a.code : 'ok'
}
const village = (space: string): PlanTarget => ({ kind: 'attack', site: 's5-village', space })
const city: PlanTarget = { kind: 'attack', site: 's5-city', space: 's22' }
/** s11 holds village 1 (tile 5), s12 village 2 (tile 1); 3 totems in sight. */
const withVillages = (s: IslandState): IslandState => ({
  ...placeTile(placeTile(s, 's11', 'tile-5'), 's12', 'tile-1'), numberTokens: { s11: 1, s12: 2 }, counters: { ...s.counters, 's5-totems': 3 },
})
const topTile = (s: IslandState, tile: string): IslandState => ({ ...s, decks: { ...s.decks, tiles: [tile, ...s.decks.tiles.filter((t) => t !== tile)] } })

describe('scenario 5 sheet (test-s5-villages)', () => {
  it('I-SCEN5-02 the sheet\'s Starting Equipment is dealt (no draw) and tile 4 lies face down where the sheet shows: it cannot be explored', () => {
    const s = placeTile(placeTile(game(), 's11', 'tile-5'), 's12', 'tile-1')
    expect([s.equipment.map((e) => e.id).sort(), s.faceDown, s.decks.tiles.includes('tile-4')]).toEqual([['eq-0', 'eq-1'], { s22: 'tile-4' }, false])
    expect(refusal(s, { kind: 'explore', space: 's22' }, [pawn('alpha'), pawn('alpha'), pawn('beta')])).toBe('I-SCEN5-02')
  })

  it('I-SCEN5-03 at the start of round 4 tile 4 turns face up with Number token 6; from then on the town may be attacked', () => {
    let s = placeTile(placeTile(game(), 's11', 'tile-5'), 's12', 'tile-1')
    expect(refusal(s, city, [pawn('alpha'), pawn('alpha')])).toBe('I-SCEN4-10')
    s = finishRound(withAvailable({ ...s, position: { ...s.position, round: 3 } }, { food: 9 }))
    expect([s.position.round, s.island.s22?.tile, s.numberTokens.s22, s.faceDown]).toEqual([4, 'tile-4', 6, {}])
    expect(refusal({ ...s, pending: { kind: 'plan' }, plan: [] }, city, [pawn('alpha'), pawn('alpha')])).toBe('ok')
  })

  it('I-SCEN5-13 I-SCEN5-04 the first four totems become villages 1–4 in order of discovery; a fifth counts as a totem in sight but gets no token', () => {
    const explore = (s: IslandState): IslandState => {
      const r = resolvePlan(withPlanned(topTile(s, 'tile-4'), { kind: 'explore', space: 's10' }, [pawn('alpha'), pawn('alpha')]))
      return r.s.pending?.kind === 'choice' ? choose(r.s, options(r.s)[0] ?? '') : r.s
    }
    const first = explore(game())
    expect([first.numberTokens, first.counters['s5-totems']]).toEqual([{ s10: 1 }, 1])
    const fourth = explore({ ...game(), totems: 3 })
    expect(fourth.numberTokens).toEqual({ s10: 4 })
    const fifth = explore({ ...game(), totems: 4, counters: { 's5-villages': 0, 's5-totems': 4, 's5-town': 0 } })
    expect([fifth.numberTokens, fifth.counters['s5-totems']]).toEqual([{}, 5])
    // Only tokens 1–4 and 6 are ever used.
    expect(new Set([...content().scenarios[SHEET]?.totems.flat() ?? [], ...content().scenarios[SHEET]?.roundNotes?.flatMap((n) => n.effects) ?? []].flatMap((e) => (e.op === 'numberToken' ? [e.number] : [])))).toEqual(new Set([1, 2, 3, 4, 6]))
  })

  it('I-SCEN5-14 a revealed totem wounds the explorer 1 (the fourth 3, or 1 with Medicine built); then the group gives up one offered resource it has', () => {
    const explore = (s: IslandState): IslandState => resolvePlan(withPlanned(topTile(s, 'tile-4'), { kind: 'explore', space: 's10' }, [pawn('alpha'), pawn('alpha')])).s
    const first = explore(game())
    expect([first.characters.alpha?.wounds, options(first)]).toEqual([1, ['scenario.test-s5-villages.offer.wood', 'scenario.test-s5-villages.offer.food']])
    expect(choose(first, 'scenario.test-s5-villages.offer.wood').available.wood).toBe(3)
    expect(explore({ ...game(), totems: 3 }).characters.alpha?.wounds).toBe(3)
    const healer = { ...game(), totems: 3 }
    expect(explore({ ...healer, inventions: { ...healer.inventions, built: ['inv-medicine'], board: healer.inventions.board.filter((i) => i !== 'inv-medicine') } }).characters.alpha?.wounds).toBe(1)
    // With no wood, only the food offer may be taken: it is taken without asking.
    const noWood = explore(withAvailable(game(), { wood: 0 }))
    expect([options(noWood), noWood.available.food]).toEqual([[], 8])
  })

  it('I-SCEN5-08 an attacker who survives takes the village: it is done, its totem no longer counts, so the next village is weaker', () => {
    let s = withPlanned(withVillages(game()), village('s11'), [pawn('alpha'), pawn('alpha')])
    s = resolveAndClose(s)
    // Strength 4 + 3 totems in sight, Weapons 0: 7 wounds would kill; alpha's track is 10 long.
    expect([s.characters.alpha?.wounds, s.sitesDone['s5-village'], s.counters['s5-villages'], s.counters['s5-totems']]).toEqual([7, ['s11'], 1, 2])
    expect(refusal({ ...s, pending: { kind: 'plan' } }, village('s11'), [pawn('beta'), pawn('beta')])).toBe('I-SCEN4-10')
    const next = resolveAndClose(withPlanned({ ...s, pending: { kind: 'plan' } }, village('s12'), [pawn('beta'), pawn('beta')]))
    expect(next.characters.beta?.wounds).toBe(6)
  })

  it('I-SCEN5-05 the camp never moves onto an intact village (forced there: 1 wound each), and gathering on one needs 1 more pawn', () => {
    let s = withVillages(game())
    s = placeTile(s, 's02', 'tile-7')
    expect(campMoves(content(), s)).toEqual(['s02'])
    expect(refusal(s, { kind: 'gather', space: 's11', source: 'wood' }, [pawn('alpha')])).toBe('I-ACT-26')
    expect(refusal(s, { kind: 'gather', space: 's02', source: 'wood' }, [pawn('alpha')])).toBe('ok')
    // Taken, the village no longer keeps the camp away.
    expect(campMoves(content(), { ...s, sitesDone: { ...s.sitesDone, 's5-village': ['s11'] } })).toEqual(['s02', 's11'])
    const only = withVillages(game())
    const forced = runEffects(only, [{ op: 'moveCamp' }])
    expect([forced.camp, forced.characters.alpha?.wounds, forced.characters.beta?.wounds]).toEqual(['s01', 1, 1])
  })

  it('I-SCEN5-11 the companion may support an attack but never lead it', () => {
    const s = withVillages(game())
    expect(refusal(s, village('s11'), [pawn('alpha'), pawn('helper')])).toBe('ok')
    expect(refusal({ ...s, dog: 'hound' }, village('s11'), [pawn('helper'), { kind: 'dog' }])).toBe('I-SCEN5-11')
  })

  it('I-SCEN5-10 the town is attacked only along explored tiles; its strength is 21 less 3 a village taken', () => {
    let s: IslandState = { ...placeTile(game(), 's22', 'tile-4'), numberTokens: { s22: 6 }, counters: { 's5-villages': 4, 's5-totems': 1, 's5-town': 0 } }
    expect(refusal(s, city, [pawn('alpha'), pawn('alpha')])).toBe('I-SCEN5-10')
    s = placeTile(placeTile(s, 's11', 'tile-5'), 's12', 'tile-1')
    s = { ...s, tracks: { ...s.tracks, weapons: 4 } }
    const after = resolveAndClose(withPlanned(s, city, [pawn('alpha'), pawn('alpha')]))
    // 21 − 12 = 9 against Weapons 4: 5 wounds, the town is taken.
    expect([after.characters.alpha?.wounds, after.counters['s5-town']]).toEqual([5, 1])
  })

  it('I-SCEN5-01 the town taken and the round survived: victory at the round\'s end', () => {
    const s = { ...placeTile(placeTile(game(), 's22', 'tile-4'), 's11', 'tile-5'), numberTokens: { s22: 6 }, counters: { 's5-villages': 4, 's5-totems': 1, 's5-town': 1 } }
    expect(finishRound(withAvailable(s, { food: 9 })).outcome).toBe('won')
    expect(finishRound(withAvailable({ ...s, counters: { ...s.counters, 's5-town': 0 } }, { food: 9 })).outcome).toBeNull()
  })
})

describe('the dugout (I-SCEN5-15)', () => {
  const built = (s: IslandState, id: string): IslandState => ({ ...s, inventions: { ...s.inventions, built: [...s.inventions.built, id], board: s.inventions.board.filter((i) => i !== id) } })
  const explore = (s: IslandState): IslandState => resolvePlan(withPlanned(s, { kind: 'explore', space: 's10' }, [pawn('alpha'), pawn('alpha')])).s

  it('I-SCEN5-15 with the dugout built an Explore shows the top 2 tiles: the group places one, the other goes back into the stack; the bolt thrower (Q-14) does nothing', () => {
    const s = game()
    const [first, second] = s.decks.tiles
    const plain = explore(s)
    expect([plain.island.s10?.tile, plain.pending]).toEqual([first, null])
    const asked = explore(built(s, 's5-canoe'))
    expect(options(asked)).toEqual([first, second])
    const placed = choose(asked, second ?? '')
    expect([placed.island.s10?.tile, placed.decks.tiles.includes(first ?? ''), placed.decks.tiles.length]).toEqual([second, true, s.decks.tiles.length - 1])
    expect(explore(built(s, 's5-ballista')).island.s10?.tile).toBe(first)
  })
})

describe('the face-down tile in the public view (I-SCEN5-02)', () => {
  it('I-SCEN5-02 the view shows where a tile lies face down, never which tile it is', () => {
    const v = view(content(), game())
    expect(v.faceDown).toEqual(['s22'])
    expect(JSON.stringify(v)).not.toContain('tile-4')
  })
})
