import { describe, expect, it } from 'vitest'
import { isRuleError } from '../../../engine/rule-error'
import { injectPicks } from '../../../engine/rng'
import { apply } from '../apply-command'
import { drain } from '../effects-run'
import { check } from '../invariants'
import { eatStep, moveCamp, shelterStep, spoilStep } from '../night-phase'
import { weatherPhase } from '../weather-phase'
import type { EffectCtx, IslandState, QueuedEffect } from '../types'
import { content, newGame, play, runOn } from './play'

const ctx = (phase: EffectCtx['phase'], resolver: string | null = null): EffectCtx => ({ phase, resolver, source: null, here: null })
const withAvailable = (s: IslandState, r: Partial<IslandState['available']>): IslandState => {
  const out = { ...s, available: { ...s.available, ...r } }
  out.ledger = { spent: { ...out.ledger.spent }, gained: { wood: out.ledger.spent.wood + out.available.wood, food: out.ledger.spent.food + out.available.food, preserved: out.ledger.spent.preserved + out.available.preserved, fur: out.ledger.spent.fur + out.available.fur } }
  return out
}
/** Runs effects with a context on a copy of the state. */
const effects = (s: IslandState, list: QueuedEffect[], c: EffectCtx) => {
  const r = runOn(s)
  r.s.pending = null
  r.s.queue = [{ effects: list, ctx: c }]
  drain(r)
  return r
}
const wounds = (s: IslandState): Record<string, number> => Object.fromEntries(Object.values(s.characters).map((c) => [c.id, c.wounds]))

describe('the Weather phase (I-WEATHER)', () => {
  it('I-WEATHER-03 I-WEATHER-04 I-EX-31 snow costs wood, clouds above the Roof food and wood; each unit missing wounds each castaway', () => {
    let s = withAvailable(newGame(2, 1), { wood: 3, food: 1 })
    s = { ...s, position: { ...s.position, round: 4 }, tracks: { ...s.tracks, roof: 1 }, spaceTokens: { weather: ['snow'] } }
    s = { ...s, rng: injectPicks(s.rng, [2]) } // the rain die's third face: 2 rain clouds
    const r = runOn(s)
    weatherPhase(r)
    expect([r.s.available.wood, r.s.available.food]).toEqual([0, 0])
    expect(wounds(r.s)).toEqual({ alpha: 1, beta: 1, helper: 0 })
    expect(r.s.spaceTokens.weather).toEqual([])
  })

  it('I-WEATHER-07 I-WEATHER-08 the storm token lowers the Palisade, or wounds each castaway; then it is discarded', () => {
    const s = { ...newGame(3, 1), spaceTokens: { weather: ['storm' as const] } }
    const r = runOn(s)
    weatherPhase(r)
    expect(wounds(r.s)).toEqual({ alpha: 1, beta: 1, gamma: 1 })
    const p = runOn({ ...s, tracks: { ...s.tracks, palisade: 2 } })
    weatherPhase(p)
    expect([p.s.tracks.palisade, wounds(p.s)]).toEqual([1, { alpha: 0, beta: 0, gamma: 0 }])
  })

  it('I-ROUND-03 no die scheduled and no token: the Weather phase does nothing', () => {
    const r = runOn(newGame(2, 1))
    const before = JSON.stringify(r.s.rng)
    weatherPhase(r)
    expect([JSON.stringify(r.s.rng), r.events]).toEqual([before, []])
  })

  it('I-WEATHER-09 I-2P-12 the companion is never hurt by the weather', () => {
    const r = runOn({ ...newGame(2, 1), spaceTokens: { weather: ['storm'] } })
    weatherPhase(r)
    expect(r.s.characters.helper?.wounds).toBe(0)
  })
})

