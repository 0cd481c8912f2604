// rulesA: the Action phase — planning, where pawns go, neutral pawns, resolution order, threats,
// Hunts, builds and inventions — and the dice and beast rules that go with it, through the engine.
import { describe, expect, it } from 'vitest'
import { faceIndex } from '../../../engine/dice'
import { injectPicks } from '../../../engine/rng'
import { cardOf } from '../../../content/island/content'
import { apply } from '../apply-command'
import { drain } from '../effects-run'
import { endOfAction } from '../end-of-action'
import { legalCommands } from '../legal-commands'
import { neutralPawns } from '../pawns-available'
import { planAction, unplacedCharacterPawns } from '../planning'
import * as resolutionFns from '../resolution'
import { weatherPhase } from '../weather-phase'
import type { IslandCommand, IslandState, PawnRef, PlanTarget } from '../types'
import { content, newGame, pawn, play, resolvePlan, runOn, withPlanned } from './play'
import { chooseIn, contentWith, effectsOn, withStock } from './with-content'

const code = (s: IslandState, target: PlanTarget, pawns: PawnRef[]): string => {
  const a = planAction(content(), s, target, pawns)
  return 'code' in a ? a.code : 'ok'
}
const refusal = (s: IslandState, c: IslandCommand): string => {
  const r = apply(content(), s, c)
  return 'code' in r ? r.code : 'ok'
}
/** Forces the faces of the next action roll of a colour: wound, success and adventure dice, then any further picks. */
const forceRoll = (s: IslandState, colour: 'build' | 'gather' | 'explore', wound: string, success: string, adventure: string, more: number[] = []): IslandState => {
  const die = (role: string) => content().dice.action.find((d) => d.colour === colour && d.role === role)
  const idx = (role: string, face: string): number => faceIndex({ id: 'x', faces: (die(role)?.faces ?? []).map((f) => ({ id: f })) }, face)
  return { ...s, rng: injectPicks(s.rng, [idx('wound', wound), idx('success', success), idx('adventure', adventure), ...more]) }
}
const successFace = (colour: 'build' | 'gather' | 'explore', face: string): number =>
  faceIndex({ id: 'x', faces: (content().dice.action.find((d) => d.colour === colour && d.role === 'success')?.faces ?? []).map((f) => ({ id: f })) }, face)
const placeTile = (s: IslandState, space: string, tile: string): IslandState => ({
  ...s, island: { ...s.island, [space]: { tile, exhausted: [], tokens: [] } }, decks: { ...s.decks, tiles: s.decks.tiles.filter((t) => t !== tile) },
})
/** A Hunting deck holding these beasts (taken from the Beast deck). */
const hunting = (s: IslandState, beasts: string[]): IslandState => ({ ...s, decks: { ...s.decks, hunting: [...beasts], beast: s.decks.beast.filter((b) => !beasts.includes(b)) } })
const types = (events: { type: string }[]): string[] => events.map((e) => e.type)
const waitsForChoice = (s: IslandState): boolean => s.pending?.kind === 'choice'

