import { describe, expect, it } from 'vitest'
import { action, adv, baseCards, gOf, indexCards, optionIndex, play, setup, withStart } from './fixture'
import { putTerrainIntoPlay } from '../exploration'
import { createContinent } from '../continent'
import type { ContinentState } from '../state'

/**
 * C-EXPLORE-11 is a rule the engine enforces, not a warning: a terrain that does not fit its
 * neighbours like a jigsaw piece is never placed. When only the jigsaw refuses a free space, the
 * group makes room (C-EXPLORE-24…C-EXPLORE-28); with no free space at all, the card has no place.
 */
const plain = { N: 'plain', E: 'plain', S: 'plain', W: 'plain' } as const

function content(startEdges: Record<string, string>) {
  return indexCards(withStart(baseCards([
    adv('t2', '840', { kind: 'terrain', area: 'I' }),
    adv('new', '842', { kind: 'terrain', area: 'I', edges: plain }),
  ]), { arrows: [], edges: startEdges, actions: [action('search_examine', 0, 0, [{ op: 'take', number: '842' }])] }))
}

const takeNew = (c: ReturnType<typeof content>, s: ContinentState): ContinentState =>
  play(c, s, { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }, { type: 'setCost', tradeOff: 0, extra: 0 })

function withT2East(c: ReturnType<typeof content>): ContinentState {
  const s = structuredClone(setup(c, { characters: ['bruno'] }))
  s.board.cells['1,0'] = 't2'
  s.board.at['t2'] = '1,0'
  s.adventure['840'] = []
  return s
}

describe('C-EXPLORE-11 jigsaw fit', () => {
  it('C-EXPLORE-11 a terrain that does not fit its neighbour is refused on that space', () => {
    const c = indexCards(baseCards([
      adv('river', '880', { kind: 'terrain', area: 'I', edges: { W: 'river' } }),
      adv('plain', '881', { kind: 'terrain', area: 'I', edges: { W: 'plain' } }),
    ]).map((x) => (x.uid === 't010' && x.type === 'adventure' ? { ...x, arrows: [], edges: { E: 'river' } } : x)))
    const g = gOf(c, setup(c))
    expect(putTerrainIntoPlay(g, 'plain', '1,0')).toBe(false)
    expect(g.s.board.cells['1,0']).toBeUndefined()
    expect(g.ev.map((e) => e.type)).not.toContain('terrainPlaced')
    expect(putTerrainIntoPlay(g, 'river', '1,0')).toBe(true)
    expect(g.s.board.cells['1,0']).toBe('river')
  })

  it('C-EXPLORE-11 C-EXPLORE-12 without a designated space the terrain goes to the first free side it fits, not the first free side', () => {
    const c = content({ N: 'river' })
    const s = takeNew(c, setup(c, { characters: ['bruno'] }))
    expect(s.board.cells['0,-1']).toBeUndefined() // north is free but its edge does not fit
    expect(s.board.at['new']).toBe('1,0')
    expect(createContinent(c).check(s)).toEqual([])
  })

  it('C-EXPLORE-11 C-EXPLORE-24 C-EXPLORE-25 when only the jigsaw refuses, the group returns terrains until the terrain fits', () => {
    const c = content({ N: 'river', S: 'river', W: 'river' })
    let s = takeNew(c, withT2East(c))
    expect(s.choice?.kind).toBe('returnTerrain')
    expect(s.choice?.options.map((o) => o.uid)).toEqual(['t2'])
    expect(createContinent(c).legalCommands(s)).toEqual([{ type: 'choose', option: 0 }])
    s = play(c, s, { type: 'choose', option: optionIndex(s, (o) => o.uid === 't2') })
    expect(s.adventure['840']).toEqual(['t2'])
    expect(s.board.at['new']).toBe('1,0') // west edge plain faces the start's east side, which has no profile
    expect(createContinent(c).check(s)).toEqual([])
  })

  it('C-EXPLORE-11 with no space it fits and nothing to return, the terrain has no place and goes to the Past', () => {
    const c = content({ N: 'river', E: 'river', S: 'river', W: 'river' })
    const s = takeNew(c, setup(c, { characters: ['bruno'] }))
    expect(s.choice).toBeNull()
    expect(s.board.at['new']).toBeUndefined()
    expect(s.past).toContain('new')
    expect(Object.keys(s.board.cells)).toEqual(['0,0'])
  })
})
