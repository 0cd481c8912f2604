import { describe, expect, it } from 'vitest'
import {
  CARD_H, CARD_W, GAP, MAX_SCALE, MIN_SCALE, PITCH_X, PITCH_Y, arrowDirection, cellCentre, cellKey, cellOrigin, bringIntoView, cellsBounds, fitAll,
  nearestCell, panBy, parseCell, screenToCell, screenToWorld, stepCell, worldToCell, worldToScreen, zoomAt, cssTransform,
} from '../geometry'

describe('table geometry', () => {
  it('parses and prints board cell keys, refusing anything else', () => {
    expect(parseCell('-2,3')).toEqual({ x: -2, y: 3 })
    expect(cellKey({ x: 4, y: -1 })).toBe('4,-1')
    expect(() => parseCell('a,b')).toThrow(/bad board cell "a,b"/)
    expect(() => parseCell('')).toThrow(/expected "x,y"/)
  })

  it('C-EXPLORE-19 maps cells to world with y growing southward (north up)', () => {
    expect(cellOrigin({ x: 0, y: 0 })).toEqual({ x: 0, y: 0 })
    expect(cellOrigin({ x: 1, y: -1 })).toEqual({ x: PITCH_X, y: -PITCH_Y })
    expect(cellCentre({ x: 0, y: 1 })).toEqual({ x: CARD_W / 2, y: PITCH_Y + CARD_H / 2 })
  })

  it('world → cell covers the card and half the gap on each side', () => {
    expect(worldToCell({ x: 1, y: 1 })).toEqual({ x: 0, y: 0 })
    expect(worldToCell({ x: CARD_W + GAP / 2 - 0.1, y: CARD_H })).toEqual({ x: 0, y: 0 })
    expect(worldToCell({ x: CARD_W + GAP / 2 + 0.1, y: 0 })).toEqual({ x: 1, y: 0 })
    expect(worldToCell({ x: -1 - GAP / 2, y: -GAP })).toEqual({ x: -1, y: -1 })
    for (const c of [{ x: 3, y: -2 }, { x: -5, y: 7 }]) expect(worldToCell(cellCentre(c))).toEqual(c)
  })

  it('screen ↔ world round-trips through any transform', () => {
    const t = { x: 37, y: -12, scale: 1.7 }
    const p = { x: 210, y: 95 }
    const w = screenToWorld(t, p)
    const back = worldToScreen(t, w)
    expect(back.x).toBeCloseTo(p.x, 9)
    expect(back.y).toBeCloseTo(p.y, 9)
    expect(screenToCell({ x: 0, y: 0, scale: 0.5 }, worldToScreen({ x: 0, y: 0, scale: 0.5 }, cellCentre({ x: 2, y: 1 })))).toEqual({ x: 2, y: 1 })
  })

  it('zoom keeps the world point under the pointer still and is clamped', () => {
    const t = { x: 10, y: 20, scale: 1 }
    const anchor = { x: 300, y: 200 }
    const before = screenToWorld(t, anchor)
    const z = zoomAt(t, anchor, 1.5)
    expect(z.scale).toBe(1.5)
    const after = screenToWorld(z, anchor)
    expect(after.x).toBeCloseTo(before.x, 9)
    expect(after.y).toBeCloseTo(before.y, 9)
    expect(zoomAt(t, anchor, 100).scale).toBe(MAX_SCALE)
    expect(zoomAt(t, anchor, 0.0001).scale).toBe(MIN_SCALE)
    expect(panBy(t, 5, -5)).toEqual({ x: 15, y: 15, scale: 1 })
  })

  it('fit-all centres every cell inside the viewport', () => {
    const cells = [{ x: -2, y: 0 }, { x: 3, y: 1 }, { x: 0, y: -1 }]
    const vp = { width: 800, height: 600 }
    const t = fitAll(cells, vp, 20)
    const b = cellsBounds(cells)
    if (!b) throw new Error('no bounds')
    const tl = worldToScreen(t, { x: b.x, y: b.y })
    const br = worldToScreen(t, { x: b.x + b.width, y: b.y + b.height })
    expect(tl.x).toBeGreaterThanOrEqual(19.999)
    expect(tl.y).toBeGreaterThanOrEqual(19.999)
    expect(br.x).toBeLessThanOrEqual(780.001)
    expect(br.y).toBeLessThanOrEqual(580.001)
    expect((tl.x + br.x) / 2).toBeCloseTo(400, 6)
    expect((tl.y + br.y) / 2).toBeCloseTo(300, 6)
    expect(fitAll([], vp)).toEqual({ x: 400, y: 300, scale: 1 })
  })

  it('bring into view: unchanged when visible, panned at the same zoom when off screen, fitted when too big', () => {
    const vp = { width: 800, height: 600 }
    const t = { x: 100, y: 100, scale: 1 }
    expect(bringIntoView(t, [{ x: 0, y: 0 }], vp)).toBe(t)
    const panned = bringIntoView(t, [{ x: -3, y: 0 }], vp)
    expect(panned.scale).toBe(1)
    const c = worldToScreen(panned, cellCentre({ x: -3, y: 0 }))
    expect(c.x).toBeCloseTo(400, 6)
    expect(c.y).toBeCloseTo(300, 6)
    const far = [{ x: -10, y: 0 }, { x: 10, y: 0 }]
    expect(bringIntoView(t, far, vp)).toEqual(fitAll(far, vp, 16))
    expect(bringIntoView(t, [], vp)).toBe(t)
  })

  it('nearest legal cell by centre distance', () => {
    const cells = [{ x: 0, y: 0 }, { x: 2, y: 0 }, { x: 0, y: 3 }]
    expect(nearestCell(cellCentre({ x: 1.8, y: 0.1 }), cells)).toEqual({ x: 2, y: 0 })
    expect(nearestCell({ x: 0, y: 2 * PITCH_Y + 100 }, cells)).toEqual({ x: 0, y: 3 })
    expect(nearestCell({ x: 0, y: 0 }, [])).toBeNull()
  })

  it('arrow keys step to the nearest legal cell that way, or stay', () => {
    const cells = [{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 3, y: 0 }, { x: 1, y: -2 }, { x: 2, y: 1 }]
    expect(stepCell({ x: 0, y: 0 }, 'right', cells)).toEqual({ x: 1, y: 0 })
    expect(stepCell({ x: 1, y: 0 }, 'right', cells)).toEqual({ x: 3, y: 0 })
    expect(stepCell({ x: 1, y: 0 }, 'down', cells)).toEqual({ x: 2, y: 1 })
    expect(stepCell({ x: 1, y: 0 }, 'up', cells)).toEqual({ x: 1, y: -2 })
    expect(stepCell({ x: 0, y: 0 }, 'left', cells)).toEqual({ x: 0, y: 0 })
    expect(arrowDirection('ArrowDown')).toBe('down')
    expect(arrowDirection('Enter')).toBeNull()
  })

  it('one CSS transform string for the moving layer', () => {
    expect(cssTransform({ x: 1, y: 2, scale: 0.5 })).toBe('translate(1px, 2px) scale(0.5)')
  })
})
