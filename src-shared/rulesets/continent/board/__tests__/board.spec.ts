import { describe, expect, it } from 'vitest'
import type { Edge, EdgeProfiles, TerrainArrow } from '../../../../content/continent/cards'
import type { Board, BoardCardInfo, BoardCatalog } from '../index'
import {
  acrossObstacle, adjacent, adjacentTerrains, allFreeArrowSpaces, arrowIntoSpace, attachExploration, attachPermanentEvent, attachedTo, blockedOn,
  boardBounds, canPlaceTerrain, canReturnTerrains, emptyBoard, freeArrowSpaces, hasRoomFor, isReachable, legalTerrainCells,
  neighbours, parseCell, placeTerrain, profilesFit, putCard, reachable, recentre, removeCard, replaceInPlace, returnTerrains, summonedCell,
} from '../index'

const terrain = (arrows: Partial<Record<Edge, string>> = {}, edges: EdgeProfiles = {}): BoardCardInfo => ({
  role: 'terrain',
  arrows: Object.entries(arrows).map(([edge, numbox]): TerrainArrow => ({ edge: edge as Edge, area: 'I', numbox })),
  edges,
  placement: [],
})
const event = (placement: Edge[]): BoardCardInfo => ({ role: 'permanentEvent', arrows: [], edges: {}, placement })
const fog: BoardCardInfo = { role: 'exploration', arrows: [], edges: {}, placement: [] }

function catalog(cards: Record<string, BoardCardInfo>, table: [string, string][] = []): BoardCatalog {
  return {
    info: (uid) => {
      const c = cards[uid]
      if (!c) throw new Error(`unknown ${uid}`)
      return c
    },
    fits: profilesFit(table),
  }
}

const board = (cells: Record<string, string>, attached: Board['attached'] = {}): Board =>
  ({ cells, at: Object.fromEntries(Object.entries(cells).map(([c, u]) => [u, c])), attached })

describe('grid', () => {
  it('C-EXPLORE-16 adjacency is by shared edge only, never diagonal', () => {
    expect(neighbours('0,0').map((n) => n.cell)).toEqual(['0,-1', '1,0', '0,1', '-1,0'])
    expect(adjacent('0,0', '1,0')).toBe(true)
    expect(adjacent('0,0', '1,1')).toBe(false)
    expect(adjacent('0,0', '0,0')).toBe(false)
  })
  it('C-EXPLORE-19 north is up: N decreases y, S increases it', () => {
    expect(neighbours('2,5').find((n) => n.edge === 'N')?.cell).toBe('2,4')
    expect(neighbours('2,5').find((n) => n.edge === 'S')?.cell).toBe('2,6')
    expect(() => parseCell('a,b')).toThrow(/not a board cell/)
  })
})

describe('exploration spaces', () => {
  const cat = catalog({ t1: terrain({ N: '010', E: '011', S: '012' }), t2: terrain(), e1: fog, x1: fog })
  it('C-EXPLORE-9 every arrow pointing at a free space gets an Exploration card of its area', () => {
    const b = board({ '0,0': 't1' })
    expect(freeArrowSpaces(b, cat, 't1')).toEqual([
      { terrain: 't1', edge: 'N', cell: '0,-1', area: 'I', numbox: '010' },
      { terrain: 't1', edge: 'E', cell: '1,0', area: 'I', numbox: '011' },
      { terrain: 't1', edge: 'S', cell: '0,1', area: 'I', numbox: '012' },
    ])
  })
  it('C-EXPLORE-10 a space holding any card (terrain, event, exploration) is not free', () => {
    const b = board({ '0,0': 't1', '1,0': 't2', '0,1': 'e1' })
    expect(freeArrowSpaces(b, cat, 't1').map((s) => s.edge)).toEqual(['N'])
  })
  it('C-EXPLORE-6 C-EXPLORE-3 C-DEF-5 the arrow into a space names the Adventure card that belongs there', () => {
    let b = board({ '0,0': 't1' })
    b = attachExploration(b, 'x1', 't1', 'E')
    expect(b.attached).toEqual({ x1: { terrain: 't1', edge: 'E' } })
    expect(b.at.x1).toBe('1,0')
    // C-EXPLORE-3: its back action is offered on t1 only (the terrain it is attached to).
    expect(attachedTo(b, 't1')).toEqual(['x1'])
    expect(attachedTo(b, 't2')).toEqual([])
    expect(arrowIntoSpace(b, cat, '1,0')?.numbox).toBe('011')
    b = removeCard(b, 'x1')
    expect(arrowIntoSpace(b, cat, '1,0')?.numbox).toBe('011')
    expect(arrowIntoSpace(b, cat, '-1,0')).toBeNull()
  })
  it('C-EXPLORE-27 after re-centring, all free arrow spaces of the remaining terrains', () => {
    const b = board({ '0,0': 't1', '0,-1': 't2' })
    expect(allFreeArrowSpaces(b, cat).map((s) => s.cell)).toEqual(['1,0', '0,1'])
  })
})

