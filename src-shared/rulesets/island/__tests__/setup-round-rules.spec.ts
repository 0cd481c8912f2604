// rulesA: setup, round, Morale, Production, resources and end-of-game rules checked through the engine.
import { describe, expect, it } from 'vitest'
import { isRuleError } from '../../../engine/rule-error'
import { drain } from '../effects-run'
import { check } from '../invariants'
import { moralePhase, productionPhase } from '../morale-production'
import { spoilStep } from '../night-phase'
import { planAction } from '../planning'
import { checkImmediate, run } from '../round'
import { setup } from '../setup'
import { apply as applyCommand } from '../apply-command'
import type { EffectCtx, IslandCommand, IslandState, QueuedEffect } from '../types'
import { content, newGame, pawn, runOn } from './play'
import { contentWith, effectsOn, gameWith, playWith, withStock } from './with-content'

const ctx = (phase: EffectCtx['phase'], resolver: string | null = null): EffectCtx => ({ phase, resolver, source: null, here: null })
const queued = (s: IslandState, list: QueuedEffect[], c: EffectCtx) => {
  const r = runOn(s)
  r.s.pending = null
  r.s.queue = [{ effects: list, ctx: c }]
  drain(r)
  return r
}
const sorted = (xs: readonly string[]): string[] => [...xs].sort()
/** True when some seed in 1..12 deals this list in another order than seed 1 (the pile is shuffled). */
const shuffledBySeed = (pick: (s: IslandState) => readonly string[]): boolean => {
  const first = pick(newGame(2, 1)).join()
  return Array.from({ length: 11 }, (_, i) => pick(newGame(2, i + 2)).join()).some((x) => x !== first)
}

/** A short scenario for round hooks: a note at the start of round 2, a scenario defeat and a round-end goal. */
const hooks = {
  id: 'rulesa-hooks', title: 'scenario.test-rescue', rounds: 3, weather: [[], [], []],
  start: { tile: 'tile-8', space: 's01' }, wreckage: 'wreck-crates', startingEquipment: { draw: 2 }, inventionDraw: 5,
  setup: [], book: [], totems: [], inventions: [], discoveries: [],
  counters: [{ id: 'alarm', title: 'scenario.test-rescue', start: 0 }],
  goal: { when: 'roundEnd', cond: { op: 'track', track: 'weapons', min: 1 } },
  defeats: [{ op: 'counter', counter: 'alarm', min: 2 }],
  roundNotes: [{ round: 2, at: 'start', effects: [{ op: 'token', token: 'storm', at: { area: 'weather' } }, { op: 'morale', amount: 1 }] }],
}

/** Plans a Rest for every pawn, commits, and plays the round's remaining decisions (camp stays, first option); every event seen. */
function restRound(c: ReturnType<typeof contentWith>, s0: IslandState): { state: IslandState; events: { type: string }[] } {
  let s = s0
  const events: { type: string }[] = []
  const go = (cmd: IslandCommand): void => { const r = playWith(c, s, cmd); s = r.state; events.push(...r.events) }
  for (const id of s.seats) for (let k = 0; k < 2; k++) go({ type: 'plan', target: { kind: 'rest' }, pawns: [pawn(id)] })
  go({ type: 'commitPlan' })
  while (s.outcome === null && s.position.round === s0.position.round && (s.pending?.kind === 'camp' || s.pending?.kind === 'choice' || s.pending?.kind === 'reroll')) {
    go(s.pending.kind === 'camp' ? { type: 'stayCamp' } : s.pending.kind === 'reroll' ? { type: 'keepDice' } : { type: 'choose', option: 0 })
  }
  return { state: s, events }
}

