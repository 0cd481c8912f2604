import { contentOf } from '../../src-shared/pack-formats'
import { afterAll, describe, expect, it } from 'vitest'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createContinent } from '../../src-shared/rulesets/continent'
import { loadPackOrThrow } from '../../src-main/services/cards/pack-files'
import { writeBenchPack } from '../ui-bench/bench-pack'
import { benchCommands } from '../ui-bench/prepare'
import { frameStats, median, withinFrameBudget } from '../ui-bench/frame-stats'
import { formatFigure, uiFigures } from '../ui-bench/report'

const temps: string[] = []
afterAll(async () => Promise.all(temps.map((t) => rm(t, { recursive: true, force: true }))))

describe('ui-bench (table frame-time benchmark data)', () => {
  it('the generated pack is valid and the explorer grows a 200-card map waiting on a revealed terrain', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fogbound-ui-bench-test-'))
    temps.push(dir)
    const content = contentOf(await loadPackOrThrow(await writeBenchPack(dir)), 'continent')
    const rules = createContinent(content)
    const { commands, state } = benchCommands(rules, 1, 200)
    expect(Object.keys(state.board.cells).length).toBeGreaterThanOrEqual(200)
    expect(state.choice?.kind).toBe('placeTerrain')
    expect(state.outcome).toBeNull()
    expect(rules.check(state)).toEqual([])
    expect(commands.length).toBeGreaterThan(200)
  }, 60_000)

  it('frame statistics use nearest-rank percentiles', () => {
    const deltas = Array.from({ length: 100 }, (_, i) => i + 1)
    expect(frameStats(deltas)).toEqual({ frames: 100, p50: 50, p95: 95, max: 100, dropped: 75 })
    expect(frameStats([16.66, 16.7, 33.4])).toEqual({ frames: 3, p50: 16.7, p95: 33.4, max: 33.4, dropped: 1 })
    expect(frameStats([]).frames).toBe(0)
    expect(median([1419, 851, 725])).toBe(851)
    expect(median([4, 1, 3, 2])).toBe(3)
    expect(median([])).toBeNaN()
  })

  it('a steady 60 Hz read at 0.1 ms timer steps is within the 16.7 ms budget; one frame more is not', () => {
    expect(withinFrameBudget(16.7)).toBe(true)
    expect(withinFrameBudget(16.8)).toBe(true)
    expect(withinFrameBudget(16.9)).toBe(false)
    expect(withinFrameBudget(33.3)).toBe(false)
  })

  it('without reports the browser figures say how to measure them', () => {
    const lines = uiFigures('/nonexistent').map(formatFigure)
    expect(lines[0]).toMatch(/^table drag with 200 cards, frame p50 \/ p95 \(Chromium\): - ms .* not measured yet: run `npm run bench:ui`$/)
    // Drag, pan, the main-thread time per frame against the empty map (design §6's goal), load, menu.
    expect(lines).toHaveLength(5)
    expect(lines.some((l) => /main-thread time per frame, against the empty map/.test(l))).toBe(true)
  })
})
