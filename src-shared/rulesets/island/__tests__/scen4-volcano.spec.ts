// Scenario 4's special rules (I-SCEN4-*) played through the engine on the fixture sheet
// fixtures/packs/island-test/scenarios/scen4-volcano.json: the crater and the lava as flipped
// spaces, a lasting Time-consuming token on the Explore space, special places counted towards the
// skiff's condition.
import { describe, expect, it } from 'vitest'
import { isRuleError } from '../../../engine/rule-error'
import type { GameEvent } from '../../../engine/ruleset'
import { apply } from '../apply-command'
import { campMoves } from '../night-phase'
import { planAction } from '../planning'
import type { IslandCommand, IslandState, PlanTarget, PawnRef } from '../types'
import { content, pawn, play, withPlanned } from './play'
import { options, placeTile, resolveAndClose, runEffects, scenarioGame, withAvailable } from './scenario-play'

const SHEET = 'test-s4-volcano'
const game = (players = 2, seed = 1): IslandState => withAvailable(scenarioGame(SHEET, players, seed), { wood: 6, food: 9 })
const refusal = (s: IslandState, target: PlanTarget, pawns: PawnRef[]): string => {
  const a = planAction(content(), s, target, pawns)
  return 'code' in a ? a.code : `ok:${a.rolls ? 'risky' : 'sure'}`
}
const skiff: PlanTarget = { kind: 'invent', invention: 's4-lifeboat' }

describe('scenario 4 sheet (test-s4-volcano)', () => {
  it('I-SCEN4-02 the game starts on tile 10 with the camp; the crater space is turned over and tile 8 is not used', () => {
    const s = scenarioGame(SHEET, 2, 1)
    expect([s.camp, s.island, s.inaccessible, s.decks.tiles.includes('tile-8')]).toEqual(['s11', { s11: { tile: 'tile-10', exhausted: [], tokens: [] } }, { s21: null }, false])
  })

  it('I-SCEN4-06 the crater can never be explored, gets no token and never takes the camp', () => {
    const s = placeTile(game(), 's20', 'tile-5')
    expect(refusal(s, { kind: 'explore', space: 's21' }, [pawn('alpha'), pawn('alpha'), pawn('beta')])).toBe('I-ACT-58')
    // Beyond the explored tile next to it (distance 2, the lasting token): 4 pawns for sure.
    expect(refusal(s, { kind: 'explore', space: 's30' }, [pawn('alpha'), pawn('alpha'), pawn('beta'), pawn('beta')])).toBe('ok:sure')
    expect(options(runEffects(s, [{ op: 'token', token: 'time', at: { area: 'chosen-tile' } }]))).toEqual(['s11', 's20'])
    expect(campMoves(content(), s)).toEqual(['s20'])
  })

  it('I-SCEN4-04 every Explore needs 1 more pawn, all game long: the token on the Explore space is never used up', () => {
    let s = game()
    expect(refusal(s, { kind: 'explore', space: 's10' }, [pawn('alpha'), pawn('alpha')])).toBe('ok:risky')
    s = withPlanned(s, { kind: 'explore', space: 's10' }, [pawn('alpha'), pawn('alpha'), pawn('beta')])
    // A second Explore in the same round needs it as well.
    expect(refusal(s, { kind: 'explore', space: 's12' }, [pawn('beta'), pawn('helper')])).toBe('ok:risky')
    const after = { ...resolveAndClose(s), pending: { kind: 'plan' as const } }
    expect(refusal(after, { kind: 'explore', space: 's12' }, [pawn('alpha'), pawn('alpha')])).toBe('ok:risky')
    expect(refusal(after, { kind: 'explore', space: 's12' }, [pawn('alpha'), pawn('alpha'), pawn('beta')])).toBe('ok:sure')
  })

  it('I-SCEN4-07 lava takes the listed spaces at the start of its round, before the Event phase, with everything on them', () => {
    let s = placeTile(game(), 's30', 'tile-5')
    s = { ...s, position: { ...s.position, round: 3 }, island: { ...s.island, s30: { tile: 'tile-5', exhausted: [], tokens: ['time'] } }, numberTokens: { s30: 1 } }
    // Play round 3 to its end, keeping every event of the commands.
    const events: GameEvent[] = []
    const step = (c: IslandCommand): void => { const r = apply(content(), s, c); if (isRuleError(r)) throw new Error(r.message); s = r.state; events.push(...r.events) }
    for (const id of s.seats) for (let i = 0; i < 2; i++) step({ type: 'plan', target: { kind: 'rest' }, pawns: [pawn(id)] })
    step({ type: 'commitPlan' })
    while (s.position.round === 3 && s.pending !== null) step(s.pending.kind === 'camp' ? { type: 'stayCamp' } : { type: 'choose', option: 0 })
    const flipped = events.findIndex((e) => e.type === 'flipped-space')
    const revealed = events.findIndex((e) => e.type === 'eventRevealed')
    expect([s.position.round, s.inaccessible.s30, s.island.s30, s.numberTokens]).toEqual([4, 'tile-5', undefined, {}])
    expect(flipped).toBeGreaterThanOrEqual(0)
    expect(revealed < 0 || flipped < revealed).toBe(true)
  })

  it('I-SCEN4-08 lava on the camp loses the game; a camp forced to move with nowhere to go wounds every castaway 1 instead', () => {
    const s = game()
    const lost = play({ ...runEffects(s, [{ op: 'flipSpace', spaces: ['s11'] }], { phase: 'action' }), pending: { kind: 'plan' } }, { type: 'plan', target: { kind: 'rest' }, pawns: [pawn('alpha')] })
    expect([lost.outcome, lost.reason]).toEqual(['lost', 'camp-lost'])
    const stuck = runEffects(s, [{ op: 'moveCamp' }], { phase: 'event' })
    expect([stuck.camp, stuck.characters.alpha?.wounds, stuck.characters.beta?.wounds, stuck.pending]).toEqual(['s11', 1, 1, null])
  })

  it('I-SCEN4-01 I-SCEN4-13 the skiff may be built only once enough caves were searched for the player count (2 solo, 3 with 2–3, 4 with 4); it wins at once', () => {
    const at = (players: number, places: number): string => {
      const s = game(players)
      return refusal({ ...s, counters: { 's4-places': places } }, skiff, [pawn('alpha'), pawn('alpha')])
    }
    expect([at(1, 1), at(1, 2), at(2, 2), at(3, 3), at(4, 3), at(4, 4)]).toEqual(['I-INV-02', 'ok:sure', 'I-INV-02', 'ok:sure', 'I-INV-02', 'ok:sure'])
    let s: IslandState = { ...game(2), counters: { 's4-places': 3 } }
    s = play(s, { type: 'plan', target: skiff, pawns: [pawn('alpha'), pawn('alpha')] })
    s = play(play(s, { type: 'plan', target: { kind: 'rest' }, pawns: [pawn('beta')] }), { type: 'plan', target: { kind: 'rest' }, pawns: [pawn('beta')] })
    expect(play(s, { type: 'commitPlan' }).outcome).toBe('won')
  })

  it('I-SCEN4-01 a searched cave counts towards the skiff: the special place adds 1 to the count', () => {
    let s = placeTile(game(), 's12', 'tile-1')
    s = { ...s, numberTokens: { s12: 1 }, decks: { ...s.decks, mystery: ['mys-0', 'mys-1', 'mys-2', 'mys-3', ...s.decks.mystery.filter((c) => !['mys-0', 'mys-1', 'mys-2', 'mys-3'].includes(c))] } }
    s = resolveAndClose(withPlanned(s, { kind: 'site', site: 's4-cave', space: 's12' }, [pawn('alpha'), pawn('alpha'), pawn('beta')]))
    expect([s.counters['s4-places'], s.sitesDone['s4-cave']]).toEqual([1, ['s12']])
  })
})

