// The icon legend (spec §21): each icon does through the engine what it means. The legend itself
// (which term, word or field says each icon) is checked in content/island/__tests__/icons.spec.ts.
import { describe, expect, it } from 'vitest'
import { holds } from '../conditions'
import { drain } from '../effects-run'
import { revealStep } from '../event-phase'
import { hasShelter } from '../island-map'
import { productionPhase } from '../morale-production'
import { moveCamp, shelterStep } from '../night-phase'
import { freePawns } from '../pawns-available'
import { candidateTargets, planAction } from '../planning'
import { inResolutionOrder, resolveNext } from '../resolution'
import { weatherPhase } from '../weather-phase'
import { injectPicks } from '../../../engine/rng'
import { apply } from '../apply-command'
import { isRuleError } from '../../../engine/rule-error'
import type { IslandState, PawnRef, PlanTarget } from '../types'
import { content, newGame, pawn, play, resolvePlan, runOn, withPlanned } from './play'
import { ctx, effects, forceRoll, onBoard, placeTile, withAvailable, withBuilt, withSheet, wounds } from './arrange'
import { setTile } from '../lists'

const code = (s: IslandState, target: PlanTarget, pawns: PawnRef[]): string => {
  const a = planAction(content(), s, target, pawns)
  return 'code' in a ? a.code : 'ok'
}
/** The Weather phase of a round with the weather dice showing the given face indexes (rain, winter, animals in roll order). */
/** A new game with nothing in Available yet (round 1's Production already paid into it). */
const bare = (players: number): IslandState => withAvailable(newGame(players, 1), { wood: 0, food: 0, preserved: 0, fur: 0 })
const weather = (s: IslandState, round: number, faces: number[]): ReturnType<typeof runOn> => {
  const r = runOn({ ...s, position: { ...s.position, round }, rng: injectPicks(s.rng, faces) })
  weatherPhase(r)
  return r
}

describe('icons of the island (I-ICON-01, I-ICON-06, I-ICON-31)', () => {
  it('I-ICON-01 a wood or food source on the camp tile yields 1 of its resource; an exhausted one nothing', () => {
    const r = runOn(bare(2))
    productionPhase(r)
    expect([r.s.available.food, r.s.available.wood]).toEqual([1, 1])
    const camp = r.s.island[r.s.camp]
    if (camp) setTile(r.s, r.s.camp, { ...camp, exhausted: ['wood'] })
    productionPhase(r)
    expect([r.s.available.food, r.s.available.wood]).toEqual([2, 1])
  })

  it('I-ICON-06 a terrain shown by an explored tile makes the inventions that need it buildable', () => {
    const s = newGame(2, 1)
    expect([code(s, { kind: 'invent', invention: 'inv-knife' }, [pawn('alpha')]), holds(content(), s, { op: 'explored', terrain: 'mountains' })]).toEqual(['I-INV-03', false])
    const m = placeTile(s, 's11', 'tile-2')
    expect([code(m, { kind: 'invent', invention: 'inv-knife' }, [pawn('alpha')]), holds(content(), m, { op: 'explored', terrain: 'mountains' })]).toEqual(['ok', true])
  })

  it('I-ICON-31 a natural shelter on the camp tile shelters the night and carries a Roof without a built Shelter', () => {
    const open = runOn(newGame(2, 1))
    shelterStep(open)
    drain(open)
    expect(wounds(open.s)).toEqual({ alpha: 1, beta: 1, helper: 0 })
    let s = placeTile(newGame(2, 1), 's11', 'tile-5')
    s = { ...s, camp: 's11' }
    const sheltered = runOn(s)
    shelterStep(sheltered)
    drain(sheltered)
    expect([wounds(sheltered.s), hasShelter(content(), s)]).toEqual([{ alpha: 0, beta: 0, helper: 0 }, true])
    expect(effects(s, [{ op: 'track', track: 'roof', amount: 1 }], ctx('event')).s.tracks.roof).toBe(1)
  })
})