describe('the Night phase (I-NIGHT)', () => {
  it('I-NIGHT-03 a castaway who does not eat suffers 2 wounds (not 1); the companion needs no food', () => {
    const r = runOn(withAvailable(newGame(2, 1), { food: 1, preserved: 0 }))
    eatStep(r)
    expect(r.s.pending).toMatchObject({ kind: 'choice', prompt: 'who-goes-hungry' })
    const pending = r.s.pending
    const option = pending?.kind === 'choice' ? pending.options[1] : undefined
    expect(option?.label).toBe('beta')
    r.s.pending = null
    r.s.queue.unshift(...(option?.tasks ?? []))
    drain(r)
    expect(wounds(r.s)).toEqual({ alpha: 0, beta: 2, helper: 0 })
    expect(r.s.available.food).toBe(0)
  })

  it('I-RES-06 non-perishable food feeds too', () => {
    const r = runOn(withAvailable(newGame(2, 1), { food: 0, preserved: 2 }))
    eatStep(r)
    expect([r.s.available.preserved, wounds(r.s)]).toEqual([0, { alpha: 0, beta: 0, helper: 0 }])
  })

  it('I-NIGHT-05 I-TOKEN-14 the Extra food token: one more food each, or 1 wound; then it is gone', () => {
    const r = runOn({ ...withAvailable(newGame(2, 1), { food: 3, preserved: 0 }), spaceTokens: { night: ['extra-food'] } })
    eatStep(r)
    expect([r.s.available.food, r.s.spaceTokens.night, Object.values(wounds(r.s)).reduce((a, b) => a + b, 0)]).toEqual([0, [], 1])
  })

  it('I-NIGHT-06 without a Shelter each castaway suffers 1 wound; a natural shelter protects', () => {
    const r = runOn(newGame(2, 1))
    shelterStep(r)
    expect(wounds(r.s)).toEqual({ alpha: 1, beta: 1, helper: 0 })
    const n = runOn({ ...newGame(2, 1), island: { s01: { tile: 'tile-5', exhausted: [], tokens: [] } } })
    shelterStep(n)
    expect(wounds(n.s)).toEqual({ alpha: 0, beta: 0, helper: 0 })
  })

  it('I-NIGHT-07 perishable food spoils; non-perishable stays; a storing Item keeps it', () => {
    const r = runOn(withAvailable(newGame(2, 1), { food: 2, preserved: 1 }))
    spoilStep(r)
    expect([r.s.available.food, r.s.available.preserved]).toEqual([0, 1])
    const kept = runOn({ ...withAvailable(newGame(2, 1), { food: 2 }), inventions: { board: [], built: ['inv-cellar'], future: [] } })
    spoilStep(kept)
    expect(kept.s.available.food).toBe(2)
  })

  it('I-NIGHT-10 I-NIGHT-12 I-EX-35 moving the camp: halved up with a built Shelter, lost when leaving a natural shelter', () => {
    const built = { ...newGame(2, 1), shelter: { built: true, round: 1 }, tracks: { roof: 3, palisade: 1, weapons: 0 } }
    moveCamp(content(), built, 's11')
    expect([built.tracks.roof, built.tracks.palisade, built.shelter.built]).toEqual([2, 1, true])
    const natural = { ...newGame(2, 1), island: { s01: { tile: 'tile-5', exhausted: [], tokens: [] }, s11: { tile: 'tile-4', exhausted: [], tokens: [] } }, tracks: { roof: 3, palisade: 2, weapons: 0 } }
    moveCamp(content(), natural, 's11')
    expect([natural.tracks.roof, natural.tracks.palisade]).toEqual([0, 0])
  })

  it('I-NIGHT-15 a forced camp move cannot be declined', () => {
    const s = { ...newGame(2, 1), island: { s01: { tile: 'tile-8', exhausted: [], tokens: [] }, s11: { tile: 'tile-4', exhausted: [], tokens: [] } } }
    const r = effects(s, [{ op: 'moveCamp' }], ctx('event'))
    expect(r.s.pending).toEqual({ kind: 'camp', options: ['s11'], forced: true })
    const refused = apply(content(), r.s, { type: 'stayCamp' })
    expect(isRuleError(refused) ? refused.code : 'ok').toBe('I-NIGHT-15')
  })
})

