import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { placeCoach, type Box } from '../coach-place'

const overlaps = (a: Box, b: Box): boolean => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h

describe('placing the coach mark beside what it explains', () => {
  it('goes left of an anchor on the right (the resolver), right of one on the left', () => {
    const size = { w: 320, h: 180 }
    const vp = { w: 1280, h: 720 }
    expect(placeCoach({ x: 860, y: 150, w: 400, h: 500 }, size, vp).x).toBeLessThan(860 - 320)
    expect(placeCoach({ x: 10, y: 150, w: 400, h: 300 }, size, vp).x).toBeGreaterThanOrEqual(410)
  })

  it('keeps clear of where the player answers when the anchor leaves the choice', () => {
    const resolver = { x: 860, y: 100, w: 410, h: 600 }
    const map = { x: 10, y: 100, w: 840, h: 420 }
    const at = placeCoach(map, { w: 320, h: 160 }, { w: 1280, h: 720 }, [resolver])
    const box = { ...at, w: 320, h: 160 }
    expect(overlaps(box, map)).toBe(false)
    expect(overlaps(box, resolver)).toBe(false)
  })

  it('always: when the window has room beside the anchor, the mark never covers it and stays on screen', () => {
    fc.assert(fc.property(
      fc.integer({ min: 0, max: 900 }), fc.integer({ min: 0, max: 500 }), fc.integer({ min: 20, max: 400 }), fc.integer({ min: 20, max: 200 }),
      (x, y, w, h) => {
        const vp = { w: 1920, h: 1080 }
        const size = { w: 320, h: 200 }
        const anchor = { x, y, w, h }
        const at = placeCoach(anchor, size, vp)
        const box = { ...at, ...size }
        expect(overlaps(box, anchor)).toBe(false)
        expect(at.x).toBeGreaterThanOrEqual(0)
        expect(at.y).toBeGreaterThanOrEqual(0)
        expect(at.x + size.w).toBeLessThanOrEqual(vp.w)
        expect(at.y + size.h).toBeLessThanOrEqual(vp.h)
      },
    ))
  })
})