describe('icons of resources and tracks (I-ICON-02…I-ICON-03, I-ICON-07…I-ICON-09)', () => {
  it('I-ICON-02 wood, food, non-perishable food and fur are gained to Available, to Future during the Action phase, and lost', () => {
    const all = [{ op: 'gain', resource: 'wood', amount: 1 }, { op: 'gain', resource: 'food', amount: 2 }, { op: 'gain', resource: 'preserved', amount: 3 }, { op: 'gain', resource: 'fur', amount: 4 }] as const
    const out = effects(bare(2), [...all], ctx('event'))
    expect(out.s.available).toEqual({ wood: 1, food: 2, preserved: 3, fur: 4 })
    const act = effects(bare(2), [...all], ctx('action', 'alpha'))
    expect([act.s.available, act.s.future]).toEqual([{ wood: 0, food: 0, preserved: 0, fur: 0 }, { wood: 1, food: 2, preserved: 3, fur: 4 }])
    const lost = effects(out.s, [{ op: 'lose', resource: 'preserved', amount: 2 }, { op: 'lose', resource: 'fur', amount: 1 }], ctx('event'))
    expect(lost.s.available).toEqual({ wood: 1, food: 2, preserved: 1, fur: 3 })
  })

  it('I-ICON-03 a level above any printed track is simply higher: the tracks have no maximum', () => {
    const s = { ...newGame(2, 1), shelter: { built: true, round: 0 } }
    const r = effects(s, [{ op: 'track', track: 'weapons', amount: 10 }, { op: 'track', track: 'weapons', amount: 10 }, { op: 'track', track: 'roof', amount: 10 }, { op: 'track', track: 'roof', amount: 5 }], ctx('event'))
    expect(r.s.tracks).toEqual({ roof: 15, palisade: 0, weapons: 20 })
  })

  it('I-ICON-07 the camp icons: a Shelter build shelters the camp; Roof, Palisade and Weapons move by ±1', () => {
    const s = withAvailable(newGame(2, 1), { wood: 2 })
    const built = resolvePlan(withPlanned(s, { kind: 'build', build: 'shelter', pay: 'wood' }, [pawn('alpha'), pawn('alpha')]))
    expect([built.s.shelter.built, hasShelter(content(), built.s)]).toEqual([true, true])
    const up = effects(built.s, [{ op: 'track', track: 'roof', amount: 1 }, { op: 'track', track: 'palisade', amount: 1 }, { op: 'track', track: 'weapons', amount: 1 }], ctx('event'))
    expect(up.s.tracks).toEqual({ roof: 1, palisade: 1, weapons: 1 })
    const down = effects(up.s, [{ op: 'track', track: 'roof', amount: -1 }, { op: 'track', track: 'weapons', amount: -1 }], ctx('event'))
    expect(down.s.tracks).toEqual({ roof: 0, palisade: 1, weapons: 0 })
  })

  it('I-ICON-08 Morale up raises the shared Morale by 1, Morale down lowers it by 1', () => {
    const up = effects(newGame(2, 1), [{ op: 'morale', amount: 1 }], ctx('event'))
    const down = effects(newGame(2, 1), [{ op: 'morale', amount: -1 }, { op: 'morale', amount: -1 }], ctx('event'))
    expect([up.s.morale, down.s.morale]).toEqual([1, -2])
  })

  it('I-ICON-09 a wound icon moves the marker one space right, a heal icon one space back', () => {
    const hurt = effects(newGame(2, 1), [{ op: 'wound', who: 'resolver', amount: 1 }, { op: 'wound', who: 'resolver', amount: 1 }], ctx('event', 'beta'))
    expect(wounds(hurt.s)).toEqual({ alpha: 0, beta: 2, helper: 0 })
    const healed = effects(hurt.s, [{ op: 'heal', who: 'resolver', amount: 1 }], ctx('event', 'beta'))
    expect(healed.s.characters.beta?.wounds).toBe(1)
  })
})

