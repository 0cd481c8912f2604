// The golden rule and the additional rules (spec §18, I-GOLD-*) through the engine: what a sheet
// and a card override, tokens and markers, where discarded things go, who resolves, flipped Items,
// kept cards, nearest and exhausted sources, single use, "resolve again", a night outside, and
// the easier and harder variants (rule options).
import { describe, expect, it } from 'vitest'
import { isRuleError } from '../../../engine/rule-error'
import type { IslandContent } from '../../../content/island/content'
import { loadCinderCay } from '../../../content/island/__tests__/cinder-cay-pack'
import { apply } from '../apply-command'
import { drain } from '../effects-run'
import { endOfAction } from '../end-of-action'
import { revealStep, slideStep } from '../event-phase'
import { productionPhase } from '../morale-production'
import { shelterStep } from '../night-phase'
import { weaponBoost } from '../passives'
import { freePawns } from '../pawns-available'
import { planAction } from '../planning'
import { setup } from '../setup'
import type { IslandConfig, IslandState } from '../types'
import { content, newGame, pawn, play, resolvePlan, runOn, withPlanned } from './play'
import { ctx, effects, forceRoll, placeTile, withAvailable, withBuilt, withSheet, wounds } from './arrange'

const bare = (players: number, seed = 1): IslandState => withAvailable(newGame(players, seed), { wood: 0, food: 0, preserved: 0, fur: 0 })
/** The test pack with one card changed. */
const withCard = (base: IslandContent, id: string, change: Record<string, unknown>): IslandContent => {
  const card = base.cards[id]
  if (!card) throw new Error(`no card ${id}`)
  return { ...base, cards: { ...base.cards, [id]: { ...card, ...change } as typeof card } }
}
const start = (c: IslandContent, config: Partial<IslandConfig>, seed = 1): IslandState => {
  const s = setup(c, { scenario: 'test-rescue', characters: ['alpha', 'beta'], ...config }, seed)
  if (isRuleError(s)) throw new Error(s.message)
  return s
}
/** Cinder Cay (15 book and 15 adventure-icon Event cards: room for every mix of 12) and its first scenario for two. */
const cinder = loadCinderCay()
const cinderGame = (settings: IslandConfig['settings']): IslandState => {
  const s = setup(cinder, { scenario: 'packet-boat', characters: Object.values(cinder.characters).filter((x) => x.kind === 'castaway').map((x) => x.id).slice(0, 2), settings }, 1)
  if (isRuleError(s)) throw new Error(s.message)
  return s
}
/** Book and adventure-icon cards in a game's Event deck. */
const eventMix = (c: IslandContent, s: IslandState): { book: number; adventure: number } => {
  const icons = s.decks.event.map((id) => { const card = c.cards[id]; return card?.deck === 'event' ? card.icon : 'none' })
  return { book: icons.filter((i) => i === 'book').length, adventure: icons.filter((i) => i !== 'book').length }
}

describe('precedence (I-GOLD-01)', () => {
  it('I-GOLD-01 the scenario sheet overrides the rulebook: its Event-deck make-up and its Starting Equipment count replace the defaults', () => {
    const plain = newGame(2, 1)
    expect([eventMix(content(), plain), plain.equipment.length]).toEqual([{ book: 6, adventure: 6 }, 2])
    const c = withSheet({ eventDeck: { book: 3, adventure: 7 }, startingEquipment: { draw: 1 } })
    const s = start(c, {})
    expect([eventMix(c, s), s.equipment.length]).toEqual([{ book: 3, adventure: 7 }, 1])
  })

  it('I-GOLD-01 when a card and the sheet disagree the card wins: its event runs after the sheet\'s book effect and has the last word', () => {
    const sheet = withSheet({ book: [{ op: 'token', token: 'time', at: { area: 'action', action: 'explore' } }] })
    const reveal = (c: IslandContent): IslandState => {
      const r = runOn({ ...newGame(2, 1), decks: { ...newGame(2, 1).decks, event: ['ev-00'] } })
      r.content = c
      r.s.pending = null
      revealStep(r)
      drain(r)
      return r.s
    }
    expect(reveal(sheet).spaceTokens['action:explore']).toEqual(['time'])
    const card = withCard(sheet, 'ev-00', { event: [{ op: 'removeToken', token: 'time', at: { area: 'action', action: 'explore' } }] })
    expect(reveal(card).spaceTokens['action:explore']).toEqual([])
  })
})

