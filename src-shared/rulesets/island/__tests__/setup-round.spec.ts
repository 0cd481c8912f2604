import { describe, expect, it } from 'vitest'
import { isRuleError } from '../../../engine/rule-error'
import { drain } from '../effects-run'
import { moralePhase, productionPhase } from '../morale-production'
import { run } from '../round'
import { setup } from '../setup'
import { CASTAWAYS, content, newGame, play, runOn } from './play'
import { setTile } from '../lists'

const icons = (ids: readonly string[]): string[] => ids.map((id) => { const c = content().cards[id]; return c?.deck === 'event' ? c.icon : 'other' })

describe('setup (I-SETUP)', () => {
  it('I-SETUP-15 I-EX-01 the Event deck holds ceil(R/2) book and ceil(R/2) adventure-icon cards', () => {
    const s = newGame(2, 1)
    expect(s.decks.event).toHaveLength(12)
    expect(icons(s.decks.event).filter((i) => i === 'book')).toHaveLength(6)
    expect(icons(s.decks.event).filter((i) => i !== 'book')).toHaveLength(6)
  })

  it('I-SETUP-18 I-2P-02 I-SOLO-01 the companion joins 1-2 players, the dog a solo game; neither takes a seat', () => {
    expect([1, 2, 3, 4].map((n) => [newGame(n, 1).companion, newGame(n, 1).dog])).toEqual([['helper', 'hound'], ['helper', null], [null, null], [null, null]])
    const solo = newGame(1, 1)
    expect(solo.seats).toEqual(['alpha'])
    expect(solo.characters.helper?.seat).toBeNull()
  })

  it('I-SETUP-14 I-SETUP-10 the wreckage lies in the right threat space; the camp on the start tile', () => {
    const s = newGame(3, 2)
    expect(s.threat).toEqual({ left: null, right: 'wreck-crates' })
    expect(s.island).toEqual({ s01: { tile: 'tile-8', exhausted: [], tokens: [] } })
    expect(s.camp).toBe('s01')
  })

  it('I-SETUP-11 two Starting Equipment cards with two uses each; the rest form the unused pool', () => {
    const s = newGame(2, 3)
    expect(s.equipment.map((e) => e.uses)).toEqual([2, 2])
    expect(s.decks.equipment).toHaveLength(2)
  })

  it('I-SETUP-04 I-SETUP-05 defaults, 5 drawn, the players\' personal inventions on the board; unused personal ones in the deck', () => {
    const s = newGame(2, 4)
    const board = s.inventions.board
    for (const d of ['inv-fire', 'inv-pot', 'inv-knife', 'inv-map', 'inv-rope', 'inv-shovel', 'inv-bricks', 'inv-dam', 'inv-medicine', 'inv-alpha', 'inv-beta']) expect(board).toContain(d)
    expect(board.filter((id) => content().cards[id]?.deck === 'invention' && (content().cards[id] as { placement: string }).placement === 'deck' || id === 'inv-gamma' || id === 'inv-delta')).toHaveLength(5)
    expect(board).toContain('inv-signal')
    expect([...s.decks.invention, ...board]).toContain('inv-gamma')
  })

  it('I-SETUP-02 refuses an unknown or repeated castaway and more than 4 players', () => {
    const code = (characters: string[]): string => { const r = setup(content(), { scenario: 'test-rescue', characters }, 1); return isRuleError(r) ? r.code : 'ok' }
    expect(code(['alpha', 'alpha'])).toBe('I-SETUP-02')
    expect(code(['helper'])).toBe('I-SETUP-02')
    expect(code([...CASTAWAYS, 'alpha'])).toBe('I-SETUP-02')
    expect(code(['alpha'])).toBe('ok')
  })

  it('I-SETUP-06 I-SETUP-03 tracks start at 0, no Shelter, no wounds and no Determination', () => {
    const s = newGame(4, 5)
    expect([s.morale, s.tracks, s.shelter.built]).toEqual([0, { roof: 0, palisade: 0, weapons: 0 }, false])
    expect(Object.values(s.characters).map((c) => [c.wounds, c.determination])).toEqual([[0, 0], [0, 0], [0, 0], [0, 0]])
  })
})

describe('the round (I-ROUND)', () => {
  it('I-ROUND-02 I-PROD-01 I-EX-04 round 1 skips the Event phase: production of the camp tile, then planning', () => {
    const s = newGame(2, 1)
    expect(s.position).toMatchObject({ round: 1, phase: 'action', step: 'planning' })
    expect(s.available).toEqual({ wood: 1, food: 1, preserved: 0, fur: 0 })
    expect(s.threat.left).toBeNull()
  })

  it('I-ROUND-01 I-ROUND-06 after the Night the next round starts with its Event phase and the First Player token has passed', () => {
    let s = newGame(2, 9)
    s = { ...s, available: { ...s.available, food: 5 } }
    for (const c of ['alpha', 'alpha', 'beta', 'beta']) s = play(s, { type: 'plan', target: { kind: 'rest' }, pawns: [{ kind: 'character', character: c }] })
    s = play(s, { type: 'commitPlan' })
    while (s.pending?.kind === 'camp' || s.pending?.kind === 'choice') s = play(s, s.pending.kind === 'camp' ? { type: 'stayCamp' } : { type: 'choose', option: 0 })
    expect(s.position).toMatchObject({ round: 2, phase: 'action', step: 'planning' })
    expect(s.firstPlayer).toBe(1)
    expect(s.threat.right).not.toBe('wreck-crates')
    expect(s.threat.left).toBe('wreck-crates')
  })
})

