import { describe, expect, it } from 'vitest'
import { action, adv, baseCards, giveItemCard, indexCards, optionIndex, play, refused, setup, sk, stackDeck, strip, toHand, withStart, curseCard, gOf, explo } from './fixture'
import { createContinent } from '../continent'
import { availableActions, costInfo } from '../action-resolution'
import { takeState } from '../states-in-hand'
import { limitedCards } from '../hand-limit'
import { reachableTerrains } from '../exploration'
import { modifiersFor } from '../modifiers'
import type { ContinentState, Ctx } from '../state'
import type { GameEvent } from '../../../engine/ruleset'

const ctx0 = (seat = 0, involved = [seat]): Ctx => ({ source: null, seat, active: seat, involved, actionType: null, flags: [], cell: null, spaceOf: null })
const types = (evs: readonly GameEvent[]): string[] => evs.map((e) => e.type)

describe('C-TURN turn structure', () => {
  const c = indexCards(withStart(baseCards(), { actions: [action('fight', 1, 0, [])] }))

  it('C-DEF-2 C-TURN-1 C-TURN-2 C-TURN-8 C-TURN-9 one action per turn, by the chosen active player; a new turn follows', () => {
    let s = play(c, setup(c), { type: 'chooseActive', seat: 1 })
    expect(s.active).toBe(1)
    expect(refused(c, s, { type: 'chooseActive', seat: 0 })).toBe('wrong-step') // C-TURN-9: no second action meanwhile
    s = play(c, s, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'involve', seats: [] }, { type: 'setCost', tradeOff: 0, extra: 0 })
    if (s.choice) s = play(c, s, { type: 'choose', option: 0 })
    expect(s.phase).toBe('chooseActive')
    expect(s.active).toBe(1) // C-TURN-2: the same player may be chosen again
    s = play(c, s, { type: 'chooseActive', seat: 1 })
    expect(s.phase).toBe('chooseAction')
  })

  it('C-TURN-3 C-Q-13 C-D-9 any playing seat may be chosen; eliminated seats may not', () => {
    const s = structuredClone(setup(c, { characters: ['bruno', 'ludo', 'third'] }))
    expect(s.active).toBe(0)
    ;(s.players[2] as { status: string }).status = 'eliminated'
    expect(refused(c, s, { type: 'chooseActive', seat: 2 })).toBe('not-playing')
    expect(createContinent(c).legalCommands(s).filter((x) => x.type === 'chooseActive').length).toBe(2)
    s.active = 1
    expect(createContinent(c).decision(s)?.fallbackActive).toBe(0) // seat 2 is out: back round to seat 0
  })

  it('C-ICON-13 C-TURN-7 C-Q-14 actions come from the terrain, attached cards, own hand, own items and the Satchel only', () => {
    const cards = baseCards([
      sk('handskill', strip(0), { actions: [action('think', 0, 0, [])] }),
      adv('tool', '260', { kind: 'item', durability: 2, actions: [action('climb', 0, 0, [])] }),
      adv('quest', '261', { kind: 'questItem', actions: [action('decipher', 0, 0, [])] }),
      sk('otherskill', strip(0), { actions: [action('listen', 0, 0, [])] }),
    ])
    const cc = indexCards(withStart(cards, { actions: [action('fight', 1, 0, [])] }))
    let s = giveItemCard(toHand(toHand(setup(cc), 0, ['handskill']), 1, ['otherskill']), 0, 'tool', 2)
    s = structuredClone(s)
    s.adventure['261'] = []
    s.satchel.push('quest')
    const refs = availableActions({ s, c: cc }, 0).map((a) => a.def.type).sort()
    expect(refs).toEqual(['climb', 'decipher', 'explore_flee', 'fight', 'think'])
  })

  it('C-TURN-6 C-TURN-17 C-Q-24 involved players help with their hand cards; free operations need no turn', () => {
    const cc = indexCards(withStart(baseCards([sk('helper', strip(0), { effects: [{ op: 'cost', amount: -1 }] }), adv('bow', '220', { kind: 'item', durability: 3 })]), { actions: [action('fight', 3, 0, [])] }))
    let s = toHand(setup(cc), 1, ['helper'])
    s = giveItemCard(s, 0, 'bow', 3)
    const given = play(cc, s, { type: 'giveUpItem', seat: 0, item: 'item-bow' })
    expect(given.phase).toBe('chooseActive') // C-TURN-17: not an action
    s = play(cc, s, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'involve', seats: [1] })
    if (s.phase === 'useItems') s = play(cc, s, { type: 'endItems' })
    expect(costInfo({ s, c: cc }, s.action as NonNullable<ContinentState['action']>).cost).toBe(2)
  })
})

