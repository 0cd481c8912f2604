/**
 * Timing that a busy machine cannot fake (issue #13, item 6). Wall time alone read 18.8k commands/s
 * on a loaded machine for code doing ~196k: every figure is measured in several rounds, each with
 * its wall time and the CPU time this process used (`process.cpuUsage`: user + system, all of the
 * process's threads), and reported as the median of the rounds.
 */

/** One measured round. */
export interface Round {
  wallMs: number
  cpuMs: number
}

/** Runs `work` once and times it. */
export async function timeRound<T>(work: () => T | Promise<T>): Promise<{ value: T; round: Round }> {
  const cpu0 = process.cpuUsage()
  const wall0 = performance.now()
  const value = await work()
  const wallMs = performance.now() - wall0
  const cpu = process.cpuUsage(cpu0)
  return { value, round: { wallMs, cpuMs: (cpu.user + cpu.system) / 1000 } }
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(xs: readonly number[]): number {
  if (xs.length === 0) throw new Error('median of no values')
  const s = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 === 1 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2
}

/** Medians of a figure measured in rounds: the wall and the CPU reading of the same operations. */
export interface Medians {
  rounds: number
  wall: number
  cpu: number
}

/** Median time per round, in ms (both readings). */
export const medianTimes = (rounds: readonly Round[]): Medians => ({
  rounds: rounds.length,
  wall: median(rounds.map((r) => r.wallMs)),
  cpu: median(rounds.map((r) => r.cpuMs)),
})

/**
 * Median rate per second of `count(round)` things done in each round, by wall and by CPU time.
 * A round that used no measurable CPU time (timer resolution) counts at its wall time instead.
 */
export const medianRates = (rounds: readonly { round: Round; count: number }[]): Medians => ({
  rounds: rounds.length,
  wall: median(rounds.map(({ round, count }) => (count * 1000) / Math.max(round.wallMs, 1e-3))),
  cpu: median(rounds.map(({ round, count }) => (count * 1000) / Math.max(round.cpuMs > 0 ? round.cpuMs : round.wallMs, 1e-3))),
})
