import { describe, expect, it } from 'vitest'
import { action, adv, baseCards, indexCards, optionIndex, play, setup, withStart } from './fixture'
import { createContinent } from '../continent'

describe('C-EXPLORE-24…28 not enough room (C-Q-21 setting)', () => {
  const c = indexCards(withStart(baseCards([adv('t2', '840', { kind: 'terrain', area: 'I' }), adv('t3', '841', { kind: 'terrain', area: 'I' }), adv('new', '842', { kind: 'terrain', area: 'I' })]), {
    actions: [action('search_examine', 0, 0, [{ op: 'take', number: '842' }])],
  }))
  const withBoard = (max: number | null) => {
    const s = structuredClone(setup(c, { settings: { maxBoardCards: max } }))
    for (const [cell, uid, n] of [['0,1', 't2', '840'], ['0,2', 't3', '841']] as const) {
      s.board.cells[cell] = uid
      s.board.at[uid] = cell
      s.adventure[n] = []
    }
    ;(s.players[1] as { at: string | null }).at = 't3'
    return s
  }

  /** A full board of 4: the start, t2 south of it, t3 south of t2 with the start's Exploration card moved beside it (west). */
  function fullBoard() {
    const s = withBoard(4)
    const fog = s.board.cells['1,0'] as string
    Reflect.deleteProperty(s.board.cells, '1,0')
    s.board.cells['-1,2'] = fog
    s.board.at[fog] = '-1,2'
    s.board.attached[fog] = { terrain: 't3', edge: 'W' }
    return { s, fog }
  }
  const takeNew = (s: ReturnType<typeof withBoard>) => play(c, s, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'setCost', tradeOff: 0, extra: 0 })

  it('C-EXPLORE-24 C-Q-21 before a card enters a full board, every figure gathers on the active player’s terrain', () => {
    const s = takeNew(fullBoard().s)
    expect(s.choice?.kind).toBe('returnTerrain')
    expect(s.players.every((p) => p.at === 't010')).toBe(true)
  })

  it('C-EXPLORE-25 the group returns terrains of its choice to their deck, keeping every remaining terrain reachable', () => {
    let s = takeNew(fullBoard().s)
    expect(s.choice?.options.map((o) => o.uid)).toEqual(['t3']) // t2 would cut t3 off
    s = play(c, s, { type: 'choose', option: optionIndex(s, (o) => o.uid === 't3') })
    expect(s.adventure['841']).toEqual(['t3'])
    expect(Object.values(s.board.cells)).toContain('new')
    expect(createContinent(c).check(s)).toEqual([])
  })

  it('C-EXPLORE-26 the remaining cards keep their relative positions', () => {
    let s = takeNew(fullBoard().s)
    s = play(c, s, { type: 'choose', option: optionIndex(s, (o) => o.uid === 't3') })
    expect([s.board.at['t010'], s.board.at['t2']]).toEqual(['0,0', '0,1'])
  })

  it('C-EXPLORE-28 C-EXPLORE-27 a returned terrain’s Exploration card goes back to its pile; empty arrow spaces get new ones', () => {
    const { s: s0, fog } = fullBoard()
    let s = takeNew(s0)
    s = play(c, s, { type: 'choose', option: optionIndex(s, (o) => o.uid === 't3') })
    expect(s.exploration['I']).toContain(fog)
    expect(s.board.at[fog]).toBeUndefined()
    const east = s.board.cells['1,0'] as string // the start's arrow space, empty before, filled again
    expect(c.cards[east]?.type).toBe('exploration')
    expect(s.board.attached[east]).toMatchObject({ terrain: 't010', edge: 'E' })
  })

  it('C-Q-21 by default the board is unbounded and the procedure never triggers', () => {
    const s = play(c, withBoard(null), { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'setCost', tradeOff: 0, extra: 0 })
    expect(s.choice).toBeNull()
    expect(Object.values(s.board.cells)).toEqual(expect.arrayContaining(['t010', 't2', 't3', 'new']))
  })
})