describe('C-ACT steps', () => {
  it('C-TURN-10 prerequisites that depend on who is involved restrict the offered helpers', () => {
    const c = indexCards(withStart(baseCards(), { actions: [action('pull_push_lift', 1, 0, [], undefined, { prerequisites: [{ op: 'involvedCount', min: 2 }] })] }))
    const rules = createContinent(c)
    const solo = setup(c, { characters: ['bruno'] })
    expect(availableActions({ s: solo, c }, 0).some((a) => a.ref.uid === 't010')).toBe(false)
    const s = play(c, setup(c), { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } })
    expect(rules.legalCommands(s)).toEqual([{ type: 'involve', seats: [1] }])
    expect(refused(c, s, { type: 'involve', seats: [] })).toBe('C-TURN-10')
  })

  it('C-ACT-2 C-ACT-14 C-ACT-19 C-ACT-32 C-ACT-34 C-ACT-35 the seven steps run in order', () => {
    const c = indexCards(withStart(baseCards([adv('bow', '220', { kind: 'item', durability: 3 })]), { actions: [action('fight', 2, 0, [{ op: 'take', number: '063' }])] }))
    const rules = createContinent(c)
    let s = giveItemCard(setup(c, { characters: ['bruno'] }), 0, 'bow', 3)
    const evs: GameEvent[] = []
    for (const cmd of [{ type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'useItem', seat: 0, item: 'item-bow' }, { type: 'setCost', tradeOff: 0, extra: 0 }, { type: 'choose', option: 0 }] as const) {
      const r = rules.apply(s, cmd)
      if ('code' in r) throw new Error(r.message)
      s = r.state
      evs.push(...r.events)
    }
    expect(evs.find((e) => e.type === 'actionChosen')).toMatchObject({ actionType: 'fight', seat: 0 })
    const order = ['actionChosen', 'itemUsed', 'drew', 'cardsRevealed', 'result', 'took', 'revealed', 'actionEnded']
    const t = types(evs)
    const idx = order.map((x) => t.indexOf(x))
    expect(idx.every((i) => i >= 0)).toBe(true)
    expect([...idx].sort((a, b) => a - b)).toEqual(idx)
    expect(s.discard.length).toBe(2)
  })

  it('C-ACT-3 C-ACT-7 every involved player may use their own items; effects need the item used in step 1', () => {
    const c = indexCards(withStart(baseCards([adv('bow', '220', { kind: 'item', durability: 3, effects: [{ op: 'successes', amount: 2 }] })]), { actions: [action('fight', 1, 0, [])] }))
    let s = giveItemCard(setup(c), 1, 'bow', 3)
    s = play(c, s, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'involve', seats: [1] })
    expect(s.phase).toBe('useItems')
    const unused = play(c, s, { type: 'endItems' })
    expect(costInfo({ s: unused, c }, unused.action as NonNullable<ContinentState['action']>).flatSuccesses).toBe(0)
    const used = play(c, s, { type: 'useItem', seat: 1, item: 'item-bow' })
    expect(costInfo({ s: used, c }, used.action as NonNullable<ContinentState['action']>).flatSuccesses).toBe(2)
  })

  it('C-DEF-31 C-ACT-9 C-ACT-12 C-ACT-24 C-CONSEQ-16 cost and success effects from hand, used items, attached events and Quest Items', () => {
    const c = indexCards(withStart(baseCards([
      sk('h', strip(0), { effects: [{ op: 'cost', amount: -1 }, { op: 'successes', amount: 1 }] }),
      adv('ev', '270', { kind: 'permanentEvent', effects: [{ op: 'cost', amount: -1 }, { op: 'successes', amount: 1 }] }),
      adv('qi', '271', { kind: 'questItem', effects: [{ op: 'cost', amount: -1 }, { op: 'successes', amount: 1 }] }),
    ]), { actions: [action('fight', 5, 0, [])] }))
    let s = structuredClone(toHand(setup(c, { characters: ['bruno'] }), 0, ['h']))
    s.adventure['270'] = []
    s.adventure['271'] = []
    s.board.attached['ev'] = { terrain: 't010', edge: 'N' }
    s.satchel.push('qi')
    s = play(c, s, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } })
    const info = costInfo({ s, c }, s.action as NonNullable<ContinentState['action']>)
    expect(info.cost).toBe(2)
    expect(info.flatSuccesses).toBe(3)
  })

  it('C-Q-5 under a locked cost only hand cards and used items lower it (setting: also events and Quest Items)', () => {
    const cards = withStart(baseCards([adv('qi', '271', { kind: 'questItem', effects: [{ op: 'cost', amount: -1 }] })]), { actions: [action('fight', 3, 0, [], undefined, { locked: true })] })
    const c = indexCards(cards)
    const run = (allow: boolean): number => {
      let s = structuredClone(setup(c, { characters: ['bruno'], settings: { lockedAllowsEventsAndQuestItems: allow } }))
      s.adventure['271'] = []
      s.satchel.push('qi')
      s = play(c, s, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } })
      return costInfo({ s, c }, s.action as NonNullable<ContinentState['action']>).cost
    }
    expect(run(false)).toBe(3)
    expect(run(true)).toBe(2)
  })

  it('C-ACT-18 C-Q-25 the extra cards are fixed with the cost, before any reveal', () => {
    const c = indexCards(withStart(baseCards(), { actions: [action('fight', 1, 0, [])] }))
    const s = play(c, setup(c, { characters: ['bruno'] }), { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'setCost', tradeOff: 0, extra: 2 })
    expect(s.discard.length + (s.action?.drawn.length ?? 0) + (s.players[0]?.hand.length ?? 0) - 1).toBe(3)
    expect(createContinent(c).legalCommands(s).some((x) => x.type === 'setCost')).toBe(false)
  })

  it('C-ACT-26 strips count only when revealed, never from a hand', () => {
    const c = indexCards(withStart(baseCards([sk('star', strip(3))]), { actions: [action('fight', 0, 1, [{ op: 'take', number: '063' }])] }))
    const s = play(c, toHand(setup(c, { characters: ['bruno'] }), 0, ['star']), { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'setCost', tradeOff: 0, extra: 0 })
    expect(s.past).not.toContain('x063')
  })

  it('C-ACT-30 C-HAND-8 C-ICON-5 a Curse is never offered to a hand', () => {
    const c = indexCards(withStart(baseCards([curseCard('KQ', 'death')]), { actions: [action('fight', 1, 0, [])] }))
    const s = play(c, stackDeck(setup(c), ['KQ']), { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'involve', seats: [1] }, { type: 'setCost', tradeOff: 0, extra: 0 })
    expect(s.choice).toBeNull()
    expect(s.discard).toContain('KQ')
  })

  it('C-ACT-36 C-ACT-37 C-ACT-38 C-GEN-9 C-ICON-29 failure applies the black section to the active player only; none → nothing', () => {
    const c = indexCards(withStart(baseCards([curseCard('KQ', 'death'), adv('frz', '105', { kind: 'state', title: 'state.freezing' })]), {
      actions: [action('fight', 1, 1, [], [{ op: 'take', number: '105' }]), action('climb', 1, 1, [])],
    }))
    const f = play(c, stackDeck(setup(c, { characters: ['bruno'] }), ['KQ']), { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'setCost', tradeOff: 0, extra: 0 })
    expect(f.players[0]?.hand).toContain('frz')
    const n = play(c, stackDeck(setup(c, { characters: ['bruno'] }), ['KQ']), { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 1 } }, { type: 'setCost', tradeOff: 0, extra: 0 })
    expect(n.players[0]?.hand).toEqual(['ch-bruno'])
    expect(n.phase).toBe('chooseActive')
  })
})

