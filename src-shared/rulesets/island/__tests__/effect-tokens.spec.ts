import { describe, expect, it } from 'vitest'
import { cloneJson } from '../../../engine/json-clone'
import { loadCinderCay } from '../../../content/island/__tests__/cinder-cay-pack'
import { drain, type Run } from '../effects-run'
import { endOfAction } from '../end-of-action'
import { moveCamp } from '../night-phase'
import { productionPhase } from '../morale-production'
import { neutralPawns } from '../pawns-available'
import { assignItems, planAction } from '../planning'
import type { IslandState } from '../types'
import { chooseOn, gameOn, planOn, resolveOn, runEffects, tryOn, withCards, withTile } from './content-with'
import { content, newGame, pawn } from './play'
import { setTile } from '../lists'

const cinder = loadCinderCay()
const CREW = ['shipwright', 'steward', 'cartographer', 'marine']
const cinderGame = (players = 2, seed = 1): IslandState => gameOn(cinder, 'packet-boat', CREW.slice(0, players), seed)

/** A Cinder Cay game with one Discovery token of this kind Available; returns the state and the token. */
function withToken(kind: string, s = cinderGame()): { s: IslandState; token: string } {
  const token = s.decks.discovery.find((t) => t.startsWith(`${kind}#`))
  if (token === undefined) throw new Error(`no ${kind} token`)
  s.decks.discovery = s.decks.discovery.filter((t) => t !== token)
  s.discovery.available = [...s.discovery.available, token]
  return { s, token }
}

const trade = (s: IslandState, token: string): IslandState | string => tryOn(cinder, s, { type: 'discovery', token })

