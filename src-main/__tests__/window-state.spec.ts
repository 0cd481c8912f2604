import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { boundsToSave, debounce, DEFAULT_WINDOW_SIZE, restorePlacement, type Rect } from '../window-state'

const primary: Rect = { x: 0, y: 0, width: 1920, height: 1040 }
const right: Rect = { x: 1920, y: 0, width: 1280, height: 984 }

describe('restorePlacement', () => {
  it('no saved bounds → default size, centred by the OS', () => {
    expect(restorePlacement(undefined, [primary], primary)).toEqual({ ...DEFAULT_WINDOW_SIZE, maximized: false })
  })

  it('default size shrinks to a small primary display', () => {
    const small: Rect = { x: 0, y: 0, width: 1024, height: 700 }
    expect(restorePlacement(undefined, [small], small)).toEqual({ width: 1024, height: 700, maximized: false })
  })

  it('visible saved bounds are kept as they are', () => {
    const saved = { x: 100, y: 80, width: 1200, height: 800, maximized: true }
    expect(restorePlacement(saved, [primary, right], primary)).toEqual(saved)
  })

  it('a window hanging off the edge is moved fully onto its display', () => {
    expect(restorePlacement({ x: 1500, y: 900, width: 1000, height: 700, maximized: false }, [primary], primary)).toEqual({
      x: 920,
      y: 340,
      width: 1000,
      height: 700,
      maximized: false,
    })
  })

  it('a window mostly on the second monitor is clamped to that monitor', () => {
    expect(restorePlacement({ x: 2000, y: 50, width: 1600, height: 1200, maximized: false }, [primary, right], primary)).toEqual({
      x: 1920,
      y: 0,
      width: 1280,
      height: 984,
      maximized: false,
    })
  })

  it('a window on an unplugged monitor opens centred on the primary, size kept if it fits', () => {
    expect(restorePlacement({ x: 2500, y: 100, width: 1000, height: 700, maximized: true }, [primary], primary)).toEqual({
      width: 1000,
      height: 700,
      maximized: true,
    })
  })

  it('a sliver on screen (less than 100×50 px) does not count as visible', () => {
    // 120 px visible: counts, pulled back onto the display.
    expect(restorePlacement({ x: 1800, y: 100, width: 1000, height: 700, maximized: false }, [primary], primary).x).toBe(920)
    // 40 px and 10 px visible: treated as off-screen.
    expect(restorePlacement({ x: 1880, y: 100, width: 1000, height: 700, maximized: false }, [primary], primary).x).toBeUndefined()
    expect(restorePlacement({ x: -990, y: 100, width: 1000, height: 700, maximized: false }, [primary], primary)).toEqual({
      width: 1000,
      height: 700,
      maximized: false,
    })
  })
})

describe('boundsToSave', () => {
  it('rounds to integers and respects the schema minimum', () => {
    expect(boundsToSave({ x: 10.4, y: -3.6, width: 100, height: 100.5 }, true)).toEqual({ x: 10, y: -4, width: 320, height: 240, maximized: true })
  })
})

describe('debounce', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('coalesces a burst into one call after the delay', () => {
    const fn = vi.fn()
    const d = debounce(fn, 500)
    for (let i = 0; i < 20; i++) d.schedule()
    vi.advanceTimersByTime(499)
    expect(fn).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(fn).toHaveBeenCalledOnce()
  })

  it('flush runs a pending call now, and only if one is pending', () => {
    const fn = vi.fn()
    const d = debounce(fn, 500)
    d.flush()
    expect(fn).not.toHaveBeenCalled()
    d.schedule()
    d.flush()
    vi.advanceTimersByTime(1000)
    expect(fn).toHaveBeenCalledOnce()
  })

  it('cancel drops a pending call', () => {
    const fn = vi.fn()
    const d = debounce(fn, 500)
    d.schedule()
    d.cancel()
    vi.advanceTimersByTime(1000)
    expect(fn).not.toHaveBeenCalled()
  })
})