describe('tokens and markers (I-GOLD-04)', () => {
  it('I-GOLD-04 an effect on tokens leaves markers alone: removing the Extra food token keeps the black marker on the source', () => {
    const s = effects(bare(2), [{ op: 'token', token: 'extra-food', at: { area: 'camp' } }, { op: 'exhaust', source: 'food', at: 'camp' }, { op: 'coverTerrain', at: 'camp' }], ctx('event'))
    const r = effects(s.s, [{ op: 'removeToken', token: 'extra-food', at: { area: 'camp' } }], ctx('event'))
    expect(r.s.island.s01).toEqual({ tile: 'tile-8', exhausted: ['food'], tokens: [], terrainCovered: true })
    // Markers never run out (I-COMP-30: white ones need not stand in): every source of every tile can be covered.
    let many = placeTile(placeTile(bare(2), 's11', 'tile-4'), 's02', 'tile-5')
    for (const here of ['s01', 's11', 's02']) many = effects(many, [{ op: 'exhaust', source: 'food', at: 'here' }, { op: 'exhaust', source: 'wood', at: 'here' }], ctx('event', null, here)).s
    expect(Object.values(many.island).map((t) => t.exhausted.length)).toEqual([2, 2, 2])
  })
})

describe('where discarded things go (I-GOLD-06)', () => {
  it('I-GOLD-06 an Adventure card and a used Discovery token leave the game; a Mystery card goes to its discard pile, which becomes the deck again', () => {
    let s = withPlanned(withAvailable(newGame(2, 1), { wood: 1 }), { kind: 'build', build: 'weapons', pay: 'wood' }, [pawn('alpha')])
    const top = s.decks.adventure.build[0] ?? ''
    const adv = resolvePlan(forceRoll(s, 'build', 'blank', 'success', 'adventure')).s
    expect([adv.removed.includes(top), adv.decks.adventure.build.includes(top)]).toEqual([true, false])
    s = { ...newGame(2, 1), discovery: { available: ['d-pipe#1'], future: [] } }
    s = { ...s, decks: { ...s.decks, discovery: s.decks.discovery.filter((t) => t !== 'd-pipe#1') } }
    const used = play(s, { type: 'discovery', token: 'd-pipe#1' })
    expect([used.removed.includes('d-pipe#1'), used.discovery.available, used.decks.discovery.includes('d-pipe#1')]).toEqual([true, [], false])
    const all = newGame(2, 1).decks.mystery
    const last = { ...newGame(2, 1), decks: { ...newGame(2, 1).decks, mystery: ['mys-0'], mysteryDiscard: all.filter((m) => m !== 'mys-0') } }
    const drawn = effects(last, [{ op: 'mystery', treasure: 1 }, { op: 'mystery', treasure: 1 }], ctx('event', 'alpha'))
    // The second draw found the deck empty: the discard pile was shuffled into a new deck.
    expect(drawn.events.filter((e) => e.type === 'mysteryRevealed').length).toBeGreaterThanOrEqual(2)
    expect(drawn.s.decks.mystery.length).toBeGreaterThan(0)
    expect([...drawn.s.decks.mystery, ...drawn.s.decks.mysteryDiscard, ...drawn.s.decks.mysterySetAside, ...drawn.s.kept].sort()).toEqual([...all].sort())
    expect(drawn.s.removed.some((id) => all.includes(id))).toBe(false)
  })
})

describe('who resolves (I-GOLD-07)', () => {
  it('I-GOLD-07 the character on top of the stack takes every reward and every penalty of the action', () => {
    let s = placeTile(bare(2), 's11', 'tile-1')
    s = { ...s, decks: { ...s.decks, adventure: { ...s.decks.adventure, gather: ['adv-gather-0', ...s.decks.adventure.gather.filter((a) => a !== 'adv-gather-0')] } } }
    s = withPlanned(s, { kind: 'gather', space: 's11', source: 'food' }, [pawn('beta'), pawn('alpha')])
    s = { ...s, plan: s.plan.map((a) => ({ ...a, rolls: true })) }
    const r = resolvePlan(forceRoll(s, 'gather', 'wound', 'success', 'adventure'))
    expect([r.s.characters.beta?.wounds, r.s.characters.alpha?.wounds, r.s.future.food]).toEqual([2, 0, 1])
  })
})

