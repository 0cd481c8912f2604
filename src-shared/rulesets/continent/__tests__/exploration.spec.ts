import { describe, expect, it } from 'vitest'
import { action, adv, baseCards, indexCards, optionIndex, play, refused, setup, stackDeck, withStart, gOf, explo, exploAt } from './fixture'
import { fitsNeighbours, neighbour, putTerrainIntoPlay, reachableTerrains } from '../exploration'
import { createContinent } from '../continent'

describe('C-EXPLORE', () => {
  it('C-EXPLORE-12 C-DEF-28 C-DEF-40 C-EX-4 C-ICON-39 C-ICON-40 C-CARD-5 C-CARD-15 C-CARD-16 C-EXPLORE-5 C-EXPLORE-6 C-EXPLORE-7 C-EXPLORE-9 C-CONSEQ-14 revealing an Exploration card, then placing card 020', () => {
    const c = indexCards(baseCards())
    let s = stackDeck(exploAt(setup(c, { characters: ['bruno'] }), 'e1'), ['s0'])
    const view = createContinent(c).view(s)
    const fog = view.board.find((b) => b.cell === '1,0')
    expect(fog).toMatchObject({ face: 'fog', ref: 'fog:1,0', area: 'I' })
    expect(JSON.stringify(view)).not.toContain('"e1"') // C-D-2: the fog card is never named
    s = play(c, s, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 'fog:1,0', index: 'back' } }, { type: 'setCost', tradeOff: 0, extra: 0 })
    if (s.choice?.kind === 'keepSkill') s = play(c, s, { type: 'choose', option: 0 })
    expect(s.choice?.kind).toBe('itemDestination')
    s = play(c, s, { type: 'choose', option: optionIndex(s, (o) => o.code === 'new-item') })
    expect(s.players[0]?.items[0]?.cards).toEqual(['e1'])
    expect(s.board.cells['1,0']).toBe('t020')
    expect(s.board.cells['2,0']?.startsWith('e')).toBe(true)
    expect(s.board.attached[s.board.cells['2,0'] as string]?.terrain).toBe('t020')
    expect(s.players[0]?.at).toBe('t010')
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

  it('C-DEF-32 C-EX-25 C-EXPLORE-15 C-EXPLORE-16 C-EXPLORE-17 reachability through chains of terrains only', () => {
    const cards = baseCards([1, 2, 3, 4, 5].map((i) => adv(`T${i}`, `80${i}`, { kind: 'terrain', area: 'I' })).concat([adv('ev', '810', { kind: 'permanentEvent' })]))
    const c = indexCards(cards)
    const s = structuredClone(setup(c))
    s.board = { cells: { '0,0': 'T1', '1,0': 'T2', '2,0': 'T3', '3,0': 'ev', '4,0': 'T4', '0,1': 'e1', '0,2': 'T5', '1,1': 'x063' }, at: {}, attached: {} }
    for (const [cell, uid] of Object.entries(s.board.cells)) s.board.at[uid] = cell
    expect(reachableTerrains({ s, c }, 'T1').sort()).toEqual(['T2', 'T3'])
  })

  it('C-EX-8 C-EXPLORE-20 C-EXPLORE-21 C-EXPLORE-22 C-EXPLORE-23 hidden number 316 replaces the terrain in place', () => {
    const c = indexCards(withStart(baseCards([adv('t316', '316', { kind: 'terrain', area: 'I' }, 'green', ['010'])]), { hiddenNumbers: ['316'] }))
    const s0 = setup(c)
    const east = s0.board.cells['1,0'] as string
    const s = play(c, s0, { type: 'spotHiddenNumber', uid: 't010', number: '316' })
    expect(s.past).toContain('t010')
    expect(s.board.cells['0,0']).toBe('t316')
    expect(s.players.every((p) => p.at === 't316')).toBe(true)
    expect(s.board.attached[east]?.terrain).toBe('t316')
  })

  it('C-EX-8 variant C-D-6 C-Q-20 a number without the source icon is refused and the card stays', () => {
    const c = indexCards(withStart(baseCards([adv('t316', '316', { kind: 'terrain', area: 'I' }, 'green', ['054'])]), { hiddenNumbers: ['316'] }))
    const s0 = setup(c)
    expect(refused(c, s0, { type: 'spotHiddenNumber', uid: 't010', number: '316' })).toBe('wrong-hidden-number')
    expect(s0.board.cells['0,0']).toBe('t010')
  })

  it('C-Q-19 C-CONSEQ-15 C-CONSEQ-16 C-TURN-12 C-ICON-11 C-ICON-14 C-ICON-38 C-CARD-7 C-CARD-8 a Permanent Event attaches to the active terrain and blocks its bringing action there', () => {
    const ev = adv('ev', '820', { kind: 'permanentEvent', placement: ['S'], effects: [{ op: 'successes', amount: 1 }] })
    const c = indexCards(withStart(baseCards([ev]), { actions: [action('search_examine', 0, 0, [{ op: 'take', number: '820' }]), action('fight', 0, 0, [])] }))
    const s = play(c, setup(c, { characters: ['bruno'] }), { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'setCost', tradeOff: 0, extra: 0 })
    expect(s.board.attached['ev']).toMatchObject({ terrain: 't010', edge: 'N', blocks: 'search_examine' })
    expect(s.board.cells['0,-1']).toBe('ev')
    const next = play(c, s, { type: 'chooseActive', seat: 0 })
    const acts = createContinent(c).view(next).decision?.availableActions?.filter((a) => a.ref.uid === 't010').map((a) => a.def.type)
    expect(acts).toEqual(['fight'])
  })

  it('C-CARD-9 C-EX-24 C-ICON-15 C-TURN-14 C-TURN-15 C-ACT-44 a mandatory action on a Temporary Event follows with the same players', () => {
    const tmp = adv('tmp', '400', { kind: 'temporaryEvent', actions: [action('fight', 0, 0, [{ op: 'take', number: '063' }], undefined, { mandatory: true })] })
    const c = indexCards(withStart(baseCards([tmp]), { actions: [action('pray', 0, 0, [{ op: 'take', number: '400' }])] }))
    let s = play(c, setup(c, { characters: ['bruno', 'ludo', 'third'] }), { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'involve', seats: [1] }, { type: 'setCost', tradeOff: 0, extra: 0 })
    expect(s.phase).toBe('chooseAction')
    expect(s.forced?.uid).toBe('tmp')
    expect(s.active).toBe(0)
    expect(refused(c, s, { type: 'cancel' })).toBe('wrong-step')
    expect(refused(c, s, { type: 'chooseAction', ref: { uid: 't010', index: 0 } })).toBe('action-unavailable')
    s = play(c, s, { type: 'chooseAction', ref: { uid: 'tmp', index: 0 } })
    expect(s.action?.involved).toEqual([0, 1])
    expect(s.phase).toBe('cost')
    s = play(c, s, { type: 'setCost', tradeOff: 0, extra: 0 })
    expect(s.past).toEqual(expect.arrayContaining(['x063', 'tmp']))
    expect(s.phase).toBe('chooseActive')
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

