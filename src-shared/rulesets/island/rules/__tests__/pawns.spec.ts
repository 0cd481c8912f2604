import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { distanceFromCamp, distancePawns, distancesFromCamp, explorable, nearestSources, type Adjacency } from '../distance'
import { pawnCount, pawnsPlaced, resolverOf, stackProblems, type Pawn, type PawnOption } from '../pawns'
import { greaterDangerWounds } from '../greater-danger'

/**   A(camp) — B — C — D
 *     \     /    |
 *       E ————— F          (G is an incomplete edge hex: not a space) */
const MAP: Adjacency = { A: ['B', 'E'], B: ['A', 'C', 'E'], C: ['B', 'D', 'F'], D: ['C'], E: ['A', 'B', 'F'], F: ['E', 'C'] }
const set = (...s: string[]): Set<string> => new Set(s)

const ada = (player = 0): Pawn => ({ kind: 'character', character: 'ada', player })
const bo: Pawn = { kind: 'character', character: 'bo', player: 1 }
const FRIDAY: Pawn = { kind: 'friday' }
const DOG: Pawn = { kind: 'dog' }
const green: Pawn = { kind: 'neutral', for: ['explore'] }
const means = (o: PawnOption | string): string => (typeof o === 'string' ? 'refused' : o.means)

describe('distance from the camp (distance.ts)', () => {
  it('I-ACT-27 the camp and its neighbours add nothing; each tile crossed adds 1, over explored tiles only', () => {
    const explored = set('A', 'B', 'E')
    expect(distancesFromCamp(MAP, 'A', explored)).toEqual({ A: 0, B: 1, E: 1, C: 2, F: 2 })
    expect(distanceFromCamp(MAP, 'A', 'D', explored)).toBeNull()
    expect(distanceFromCamp(MAP, 'A', 'D', set('A', 'B', 'E', 'C'))).toBe(3)
    expect([0, 1, 2, 3].map(distancePawns)).toEqual([0, 0, 1, 2])
  })

  it('I-GOLD-17 an inaccessible tile cannot be crossed: it counts as unexplored for distances and may split the island', () => {
    // B and E flipped: nothing beyond the camp's neighbours is reachable.
    expect(distanceFromCamp(MAP, 'A', 'C', set('A', 'C', 'F'))).toBeNull()
    expect(distanceFromCamp(MAP, 'A', 'C', set('A', 'E', 'F', 'C'))).toBe(3)
  })

  it('I-ACT-58 I-GOLD-15 only an unexplored space next to an explored tile can be explored; edge hexes never', () => {
    const explored = set('A', 'B')
    expect(explorable(MAP, 'C', explored)).toBe(true)
    expect(explorable(MAP, 'D', explored)).toBe(false)
    expect(explorable(MAP, 'B', explored)).toBe(false)
    expect(explorable(MAP, 'G', explored)).toBe(false)
    expect(explorable(MAP, 'C', explored, set('C'))).toBe(false)
  })

  it('I-RES-17 the nearest source is on the camp tile, else on its neighbours, else further out; exhausted ones are ignored', () => {
    const explored = set('A', 'B', 'E', 'C', 'F')
    expect(nearestSources(MAP, 'A', explored, { A: ['wood'], B: ['food'], C: ['food', 'wood'], F: ['food'] }, 'wood')).toEqual(['A'])
    expect(nearestSources(MAP, 'A', explored, { A: [], B: ['wood'], E: ['wood'], C: ['wood'] }, 'wood')).toEqual(['B', 'E'])
    expect(nearestSources(MAP, 'A', explored, { C: ['food'], F: ['food'] }, 'food')).toEqual(['C', 'F'])
    expect(nearestSources(MAP, 'A', explored, {}, 'food')).toEqual([])
  })

  it('I-ACT-27 property: a distance is the length of a shortest path whose inner tiles are all explored', () => {
    const spaces = Object.keys(MAP)
    fc.assert(
      fc.property(fc.subarray(spaces), fc.constantFrom(...spaces), (extra, target) => {
        const explored = set('A', ...extra)
        const d = distanceFromCamp(MAP, 'A', target, explored)
        // Brute force: breadth over paths of length ≤ 6 whose inner spaces are explored.
        let best: number | null = target === 'A' ? 0 : null
        const walk = (here: string, len: number, seen: Set<string>): void => {
          for (const n of MAP[here] ?? []) {
            if (seen.has(n)) continue
            if (n === target && (best === null || len + 1 < best)) best = len + 1
            if (explored.has(n) && len < 6) walk(n, len + 1, new Set([...seen, n]))
          }
        }
        walk('A', 0, set('A'))
        expect(d).toBe(best)
      }),
    )
  })
})

