import { describe, expect, it } from 'vitest'
import { cloneJson } from '../../../engine/json-clone'
import { loadCinderCay } from '../../../content/island/__tests__/cinder-cay-pack'
import { completeInvention, drain, type Run } from '../effects-run'
import { endOfAction } from '../end-of-action'
import { moralePhase } from '../morale-production'
import { eatStep, moveCamp } from '../night-phase'
import { neutralPawns } from '../pawns-available'
import { planAction } from '../planning'
import type { IslandState } from '../types'
import { chooseOn, gameOn, runEffects, tryOn, withCards, withTile } from './content-with'
import { content, newGame, pawn, runOn } from './play'
import { setTile } from '../lists'

const cinder = loadCinderCay()
const cinderGame = (players = 2, seed = 1): IslandState => gameOn(cinder, 'packet-boat', ['shipwright', 'steward', 'cartographer', 'marine'].slice(0, players), seed)
const planned = (s: IslandState, invention: string, who: string): string => {
  const a = planAction(content(), s, { kind: 'invent', invention }, [pawn(who), pawn(who)])
  return 'code' in a ? a.code : 'planned'
}

describe('building inventions (I-INV §15.1)', () => {
  it('I-INV-01 inventions on the board and on the scenario sheet are anyone\'s to build, a personal one its owner\'s; effects add more', () => {
    const s = newGame(2, 1)
    s.available.wood = 3
    // inv-map: on the board (needs the beach of the start tile); inv-signal: the scenario's; inv-alpha: alpha's own.
    expect([planned(s, 'inv-map', 'beta'), planned(s, 'inv-signal', 'beta'), planned(s, 'inv-alpha', 'alpha'), planned(s, 'inv-alpha', 'beta')]).toEqual(['planned', 'planned', 'planned', 'I-ACT-31'])
    const more = runEffects(content(), s, [{ op: 'invention', draw: 1, keep: 1 }], { phase: 'event' }).s
    expect(more.inventions.board.length).toBe(s.inventions.board.length + 1)
  })

  it('I-INV-06 a scenario invention is never flipped back by an effect', () => {
    const s = newGame(2, 1)
    s.inventions.board = s.inventions.board.filter((id) => id !== 'inv-signal' && id !== 'inv-map')
    s.inventions.built = ['inv-signal']
    expect(runEffects(content(), s, [{ op: 'flipItem' }], { phase: 'event' }).s.inventions.built).toEqual(['inv-signal'])
    s.inventions.built = ['inv-signal', 'inv-map']
    // The only other Item is flipped without asking.
    expect(runEffects(content(), s, [{ op: 'flipItem' }], { phase: 'event' }).s.inventions.built).toEqual(['inv-signal'])
  })

  it('I-INV-10 an Item discarded from the board is shuffled back into the Invention deck (A New Idea\'s rejects keep their own pile)', () => {
    const s = newGame(2, 1)
    s.inventions.board = s.inventions.board.filter((id) => id !== 'inv-map')
    s.inventions.built = ['inv-map']
    const r = runEffects(content(), s, [{ op: 'discardItem' }], { phase: 'event' })
    expect([r.s.inventions.built, r.s.decks.invention.includes('inv-map'), r.s.inventions.board.includes('inv-map'), r.s.decks.newIdeaDiscard]).toEqual([[], true, false, []])
  })
})

