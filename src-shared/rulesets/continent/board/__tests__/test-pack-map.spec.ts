import { describe, expect, it } from 'vitest'
import { formatProblem } from '../../../../content/problems'
import { parsePack } from '../../../../content/parse-pack'
import { continentPackSpec } from '../../../../content/continent/pack-spec'
import type { ContinentContent } from '../../../../content/continent/content'
import { readPackFolder, TEST_PACK_DIR } from '../../../../content/continent/__tests__/load-pack'
import type { Board } from '../index'
import {
  arrowIntoSpace, attachExploration, attachPermanentEvent, boardCatalog, canPlaceTerrain, emptyBoard, freeArrowSpaces, isReachable,
  legalTerrainCells, putCard, reachable, removeCard, replaceInPlace,
} from '../index'

function content(): ContinentContent {
  const { files, art } = readPackFolder(TEST_PACK_DIR)
  const r = parsePack(files, art, continentPackSpec)
  if (!r.ok) throw new Error(r.problems.map(formatProblem).join('\n'))
  return r.content
}

describe('the test pack on the board', () => {
  const c = content()
  const cat = boardCatalog(c)
  const first = (n: string): string => c.numbers[n]?.[0] ?? ''

  /** Uncover the space across `edge` of `terrain` the way C-EX-4 does: exploration card, then the numbox. */
  function uncover(b: Board, terrain: string, edge: 'N' | 'E' | 'S' | 'W', exploration: string): Board {
    let next = attachExploration(b, exploration, terrain, edge)
    const cell = next.at[exploration] ?? ''
    const arrow = arrowIntoSpace(next, cat, cell)
    next = removeCard(next, exploration)
    const uid = first(arrow?.numbox ?? '')
    expect(legalTerrainCells(next, cat, uid, { cell })).toEqual([cell])
    return putCard(next, uid, cell)
  }

  it('C-SETUP-17 C-EXPLORE-9 the start terrain 001 gets Exploration cards at its two arrows', () => {
    const b = putCard(emptyBoard(), first('001'), '0,0')
    expect(freeArrowSpaces(b, cat, first('001')).map((s) => [s.cell, s.area, s.numbox])).toEqual([['0,-1', 'I', '020'], ['1,0', 'I', '010']])
  })
  it('C-EX-4 C-EXPLORE-6 C-EXPLORE-11 uncovering spaces lays out the map; every edge fits', () => {
    let b = putCard(emptyBoard(), first('001'), '0,0')
    b = uncover(b, first('001'), 'E', 'x-i-1')
    b = uncover(b, first('010'), 'S', 'x-i-2')
    b = uncover(b, first('010'), 'E', 'x-ii-1')
    b = uncover(b, first('012'), 'E', 'x-ii-2')
    b = uncover(b, first('001'), 'N', 'x-i-3')
    b = uncover(b, first('020'), 'N', 'x-ii-3')
    expect(b.cells).toEqual({
      '0,0': 'a-001-green1', '1,0': 'a-010-green1', '1,1': 'a-012-green1', '2,0': 'a-014-green1', '2,1': 'a-011-green1',
      '0,-1': 'a-020-green1', '0,-2': 'a-021-green1',
    })
    expect(reachable(b, cat, first('001')).sort()).toEqual(Object.values(b.cells).sort())
    // C-EXPLORE-11: pack.json's table makes shore fit plain, but the bog edge of 021 fits only bog.
    const start = putCard(emptyBoard(), first('001'), '0,0')
    expect(canPlaceTerrain(start, cat, first('021'), '0,-1')).toEqual({ ok: false, reason: 'edge S (bog) does not fit the N edge of "a-001-green1" (plain)' })
    expect(canPlaceTerrain(start, cat, first('020'), '0,-1')).toEqual({ ok: true })
    expect(canPlaceTerrain(start, cat, first('011'), '1,0')).toEqual({ ok: true })
  })
  it('C-EXPLORE-23 C-EX-8 hidden number 055 replaces 010 in place, keeping reach', () => {
    let b = putCard(emptyBoard(), first('001'), '0,0')
    b = uncover(b, first('001'), 'E', 'x-i-1')
    b = replaceInPlace(b, first('010'), first('055'))
    expect(b.cells['1,0']).toBe('a-055-green1')
    expect(isReachable(b, cat, first('001'), first('055'))).toBe(true)
  })
  it('C-CONSEQ-15 C-EXPLORE-17 a Permanent Event occupies a space and breaks the chain', () => {
    let b = putCard(emptyBoard(), first('001'), '0,0')
    b = uncover(b, first('001'), 'E', 'x-i-1')
    const r = attachPermanentEvent(b, cat, first('040'), first('010'), 'listen')
    // 040's placement arrow is on its west edge: it lies east of 010.
    expect(r.cell).toBe('2,0')
    expect(canPlaceTerrain(r.board, cat, first('014'), '2,0').ok).toBe(false)
  })
})
