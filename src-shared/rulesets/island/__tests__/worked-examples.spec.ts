// Worked examples of spec §23 (EX-09, -18, -22, -23, -45, -48) as tests named I-EX-nn: each sets
// up the example's state, runs the phase and checks every number the example gives. Stone Soup
// (EX-42) has its own file, demand-reaction.spec.ts.
import { describe, expect, it } from 'vitest'
import { isRuleError } from '../../../engine/rule-error'
import type { IslandContent } from '../../../content/island/content'
import { loadCinderCay } from '../../../content/island/__tests__/cinder-cay-pack'
import { apply } from '../apply-command'
import { drain } from '../effects-run'
import { endOfAction } from '../end-of-action'
import { freePawns } from '../pawns-available'
import { planAction } from '../planning'
import { inResolutionOrder, resolveNext } from '../resolution'
import { setup } from '../setup'
import type { IslandCommand, IslandState, PawnRef, PlanTarget } from '../types'
import { content, newGame, pawn, resolvePlan, runOn, withPlanned } from './play'
import { forceRoll, placeTile, withAvailable, withBuilt, withSheet } from './arrange'

const cinder = loadCinderCay()
const refusal = (c: IslandContent, s: IslandState, target: PlanTarget, pawns: PawnRef[]): string => {
  const a = planAction(c, s, target, pawns)
  return 'code' in a ? a.code : 'ok'
}