describe('Items, Treasures and Starting Equipment (I-INV §15.2)', () => {
  it('I-INV-15 Starting Equipment gained later is drawn from the unused pool into Future, usable from the end of the Action phase', () => {
    const s = cinderGame()
    const pool = [...s.decks.equipment]
    const r = runEffects(cinder, s, [{ op: 'equipment' }], { phase: 'action', resolver: 'shipwright' })
    const [card] = r.s.equipmentFuture
    expect([pool.includes(card ?? ''), r.s.decks.equipment.length, tryOn(cinder, { ...r.s, pending: { kind: 'plan' } }, { type: 'equipment', card: card ?? '' })]).toEqual([true, pool.length - 1, 'I-INV-14'])
    endOfAction(r)
    expect(r.s.equipment.find((e) => e.id === card)).toMatchObject({ uses: 2 })
  })

  it('I-INV-16 Q-07 an Item granting a neutral pawn gives it every round, for its action type only', () => {
    const s = withTile(newGame(2, 1), 's11', 'tile-5')
    s.inventions.built = ['inv-map']
    const [p] = neutralPawns(content(), s)
    expect(p).toMatchObject({ actions: ['explore'], uses: 'item' })
    const helper = { kind: 'neutral' as const, source: p?.source ?? '' }
    const gather = planAction(content(), s, { kind: 'gather', space: 's11', source: 'wood' }, [pawn('alpha'), helper])
    expect('code' in gather ? gather.code : 'planned').toBe('I-ACT-31')
    const r = runOn(s)
    endOfAction(r)
    expect(neutralPawns(content(), r.s)).toEqual([p])
  })

  it('I-INV-17 Diary- and Drum-like Items give their bonus in each Morale phase, and they stack', () => {
    const c = withCards(content(), [{ deck: 'invention', id: 'inv-journal', title: 'card.inv-journal', placement: 'deck', requires: {}, onBuild: [], passive: [{ op: 'moralePhase', determination: 1 }] }])
    const s = newGame(2, 1)
    const bare: Run = { content: c, s: cloneJson(s), events: [] }
    moralePhase(bare)
    const both: Run = { content: c, s: cloneJson(s), events: [] }
    both.s.inventions.built = ['inv-drum', 'inv-journal']
    moralePhase(both)
    // Morale 0 → +1 (drum); the First Player gains the journal's 1 and then Morale's +1.
    expect([bare.s.morale, bare.s.characters.alpha?.determination, both.s.morale, both.s.characters.alpha?.determination]).toEqual([0, 0, 1, 2])
  })

  it('I-INV-18 other Inventions give one-off bonuses when they become Items: levels, preserved food, an Extra food token', () => {
    const r = runOn(newGame(2, 1))
    r.s.pending = null
    r.s.shelter = { built: true, round: 1 }
    for (const id of ['inv-dam', 'inv-bricks']) completeInvention(r, id, { phase: 'cleanup', resolver: null, source: null, here: null })
    drain(r)
    expect([r.s.available.preserved, r.s.tracks.palisade]).toEqual([2, 1])
    const g = cinderGame()
    const cr: Run = { content: cinder, s: cloneJson(g), events: [] }
    cr.s.pending = null
    completeInvention(cr, 'corral', { phase: 'cleanup', resolver: null, source: null, here: null })
    drain(cr)
    expect(cr.s.island[cr.s.camp]?.tokens).toContain('extra-food')
  })

  it('I-INV-19 a prerequisite Item must be built first: the Bow needs the Knife', () => {
    const s = newGame(2, 1)
    s.inventions.board = [...s.inventions.board, 'inv-bow']
    s.decks.invention = s.decks.invention.filter((id) => id !== 'inv-bow')
    expect(planned(s, 'inv-bow', 'alpha')).toBe('I-ACT-05')
    s.inventions.built = ['inv-knife']
    s.inventions.board = s.inventions.board.filter((id) => id !== 'inv-knife')
    expect(planned(s, 'inv-bow', 'alpha')).toBe('planned')
  })
})

