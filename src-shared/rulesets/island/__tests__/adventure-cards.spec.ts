// rulesA: the Adventure-card clarifications (§17.1, I-ACT-ADV*) — our own cards in the effect language
// (parsed with the pack schema), drawn through the engine's action dice.
import { describe, expect, it } from 'vitest'
import { faceIndex } from '../../../engine/dice'
import { injectPicks } from '../../../engine/rng'
import type { IslandContent } from '../../../content/island/content'
import type { AdventureKind } from '../../../content/island/vocabulary'
import { apply } from '../apply-command'
import { drain, type Run } from '../effects-run'
import { endOfAction } from '../end-of-action'
import { inResolutionOrder, resolveNext } from '../resolution'
import { run } from '../round'
import type { IslandState, PawnRef, PlanTarget } from '../types'
import { newGame, pawn, withPlanned } from './play'
import { planAction } from '../planning'
import { chooseIn, contentWith, withStock } from './with-content'

const card = (id: string, colour: AdventureKind, effects: unknown[], event?: unknown[]): Record<string, unknown> =>
  ({ deck: 'adventure', id, title: `card.adv-${colour}-1`, colour, effects, ...(event ? { eventTitle: `card.adv-${colour}-0.event`, event } : {}) })
/** Our cards for the clarifications; titles borrow the test pack's keys (the tests never show them). */
const CARDS = [
  card('adv-ra-surprise', 'gather', [{ op: 'equipment' }]),
  card('adv-ra-mushrooms', 'gather', [{ op: 'if', cond: { op: 'players', min: 3 }, then: [{ op: 'gain', resource: 'food', amount: 3 }], else: [{ op: 'if', cond: { op: 'players', min: 2 }, then: [{ op: 'gain', resource: 'food', amount: 2 }], else: [{ op: 'gain', resource: 'food', amount: 1 }] }] }]),
  card('adv-ra-diary', 'gather', [{ op: 'invention', draw: 1, keep: 1 }]),
  card('adv-ra-tired', 'build', [{ op: 'heal', who: 'resolver', amount: 2 }]),
  card('adv-ra-broken', 'build', [{ op: 'flipItem' }]),
  card('adv-ra-frost', 'build', [{ op: 'exhaust', source: 'food', at: 'nearest' }]),
  card('adv-ra-storm', 'explore', [{ op: 'intoEventDeck' }], [{ op: 'track', track: 'roof', amount: -1 }]),
  card('adv-ra-inspect', 'build', [{ op: 'markItems', count: 2 }, { op: 'intoEventDeck' }], [{ op: 'flipMarked' }]),
  card('adv-ra-fastwork', 'build', [{ op: 'extraAction', action: 'build' }]),
  card('adv-ra-gone', 'gather', [{ op: 'exhaustTile', at: 'extra-food' }]),
]
const withAdventures = (): IslandContent => contentWith(CARDS)

const rollFace = (c: IslandContent, colour: AdventureKind, role: string, f: string): number =>
  faceIndex({ id: 'x', faces: (c.dice.action.find((d) => d.colour === colour && d.role === role)?.faces ?? []).map((id) => ({ id })) }, f)
/** The next roll of this colour: no wound, success, "?". */
const adventureRoll = (c: IslandContent, s: IslandState, colour: AdventureKind): IslandState =>
  ({ ...s, rng: injectPicks(s.rng, [rollFace(c, colour, 'wound', 'blank'), rollFace(c, colour, 'success', 'success'), rollFace(c, colour, 'adventure', 'adventure')]) })
const onTop = (s: IslandState, colour: AdventureKind, ids: string[]): IslandState =>
  ({ ...s, decks: { ...s.decks, adventure: { ...s.decks.adventure, [colour]: [...ids, ...s.decks.adventure[colour].filter((x) => !ids.includes(x))] } } })