describe('setup (I-SETUP), rulesA', () => {
  it('I-SETUP-01 (Q-01, a reconstructed step) the chosen scenario\'s sheet sets the rounds; the round marker starts on round 1; an unknown scenario is refused', () => {
    const s = newGame(2, 1)
    expect([s.scenario, s.position.round]).toEqual(['test-rescue', 1])
    const short = gameWith(contentWith([], [hooks]), { scenario: 'rulesa-hooks', characters: ['alpha', 'beta'] }, 1)
    expect(short.position.round).toBe(1)
    const bad = setup(content(), { scenario: 'no-such-sheet', characters: ['alpha'] }, 1)
    expect(isRuleError(bad) ? bad.code : 'ok').toBe('I-SETUP-01')
  })

  it('I-SETUP-07 (Q-01, a reconstructed step) three Adventure decks, one per colour, each holding exactly its colour\'s cards, shuffled', () => {
    const s = newGame(2, 1)
    for (const colour of ['build', 'gather', 'explore'] as const) {
      expect(sorted(s.decks.adventure[colour])).toEqual(sorted(content().decks.adventure[colour]))
      for (const id of s.decks.adventure[colour]) expect(content().cards[id]).toMatchObject({ deck: 'adventure', colour })
    }
    expect(shuffledBySeed((g) => [...g.decks.adventure.build, ...g.decks.adventure.gather, ...g.decks.adventure.explore])).toBe(true)
  })

  it('I-SETUP-08 I-BEAST-01 every Beast card face down in the Beast deck, shuffled; the Hunting deck starts empty', () => {
    const s = newGame(3, 1)
    expect(sorted(s.decks.beast)).toEqual(sorted(content().decks.beast))
    expect(s.decks.hunting).toEqual([])
    expect(shuffledBySeed((g) => g.decks.beast)).toBe(true)
  })

  it('I-SETUP-09 every Mystery card in the shuffled Mystery deck; no discard pile yet', () => {
    const s = newGame(3, 1)
    expect(sorted(s.decks.mystery)).toEqual(sorted(content().decks.mystery))
    expect([s.decks.mysteryDiscard, s.decks.mysterySetAside]).toEqual([[], []])
    expect(shuffledBySeed((g) => g.decks.mystery)).toBe(true)
  })

  it('I-SETUP-12 every Discovery token (each copy) face down in one shuffled stack', () => {
    const s = newGame(2, 1)
    // The scenario's own tokens join the standard ones; other scenarios' stay out (I-SETUP-12, I-COMP-21).
    const all = Object.values(content().discoveries).filter((t) => t.scenario === undefined || t.scenario === s.scenario).flatMap((t) => Array.from({ length: t.copies }, (_, i) => `${t.id}#${i + 1}`))
    expect(sorted(s.decks.discovery)).toEqual(sorted(all))
    expect(s.discovery).toEqual({ available: [], future: [] })
    expect(shuffledBySeed((g) => g.decks.discovery)).toBe(true)
  })

  it('I-SETUP-13 I-RES-07 resources start in the general supply (none held); the supply is unlimited and discards go back to it', () => {
    const s = newGame(2, 1)
    const r = queued(s, [{ op: 'gain', resource: 'wood', amount: 40 }, { op: 'lose', resource: 'wood', amount: 15 }, { op: 'gain', resource: 'wood', amount: 40 }], ctx('event'))
    expect(s.future).toEqual({ wood: 0, food: 0, preserved: 0, fur: 0 })
    expect(r.s.available.wood - s.available.wood).toBe(65)
    expect(r.s.ledger.spent.wood - s.ledger.spent.wood).toBe(15)
    expect(check(content(), r.s).filter((v) => v.code.startsWith('resource'))).toEqual([])
  })

  it('I-SETUP-17 the group chooses the First Player (the digital [decide]: a setup choice, seat 1 by default); the Morale phase then rewards that seat\'s castaway', () => {
    const s = newGame(3, 1, { firstPlayer: 2 })
    expect(s.firstPlayer).toBe(2)
    const r = runOn(s)
    r.s.morale = 1
    moralePhase(r)
    expect([r.s.characters.alpha?.determination, r.s.characters.gamma?.determination]).toEqual([0, 1])
  })
})