describe('scenario 4 special tokens (I-SCEN4-12)', () => {
  const withToken = (s: IslandState, token: string): IslandState => ({ ...s, discovery: { available: [token], future: [] }, decks: { ...s.decks, discovery: s.decks.discovery.filter((t) => t !== token) } })
  const cave = (s: IslandState, deck: string[]): IslandState => {
    const st = placeTile(s, 's12', 'tile-1')
    return { ...st, numberTokens: { s12: 1 }, decks: { ...st.decks, mystery: [...deck, ...st.decks.mystery.filter((c) => !deck.includes(c))] } }
  }
  const search = (s: IslandState): IslandState => resolveAndClose(withPlanned(s, { kind: 'site', site: 's4-cave', space: 's12' }, [pawn('alpha'), pawn('alpha'), pawn('beta')]))

  it('I-SCEN4-12 the notebook ignores one drawn Trap and the brand one drawn Creature: each counts as resolved, its effect never happens', () => {
    const deck = ['mys-0', 'mys-1', 'mys-2', 'mys-3']
    const plain = search(cave(game(), deck))
    expect(plain.characters.alpha?.wounds).toBeGreaterThan(0)
    let s = play(withToken(cave(game(), deck), 's4-diary#1'), { type: 'discovery', token: 's4-diary#1' })
    s = { ...s, discovery: { available: ['s4-torch#1'], future: [] }, decks: { ...s.decks, discovery: s.decks.discovery.filter((t) => t !== 's4-torch#1') } }
    s = play(s, { type: 'discovery', token: 's4-torch#1' })
    const warded = search(s)
    // Two Treasures (preserved food), the Trap and the Creature ignored: nobody hurt, four cards resolved.
    expect([warded.characters.alpha?.wounds, warded.available.preserved, warded.decks.mysteryDiscard.length, warded.mysteryWards]).toEqual([0, 2, 4, []])
  })

  it('I-SCEN4-12 the faded chart makes the next cave search one card shorter', () => {
    const deck = ['mys-0', 'mys-1', 'mys-2', 'mys-3']
    const s = play(withToken(cave(game(), deck), 's4-old-map#1'), { type: 'discovery', token: 's4-old-map#1' })
    const short = search(s)
    expect([short.decks.mysteryDiscard.length, short.available.preserved, short.mysteryFewer]).toEqual([3, 1, 0])
  })

  it('I-SCEN4-12 the knotted rope\'s pawn explores special places only; the tarred sheet ignores a rain cloud', () => {
    const s = play(withToken(cave(game(), []), 's4-ladder#1'), { type: 'discovery', token: 's4-ladder#1' })
    const rope = { kind: 'neutral' as const, source: s.pawnsGranted[0]?.source ?? '' }
    expect(refusal(s, { kind: 'explore', space: 's10' }, [pawn('alpha'), pawn('alpha'), rope])).toBe('I-SCEN4-12')
    expect(refusal(s, { kind: 'site', site: 's4-cave', space: 's12' }, [pawn('alpha'), pawn('alpha'), rope])).toBe('ok:sure')
    const weather = { ...withToken(game(), 's4-canvas#1'), position: { ...game().position, phase: 'weather' as const, step: null } }
    expect(play(weather, { type: 'discovery', token: 's4-canvas#1' }).weatherMods.ignoreRain).toBe(1)
  })
})
