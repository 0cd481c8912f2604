import { describe, expect, it } from 'vitest'
import { action, adv, baseCards, giveItemCard, indexCards, optionIndex, play, refused, setup, sk, stackDeck, strip, toHand, withStart, curseCard, gOf, explo } from './fixture'
import { createContinent } from '../continent'
import { availableActions, costInfo } from '../action-resolution'
import { characterStateCount, takeState } from '../states-in-hand'
import { limitedCards } from '../hand-limit'
import { reachableTerrains } from '../exploration'
import { modifiersFor } from '../modifiers'
import type { ContinentState, Ctx } from '../state'
import type { GameEvent } from '../../../engine/ruleset'

const ctx0 = (seat = 0, involved = [seat]): Ctx => ({ source: null, seat, active: seat, involved, actionType: null, flags: [], cell: null, spaceOf: null })
const types = (evs: readonly GameEvent[]): string[] => evs.map((e) => e.type)

describe('C-TURN turn structure', () => {
  const c = indexCards(withStart(baseCards(), { actions: [action('fight', 1, 0, [])] }))

  it('C-DEF-2 C-TURN-1 the chosen active player performs the action', () => {
    const s = play(c, setup(c), { type: 'chooseActive', seat: 1 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } })
    expect(s.active).toBe(1)
    expect(s.action?.active).toBe(1)
    expect(s.action?.involved).toEqual([1])
  })

  it('C-TURN-9 no other action may start while one is being resolved', () => {
    let s = play(c, setup(c), { type: 'chooseActive', seat: 1 })
    expect(refused(c, s, { type: 'chooseActive', seat: 0 })).toBe('wrong-step')
    s = play(c, s, { type: 'chooseAction', ref: { uid: 't010', index: 0 } })
    expect(refused(c, s, { type: 'chooseAction', ref: { uid: 't010', index: 0 } })).toBeTruthy()
    expect(createContinent(c).legalCommands(s).some((x) => x.type === 'chooseActive' || x.type === 'chooseAction')).toBe(false)
  })

  it('C-TURN-8 C-TURN-2 once the action is resolved a new turn begins, and the same player may be chosen again', () => {
    let s = play(c, setup(c), { type: 'chooseActive', seat: 1 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'involve', seats: [] }, { type: 'setCost', tradeOff: 0, extra: 0 })
    if (s.choice) s = play(c, s, { type: 'choose', option: 0 })
    expect(s.action).toBeNull()
    expect(s.phase).toBe('chooseActive')
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

  describe('C-ACT-2 the seven steps', () => {
    const c = indexCards(withStart(baseCards([adv('bow', '220', { kind: 'item', durability: 3 })]), { actions: [action('fight', 2, 0, [{ op: 'take', number: '063' }])] }))
    function fight(): { s: ContinentState; evs: GameEvent[]; top: string[] } {
      const rules = createContinent(c)
      let s = giveItemCard(setup(c, { characters: ['bruno'] }), 0, 'bow', 3)
      const top = s.actionDeck.slice(0, 2)
      const evs: GameEvent[] = []
      for (const cmd of [{ type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'useItem', seat: 0, item: 'item-bow' }, { type: 'setCost', tradeOff: 0, extra: 0 }, { type: 'choose', option: 0 }] as const) {
        const r = rules.apply(s, cmd)
        if ('code' in r) throw new Error(r.message)
        s = r.state
        evs.push(...r.events)
      }
      return { s, evs, top }
    }

    it('C-ACT-2 C-ACT-19 the steps run in order: items, cost and draw, reveal, result, consequences, end', () => {
      const { evs } = fight()
      expect(evs.find((e) => e.type === 'actionChosen')).toMatchObject({ actionType: 'fight', seat: 0 })
      const order = ['actionChosen', 'itemUsed', 'drew', 'cardsRevealed', 'result', 'took', 'revealed', 'actionEnded']
      const t = types(evs)
      const idx = order.map((x) => t.indexOf(x))
      expect(idx.every((i) => i >= 0)).toBe(true)
      expect([...idx].sort((a, b) => a - b)).toEqual(idx)
    })

    it('C-ACT-14 the active player draws exactly the final cost, from the top', () => {
      const { evs, top } = fight()
      expect(evs.find((e) => e.type === 'drew')).toMatchObject({ count: 2, fromDiscard: 0 })
      expect(evs.find((e) => e.type === 'cardsRevealed')).toMatchObject({ uids: top })
    })

    it('C-ACT-32 every drawn card not kept goes onto the Discard Pile', () => {
      const { s, top } = fight()
      expect(s.discard).toEqual(top)
    })

    it('C-ACT-34 the consequences of the outcome are applied', () => {
      const { s, evs } = fight()
      expect(evs.find((e) => e.type === 'took')).toMatchObject({ number: '063' })
      expect(s.past).toContain('x063')
    })
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

  describe('C-ACT-12 where cost and success effects come from', () => {
    const c = indexCards(withStart(baseCards([
      sk('h', strip(0), { effects: [{ op: 'cost', amount: -1 }, { op: 'successes', amount: 1 }] }),
      adv('ev', '270', { kind: 'permanentEvent', effects: [{ op: 'cost', amount: -1 }, { op: 'successes', amount: 1 }] }),
      adv('qi', '271', { kind: 'questItem', effects: [{ op: 'cost', amount: -1 }, { op: 'successes', amount: 1 }] }),
    ]), { actions: [action('fight', 5, 0, [])] }))
    /** The cost step of a fight (cost 5) with the hand card, attached event and Quest Item given. */
    function costWith(from: readonly ('h' | 'ev' | 'qi')[]) {
      let s = structuredClone(toHand(setup(c, { characters: ['bruno'] }), 0, from.includes('h') ? ['h'] : []))
      s.adventure['270'] = []
      s.adventure['271'] = []
      if (from.includes('ev')) s.board.attached['ev'] = { terrain: 't010', edge: 'N' }
      else s.outOfPlay.push('ev')
      if (from.includes('qi')) s.satchel.push('qi')
      else s.outOfPlay.push('qi')
      s = play(c, s, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } })
      return costInfo({ s, c }, s.action as NonNullable<ContinentState['action']>)
    }

    it('C-ACT-9 the cost starts from the action’s printed cost', () => {
      expect(costWith([]).cost).toBe(5)
    })

    it('C-ACT-12 cost-lowering effects come from the hand, attached events and Quest Items: 5 − 3 = 2', () => {
      expect(costWith(['h']).cost).toBe(4)
      expect(costWith(['h', 'ev', 'qi']).cost).toBe(2)
    })

    it('C-ACT-24 success effects come from the same places, one each', () => {
      expect(costWith([]).flatSuccesses).toBe(0)
      expect(costWith(['h', 'ev', 'qi']).flatSuccesses).toBe(3)
    })

    it('C-CONSEQ-16 an attached Permanent Event serves the characters on its terrain', () => {
      expect(costWith(['ev'])).toMatchObject({ cost: 4, flatSuccesses: 1 })
    })

    it('C-DEF-31 a Quest Item under the Satchel is usable at any time, without being used in step 1', () => {
      expect(costWith(['qi'])).toMatchObject({ cost: 4, flatSuccesses: 1 })
    })
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

  describe('C-ACT-36 failure and the black section', () => {
    const c = indexCards(withStart(baseCards([
      curseCard('KQ', 'death'), curseCard('KR', 'death'),
      adv('frz', '105', { kind: 'state', title: 'state.freezing' }), adv('frz2', '105', { kind: 'state', title: 'state.freezing' }),
      adv('hun', '106', { kind: 'state', title: 'state.hungry' }), adv('hun2', '106', { kind: 'state', title: 'state.hungry' }),
    ]), {
      actions: [action('fight', 1, 1, [], [{ op: 'take', number: '105' }]), action('climb', 1, 1, []), action('swim_sail', 1, 1, [], [{ op: 'take', number: '106', who: 'eachInvolved' }])],
    }))
    const failAt = (index: number, characters: string[], helpers: number[]) => {
      let s = play(c, stackDeck(setup(c, { characters }), ['KQ', 'KR']), { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index } })
      if (s.phase === 'involve') s = play(c, s, { type: 'involve', seats: helpers })
      return play(c, s, { type: 'setCost', tradeOff: 0, extra: 0 })
    }

    it('C-ACT-36 C-ICON-29 on a failure the black section applies', () => {
      expect(failAt(0, ['bruno'], []).players[0]?.hand.some((u) => u.startsWith('frz'))).toBe(true)
    })

    it('C-ACT-37 an action with no black section fails with no consequence', () => {
      const n = failAt(1, ['bruno'], [])
      expect(n.players[0]?.hand).toEqual(['ch-bruno'])
      expect(n.past).toEqual([])
      expect(n.phase).toBe('chooseActive')
    })

    it('C-ACT-38 C-GEN-9 with two involved, a consequence naming nobody strikes the active player only', () => {
      const duo = failAt(0, ['bruno', 'ludo'], [1])
      expect(duo.players[0]?.hand.some((u) => u.startsWith('frz'))).toBe(true)
      expect(duo.players[1]?.hand.filter((u) => u.startsWith('frz'))).toEqual([])
    })

    it('C-ACT-38 “each involved” strikes every involved character', () => {
      const duo = failAt(2, ['bruno', 'ludo'], [1])
      expect(duo.players[0]?.hand.some((u) => u.startsWith('hun'))).toBe(true)
      expect(duo.players[1]?.hand.some((u) => u.startsWith('hun'))).toBe(true)
    })
  })
})

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

describe('C-EXPLORE, C-ITEM, C-END details', () => {
  it('C-DEF-7 C-EXPLORE-1 the board is a grid of cells holding the terrains and the Exploration cards among them', () => {
    const s = setup(indexCards(baseCards()))
    expect(Object.keys(s.board.cells).every((k) => /^-?\d+,-?\d+$/.test(k))).toBe(true)
    expect(s.board.cells).toEqual({ '0,0': 't010', '1,0': expect.stringMatching(/^e\d$/) })
  })

  it('C-EXPLORE-2 C-EXPLORE-3 an Exploration back action is usable only from the terrain it is attached to', () => {
    const c = indexCards(baseCards())
    const s = setup(c)
    expect(availableActions({ s, c }, 0).some((a) => a.ref.index === 'back')).toBe(true)
    const away = structuredClone(s)
    away.board.cells['5,5'] = 't020'
    away.board.at['t020'] = '5,5'
    away.adventure['020'] = []
    for (const p of away.players) p.at = 't020'
    expect(availableActions({ s: away, c }, 0).some((a) => a.ref.index === 'back')).toBe(false)
  })

  it('C-EXPLORE-13 figures stand only on terrains: a figure on an Exploration card breaks an invariant', () => {
    const c = indexCards(baseCards())
    const s = setup(c)
    expect(createContinent(c).check(s)).toEqual([])
    const bad = structuredClone(s)
    ;(bad.players[0] as { at: string | null }).at = s.board.cells['1,0'] as string
    expect(createContinent(c).check(bad).length).toBeGreaterThan(0)
  })

  describe('C-ICON-34 moving', () => {
    const c = indexCards(withStart(baseCards([adv('t2', '840', { kind: 'terrain', area: 'I' }), adv('t3', '841', { kind: 'terrain', area: 'I' })]), { actions: [action('move', 0, 0, [{ op: 'move' }])] }))
    function board() {
      const s0 = structuredClone(setup(c, { characters: ['bruno', 'ludo', 'third'] }))
      for (const [cell, uid] of [['0,1', 't2'], ['0,2', 't3']] as const) { s0.board.cells[cell] = uid; s0.board.at[uid] = cell; s0.adventure[uid === 't2' ? '840' : '841'] = [] }
      return s0
    }

    it('C-EXPLORE-14 C-Q-10 the move offers the reachable terrains', () => {
      const s0 = board()
      expect(reachableTerrains({ s: s0, c }, 't010').sort()).toEqual(['t2', 't3'])
      const s = play(c, s0, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'involve', seats: [1] }, { type: 'setCost', tradeOff: 0, extra: 0 })
      expect(s.choice?.kind).toBe('move')
      expect(s.choice?.options.map((o) => o.uid).sort()).toEqual(['t2', 't3'])
    })

    it('C-ICON-34 every involved figure moves to the one terrain chosen; the others stay', () => {
      let s = play(c, board(), { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'involve', seats: [1] }, { type: 'setCost', tradeOff: 0, extra: 0 })
      s = play(c, s, { type: 'choose', option: optionIndex(s, (o) => o.uid === 't3') })
      expect(s.players.map((p) => p.at)).toEqual(['t3', 't3', 't010'])
    })

    it('C-EXPLORE-4 an Exploration card is no terrain: nobody may move onto it', () => {
      const s0 = board()
      const fog = s0.board.cells['1,0'] as string
      const s = play(c, s0, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'involve', seats: [] }, { type: 'setCost', tradeOff: 0, extra: 0 })
      expect(s.choice?.options.map((o) => o.uid)).not.toContain(fog)
    })
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

  describe('C-ITEM-7 finding an item', () => {
    const c = indexCards(withStart(baseCards([adv('it', '283', { kind: 'item', durability: 2 })]), { actions: [action('fight', 0, 0, [{ op: 'take', number: '283' }])] }))
    const found = () => play(c, setup(c, { characters: ['bruno'] }), { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'setCost', tradeOff: 0, extra: 0 })

    it('C-ITEM-1 C-DEF-23 every inventory is empty at the start', () => {
      expect(setup(c, { characters: ['bruno', 'ludo'] }).players.map((p) => p.items)).toEqual([[], []])
    })

    it('C-ITEM-7 a found item may go into the finder’s inventory or into the Past', () => {
      expect(found().choice?.options.map((o) => o.code)).toEqual(['new-item', 'past'])
      expect(play(c, found(), { type: 'choose', option: 1 }).past).toContain('it')
    })

    it('C-ICON-8 C-ITEM-2 C-CARD-11 a new item is a die set to the printed durability, with its card', () => {
      expect(play(c, found(), { type: 'choose', option: 0 }).players[0]?.items).toEqual([{ id: 'item-1', cards: ['it'], die: 2 }])
    })

    it('C-DEF-25 an item’s card sits in the inventory, never in a hand', () => {
      const s = play(c, found(), { type: 'choose', option: 0 })
      expect(s.players[0]?.hand).toEqual(['ch-bruno'])
      expect(s.players[0]?.items.flatMap((i) => i.cards)).toEqual(['it'])
    })
  })

  it('C-ITEM-21 C-ITEM-23 C-Q-36 no command merges two items or splits one; giving up discards every card', () => {
    const c = indexCards(baseCards([adv('a', '283', { kind: 'item', durability: 2 }), adv('b', '284', { kind: 'item', durability: 2 })]))
    let s = giveItemCard(giveItemCard(setup(c, { characters: ['bruno'] }), 0, 'a', 2), 0, 'b', 2)
    s = structuredClone(s)
    s.players[0]?.items[0]?.cards.push('s1')
    s.actionDeck = s.actionDeck.filter((u) => u !== 's1')
    const cmds = createContinent(c).legalCommands(s).map((x) => x.type)
    expect(new Set(cmds)).toEqual(new Set(['chooseActive', 'cannotAgree', 'giveUpItem', 'rulesSave', 'join']))
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

  it('C-SETUP-1 C-Q-12 during setup no Adventure front reaches the view: only the starting terrain is face up', () => {
    const c = indexCards(baseCards())
    const s = setup(c)
    const v = createContinent(c).view(s)
    const adventureCards = Object.keys(v.cards).filter((u) => c.cards[u]?.type === 'adventure')
    expect(adventureCards).toEqual(['t010'])
    const text = JSON.stringify(v)
    for (const u of Object.values(s.adventure).flat()) expect(text).not.toContain(`"${u}"`)
  })

  it('C-SETUP-2 C-D-2 during setup no Exploration front reaches the view', () => {
    const c = indexCards(baseCards())
    const s = setup(c)
    const v = JSON.stringify(createContinent(c).view(s))
    for (const u of [...Object.values(s.exploration).flat(), s.board.cells['1,0'] as string]) expect(v).not.toContain(`"${u}"`)
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

  describe('C-ICON-19 no fire, craft or rest', () => {
    const cr = sk('cr', strip(0), { craft: { action: action('craft', 0, 0, []), reductions: {}, item: { durability: 1, keywords: [], effects: [], actions: [] } } })
    const typesOn = (noFireCraftRest: boolean): string[] => {
      const c = indexCards(withStart(baseCards([cr]), { noFireCraftRest, actions: [action('make_fire', 0, 0, []), action('rest', 0, 0, []), action('fight', 0, 0, [])] }))
      const s = toHand(setup(c, { characters: ['bruno'] }), 0, ['cr'])
      return availableActions({ s, c }, 0).map((a) => a.def.type).sort()
    }

    it('C-ICON-19 C-ATYPE-2 the icon blocks Craft', () => {
      expect(typesOn(false)).toContain('craft')
      expect(typesOn(true)).not.toContain('craft')
    })

    it('C-ATYPE-6 C-ATYPE-12 the icon blocks Make Fire and Rest, not the other actions', () => {
      expect(typesOn(false)).toEqual(expect.arrayContaining(['make_fire', 'rest']))
      expect(typesOn(true)).toEqual(['explore_flee', 'fight'])
    })
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
