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

  it('C-Q-21 C-EXPLORE-24 C-EXPLORE-25 C-EXPLORE-26 C-EXPLORE-27 C-EXPLORE-28 the group returns terrains, keeping the rest reachable', () => {
    let s = play(c, withBoard(4), { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'setCost', tradeOff: 0, extra: 0 })
    expect(s.choice?.kind).toBe('returnTerrain')
    expect(s.players.every((p) => p.at === 't010')).toBe(true) // gathered first
    expect(s.choice?.options.map((o) => o.uid)).toEqual(['t3']) // t2 would cut t3 off
    s = play(c, s, { type: 'choose', option: optionIndex(s, (o) => o.uid === 't3') })
    expect(s.adventure['841']).toEqual(['t3'])
    expect(s.board.at['t2']).toBe('0,1') // relative positions kept
    expect(Object.values(s.board.cells)).toContain('new')
    expect(createContinent(c).check(s)).toEqual([])
  })

  it('C-Q-21 by default the board is unbounded and the procedure never triggers', () => {
    const s = play(c, withBoard(null), { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'setCost', tradeOff: 0, extra: 0 })
    expect(s.choice).toBeNull()
    expect(Object.values(s.board.cells)).toEqual(expect.arrayContaining(['t010', 't2', 't3', 'new']))
  })
})
