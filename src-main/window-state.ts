import type { Settings } from '../src-shared/ipc/settings'

export interface Rect {
  x: number
  y: number
  width: number
  height: number
}

export type WindowBounds = NonNullable<Settings['windowBounds']>

/** Where to open the window; no x/y means "let the OS centre it". */
export interface WindowPlacement {
  x?: number
  y?: number
  width: number
  height: number
  maximized: boolean
}

export const DEFAULT_WINDOW_SIZE = { width: 1280, height: 800 } as const
/** Smallest window the table layout works in. */
export const MIN_WINDOW_SIZE = { width: 800, height: 600 } as const
/** How much of a saved window must still be on a display to reuse its position. */
const MIN_VISIBLE = { width: 100, height: 50 } as const

const overlap = (a: Rect, b: Rect): Rect => {
  const x = Math.max(a.x, b.x)
  const y = Math.max(a.y, b.y)
  return { x, y, width: Math.max(0, Math.min(a.x + a.width, b.x + b.width) - x), height: Math.max(0, Math.min(a.y + a.height, b.y + b.height) - y) }
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max))

/**
 * Restores saved bounds onto the displays that exist now: a window saved on a monitor
 * that was unplugged, or bigger than the current screen, would open off-screen or
 * uncloseable. Picks the display showing most of the window, shrinks the window to fit
 * it and moves it fully inside; with nothing usable saved, opens centred at default size.
 */
export function restorePlacement(saved: WindowBounds | undefined, workAreas: readonly Rect[], primary: Rect): WindowPlacement {
  const fit = (area: Rect, width: number, height: number) => ({ width: Math.min(width, area.width), height: Math.min(height, area.height) })
  const centred = (width: number, height: number, maximized: boolean): WindowPlacement => ({ ...fit(primary, width, height), maximized })
  if (!saved) return centred(DEFAULT_WINDOW_SIZE.width, DEFAULT_WINDOW_SIZE.height, false)

  let best: { area: Rect; visible: number } | undefined
  for (const area of workAreas) {
    const o = overlap(saved, area)
    if (o.width >= MIN_VISIBLE.width && o.height >= MIN_VISIBLE.height && o.width * o.height > (best?.visible ?? 0)) {
      best = { area, visible: o.width * o.height }
    }
  }
  if (!best) return centred(saved.width, saved.height, saved.maximized)
  const { area } = best
  const size = fit(area, saved.width, saved.height)
  return {
    x: clamp(saved.x, area.x, area.x + area.width - size.width),
    y: clamp(saved.y, area.y, area.y + area.height - size.height),
    ...size,
    maximized: saved.maximized,
  }
}

/** Bounds to save: the normal (un-maximized) rectangle, as integers the settings schema accepts. */
export function boundsToSave(normal: Rect, maximized: boolean): WindowBounds {
  return {
    x: Math.round(normal.x),
    y: Math.round(normal.y),
    width: Math.max(320, Math.round(normal.width)),
    height: Math.max(240, Math.round(normal.height)),
    maximized,
  }
}

export interface Debounced {
  schedule(): void
  /** Runs now if a call is pending (e.g. on close). */
  flush(): void
  cancel(): void
}

/** Coalesces bursts (a window drag emits dozens of `move` events) into one call. */
export function debounce(fn: () => void, delayMs: number): Debounced {
  let timer: ReturnType<typeof setTimeout> | undefined
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
  }
  return {
    schedule() {
      cancel()
      timer = setTimeout(() => {
        timer = undefined
        fn()
      }, delayMs)
    },
    flush() {
      if (timer === undefined) return
      cancel()
      fn()
    },
    cancel,
  }
}