describe('an Item flipped to its Invention side (I-GOLD-08)', () => {
  it('I-GOLD-08 the flipped Item works to the end of this round, is gone from the next, and can be built again', () => {
    let s = withBuilt(withAvailable(newGame(2, 1), { food: 9 }), 'inv-map')
    s = effects(s, [{ op: 'flipItem' }], ctx('event')).s
    s = { ...s, pending: { kind: 'plan' } }
    const mapPawn = (x: IslandState) => freePawns(content(), x).some((p) => p.kind === 'neutral' && p.source.startsWith('item:inv-map'))
    expect([mapPawn(s), s.inventions.built.includes('inv-map'), s.inventions.board.includes('inv-map')]).toEqual([true, false, true])
    for (const id of ['alpha', 'alpha', 'beta', 'beta']) s = play(s, { type: 'plan', target: { kind: 'rest' }, pawns: [pawn(id)] })
    s = play(s, { type: 'commitPlan' })
    while (s.position.round === 1 && s.pending !== null) s = play(s, s.pending.kind === 'camp' ? { type: 'stayCamp' } : { type: 'choose', option: 0 })
    expect([s.position.round, mapPawn(s)]).toEqual([2, false])
    const again = planAction(content(), s, { kind: 'invent', invention: 'inv-map' }, [pawn('alpha')])
    expect('code' in again ? again.code : 'ok').toBe('ok')
  })
})

describe('a kept card (I-GOLD-09)', () => {
  it('I-GOLD-09 a card kept during the Action phase works only from the end of that phase, then for the whole group', () => {
    const s = { ...newGame(2, 1), decks: { ...newGame(2, 1).decks, mystery: ['mys-helmet', ...newGame(2, 1).decks.mystery.filter((m) => m !== 'mys-helmet')] } }
    const during = effects(s, [{ op: 'mystery', treasure: 1 }], ctx('action', 'alpha'))
    expect([during.s.keptFuture, during.s.kept, weaponBoost(content(), during.s, true)]).toEqual([['mys-helmet'], [], 0])
    endOfAction(during)
    expect([during.s.keptFuture, during.s.kept, weaponBoost(content(), during.s, true)]).toEqual([[], ['mys-helmet'], 2])
    const outside = effects(s, [{ op: 'mystery', treasure: 1 }], ctx('event', 'beta'))
    expect([outside.s.kept, weaponBoost(content(), outside.s, true)]).toEqual([['mys-helmet'], 2])
  })
})

describe('sources (I-GOLD-10, I-GOLD-13)', () => {
  it('I-GOLD-10 "the nearest source" is on the camp tile, else on the nearest tile that still has one of that kind', () => {
    const s = placeTile(placeTile(bare(2), 's11', 'tile-1'), 's21', 'tile-4')
    const first = effects(s, [{ op: 'exhaust', source: 'food', at: 'nearest' }], ctx('event'))
    expect([first.s.island.s01?.exhausted, first.s.island.s11?.exhausted]).toEqual([['food'], []])
    const second = effects(first.s, [{ op: 'exhaust', source: 'food', at: 'nearest' }, { op: 'exhaust', source: 'wood', at: 'nearest' }], ctx('event'))
    expect([second.s.island.s11?.exhausted, second.s.island.s21?.exhausted, second.s.island.s01?.exhausted]).toEqual([['food'], [], ['food', 'wood']])
  })

  it('I-GOLD-13 an exhausted source yields nothing in Production, even with an Extra token, and cannot be gathered', () => {
    let s = effects(placeTile(bare(2), 's11', 'tile-1'), [{ op: 'exhaust', source: 'food', at: 'camp' }, { op: 'token', token: 'extra-food', at: { area: 'camp' } }, { op: 'exhaust', source: 'food', at: 'here' }], ctx('event', null, 's11')).s
    s = { ...s, island: { ...s.island, s01: { ...(s.island.s01 ?? { tile: 'tile-8', exhausted: [], tokens: [] }), exhausted: ['food'] } } }
    const r = runOn(s)
    productionPhase(r)
    expect([r.s.available.food, r.s.available.wood]).toEqual([0, 1])
    const g = planAction(content(), s, { kind: 'gather', space: 's11', source: 'food' }, [pawn('alpha'), pawn('alpha')])
    expect('code' in g ? g.code : 'ok').not.toBe('ok')
  })
})

describe('single use (I-GOLD-11)', () => {
  it('I-GOLD-11 a single-use token works once and is then discarded: it cannot be used again', () => {
    let s: IslandState = { ...newGame(2, 1), discovery: { available: ['d-blade#1'], future: [] } }
    s = { ...s, decks: { ...s.decks, discovery: s.decks.discovery.filter((t) => t !== 'd-blade#1') } }
    s = play(s, { type: 'discovery', token: 'd-blade#1' })
    expect(s.tracks.weapons).toBe(1)
    const again = apply(content(), s, { type: 'discovery', token: 'd-blade#1' })
    expect(isRuleError(again) ? again.code : 'accepted').toBe('I-TOKEN-D02')
  })
})