describe('resources and unfulfilled demand (I-RES, I-GOLD)', () => {
  it('I-RES-09 I-EX-37 an event\'s Palisade -1 with no Palisade wounds each castaway, the companion spared (I-EVENT-11)', () => {
    const r = effects(newGame(2, 1), [{ op: 'track', track: 'palisade', amount: -1 }], ctx('event'))
    expect(wounds(r.s)).toEqual({ alpha: 1, beta: 0 + 1, helper: 0 })
  })

  it('I-RES-09 during the Action phase only the resolver suffers the shortfall', () => {
    const r = effects(withAvailable(newGame(2, 1), { food: 0 }), [{ op: 'lose', resource: 'food', amount: 2 }], ctx('action', 'beta'))
    expect(wounds(r.s)).toEqual({ alpha: 0, beta: 2, helper: 0 })
  })

  it('I-RES-14 I-GOLD-25 I-EX-38 "if possible" takes what there is and wounds nobody', () => {
    const r = effects(withAvailable(newGame(2, 1), { wood: 0 }), [{ op: 'lose', resource: 'wood', amount: 1, ifPossible: true }], ctx('event'))
    expect(wounds(r.s)).toEqual({ alpha: 0, beta: 0, helper: 0 })
  })

  it('I-RES-12 what can be paid is paid; only the rest wounds', () => {
    const r = effects(withAvailable(newGame(2, 1), { wood: 1 }), [{ op: 'lose', resource: 'wood', amount: 3 }], ctx('event'))
    expect([r.s.available.wood, wounds(r.s)]).toEqual([0, { alpha: 2, beta: 2, helper: 0 }])
  })

  it('I-GOLD-05 I-RES-15 I-EX-39 a duplicate token is not placed, harmlessly; a second exhaustion marker wounds each', () => {
    const t = effects(newGame(2, 1), [{ op: 'token', token: 'time', at: { area: 'action', action: 'build' } }, { op: 'token', token: 'time', at: { area: 'action', action: 'build' } }], ctx('event'))
    expect([t.s.spaceTokens['action:build'], wounds(t.s)]).toEqual([['time'], { alpha: 0, beta: 0, helper: 0 }])
    const e = effects(newGame(2, 1), [{ op: 'exhaust', source: 'food', at: 'camp' }, { op: 'exhaust', source: 'food', at: 'camp' }], ctx('event'))
    expect([e.s.island.s01?.exhausted, wounds(e.s)]).toEqual([['food'], { alpha: 1, beta: 1, helper: 1 }])
  })

  it('I-ACT-52 a Roof rise without a Shelter is lost', () => {
    const r = effects(newGame(2, 1), [{ op: 'track', track: 'roof', amount: 1 }], ctx('event'))
    expect(r.s.tracks.roof).toBe(0)
  })

  it('I-EVENT-C06 I-ACT-ADV04 halving a track loses half rounded down; both at 0 is 1 wound each', () => {
    const one = effects({ ...newGame(2, 1), tracks: { roof: 3, palisade: 0, weapons: 0 } }, [{ op: 'halveTrack', tracks: ['roof'] }], ctx('event'))
    expect(one.s.tracks.roof).toBe(2)
    const zero = effects(newGame(2, 1), [{ op: 'halveTrack', tracks: ['roof', 'palisade'] }], ctx('event'))
    expect(wounds(zero.s)).toEqual({ alpha: 1, beta: 1, helper: 0 })
  })

  it('I-GOLD-02 I-GOLD-12 a choice offers only the options whose condition holds', () => {
    const r = effects(withAvailable(newGame(2, 1), { food: 0 }), [{ op: 'choose', options: [{ label: 'a', effects: [], when: { op: 'has', resource: 'food', min: 1 } }, { label: 'b', effects: [{ op: 'wound', who: 'resolver', amount: 1 }] }] }], ctx('action', 'alpha'))
    expect(r.s.pending).toBeNull()
    expect(r.s.characters.alpha?.wounds).toBe(1)
  })
})