describe('C-DECK, C-CONSEQ, C-HAND details', () => {
  it('C-DEF-27 C-DECK-1 C-DECK-3 C-DECK-7 the deck is the life force: a Curse from it is harmless; empty, draws come from the pile', () => {
    const c = indexCards(withStart(baseCards(), { actions: [action('fight', 2, 0, [])] }))
    const s0 = structuredClone(setup(c, { characters: ['bruno'] }))
    s0.discard = s0.actionDeck.filter((u) => c.cards[u]?.type === 'skill')
    s0.outOfPlay.push(...s0.actionDeck.filter((u) => c.cards[u]?.type !== 'skill'))
    s0.actionDeck = []
    s0.discardFaceDown = true
    const s = play(c, s0, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'setCost', tradeOff: 0, extra: 0 })
    expect(s.outcome).toBeNull()
    const drawnFrom = (s.action?.drawn ?? []).map((d) => d.from)
    expect(drawnFrom.every((f) => f === 'discard')).toBe(true)
  })

  it('C-CONSEQ-7 C-D-2 the taken card’s number and back are announced before it is resolved', () => {
    const c = indexCards(withStart(baseCards(), { actions: [action('fight', 0, 0, [{ op: 'take', number: '063' }])] }))
    const r = createContinent(c).apply(play(c, setup(c, { characters: ['bruno'] }), { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }), { type: 'setCost', tradeOff: 0, extra: 0 })
    if ('code' in r) throw new Error(r.message)
    const t = types(r.events)
    expect(t.indexOf('took')).toBeLessThan(t.indexOf('revealed'))
    expect(r.events.find((e) => e.type === 'took')).toMatchObject({ number: '063', back: 'green', checkpoint: true })
  })

  it('C-DEF-8 C-ICON-7 C-CONSEQ-13 C-CONSEQ-17 C-CARD-10 C-ICON-9 C-ICON-10 C-CARD-4 C-CARD-12 C-CARD-14 C-CONSEQ-19 C-CONSEQ-20 C-CONSEQ-18 resolving by type', () => {
    const c = indexCards(withStart(baseCards([
      adv('tmp', '280', { kind: 'temporaryEvent', onReveal: [{ op: 'take', number: '281' }] }),
      adv('qi', '281', { kind: 'questItem' }),
      adv('bon', '282', { kind: 'bonus' }),
      adv('it', '283', { kind: 'item', durability: 2 }),
      adv('ter', '284', { kind: 'terrain', area: 'I' }),
    ]), { actions: [action('fight', 0, 0, [{ op: 'take', number: '280' }, { op: 'take', number: '282' }, { op: 'take', number: '283' }, { op: 'take', number: '284' }])] }))
    let s = play(c, setup(c), { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'involve', seats: [1] }, { type: 'setCost', tradeOff: 0, extra: 0 })
    expect(s.past).toContain('tmp')
    expect(s.satchel).toContain('qi')
    expect(s.choice?.kind).toBe('handCardDestination')
    s = play(c, s, { type: 'choose', option: optionIndex(s, (o) => o.code === 'hand' && o.seat === 1) })
    expect(s.players[1]?.hand).toContain('bon')
    expect(s.choice?.kind).toBe('itemDestination')
    s = play(c, s, { type: 'choose', option: optionIndex(s, (o) => o.code === 'new-item' && o.seat === 1) })
    expect(s.players[1]?.items[0]?.cards).toEqual(['it'])
    expect(Object.values(s.board.cells)).toContain('ter')
    expect(s.players.every((p) => p.at === 't010')).toBe(true)
  })

  it('C-CONSEQ-25 several States named at once are resolved one at a time in printed order', () => {
    const c = indexCards(withStart(baseCards([adv('a', '290', { kind: 'state', title: 'state.a' }), adv('b', '291', { kind: 'state', title: 'state.b' })]), {
      actions: [action('fight', 0, 0, [{ op: 'take', number: '290' }, { op: 'take', number: '291' }])],
    }))
    const s = play(c, setup(c, { characters: ['bruno'] }), { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'setCost', tradeOff: 0, extra: 0 })
    expect(s.players[0]?.hand).toEqual(['ch-bruno', 'a', 'b'])
  })

  it('C-CONSEQ-30 C-CONSEQ-29 banished cards stay out until the game ends', () => {
    const c = indexCards(withStart(baseCards([adv('zz', '600', { kind: 'other' })]), { actions: [action('pray', 0, 0, [{ op: 'banishNumber', number: '600' }])] }))
    let s = play(c, setup(c, { characters: ['bruno'] }), { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'setCost', tradeOff: 0, extra: 0 })
    s = play(c, s, { type: 'rulesSave' }, { type: 'rulesResume' })
    expect(s.banished).toEqual(['zz'])
  })

  it('C-END-3 C-CONSEQ-38 "your adventure is over" in an action involving every character loses, even when it names the active player only', () => {
    const c = indexCards(withStart(baseCards(), { actions: [action('fight', 0, 0, [{ op: 'adventureOver' }])] }))
    const s = play(c, setup(c), { type: 'chooseActive', seat: 1 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'involve', seats: [0] }, { type: 'setCost', tradeOff: 0, extra: 0 })
    expect(s.outcome).toBe('lost')
    expect(s.phase).toBe('over')
  })

  it('C-END-8 C-DEF-42 when someone stays outside the action, only the involved character it names is eliminated', () => {
    const c = indexCards(withStart(baseCards(), { actions: [action('fight', 0, 0, [{ op: 'adventureOver' }])] }))
    const s = play(c, setup(c, { characters: ['bruno', 'ludo', 'third'] }), { type: 'chooseActive', seat: 1 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'involve', seats: [0] }, { type: 'setCost', tradeOff: 0, extra: 0 })
    expect(s.players.map((p) => p.status)).toEqual(['playing', 'eliminated', 'playing'])
    expect(s.outcome).toBeNull()
  })

  it('C-END-8 C-CONSEQ-38 "every involved" eliminates each involved character and nobody outside the action', () => {
    const c = indexCards(withStart(baseCards(), { actions: [action('fight', 0, 0, [{ op: 'adventureOver', who: 'involved' }])] }))
    const s = play(c, setup(c, { characters: ['bruno', 'ludo', 'third'] }), { type: 'chooseActive', seat: 2 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'involve', seats: [0] }, { type: 'setCost', tradeOff: 0, extra: 0 })
    expect(s.players.map((p) => p.status)).toEqual(['eliminated', 'playing', 'eliminated'])
    expect(s.outcome).toBeNull()
  })

  it('C-DEF-22 C-HAND-1 C-HAND-2 C-HAND-6 C-HAND-9 hands start with the Character; Character and States do not count toward the limit', () => {
    const c = indexCards(baseCards([adv('frz', '105', { kind: 'state', title: 'state.freezing' }), adv('bon', '300', { kind: 'bonus' })]))
    const s = setup(c)
    expect(s.players.map((p) => p.hand)).toEqual([['ch-bruno'], ['ch-ludo']])
    expect(limitedCards({ c }, ['ch-bruno', 'frz', 'bon', 's1'])).toEqual(['bon', 's1'])
    const bad = structuredClone(s)
    bad.adventure['300'] = []
    bad.players[0]?.hand.push('t010')
    expect(createContinent(c).check(bad).map((v) => v.code)).toContain('C-HAND-9')
  })

  it('C-HAND-4 a hand may exceed the limit between step 4 and step 7 (then the involved discard)', () => {
    const c = indexCards(withStart(baseCards([sk('keep', strip(0))]), { actions: [action('fight', 1, 0, [])] }))
    let s = stackDeck(toHand(setup(c), 0, ['s1', 's2', 's3']), ['keep'])
    s = play(c, s, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'involve', seats: [] }, { type: 'setCost', tradeOff: 0, extra: 0 })
    s = play(c, s, { type: 'choose', option: optionIndex(s, (o) => o.uid === 'keep') })
    expect(s.choice?.kind).toBe('handLimit')
    expect(s.players[0]?.hand.length).toBe(5)
  })

  it('C-HAND-7 C-HAND-10 a specific Skill held by another character is an invariant violation; States leave only by rules', () => {
    const c = indexCards(baseCards())
    const bad = toHand(setup(c), 1, ['b0'])
    expect(createContinent(c).check(bad).map((v) => v.code)).toContain('C-HAND-7')
    const g = gOf(c, setup(c))
    g.s.adventure['100'] = ['p100b']
    g.s.revealed.push('p100a')
    g.s.adventure['100'] = ['p100b']
    takeState(g, 'p100a', ctx0())
    expect(g.s.players[0]?.hand).toContain('p100a')
  })
})

