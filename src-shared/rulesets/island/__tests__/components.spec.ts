// The components of spec §1 at work (I-COMP-*): pawns, tokens, markers and the supply. The box's
// counts are physical limits; the digital supply is unlimited (I-COMP-30) and only the one-per-area
// rule (I-GOLD-05) caps tokens, except the six Number tokens. Pack-side checks: content/island/__tests__/components.spec.ts.
import { describe, expect, it } from 'vitest'
import { check } from '../invariants'
import { endOfAction } from '../end-of-action'
import { moveCamp } from '../night-phase'
import { freePawns } from '../pawns-available'
import { planAction } from '../planning'
import type { IslandState, PawnRef } from '../types'
import { content, newGame, pawn, play, resolvePlan, withPlanned } from './play'
import { ctx, effects, placeTile, withAvailable } from './arrange'

/** The invariants' complaints, with the game waiting for planning again (the effects ran outside any step). */
const violations = (s: IslandState): string[] => check(content(), { ...s, pending: { kind: 'plan' } }).map((v) => `${v.code}: ${v.message}`)

describe('Inventions and the Arrange Camp card (I-COMP-09, I-COMP-12)', () => {
  it('I-COMP-09 an Invention card is built from its Invention side to its Item side: off the board, into Future, an Item at the end of the Action phase', () => {
    let s = withAvailable(newGame(2, 1), { wood: 1 })
    s = withPlanned(s, { kind: 'invent', invention: 'inv-alpha' }, [pawn('alpha'), pawn('alpha')])
    const r = resolvePlan(s)
    expect([r.s.inventions.board.includes('inv-alpha'), r.s.inventions.future, r.s.inventions.built]).toEqual([false, ['inv-alpha'], []])
    endOfAction(r)
    expect([r.s.inventions.future, r.s.inventions.built]).toEqual([[], ['inv-alpha']])
  })

  it('I-COMP-12 the Arrange Camp card changes the space only with four players: a choice of Determination or Morale', () => {
    const three = resolvePlan(withPlanned(newGame(3, 1), { kind: 'arrange' }, [pawn('alpha')]))
    const four = resolvePlan(withPlanned(newGame(4, 1), { kind: 'arrange' }, [pawn('alpha')]))
    expect([three.s.pending, three.s.morale, three.s.characters.alpha?.determination]).toEqual([null, 1, 2])
    expect(four.s.pending).toMatchObject({ kind: 'choice', prompt: 'arrange-camp', options: [expect.anything(), expect.anything()] })
  })
})

describe('pawns (I-COMP-14, I-COMP-15)', () => {
  it('I-COMP-14 two action pawns per castaway: eight with four players, and no third pawn for anyone', () => {
    const s = newGame(4, 1)
    const chars = freePawns(content(), s).filter((p): p is Extract<PawnRef, { kind: 'character' }> => p.kind === 'character')
    expect(chars).toHaveLength(8)
    for (const id of s.seats) expect(chars.filter((p) => p.character === id), id).toHaveLength(2)
    const two = withPlanned(withPlanned(s, { kind: 'rest' }, [pawn('alpha')]), { kind: 'rest' }, [pawn('alpha')])
    const third = planAction(content(), two, { kind: 'arrange' }, [pawn('alpha')])
    expect('code' in third).toBe(true)
  })

  it('I-COMP-15 a neutral pawn has the colour of its action kind: a red (Hunt) pawn may help a Hunt, never a Build', () => {
    let s = withAvailable(newGame(2, 1), { wood: 1 })
    s = { ...s, decks: { ...s.decks, hunting: ['beast-0'], beast: s.decks.beast.filter((b) => b !== 'beast-0') } }
    s = effects(s, [{ op: 'pawn', actions: ['hunt'], uses: 'once' }], ctx('event')).s
    const red = freePawns(content(), s).find((p) => p.kind === 'neutral')
    if (!red) throw new Error('no neutral pawn')
    const hunt = planAction(content(), s, { kind: 'hunt' }, [pawn('alpha'), red])
    const build = planAction(content(), s, { kind: 'build', build: 'weapons', pay: 'wood' }, [pawn('alpha'), red])
    expect(['code' in hunt ? hunt.code : 'ok', 'code' in build ? 'refused' : 'ok']).toEqual(['ok', 'refused'])
  })
})