describe('wounds and the end of the game (I-CHAR, I-END)', () => {
  it('I-CHAR-06 I-CHAR-07 passing a morale arrow rightwards lowers Morale; healing back does not raise it', () => {
    const r = effects(newGame(2, 1), [{ op: 'wound', who: 'resolver', amount: 4 }, { op: 'heal', who: 'resolver', amount: 4 }], ctx('event', 'alpha'))
    expect([r.s.morale, r.s.characters.alpha?.wounds]).toEqual([-1, 0])
  })

  it('I-CHAR-09 I-END-02 a castaway reaching the last space dies and the game is lost', () => {
    const r = effects(newGame(2, 1), [{ op: 'wound', who: 'resolver', amount: 20 }], ctx('event', 'beta'))
    expect([r.s.characters.beta?.dead, r.s.outcome, r.s.reason]).toEqual([true, 'lost', 'death:beta'])
  })

  it('I-2P-13 the companion\'s death does not end the game', () => {
    const r = effects(newGame(2, 1), [{ op: 'wound', who: 'resolver', amount: 20 }], ctx('event', 'helper'))
    expect([r.s.characters.helper?.dead, r.s.outcome]).toEqual([true, null])
  })

  it('I-END-01 I-SCEN1-01 the goal holds at once: pile complete, fire built, round 10 or later', () => {
    let s = newGame(2, 1)
    s = { ...s, piles: { beacon: [1, 2, 3, 4, 5] }, inventions: { ...s.inventions, built: ['inv-fire'], board: s.inventions.board.filter((i) => i !== 'inv-fire') } }
    expect(apply(content(), s, { type: 'unplan', index: 0 })).toMatchObject({ code: 'no-such-action' })
    const early = apply(content(), s, { type: 'plan', target: { kind: 'rest' }, pawns: [{ kind: 'character', character: 'alpha' }] })
    expect(isRuleError(early) ? 'refused' : early.state.outcome).toBeNull()
    const late = apply(content(), { ...s, position: { ...s.position, round: 10 } }, { type: 'plan', target: { kind: 'rest' }, pawns: [{ kind: 'character', character: 'alpha' }] })
    expect(isRuleError(late) ? 'refused' : late.state.outcome).toBe('won')
  })

  it('I-END-03 the end of the last round without the goal is defeat', () => {
    let s = withAvailable(newGame(1, 3), { food: 9 })
    s = { ...s, position: { ...s.position, round: 12 }, tracks: { ...s.tracks }, shelter: { built: true, round: 1 } }
    s = play(s, { type: 'plan', target: { kind: 'rest' }, pawns: [{ kind: 'character', character: 'alpha' }] })
    s = play(s, { type: 'plan', target: { kind: 'rest' }, pawns: [{ kind: 'character', character: 'alpha' }] })
    s = play(s, { type: 'commitPlan' })
    while (s.outcome === null && s.pending !== null) s = play(s, s.pending.kind === 'camp' ? { type: 'stayCamp' } : { type: 'choose', option: 0 })
    expect([s.outcome, s.reason]).toEqual(['lost', 'rounds-over'])
  })

  it('I-SCEN1-04 I-EX-46 a filled pile level takes no more this round: five levels need five rounds', () => {
    let s = withAvailable(newGame(2, 1), { wood: 5 })
    s = play(s, { type: 'stock', pile: 'beacon', amount: 1 })
    expect(s.piles.beacon).toEqual([1, 0, 0, 0, 0])
    const more = apply(content(), s, { type: 'stock', pile: 'beacon', amount: 1 })
    expect(isRuleError(more) ? more.code : 'ok').toBe('I-SCEN1-04')
  })

  it('I-NIGHT-08 I-SOLO-03 the First Player token passes clockwise; a solo castaway keeps it', () => {
    const pass = (n: number): number => {
      let s = withAvailable(newGame(n, 1), { food: 9 })
      for (const id of s.seats) for (let i = 0; i < 2; i++) s = play(s, { type: 'plan', target: { kind: 'rest' }, pawns: [{ kind: 'character', character: id }] })
      s = play(s, { type: 'commitPlan' })
      while (s.position.round === 1 && s.pending !== null) s = play(s, s.pending.kind === 'camp' ? { type: 'stayCamp' } : { type: 'choose', option: 0 })
      return s.firstPlayer
    }
    expect([pass(1), pass(3)]).toEqual([0, 1])
  })
})

describe('inaccessible spaces (I-GOLD-16, I-GOLD-17, I-END-04)', () => {
  it('I-GOLD-16 I-GOLD-17 a flipped tile loses everything on it and its space can never be explored again', () => {
    let s = newGame(2, 1)
    s = { ...s, island: { ...s.island, s11: { tile: 'tile-4', exhausted: [], tokens: ['time'] } }, decks: { ...s.decks, tiles: s.decks.tiles.filter((t) => t !== 'tile-4') } }
    const r = effects(s, [{ op: 'flipSpace', spaces: ['s11', 's10'] }], ctx('setup'))
    expect([r.s.island.s11, r.s.inaccessible]).toEqual([undefined, { s11: 'tile-4', s10: null }])
    const plan = apply(content(), { ...r.s, pending: { kind: 'plan' } }, { type: 'plan', target: { kind: 'explore', space: 's10' }, pawns: [{ kind: 'character', character: 'alpha' }] })
    expect(isRuleError(plan) ? plan.code : 'ok').toBe('I-ACT-58')
  })

  it('I-END-04 the game is lost at once when the camp\'s space is flipped', () => {
    const s = newGame(2, 1)
    const run = effects(s, [{ op: 'flipSpace', spaces: ['s01'] }], ctx('setup'))
    expect(run.s.camp in run.s.inaccessible).toBe(true)
    const after = apply(content(), { ...run.s, pending: { kind: 'plan' } }, { type: 'plan', target: { kind: 'rest' }, pawns: [{ kind: 'character', character: 'alpha' }] })
    expect(isRuleError(after) ? after.code : [after.state.outcome, after.state.reason]).toEqual(['lost', 'camp-lost'])
  })
})