describe('planning (I-ACT), rulesA', () => {
  it('I-ACT-01 planning, then resolution, then the end-of-phase cleanup; planning commands are refused once resolution has begun', () => {
    let s = withStock(newGame(2, 1), { wood: 1, food: 1 })
    s = play(s, { type: 'plan', target: { kind: 'build', build: 'weapons', pay: 'wood' }, pawns: [pawn('alpha'), pawn('beta')] })
    s = play(s, { type: 'plan', target: { kind: 'rest' }, pawns: [pawn('alpha')] })
    s = play(s, { type: 'plan', target: { kind: 'rest' }, pawns: [pawn('beta')] })
    const r = apply(content(), s, { type: 'commitPlan' })
    if ('code' in r) throw new Error(r.message)
    const t = types(r.events)
    expect(t.indexOf('planCommitted')).toBeLessThan(t.indexOf('actionResolved'))
    // the cleanup ran (the plan cleared, Weapons raised) and the Night waits: one food for two castaways.
    expect([r.state.plan, r.state.tracks.weapons, r.state.position.phase, r.state.pending?.kind]).toEqual([[], 1, 'night', 'choice'])
    expect(refusal(r.state, { type: 'plan', target: { kind: 'rest' }, pawns: [pawn('alpha')] })).toBe('I-ACT-01')
    expect(refusal(r.state, { type: 'commitPlan' })).toBe('I-ACT-01')
  })

  it('I-ACT-03 a two-pawn action may take one pawn from each of two castaways; the top one resolves', () => {
    const s = withStock(newGame(2, 1), { wood: 1 })
    const a = planAction(content(), s, { kind: 'build', build: 'weapons', pay: 'wood' }, [pawn('beta'), pawn('alpha')])
    expect('code' in a ? a.code : a.rolls).toBe(false)
    const r = resolvePlan(withPlanned(s, { kind: 'build', build: 'weapons', pay: 'wood' }, [pawn('beta'), pawn('alpha')]))
    expect(r.s.tracks.weapons).toBe(1)
    expect(r.events.find((e) => e.type === 'actionResolved')).toMatchObject({ resolver: 'beta', success: true })
  })

  it('I-ACT-04 no action without a pawn; resolution waits for every pawn; once committed a plan cannot be taken back and every action is resolved', () => {
    let s = withStock(newGame(2, 1), { food: 1 })
    for (const id of ['alpha', 'beta']) { const c = s.characters[id]; if (c) c.wounds = 2 }
    expect(code(s, { kind: 'rest' }, [])).not.toBe('ok')
    s = play(s, { type: 'plan', target: { kind: 'rest' }, pawns: [pawn('alpha')] })
    expect(refusal(s, { type: 'commitPlan' })).toBe('I-ACT-02')
    for (const id of ['alpha', 'beta', 'beta']) s = play(s, { type: 'plan', target: { kind: 'rest' }, pawns: [pawn(id)] })
    const r = apply(content(), s, { type: 'commitPlan' })
    if ('code' in r) throw new Error(r.message)
    expect(types(r.events).filter((x) => x === 'planCommitted')).toHaveLength(1)
    // all four Rests were resolved: two heals each, before the Night asks who goes hungry.
    expect([r.state.position.phase, r.state.characters.alpha?.wounds, r.state.characters.beta?.wounds]).toEqual(['night', 0, 0])
    expect(refusal(r.state, { type: 'unplan', index: 0 })).toBe('I-ACT-01')
  })

  it('I-ACT-09 an action whose requirements are not met when planning is not offered and is refused', () => {
    const s = withStock(newGame(2, 1), { wood: 0, fur: 0 })
    expect(code(s, { kind: 'build', build: 'shelter', pay: 'wood' }, [pawn('alpha')])).toBe('I-ACT-05')
    const offered = legalCommands(content(), s).filter((c) => c.type === 'plan' && c.target.kind === 'build' && c.target.build === 'shelter')
    expect(offered).toEqual([])
  })

  it('I-ACT-17 the same kind of action may be done several times a round, by one castaway or by several', () => {
    let s = placeTile(placeTile(newGame(2, 1), 's11', 'tile-4'), 's00', 'tile-9')
    s = withPlanned(s, { kind: 'gather', space: 's11', source: 'food' }, [pawn('alpha'), pawn('alpha')])
    s = withPlanned(s, { kind: 'gather', space: 's11', source: 'wood' }, [pawn('beta'), pawn('beta')])
    expect(code(s, { kind: 'gather', space: 's00', source: 'wood' }, [pawn('helper')])).toBe('ok')
    const r = resolvePlan(s)
    expect([r.s.future.food, r.s.future.wood]).toEqual([1, 1])
  })
})

