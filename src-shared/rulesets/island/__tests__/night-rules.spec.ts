// rulesA: the Night phase's order, the Shortcut left behind by a camp move, and a night outside the
// camp with the character's own sheet (I-NIGHT-17…I-NIGHT-23, I-ROUND-05), through the engine.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { faceIndex } from '../../../engine/dice'
import { injectPicks } from '../../../engine/rng'
import type { IslandContent } from '../../../content/island/content'
import { drain, type Run } from '../effects-run'
import { check } from '../invariants'
import { eatStep, moveCamp } from '../night-phase'
import { endOfAction } from '../end-of-action'
import { inResolutionOrder, resolveNext } from '../resolution'
import { run } from '../round'
import type { IslandState, PlanTarget } from '../types'
import { content, newGame, pawn, runOn, withPlanned } from './play'
import { chooseIn, contentWith, playWith, withStock } from './with-content'

/** A Gather Adventure card that sends its finder out for the night and gives 1 wood; an explore one that only sends out. */
const LOST = { deck: 'adventure', id: 'adv-ra-lost', title: 'card.adv-gather-1', colour: 'gather', effects: [{ op: 'nightOutside' }, { op: 'gain', resource: 'wood', amount: 1 }] }
const STRAY = { deck: 'adventure', id: 'adv-ra-stray', title: 'card.adv-gather-1', colour: 'gather', effects: [{ op: 'nightOutside' }] }
const SHORTCUT = { deck: 'invention', id: 'inv-ra-shortcut', title: 'card.inv-rope', placement: 'deck', requires: { terrains: [], items: [], cost: {} }, onBuild: [], passive: [{ op: 'shortcut' }] }
const CAVE = { deck: 'adventure', id: 'adv-ra-cave', title: 'card.adv-explore-1', colour: 'explore', effects: [{ op: 'nightOutside' }] }
const CORRAL = { deck: 'invention', id: 'inv-ra-corral', title: 'card.inv-rope', placement: 'deck', requires: { terrains: [], items: [], cost: {} }, onBuild: [{ op: 'token', token: 'extra-food', at: { area: 'camp' } }], passive: [] }
const night = (): IslandContent => contentWith([LOST, STRAY, SHORTCUT, CAVE, CORRAL])

const face = (c: IslandContent, role: string, f: string): number =>
  faceIndex({ id: 'x', faces: (c.dice.action.find((d) => d.colour === 'gather' && d.role === role)?.faces ?? []).map((id) => ({ id })) }, f)
/** The next Gather roll: no wound, success, and "?" or blank. */
const gatherRoll = (c: IslandContent, s: IslandState, adventure: boolean): IslandState =>
  ({ ...s, rng: injectPicks(s.rng, [face(c, 'wound', 'blank'), face(c, 'success', 'success'), face(c, 'adventure', adventure ? 'adventure' : 'blank')]) })
const place = (s: IslandState, space: string, tile: string): IslandState => ({
  ...s, island: { ...s.island, [space]: { tile, exhausted: [], tokens: [] } }, decks: { ...s.decks, tiles: s.decks.tiles.filter((t) => t !== tile) },
})
/** A 2-player game (test pack plus the cards above) with food tiles on s11 and s00 and these Gather cards on top. */
function outdoors(top: string[]): IslandState {
  const s = place(place(newGame(2, 1), 's11', 'tile-1'), 's00', 'tile-6')
  const rest = s.decks.adventure.gather.filter((id) => !top.includes(id))
  return withStock({ ...s, decks: { ...s.decks, adventure: { ...s.decks.adventure, gather: [...top, ...rest] } } }, { food: 0, wood: 0 })
}
/** Resolves the plan on this content, running effects, choices (first option unless told) and reroll windows. */
function resolveOn(c: IslandContent, s: IslandState): Run {
  const r: Run = { content: c, s: { ...s, pending: null, plan: inResolutionOrder(s.plan) }, events: [] }
  while (resolveNext(r) === 'more') drain(r)
  drain(r)
  return r
}
const gather = (space: string): PlanTarget => ({ kind: 'gather', space, source: 'food' })