describe('icons of pawns, actions and dice (I-ICON-04, I-ICON-05, I-ICON-10, I-ICON-11)', () => {
  it('I-ICON-04 a neutral pawn icon gives a pawn for its action only, and only as a helper', () => {
    let s = placeTile(withAvailable(newGame(2, 1), { wood: 1 }), 's11', 'tile-1')
    s = effects(s, [{ op: 'pawn', actions: ['build'], uses: 'round' }], ctx('event', null, null, 'eq-3')).s
    const neutral = freePawns(content(), s).find((p) => p.kind === 'neutral')
    if (neutral === undefined) throw new Error('no neutral pawn')
    expect(code(s, { kind: 'build', build: 'weapons', pay: 'wood' }, [pawn('alpha'), neutral])).toBe('ok')
    expect(code(s, { kind: 'gather', space: 's11', source: 'food' }, [pawn('alpha'), neutral])).not.toBe('ok')
    expect(code(s, { kind: 'build', build: 'weapons', pay: 'wood' }, [neutral])).toBe('I-ACT-31')
  })

  it('I-ICON-05 the six action kinds are all places to plan, resolved in the board order: build before gather, explore, arrange, rest', () => {
    let s = placeTile(withAvailable(newGame(2, 1), { wood: 1 }), 's11', 'tile-1')
    s = { ...s, decks: { ...s.decks, hunting: ['beast-0'], beast: s.decks.beast.filter((b) => b !== 'beast-0') } }
    const kinds = new Set(candidateTargets(content(), s).map((t) => t.target.kind))
    for (const k of ['hunt', 'build', 'gather', 'explore', 'arrange', 'rest'] as const) expect(kinds.has(k), k).toBe(true)
    const plan = [
      withPlanned(s, { kind: 'rest' }, [pawn('alpha')]).plan[0],
      withPlanned(s, { kind: 'explore', space: 's02' }, [pawn('beta')]).plan[0],
      withPlanned(s, { kind: 'gather', space: 's11', source: 'food' }, [pawn('alpha')]).plan[0],
      withPlanned(s, { kind: 'arrange' }, [pawn('alpha')]).plan[0],
      withPlanned(s, { kind: 'build', build: 'weapons', pay: 'wood' }, [pawn('beta')]).plan[0],
    ].flatMap((a) => (a ? [a] : []))
    expect(inResolutionOrder(plan).map((a) => a.target.kind)).toEqual(['build', 'gather', 'explore', 'arrange', 'rest'])
  })

  it('I-ICON-10 each rolling action rolls its own set of dice: a risky Gather the grey set, a risky Build the brown one', () => {
    let s = placeTile(withAvailable(newGame(2, 1), { wood: 1 }), 's11', 'tile-1')
    s = withPlanned(s, { kind: 'build', build: 'weapons', pay: 'wood' }, [pawn('alpha')])
    s = withPlanned(s, { kind: 'gather', space: 's11', source: 'food' }, [pawn('beta')])
    s = forceRoll(forceRoll(s, 'gather', 'blank', 'success', 'adventure'), 'build', 'blank', 'success', 'adventure')
    const topBuild = s.decks.adventure.build[0]
    const topGather = s.decks.adventure.gather[0]
    const r = resolvePlan(s)
    expect(r.events.filter((e) => e.type === 'actionRoll').map((e) => e.colour)).toEqual(['build', 'gather'])
    expect(r.events.filter((e) => e.type === 'adventure').map((e) => e.card)).toEqual([topBuild, topGather])
  })

  it('I-ICON-11 the action die faces: a wound wounds, a success succeeds, a failure pays 2 Determination, "?" draws an Adventure card', () => {
    const s = withPlanned(withAvailable(newGame(2, 1), { wood: 2 }), { kind: 'build', build: 'weapons', pay: 'wood' }, [pawn('alpha')])
    const good = resolvePlan(forceRoll(s, 'build', 'blank', 'success', 'blank'))
    expect([good.s.tracks.weapons, good.s.characters.alpha?.wounds, good.s.characters.alpha?.determination, good.events.some((e) => e.type === 'adventure')]).toEqual([1, 0, 0, false])
    const bad = resolvePlan(forceRoll(s, 'build', 'wound', 'fail', 'adventure'))
    expect([bad.s.tracks.weapons, bad.s.characters.alpha?.wounds, bad.s.characters.alpha?.determination, bad.events.some((e) => e.type === 'adventure')]).toEqual([0, 1, 2, true])
  })
})