describe('Item and Starting Equipment clarifications (I-INV §15.3)', () => {
  it('I-INV-C06 Medicine spares the penalties that name it, and is never used up', () => {
    const s = cinderGame()
    const card = cinder.cards['adventure-x14']
    const effects = card?.deck === 'adventure' ? card.effects : []
    const without = runEffects(cinder, s, effects, { phase: 'action', resolver: 'shipwright' })
    s.inventions.built = ['medicine']
    const once = runEffects(cinder, s, effects, { phase: 'action', resolver: 'shipwright' })
    const twice = runEffects(cinder, once.s, effects, { phase: 'action', resolver: 'shipwright' })
    expect([without.s.characters.shipwright?.wounds, twice.s.characters.shipwright?.wounds, twice.s.inventions.built]).toEqual([1, 0, ['medicine']])
  })

  it('I-INV-C07 the Pot: once each Night, 1 food heals 1 wound of one character', () => {
    const s = cinderGame()
    s.inventions.built = ['pot']
    s.available.food = 2
    const hurt = s.characters.steward
    if (hurt) hurt.wounds = 3
    s.pending = { kind: 'plan' }
    expect(tryOn(cinder, s, { type: 'equipment', card: 'pot' })).toBe('I-INV-C07')
    s.position = { ...s.position, phase: 'night', step: 'camp' }
    s.pending = { kind: 'camp', options: [], forced: false }
    const used = tryOn(cinder, s, { type: 'equipment', card: 'pot' })
    if (typeof used === 'string') throw new Error(used)
    expect(used.pending).toMatchObject({ kind: 'choice', prompt: 'choose-character' })
    const healed = tryOn(cinder, used, { type: 'choose', option: 1 })
    if (typeof healed === 'string') throw new Error(healed)
    expect([healed.available.food, healed.characters.steward?.wounds]).toEqual([1, 2])
    expect(tryOn(cinder, healed, { type: 'equipment', card: 'pot' })).toBe('I-INV-11')
  })

  it('I-INV-C12 Nails & Hammer: each marker spent gives a brown neutral pawn for a Build only; both may be spent in one round', () => {
    let s = newGame(2, 1)
    s.equipment = [{ id: 'eq-3', uses: 2 }]
    s.decks.equipment = s.decks.equipment.filter((id) => id !== 'eq-3')
    for (let i = 0; i < 2; i++) {
      const next = tryOn(content(), s, { type: 'equipment', card: 'eq-3' })
      if (typeof next === 'string') throw new Error(next)
      s = next
    }
    expect(neutralPawns(content(), s).map((p) => p.actions)).toEqual([['build'], ['build']])
    s = withTile(s, 's11', 'tile-5')
    const gather = planAction(content(), s, { kind: 'gather', space: 's11', source: 'wood' }, [pawn('alpha'), { kind: 'neutral', source: neutralPawns(content(), s)[0]?.source ?? '' }])
    expect('code' in gather ? gather.code : 'planned').toBe('I-ACT-31')
  })

  it('I-INV-C13 Pipe & Tobacco: a use gives 2 Determination at once', () => {
    const s = newGame(2, 1)
    s.equipment = [{ id: 'eq-1', uses: 2 }]
    const used = tryOn(content(), s, { type: 'equipment', card: 'eq-1' })
    if (typeof used === 'string') throw new Error(used)
    expect([used.characters.alpha?.determination, used.equipment]).toEqual([2, [{ id: 'eq-1', uses: 1 }]])
  })

  it('I-INV-C15 Biscuits: the food they hold is never eaten unless the group uses them', () => {
    const s = cinderGame()
    s.equipment = [{ id: 'equipment-hardtack-tin', uses: 2 }]
    s.available.food = 0
    s.available.preserved = 0
    s.position = { ...s.position, phase: 'night', step: 'eat' }
    const r: Run = { content: cinder, s: cloneJson(s), events: [] }
    r.s.pending = null
    eatStep(r)
    drain(r)
    expect([r.s.equipment, r.s.characters.shipwright?.wounds, r.s.characters.steward?.wounds]).toEqual([[{ id: 'equipment-hardtack-tin', uses: 2 }], 2, 2])
  })

  it('I-INV-C17 an Invention the scenario leaves out is never on the board nor drawn by any effect', () => {
    const c = withCards(content(), [], { inventionsOut: ['inv-cellar', 'inv-bed'] })
    const s = gameOn(c, 'test-rescue', ['alpha', 'beta'], 1)
    const inPlay = [...s.inventions.board, ...s.decks.invention]
    expect([inPlay.includes('inv-cellar'), inPlay.includes('inv-bed'), s.removed.includes('inv-cellar')]).toEqual([false, false, true])
    const drawn = runEffects(c, s, [{ op: 'invention', draw: 20, keep: 20 }], { phase: 'event' }).s
    expect(drawn.inventions.board.includes('inv-cellar')).toBe(false)
  })
})

