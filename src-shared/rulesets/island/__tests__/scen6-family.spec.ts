// Scenario 6's special rules (I-SCEN6-*) played through the engine on the fixture sheet
// fixtures/packs/island-test/scenarios/scen6-family.json: the drawn inventions as the goal
// (`drawnBuilt`), children fed by round notes with a defeat, the first tile of a terrain covered
// (`coverTerrain` `ifFirst`), black markers cleared by a place and a token (`clearMarker`).
import { describe, expect, it } from 'vitest'
import { injectPicks } from '../../../engine/rng'
import { drain } from '../effects-run'
import { weatherPhase } from '../weather-phase'
import type { IslandState, PlanTarget } from '../types'
import { content, pawn, play, resolvePlan, runOn, withPlanned } from './play'
import { choose, finishRound, options, placeTile, runEffects, scenarioGame, withAvailable } from './scenario-play'

const SHEET = 'test-s6-family'
const game = (seed = 1): IslandState => withAvailable(scenarioGame(SHEET, 2, seed), { wood: 6, food: 9 })
const reclaim: PlanTarget = { kind: 'attack', site: 's6-reclaim', space: 's01' }
const allBuilt = (s: IslandState): IslandState => ({
  ...s, inventions: { ...s.inventions, built: [...s.inventions.built, ...(s.drawn ?? [])], board: s.inventions.board.filter((i) => !(s.drawn ?? []).includes(i)) },
  shelter: { built: true, round: 1 }, tracks: { roof: 1, palisade: 1, weapons: 1 },
})

describe('scenario 6 sheet (test-s6-family)', () => {
  it('I-SCEN6-02 setup draws the sheet\'s number of inventions from the deck (the test deck holds 6; the rules say 9): exactly those are to be built', () => {
    const s = scenarioGame(SHEET, 2, 1)
    const deckCards = Object.values(content().cards).filter((c) => c.deck === 'invention' && c.placement === 'deck').map((c) => c.id)
    expect(s.drawn).toHaveLength(6)
    expect((s.drawn ?? []).every((id) => s.inventions.board.includes(id))).toBe(true)
    expect((s.drawn ?? []).filter((id) => !deckCards.includes(id) && content().cards[id]?.deck !== 'invention')).toEqual([])
    // Building every default invention instead is not the goal.
    const defaults = Object.values(content().cards).filter((c) => c.deck === 'invention' && c.placement === 'default').map((c) => c.id)
    const wrong = { ...allBuilt(s), inventions: { ...s.inventions, built: defaults } }
    expect(finishRound(withAvailable(wrong, { food: 9 })).outcome).toBeNull()
  })

  it('I-SCEN6-01 at the end of a round with every drawn invention built, the Shelter built and Roof, Palisade, Weapons at 1 or more, the family wins', () => {
    const ready = allBuilt(game())
    expect(finishRound(withAvailable(ready, { food: 9 })).outcome).toBe('won')
    expect(finishRound(withAvailable({ ...ready, tracks: { roof: 1, palisade: 0, weapons: 1 } }, { food: 9 })).outcome).toBeNull()
    const oneMissing = { ...ready, inventions: { ...ready.inventions, built: ready.inventions.built.slice(1) } }
    expect(finishRound(withAvailable(oneMissing, { food: 9 })).outcome).toBeNull()
  })

  it('I-SCEN6-03 from round 7 the children eat first at Night (1, then 2 from round 9, 3 from round 11); food they cannot have loses the game at once', () => {
    // What the sheet's Night notes take, round by round, from 5 food.
    const eaten = (round: number): number => {
      const notes = (content().scenarios[SHEET]?.roundNotes ?? []).filter((n) => n.round === round && n.at === 'night').flatMap((n) => n.effects)
      return 5 - runEffects(withAvailable(game(), { food: 5 }), notes, { phase: 'night' }).available.food
    }
    expect([6, 7, 8, 9, 10, 11, 12].map(eaten)).toEqual([0, 1, 1, 2, 2, 3, 3])
    // Through the engine: at round 11's Night with no food the game is lost before anyone eats.
    const hungry = finishRound(withAvailable({ ...game(), position: { ...game().position, round: 11 } }, { food: 0 }))
    expect([hungry.outcome, hungry.reason, hungry.counters['s6-children-hungry']]).toEqual(['lost', 'scenario-defeat', 1])
    expect([hungry.position.phase, hungry.position.step]).toEqual(['night', 'eat'])
  })

  it('I-SCEN6-07 a totem tile that is the first of its terrain gets its terrain covered; a later tile of a known terrain does not', () => {
    const explore = (s: IslandState): IslandState => {
      const top = { ...s, decks: { ...s.decks, tiles: ['tile-4', ...s.decks.tiles.filter((t) => t !== 'tile-4')] } }
      return resolvePlan(withPlanned(top, { kind: 'explore', space: 's11' }, [pawn('alpha'), pawn('alpha')])).s
    }
    expect(explore(game()).island.s11?.terrainCovered).toBe(true)
    // Plains already on the island (tile 9): the totem tile stays uncovered.
    expect(explore(placeTile(game(), 's02', 'tile-9')).island.s11?.terrainCovered).toBeUndefined()
  })

  it('I-SCEN6-05 the clearing takes exactly 2 pawns and removes one black marker of the group\'s choice, whatever it stands for', () => {
    let s = placeTile(game(), 's11', 'tile-5')
    s = { ...s, island: { ...s.island, s11: { tile: 'tile-5', exhausted: ['wood'], tokens: [], terrainCovered: true } } }
    expect(['code' in withPlannedOrCode(s, reclaim, 1), 'code' in withPlannedOrCode({ ...s, seats: ['alpha'] }, reclaim, 3)]).toEqual([true, true])
    s = resolvePlan(withPlanned(s, reclaim, [pawn('alpha'), pawn('alpha')])).s
    expect(options(s)).toEqual(['s11:terrain', 's11:wood'])
    s = choose(s, 's11:wood')
    expect([s.island.s11?.exhausted, s.island.s11?.terrainCovered]).toEqual([[], true])
  })

  it('I-SCEN6-09 the hand plough does what the clearing does: one marker off', () => {
    let s: IslandState = { ...placeTile(game(), 's11', 'tile-5'), discovery: { available: ['s6-plough#1'], future: [] } }
    s = { ...s, island: { ...s.island, s11: { tile: 'tile-5', exhausted: [], tokens: [], terrainCovered: true } }, decks: { ...s.decks, discovery: s.decks.discovery.filter((t) => t !== 's6-plough#1') } }
    s = play(s, { type: 'discovery', token: 's6-plough#1' })
    expect([s.island.s11?.terrainCovered, s.pending?.kind]).toEqual([undefined, 'plan'])
  })

  it('I-SCEN6-08 the rusty tool chest builds its Item at once outside resolution, into Future Resources during it', () => {
    const s: IslandState = { ...game(), discovery: { available: ['s6-old-tools#1'], future: [] } }
    const now = play({ ...s, decks: { ...s.decks, discovery: s.decks.discovery.filter((t) => t !== 's6-old-tools#1') } }, { type: 'discovery', token: 's6-old-tools#1' })
    expect(now.inventions.built).toContain('inv-shovel')
    const during = runEffects({ ...s, position: { ...s.position, step: 'resolution' } }, [{ op: 'buildItem', item: 'inv-shovel', futureIn: 'resolution' }], { phase: 'action' })
    expect([during.inventions.built.includes('inv-shovel'), during.inventions.future]).toEqual([false, ['inv-shovel']])
  })
})