describe('icons of the weather (I-ICON-12…I-ICON-14, I-ICON-20, I-ICON-28)', () => {
  it('I-ICON-12 the weather dice a round shows are the ones rolled: none in round 1, rain in 4, all three in 7', () => {
    const s = withAvailable(newGame(2, 1), { wood: 9, food: 9 })
    const dice = (round: number): unknown => weather(s, round, [3, 4, 3]).events.find((e) => e.type === 'weather')?.dice
    expect([dice(1), dice(4), dice(7)]).toEqual([undefined, ['rain'], ['rain', 'winter', 'animals']])
  })

  it('I-ICON-13 each rain cloud above the Roof costs 1 wood and 1 food; each snow cloud 1 wood, and counts against the Roof too', () => {
    const s = withAvailable(newGame(2, 1), { wood: 9, food: 9 })
    const twoRain = weather(s, 4, [2])
    expect([twoRain.s.available.wood, twoRain.s.available.food]).toEqual([7, 7])
    const rainSnow = weather(s, 7, [3, 1, 3])
    expect([rainSnow.s.available.wood, rainSnow.s.available.food]).toEqual([9 - 2 - 2, 9 - 2])
  })

  it('I-ICON-14 the hungry-animals faces: Palisade −1, discard 1 food, fight a beast of the die\'s strength', () => {
    const s = withAvailable({ ...newGame(2, 1), shelter: { built: true, round: 0 }, tracks: { roof: 9, palisade: 2, weapons: 1 } }, { wood: 9, food: 9 })
    const palisade = weather(s, 7, [3, 4, 1])
    const food = weather(s, 7, [3, 4, 0])
    const beast = weather(s, 7, [3, 4, 2])
    expect([palisade.s.tracks.palisade, food.s.available.food, beast.s.characters.alpha?.wounds]).toEqual([1, 8, 3 - 1])
  })

  it('I-ICON-20 the rain-cloud and snow-cloud tokens add a cloud each, the storm token lowers the Palisade', () => {
    const s = withAvailable(newGame(2, 1), { wood: 9, food: 9 })
    const tokens = runOn({ ...s, tracks: { roof: 0, palisade: 1, weapons: 0 }, shelter: { built: true, round: 0 }, spaceTokens: { weather: ['rain', 'snow', 'storm'] } })
    weatherPhase(tokens)
    // 1 rain + 1 snow cloud over Roof 0: 2 wood and 2 food, and 1 wood more to warm against the snow.
    expect([tokens.s.available.wood, tokens.s.available.food, tokens.s.tracks.palisade]).toEqual([9 - 3, 9 - 2, 0])
  })

  it('I-ICON-28 an ignore-cloud icon cancels one rain cloud in the next Weather phase', () => {
    const s = withAvailable(newGame(2, 1), { wood: 9, food: 9 })
    const ignored = effects(s, [{ op: 'ignoreCloud', cloud: 'rain' }], ctx('event')).s
    const r = weather(ignored, 4, [2])
    expect([r.s.available.wood, r.s.available.food]).toEqual([8, 8])
  })
})

