import { describe, expect, it } from 'vitest'
import { action, adv, baseCards, giveItemCard, indexCards, optionIndex, play, setup, sk, stackDeck, strip, toHand, withStart, curseCard, gOf } from './fixture'
import { createContinent } from '../continent'
import { characterStateCount, takeState } from '../states-in-hand'
import { limitedCards } from '../hand-limit'
import type { Ctx } from '../state'
import type { GameEvent } from '../../../engine/ruleset'

const ctx0 = (seat = 0, involved = [seat]): Ctx => ({ source: null, seat, active: seat, involved, actionType: null, flags: [], cell: null, spaceOf: null })
const types = (evs: readonly GameEvent[]): string[] => evs.map((e) => e.type)

describe('C-DECK, C-CONSEQ, C-HAND details', () => {
  it('C-DECK-7 C-DEF-27 with the deck empty, the cost is drawn at random from the face-down Discard Pile', () => {
    const c = indexCards(withStart(baseCards(), { actions: [action('fight', 2, 0, [])] }))
    const s0 = structuredClone(setup(c, { characters: ['bruno'] }))
    s0.discard = s0.actionDeck.filter((u) => c.cards[u]?.type === 'skill')
    s0.outOfPlay.push(...s0.actionDeck.filter((u) => c.cards[u]?.type !== 'skill'))
    s0.actionDeck = []
    s0.discardFaceDown = true
    const s = play(c, s0, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'setCost', tradeOff: 0, extra: 0 })
    expect(s.outcome).toBeNull()
    const drawn = s.action?.drawn ?? []
    expect(drawn.length).toBe(2)
    expect(drawn.every((d) => d.from === 'discard' && s0.discard.includes(d.uid))).toBe(true)
  })

  it('C-DECK-3 C-DECK-1 while the deck holds cards, a Curse drawn from it has no consequence', () => {
    const c = indexCards(withStart(baseCards([curseCard('KQ', 'death')]), { actions: [action('fight', 1, 0, [])] }))
    const s = play(c, stackDeck(setup(c, { characters: ['bruno'] }), ['KQ']), { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'setCost', tradeOff: 0, extra: 0 })
    expect(s.outcome).toBeNull()
    expect(s.discard).toEqual(['KQ'])
    expect(s.phase).toBe('chooseActive')
  })

  it('C-CONSEQ-7 C-D-2 the taken card’s number and back are announced before it is resolved', () => {
    const c = indexCards(withStart(baseCards(), { actions: [action('fight', 0, 0, [{ op: 'take', number: '063' }])] }))
    const r = createContinent(c).apply(play(c, setup(c, { characters: ['bruno'] }), { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }), { type: 'setCost', tradeOff: 0, extra: 0 })
    if ('code' in r) throw new Error(r.message)
    const t = types(r.events)
    expect(t.indexOf('took')).toBeLessThan(t.indexOf('revealed'))
    expect(r.events.find((e) => e.type === 'took')).toMatchObject({ number: '063', back: 'green', checkpoint: true })
  })

  describe('C-CONSEQ-13 resolving a taken card by its type', () => {
    const c = indexCards(withStart(baseCards([
      adv('tmp', '280', { kind: 'temporaryEvent', onReveal: [{ op: 'take', number: '281' }] }),
      adv('qi', '281', { kind: 'questItem' }),
      adv('bon', '282', { kind: 'bonus' }),
      adv('it', '283', { kind: 'item', durability: 2, keywords: ['tool'] }),
      adv('old', '285', { kind: 'item', durability: 3, keywords: ['tool'] }),
      adv('ter', '284', { kind: 'terrain', area: 'I' }),
    ]), { actions: [action('fight', 0, 0, [{ op: 'take', number: '280' }, { op: 'take', number: '282' }, { op: 'take', number: '283' }, { op: 'take', number: '284' }])] }))
    /** Bruno (holding an item with room for a card) takes a Temporary Event, a Bonus, an Item and a Terrain with Ludo involved. */
    const taken = () => play(c, giveItemCard(setup(c), 0, 'old', 3), { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'involve', seats: [1] }, { type: 'endItems' }, { type: 'setCost', tradeOff: 0, extra: 0 })
    const bonusTo = (pick: (o: { code: string; seat?: number }) => boolean) => {
      const s = taken()
      return play(c, s, { type: 'choose', option: optionIndex(s, pick) })
    }
    const itemTo = (pick: (o: { code: string; seat?: number }) => boolean) => {
      const s = bonusTo((o) => o.code === 'hand' && o.seat === 0)
      expect(s.choice?.kind).toBe('itemDestination')
      return play(c, s, { type: 'choose', option: optionIndex(s, pick) })
    }

    it('C-CONSEQ-17 C-CARD-10 C-ICON-10 a Temporary Event is resolved (its text applies), then goes to the Past', () => {
      const s = taken()
      expect(s.past).toContain('tmp')
      expect(s.revealed).not.toContain('tmp')
    })

    it('C-CONSEQ-19 C-ICON-9 C-CARD-12 a Quest Item goes under the Satchel & Journal', () => {
      expect(taken().satchel).toContain('qi')
    })

    it('C-CONSEQ-20 C-ICON-7 C-DEF-8 a Bonus goes to the active player’s hand, another involved hand, or the Past', () => {
      expect(taken().choice?.kind).toBe('handCardDestination')
      expect(bonusTo((o) => o.code === 'hand' && o.seat === 0).players[0]?.hand).toContain('bon')
      expect(bonusTo((o) => o.code === 'hand' && o.seat === 1).players[1]?.hand).toContain('bon')
      expect(bonusTo((o) => o.code === 'past').past).toContain('bon')
    })

    it('C-CARD-14 a Bonus is a hand card: it is never offered to an inventory', () => {
      expect(new Set(taken().choice?.options.map((o) => o.code))).toEqual(new Set(['hand', 'past']))
    })

    it('C-CONSEQ-18 an Item becomes a new item of the finder, joins one of their items, goes to another involved player, or to the Past', () => {
      expect(itemTo((o) => o.code === 'new-item' && o.seat === 0).players[0]?.items.map((i) => i.cards)).toEqual([['old'], ['it']])
      expect(itemTo((o) => o.code === 'combine' && o.seat === 0).players[0]?.items).toEqual([{ id: 'item-old', cards: ['old', 'it'], die: 5 }])
      expect(itemTo((o) => o.code === 'new-item' && o.seat === 1).players[1]?.items.map((i) => i.cards)).toEqual([['it']])
      const past = itemTo((o) => o.code === 'past')
      expect(past.past).toContain('it')
      expect(past.players.flatMap((p) => p.items.flatMap((i) => i.cards))).toEqual(['old'])
    })

    it('C-CONSEQ-14 C-CARD-4 a Terrain is put into play on the board and no figure moves onto it', () => {
      const s = itemTo((o) => o.code === 'past')
      expect(Object.values(s.board.cells)).toContain('ter')
      expect(s.players.every((p) => p.at === 't010')).toBe(true)
    })
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

  describe('C-HAND-2 what counts in a hand', () => {
    const c = indexCards(baseCards([adv('frz', '105', { kind: 'state', title: 'state.freezing' }), adv('bon', '300', { kind: 'bonus' })]))

    it('C-HAND-1 C-DEF-22 hands start with the Character card', () => {
      expect(setup(c).players.map((p) => p.hand)).toEqual([['ch-bruno'], ['ch-ludo']])
    })

    it('C-HAND-2 the Character and States do not count toward the hand limit; Skills and Bonuses do', () => {
      expect(limitedCards({ c }, ['ch-bruno', 'frz', 'bon', 's1'])).toEqual(['bon', 's1'])
    })

    it('C-HAND-6 the Character card counts as a Character/State card for the life-force-loss icon', () => {
      expect(characterStateCount({ c }, ['ch-bruno'])).toBe(1)
      expect(characterStateCount({ c }, ['ch-bruno', 'frz', 'bon', 's1'])).toBe(2)
    })

    it('C-HAND-9 an Item or Quest Item card in a hand breaks an invariant', () => {
      const bad = structuredClone(setup(c))
      bad.players[0]?.hand.push('t010')
      expect(createContinent(c).check(bad).map((v) => v.code)).toContain('C-HAND-9')
      expect(createContinent(c).check(setup(c))).toEqual([])
    })
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