describe('Mystery draws (I-MYSTERY)', () => {
  it('I-MYSTERY-03 I-MYSTERY-06 I-EX-29 cards beyond a maximum are set aside; after each resolved card the group may go on', () => {
    let s = newGame(2, 1)
    const order = ['mys-3', 'mys-0', 'mys-2', 'mys-7', 'mys-1']
    s = { ...s, decks: { ...s.decks, mystery: [...order, ...s.decks.mystery.filter((m) => !order.includes(m))] } }
    let r = effects(s, [{ op: 'mystery', treasure: 2, trap: 1 }], ctx('action', 'alpha'))
    const step = (option: number) => {
      const p = r.s.pending
      if (p?.kind !== 'choice') throw new Error('no choice')
      r.s.pending = null
      r.s.queue.unshift(...(p.options[option]?.tasks ?? []))
      drain(r)
    }
    expect(r.s.pending).toMatchObject({ kind: 'choice', prompt: 'mystery-more' })
    step(0)
    step(0)
    expect(r.s.pending).toBeNull()
    expect([r.s.future.preserved, r.s.characters.alpha?.wounds]).toEqual([2, 1])
    expect(r.s.decks.mysteryDiscard).toEqual(['mys-0', 'mys-2', 'mys-1'])
    expect(r.s.decks.mystery).toEqual(expect.arrayContaining(['mys-3', 'mys-7']))
    r = effects(s, [{ op: 'mystery', treasure: 2, trap: 1 }], ctx('action', 'alpha'))
    step(1)
    expect([r.s.future.preserved, r.s.decks.mystery[0] === 'mys-2' || r.s.decks.mystery.includes('mys-3')]).toEqual([1, true])
  })

  // Found by `simulate` on Cinder Cay: the set-aside cards lived only inside the pending choice's
  // effects, so while the group was asked "go on?" they were in no zone of the state.
  it('I-MYSTERY-06 I-MYSTERY-04 a card set aside while the group is asked whether to go on stays counted beside the deck', () => {
    let s = newGame(2, 1)
    const order = ['mys-3', 'mys-0']
    s = { ...s, decks: { ...s.decks, mystery: [...order, ...s.decks.mystery.filter((m) => !order.includes(m))] } }
    const r = effects(s, [{ op: 'mystery', treasure: 2 }], ctx('action', 'alpha'))
    expect(r.s.pending).toMatchObject({ kind: 'choice', prompt: 'mystery-more' })
    expect([r.s.decks.mysterySetAside, r.s.decks.mystery.includes('mys-3')]).toEqual([['mys-3'], false])
    expect(check(content(), r.s).filter((v) => v.code === 'cards-conserved')).toEqual([])
  })

  it('I-MYSTERY-05 stopping shuffles the set-aside cards back into the deck and empties the set-aside zone', () => {
    let s = newGame(2, 1)
    const order = ['mys-3', 'mys-0']
    s = { ...s, decks: { ...s.decks, mystery: [...order, ...s.decks.mystery.filter((m) => !order.includes(m))] } }
    const r = effects(s, [{ op: 'mystery', treasure: 2 }], ctx('action', 'alpha'))
    const p = r.s.pending
    if (p?.kind !== 'choice') throw new Error('no choice')
    r.s.pending = null
    r.s.queue.unshift(...(p.options[1]?.tasks ?? []))
    drain(r)
    expect([r.s.decks.mysterySetAside, r.s.decks.mystery.includes('mys-3')]).toEqual([[], true])
    expect(check(content(), r.s).filter((v) => v.code === 'cards-conserved')).toEqual([])
  })

  // Found by `simulate`: a Trap that killed the resolver ended the game before the draw ended, and
  // the cards set aside earlier in that draw were lost from every zone.
  it('I-MYSTERY-05 I-END-02 a death during a draw leaves its set-aside cards beside the deck, none lost', () => {
    let s = newGame(2, 1)
    const track = content().characters.alpha?.woundTrack
    if (!track) throw new Error('alpha has no wound track')
    const order = ['mys-3', 'mys-2']
    s = { ...s, decks: { ...s.decks, mystery: [...order, ...s.decks.mystery.filter((m) => !order.includes(m))] } }
    s = { ...s, characters: { ...s.characters, alpha: { ...(s.characters.alpha as IslandState['characters'][string]), wounds: track.length - 1 } } }
    const r = effects(s, [{ op: 'mystery', trap: 1 }], ctx('action', 'alpha'))
    expect([r.s.outcome, r.s.decks.mysterySetAside]).toEqual(['lost', ['mys-3']])
    expect(check(content(), r.s).filter((v) => v.code === 'cards-conserved')).toEqual([])
  })
})