describe('icons of cards, tokens and markers (I-ICON-15…I-ICON-19, I-ICON-21…I-ICON-27, I-ICON-29, I-ICON-30)', () => {
  it('I-ICON-15 the Mystery kinds: a treasure gives, a trap hurts, a creature fights', () => {
    const stacked = (card: string): IslandState => { const s = newGame(2, 1); return { ...s, decks: { ...s.decks, mystery: [card, ...s.decks.mystery.filter((m) => m !== card)] } } }
    const treasure = effects(stacked('mys-0'), [{ op: 'mystery', treasure: 1 }], ctx('event', 'alpha'))
    const trap = effects(stacked('mys-2'), [{ op: 'mystery', trap: 1 }], ctx('event', 'alpha'))
    const creature = effects(stacked('mys-3'), [{ op: 'mystery', creature: 1 }], ctx('event', 'alpha'))
    expect([treasure.s.available.preserved, trap.s.characters.alpha?.wounds, creature.s.characters.alpha?.wounds]).toEqual([1, 1, 3 + 1])
  })

  it('I-ICON-16 a special wound icon puts a Special Wound token on the named body part', () => {
    const r = effects(newGame(2, 1), [{ op: 'specialWound', who: 'resolver', part: 'arm' }, { op: 'specialWound', who: 'resolver', part: 'arm' }], ctx('event', 'alpha'))
    expect([r.s.characters.alpha?.specialWounds, r.s.characters.beta?.specialWounds]).toEqual([['arm', 'arm'], []])
  })

  it('I-ICON-17 a Determination icon gives Determination tokens; a negative one takes them', () => {
    const r = effects(newGame(2, 1), [{ op: 'determination', who: 'resolver', amount: 3 }, { op: 'determination', who: 'resolver', amount: -1 }], ctx('event', 'beta'))
    expect([r.s.characters.beta?.determination, r.s.characters.alpha?.determination]).toEqual([2, 0])
  })

  it('I-ICON-18 Extra food and Extra wood tokens on a tile add 1 of their resource to what it yields', () => {
    const s = bare(2)
    const r = effects(s, [{ op: 'token', token: 'extra-food', at: { area: 'camp' } }, { op: 'token', token: 'extra-wood', at: { area: 'camp' } }], ctx('event'))
    productionPhase(r)
    expect([r.s.available.food, r.s.available.wood]).toEqual([2, 2])
  })

  it('I-ICON-19 a Time-consuming token asks 1 more pawn; a Reroll token rerolls a success; Greater danger wounds the leader', () => {
    const s = withAvailable(newGame(3, 1), { wood: 3 })
    expect(code({ ...s, spaceTokens: { 'action:build': ['time'] } }, { kind: 'build', build: 'weapons', pay: 'wood' }, [pawn('alpha')])).toBe('I-ACT-26')
    const reroll = withPlanned({ ...s, spaceTokens: { 'action:build': ['reroll'] } }, { kind: 'build', build: 'weapons', pay: 'wood' }, [pawn('alpha')])
    const die = content().dice.action.find((d) => d.colour === 'build' && d.role === 'success')?.faces ?? []
    const r = resolvePlan({ ...reroll, rng: injectPicks(reroll.rng, [2, die.indexOf('success'), 2, die.indexOf('fail')]) })
    expect([r.s.tracks.weapons, r.s.characters.alpha?.determination, r.s.spaceTokens['action:build']]).toEqual([0, 2, []])
    let d = placeTile(newGame(2, 1), 's11', 'tile-1')
    const tile = d.island.s11
    if (tile) setTile(d, 's11', { ...tile, tokens: [...tile.tokens, 'danger'] })
    d = play(d, { type: 'plan', target: { kind: 'gather', space: 's11', source: 'food' }, pawns: [pawn('alpha'), pawn('alpha')] })
    d = play(d, { type: 'plan', target: { kind: 'rest' }, pawns: [pawn('beta')] })
    d = play(d, { type: 'plan', target: { kind: 'rest' }, pawns: [pawn('beta')] })
    const committed = apply(content(), d, { type: 'commitPlan' })
    expect(isRuleError(committed) ? committed.code : committed.events.find((e) => e.type === 'wound' && e.cause === 'greater-danger')).toMatchObject({ character: 'alpha', amount: 1 })
  })

  it('I-ICON-21 Number tokens mark tiles 1, 2, … in the order they are placed', () => {
    const s = placeTile(newGame(2, 1), 's11', 'tile-1')
    const r = effects(s, [{ op: 'numberToken' }], ctx('action', 'alpha', 's11'))
    const r2 = effects(r.s, [{ op: 'numberToken' }], ctx('event', null, 's01'))
    expect(r2.s.numberTokens).toEqual({ s11: 1, s01: 2 })
  })

  it('I-ICON-22 the camp token: where the camp is decides production and shelter; a forced move offers only adjacent explored tiles', () => {
    let s = placeTile(bare(2), 's11', 'tile-4')
    const forced = effects(s, [{ op: 'moveCamp' }], ctx('event'))
    expect(forced.s.pending).toEqual({ kind: 'camp', options: ['s11'], forced: true })
    s = { ...s }
    moveCamp(content(), s, 's11')
    const r = runOn(s)
    productionPhase(r)
    expect([s.camp, r.s.available.food, r.s.available.wood]).toEqual(['s11', 1, 1])
  })

  it('I-ICON-23 a totem icon on an explored tile triggers the scenario\'s next totem effect', () => {
    const c = withSheet({ totems: [[{ op: 'gain', resource: 'fur', amount: 2 }], [{ op: 'morale', amount: 1 }]] })
    let s = newGame(2, 1)
    s = { ...s, decks: { ...s.decks, tiles: ['tile-4', ...s.decks.tiles.filter((t) => t !== 'tile-4')] } }
    s = withPlanned(s, { kind: 'explore', space: 's11' }, [pawn('alpha'), pawn('alpha')])
    const r = runOn(s)
    r.content = c
    r.s.pending = null
    const run = resolveWith(r)
    expect([run.s.island.s11?.tile, run.s.totems, run.s.future.fur, run.s.morale]).toEqual(['tile-4', 1, 2, 0])
  })

  it('I-ICON-24 I-ICON-25 a book icon runs the scenario\'s book effect; an adventure icon puts that colour\'s Adventure token on its deck', () => {
    const c = withSheet({ book: [{ op: 'morale', amount: 1 }] })
    const book = runOn({ ...newGame(2, 1), decks: { ...newGame(2, 1).decks, event: ['ev-00'] } })
    book.content = c
    book.s.pending = null
    revealStep(book)
    drain(book)
    expect(book.s.morale).toBe(1)
    const adv = runOn({ ...newGame(2, 1), decks: { ...newGame(2, 1).decks, event: ['ev-01'] } })
    adv.content = c
    adv.s.pending = null
    revealStep(adv)
    drain(adv)
    expect([adv.s.morale, adv.s.spaceTokens['adventure:gather']]).toEqual([0, ['adventure']])
  })

  it('I-ICON-26 I-ICON-27 exploring a tile with the beast icon adds a beast to the Hunting deck and draws as many Discovery tokens as it shows', () => {
    const explore = (tile: string): IslandState => {
      let s = newGame(2, 1)
      s = { ...s, decks: { ...s.decks, tiles: [tile, ...s.decks.tiles.filter((t) => t !== tile)] } }
      return resolvePlan(withPlanned(s, { kind: 'explore', space: 's11' }, [pawn('alpha'), pawn('alpha')])).s
    }
    const beast = explore('tile-3')
    const found = explore('tile-2')
    expect([beast.decks.hunting.length, beast.discovery.future.length]).toEqual([1, 0])
    expect([found.decks.hunting.length, found.discovery.future.length]).toEqual([0, 2])
  })

  it('I-ICON-29 a Starting Equipment card is used as many times as its uses show, then it is gone', () => {
    let s = newGame(2, 1)
    s = { ...s, equipment: [{ id: 'eq-1', uses: 2 }], decks: { ...s.decks, equipment: [...s.decks.equipment, ...s.equipment.map((e) => e.id)].filter((e) => e !== 'eq-1') } }
    s = play(s, { type: 'equipment', card: 'eq-1' })
    expect(s.equipment.find((e) => e.id === 'eq-1')?.uses).toBe(1)
    s = play(s, { type: 'equipment', card: 'eq-1' })
    expect(s.equipment.find((e) => e.id === 'eq-1')).toBeUndefined()
    const third = apply(content(), s, { type: 'equipment', card: 'eq-1' })
    expect(isRuleError(third)).toBe(true)
  })

  it('I-ICON-30 an Item icon on an invention requires that Item built first', () => {
    const s = onBoard(newGame(2, 1), 'inv-bow')
    expect(code(s, { kind: 'invent', invention: 'inv-bow' }, [pawn('alpha')])).not.toBe('ok')
    expect(code(withBuilt(s, 'inv-knife'), { kind: 'invent', invention: 'inv-bow' }, [pawn('alpha')])).toBe('ok')
  })
})

/** Resolves the planned actions of a run with its own content. */
function resolveWith(r: ReturnType<typeof runOn>): ReturnType<typeof runOn> {
  r.s.plan = inResolutionOrder(r.s.plan)
  while (resolveNext(r) === 'more') drain(r)
  drain(r)
  return r
}
