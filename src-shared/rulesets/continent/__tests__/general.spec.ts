import { describe, expect, it } from 'vitest'
import { action, adv, baseCards, clue, curseCard, gOf, indexCards, play, refused, setup, withStart, sk, strip, toHand } from './fixture'
import { createContinent } from '../continent'
import { ACTION_TYPES, RESOURCES, type ActionType, type Resource } from '../../../content/continent/effects'
import { costInfo, availableActions } from '../action-resolution'
import { discardCard } from '../the-past'
import type { ContinentState } from '../state'

describe('C-GEN general principles', () => {
  const twoCurses = indexCards(withStart(baseCards([curseCard('k-hunt', 'hunt'), clue('hunt', '010')]), {
    actions: [action('pray', 0, 0, [{ op: 'liftCurse', curse: 'goddess' }]), action('hunt', 0, 0, [{ op: 'liftCurse', curse: 'hunt' }])],
  }))

  const liftOne = (s: ContinentState, seat: number, index: number) =>
    play(twoCurses, s, { type: 'chooseActive', seat }, { type: 'chooseAction', ref: { uid: 't010', index } }, { type: 'involve', seats: [] }, { type: 'setCost', tradeOff: 0, extra: 0 })

  it('C-SETUP-9 C-GEN-3 with two curses chosen, lifting one does not win', () => {
    const s = liftOne(setup(twoCurses, { curses: ['goddess', 'hunt'] }), 0, 0)
    expect(s.lifted).toEqual(['goddess'])
    expect(s.outcome).toBeNull()
  })

  it('C-END-1 the game is won as soon as every chosen curse is lifted', () => {
    const s = liftOne(liftOne(setup(twoCurses, { curses: ['goddess', 'hunt'] }), 0, 0), 1, 1)
    expect(s.outcome).toBe('won')
    expect(s.phase).toBe('over')
  })

  it('C-GEN-1 everyone wins together: one outcome for the whole group, no player of their own', () => {
    const s = liftOne(liftOne(setup(twoCurses, { curses: ['goddess', 'hunt'] }), 0, 0), 1, 1)
    const view = createContinent(twoCurses).view(s)
    expect(view.outcome).toBe('won')
    expect(view.players.map((p) => Object.keys(p).filter((k) => /score|outcome|won/i.test(k)))).toEqual([[], []])
  })

  it('C-GEN-2 card text wins: a State forbidding an action type or raising a difficulty overrides the rules', () => {
    const c = indexCards(withStart(baseCards([
      adv('lame', '700', { kind: 'state', title: 'state.lame', effects: [{ op: 'forbid', types: ['climb'] }, { op: 'difficulty', amount: 2, types: ['fight'] }] }),
    ]), { actions: [action('climb', 0, 0, []), action('fight', 1, 1, [])] }))
    const s0 = structuredClone(setup(c, { characters: ['bruno'] }))
    s0.adventure['700'] = []
    s0.players[0]?.hand.push('lame')
    expect(availableActions({ s: s0, c }, 0).filter((a) => a.ref.uid === 't010').map((a) => a.def.type)).toEqual(['fight'])
    const s = play(c, s0, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 1 } })
    expect(costInfo({ s, c }, s.action as NonNullable<ContinentState['action']>).difficulty).toBe(3)
  })

  it('C-GEN-4 C-GEN-5 C-SAVE-11 after a save and resume, cards from the Past can happen again', () => {
    const c = indexCards(withStart(baseCards([adv('game', '710', { kind: 'other' })]), { actions: [action('hunt', 0, 0, [{ op: 'take', number: '710' }])] }))
    let s = play(c, setup(c, { characters: ['bruno'] }), { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'setCost', tradeOff: 0, extra: 0 })
    expect(s.past).toContain('game')
    s = play(c, s, { type: 'rulesSave' }, { type: 'rulesResume' })
    expect(s.adventure['710']).toEqual(['game'])
  })

  it('C-DEF-9 C-GEN-6 each player controls exactly one, different character', () => {
    const r = createContinent(twoCurses).setup({ characters: ['bruno', 'bruno'], curses: ['goddess'] }, 1)
    expect(r).toMatchObject({ code: 'duplicate-character' })
    expect(refused(twoCurses, setup(twoCurses), { type: 'join', character: 'bruno' })).toBe('character-taken')
  })

  it('C-GEN-7 C-DEF-41 "this" is the card printing the consequence', () => {
    const c = indexCards(withStart(baseCards([sk('once', strip(0), { actions: [action('think', 0, 0, [{ op: 'discard', card: 'this' }])] })]), {}))
    const s = play(c, toHand(setup(c, { characters: ['bruno'] }), 0, ['once']), { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 'once', index: 0 } }, { type: 'setCost', tradeOff: 0, extra: 0 })
    expect(s.players[0]?.hand).not.toContain('once')
    expect(s.discard).toContain('once')
  })

  it('C-DEF-35 C-GEN-8 C-SETUP-5 one shared Action Deck, Discard Pile, Past, Banished pile and Satchel; a hand and inventory per player', () => {
    const s = setup(twoCurses)
    expect(Array.isArray(s.actionDeck) && Array.isArray(s.discard) && Array.isArray(s.past) && Array.isArray(s.banished) && Array.isArray(s.satchel)).toBe(true)
    expect(s.satchel).toEqual(['clue-goddess'])
    expect(s.players.map((p) => [p.hand.length, p.items.length])).toEqual([[1, 0], [1, 0]])
  })

  describe('C-CONSEQ-28 a discarded card goes by its back', () => {
    const c = indexCards(baseCards())
    function discarded() {
      const g = gOf(c, setup(c))
      g.s.actionDeck = g.s.actionDeck.filter((u) => u !== 's1')
      g.s.adventure['063'] = []
      g.s.exploration['I'] = (g.s.exploration['I'] ?? []).filter((u) => u !== 'e3')
      discardCard(g, 's1')
      discardCard(g, 'x063')
      discardCard(g, 'e3')
      return g.s
    }

    it('C-ICON-1 C-DEF-15 C-Q-7 a blue-backed Action card goes to the Discard Pile', () => {
      expect(discarded().discard).toEqual(['s1'])
    })

    it('C-ICON-2 a green- or gold-backed Adventure card goes to the Past', () => {
      expect(discarded().past).toContain('x063')
    })

    it('C-ICON-3 a fog-backed Exploration card goes to the Past too', () => {
      expect(discarded().past).toEqual(['x063', 'e3'])
      expect(discarded().discard).not.toContain('e3')
    })
  })
})

