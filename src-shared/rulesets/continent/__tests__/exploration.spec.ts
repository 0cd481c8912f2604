import { describe, expect, it } from 'vitest'
import { action, adv, baseCards, indexCards, optionIndex, play, refused, setup, stackDeck, withStart, gOf, explo, exploAt } from './fixture'
import { fitsNeighbours, neighbour, putTerrainIntoPlay, reachableTerrains } from '../exploration'
import { createContinent } from '../continent'
import { availableActions, costInfo } from '../action-resolution'
import type { ContinentState } from '../state'

describe('C-EXPLORE', () => {
  describe('C-EX-4 revealing an Exploration card, then placing card 020', () => {
    const c = indexCards(baseCards())
    const start = () => stackDeck(exploAt(setup(c, { characters: ['bruno'] }), 'e1'), ['s0'])
    /** Bruno explores the fog card east of the start: it is an item (kept), and the arrow's 020 takes its place. */
    function explored() {
      let s = play(c, start(), { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 'fog:1,0', index: 'back' } }, { type: 'setCost', tradeOff: 0, extra: 0 })
      if (s.choice?.kind === 'keepSkill') s = play(c, s, { type: 'choose', option: 0 })
      const revealed = s
      s = play(c, s, { type: 'choose', option: optionIndex(s, (o) => o.code === 'new-item') })
      return { revealed, s }
    }

    it('C-CARD-15 C-ICON-40 a face-down Exploration card shows only its area numeral and its back action', () => {
      const view = createContinent(c).view(start())
      expect(view.board.find((b) => b.cell === '1,0')).toMatchObject({ face: 'fog', ref: 'fog:1,0', area: 'I' })
      expect(JSON.stringify(view)).not.toContain('"e1"') // C-D-2: the fog card is never named
      expect(availableActions({ s: start(), c }, 0).find((a) => a.ref.index === 'back')?.def.type).toBe('explore_flee')
    })

    it('C-CARD-16 C-EXPLORE-5 its front is revealed and resolved by its type (here an item)', () => {
      const { revealed, s } = explored()
      expect(revealed.choice?.kind).toBe('itemDestination')
      expect(s.players[0]?.items[0]?.cards).toEqual(['e1'])
    })

    it('C-EXPLORE-6 C-EXPLORE-7 C-DEF-28 the card left its space, which receives the card of the arrow’s numbox (020)', () => {
      const { s } = explored()
      expect(s.board.cells['1,0']).toBe('t020')
      expect(s.adventure['020']).toEqual([])
    })

    it('C-EXPLORE-9 C-ICON-39 C-CARD-5 the new terrain’s arrow gets an Exploration card of its area', () => {
      const { s } = explored()
      const next = s.board.cells['2,0'] as string
      expect(c.cards[next]).toMatchObject({ type: 'exploration', area: 'I' })
      expect(s.board.attached[next]).toMatchObject({ terrain: 't020', edge: 'E' })
    })

    it('C-EXPLORE-12 C-DEF-40 C-CONSEQ-14 the terrain goes where the arrow says; figures stay where they were', () => {
      const { s } = explored()
      expect(s.board.at['t020']).toBe('1,0')
      expect(s.players[0]?.at).toBe('t010')
    })
  })

  it('C-EXPLORE-10 C-DEF-21 a space already holding a card receives no Exploration card', () => {
    const c = indexCards(baseCards([adv('t2', '860', { kind: 'terrain', area: 'I', arrows: [{ edge: 'W', area: 'I', numbox: '020' }, { edge: 'N', area: 'I', numbox: '030' }] })]))
    const g = gOf(c, setup(c))
    g.s.adventure['860'] = []
    const pile = g.s.exploration['I']?.length ?? 0
    expect(putTerrainIntoPlay(g, 't2', '1,1')).toBe(true)
    expect(g.s.board.cells['1,0']).not.toBe(undefined) // the north arrow's space already held the start's Exploration card
    expect(g.s.board.attached[g.s.board.cells['1,0'] as string]?.terrain).toBe('t010')
    expect(g.s.board.attached[g.s.board.cells['0,1'] as string]?.terrain).toBe('t2') // the free west space got one
    expect(g.s.exploration['I']?.length).toBe(pile - 1)
  })

  describe('C-EX-25 reachability', () => {
    const cards = baseCards([1, 2, 3, 4, 5].map((i) => adv(`T${i}`, `80${i}`, { kind: 'terrain', area: 'I' })).concat([adv('ev', '810', { kind: 'permanentEvent' })]))
    const c = indexCards(cards)
    function board() {
      const s = structuredClone(setup(c))
      s.board = { cells: { '0,0': 'T1', '1,0': 'T2', '2,0': 'T3', '3,0': 'ev', '4,0': 'T4', '0,1': 'e1', '0,2': 'T5', '1,1': 'x063' }, at: {}, attached: {} }
      for (const [cell, uid] of Object.entries(s.board.cells)) s.board.at[uid] = cell
      return s
    }

    it('C-EXPLORE-15 C-DEF-32 a chain of adjacent terrains reaches', () => {
      expect(reachableTerrains({ s: board(), c }, 'T1').sort()).toEqual(['T2', 'T3'])
    })

    it('C-EXPLORE-16 edges only: a diagonal neighbour is not reached', () => {
      const s = board()
      s.board.cells['-1,-1'] = 'T5'
      s.board.at['T5'] = '-1,-1'
      Reflect.deleteProperty(s.board.cells, '0,2')
      expect(reachableTerrains({ s, c }, 'T1')).not.toContain('T5')
    })

    it('C-EXPLORE-17 an event or an Exploration card breaks the chain', () => {
      const r = reachableTerrains({ s: board(), c }, 'T1')
      expect(r).not.toContain('T4') // behind the event
      expect(r).not.toContain('T5') // behind the Exploration card
    })
  })

  describe('C-EX-8 hidden number 316 replaces the terrain in place', () => {
    const c = indexCards(withStart(baseCards([adv('t316', '316', { kind: 'terrain', area: 'I' }, 'green', ['010'])]), { hiddenNumbers: ['316'] }))
    const s0 = setup(c)
    const spotted = () => play(c, s0, { type: 'spotHiddenNumber', uid: 't010', number: '316' })

    it('C-EXPLORE-20 C-EXPLORE-21 spotting the number discards the card and replaces it by the Adventure card 316', () => {
      const s = spotted()
      expect(s.past).toContain('t010')
      expect(s.adventure['316']).toEqual([])
    })

    it('C-EXPLORE-22 the replacement is accepted because its back names the source card 010', () => {
      expect(spotted().board.cells['0,0']).toBe('t316')
      const wrong = indexCards(withStart(baseCards([adv('t316', '316', { kind: 'terrain', area: 'I' }, 'green', ['999'])]), { hiddenNumbers: ['316'] }))
      expect(refused(wrong, setup(wrong), { type: 'spotHiddenNumber', uid: 't010', number: '316' })).toBe('wrong-hidden-number')
    })

    it('C-EXPLORE-23 the replacing terrain keeps the place, the figures and the attached cards', () => {
      const east = s0.board.cells['1,0'] as string
      const s = spotted()
      expect(s.players.every((p) => p.at === 't316')).toBe(true)
      expect(s.board.attached[east]?.terrain).toBe('t316')
    })
  })

  it('C-EX-8 variant C-D-6 C-Q-20 a number without the source icon is refused and the card stays', () => {
    const c = indexCards(withStart(baseCards([adv('t316', '316', { kind: 'terrain', area: 'I' }, 'green', ['054'])]), { hiddenNumbers: ['316'] }))
    const s0 = setup(c)
    expect(refused(c, s0, { type: 'spotHiddenNumber', uid: 't010', number: '316' })).toBe('wrong-hidden-number')
    expect(s0.board.cells['0,0']).toBe('t010')
  })

  describe('C-CONSEQ-15 a Permanent Event attaches to the active terrain', () => {
    const ev = adv('ev', '820', { kind: 'permanentEvent', placement: ['S'], effects: [{ op: 'successes', amount: 1 }] })
    const c = indexCards(withStart(baseCards([ev]), { actions: [action('search_examine', 0, 0, [{ op: 'take', number: '820' }]), action('fight', 0, 0, [])] }))
    const brought = () => play(c, setup(c, { characters: ['bruno'] }), { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'setCost', tradeOff: 0, extra: 0 })

    it('C-CONSEQ-15 C-ICON-38 C-CARD-7 its placement arrow points at the active player’s terrain', () => {
      const s = brought()
      expect(s.board.cells['0,-1']).toBe('ev') // arrow S: it lies north of the terrain it points at
      expect(s.board.attached['ev']).toMatchObject({ terrain: 't010', edge: 'N' })
    })

    it('C-CARD-8 C-ICON-11 it stays in play after it is revealed, attached, and its effects serve that terrain', () => {
      const s = play(c, brought(), { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 1 } })
      expect(s.past).not.toContain('ev')
      expect(costInfo({ s, c }, s.action as NonNullable<ContinentState['action']>).flatSuccesses).toBe(1)
    })

    it('C-TURN-12 C-ICON-14 C-Q-19 the action that brought it can no longer be performed on that terrain', () => {
      const s = brought()
      expect(s.board.attached['ev']?.blocks).toBe('search_examine')
      const next = play(c, s, { type: 'chooseActive', seat: 0 })
      const acts = createContinent(c).view(next).decision?.availableActions?.filter((a) => a.ref.uid === 't010').map((a) => a.def.type)
      expect(acts).toEqual(['fight'])
    })
  })

  describe('C-EX-24 a mandatory action on a Temporary Event', () => {
    const tmp = adv('tmp', '400', { kind: 'temporaryEvent', actions: [action('fight', 0, 0, [{ op: 'take', number: '063' }], undefined, { mandatory: true })] })
    const c = indexCards(withStart(baseCards([tmp]), { actions: [action('pray', 0, 0, [{ op: 'take', number: '400' }])] }))
    const revealed = () => play(c, setup(c, { characters: ['bruno', 'ludo', 'third'] }), { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'involve', seats: [1] }, { type: 'setCost', tradeOff: 0, extra: 0 })

    it('C-TURN-14 C-ICON-15 C-ACT-44 once the action that revealed it is over, its action must be performed next', () => {
      const s = revealed()
      expect(s.phase).toBe('chooseAction')
      expect(s.forced?.uid).toBe('tmp')
      expect(refused(c, s, { type: 'cancel' })).toBe('wrong-step')
      expect(refused(c, s, { type: 'chooseAction', ref: { uid: 't010', index: 0 } })).toBe('action-unavailable')
    })

    it('C-TURN-15 the same active player and the same involved perform it; nobody joins', () => {
      const s = play(c, revealed(), { type: 'chooseAction', ref: { uid: 'tmp', index: 0 } })
      expect(s.active).toBe(0)
      expect(s.action?.involved).toEqual([0, 1])
      expect(s.phase).toBe('cost')
    })

    it('C-CARD-9 C-CARD-10 after its action the Temporary Event goes to the Past', () => {
      let s = play(c, revealed(), { type: 'chooseAction', ref: { uid: 'tmp', index: 0 } })
      s = play(c, s, { type: 'setCost', tradeOff: 0, extra: 0 })
      expect(s.past).toEqual(expect.arrayContaining(['x063', 'tmp']))
      expect(s.phase).toBe('chooseActive')
    })
  })

  it('C-TURN-16 C-CONSEQ-37 C-Q-39 arriving on a terrain with a mandatory action obliges the arrivals', () => {
    const t2 = adv('t2', '830', { kind: 'terrain', area: 'I', actions: [action('climb', 0, 0, [{ op: 'take', number: '063' }], undefined, { mandatory: true })] })
    const c = indexCards(withStart(baseCards([t2]), { actions: [action('move', 0, 0, [{ op: 'move' }])] }))
    const s0 = structuredClone(setup(c))
    const east = s0.board.cells['1,0'] as string
    Reflect.deleteProperty(s0.board.at, east)
    Reflect.deleteProperty(s0.board.attached, east)
    s0.past.push(east)
    s0.adventure['830'] = []
    s0.board.cells['1,0'] = 't2'
    s0.board.at['t2'] = '1,0'
    let s = play(c, s0, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'involve', seats: [1] }, { type: 'setCost', tradeOff: 0, extra: 0 })
    expect(s.players.every((p) => p.at === 't2')).toBe(true)
    expect(s.forced?.uid).toBe('t2')
    s = play(c, s, { type: 'chooseAction', ref: { uid: 't2', index: 0 } }, { type: 'setCost', tradeOff: 0, extra: 0 })
    expect(s.past).toContain('x063')
  })

  it('C-EXPLORE-8 a Permanent Event revealed from an Exploration card keeps its space until it leaves', () => {
    const pe = explo('pe', 'II', action('explore_flee', 0, 0, [{ op: 'revealExploration' }]), { kind: 'permanentEvent', actions: [action('fight', 0, 0, [{ op: 'exploreReplace' }])] })
    const c = indexCards(withStart(baseCards([pe]), { arrows: [{ edge: 'E', area: 'II', numbox: '020' }] }))
    let s = play(c, setup(c, { characters: ['bruno'] }), { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 'pe', index: 'back' } }, { type: 'setCost', tradeOff: 0, extra: 0 })
    expect(s.board.cells['1,0']).toBe('pe')
    expect(s.board.attached['pe']?.explorationSpace).toBe(true)
    s = play(c, s, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 'pe', index: 0 } }, { type: 'setCost', tradeOff: 0, extra: 0 })
    expect(s.past).toContain('pe')
    expect(s.board.cells['1,0']).toBe('t020')
  })

  it('C-EXPLORE-11 C-EXPLORE-19 C-D-7 north is up and terrains must fit their neighbours like jigsaw pieces', () => {
    const c = indexCards(baseCards([
      adv('river', '880', { kind: 'terrain', area: 'I', edges: { W: 'river' } }),
      adv('plain', '881', { kind: 'terrain', area: 'I', edges: { W: 'plain' } }),
    ]).map((x) => (x.uid === 't010' && x.type === 'adventure' ? { ...x, edges: { E: 'river' } } : x)))
    const g = gOf(c, setup(c))
    expect(neighbour('0,0', 'N')).toBe('0,-1')
    expect(neighbour('0,0', 'E')).toBe('1,0')
    Reflect.deleteProperty(g.s.board.cells, '1,0')
    expect(fitsNeighbours(g, 'river', '1,0')).toBe(true)
    expect(fitsNeighbours(g, 'plain', '1,0')).toBe(false)
  })
})