describe('placement', () => {
  const cat = catalog({
    a: terrain({ E: '020' }, { E: 'river', S: 'plain' }),
    b: terrain({}, { W: 'river' }),
    c: terrain({}, { W: 'cliff' }),
    d: terrain({}, { W: 'ford' }),
    e: terrain({}, {}),
    ev: event(['S']),
  }, [['river', 'ford']])
  it('C-EXPLORE-11 jigsaw: equal profiles fit, listed pairs fit, others are rejected with a reason', () => {
    const bd = board({ '0,0': 'a' })
    expect(canPlaceTerrain(bd, cat, 'b', '1,0')).toEqual({ ok: true })
    expect(canPlaceTerrain(bd, cat, 'd', '1,0')).toEqual({ ok: true })
    expect(canPlaceTerrain(bd, cat, 'c', '1,0')).toEqual({ ok: false, reason: 'edge W (cliff) does not fit the E edge of "a" (river)' })
    expect(canPlaceTerrain(bd, cat, 'e', '1,0')).toEqual({ ok: true })
  })
  it('C-EXPLORE-11 only terrains are matched; an event beside the cell does not constrain it', () => {
    const bd = board({ '1,1': 'ev' })
    expect(canPlaceTerrain(bd, cat, 'c', '1,0')).toEqual({ ok: true })
    expect(canPlaceTerrain(bd, cat, 'c', '1,1')).toEqual({ ok: false, reason: 'cell 1,1 already holds a card' })
    expect(canPlaceTerrain(bd, cat, 'ev', '5,5')).toEqual({ ok: false, reason: '"ev" is not a terrain' })
  })
  it('C-EXPLORE-12 C-D-7 the summoning arrow fixes the single legal cell; players never choose', () => {
    const bd = board({ '0,0': 'a' })
    expect(summonedCell(bd, { terrain: 'a', edge: 'E' })).toBe('1,0')
    expect(legalTerrainCells(bd, cat, 'b', { terrain: 'a', edge: 'E' })).toEqual(['1,0'])
    expect(legalTerrainCells(bd, cat, 'c', { terrain: 'a', edge: 'E' })).toEqual([])
    expect(legalTerrainCells(bd, cat, 'b', { cell: '1,0' })).toEqual(['1,0'])
  })
  it('C-CONSEQ-13 C-EXPLORE-9 placing a terrain lists the spaces that now get Exploration cards', () => {
    const bd = board({ '0,0': 'a' })
    const r = placeTerrain(bd, cat, 'b', '1,0')
    expect(r.ok && r.board.cells['1,0']).toBe('b')
    expect(r.ok && r.spaces).toEqual([])
    const first = placeTerrain(emptyBoard(), cat, 'a', '0,0')
    expect(first.ok && first.spaces.map((s) => s.cell)).toEqual(['1,0'])
    expect(placeTerrain(bd, cat, 'c', '1,0')).toEqual({ ok: false, reason: 'edge W (cliff) does not fit the E edge of "a" (river)' })
  })
  it('C-EXPLORE-1 C-DEF-21 one card per cell: an occupied cell takes no other card', () => {
    const bd = board({ '0,0': 'a' })
    expect(() => putCard(bd, 'b', '0,0')).toThrow('cell 0,0 already holds "a"')
    expect(() => putCard(bd, 'a', '3,3')).toThrow('"a" is already on the board')
  })
  it('C-EXPLORE-12 without a summoning place, every fitting free cell beside a terrain', () => {
    const bd = board({ '0,0': 'a' })
    expect(legalTerrainCells(bd, cat, 'c', null)).toEqual(['-1,0', '0,-1', '0,1'])
  })
})