describe('effect tokens (I-TOKEN §14.1–14.2)', () => {
  it('I-TOKEN-01 a token on an action space affects the next action of its type only and is then discarded; one on a tile stays', () => {
    const s = withTile(newGame(2, 1), 's11', 'tile-5')
    s.spaceTokens['action:explore'] = ['time']
    const s11 = s.island.s11
    if (s11) setTile(s, 's11', { ...s11, tokens: [...s11.tokens, 'time'] })
    // The Explore carrying the token needs 3 pawns for a sure result instead of 2.
    const short = planAction(content(), s, { kind: 'explore', space: 's00' }, [pawn('alpha'), pawn('alpha')])
    expect(short).toMatchObject({ rolls: true, carries: ['time'] })
    const planned = planOn(content(), s, { kind: 'explore', space: 's00' }, [pawn('alpha'), pawn('alpha'), pawn('beta')])
    const gather = planOn(content(), planned, { kind: 'gather', space: 's11', source: 'wood' }, [pawn('beta'), pawn('helper')])
    const r = resolveOn(content(), gather)
    expect([r.s.spaceTokens['action:explore'], r.s.island.s11?.tokens]).toEqual([[], ['time']])
  })

  it('I-TOKEN-02 the token goes with the first action of its type planned; others of that type this round ignore it', () => {
    const s = withTile(withTile(newGame(3, 1), 's11', 'tile-5'), 's00', 'tile-10')
    s.spaceTokens['action:gather'] = ['time']
    const first = planOn(content(), s, { kind: 'gather', space: 's11', source: 'wood' }, [pawn('alpha'), pawn('alpha'), pawn('beta')])
    const second = planAction(content(), first, { kind: 'gather', space: 's00', source: 'food' }, [pawn('gamma'), pawn('gamma')])
    expect([first.plan[0]?.carries, 'code' in second ? second.code : second.carries, 'code' in second ? true : second.rolls]).toEqual([['time'], [], false])
  })

  it('I-TOKEN-03 a token an Action-phase effect puts on an action space works only once that Action phase is over', () => {
    const s = newGame(2, 1)
    const r = runEffects(content(), s, [{ op: 'token', token: 'danger', at: { area: 'action', action: 'hunt' } }, { op: 'token', token: 'time', at: { area: 'action', action: 'gather' } }], { phase: 'action', resolver: 'alpha' })
    expect([r.s.spaceTokens['action:hunt'], r.s.spaceTokens['action:gather']]).toEqual([undefined, undefined])
    endOfAction(r)
    expect([r.s.spaceTokens['action:hunt'], r.s.spaceTokens['action:gather']]).toEqual([['danger'], ['time']])
    // Outside the Action phase it works at once.
    const ev = runEffects(content(), s, [{ op: 'token', token: 'danger', at: { area: 'action', action: 'hunt' } }], { phase: 'event' })
    expect(ev.s.spaceTokens['action:hunt']).toEqual(['danger'])
  })

  it('I-TOKEN-17 an Adventure token changes neither planning nor pawn counts', () => {
    const s = withTile(newGame(2, 1), 's11', 'tile-5')
    const target = { kind: 'gather' as const, space: 's11', source: 'wood' as const }
    const bare = planAction(content(), s, target, [pawn('alpha')])
    s.spaceTokens['adventure:gather'] = ['adventure']
    expect(planAction(content(), s, target, [pawn('alpha')])).toEqual(bare)
    expect(planAction(content(), s, target, [pawn('alpha'), pawn('alpha')])).toMatchObject({ rolls: false })
  })

  it('I-TOKEN-21 a Basket assigned to a Gather is taken for that action; another Gather this round cannot have it, the next round can', () => {
    const s = withTile(withTile(newGame(3, 1), 's11', 'tile-5'), 's00', 'tile-10')
    s.inventions.built = ['inv-basket']
    const a = planAction(content(), s, { kind: 'gather', space: 's11', source: 'wood' }, [pawn('alpha'), pawn('alpha')])
    if ('code' in a) throw new Error(a.code)
    const assigned = assignItems(content(), s, a, ['inv-basket'])
    if ('code' in assigned) throw new Error(assigned.code)
    const next = cloneJson(s)
    next.plan.push(assigned)
    const other = planAction(content(), next, { kind: 'gather', space: 's00', source: 'food' }, [pawn('beta'), pawn('beta')])
    if ('code' in other) throw new Error(other.code)
    expect(assignItems(content(), next, other, ['inv-basket'])).toMatchObject({ code: 'I-ACT-57' })
    const r = resolveOn(content(), next)
    endOfAction(r)
    const later = planAction(content(), r.s, { kind: 'gather', space: 's00', source: 'food' }, [pawn('beta'), pawn('beta')])
    if ('code' in later) throw new Error(later.code)
    expect(assignItems(content(), r.s, later, ['inv-basket'])).toMatchObject({ items: ['inv-basket'] })
  })

  it('I-TOKEN-22 the camp shows its Shelter side once the Shelter is built, for good (a camp move keeps it)', () => {
    const s = withTile(newGame(2, 1), 's11', 'tile-5')
    s.available.wood = 2
    s.ledger.gained.wood += 2
    expect(s.shelter).toEqual({ built: false, round: null })
    const r = resolveOn(content(), planOn(content(), s, { kind: 'build', build: 'shelter', pay: 'wood' }, [pawn('alpha'), pawn('alpha')]))
    expect(r.s.shelter).toEqual({ built: true, round: 1 })
    moveCamp(content(), r.s, 's11')
    expect([r.s.camp, r.s.shelter.built]).toEqual(['s11', true])
  })
})