describe('combat (I-BEAST)', () => {
  it('I-EVENT-08 I-BEAST-07 in the Event phase the First Player alone fights the top beast; its spoils go to Available', () => {
    let s = newGame(2, 1)
    s = { ...s, firstPlayer: 1, decks: { ...s.decks, beast: ['beast-2', ...s.decks.beast.filter((b) => b !== 'beast-2')] } }
    const r = effects(s, [{ op: 'fightBeast' }], ctx('event'))
    expect(wounds(r.s)).toEqual({ alpha: 0, beta: 5, helper: 0 })
    expect(r.s.available.food).toBe(s.available.food + 3)
    expect(r.s.removed).toContain('beast-2')
  })

  it('I-BEAST-04 I-BEAST-06 a bare-strength fight wounds by the difference and never lowers the Weapon track', () => {
    const s = { ...newGame(2, 1), tracks: { roof: 0, palisade: 0, weapons: 1 } }
    const r = effects(s, [{ op: 'fight', strength: 3 }], ctx('action', 'alpha'))
    expect([r.s.characters.alpha?.wounds, r.s.tracks.weapons]).toEqual([2, 1])
  })
})

describe('a night outside the camp (I-NIGHT-17…23)', () => {
  it('I-NIGHT-20 I-NIGHT-21 outside: no weather, and 1 wound without a natural shelter there even if the camp has one', () => {
    let s = { ...newGame(2, 1), shelter: { built: true, round: 1 }, spaceTokens: { weather: ['storm' as const] } }
    s = { ...s, island: { ...s.island, s11: { tile: 'tile-4', exhausted: [], tokens: [] } }, decks: { ...s.decks, tiles: s.decks.tiles.filter((t) => t !== 'tile-4') } }
    const out = effects(s, [{ op: 'nightOutside' }], { phase: 'action', resolver: 'beta', source: null, here: 's11' })
    const w = runOn(out.s)
    weatherPhase(w)
    expect(wounds(w.s)).toEqual({ alpha: 1, beta: 0, helper: 0 })
    shelterStep(w)
    expect(wounds(w.s)).toEqual({ alpha: 1, beta: 1, helper: 0 })
  })
})

describe('unexplored terrain (I-GOLD-19…I-GOLD-21)', () => {
  it('I-GOLD-19 I-GOLD-20 I-GOLD-21 a covered terrain no longer allows its inventions until uncovered or shown by another tile', () => {
    const covered = effects(newGame(2, 1), [{ op: 'coverTerrain', at: 'camp' }], ctx('event'))
    const plan = (s: IslandState): string => {
      const r = apply(content(), { ...s, pending: { kind: 'plan' } }, { type: 'plan', target: { kind: 'invent', invention: 'inv-map' }, pawns: [{ kind: 'character', character: 'alpha' }] })
      return isRuleError(r) ? r.code : 'ok'
    }
    expect(plan(covered.s)).toBe('I-INV-03')
    expect(plan(effects(covered.s, [{ op: 'coverTerrain', at: 'camp', uncover: true }], ctx('event')).s)).toBe('ok')
    const another = { ...covered.s, island: { ...covered.s.island, s11: { tile: 'tile-10', exhausted: [], tokens: [] } }, decks: { ...covered.s.decks, tiles: covered.s.decks.tiles.filter((t) => t !== 'tile-10') } }
    expect(content().tiles['tile-10']?.terrain).toBe('beach')
    expect(plan(another)).toBe('ok')
  })
})