describe('tokens (I-COMP-18, I-COMP-19, I-COMP-22…I-COMP-25)', () => {
  it('I-COMP-18 three Adventure tokens, one per colour: each deck takes one, a second on the same deck is not placed', () => {
    const on = (colour: 'build' | 'gather' | 'explore') => ({ op: 'token' as const, token: 'adventure' as const, at: { area: 'adventure' as const, colour } })
    const r = effects(newGame(2, 1), [on('build'), on('gather'), on('explore'), on('gather')], ctx('event'))
    expect([r.s.spaceTokens['adventure:build'], r.s.spaceTokens['adventure:gather'], r.s.spaceTokens['adventure:explore']]).toEqual([['adventure'], ['adventure'], ['adventure']])
  })

  it('I-COMP-19 the rain-cloud, snow-cloud and storm tokens wait on the weather space, one of each kind', () => {
    const w = (token: 'rain' | 'snow' | 'storm') => ({ op: 'token' as const, token, at: { area: 'weather' as const } })
    const r = effects(newGame(2, 1), [w('rain'), w('snow'), w('storm'), w('rain')], ctx('event'))
    expect(r.s.spaceTokens.weather).toEqual(['rain', 'snow', 'storm'])
  })

  it('I-COMP-22 Special Wound tokens never run out and may pile up on one body part (they are exempt from one-per-area)', () => {
    const r = effects(newGame(2, 1), Array.from({ length: 13 }, () => ({ op: 'specialWound' as const, who: 'resolver' as const, part: 'leg' as const })), ctx('event', 'alpha'))
    expect(r.s.characters.alpha?.specialWounds).toEqual(Array.from({ length: 13 }, () => 'leg'))
  })

  it('I-COMP-23 six Number tokens, 1 to 6, one per tile: a seventh is not placed', () => {
    let s = newGame(2, 1)
    const spaces = ['s00', 's10', 's20', 's30', 's11', 's21', 's31']
    spaces.forEach((sp, i) => { if (sp !== 's01') s = placeTile(s, sp, `tile-${i + 1}`) })
    for (const sp of [...spaces, 's00']) s = effects(s, [{ op: 'numberToken' }], ctx('event', null, sp)).s
    expect(s.numberTokens).toEqual({ s00: 1, s10: 2, s20: 3, s30: 4, s11: 5, s21: 6 })
  })

  it('I-COMP-24 the five kinds of additional effect token have no box limit: six Time-consuming tokens lie on six different spaces, one per space', () => {
    const spaces = ['hunt', 'build', 'gather', 'explore', 'arrange', 'rest'] as const
    const r = effects(newGame(2, 1), [...spaces.map((action) => ({ op: 'token' as const, token: 'time' as const, at: { area: 'action' as const, action } })), { op: 'token', token: 'time', at: { area: 'action', action: 'build' } }], ctx('event'))
    expect(spaces.map((a) => r.s.spaceTokens[`action:${a}`])).toEqual(spaces.map(() => ['time']))
    const kinds = effects(newGame(2, 1), (['time', 'danger', 'reroll', 'extra-food', 'extra-wood'] as const).map((token) => ({ op: 'token' as const, token, at: { area: 'camp' as const } })), ctx('event'))
    expect(kinds.s.island.s01?.tokens).toEqual(['time', 'danger', 'reroll', 'extra-food', 'extra-wood'])
  })

  it('I-COMP-25 one First Player token and one Camp/Shelter token: the First Player is one seat, the camp one space, its Shelter side shown once built', () => {
    let s = withAvailable(placeTile(newGame(3, 1), 's11', 'tile-1'), { wood: 3 })
    expect([s.firstPlayer, s.camp, s.shelter.built]).toEqual([0, 's01', false])
    s = effects(s, [{ op: 'firstPlayer' }], ctx('event')).s
    expect(s.firstPlayer).toBe(1)
    const built = resolvePlan(withPlanned(s, { kind: 'build', build: 'shelter', pay: 'wood' }, [pawn('alpha'), pawn('alpha')])).s
    expect(built.shelter).toEqual({ built: true, round: 1 })
    moveCamp(content(), built, 's11')
    expect([built.camp, built.shelter.built]).toEqual(['s11', true])
  })
})

describe('the supply (I-COMP-20, I-COMP-26, I-COMP-27, I-COMP-30)', () => {
  it('I-COMP-20 Determination is not limited to the box\'s twenty tokens', () => {
    const r = effects(newGame(2, 1), [{ op: 'determination', who: 'resolver', amount: 20 }, { op: 'determination', who: 'resolver', amount: 5 }], ctx('event', 'alpha'))
    expect(r.s.characters.alpha?.determination).toBe(25)
  })

  it('I-COMP-26 resource markers never run out: 30 wood, 20 food, 10 non-perishable food and 12 fur on hand, every unit accounted for', () => {
    const r = effects(withAvailable(newGame(2, 1), { wood: 0, food: 0 }), [{ op: 'gain', resource: 'wood', amount: 15 }, { op: 'gain', resource: 'wood', amount: 15 }, { op: 'gain', resource: 'food', amount: 20 }, { op: 'gain', resource: 'preserved', amount: 10 }, { op: 'gain', resource: 'fur', amount: 12 }], ctx('event'))
    expect(r.s.available).toEqual({ wood: 30, food: 20, preserved: 10, fur: 12 })
    expect(violations(r.s)).toEqual([])
  })

  it('I-COMP-27 each character has its own wound marker from the start square, the round marker starts on round 1 and moves each round', () => {
    let s = withAvailable(newGame(2, 1), { food: 9 })
    expect(Object.values(s.characters).map((c) => [c.id, c.wounds])).toEqual([['alpha', 0], ['beta', 0], ['helper', 0]])
    expect(s.position.round).toBe(1)
    for (const id of ['alpha', 'alpha', 'beta', 'beta']) s = play(s, { type: 'plan', target: { kind: 'rest' }, pawns: [pawn(id)] })
    s = play(s, { type: 'commitPlan' })
    while (s.position.round === 1 && s.pending !== null) s = play(s, s.pending.kind === 'camp' ? { type: 'stayCamp' } : { type: 'choose', option: 0 })
    expect(s.position.round).toBe(2)
  })

  it('I-COMP-30 the supply is unlimited: markers, resources and Determination never run short; only one-per-area caps a token', () => {
    let s = withAvailable(newGame(4, 1), { wood: 0, food: 0 })
    for (let i = 0; i < 5; i++) s = effects(s, [{ op: 'gain', resource: 'wood', amount: 20 }, { op: 'determination', who: 'each', amount: 20 }], ctx('event')).s
    expect([s.available.wood, Object.values(s.characters).map((c) => c.determination)]).toEqual([100, [100, 100, 100, 100]])
    const twice = effects(s, [{ op: 'token', token: 'danger', at: { area: 'camp' } }, { op: 'token', token: 'danger', at: { area: 'camp' } }], ctx('event'))
    expect(twice.s.island.s01?.tokens).toEqual(['danger'])
    expect([violations(twice.s), twice.s.ledger.gained.wood - twice.s.ledger.spent.wood]).toEqual([[], 100])
  })
})