describe('the Shortcut token (I-TOKEN-20)', () => {
  it('I-TOKEN-20 the Shortcut token marks its tile and, for the round, the source that produced; it goes when the camp moves', () => {
    const c = withCards(content(), [{ deck: 'invention', id: 'inv-trail', title: 'card.inv-trail', placement: 'deck', requires: {}, onBuild: [], passive: [{ op: 'shortcut' }] }])
    const s = withTile(gameOn(c, 'test-rescue', ['alpha', 'beta'], 1), 's11', 'tile-5')
    const s11 = s.island.s11
    if (s11) setTile(s, 's11', { ...s11, tokens: [...s11.tokens, 'shortcut', 'extra-food'] })
    s.inventions.built = ['inv-trail']
    s.decks.invention = s.decks.invention.filter((id) => id !== 'inv-trail')
    const r: Run = { content: c, s: cloneJson(s), events: [] }
    r.s.pending = null
    const food = r.s.available.food
    productionPhase(r)
    expect(r.s.pending).toMatchObject({ kind: 'choice', prompt: 'shortcut-source' })
    chooseOn(r, 1)
    // The camp tile's 1 food, and through the Shortcut the food source with its Extra food token: 2 more.
    // That source may not be gathered this round; the wood source may.
    expect(r.s.available.food - food).toBe(3)
    const banned = planAction(c, r.s, { kind: 'gather', space: 's11', source: 'food' }, [pawn('alpha'), pawn('alpha')])
    const open = planAction(c, r.s, { kind: 'gather', space: 's11', source: 'wood' }, [pawn('alpha'), pawn('alpha')])
    expect(['code' in banned ? banned.code : 'planned', 'code' in open ? open.code : 'planned']).toEqual(['I-TOKEN-20', 'planned'])
    const nextRound = cloneJson(r.s)
    nextRound.position = { ...nextRound.position, round: 2 }
    const again = planAction(c, nextRound, { kind: 'gather', space: 's11', source: 'food' }, [pawn('alpha'), pawn('alpha')])
    expect('code' in again ? again.code : 'planned').toBe('planned')
    moveCamp(c, r.s, 's11')
    drain(r)
    expect([r.s.island.s11?.tokens, r.s.inventions.built, r.s.inventions.board.includes('inv-trail')]).toEqual([['extra-food'], [], true])
  })
})

