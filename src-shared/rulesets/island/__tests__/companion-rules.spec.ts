// rulesA: the companion (the spec's Friday) with one or two players, through the engine (I-2P-*).
import { describe, expect, it } from 'vitest'
import { faceIndex } from '../../../engine/dice'
import { injectPicks } from '../../../engine/rng'
import { apply } from '../apply-command'
import { drain } from '../effects-run'
import { planAction, unplacedCharacterPawns } from '../planning'
import type { EffectCtx, IslandState, PawnRef, PlanTarget, QueuedEffect } from '../types'
import { content, newGame, pawn, play, resolvePlan, runOn, withPlanned } from './play'
import { chooseIn, withStock } from './with-content'

const code = (s: IslandState, target: PlanTarget, pawns: PawnRef[]): string => {
  const a = planAction(content(), s, target, pawns)
  return 'code' in a ? a.code : 'ok'
}
const ctx = (phase: EffectCtx['phase'], resolver: string | null = null): EffectCtx => ({ phase, resolver, source: null, here: null })
const effects = (s: IslandState, list: QueuedEffect[], c: EffectCtx) => {
  const r = runOn(s)
  r.s.pending = null
  r.s.queue = [{ effects: list, ctx: c }]
  drain(r)
  return r
}
const hunting = (s: IslandState, beasts: string[]): IslandState => ({ ...s, decks: { ...s.decks, hunting: [...beasts], beast: s.decks.beast.filter((b) => !beasts.includes(b)) } })
const gatherFace = (role: string, f: string): number =>
  faceIndex({ id: 'x', faces: (content().dice.action.find((d) => d.colour === 'gather' && d.role === role)?.faces ?? []).map((id) => ({ id })) }, f)
const helper = pawn('helper')

