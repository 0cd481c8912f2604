import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { Board, BoardCardInfo, BoardCatalog } from '../index'
import { boardBounds, parseCell, profilesFit, reachable, recentre, replaceInPlace } from '../index'

// Random boards: up to 30 cards on a 7×7 patch, each a terrain or a blocking card.
const arbBoard = fc.uniqueArray(fc.record({ x: fc.integer({ min: -3, max: 3 }), y: fc.integer({ min: -3, max: 3 }), terrain: fc.boolean() }), {
  maxLength: 30, selector: (c) => `${c.x},${c.y}`,
}).map((list) => {
  const cells: Record<string, string> = {}
  const at: Record<string, string> = {}
  const info: Record<string, BoardCardInfo> = {}
  list.forEach((c, i) => {
    const uid = `${c.terrain ? 't' : 'e'}${i}`
    cells[`${c.x},${c.y}`] = uid
    at[uid] = `${c.x},${c.y}`
    info[uid] = { role: c.terrain ? 'terrain' : 'permanentEvent', arrows: [], edges: {}, placement: ['S'] }
  })
  const board: Board = { cells, at, attached: {} }
  const catalog: BoardCatalog = { info: (u) => info[u] as BoardCardInfo, fits: profilesFit([]) }
  return { board, catalog, terrains: list.map((c, i) => (c.terrain ? `t${i}` : null)).filter((u): u is string => u !== null) }
})

describe('board properties', () => {
  it('C-EXPLORE-15 C-EXPLORE-16 reachability is symmetric and only ever yields terrains', () => {
    fc.assert(fc.property(arbBoard, ({ board, catalog, terrains }) => {
      for (const a of terrains) {
        const ra = reachable(board, catalog, a)
        expect(ra[0]).toBe(a)
        for (const b of ra) {
          expect(catalog.info(b).role).toBe('terrain')
          expect(reachable(board, catalog, b)).toContain(a)
        }
      }
    }), { numRuns: 200 })
  })
  it('C-EXPLORE-15 every step of a reach is an edge-adjacent terrain of the chain', () => {
    fc.assert(fc.property(arbBoard, ({ board, catalog, terrains }) => {
      for (const a of terrains) {
        const ra = new Set(reachable(board, catalog, a))
        for (const b of ra) {
          if (b === a) continue
          const c = parseCell(board.at[b] ?? '')
          const linked = [[0, -1], [1, 0], [0, 1], [-1, 0]].some(([dx = 0, dy = 0]) => ra.has(board.cells[`${c.x + dx},${c.y + dy}`] ?? ''))
          expect(linked).toBe(true)
        }
      }
    }), { numRuns: 200 })
  })
  it('C-EXPLORE-26 re-centring keeps relative positions and reach', () => {
    fc.assert(fc.property(arbBoard, ({ board, catalog, terrains }) => {
      const r = recentre(board)
      const before = boardBounds(board)
      const after = boardBounds(r)
      expect(after?.width).toBe(before?.width)
      expect(after?.height).toBe(before?.height)
      if (after) {
        expect(Math.abs(after.minX + after.maxX)).toBeLessThanOrEqual(1)
        expect(Math.abs(after.minY + after.maxY)).toBeLessThanOrEqual(1)
      }
      for (const t of terrains) expect(reachable(r, catalog, t).sort()).toEqual(reachable(board, catalog, t).sort())
      for (const [cell, uid] of Object.entries(r.cells)) expect(r.at[uid]).toBe(cell)
    }), { numRuns: 200 })
  })
  it('C-EXPLORE-23 replacing a card in place and back restores the board', () => {
    fc.assert(fc.property(arbBoard, ({ board, terrains }) => {
      for (const t of terrains.slice(0, 3)) {
        const there = replaceInPlace(board, t, 'new-card')
        expect(there.at['new-card']).toBe(board.at[t])
        expect(there.at[t]).toBeUndefined()
        expect(replaceInPlace(there, 'new-card', t)).toEqual(board)
      }
    }), { numRuns: 100 })
  })
})