describe('the Event phase (I-EVENT)', () => {
  it('I-EVENT-03 I-EVENT-05 I-EX-02 chained reveals: an adventure half applies and leaves, the event slides, the left card is pushed off', () => {
    const s = newGame(2, 1)
    s.position = { round: 2, phase: 'event', step: 'reveal', over: false }
    s.pending = null
    s.stepStarted = false
    s.decks.event = ['adv-build-0', 'ev-04', ...s.decks.event.filter((id) => id !== 'ev-04')]
    s.decks.adventure.build = s.decks.adventure.build.filter((id) => id !== 'adv-build-0')
    s.threat = { left: 'ev-02', right: 'ev-06' }
    s.decks.event = s.decks.event.filter((id) => id !== 'ev-02' && id !== 'ev-06')
    const r = runOn(s)
    run(r)
    expect(r.s.threat).toEqual({ left: 'ev-06', right: 'ev-04' })
    expect(r.s.removed).toEqual(expect.arrayContaining(['adv-build-0', 'ev-02']))
    // adv-build-0's event half: a wound for every castaway; ev-02 pushed off applies its threat effect.
    expect(r.events.filter((e) => e.type === 'wound' && e.cause === 'adv-build-0')).toHaveLength(2)
    expect(r.events.map((e) => e.type)).toContain('slid')
  })

  it('I-EVENT-10 a Wreckage card pushed off has no harmful effect', () => {
    const s = newGame(2, 1)
    s.position = { round: 2, phase: 'event', step: 'reveal', over: false }
    s.pending = null
    s.stepStarted = false
    s.threat = { left: 'wreck-crates', right: 'ev-06' }
    s.decks.event = ['ev-00', ...s.decks.event.filter((id) => id !== 'ev-00' && id !== 'ev-06')]
    const r = runOn(s)
    run(r)
    expect(r.s.threat).toEqual({ left: 'ev-06', right: 'ev-00' })
    expect(r.events.filter((e) => e.type === 'wound')).toEqual([])
  })

  it('I-EVENT-04 an adventure icon puts that colour\'s Adventure token on its deck; a second one is not placed (I-GOLD-05)', () => {
    const s = newGame(2, 1)
    s.position = { round: 2, phase: 'event', step: 'reveal', over: false }
    s.pending = null
    s.stepStarted = false
    s.decks.event = ['ev-03', ...s.decks.event.filter((id) => id !== 'ev-03')]
    const r = runOn(s)
    run(r)
    expect(r.s.spaceTokens['adventure:build']).toEqual(['adventure'])
  })
})

describe('the Morale phase (I-MORALE)', () => {
  it('I-MORALE-03 I-EX-03 at -3 the First Player discards the 1 Determination held and suffers 2 wounds', () => {
    const r = runOn(newGame(2, 1))
    r.s.morale = -3
    const fp = r.s.seats[r.s.firstPlayer] ?? ''
    const c = r.s.characters[fp]
    if (c) c.determination = 1
    moralePhase(r)
    expect([r.s.characters[fp]?.determination, r.s.characters[fp]?.wounds]).toEqual([0, 2])
  })

  it('I-MORALE-02 at +1 the First Player gains 1 Determination; at the top the group chooses 2 Determination or a heal', () => {
    const r = runOn(newGame(2, 1))
    r.s.morale = 1
    moralePhase(r)
    expect(r.s.characters.alpha?.determination).toBe(1)
    r.s.morale = 2
    moralePhase(r)
    expect(r.s.pending).toMatchObject({ kind: 'choice', prompt: 'morale-top' })
  })

  it('I-SOLO-04 I-MORALE-04 solo: Morale rises by 1 before the table is read', () => {
    const r = runOn(newGame(1, 1))
    r.s.morale = 0
    const before = r.s.characters.alpha?.determination ?? 0
    moralePhase(r)
    expect([r.s.morale, (r.s.characters.alpha?.determination ?? 0) - before]).toEqual([1, 1])
  })

  it('I-MORALE-01 I-MORALE-05 Morale never moves past its ends and a loss at -3 wounds nobody', () => {
    const r = runOn(newGame(2, 1))
    r.s.morale = -3
    r.s.queue.push({ effects: [{ op: 'morale', amount: -2 }], ctx: { phase: 'event', resolver: null, source: null, here: null } })
    drain(r)
    expect(r.s.morale).toBe(-3)
    expect(r.events.filter((e) => e.type === 'wound')).toEqual([])
  })
})

describe('the Production phase (I-PROD)', () => {
  it('I-PROD-02 an Extra food token on the camp tile adds 1 food to its food source', () => {
    const r = runOn(newGame(2, 1))
    r.s.available = { wood: 0, food: 0, preserved: 0, fur: 0 }
    r.s.ledger.gained = { ...r.s.available }; r.s.ledger.spent = { ...r.s.available }
    const s01 = r.s.island.s01
    if (s01) setTile(r.s, 's01', { ...s01, tokens: [...s01.tokens, 'extra-food'] })
    productionPhase(r)
    expect(r.s.available).toMatchObject({ wood: 1, food: 2 })
  })

  it('I-PROD-05 I-RES-16 a skipped Production yields nothing; an exhausted source never produces', () => {
    const r = runOn(newGame(2, 1))
    const before = { ...r.s.available }
    r.s.skip = ['production']
    productionPhase(r)
    expect(r.s.available).toEqual(before)
    r.s.skip = []
    const s01 = r.s.island.s01
    if (s01) setTile(r.s, 's01', { ...s01, exhausted: [...s01.exhausted, 'food'] })
    productionPhase(r)
    expect(r.s.available).toEqual({ ...before, wood: before.wood + 1 })
  })
})