describe('reach', () => {
  const cat = catalog({ T1: terrain(), T2: terrain(), T3: terrain(), T4: terrain(), T5: terrain(), EV: event(['W', 'E']), X: fog })
  // T5  X  T1 T2 T3 EV T4   (C-EX-25, laid out west to east)
  const bd = board({ '-2,0': 'T5', '-1,0': 'X', '0,0': 'T1', '1,0': 'T2', '2,0': 'T3', '3,0': 'EV', '4,0': 'T4' })
  it('C-EXPLORE-15 C-DEF-32 a chain of adjacent terrains reaches, both ways', () => {
    expect(reachable(bd, cat, 'T1')).toEqual(['T1', 'T2', 'T3'])
    expect(isReachable(bd, cat, 'T3', 'T1')).toBe(true)
  })
  it('C-EXPLORE-17 C-EXPLORE-13 C-EX-25 events and Exploration cards break the chain', () => {
    expect(isReachable(bd, cat, 'T1', 'T4')).toBe(false)
    expect(isReachable(bd, cat, 'T1', 'T5')).toBe(false)
  })
  it('C-EXPLORE-16 diagonal contact does not link terrains', () => {
    const b = board({ '0,0': 'T1', '1,1': 'T2' })
    expect(reachable(b, cat, 'T1')).toEqual(['T1'])
  })
  it('C-EXPLORE-18 an obstacle event links the terrains its placement arrows point at', () => {
    expect(acrossObstacle(bd, cat, 'EV', 'T3')).toEqual(['T4'])
    expect(acrossObstacle(bd, cat, 'EV', 'T4')).toEqual(['T3'])
  })
})

describe('permanent events', () => {
  const cat = catalog({ T: terrain(), U: terrain(), P: event(['S']), Q: event(['S', 'W']), X: fog })
  it('C-Q-19 C-CONSEQ-15 an event occupies the free space on the side its arrow points from', () => {
    const { board: b, attachment, cell } = attachPermanentEvent(board({ '0,0': 'T' }), cat, 'P', 'T', 'listen')
    // Its arrow on its south edge points at T, so it lies north of T.
    expect(attachment).toEqual({ terrain: 'T', edge: 'N', blocks: 'listen' })
    expect(cell).toBe('0,-1')
    expect(b.cells['0,-1']).toBe('P')
    expect(b.at.P).toBe('0,-1')
    expect(attachedTo(b, 'T')).toEqual(['P'])
  })
  it('C-Q-19 when that space is taken, the next arrow is tried, then an overlay occupying no cell', () => {
    const start = board({ '0,0': 'T', '0,-1': 'X' })
    const q = attachPermanentEvent(start, cat, 'Q', 'T')
    expect(q.attachment).toEqual({ terrain: 'T', edge: 'E' })
    expect(q.cell).toBe('1,0')
    const p = attachPermanentEvent(start, cat, 'P', 'T')
    expect(p.attachment).toEqual({ terrain: 'T', edge: 'N' })
    expect(p.cell).toBeNull()
    expect(Object.values(p.board.cells)).not.toContain('P')
    expect(p.board.at.P).toBeUndefined()
    expect(p.board.attached.P).toEqual({ terrain: 'T', edge: 'N' })
  })
  it('C-TURN-12 C-ICON-14 the action on the placement arrow is blocked on that terrain while the event stays', () => {
    const { board: b } = attachPermanentEvent(board({ '0,0': 'T', '0,1': 'U' }), cat, 'P', 'T', 'listen')
    expect(blockedOn(b, 'T', 'listen')).toBe(true)
    expect(blockedOn(b, 'T', 'dig')).toBe(false)
    expect(blockedOn(b, 'U', 'listen')).toBe(false)
    expect(blockedOn(removeCard(b, 'P'), 'T', 'listen')).toBe(false)
  })
  it('C-EXPLORE-18 an overlay obstacle links its terrain with the terrain across its edge', () => {
    const start = board({ '0,0': 'T', '0,-1': 'U' })
    const p = attachPermanentEvent(start, cat, 'P', 'T')
    expect(acrossObstacle(p.board, cat, 'P', 'T')).toEqual(['U'])
  })
})