describe('where pawns go (I-ACT-18…I-ACT-24), rulesA', () => {
  it('I-ACT-18 I-ACT-19 I-ACT-20 a Threat on a card in a threat space; a Hunt on the Hunt space; a Build on a camp space or an Invention card on the board, personal or scenario', () => {
    let s = withStock(newGame(2, 1), { wood: 3 })
    expect(code(s, { kind: 'threat', slot: 'right' }, [pawn('alpha')])).toBe('ok')
    expect(code(s, { kind: 'threat', slot: 'left' }, [pawn('alpha')])).not.toBe('ok')
    expect(code(s, { kind: 'hunt' }, [pawn('alpha'), pawn('beta')])).toBe('I-ACT-43')
    s = hunting(s, ['beast-0'])
    expect(code(s, { kind: 'hunt' }, [pawn('alpha'), pawn('beta')])).toBe('ok')
    for (const build of ['shelter', 'weapons'] as const) expect(code(s, { kind: 'build', build, pay: 'wood' }, [pawn('alpha')])).toBe('ok')
    expect(code(s, { kind: 'invent', invention: 'inv-alpha' }, [pawn('alpha')])).toBe('ok')
    expect(code(s, { kind: 'invent', invention: 'inv-signal' }, [pawn('alpha')])).toBe('ok')
    const inDeck = s.decks.invention[0] ?? ''
    expect(code(s, { kind: 'invent', invention: inDeck }, [pawn('alpha')])).not.toBe('ok')
  })

  it('I-ACT-21 I-ACT-22 a Gather goes next to a source the tile shows; an Explore on an unexplored space only', () => {
    const s = placeTile(newGame(2, 1), 's11', 'tile-1')
    expect(code(s, { kind: 'gather', space: 's11', source: 'food' }, [pawn('alpha')])).toBe('ok')
    expect(code(s, { kind: 'gather', space: 's11', source: 'wood' }, [pawn('alpha')])).not.toBe('ok')
    expect(code(s, { kind: 'explore', space: 's11' }, [pawn('alpha')])).not.toBe('ok')
    expect(code(s, { kind: 'explore', space: 's10' }, [pawn('alpha')])).toBe('ok')
  })

  it('I-ACT-23 I-ACT-24 Arrange Camp and Rest have their own spaces: one pawn each, no dice, any number of times', () => {
    let s = newGame(3, 1)
    s = withPlanned(s, { kind: 'arrange' }, [pawn('alpha')])
    s = withPlanned(s, { kind: 'arrange' }, [pawn('beta')])
    s = withPlanned(s, { kind: 'rest' }, [pawn('gamma')])
    expect(s.plan.map((a) => a.rolls)).toEqual([false, false, false])
    const g = s.characters.gamma
    if (g) g.wounds = 2
    const r = resolvePlan(s)
    expect([r.s.morale, r.s.characters.alpha?.determination, r.s.characters.beta?.determination, r.s.characters.gamma?.wounds]).toEqual([2, 2, 2, 1])
  })
})

