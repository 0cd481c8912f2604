/** Summary of requestAnimationFrame deltas (ms): the numbers `fogbound bench` and `bench:ui` print. */
export interface FrameStats { frames: number; p50: number; p95: number; max: number }

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  const rank = Math.ceil((p / 100) * sorted.length) - 1
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] as number
}

const round = (x: number): number => Math.round(x * 100) / 100

export function frameStats(deltas: readonly number[]): FrameStats {
  const sorted = [...deltas].sort((a, b) => a - b)
  return { frames: sorted.length, p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), max: round(sorted.at(-1) ?? Number.NaN) }
}