describe('hidden numbers', () => {
  it('C-EXPLORE-23 C-EX-8 the replacement takes the exact cell and keeps the attachments', () => {
    const b = board({ '0,0': 'a-054', '1,0': 'x1' }, { x1: { terrain: 'a-054', edge: 'E' } })
    const r = replaceInPlace(b, 'a-054', 'a-316')
    expect(r.cells).toEqual({ '0,0': 'a-316', '1,0': 'x1' })
    expect(r.at).toEqual({ 'a-316': '0,0', x1: '1,0' })
    expect(r.attached).toEqual({ x1: { terrain: 'a-316', edge: 'E' } })
    expect(() => replaceInPlace(b, 'nope', 'a-316')).toThrow(/not on the board/)
  })
  it('C-Q-20 figures left without a terrain may go to any edge-adjacent terrain', () => {
    const cat = catalog({ A: terrain(), B: terrain(), C: terrain(), X: fog })
    const b = board({ '0,0': 'X', '0,-1': 'A', '1,0': 'B', '1,1': 'C' })
    expect(adjacentTerrains(b, cat, '0,0')).toEqual(['A', 'B'])
  })
})

describe('not enough room (optional)', () => {
  const cat = catalog({ A: terrain({ E: '001' }), B: terrain(), C: terrain(), X: fog, P: event(['S']) })
  const bd = board({ '0,0': 'A', '1,0': 'B', '2,0': 'C', '0,-1': 'P', '2,-1': 'X' }, {
    P: { terrain: 'A', edge: 'N' },
    X: { terrain: 'C', edge: 'N' },
  })
  it('C-Q-21 C-EXPLORE-24 unbounded by default; with a maximum size the overflow is detected', () => {
    expect(boardBounds(bd)).toEqual({ minX: 0, maxX: 2, minY: -1, maxY: 0, width: 3, height: 2 })
    expect(hasRoomFor(bd, '3,0', null)).toBe(true)
    expect(hasRoomFor(bd, '3,0', { width: 3, height: 3 })).toBe(false)
    expect(hasRoomFor(bd, '1,1', { width: 3, height: 3 })).toBe(true)
    expect(hasRoomFor(emptyBoard(), '0,0', { width: 1, height: 1 })).toBe(true)
  })
  it('C-EXPLORE-25 returned terrains must leave every remaining terrain reachable from the gathering place', () => {
    expect(canReturnTerrains(bd, cat, 'A', ['C'])).toEqual({ ok: true })
    expect(canReturnTerrains(bd, cat, 'A', ['B'])).toEqual({ ok: false, reason: 'terrain(s) C would no longer be reachable' })
    expect(canReturnTerrains(bd, cat, 'A', ['A'])).toEqual({ ok: false, reason: 'the terrain where everyone gathered must stay' })
  })
  it('C-EXPLORE-28 C-EXPLORE-25 returning a terrain takes its attached events and exploration cards with it', () => {
    const r = returnTerrains(bd, ['C'])
    expect(r.attached).toEqual(['X'])
    expect(r.board.cells).toEqual({ '0,0': 'A', '1,0': 'B', '0,-1': 'P' })
    expect(r.board.attached).toEqual({ P: { terrain: 'A', edge: 'N' } })
    expect(r.board.at).toEqual({ A: '0,0', B: '1,0', P: '0,-1' })
  })
  it('C-EXPLORE-26 re-centring keeps relative positions and attachment cells', () => {
    const r = recentre(returnTerrains(bd, ['C']).board)
    expect(r.cells).toEqual({ '0,1': 'A', '1,1': 'B', '0,0': 'P' })
    expect(r.at).toEqual({ A: '0,1', B: '1,1', P: '0,0' })
    expect(r.attached.P).toEqual({ terrain: 'A', edge: 'N' })
  })
  it('C-EXPLORE-27 after re-centring, new Exploration spaces come from the remaining arrows', () => {
    const r = recentre(returnTerrains(bd, ['C']).board)
    expect(allFreeArrowSpaces(r, cat)).toEqual([])
    const r2 = recentre(returnTerrains(bd, ['B', 'C']).board)
    expect(allFreeArrowSpaces(r2, cat).map((s) => s.numbox)).toEqual(['001'])
    expect(putCard(r2, 'B', '1,1').cells['1,1']).toBe('B')
  })
})