describe('Corral (I-INV-C09)', () => {
  it('I-INV-C09 Q-10 Corral: a food source on a tile next to the camp is covered, an Extra food token goes on the camp tile and follows the camp', () => {
    const corral = { deck: 'invention', id: 'inv-corral', title: 'card.inv-corral', placement: 'deck', requires: {}, onBuild: [{ op: 'exhaust', source: 'food', at: 'adjacent' }, { op: 'token', token: 'extra-food', at: { area: 'camp' } }], passive: [{ op: 'campToken', token: 'extra-food' }] }
    const c = withCards(content(), [corral])
    const s = withTile(withTile(gameOn(c, 'test-rescue', ['alpha', 'beta'], 1), 's11', 'tile-5'), 's02', 'tile-11')
    const r: Run = { content: c, s: cloneJson(s), events: [] }
    r.s.pending = null
    completeInvention(r, 'inv-corral', { phase: 'cleanup', resolver: null, source: null, here: null })
    drain(r)
    // Two tiles next to the camp have food: the group picks; never the camp tile itself.
    expect(r.s.pending).toMatchObject({ kind: 'choice', prompt: 'choose-tile', options: [{ label: 's02' }, { label: 's11' }] })
    chooseOn(r, 1)
    expect([r.s.island.s11?.exhausted, r.s.island.s01?.exhausted, r.s.island.s01?.tokens]).toEqual([['food'], [], ['extra-food']])
    moveCamp(c, r.s, 's11')
    expect([r.s.island.s01?.tokens, r.s.island.s11?.tokens]).toEqual([[], ['extra-food']])
    // Onto a tile that already has one, the moving token is discarded.
    const s02 = r.s.island.s02
    if (s02) setTile(r.s, 's02', { ...s02, tokens: [...s02.tokens, 'extra-food'] })
    const s11 = r.s.island.s11
    if (s11) setTile(r.s, 's11', { ...s11, tokens: [...s11.tokens, 'time'] })
    moveCamp(c, r.s, 's02')
    expect([r.s.island.s11?.tokens, r.s.island.s02?.tokens]).toEqual([['time'], ['extra-food']])
  })
})

describe('Catastrophe (I-EVENT-C03)', () => {
  it('I-EVENT-C03 every built Item waits in Future until the end of the Action phase; its threat discards an Item into the Invention deck', () => {
    const s = newGame(2, 1)
    s.inventions.board = s.inventions.board.filter((id) => id !== 'inv-map' && id !== 'inv-knife')
    s.inventions.built = ['inv-map', 'inv-knife']
    s.tracks.weapons = 1
    const away = runEffects(content(), s, [{ op: 'itemsAway' }], { phase: 'event' })
    expect([away.s.inventions.built, neutralPawns(content(), away.s)]).toEqual([[], []])
    endOfAction(away)
    drain(away)
    // Back as they were: the Knife's one-shot Weapons +1 does not run again.
    expect([[...away.s.inventions.built].sort(), away.s.tracks.weapons]).toEqual([['inv-knife', 'inv-map'], 1])
    const threat = chooseOn(runEffects(content(), s, [{ op: 'discardItem' }], { phase: 'event' }), 0)
    expect([threat.s.inventions.built, threat.s.decks.invention.includes('inv-map')]).toEqual([['inv-knife'], true])
  })
})