describe('C-ATYPE the action types', () => {
  const keys = ACTION_TYPES
  keys.forEach((type, i) => {
    const other: ActionType = type === 'fight' ? 'dig' : 'fight'
    it(`C-ATYPE-${i + 1} ${type}: an effect filtered by this type applies to its actions only`, () => {
      const c = indexCards(withStart(baseCards([sk('h', strip(0), { effects: [{ op: 'cost', amount: -1, types: [type] }] })]), { actions: [action(type, 2, 0, []), action(other, 2, 0, [])] }))
      const s0 = toHand(setup(c, { characters: ['bruno'] }), 0, ['h'])
      const cost = (index: number): number => {
        const s = play(c, s0, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index } })
        return costInfo({ s, c }, s.action as NonNullable<ContinentState['action']>).cost
      }
      expect(cost(0)).toBe(1)
      expect(cost(1)).toBe(2)
    })
  })
})

describe('C-ICON resources', () => {
  const ids: Record<Resource, number> = { wood: 42, stone: 43, foliage: 44, vine: 45, bamboo: 46, bone: 47, poison: 48, fire: 49 }
  for (const r of RESOURCES) {
    it(`C-ICON-${ids[r]} C-ITEM-11 ${r} on the terrain lowers a Craft by its printed reduction`, () => {
      const c = indexCards(withStart(baseCards([sk('cr', strip(0), { craft: { action: action('craft', 4, 0, []), reductions: { [r]: 2 }, item: { durability: 1, keywords: [], effects: [], actions: [] } } })]), { resources: [r] }))
      const s = play(c, toHand(setup(c, { characters: ['bruno'] }), 0, ['cr']), { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 'cr', index: 'craft' } })
      expect(costInfo({ s, c }, s.action as NonNullable<ContinentState['action']>).cost).toBe(2)
    })
  }
})

describe('C-CARD character abilities and clue flags', () => {
  it('C-CARD-24 a character’s ability applies to actions in which they are involved', () => {
    const cards = baseCards().map((x) => (x.type === 'character' && x.id === 'ludo' ? { ...x, ability: [{ op: 'successes' as const, amount: 1, types: ['fight' as const] }] } : x))
    const c = indexCards(withStart(cards, { actions: [action('fight', 1, 0, [])] }))
    let s = play(c, setup(c), { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } })
    const alone = play(c, s, { type: 'involve', seats: [] })
    expect(costInfo({ s: alone, c }, alone.action as NonNullable<ContinentState['action']>).flatSuccesses).toBe(0)
    s = play(c, s, { type: 'involve', seats: [1] })
    expect(costInfo({ s, c }, s.action as NonNullable<ContinentState['action']>).flatSuccesses).toBe(1)
  })

  it('C-CARD-27 C-CONSEQ-9 a Clue’s purple flag allows the flagged number', () => {
    const flag = { colour: 'purple' as const, pictograph: 'eye', add: 2 }
    const cards = baseCards([adv('x500', '500', { kind: 'other' }), adv('x502', '502', { kind: 'other' }, 'green', ['010'])]).map((x) => (x.type === 'clue' ? { ...x, flag } : x))
    const c = indexCards(withStart(cards, { actions: [action('think', 0, 0, [{ op: 'take', number: '500', flag }])] }))
    let s = play(c, setup(c, { characters: ['bruno'] }), { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'setCost', tradeOff: 0, extra: 0 })
    expect(s.choice?.options.map((o) => o.number)).toEqual(['500', '502'])
    s = play(c, s, { type: 'choose', option: 1 })
    expect(s.past).toContain('x502')
  })

  it('C-COMP-9 C-SETUP-4 each player has one fire figure: making a new fire moves it', () => {
    const c = indexCards(withStart(baseCards([adv('t2', '870', { kind: 'terrain', area: 'I', actions: [action('make_fire', 0, 0, [{ op: 'makeFire' }])] })]), { actions: [action('make_fire', 0, 0, [{ op: 'makeFire' }])] }))
    let s = play(c, setup(c, { characters: ['bruno'] }), { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'setCost', tradeOff: 0, extra: 0 })
    expect(s.players[0]?.fire).toBe('t010')
    s = structuredClone(s)
    s.adventure['870'] = []
    s.board.cells['0,1'] = 't2'
    s.board.at['t2'] = '0,1'
    ;(s.players[0] as { at: string | null }).at = 't2'
    s = play(c, s, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't2', index: 0 } }, { type: 'setCost', tradeOff: 0, extra: 0 })
    expect(s.players.map((p) => p.fire)).toEqual(['t2'])
  })
})