describe('pawns needed (pawns.ts)', () => {
  it('I-ACT-25 base counts: build, gather, explore 1 risky or 2 sure; hunt 2; threat as printed; arrange camp and rest 1', () => {
    expect(pawnCount({ action: 'build' }).options).toEqual([{ pawns: 1, means: 'roll' }, { pawns: 2, means: 'sure' }])
    expect(pawnCount({ action: 'hunt' }).options).toEqual([{ pawns: 2, means: 'done' }])
    expect(pawnCount({ action: 'threat', printedPawns: 2 }).options).toEqual([{ pawns: 2, means: 'done' }])
    expect(pawnCount({ action: 'rest' }).options).toEqual([{ pawns: 1, means: 'done' }])
    expect(pawnCount({ action: 'arrange' }).options).toEqual([{ pawns: 1, means: 'done' }])
  })

  it('I-ACT-42 a Wreckage card gives its minor reward for 1 pawn and its major one for 2', () => {
    expect(pawnCount({ action: 'wreckage' }).options).toEqual([{ pawns: 1, means: 'minor' }, { pawns: 2, means: 'major' }])
  })

  it('I-ACT-26 extras add up; fewer than 1+E pawns or more than 2+E are refused', () => {
    const count = pawnCount({ action: 'explore', distance: 3, timeConsumingTarget: true, scenario: [{ reason: 'fog', pawns: 1 }] })
    expect(count.extra).toBe(4)
    expect(count.breakdown).toEqual([{ reason: 'distance', pawns: 2 }, { reason: 'time-consuming-tile', pawns: 1 }, { reason: 'fog', pawns: 1 }])
    expect(means(pawnsPlaced(count, 5))).toBe('roll')
    expect(means(pawnsPlaced(count, 6))).toBe('sure')
    expect(pawnsPlaced(count, 4)).toBe('This action takes 5 (roll) or 6 (sure) pawns, not 4.')
    expect(means(pawnsPlaced(count, 7))).toBe('refused')
  })

  it('I-SCEN2-04 I-SCEN4-09 fog and ash each add a pawn to every action there, cumulative with every other extra', () => {
    const count = pawnCount({ action: 'build', inCamp: false, distance: 2, scenario: [{ reason: 'fog', pawns: 1 }, { reason: 'ash', pawns: 1 }] })
    expect(count.options).toEqual([{ pawns: 4, means: 'roll' }, { pawns: 5, means: 'sure' }])
  })

  it('I-EX-27 a target at distance 2: 2 pawns roll, 3 are sure, 1 is refused', () => {
    const count = pawnCount({ action: 'gather', distance: 2 })
    expect([1, 2, 3].map((n) => means(pawnsPlaced(count, n)))).toEqual(['refused', 'roll', 'sure'])
  })

  it('I-ACT-28 I-TOKEN-09 I-EX-11 the Time-consuming token on the Build space makes the build carrying it 2 risky / 3 sure; the others stay 1 / 2', () => {
    expect(pawnCount({ action: 'build', timeConsumingSpace: true }).options.map((o) => o.pawns)).toEqual([2, 3])
    expect(pawnCount({ action: 'build' }).options.map((o) => o.pawns)).toEqual([1, 2])
  })

  it('I-TOKEN-10 I-TOKEN-11 a Time-consuming token on a tile slows every action there; on the camp tile only Build, Arrange Camp and Rest', () => {
    expect(pawnCount({ action: 'gather', distance: 1, timeConsumingTarget: true }).extra).toBe(1)
    expect(pawnCount({ action: 'rest', inCamp: true, timeConsumingCamp: true }).options).toEqual([{ pawns: 2, means: 'done' }])
    expect(pawnCount({ action: 'build', inCamp: true, timeConsumingCamp: true }).extra).toBe(1)
    expect(pawnCount({ action: 'gather', distance: 1, timeConsumingCamp: true }).extra).toBe(0)
    expect(pawnCount({ action: 'hunt', timeConsumingCamp: true }).extra).toBe(0)
  })

  it('I-ACT-47 a build placed away from the camp uses the distance rule; builds in the camp do not', () => {
    expect(pawnCount({ action: 'build', inCamp: false, distance: 3 }).extra).toBe(2)
    expect(pawnCount({ action: 'build', distance: 3 }).extra).toBe(0)
  })

  it('I-ACT-11 I-EX-15 I-EX-60 the top character of the stack resolves; the pawns below only help', () => {
    expect(resolverOf([bo, ada()])).toEqual({ kind: 'character', character: 'bo' })
    expect(resolverOf([ada(), bo])).toEqual({ kind: 'character', character: 'ada' })
  })

  it('I-EX-14 on a threat card staffed by A (top) and B, A resolves and takes the reward', () => {
    expect(resolverOf([ada(0), bo])).toEqual({ kind: 'character', character: 'ada' })
  })

  it('I-ACT-30 neutral pawns help only their own action; the Dog only hunts and explores', () => {
    expect(stackProblems([ada(), green], 'explore')).toEqual([])
    expect(stackProblems([ada(), green], 'gather')).toEqual(['Pawn 2 is a neutral pawn for explore only, not for gather.'])
    expect(stackProblems([ada(), { kind: 'neutral', for: ['gather', 'explore'] }], 'gather')).toEqual([])
    expect(stackProblems([ada(), DOG], 'hunt')).toEqual([])
    expect(stackProblems([ada(), DOG], 'build')).toEqual(['The Dog helps only to hunt or explore, not to build.'])
  })

  it('I-ACT-31 I-EX-17 I-2P-19 neutral pawns and the Dog alone cannot act: the Compass and Map pawns alone may not explore', () => {
    expect(stackProblems([green, green], 'explore')).toEqual(['Neutral pawns and the Dog can only help: a character or the companion must lead the action.'])
    expect(stackProblems([DOG], 'hunt')).toHaveLength(1)
  })

  it('I-2P-07 I-2P-08 Friday leads alone or with neutral pawns; beside a character he only helps', () => {
    expect(resolverOf([FRIDAY, green])).toEqual({ kind: 'friday' })
    expect(stackProblems([FRIDAY, DOG], 'explore')).toEqual([])
    expect(resolverOf([FRIDAY, ada()])).toEqual({ kind: 'character', character: 'ada' })
  })

  it('I-EVENT-C14 after the quarrel no stack mixes players, Friday included; its own threat action needs two sides', () => {
    expect(stackProblems([ada(0), bo], 'build', { quarrel: true })).toHaveLength(1)
    expect(stackProblems([ada(0), FRIDAY], 'build', { quarrel: true })).toHaveLength(1)
    expect(stackProblems([ada(0), { kind: 'character', character: 'ada', player: 0 }], 'build', { quarrel: true })).toEqual([])
    expect(stackProblems([ada(0), FRIDAY], 'threat', { twoSides: true })).toEqual([])
    expect(stackProblems([ada(0), ada(0)], 'threat', { twoSides: true })).toHaveLength(1)
  })

  it('I-CHAR-15 only its owner may lead the building of a personal invention; others may help', () => {
    expect(stackProblems([ada(), bo], 'build', { personalOf: 'ada' })).toEqual([])
    expect(stackProblems([bo, ada()], 'build', { personalOf: 'ada' })).toEqual(['Only ada may lead the building of this personal invention.'])
  })
})

describe('greater danger (greater-danger.ts)', () => {
  it('I-ACT-29 I-TOKEN-06 a token on the target hurts the leader when Weapons are below 1', () => {
    expect(greaterDangerWounds({ action: 'gather', inCamp: false, onTarget: true, onCamp: false, weapons: 0 })).toBe(1)
    expect(greaterDangerWounds({ action: 'gather', inCamp: false, onTarget: true, onCamp: false, weapons: 1 })).toBe(0)
    expect(greaterDangerWounds({ action: 'gather', inCamp: false, onTarget: false, onCamp: true, weapons: 0 })).toBe(0)
  })

  it('I-TOKEN-07 on the camp tile it hurts the leader of each Build, Arrange Camp and Rest', () => {
    for (const action of ['build', 'arrange', 'rest'] as const) expect(greaterDangerWounds({ action, inCamp: true, onTarget: false, onCamp: true, weapons: 0 })).toBe(1)
  })

  it('I-TOKEN-08 I-GOLD-24 a temporary Weapon boost satisfies the check', () => {
    expect(greaterDangerWounds({ action: 'rest', inCamp: true, onTarget: false, onCamp: true, weapons: 0, boost: 3 })).toBe(0)
  })
})