describe('Discovery tokens (I-TOKEN §14.3)', () => {
  it('I-TOKEN-D01 drawn face up into Future during the Action phase, Available from its end, and kept as long as wanted', () => {
    const s = cinderGame()
    const t = s.decks.discovery.find((x) => x.startsWith('tobacco#')) ?? ''
    s.decks.discovery = [t, ...s.decks.discovery.filter((x) => x !== t)]
    const r = runEffects(cinder, s, [{ op: 'discovery', amount: 1 }], { phase: 'action', resolver: 'shipwright' })
    expect([r.s.discovery.future, r.s.discovery.available]).toEqual([[t], []])
    endOfAction(r)
    drain(r)
    expect([r.s.discovery.future, r.s.discovery.available]).toEqual([[], [t]])
    // Kept across phases: nothing discards it.
    const later = runEffects(cinder, r.s, [], { phase: 'night' })
    expect(later.s.discovery.available).toEqual([t])
  })

  it('I-TOKEN-D05 I-TOKEN-D08 Candles: traded while planning for one brown neutral pawn, used once for a Build', () => {
    const { s, token } = withToken('candles')
    s.pending = { kind: 'choice', prompt: 'x', options: [] }
    expect(trade(s, token)).toBe('I-TOKEN-D05')
    s.pending = { kind: 'plan' }
    const traded = trade(s, token)
    if (typeof traded === 'string') throw new Error(traded)
    const [p] = neutralPawns(cinder, traded)
    expect(p).toMatchObject({ actions: ['build'], uses: 'once' })
    traded.available.wood = 4
    const planned = planOn(cinder, traded, { kind: 'build', build: 'weapons', pay: 'wood' }, [pawn('shipwright'), { kind: 'neutral', source: p?.source ?? '' }])
    const r = resolveOn(cinder, planned)
    endOfAction(r)
    expect(neutralPawns(cinder, r.s)).toEqual([])
  })

  it('I-TOKEN-D07 Fallen Tree: 1 wood to Available, traded at once when it reaches Available', () => {
    const s = cinderGame()
    const t = s.decks.discovery.find((x) => x.startsWith('fallen-tree#')) ?? ''
    s.decks.discovery = s.decks.discovery.filter((x) => x !== t)
    const r: Run = { content: cinder, s: cloneJson(s), events: [] }
    r.s.pending = null
    r.s.discovery.future = [t]
    const before = r.s.available.wood
    endOfAction(r)
    drain(r)
    expect([r.s.available.wood - before, r.s.discovery.available, r.s.removed.includes(t)]).toEqual([1, [], true])
  })

  it('I-TOKEN-D14 Nutritious Larvae: 2 food to Available, traded at once when it reaches Available', () => {
    const s = cinderGame()
    const t = s.decks.discovery.find((x) => x.startsWith('larvae#')) ?? ''
    s.decks.discovery = s.decks.discovery.filter((x) => x !== t)
    const r: Run = { content: cinder, s: cloneJson(s), events: [] }
    r.s.pending = null
    r.s.discovery.future = [t]
    const before = r.s.available.food
    endOfAction(r)
    drain(r)
    expect([r.s.available.food - before, r.s.discovery.available]).toEqual([2, []])
  })

  it('I-TOKEN-D10 Thorny Bushes: Palisade +1, only once the Shelter is built', () => {
    const { s, token } = withToken('thorny-bushes')
    expect(trade(s, token)).toBe('I-TOKEN-D02')
    s.shelter = { built: true, round: 1 }
    const traded = trade(s, token)
    if (typeof traded === 'string') throw new Error(traded)
    expect(traded.tracks.palisade).toBe(1)
  })

  it('I-TOKEN-D11 Herbs: Morale +1, only with the Pot', () => {
    const { s, token } = withToken('herbs')
    expect(trade(s, token)).toBe('I-TOKEN-D02')
    s.inventions.built = ['pot']
    const traded = trade(s, token)
    if (typeof traded === 'string') throw new Error(traded)
    expect(traded.morale).toBe(s.morale + 1)
  })

  it('I-TOKEN-D15 Tobacco: Morale +1, at any time', () => {
    const { s, token } = withToken('tobacco')
    s.position = { ...s.position, phase: 'weather', step: null }
    const traded = trade(s, token)
    if (typeof traded === 'string') throw new Error(traded)
    expect(traded.morale).toBe(s.morale + 1)
  })

  it('I-TOKEN-D16 Treasure: the First Player draws Mystery cards until a Treasure; outside the Action phase it is usable at once', () => {
    const { s, token } = withToken('treasure')
    s.position = { ...s.position, phase: 'weather', step: null }
    const traps = s.decks.mystery.filter((id) => cinder.cards[id]?.deck === 'mystery' && (cinder.cards[id] as { kind: string }).kind !== 'treasure')
    s.decks.mystery = [...traps.slice(0, 2), 'mystery-m04', ...s.decks.mystery.filter((id) => id !== 'mystery-m04' && !traps.slice(0, 2).includes(id))]
    const traded = trade(s, token)
    if (typeof traded === 'string') throw new Error(traded)
    // Two non-treasures set aside (not resolved, nobody hurt), the treasure's 2 preserved food Available at once.
    expect([traded.available.preserved - s.available.preserved, traded.characters.shipwright?.wounds, traded.decks.mystery.length]).toEqual([2, 0, s.decks.mystery.length - 1])
  })

  it('I-TOKEN-D17 Old Machete: Weapons +1', () => {
    const { s, token } = withToken('old-machete')
    const traded = trade(s, token)
    if (typeof traded === 'string') throw new Error(traded)
    expect(traded.tracks.weapons).toBe(s.tracks.weapons + 1)
  })

  it('I-TOKEN-D18 Poison: Weapons +2, only with the Pot', () => {
    const { s, token } = withToken('poison')
    expect(trade(s, token)).toBe('I-TOKEN-D02')
    s.inventions.built = ['pot']
    const traded = trade(s, token)
    if (typeof traded === 'string') throw new Error(traded)
    expect(traded.tracks.weapons).toBe(s.tracks.weapons + 2)
  })
})