describe('the Night phase (I-NIGHT), rulesA', () => {
  it('I-NIGHT-02 the Night in order: eat, the camp may move, no shelter hurts, food spoils, ability markers go, the round ends and the token passes', () => {
    const s0 = withStock(place(newGame(2, 1), 's11', 'tile-1'), { food: 3, preserved: 0 })
    const alpha = s0.characters.alpha
    if (alpha) alpha.abilitiesUsed = ['alpha-a1']
    const r = runOn({ ...s0, position: { round: 1, phase: 'night', step: 'eat', over: false }, pending: null, stepStarted: false, stepDone: false, plan: [] })
    run(r)
    // Step 2 waits: both have eaten (1 food left), nobody hurt yet, the marker still on the sheet.
    expect([r.s.pending?.kind, r.s.available.food, r.s.characters.alpha?.wounds, r.s.characters.alpha?.abilitiesUsed]).toEqual(['camp', 1, 0, ['alpha-a1']])
    const { state, events } = playWith(content(), r.s, { type: 'stayCamp' })
    const t = events.map((e) => e.type)
    expect(t.indexOf('wound')).toBeGreaterThanOrEqual(0)
    expect(t.indexOf('wound')).toBeLessThan(t.indexOf('spoiled'))
    expect(t.indexOf('spoiled')).toBeLessThan(t.indexOf('roundEnded'))
    expect([state.position.round, state.firstPlayer, state.characters.alpha?.abilitiesUsed]).toEqual([2, 1, []])
  })

  it('I-NIGHT-13 the Shortcut does not follow the camp: its Item goes back to its Invention side, to be built again', () => {
    const c = night()
    const s: IslandState = { ...place(newGame(2, 1), 's11', 'tile-1'), inventions: { board: [], built: ['inv-ra-shortcut', 'inv-knife'], future: [] } }
    moveCamp(c, s, 's11')
    expect([s.camp, s.inventions.built, s.inventions.board]).toEqual(['s11', ['inv-knife'], ['inv-ra-shortcut']])
  })
})

describe('tokens that follow the camp (I-NIGHT-14), rulesA', () => {
  /** A game whose Corral-like Item was just built: its Extra food token lies on the camp tile. */
  function withCorral(c: IslandContent, destinationTokens: IslandState['island'][string]['tokens']): IslandState {
    const s0 = place(newGame(2, 1), 's11', 'tile-1')
    const s: IslandState = { ...s0, island: { ...s0.island, s11: { tile: 'tile-1', exhausted: [], tokens: destinationTokens } }, inventions: { ...s0.inventions, future: ['inv-ra-corral'] }, pending: null }
    const r: Run = { content: c, s, events: [] }
    endOfAction(r)
    drain(r)
    return r.s
  }

  it('I-NIGHT-14 a token an Item put on the camp tile moves with the camp', () => {
    const c = night()
    const s = withCorral(c, [])
    expect(s.island.s01?.tokens).toEqual(['extra-food'])
    moveCamp(c, s, 's11')
    expect([s.island.s01?.tokens, s.island.s11?.tokens, s.inventions.built]).toEqual([[], ['extra-food'], ['inv-ra-corral']])
  })

  it('I-NIGHT-14 I-EX-36 onto a tile with a token of its kind: the tile keeps its own, the moving one is discarded and its Item flips back', () => {
    const c = night()
    const s = withCorral(c, ['extra-food'])
    moveCamp(c, s, 's11')
    expect([s.island.s01?.tokens, s.island.s11?.tokens, s.inventions.built, s.inventions.board.includes('inv-ra-corral')]).toEqual([[], ['extra-food'], [], true])
  })

  it('I-NIGHT-14 a token an event put on the camp tile stays behind', () => {
    const c = night()
    const r: Run = { content: c, s: { ...place(newGame(2, 1), 's11', 'tile-1'), pending: null, queue: [{ effects: [{ op: 'token', token: 'extra-food', at: { area: 'camp' } }], ctx: { phase: 'event', resolver: null, source: 'ev-07', here: null } }] }, events: [] }
    drain(r)
    moveCamp(c, r.s, 's11')
    expect([r.s.island.s01?.tokens, r.s.island.s11?.tokens]).toEqual([['extra-food'], []])
  })
})