describe('C-EXPLORE, C-ITEM, C-END details', () => {
  it('C-DEF-7 C-EXPLORE-1 C-EXPLORE-2 C-EXPLORE-3 C-EXPLORE-13 the board is a grid; an Exploration back action is usable only from its terrain', () => {
    const c = indexCards(baseCards())
    const s = setup(c)
    expect(Object.keys(s.board.cells).every((k) => /^-?\d+,-?\d+$/.test(k))).toBe(true)
    expect(availableActions({ s, c }, 0).some((a) => a.ref.index === 'back')).toBe(true)
    const away = structuredClone(s)
    away.board.cells['5,5'] = 't020'
    away.board.at['t020'] = '5,5'
    away.adventure['020'] = []
    for (const p of away.players) p.at = 't020'
    expect(availableActions({ s: away, c }, 0).some((a) => a.ref.index === 'back')).toBe(false)
  })

  it('C-Q-10 C-EXPLORE-4 C-EXPLORE-14 C-ICON-34 a move takes every involved figure to one reachable terrain', () => {
    const c = indexCards(withStart(baseCards([adv('t2', '840', { kind: 'terrain', area: 'I' }), adv('t3', '841', { kind: 'terrain', area: 'I' })]), { actions: [action('move', 0, 0, [{ op: 'move' }])] }))
    const s0 = structuredClone(setup(c, { characters: ['bruno', 'ludo', 'third'] }))
    for (const [cell, uid] of [['0,1', 't2'], ['0,2', 't3']] as const) { s0.board.cells[cell] = uid; s0.board.at[uid] = cell; s0.adventure[uid === 't2' ? '840' : '841'] = [] }
    expect(reachableTerrains({ s: s0, c }, 't010').sort()).toEqual(['t2', 't3'])
    let s = play(c, s0, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'involve', seats: [1] }, { type: 'setCost', tradeOff: 0, extra: 0 })
    expect(s.choice?.kind).toBe('move')
    s = play(c, s, { type: 'choose', option: optionIndex(s, (o) => o.uid === 't3') })
    expect(s.players.map((p) => p.at)).toEqual(['t3', 't3', 't010'])
  })

  it('C-EXPLORE-18 an obstacle event moves the figures to the terrain across it', () => {
    const c = indexCards(withStart(baseCards([adv('far', '850', { kind: 'terrain', area: 'I' }), adv('gap', '851', { kind: 'permanentEvent', placement: ['S', 'N'], actions: [action('balance_jump', 0, 0, [{ op: 'crossObstacle' }])] })]), {}))
    const s0 = structuredClone(setup(c, { characters: ['bruno'] }))
    s0.adventure['850'] = []
    s0.adventure['851'] = []
    s0.board.cells['0,-1'] = 'gap'; s0.board.at['gap'] = '0,-1'; s0.board.attached['gap'] = { terrain: 't010', edge: 'N' }
    s0.board.cells['0,-2'] = 'far'; s0.board.at['far'] = '0,-2'
    expect(reachableTerrains({ s: s0, c }, 't010')).toEqual([])
    const s = play(c, s0, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 'gap', index: 0 } }, { type: 'setCost', tradeOff: 0, extra: 0 })
    expect(s.players[0]?.at).toBe('far')
  })

  it('C-DEF-23 C-DEF-25 C-ITEM-1 C-ITEM-2 C-ITEM-7 C-ICON-8 C-CARD-11 inventories start empty; a found item becomes a die plus cards', () => {
    const c = indexCards(withStart(baseCards([adv('it', '283', { kind: 'item', durability: 2 })]), { actions: [action('fight', 0, 0, [{ op: 'take', number: '283' }])] }))
    let s = setup(c, { characters: ['bruno'] })
    expect(s.players[0]?.items).toEqual([])
    s = play(c, s, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'setCost', tradeOff: 0, extra: 0 })
    expect(s.choice?.options.map((o) => o.code)).toEqual(['new-item', 'past'])
    s = play(c, s, { type: 'choose', option: 0 })
    expect(s.players[0]?.items).toEqual([{ id: 'item-1', cards: ['it'], die: 2 }])
  })

  it('C-ITEM-21 C-ITEM-23 C-Q-36 no command merges two items or splits one; giving up discards every card', () => {
    const c = indexCards(baseCards([adv('a', '283', { kind: 'item', durability: 2 }), adv('b', '284', { kind: 'item', durability: 2 })]))
    let s = giveItemCard(giveItemCard(setup(c, { characters: ['bruno'] }), 0, 'a', 2), 0, 'b', 2)
    s = structuredClone(s)
    s.players[0]?.items[0]?.cards.push('s1')
    s.actionDeck = s.actionDeck.filter((u) => u !== 's1')
    const cmds = createContinent(c).legalCommands(s).map((x) => x.type)
    expect(new Set(cmds)).toEqual(new Set(['chooseActive', 'giveUpItem', 'rulesSave', 'join']))
    s = play(c, s, { type: 'giveUpItem', seat: 0, item: 'item-a' })
    expect(s.past).toContain('a')
    expect(s.discard).toContain('s1')
  })

  it('C-ITEM-25 C-ITEM-24 a used item applies every effect of every card matching the action', () => {
    const c = indexCards(baseCards([adv('a', '283', { kind: 'item', durability: 2, effects: [{ op: 'successes', amount: 1, types: ['fight'] }] }), adv('b', '284', { kind: 'item', durability: 2, effects: [{ op: 'cost', amount: -1, types: ['fight'] }, { op: 'cost', amount: -5, types: ['dig'] }] })]))
    const s = structuredClone(giveItemCard(setup(c, { characters: ['bruno'] }), 0, 'a', 2))
    s.adventure['284'] = []
    s.players[0]?.items[0]?.cards.push('b')
    const mods = modifiersFor({ s, c }, 'fight', { active: 0, involved: [0] }, ['0:item-a'])
    expect(mods.map((m) => m.mod.op).sort()).toEqual(['cost', 'successes'])
  })

  it('C-END-13 C-Q-22 an eliminated player rejoins with a new character in the same seat', () => {
    const c = indexCards(withStart(baseCards(), { actions: [action('fight', 0, 0, [{ op: 'adventureOver' }])] }))
    let s = play(c, setup(c), { type: 'chooseActive', seat: 1 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'involve', seats: [] }, { type: 'setCost', tradeOff: 0, extra: 0 })
    expect(s.outOfPlay).toContain('ch-ludo')
    s = play(c, s, { type: 'join', character: 'third', seat: 1 })
    expect(s.players[1]).toMatchObject({ character: 'third', status: 'playing', hand: ['ch-third'], at: 't010' })
    expect(s.players.length).toBe(2)
  })

  it('C-END-15 C-END-18 a departed character’s Skill crafted into another inventory returns when discarded, unless they rejoined', () => {
    const c = indexCards(baseCards())
    let s = structuredClone(setup(c, { characters: ['bruno', 'ludo', 'third'] }))
    s.actionDeck = s.actionDeck.filter((u) => u !== 'l0')
    s.players[0]?.items.push({ id: 'item-x', cards: ['l0'], die: 1 })
    s = play(c, s, { type: 'leave', seat: 1, temporary: true })
    s = play(c, s, { type: 'giveUpItem', seat: 0, item: 'item-x' })
    expect(s.discard).not.toContain('l0')
    expect(s.outOfPlay).toContain('l0')
    s = play(c, s, { type: 'join', character: 'ludo' })
    expect(s.actionDeck).toContain('l0')
  })

  it('C-END-7 C-Q-31 hardcore mode takes card 650 at the start', () => {
    const c = indexCards(baseCards([adv('h650', '650', { kind: 'questItem' })]))
    expect(setup(c, { mode: 'hardcore' }).satchel).toContain('h650')
  })

  it('C-Q-12 C-SETUP-1 C-SETUP-2 C-D-2 during setup no Adventure or Exploration front reaches the view', () => {
    const c = indexCards(baseCards())
    const s = setup(c)
    const v = JSON.stringify(createContinent(c).view(s))
    for (const u of Object.values(s.exploration).flat()) expect(v).not.toContain(`"${u}"`)
    for (const b of createContinent(c).view(s).board) if (b.face === 'fog') expect(b).not.toHaveProperty('uid')
  })

  it('C-SETUP-4 C-SETUP-7 C-ITEM-3 dice by player count: 4, 3, 2, 2', () => {
    const c = indexCards(baseCards([adv('it', '283', { kind: 'item', durability: 2 })]))
    const dice = (n: number): number => {
      const g = gOf(c, setup(c, { characters: ['bruno', 'ludo', 'third', 'fourth'].slice(0, n) }))
      let k = 0
      for (let i = 0; i < 6; i++) {
        const opts = availableDieFor(g)
        if (!opts) break
        g.s.players[0]?.items.push({ id: `i${i}`, cards: ['it'], die: 1 })
        k++
      }
      return k
    }
    expect([1, 2, 3, 4].map(dice)).toEqual([4, 3, 2, 2])
  })
})