describe('neutral pawns and resolution (I-ACT-32…I-ACT-35), rulesA', () => {
  it('I-ACT-32 an Item\'s pawn comes back every round; a single-use pawn goes once used, a this-round pawn at the end of the phase', () => {
    let s: IslandState = { ...newGame(2, 1), inventions: { board: newGame(2, 1).inventions.board.filter((i) => i !== 'inv-map'), built: ['inv-map'], future: [] } }
    const r = effectsOn(content(), s, [{ op: 'pawn', actions: ['explore'], uses: 'once' }, { op: 'pawn', actions: ['build'], uses: 'once' }, { op: 'pawn', actions: ['gather'], uses: 'round' }], { phase: 'action', source: 'card' })
    s = r.s
    const sources = neutralPawns(content(), s).map((p) => [p.source, p.uses])
    expect(sources).toEqual([['item:inv-map:0', 'item'], ['card#0', 'once'], ['card#1', 'once'], ['card#2', 'round']])
    s = withPlanned(s, { kind: 'explore', space: 's11' }, [pawn('alpha'), { kind: 'neutral', source: 'item:inv-map:0' }])
    s = withPlanned(s, { kind: 'explore', space: 's10' }, [pawn('beta'), { kind: 'neutral', source: 'card#0' }])
    const after = runOn(s)
    endOfAction(after)
    expect(neutralPawns(content(), after.s).map((p) => p.source)).toEqual(['item:inv-map:0', 'card#1'])
  })

  it('I-ACT-33 actions resolve by type in the board\'s order — Threat, Hunt, Build, Gather, Explore, Arrange Camp, Rest — whatever the planning order', () => {
    let s = placeTile(withStock(hunting(newGame(4, 1), ['beast-0']), { wood: 1 }), 's11', 'tile-1')
    s = withPlanned(s, { kind: 'rest' }, [pawn('delta')])
    s = withPlanned(s, { kind: 'arrange' }, [pawn('beta')])
    s = withPlanned(s, { kind: 'explore', space: 's10' }, [pawn('alpha')])
    s = withPlanned(s, { kind: 'gather', space: 's11', source: 'food' }, [pawn('gamma')])
    s = withPlanned(s, { kind: 'build', build: 'weapons', pay: 'wood' }, [pawn('delta')])
    s = withPlanned(s, { kind: 'hunt' }, [pawn('alpha'), pawn('beta')])
    s = withPlanned(s, { kind: 'threat', slot: 'right' }, [pawn('gamma')])
    s = forceRoll(forceRoll(forceRoll(s, 'build', 'blank', 'success', 'blank'), 'gather', 'blank', 'success', 'blank'), 'explore', 'blank', 'success', 'blank')
    const r = runOn(s)
    r.s.pending = null
    const { inResolutionOrder, resolveNext } = resolutionFns
    r.s.plan = inResolutionOrder(r.s.plan)
    const order: string[] = []
    while (resolveNext(r) === 'more') { order.push(r.s.plan[r.s.resolveIndex - 1]?.target.kind ?? ''); drain(r); if (waitsForChoice(r.s)) chooseIn(r, 0) }
    expect(order).toEqual(['threat', 'hunt', 'build', 'gather', 'explore', 'arrange', 'rest'])
  })

  it('I-ACT-34 within one type the group sets the order (§25.5: the order of planning, which the group may change before committing): the builds resolve in that order', () => {
    const base = withStock({ ...newGame(2, 1), shelter: { built: true, round: 0 } }, { wood: 4 })
    const roofFirst = withPlanned(withPlanned(base, { kind: 'build', build: 'roof', pay: 'wood' }, [pawn('alpha'), pawn('alpha')]), { kind: 'build', build: 'weapons', pay: 'wood' }, [pawn('beta'), pawn('beta')])
    const weaponsFirst = withPlanned(withPlanned(base, { kind: 'build', build: 'weapons', pay: 'wood' }, [pawn('beta'), pawn('beta')]), { kind: 'build', build: 'roof', pay: 'wood' }, [pawn('alpha'), pawn('alpha')])
    const resolved = (s: IslandState): unknown[] => resolvePlan(s).events.filter((e) => e.type === 'actionResolved').map((e) => e.target)
    const roof = { kind: 'build', build: 'roof', pay: 'wood' }
    const weapons = { kind: 'build', build: 'weapons', pay: 'wood' }
    expect(resolved(roofFirst)).toEqual([roof, weapons])
    expect(resolved(weaponsFirst)).toEqual([weapons, roof])
  })

  it('I-ACT-35 after resolution the pawns are back with their owners: the next planning offers each castaway two pawns again', () => {
    let s = withStock(newGame(2, 1), { food: 4 })
    for (const id of ['alpha', 'alpha', 'beta', 'beta']) s = play(s, { type: 'plan', target: { kind: 'rest' }, pawns: [pawn(id)] })
    expect(unplacedCharacterPawns(content(), s)).toBe(0)
    s = play(s, { type: 'commitPlan' })
    while (s.pending?.kind === 'camp' || s.pending?.kind === 'choice') s = play(s, s.pending.kind === 'camp' ? { type: 'stayCamp' } : { type: 'choose', option: 0 })
    expect([s.position.round, s.pending?.kind, s.plan]).toEqual([2, 'plan', []])
    expect(unplacedCharacterPawns(content(), s)).toBe(4)
  })
})