/** Plans with `n` of alpha's pawns, or the refusal. */
function withPlannedOrCode(s: IslandState, target: PlanTarget, n: number): IslandState | { code: string } {
  try { return withPlanned(s, target, Array.from({ length: n }, () => pawn('alpha'))) } catch (e) { return { code: String(e) } }
}

describe('the powder horn (I-SCEN6-10)', () => {
  it('I-SCEN6-10 having seen the Hungry Animals die, the group may roll it once more: the new result replaces the old', () => {
    let s: IslandState = { ...game(), discovery: { available: ['s6-gunpowder#1'], future: [] }, shelter: { built: true, round: 1 }, tracks: { roof: 5, palisade: 2, weapons: 0 } }
    s = { ...s, decks: { ...s.decks, discovery: s.decks.discovery.filter((t) => t !== 's6-gunpowder#1') } }
    s = play(s, { type: 'discovery', token: 's6-gunpowder#1' })
    // Round 7 rolls rain, winter and animals: blank clouds, the animals take a Palisade; the reroll shows a blank.
    const atWeather = { ...s, position: { ...s.position, round: 7, phase: 'weather' as const, step: null }, rng: injectPicks(s.rng, [3, 4, 1, 3]) }
    const r = runOn(atWeather)
    r.s.pending = null
    weatherPhase(r)
    drain(r)
    expect([options(r.s), r.s.tracks.palisade]).toEqual([['weather-keep', 'weather-reroll'], 2])
    expect(choose(r.s, 'weather-keep').tracks.palisade).toBe(1)
    expect(choose(r.s, 'weather-reroll').tracks.palisade).toBe(2)
  })
})