describe('the round (I-ROUND), rulesA', () => {
  it('I-ROUND-04 a round-track note for "the start of the round" runs before that round\'s Event phase', () => {
    const c = contentWith([], [hooks])
    const { state, events } = restRound(c, withStock(gameWith(c, { scenario: 'rulesa-hooks', characters: ['alpha', 'beta'] }, 3), { food: 4 }))
    expect(state.position).toMatchObject({ round: 2, phase: 'action', step: 'planning' })
    expect(state.spaceTokens.weather).toContain('storm')
    const types = events.map((e) => e.type)
    const note = types.indexOf('roundEnded') + 1 + types.slice(types.indexOf('roundEnded') + 1).indexOf('morale')
    expect(types.indexOf('roundEnded')).toBeGreaterThanOrEqual(0)
    expect(note).toBeLessThan(types.indexOf('eventRevealed'))
  })

  it('I-ROUND-07 I-END-06 a scenario defeat ends the game at once, mid-phase; a round-end goal is checked when the round ends', () => {
    const c = contentWith([], [hooks])
    const s = gameWith(c, { scenario: 'rulesa-hooks', characters: ['alpha', 'beta'] }, 3)
    const r = effectsOn(c, s, [{ op: 'counter', counter: 'alarm', amount: 2 }], { phase: 'action', resolver: 'alpha' })
    run(r)
    expect([r.s.outcome, r.s.reason, r.s.position.phase]).toEqual(['lost', 'scenario-defeat', 'action'])
    // Weapons 1 reached in round 1's Action phase: not won while the round goes on; won at its end.
    const mid = effectsOn(c, s, [{ op: 'track', track: 'weapons', amount: 1 }], { phase: 'action', resolver: 'alpha' })
    checkImmediate(c, mid.s)
    expect([mid.s.tracks.weapons, mid.s.outcome]).toEqual([1, null])
    let g = withStock(s, { wood: 1, food: 4 })
    const go = (cmd: IslandCommand): void => { g = playWith(c, g, cmd).state }
    go({ type: 'plan', target: { kind: 'build', build: 'weapons', pay: 'wood' }, pawns: [pawn('alpha'), pawn('alpha')] })
    go({ type: 'plan', target: { kind: 'rest' }, pawns: [pawn('beta')] })
    go({ type: 'plan', target: { kind: 'rest' }, pawns: [pawn('beta')] })
    go({ type: 'commitPlan' })
    expect([g.outcome, g.reason]).toEqual(['won', 'goal'])
  })
})