const place = (s: IslandState, space: string, tile: string): IslandState => ({
  ...s, island: { ...s.island, [space]: { tile, exhausted: [], tokens: [] } }, decks: { ...s.decks, tiles: s.decks.tiles.filter((t) => t !== tile) },
})
/** Resolves the plan on this content, effects included. */
function resolveOn(c: IslandContent, s: IslandState): Run {
  const r: Run = { content: c, s: { ...s, pending: null, plan: inResolutionOrder(s.plan) }, events: [] }
  while (resolveNext(r) === 'more') drain(r)
  drain(r)
  return r
}
/** One risky action that draws `id` (placed on top of its deck). */
function drawn(c: IslandContent, s0: IslandState, colour: AdventureKind, target: PlanTarget, pawns: PawnRef[], id: string): Run {
  const s = adventureRoll(c, withPlanned(onTop(s0, colour, [id]), target, pawns), colour)
  return resolveOn(c, s)
}
const gatherHere = (s: IslandState): { s: IslandState; target: PlanTarget } => ({ s: place(s, 's11', 'tile-1'), target: { kind: 'gather', space: 's11', source: 'food' } })

describe('Adventure-card clarifications (I-ACT-ADV), rulesA', () => {
  it('I-ACT-ADV01 a Starting Equipment card found in a Gather comes from the unused pool, waits in Future, and is usable from the end of the Action phase', () => {
    const c = withAdventures()
    const { s, target } = gatherHere(newGame(2, 1))
    const r = drawn(c, s, 'gather', target, [pawn('alpha')], 'adv-ra-surprise')
    const found = r.s.equipmentFuture[0] ?? ''
    expect([s.decks.equipment.includes(found), r.s.decks.equipment.includes(found), r.s.equipment.some((e) => e.id === found)]).toEqual([true, false, false])
    const refused = apply(c, { ...r.s, pending: { kind: 'plan' } }, { type: 'equipment', card: found })
    expect('code' in refused).toBe(true)
    endOfAction(r)
    expect(r.s.equipment.find((e) => e.id === found)?.uses).toBe(2)
  })

  it('I-ACT-ADV02 I-2P-04 a food amount per player never counts the companion: 2 food with 2 players and the companion', () => {
    const c = withAdventures()
    const two = gatherHere(newGame(2, 1))
    const three = gatherHere(newGame(3, 1))
    expect(drawn(c, two.s, 'gather', two.target, [pawn('alpha')], 'adv-ra-mushrooms').s.future.food).toBe(1 + 2)
    expect(drawn(c, three.s, 'gather', three.target, [pawn('alpha')], 'adv-ra-mushrooms').s.future.food).toBe(1 + 3)
  })

  it('I-ACT-ADV07 the Invention card a Gather card gives is the top card of the Invention deck', () => {
    const c = withAdventures()
    const { s, target } = gatherHere(newGame(2, 1))
    const top = s.decks.invention[0] ?? ''
    const r = drawn(c, s, 'gather', target, [pawn('alpha')], 'adv-ra-diary')
    expect([top !== '', r.s.inventions.board.includes(top), r.s.decks.invention.includes(top)]).toEqual([true, true, false])
  })

  it('I-ACT-ADV08 a Build card\'s heal reaches only its resolver, and at once (before the phase ends)', () => {
    const c = withAdventures()
    const s = withStock(newGame(2, 1), { wood: 1 })
    for (const id of ['alpha', 'beta']) { const ch = s.characters[id]; if (ch) ch.wounds = 3 }
    const r = drawn(c, s, 'build', { kind: 'build', build: 'weapons', pay: 'wood' }, [pawn('alpha')], 'adv-ra-tired')
    expect([r.s.characters.alpha?.wounds, r.s.characters.beta?.wounds, r.s.position.phase]).toEqual([1, 3, 'action'])
  })

  it('I-ACT-ADV09 I-ACT-36 an Item flipped and a source covered mid-phase do not undo actions already planned with them', () => {
    const c = withAdventures()
    let s = withStock({ ...place(newGame(2, 1), 's11', 'tile-1'), inventions: { board: [], built: ['inv-map'], future: [] } }, { wood: 2 })
    s = onTop(s, 'build', ['adv-ra-broken', 'adv-ra-frost'])
    // The camp's own food source is already covered, so the nearest open one is the gathered tile's.
    s = { ...s, island: { ...s.island, s01: { tile: 'tile-8', exhausted: ['food'], tokens: [] } } }
    s = withPlanned(s, { kind: 'build', build: 'weapons', pay: 'wood' }, [pawn('alpha')])
    s = withPlanned(s, { kind: 'build', build: 'weapons', pay: 'wood' }, [pawn('alpha')])
    s = withPlanned(s, { kind: 'gather', space: 's11', source: 'food' }, [pawn('beta'), pawn('beta')])
    s = withPlanned(s, { kind: 'explore', space: 's10' }, [pawn('helper'), { kind: 'neutral', source: 'item:inv-map:0' }])
    s = adventureRoll(c, adventureRoll(c, s, 'build'), 'build')
    const r = resolveOn(c, s)
    // The Map went back to its Invention side and the food source is covered — yet the Gather yields and the Explore with the Map's pawn succeeds.
    expect([r.s.inventions.built, r.s.island.s11?.exhausted]).toEqual([[], ['food']])
    expect([r.s.future.food, r.s.island.s10 !== undefined]).toEqual([1, true])
  })

  it('I-ACT-ADV10 an Adventure card that goes into the Event deck acts there with its event half when revealed', () => {
    const c = withAdventures()
    const s = newGame(2, 1)
    const r = drawn(c, { ...s, shelter: { built: true, round: 0 }, tracks: { roof: 2, palisade: 0, weapons: 0 } }, 'explore', { kind: 'explore', space: 's10' }, [pawn('alpha')], 'adv-ra-storm')
    expect([r.s.decks.event.includes('adv-ra-storm'), r.s.tracks.roof]).toEqual([true, 2])
    r.s.decks.event = ['adv-ra-storm', ...r.s.decks.event.filter((id) => id !== 'adv-ra-storm')]
    r.s.plan = []
    r.s.resolveIndex = 0
    r.s.position = { round: 2, phase: 'event', step: 'reveal', over: false }
    r.s.stepStarted = false
    r.s.stepDone = false
    run(r)
    expect(r.s.tracks.roof).toBe(1)
    expect(r.s.removed).toContain('adv-ra-storm')
  })

  it('I-ACT-ADV03 a card marks 2 built Items (the group picks) and nothing happens until it is revealed in an Event phase: then the marked Items flip', () => {
    const c = withAdventures()
    let s = withStock(newGame(2, 1), { wood: 1 })
    s = { ...s, inventions: { board: s.inventions.board.filter((i) => !['inv-knife', 'inv-map', 'inv-pot'].includes(i)), built: ['inv-knife', 'inv-map', 'inv-pot'], future: [] } }
    const r = drawn(c, s, 'build', { kind: 'build', build: 'weapons', pay: 'wood' }, [pawn('alpha')], 'adv-ra-inspect')
    expect(r.s.pending).toMatchObject({ kind: 'choice', prompt: 'mark-items' })
    chooseIn(r, 0)
    expect([r.s.itemMarks?.['adv-ra-inspect'], r.s.inventions.built, r.s.decks.event.includes('adv-ra-inspect')]).toEqual([['inv-knife', 'inv-map'], ['inv-knife', 'inv-map', 'inv-pot'], true])
    r.s.decks.event = ['adv-ra-inspect', ...r.s.decks.event.filter((id) => id !== 'adv-ra-inspect')]
    r.s.plan = []
    r.s.resolveIndex = 0
    r.s.position = { round: 2, phase: 'event', step: 'reveal', over: false }
    r.s.stepStarted = false
    r.s.stepDone = false
    run(r)
    expect([r.s.inventions.built, r.s.inventions.board.includes('inv-knife'), r.s.inventions.board.includes('inv-map')]).toEqual([['inv-pot'], true, true])
    // With a single built Item it is marked without a choice.
    const one = drawn(c, { ...s, inventions: { board: s.inventions.board, built: ['inv-pot'], future: [] } }, 'build', { kind: 'build', build: 'weapons', pay: 'wood' }, [pawn('alpha')], 'adv-ra-inspect')
    expect([one.s.pending, one.s.itemMarks?.['adv-ra-inspect']]).toEqual([null, ['inv-pot']])
  })

  it('I-ACT-ADV05 a card grants one more Build without pawns, rolled, by its resolver; only Builds whose requirements are met now', () => {
    const c = withAdventures()
    const s = withStock({ ...newGame(2, 1), shelter: { built: true, round: 1 } }, { wood: 2 })
    const first = withPlanned(onTop(s, 'build', ['adv-ra-fastwork']), { kind: 'build', build: 'weapons', pay: 'wood' }, [pawn('beta')])
    const r: Run = { content: c, s: { ...adventureRoll(c, first, 'build'), pending: null }, events: [] }
    resolveNext(r)
    drain(r)
    const p = r.s.pending
    const labels = p?.kind === 'choice' ? p.options.map((o) => o.label) : []
    // The Shelter was built this round (no natural shelter): no Roof, no Palisade; the Shelter stands already.
    expect(labels).toContain('weapons:wood')
    expect(labels.filter((l) => l.startsWith('roof') || l.startsWith('palisade') || l.startsWith('shelter'))).toEqual([])
    expect(labels[labels.length - 1]).toBe('extra-none')
    r.s = { ...r.s, rng: injectPicks(r.s.rng, [rollFace(c, 'build', 'wound', 'blank'), rollFace(c, 'build', 'success', 'success'), rollFace(c, 'build', 'adventure', 'blank')]) }
    chooseIn(r, labels.indexOf('weapons:wood'))
    while (resolveNext(r) === 'more') drain(r)
    expect([r.s.tracks.weapons, r.s.available.wood, r.s.plan.length]).toEqual([2, 0, 2])
    expect(r.events.filter((e) => e.type === 'actionResolved').map((e) => e.resolver)).toEqual(['beta', 'beta'])
    // An invention whose Item waits in Future is not offered.
    const bow = withStock({ ...newGame(2, 1), inventions: { board: ['inv-bow'], built: [], future: ['inv-knife'] } }, { wood: 1 })
    const b = drawn(c, bow, 'build', { kind: 'build', build: 'weapons', pay: 'wood' }, [pawn('alpha')], 'adv-ra-fastwork')
    const bl = b.s.pending?.kind === 'choice' ? b.s.pending.options.map((o) => o.label) : []
    expect(bl.includes('inv-bow')).toBe(false)
    expect('code' in planAction(c, bow, { kind: 'invent', invention: 'inv-bow' }, [pawn('beta')])).toBe(true)
  })

  it('I-ACT-ADV06 a card covers every source of the tile holding the Extra food token; the token gives nothing while they are covered (Q-38: the token is no source of its own)', () => {
    const c = withAdventures()
    let s = place(place(newGame(2, 1), 's11', 'tile-4'), 's00', 'tile-1')
    s = { ...s, island: { ...s.island, s11: { tile: 'tile-4', exhausted: [], tokens: ['extra-food'] } } }
    const r = drawn(c, s, 'gather', { kind: 'gather', space: 's00', source: 'food' }, [pawn('alpha')], 'adv-ra-gone')
    expect([r.s.island.s11?.exhausted, r.s.island.s00?.exhausted]).toEqual([['food', 'wood'], []])
    expect('code' in planAction(c, { ...r.s, plan: [] }, { kind: 'gather', space: 's11', source: 'food' }, [pawn('beta')])).toBe(true)
  })
})