import { hasFreeDie } from '../inventory'
function availableDieFor(g: ReturnType<typeof gOf>): boolean {
  return hasFreeDie(g, 0)
}

describe('C-ATYPE and C-ICON', () => {
  it('C-ATYPE-30 C-ICON-16 an effect filtered by an action type applies to every action of that type', () => {
    const c = indexCards(withStart(baseCards([sk('h', strip(0), { effects: [{ op: 'cost', amount: -1, types: ['explore_flee'] }] })]), { actions: [action('explore_flee', 2, 0, []), action('fight', 2, 0, [])] }))
    const s = toHand(setup(c, { characters: ['bruno'] }), 0, ['h'])
    const cost = (ref: { uid: string; index: number | 'back' }): number => {
      const t = play(c, s, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref })
      return costInfo({ s: t, c }, t.action as NonNullable<ContinentState['action']>).cost
    }
    expect(cost({ uid: 't010', index: 0 })).toBe(1)
    expect(cost({ uid: s.board.cells['1,0'] as string, index: 'back' })).toBe(0)
    expect(cost({ uid: 't010', index: 1 })).toBe(2)
  })

  it('C-ICON-19 C-ATYPE-2 C-ATYPE-6 C-ATYPE-12 no-fire terrain blocks craft, make fire and rest', () => {
    const c = indexCards(withStart(baseCards([sk('cr', strip(0), { craft: { action: action('craft', 0, 0, []), reductions: {}, item: { durability: 1, keywords: [], effects: [], actions: [] } } })]), {
      noFireCraftRest: true, actions: [action('make_fire', 0, 0, []), action('rest', 0, 0, []), action('fight', 0, 0, [])],
    }))
    const s = toHand(setup(c, { characters: ['bruno'] }), 0, ['cr'])
    expect(availableActions({ s, c }, 0).map((a) => a.def.type).sort()).toEqual(['explore_flee', 'fight'])
  })

  it('C-ICON-41 C-ICON-49 C-Q-11 a fire figure provides Fire for crafting', () => {
    const c = indexCards(withStart(baseCards([sk('cr', strip(0), { craft: { action: action('craft', 3, 0, []), reductions: { fire: 2 }, item: { durability: 1, keywords: [], effects: [], actions: [] } } })]), {}))
    let s = structuredClone(toHand(setup(c, { characters: ['bruno'] }), 0, ['cr']))
    s = play(c, s, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 'cr', index: 'craft' } })
    expect(costInfo({ s, c }, s.action as NonNullable<ContinentState['action']>).cost).toBe(3)
    Object.assign(s.players[0] ?? {}, { fire: 't010' })
    expect(costInfo({ s, c }, s.action as NonNullable<ContinentState['action']>).cost).toBe(1)
  })

  it('C-ICON-32 C-EXPLORE-6 the exploration-replace consequence puts the arrow’s card in the space', () => {
    const pe = explo('pe', 'II', action('explore_flee', 0, 0, [{ op: 'exploreReplace' }]), { kind: 'other' })
    const c = indexCards(withStart(baseCards([pe]), { arrows: [{ edge: 'E', area: 'II', numbox: '020' }] }))
    const s = play(c, setup(c, { characters: ['bruno'] }), { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 'pe', index: 'back' } }, { type: 'setCost', tradeOff: 0, extra: 0 })
    expect(s.board.cells['1,0']).toBe('t020')
    expect(s.past).toContain('pe')
  })
})