describe('Morale, Production and resources (I-MORALE, I-PROD, I-RES), rulesA', () => {
  it('I-MORALE-06 Morale changes during the Action phase apply at once: an effect and a wound arrow move it before the phase ends', () => {
    const s = newGame(2, 1)
    const r = queued(s, [{ op: 'morale', amount: -1 }], ctx('action', 'alpha'))
    expect([r.s.morale, r.s.position.phase]).toEqual([-1, 'action'])
    // alpha's track has an arrow after its third space: the fourth wound lowers Morale now.
    const w = queued(s, [{ op: 'wound', who: 'resolver', amount: 4 }], ctx('action', 'alpha'))
    expect(w.s.morale).toBe(-1)
    expect(w.events.map((e) => e.type)).toEqual(['wound', 'morale'])
  })

  it('I-PROD-03 an Item with a production bonus adds to the camp tile\'s yield', () => {
    const r = runOn(newGame(2, 1))
    const before = { ...r.s.available }
    productionPhase(r)
    const plain = { wood: r.s.available.wood - before.wood, food: r.s.available.food - before.food }
    const withItem = runOn({ ...newGame(2, 1), inventions: { board: [], built: ['inv-alpha'], future: [] } })
    const b2 = { ...withItem.s.available }
    productionPhase(withItem)
    expect(plain).toEqual({ wood: 1, food: 1 })
    expect({ wood: withItem.s.available.wood - b2.wood, food: withItem.s.available.food - b2.food }).toEqual({ wood: 2, food: 1 })
  })

  it('I-PROD-04 I-RES-05 what one castaway gathered is Available to all: another plans a Shelter with it', () => {
    const s = withStock(newGame(2, 1), { wood: 0, food: 0 })
    const r = queued(s, [{ op: 'gain', resource: 'wood', amount: 2 }], ctx('action', 'alpha'))
    expect(r.s.future.wood).toBe(2)
    expect('code' in planAction(content(), r.s, { kind: 'build', build: 'shelter', pay: 'wood' }, [pawn('beta')])).toBe(true)
    r.s.position = { ...r.s.position, step: 'cleanup' }
    r.s.pending = null
    r.s.stepStarted = false
    r.s.stepDone = false
    run(r)
    // The next planning step (round 2): beta leads a Shelter paid with alpha's wood.
    expect(r.s.available.wood).toBeGreaterThanOrEqual(2)
    const a = planAction(content(), r.s, { kind: 'build', build: 'shelter', pay: 'wood' }, [pawn('beta')])
    expect('code' in a ? a.code : a.reserved.wood).toBe(2)
  })

  it('I-RES-01 four resources: wood, perishable food, non-perishable food and fur, each counted apart; only perishable food spoils', () => {
    const s = withStock(newGame(2, 1), { wood: 0, food: 0, preserved: 0, fur: 0 })
    const r = queued(s, [
      { op: 'gain', resource: 'wood', amount: 1 }, { op: 'gain', resource: 'food', amount: 2 },
      { op: 'gain', resource: 'preserved', amount: 3 }, { op: 'gain', resource: 'fur', amount: 4 },
    ], ctx('event'))
    expect(r.s.available).toEqual({ wood: 1, food: 2, preserved: 3, fur: 4 })
    spoilStep(r)
    expect([r.s.available.food, r.s.available.wood, r.s.available.preserved, r.s.available.fur]).toEqual([0, 1, 3, 4])
    expect(r.s.ledger.spent.food - s.ledger.spent.food).toBe(2)
  })

  it('I-RES-04 Future Resources pay nothing: not a loss (the castaways are wounded instead), not a plan', () => {
    const s = withStock({ ...newGame(2, 1), future: { wood: 4, food: 0, preserved: 0, fur: 0 } }, { wood: 0 })
    const r = queued(s, [{ op: 'lose', resource: 'wood', amount: 1 }], ctx('event'))
    expect([r.s.future.wood, r.s.characters.alpha?.wounds, r.s.characters.beta?.wounds]).toEqual([4, 1, 1])
    const a = planAction(content(), s, { kind: 'build', build: 'weapons', pay: 'wood' }, [pawn('alpha')])
    expect('code' in a ? a.code : 'planned').toMatch(/^I-ACT-0[56]$/)
  })
})

describe('the end of the game (I-END), rulesA', () => {
  it('I-END-05 one castaway\'s death loses the game for the whole table: one outcome, no winners among the players', () => {
    const s = newGame(3, 1)
    const r = queued(s, [{ op: 'wound', who: 'resolver', amount: 40 }], ctx('action', 'gamma'))
    run(r)
    expect([r.s.outcome, r.s.reason]).toEqual(['lost', 'death:gamma'])
    expect([r.s.characters.alpha?.dead, r.s.characters.beta?.dead]).toEqual([false, false])
    expect(r.s.pending).toBeNull()
    expect(isRuleError(attemptOn(r.s))).toBe(true)
  })
})

/** Any command after the end is refused for everyone. */
function attemptOn(s: IslandState): unknown {
  return applyCommand(content(), s, { type: 'stayCamp' })
}