describe('worked examples (§23)', () => {
  it('I-EX-09 Fire and Map become Items: Palisade +1, the Fireplace and the Shortcut can be built, a green helper pawn every round', () => {
    let s = setup(cinder, { scenario: 'packet-boat', characters: ['cartographer', 'steward'] }, 3)
    if (isRuleError(s)) throw new Error(s.message)
    s = { ...s, shelter: { built: true, round: 1 }, inventions: { ...s.inventions, board: [...s.inventions.board.filter((i) => i !== 'fire' && i !== 'map'), 'fireplace'], future: ['fire', 'map'] } }
    s = { ...s, decks: { ...s.decks, invention: s.decks.invention.filter((i) => i !== 'fireplace') } }
    const before = [refusal(cinder, s, { kind: 'invent', invention: 'fireplace' }, [pawn('steward')]), refusal(cinder, s, { kind: 'invent', invention: 'goat-trail' }, [pawn('cartographer')])]
    expect(before).toEqual(['I-ACT-05', 'I-ACT-05'])
    const r = runOn(s)
    r.content = cinder
    r.s.pending = null
    endOfAction(r)
    drain(r)
    expect([r.s.tracks.palisade, [...r.s.inventions.built].sort()]).toEqual([1, ['fire', 'map']])
    expect([refusal(cinder, r.s, { kind: 'invent', invention: 'fireplace' }, [pawn('steward')]), refusal(cinder, r.s, { kind: 'invent', invention: 'goat-trail' }, [pawn('cartographer')])]).toEqual(['ok', 'ok'])
    const helpers = freePawns(cinder, r.s).filter((p) => p.kind === 'neutral')
    expect(helpers).toHaveLength(1)
    const green = helpers[0]
    if (!green) throw new Error('no helper pawn')
    const explore = planAction(cinder, r.s, { kind: 'explore', space: 'b2' }, [pawn('cartographer'), green])
    expect('code' in explore ? explore.code : explore.rolls).toBe(false)
  })

  it('I-EX-18 changes in the middle of the Action phase wait: a flipped Map still lends its pawn, a covered source is still gathered this round', () => {
    let s = placeTile(withBuilt(withAvailable(newGame(2, 1), { wood: 1 }), 'inv-map'), 's11', 'tile-1')
    const green = freePawns(content(), s).find((p) => p.kind === 'neutral')
    if (!green) throw new Error('no Map pawn')
    s = withPlanned(s, { kind: 'build', build: 'weapons', pay: 'wood' }, [pawn('alpha'), pawn('alpha')])
    s = withPlanned(s, { kind: 'gather', space: 's11', source: 'food' }, [pawn('beta'), pawn('beta')])
    s = withPlanned(s, { kind: 'explore', space: 's02' }, [pawn('helper'), green])
    const r = runOn(s)
    r.s.pending = null
    r.s.plan = inResolutionOrder(r.s.plan)
    expect(resolveNext(r)).toBe('more')
    drain(r)
    // The Build's Adventure card: Broken Tools (the Map flipped back) and Winter Frost (the gathered source covered).
    r.s.queue.push({ effects: [{ op: 'flipItem' }, { op: 'exhaust', source: 'food', at: 'here' }], ctx: { phase: 'action', resolver: 'alpha', source: null, here: 's11' } })
    drain(r)
    expect([r.s.inventions.built, r.s.island.s11?.exhausted]).toEqual([[], ['food']])
    while (resolveNext(r) === 'more') drain(r)
    drain(r)
    expect([r.s.tracks.weapons, r.s.future.food, r.s.island.s02?.tile !== undefined]).toEqual([1, 1, true])
    endOfAction(r)
    expect([r.s.inventions.built.includes('inv-map'), r.s.inventions.board.includes('inv-map'), r.s.flippedThisRound]).toEqual([false, true, ['inv-map']])
  })

  it('I-EX-22 one stack of two pawns raises the Roof once; two stacks raise it twice', () => {
    const s = withAvailable({ ...newGame(2, 1), shelter: { built: true, round: 0 } }, { wood: 4 })
    const one = resolvePlan(withPlanned(s, { kind: 'build', build: 'roof', pay: 'wood' }, [pawn('alpha'), pawn('alpha')]))
    expect([one.s.tracks.roof, one.s.available.wood]).toEqual([1, 2])
    let two = withPlanned(s, { kind: 'build', build: 'roof', pay: 'wood' }, [pawn('alpha'), pawn('alpha')])
    two = withPlanned(two, { kind: 'build', build: 'roof', pay: 'wood' }, [pawn('beta'), pawn('beta')])
    const both = resolvePlan(two)
    expect([both.s.tracks.roof, both.s.available.wood]).toEqual([2, 0])
  })

  it('I-EX-23 two single-pawn Weapons stacks side by side, both successful: Weapons +2 and 2 wood spent', () => {
    let s = withAvailable(newGame(2, 1), { wood: 2 })
    s = withPlanned(s, { kind: 'build', build: 'weapons', pay: 'wood' }, [pawn('alpha')])
    s = withPlanned(s, { kind: 'build', build: 'weapons', pay: 'wood' }, [pawn('beta')])
    expect(s.plan.map((a) => a.rolls)).toEqual([true, true])
    const r = resolvePlan(forceRoll(forceRoll(s, 'build', 'blank', 'success', 'blank'), 'build', 'blank', 'success', 'blank'))
    expect([r.s.tracks.weapons, r.s.available.wood, r.events.filter((e) => e.type === 'actionRoll').length]).toEqual([2, 0, 2])
  })

  it('I-EX-45 the Event-deck variants of a twelve-round scenario: 4 book + 8 adventure cards, or 8 book + 4 adventure', () => {
    const mix = (eventDeck: 'sheet' | 'adventure-heavy' | 'book-heavy'): [number, number] => {
      const s = setup(cinder, { scenario: 'packet-boat', characters: ['marine', 'steward'], settings: { eventDeck } }, 9)
      if (isRuleError(s)) throw new Error(s.message)
      const books = s.decks.event.filter((id) => { const c = cinder.cards[id]; return c?.deck === 'event' && c.icon === 'book' }).length
      return [books, s.decks.event.length - books]
    }
    expect(cinder.scenarios['packet-boat']?.rounds).toBe(12)
    expect([mix('sheet'), mix('adventure-heavy'), mix('book-heavy')]).toEqual([[6, 6], [4, 8], [8, 4]])
  })

  it('I-EX-48 a lava schedule: the starting tile turns over at the start of round 4, two listed tiles at the start of round 5, each before the Event phase', () => {
    const c = withSheet({ roundNotes: [
      { round: 4, at: 'start', effects: [{ op: 'flipSpace', spaces: ['s01'] }] },
      { round: 5, at: 'start', effects: [{ op: 'flipSpace', spaces: ['s11', 's21'] }] },
    ] })
    let s = placeTile(placeTile(placeTile(withAvailable(newGame(2, 1), { food: 40, wood: 20 }), 's11', 'tile-1'), 's21', 'tile-4'), 's02', 'tile-5')
    s = { ...s, camp: 's02', shelter: { built: true, round: 1 } }
    const seen: { round: number; events: string[] }[] = []
    const step = (x: IslandState, cmd: IslandCommand): IslandState => {
      const out = apply(c, x, cmd)
      if (isRuleError(out)) throw new Error(`${out.code}: ${out.message}`)
      seen.push({ round: out.state.position.round, events: out.events.map((e) => (e.type === 'flipped-space' ? `flip:${String(e.space)}` : e.type)) })
      return out.state
    }
    const playRound = (x: IslandState): IslandState => {
      const round = x.position.round
      for (const id of ['alpha', 'alpha', 'beta', 'beta']) x = step(x, { type: 'plan', target: { kind: 'rest' }, pawns: [pawn(id)] })
      x = step(x, { type: 'commitPlan' })
      while (x.outcome === null && x.position.round === round) x = step(x, x.pending?.kind === 'camp' ? { type: 'stayCamp' } : x.pending?.kind === 'plan' ? { type: 'commitPlan' } : { type: 'choose', option: 0 })
      while (x.outcome === null && x.pending?.kind !== 'plan') x = step(x, { type: 'choose', option: 0 })
      return x
    }
    for (let round = 1; round <= 4; round++) s = playRound(s)
    const order = seen.flatMap((x) => x.events)
    const r4 = order.indexOf('flip:s01')
    const r5 = order.indexOf('flip:s11')
    expect([s.position.round, s.outcome, Object.keys(s.inaccessible).sort()]).toEqual([5, null, ['s01', 's11', 's21']])
    expect([r4 >= 0, r5 > r4, order.indexOf('flip:s21') > r4]).toEqual([true, true, true])
    // Each flow comes before that round's Event card: after the round-4 flow a card is revealed
    // before the round-5 flow, and after the round-5 flow that round's card still comes.
    expect(order.slice(r4).find((e) => e === 'eventRevealed' || e.startsWith('flip:s1'))).toBe('eventRevealed')
    expect(order.slice(r5).includes('eventRevealed')).toBe(true)
  })
})
