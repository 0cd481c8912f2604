/** Summary of requestAnimationFrame deltas (ms): the numbers `fogbound bench` and `bench:ui` print. */
export interface FrameStats {
  frames: number
  p50: number
  p95: number
  max: number
  /** Frames that took longer than one and a half 60 Hz frames (a visible hitch). */
  dropped: number
}

/** One 60 Hz frame, ms. */
export const FRAME_60HZ_MS = 1000 / 60

/**
 * The design budget "p95 frame ≤ 16.7 ms", judged at the resolution the page can measure: rAF
 * timestamps come in 0.1 ms steps (reduced timer precision), so a steady 60 Hz reads as deltas of
 * 16.6, 16.7 and 16.8 ms. A p95 of 16.8 ms is exactly 60 frames a second, not a miss.
 */
export const TIMER_RESOLUTION_MS = 0.1
export const withinFrameBudget = (p95: number): boolean => p95 <= Math.round((FRAME_60HZ_MS + TIMER_RESOLUTION_MS) * 10) / 10

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  const rank = Math.ceil((p / 100) * sorted.length) - 1
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] as number
}

const round = (x: number): number => Math.round(x * 100) / 100

export function frameStats(deltas: readonly number[]): FrameStats {
  const sorted = [...deltas].sort((a, b) => a - b)
  return {
    frames: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    max: round(sorted.at(-1) ?? Number.NaN),
    dropped: sorted.filter((d) => d > 1.5 * FRAME_60HZ_MS).length,
  }
}

/** The middle value (the upper middle of an even count), NaN for none: the medians the browser reports give. */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)] ?? Number.NaN
}