describe('the companion (I-2P), rulesA', () => {
  it('I-2P-03 the companion\'s marker starts left of its own wound track, whose length is pack data; its last space is death', () => {
    const s = newGame(2, 1)
    const length = content().characters.helper?.woundTrack?.length ?? 0
    expect([s.characters.helper?.wounds, s.characters.helper?.dead, length > 0]).toEqual([0, false, true])
    const r = effects(s, [{ op: 'wound', who: 'resolver', amount: length - 1 }], ctx('night', 'helper'))
    expect(r.s.characters.helper?.dead).toBe(false)
    const d = effects(r.s, [{ op: 'wound', who: 'resolver', amount: 1 }], ctx('night', 'helper'))
    expect([d.s.characters.helper?.wounds, d.s.characters.helper?.dead]).toEqual([length, true])
  })

  it('I-2P-04 the companion counts as one more character (a pawn of its own, in every "each" outside events) but is never First Player', () => {
    const s = newGame(2, 1)
    expect(unplacedCharacterPawns(content(), s)).toBe(4)
    expect(code(s, { kind: 'rest' }, [helper])).toBe('ok')
    const night = effects(s, [{ op: 'wound', who: 'each', amount: 1 }], ctx('night'))
    expect([night.s.characters.alpha?.wounds, night.s.characters.beta?.wounds, night.s.characters.helper?.wounds]).toEqual([1, 1, 1])
    let g = withStock(s, { food: 9 })
    const firsts: string[] = []
    for (let round = 0; round < 3; round++) {
      firsts.push(g.seats[g.firstPlayer] ?? '')
      for (const id of ['alpha', 'alpha', 'beta', 'beta']) g = play(g, { type: 'plan', target: { kind: 'rest' }, pawns: [pawn(id)] })
      g = play(g, { type: 'commitPlan' })
      while (g.outcome === null && (g.pending?.kind === 'camp' || g.pending?.kind === 'choice')) g = play(g, g.pending.kind === 'camp' ? { type: 'stayCamp' } : { type: 'choose', option: 0 })
    }
    expect(firsts).toEqual(['alpha', 'beta', 'alpha'])
  })

  it('I-2P-05 Event cards leave the companion alone (their wounds and unmet demands), except the quarrel (Q-12: the same card as the discussion)', () => {
    const s = withStock(newGame(2, 1), { wood: 0 })
    const ev = effects(s, [{ op: 'wound', who: 'each', amount: 1 }, { op: 'lose', resource: 'wood', amount: 1 }], ctx('event'))
    expect([ev.s.characters.alpha?.wounds, ev.s.characters.beta?.wounds, ev.s.characters.helper?.wounds]).toEqual([2, 2, 0])
    const q = effects(s, [{ op: 'quarrel' }], ctx('event'))
    const weapons: PlanTarget = { kind: 'build', build: 'weapons', pay: 'wood' }
    expect(code(withStock(s, { wood: 1 }), weapons, [pawn('alpha'), helper])).toBe('ok')
    expect(code(withStock(q.s, { wood: 1 }), weapons, [pawn('alpha'), helper])).toBe('I-ACT-31')
  })

  it('I-2P-06 the companion may take any action alone, Arrange Camp and Rest too (Q-32); a success is resolved as for anyone', () => {
    let s = withStock(hunting(newGame(2, 1), ['beast-0']), { wood: 2 })
    s = { ...s, island: { ...s.island, s11: { tile: 'tile-1', exhausted: [], tokens: [] } }, decks: { ...s.decks, tiles: s.decks.tiles.filter((t) => t !== 'tile-1') } }
    for (const t of [{ kind: 'threat', slot: 'right' }, { kind: 'build', build: 'weapons', pay: 'wood' }, { kind: 'gather', space: 's11', source: 'food' }, { kind: 'explore', space: 's10' }, { kind: 'arrange' }, { kind: 'rest' }] as PlanTarget[]) {
      expect(code(s, t, [helper])).toBe('ok')
    }
    let g = withPlanned(s, { kind: 'gather', space: 's11', source: 'food' }, [helper])
    g = { ...g, rng: injectPicks(g.rng, [gatherFace('wound', 'blank'), gatherFace('success', 'success'), gatherFace('adventure', 'blank')]) }
    const r = resolvePlan(g)
    expect(r.events.find((e) => e.type === 'actionResolved')).toMatchObject({ resolver: 'helper', success: true })
    expect(r.s.future.food).toBe(1)
  })

  it('I-2P-11 the companion is healed by abilities and cards like anyone', () => {
    const s = newGame(2, 1)
    const h = s.characters.helper
    if (h) h.wounds = 3
    const b = s.characters.beta
    if (b) b.determination = 2
    const r = apply(content(), s, { type: 'ability', character: 'beta', ability: 'beta-a1' })
    if ('code' in r) throw new Error(r.message)
    const p = r.state.pending
    const option = p?.kind === 'choice' ? p.options.findIndex((o) => o.label === 'helper') : -1
    expect(option).toBeGreaterThanOrEqual(0)
    const healed = apply(content(), r.state, { type: 'choose', option })
    if ('code' in healed) throw new Error(healed.message)
    expect(healed.state.characters.helper?.wounds).toBe(1)
    const card = effects(s, [{ op: 'heal', who: 'chosen', amount: 1 }], ctx('night'))
    chooseIn(card, card.s.pending?.kind === 'choice' ? card.s.pending.options.findIndex((o) => o.label === 'helper') : 0)
    expect(card.s.characters.helper?.wounds).toBe(2)
  })

  it('I-2P-15 the companion uses Starting Equipment, Items and Treasures (a Weapon boost, a kept Helmet) but never the Bed', () => {
    // Solo: the companion and the dog hunt a strength-1 beast at Weapons 0, helped by the equipment's boost.
    let s = hunting(newGame(1, 1), ['beast-0'])
    s = { ...s, equipment: [{ id: 'eq-0', uses: 2 }], decks: { ...s.decks, equipment: s.decks.equipment.filter((e) => e !== 'eq-0') } }
    s = withPlanned(s, { kind: 'hunt' }, [helper, { kind: 'dog' }])
    const boosted = effects(s, [{ op: 'tempWeapon', amount: 3 }], ctx('action', 'helper'))
    const hunt = resolvePlan(boosted.s)
    expect(hunt.s.characters.helper?.wounds).toBe(0)
    const plain = resolvePlan(s)
    expect(plain.s.characters.helper?.wounds).toBe(1)
    const helmet = resolvePlan({ ...s, kept: ['mys-helmet'], decks: { ...s.decks, mystery: s.decks.mystery.filter((m) => m !== 'mys-helmet') } })
    expect(helmet.s.characters.helper?.wounds).toBe(0)
    // The Bed: a castaway's Rest heals 2 and gives 1 Determination; the companion's Rest only heals 1.
    let bed: IslandState = { ...newGame(2, 1), inventions: { board: [], built: ['inv-bed'], future: [] } }
    for (const id of ['alpha', 'helper']) { const c = bed.characters[id]; if (c) c.wounds = 3 }
    bed = withPlanned(withPlanned(bed, { kind: 'rest' }, [pawn('alpha')]), { kind: 'rest' }, [helper])
    const rested = resolvePlan(bed)
    expect([rested.s.characters.alpha?.wounds, rested.s.characters.alpha?.determination, rested.s.characters.helper?.wounds, rested.s.characters.helper?.determination]).toEqual([1, 1, 2, 0])
  })

  it('I-2P-16 the companion draws the Mystery cards its action calls for and suffers them', () => {
    const s = newGame(2, 1)
    s.decks.mystery = ['mys-2', ...s.decks.mystery.filter((m) => m !== 'mys-2')]
    const r = effects(s, [{ op: 'mystery', trap: 1 }], { phase: 'action', resolver: 'helper', source: null, here: 's11' })
    expect(r.s.characters.helper?.wounds).toBe(1)
    expect([r.s.characters.alpha?.wounds, r.s.characters.beta?.wounds]).toEqual([0, 0])
  })

  it('I-2P-17 the companion\'s pawn may stay unplaced: the plan is committed without it', () => {
    let s = withStock(newGame(2, 1), { food: 4 })
    for (const id of ['alpha', 'alpha', 'beta', 'beta']) s = play(s, { type: 'plan', target: { kind: 'rest' }, pawns: [pawn(id)] })
    expect(unplacedCharacterPawns(content(), s)).toBe(0)
    const r = apply(content(), s, { type: 'commitPlan' })
    expect('code' in r ? r.code : 'committed').toBe('committed')
  })
})