describe('a night outside the camp (I-NIGHT-17…I-NIGHT-23), rulesA', () => {
  it('I-NIGHT-17 I-NIGHT-18 a Gather Adventure card sends its finder out for the night; that action\'s gains go on the finder\'s own sheet', () => {
    const c = night()
    let s = withPlanned(outdoors(['adv-ra-lost']), gather('s11'), [pawn('alpha')])
    s = gatherRoll(c, s, true)
    const r = resolveOn(c, s)
    const a = r.s.characters.alpha
    expect([a?.outside, a?.outsideAt, a?.sheet]).toEqual([true, 's11', { wood: 1, food: 1, preserved: 0, fur: 0 }])
    expect([r.s.future.food, r.s.future.wood]).toEqual([0, 0])
    expect(check(c, { ...r.s, pending: { kind: 'plan' } }).filter((v) => v.code.startsWith('resource'))).toEqual([])
  })

  it('I-NIGHT-19 what the character gained earlier in the round stays in Future; a later action\'s gains go to Future as usual', () => {
    const c = night()
    let earlier = withPlanned(withPlanned(outdoors(['adv-ra-lost']), gather('s00'), [pawn('alpha')]), gather('s11'), [pawn('alpha')])
    earlier = gatherRoll(c, gatherRoll(c, earlier, false), true)
    const e = resolveOn(c, earlier)
    expect([e.s.future.food, e.s.characters.alpha?.sheet?.food]).toEqual([1, 1])
    let later = withPlanned(withPlanned(outdoors(['adv-ra-lost']), gather('s11'), [pawn('alpha')]), gather('s00'), [pawn('alpha')])
    later = gatherRoll(c, gatherRoll(c, later, true), false)
    const l = resolveOn(c, later)
    expect([l.s.future.food, l.s.characters.alpha?.sheet?.food, l.s.characters.alpha?.outsideAt]).toEqual([1, 1, 's11'])
  })

  it('I-NIGHT-19 sent out again by a later action: the group picks on which of the two tiles the night is spent', () => {
    const c = night()
    let s = withPlanned(withPlanned(outdoors(['adv-ra-lost', 'adv-ra-stray']), gather('s11'), [pawn('alpha')]), gather('s00'), [pawn('alpha')])
    s = gatherRoll(c, gatherRoll(c, s, true), true)
    const r: Run = { content: c, s: { ...s, pending: null, plan: inResolutionOrder(s.plan) }, events: [] }
    while (resolveNext(r) === 'more' && r.s.pending === null) drain(r)
    drain(r)
    expect(r.s.pending).toMatchObject({ kind: 'choice', prompt: 'night-outside-where' })
    chooseIn(r, 0)
    expect([r.s.characters.alpha?.outsideAt, r.s.characters.alpha?.sheet?.food]).toEqual(['s11', 2])
  })

  it('I-NIGHT-22 I-NIGHT-23 I-ROUND-05 outside, the character eats from its sheet; next round it is back and its leftovers are Available', () => {
    const c = night()
    let s = withPlanned(outdoors(['adv-ra-lost']), gather('s11'), [pawn('alpha')])
    s = gatherRoll(c, s, true)
    const r = resolveOn(c, s)
    // The camp has 1 food for beta; alpha's sheet holds 1 food and 1 wood.
    r.s.available.food += 1
    r.s.ledger.gained.food += 1
    r.s.plan = []
    r.s.resolveIndex = 0
    eatStep(r)
    drain(r)
    expect([r.s.characters.alpha?.wounds, r.s.characters.beta?.wounds, r.s.characters.alpha?.sheet?.food, r.s.available.food]).toEqual([0, 0, 0, 0])
    expect(check(c, { ...r.s, pending: { kind: 'plan' } }).filter((v) => v.code.startsWith('resource'))).toEqual([])
    // Round 2 starts: alpha back in camp, the wood left on the sheet is Available.
    const woodBefore = r.s.available.wood
    r.s.position = { round: 1, phase: 'night', step: 'reset', over: false }
    r.s.stepStarted = false
    r.s.stepDone = false
    r.s.pending = null
    run(r)
    expect([r.s.position.round, r.s.characters.alpha?.outside, r.s.characters.alpha?.sheet]).toEqual([2, false, undefined])
    expect(r.s.ledger.gained.wood - r.s.ledger.spent.wood - r.s.future.wood).toBe(r.s.available.wood)
    expect(r.s.available.wood).toBeGreaterThanOrEqual(woodBefore + 1)
  })

  it('I-NIGHT-22 outside with nothing to eat on the sheet: 2 wounds, even with food in the camp', () => {
    const c = night()
    let s = withPlanned(outdoors(['adv-ra-stray']), { kind: 'gather', space: 's11', source: 'food' }, [pawn('alpha')])
    s = { ...gatherRoll(c, s, true) }
    const r = resolveOn(c, s)
    // The food gathered went on the sheet: move it back to test an empty sheet.
    const a = r.s.characters.alpha
    if (a?.sheet) { r.s.ledger.spent.food += a.sheet.food; a.sheet.food = 0 }
    r.s.available.food += 5
    r.s.ledger.gained.food += 5
    eatStep(r)
    drain(r)
    expect([r.s.characters.alpha?.wounds, r.s.available.food]).toEqual([2, 4])
  })

  it('I-NIGHT-18 I-NIGHT-19 property: whichever action sends the character out, its sheet holds exactly that action\'s gains, Future the rest, and no unit is lost', () => {
    const c = night()
    fc.assert(fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (firstOut, secondAdventure, sure) => {
      // Two Gathers by alpha (s00 then s11); one of them draws the Lost card (+1 wood on top of its food).
      const outAt = firstOut ? 0 : 1
      let s = outdoors(['adv-ra-lost'])
      s = withPlanned(s, gather('s00'), [pawn('alpha')])
      s = withPlanned(s, gather('s11'), sure ? [pawn('alpha'), pawn('beta')] : [pawn('alpha')])
      s = gatherRoll(c, s, outAt === 0)
      if (!sure) s = gatherRoll(c, s, outAt === 1 || secondAdventure)
      else if (outAt === 1) s = { ...s, spaceTokens: { ...s.spaceTokens, 'adventure:gather': ['adventure'] } }
      const r = resolveOn(c, s)
      const a = r.s.characters.alpha
      const sheetOk = a?.outside === true && a.sheet?.food === 1 && a.sheet.wood === 1
      const held = r.s.available.food + r.s.future.food + (a?.sheet?.food ?? 0)
      const futureFood = r.s.future.food
      return sheetOk && futureFood === 1 && held === r.s.ledger.gained.food - r.s.ledger.spent.food
    }), { numRuns: 30 })
  })

  it('I-NIGHT-18 I-NIGHT-23 Discovery tokens found by the action that sends a character out go on its sheet; next round they are Available (or traded at once)', () => {
    const c = night()
    let s = newGame(2, 1)
    s = { ...s, decks: { ...s.decks, tiles: ['tile-2', ...s.decks.tiles.filter((t) => t !== 'tile-2')], adventure: { ...s.decks.adventure, explore: ['adv-ra-cave', ...s.decks.adventure.explore] } } }
    s = withPlanned(s, { kind: 'explore', space: 's11' }, [pawn('alpha')])
    const ef = (role: string, f: string): number => faceIndex({ id: 'x', faces: (c.dice.action.find((d) => d.colour === 'explore' && d.role === role)?.faces ?? []).map((id) => ({ id })) }, f)
    s = { ...s, rng: injectPicks(s.rng, [ef('wound', 'blank'), ef('success', 'success'), ef('adventure', 'adventure')]) }
    const r = resolveOn(c, s)
    const tokens = r.s.characters.alpha?.sheetTokens ?? []
    expect([tokens.length, r.s.discovery.future, r.s.characters.alpha?.outsideAt]).toEqual([2, [], 's11'])
    expect(check(content(), { ...r.s, pending: { kind: 'plan' } }).filter((v) => v.code === 'discovery-conserved')).toEqual([])
    r.s.plan = []
    r.s.resolveIndex = 0
    r.s.position = { round: 1, phase: 'night', step: 'reset', over: false }
    r.s.stepStarted = false
    r.s.stepDone = false
    r.s.pending = null
    run(r)
    const traded = tokens.filter((x) => content().discoveries[x.split('#')[0] ?? '']?.mandatory === true)
    expect(r.s.characters.alpha?.sheetTokens).toBeUndefined()
    expect(tokens.every((x) => (traded.includes(x) ? r.s.removed.includes(x) : r.s.discovery.available.includes(x)))).toBe(true)
  })
})