describe('threats, Hunts, builds and inventions (I-ACT-41…I-ACT-54), rulesA', () => {
  it('I-ACT-41 a Threat action: the resolver alone takes the reward; the card and its resources are discarded, its threat effect never fires', () => {
    let s = withStock(newGame(2, 1), { wood: 2 })
    s = { ...s, threat: { left: 'ev-09', right: s.threat.right }, decks: { ...s.decks, event: s.decks.event.filter((id) => id !== 'ev-09') }, removed: s.removed.filter((id) => id !== 'ev-09') }
    s = withPlanned(s, { kind: 'threat', slot: 'left' }, [pawn('beta'), pawn('alpha')])
    const r = resolvePlan(s)
    expect([r.s.characters.beta?.determination, r.s.characters.alpha?.determination]).toEqual([1, 0])
    expect([r.s.threat.left, r.s.available.wood, r.s.removed.includes('ev-09')]).toEqual([null, 1, true])
    expect(r.events.filter((e) => e.type === 'determination')).toHaveLength(1)
  })

  it('I-ACT-44 I-BEAST-09 I-BEAST-03 a Hunt fights the top Hunting card by its printed values; food and fur go to Future; the card leaves the game', () => {
    let s = hunting({ ...newGame(2, 1), tracks: { roof: 0, palisade: 0, weapons: 1 } }, ['beast-1', 'beast-0'])
    s = withPlanned(s, { kind: 'hunt' }, [pawn('alpha'), pawn('beta')])
    const r = resolvePlan(s)
    // beast-1: strength 2, Weapons loss 1, food 2, fur 1 — against Weapons 1.
    expect([r.s.characters.alpha?.wounds, r.s.characters.beta?.wounds, r.s.tracks.weapons]).toEqual([1, 0, 0])
    expect([r.s.future.food, r.s.future.fur, r.s.available.fur]).toEqual([2, 1, 0])
    expect([r.s.decks.hunting, r.s.removed.includes('beast-1')]).toEqual([['beast-0'], true])
  })

  it('I-BEAST-03 a Beast card\'s extra effects apply after the fight (a Palisade loss, Discovery tokens)', () => {
    const c = contentWith([{ deck: 'beast', id: 'beast-ra', title: 'card.beast-0', strength: 0, weaponLoss: 0, food: 1, fur: 0, extra: [{ op: 'track', track: 'palisade', amount: -1 }, { op: 'discovery', amount: 1 }] }])
    const s0 = { ...newGame(2, 1), tracks: { roof: 0, palisade: 2, weapons: 0 } }
    const s = { ...s0, decks: { ...s0.decks, hunting: ['beast-ra'] } }
    const r = effectsOn(c, withPlanned(s, { kind: 'hunt' }, [pawn('alpha'), pawn('beta')]), [], { phase: 'action' })
    while (resolutionFns.resolveNext(r) === 'more') drain(r)
    expect([r.s.tracks.palisade, r.s.future.food, r.s.discovery.future.length]).toEqual([1, 1, 1])
  })

  it('I-ACT-46 a Build raises Roof, Palisade or Weapons by exactly 1 (two pawns never make it 2)', () => {
    let s = withStock({ ...newGame(3, 1), shelter: { built: true, round: 0 } }, { wood: 7 })
    s = withPlanned(s, { kind: 'build', build: 'roof', pay: 'wood' }, [pawn('alpha'), pawn('alpha')])
    s = withPlanned(s, { kind: 'build', build: 'palisade', pay: 'wood' }, [pawn('beta'), pawn('beta')])
    s = withPlanned(s, { kind: 'build', build: 'weapons', pay: 'wood' }, [pawn('gamma'), pawn('gamma')])
    const r = resolvePlan(s)
    expect(r.s.tracks).toEqual({ roof: 1, palisade: 1, weapons: 1 })
    expect(r.s.available.wood).toBe(0)
  })

  it('I-ACT-54 a built invention waits in Future and becomes an Item (its effect applied) only at the end of the Action phase', () => {
    let s = placeTile(newGame(2, 1), 's11', 'tile-2')
    s = withPlanned(s, { kind: 'invent', invention: 'inv-knife' }, [pawn('alpha'), pawn('alpha')])
    const r = resolvePlan(s)
    expect([r.s.inventions.future, r.s.inventions.built, r.s.tracks.weapons]).toEqual([['inv-knife'], [], 0])
    endOfAction(r)
    drain(r)
    expect([r.s.inventions.future, r.s.inventions.built, r.s.tracks.weapons]).toEqual([[], ['inv-knife'], 1])
  })
})

