import { describe, expect, it } from 'vitest'
import { baseCards, exploAt, indexCards, optionIndex, play, refused, setup, stackDeck } from './fixture'
import { createContinent } from '../continent'
import type { ContinentState } from '../state'
import type { ContinentContent } from '../../../content/continent/content'

/**
 * C-CONSEQ-13: "the active player puts it into play at the place designated by the card that
 * summoned it". With `terrainPlacement: 'players'` (the default) that act is a `placeTerrain`
 * decision the app answers by a drag; the space itself stays fixed (C-EXPLORE-12).
 */
function revealTerrain(terrainPlacement: 'players' | 'automatic'): { c: ContinentContent; s: ContinentState } {
  const c = indexCards(baseCards())
  let s = stackDeck(exploAt(setup(c, { characters: ['bruno'], settings: { terrainPlacement } }), 'e1'), ['s0'])
  s = play(c, s, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 'fog:1,0', index: 'back' } }, { type: 'setCost', tradeOff: 0, extra: 0 })
  if (s.choice?.kind === 'keepSkill') s = play(c, s, { type: 'choose', option: 0 })
  s = play(c, s, { type: 'choose', option: optionIndex(s, (o) => o.code === 'new-item') })
  return { c, s }
}

describe('C-CONSEQ-13 placing a revealed terrain', () => {
  it('C-CONSEQ-13 C-EXPLORE-12 the active player places the revealed terrain on its one legal space', () => {
    const { c, s } = revealTerrain('players')
    expect(s.choice).toMatchObject({ kind: 'placeTerrain', seat: 0, uid: 't020', options: [{ code: 'place-terrain', uid: 't020', cell: '1,0' }] })
    // It waits face up in the reveal area; nothing is on its space yet, and no Exploration card follows it.
    expect(s.revealed).toContain('t020')
    expect(s.board.cells['1,0']).toBeUndefined()
    expect(s.board.cells['2,0']).toBeUndefined()
    const rules = createContinent(c)
    expect(rules.check(s)).toEqual([])
    expect(rules.legalCommands(s)).toEqual([{ type: 'choose', option: 0 }])
    const view = rules.view(s, 0)
    expect(view.decision?.choice?.options).toEqual([expect.objectContaining({ cell: '1,0', uid: 't020' })])

    const placed = play(c, s, { type: 'choose', option: 0 })
    expect(placed.choice).toBeNull()
    expect(placed.revealed).not.toContain('t020')
    expect(placed.board.cells['1,0']).toBe('t020')
    expect(placed.board.attached[placed.board.cells['2,0'] as string]?.terrain).toBe('t020') // C-EXPLORE-9 after the drop
    expect(rules.check(placed)).toEqual([])
  })

  it('C-CONSEQ-13 C-EXPLORE-12 any other space is refused: the players never choose the position', () => {
    const { c, s } = revealTerrain('players')
    expect(refused(c, s, { type: 'choose', option: 1 })).toBeTruthy()
    expect(refused(c, s, { type: 'chooseActive', seat: 0 })).toBeTruthy()
  })

  it('C-CONSEQ-13 placing by the players and by the engine lead to the same table', () => {
    const byPlayers = revealTerrain('players')
    const byEngine = revealTerrain('automatic')
    expect(byEngine.s.choice?.kind).not.toBe('placeTerrain')
    const placed = play(byPlayers.c, byPlayers.s, { type: 'choose', option: 0 })
    const strip = (s: ContinentState): unknown => ({ ...s, settings: { ...s.settings, terrainPlacement: null } })
    expect(strip(placed)).toEqual(strip(byEngine.s))
  })
})
