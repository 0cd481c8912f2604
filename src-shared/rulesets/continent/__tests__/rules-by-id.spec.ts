import { describe, expect, it } from 'vitest'
import { action, adv, baseCards, giveItemCard, indexCards, play, refused, setup, sk, stackDeck, strip, toHand, withStart, curseCard } from './fixture'
import { createContinent } from '../continent'
import { availableActions, costInfo } from '../action-resolution'
import type { ContinentState } from '../state'
import type { GameEvent } from '../../../engine/ruleset'

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