describe('"resolve again" (I-GOLD-14)', () => {
  it('I-GOLD-14 a threat effect that says "resolve again" applies the card\'s event half once more', () => {
    const c = withCard(content(), 'ev-01', { event: [{ op: 'lose', resource: 'wood', amount: 1 }], threatEffect: [{ op: 'resolveAgain' }] })
    const s = withAvailable({ ...newGame(2, 1), threat: { left: 'ev-01', right: 'wreck-crates' }, revealed: 'ev-03' }, { wood: 3 })
    const r = runOn({ ...s, decks: { ...s.decks, event: s.decks.event.filter((e) => e !== 'ev-01' && e !== 'ev-03') }, removed: s.removed.filter((e) => e !== 'ev-01' && e !== 'ev-03') })
    r.content = c
    r.s.pending = null
    slideStep(r)
    drain(r)
    expect([r.s.available.wood, r.s.threat, wounds(r.s)]).toEqual([2, { left: 'wreck-crates', right: 'ev-03' }, { alpha: 0, beta: 0, helper: 0 }])
  })
})

describe('a night outside the camp (I-GOLD-23)', () => {
  it('I-GOLD-23 a castaway sent to spend the night outside sleeps where the action was: no camp Shelter there, only a natural one', () => {
    const s = { ...placeTile(placeTile(bare(2), 's11', 'tile-1'), 's02', 'tile-5'), shelter: { built: true, round: 1 } }
    const night = (here: string): Record<string, number> => {
      const r = effects(s, [{ op: 'nightOutside' }], ctx('action', 'alpha', here))
      shelterStep(r)
      return wounds(r.s)
    }
    expect([night('s11'), night('s02')]).toEqual([{ alpha: 1, beta: 0, helper: 0 }, { alpha: 0, beta: 0, helper: 0 }])
  })
})

describe('variants (I-GOLD-26, I-GOLD-27)', () => {
  it('I-GOLD-26 easier: the dog and the companion with three players, more Starting Equipment, more adventure cards in the Event deck', () => {
    const c = content()
    const three: Partial<IslandConfig> = { characters: ['alpha', 'beta', 'gamma'] }
    const plain = start(c, three)
    expect([plain.dog, plain.companion, plain.equipment.length]).toEqual([null, null, 2])
    const easy = start(c, { ...three, settings: { dogAlways: true, companionAlways: true, equipmentChange: 2 } })
    expect([easy.dog, easy.companion, easy.equipment.length]).toEqual(['hound', 'helper', 4])
    expect(freePawns(content(), easy).filter((p) => p.kind === 'dog' || (p.kind === 'character' && p.character === 'helper'))).toHaveLength(2)
    expect([eventMix(cinder, cinderGame({})), eventMix(cinder, cinderGame({ eventDeck: 'adventure-heavy' }))]).toEqual([{ book: 6, adventure: 6 }, { book: 4, adventure: 8 }])
  })

  it('I-GOLD-27 harder: two players without the companion, solo without the dog, no Starting Equipment, more book cards', () => {
    const c = content()
    const two = start(c, { settings: { noCompanion: true, equipmentChange: -2 } })
    expect([two.companion, two.equipment.length, two.decks.equipment.length]).toEqual([null, 0, 4])
    expect(eventMix(cinder, cinderGame({ eventDeck: 'book-heavy' }))).toEqual({ book: 8, adventure: 4 })
    const solo = start(c, { characters: ['alpha'], settings: { noDog: true } })
    expect([solo.dog, solo.companion]).toEqual([null, 'helper'])
  })

  it('I-GOLD-27 the random Wreckage variant puts any of the Wreckage cards in the right threat space; the others are out of the game', () => {
    const wrecks = Object.values(cinder.cards).filter((x) => x.deck === 'wreckage').map((x) => x.id).sort()
    const castaways = Object.values(cinder.characters).filter((x) => x.kind === 'castaway').map((x) => x.id).slice(0, 2)
    const right = new Set<string>()
    for (let seed = 1; seed <= 12; seed++) {
      const s = setup(cinder, { scenario: 'packet-boat', characters: castaways, settings: { randomWreckage: true } }, seed)
      if (isRuleError(s)) throw new Error(s.message)
      right.add(s.threat.right ?? '')
      expect(wrecks.filter((w) => w !== s.threat.right).every((w) => s.removed.includes(w))).toBe(true)
    }
    expect([...right].sort()).toEqual(wrecks)
    const fixed = setup(cinder, { scenario: 'packet-boat', characters: castaways }, 1)
    expect(isRuleError(fixed) ? fixed.code : fixed.threat.right).toBe(cinder.scenarios['packet-boat']?.wreckage)
  })
})