describe('dice (I-DICE), rulesA', () => {
  it('I-DICE-09 the Reroll token on an action space makes the first such action reroll a success once', () => {
    let s = withStock({ ...newGame(2, 1), spaceTokens: { 'action:build': ['reroll'] } }, { wood: 1 })
    s = withPlanned(s, { kind: 'build', build: 'weapons', pay: 'wood' }, [pawn('alpha')])
    expect(s.plan[0]?.carries).toEqual(['reroll'])
    s = forceRoll(s, 'build', 'blank', 'success', 'blank', [successFace('build', 'fail')])
    const r = resolvePlan(s)
    expect([r.s.tracks.weapons, r.s.characters.alpha?.determination, r.s.spaceTokens['action:build']]).toEqual([0, 2, []])
  })

  it('I-DICE-12 the weather dice are rolled once for the group, whatever the number of castaways; their result reaches each one in camp', () => {
    const rolled = (players: number) => {
      const s = { ...newGame(players, 1), position: { round: 4, phase: 'weather' as const, step: null, over: false } }
      const r = runOn({ ...s, rng: injectPicks(s.rng, [2, 5, 5, 5]) })
      weatherPhase(r)
      return { left: r.s.rng.injected.length, wounds: r.s.seats.map((id) => r.s.characters[id]?.wounds) }
    }
    // Two rain clouds over no Roof with 1 food and 1 wood: 2 units missing, 2 wounds for each castaway.
    expect(rolled(1)).toEqual({ left: 3, wounds: [2] })
    expect(rolled(4)).toEqual({ left: 3, wounds: [2, 2, 2, 2] })
  })
})

describe('beasts (I-BEAST), rulesA', () => {
  it('I-BEAST-02 a beast tile explored puts the top Beast card unseen into the Hunting deck, which is then shuffled', () => {
    const orders = new Set<string>()
    for (let seed = 1; seed <= 8; seed++) {
      const s = hunting(newGame(2, seed), ['beast-6', 'beast-7'])
      const top = s.decks.beast[0] ?? ''
      const r = effectsOn(content(), s, [{ op: 'beast' }], { phase: 'action' })
      expect([...r.s.decks.hunting].sort()).toEqual([top, 'beast-6', 'beast-7'].sort())
      expect(r.s.decks.beast).toEqual(s.decks.beast.slice(1))
      orders.add(r.s.decks.hunting.map((b) => (b === top ? 'new' : b)).join())
    }
    expect(orders.size).toBeGreaterThan(1)
  })

  it('I-BEAST-10 the Hunting deck is changed by abilities (a look at its top card, sent to the bottom) and by events (a beast added)', () => {
    const s = hunting(newGame(2, 1), ['beast-2', 'beast-3', 'beast-4'])
    const peek = effectsOn(content(), s, [{ op: 'peekHunting' }], { phase: 'action', resolver: 'alpha' })
    expect(peek.s.pending).toMatchObject({ kind: 'choice', prompt: 'hunting-top' })
    chooseIn(peek, 1)
    expect(peek.s.decks.hunting).toEqual(['beast-3', 'beast-4', 'beast-2'])
    const ev = effectsOn(content(), s, cardOf(content(), 'ev-11', 'event')?.event ?? [], { phase: 'event' })
    expect(ev.s.decks.hunting).toHaveLength(4)
  })

  it('I-BEAST-11 I-2P-14 the companion killed during the Hunt he resolves: its food and fur are still gained, and the game goes on', () => {
    let s = hunting(newGame(1, 1), ['beast-4'])
    const helper = s.characters.helper
    const length = content().characters.helper?.woundTrack?.length ?? 0
    if (helper) helper.wounds = length - 1
    s = withPlanned(s, { kind: 'hunt' }, [pawn('helper'), { kind: 'dog' }])
    const r = resolvePlan(s)
    expect([r.s.characters.helper?.dead, r.s.outcome]).toEqual([true, null])
    expect([r.s.future.food, r.s.future.fur]).toEqual([2, 0])
  })
})
