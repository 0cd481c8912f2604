import { describe, expect, it } from 'vitest'
import { median, medianRates, medianTimes, timeRound } from '../bench/rounds'

// Issue #13, item 6: every timed figure is a median of rounds, read by wall and by CPU time.
describe('bench rounds', () => {
  it('work is counted in CPU time whatever else runs on the machine; a sleep counts in wall time only', async () => {
    // Spin until this process has used 50 ms of CPU: on a loaded machine that takes longer by the
    // wall clock, but the CPU reading stays at the work done.
    const busy = await timeRound(() => {
      const start = process.cpuUsage()
      let spins = 0
      for (;;) {
        spins++
        const used = process.cpuUsage(start)
        if (used.user + used.system >= 50_000) return spins
      }
    })
    expect(busy.value).toBeGreaterThan(0)
    expect(busy.round.cpuMs).toBeGreaterThanOrEqual(50)
    expect(busy.round.cpuMs).toBeLessThan(50 + 40)
    expect(busy.round.wallMs).toBeGreaterThanOrEqual(busy.round.cpuMs * 0.8)
    const idle = await timeRound(() => new Promise((done) => setTimeout(done, 80)))
    expect(idle.round.wallMs).toBeGreaterThanOrEqual(75)
    expect(idle.round.cpuMs).toBeLessThan(idle.round.wallMs / 2)
  })

  it('medians of odd and even counts, and none is an error', () => {
    expect(median([5, 1, 3])).toBe(3)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(() => median([])).toThrow('median of no values')
  })

  it('one slow round (a busy machine) does not move the median', () => {
    const rounds = [10, 11, 9, 400, 10].map((wallMs) => ({ wallMs, cpuMs: 9 }))
    expect(medianTimes(rounds)).toEqual({ rounds: 5, wall: 10, cpu: 9 })
  })

  it('rates per wall second and per CPU second: a round waiting for the CPU halves only the wall rate', () => {
    const rates = medianRates([
      { round: { wallMs: 1000, cpuMs: 500 }, count: 1000 },
      { round: { wallMs: 1000, cpuMs: 500 }, count: 1000 },
      { round: { wallMs: 500, cpuMs: 500 }, count: 1000 },
    ])
    expect(rates).toEqual({ rounds: 3, wall: 1000, cpu: 2000 })
  })
})
