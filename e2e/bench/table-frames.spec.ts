import { mkdirSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'
import { expect, test, type Page } from '@playwright/test'
import { hostCall } from '../browser/host-api'
import type { SlotInfo } from '../../src-shared/ipc/games'
import { frameStats, median, type FrameStats } from '../../tools/ui-bench/frame-stats'

/**
 * Design §6: "table drag/pan with 200 cards on the map (Chromium): p95 frame ≤ 16.7 ms", and the
 * time from page load to an interactive table for a saved mid-game. The host of this project
 * serves a user-data folder prepared by tools/ui-bench/prepare.ts: a generated pack and a game
 * with 200 cards on the map, waiting on a revealed terrain. Timing is reported (JSON), not asserted,
 * with the main thread's busy time per frame while panning over the cards and over the same map
 * with its cards hidden (design §6 goal: at most twice the empty map's).
 */

const BUDGET_P95_MS = 16.7
const GESTURE_MS = 3000
const LOADS = 3

/** The little of the page the probes touch (e2e is typechecked without the DOM lib). */
interface Probe {
  requestAnimationFrame(cb: (t: number) => void): number
  performance: { now(): number }
  document: { querySelectorAll(selector: string): { length: number }; querySelector(selector: string): unknown }
  fogboundFrames?: { deltas: number[]; on: boolean }
}

async function startRecording(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = globalThis as unknown as Probe
    const rec = { deltas: [] as number[], on: true }
    w.fogboundFrames = rec
    let last = -1
    const tick = (t: number): void => {
      if (last >= 0) rec.deltas.push(t - last)
      last = t
      if (rec.on) w.requestAnimationFrame(tick)
    }
    w.requestAnimationFrame(tick)
  })
}

async function stopRecording(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const rec = (globalThis as unknown as Probe).fogboundFrames
    if (!rec) return []
    rec.on = false
    return rec.deltas
  })
}

/** Moves the pressed mouse along a loop around (cx, cy) for `ms`, one step per frame or so. */
async function sweep(page: Page, cx: number, cy: number, radius: number, ms: number): Promise<number> {
  const started = Date.now()
  let steps = 0
  while (Date.now() - started < ms) {
    const a = ((Date.now() - started) / 1000) * Math.PI * 2 * 0.5
    await page.mouse.move(cx + Math.cos(a) * radius, cy + Math.sin(a) * radius * 0.6)
    steps++
  }
  return steps
}

test('table with 200 cards: frame times while dragging a card and panning the map; load to interactive', async ({ page, browser }) => {
  test.setTimeout(120_000)
  const problems: string[] = []
  page.on('pageerror', (e) => problems.push(e.message))
  await page.goto('/')
  const slots = await hostCall<SlotInfo[]>(page, 'saves:list')
  const slot = slots.find((s) => s.name === 'UI bench')
  if (!slot) throw new Error(`the bench host has no "UI bench" slot (tools/ui-bench/prepare.ts): ${slots.map((s) => s.name).join(', ')}`)

  // Page load → interactive table (every card drawn, the revealed terrain ready to drag), cold page each time.
  const loads: number[] = []
  for (let i = 0; i < LOADS; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const fresh = await context.newPage()
    await fresh.goto(`/#/table/${slot.id}`, { waitUntil: 'commit' })
    const ms = await (await fresh.waitForFunction(() => {
      const { document, performance } = globalThis as unknown as Probe
      const ready = document.querySelector('[data-testid="tray-piece"]') !== null && document.querySelectorAll('[data-testid^="card-"]').length >= 200
      return ready ? performance.now() : false
    }, undefined, { polling: 'raf', timeout: 30_000 })).jsonValue()
    loads.push(Math.round(Number(ms)))
    await context.close()
  }

  await page.goto(`/#/table/${slot.id}`)
  const cards = page.locator('[data-testid^="card-"]')
  await expect(page.getByTestId('tray-piece')).toBeVisible()
  // The menus' drifting fog does not run behind the table (it doubled frame times here).
  await expect(page.getByTestId('backdrop-fog')).toBeHidden()
  const cardCount = await cards.count()
  expect(cardCount).toBeGreaterThanOrEqual(200)
  await page.getByTestId('table-board').evaluate((el) => el.scrollIntoView({ block: 'start' }))
  let commands = 0
  page.on('request', (r) => { if (r.url().includes('game:command')) commands++ })

  // 1. Drag the revealed terrain around the map for 3 s, then drop it off the map (it snaps back).
  const piece = await page.getByTestId('tray-piece').boundingBox()
  const map = await page.getByTestId('table-map').boundingBox()
  if (!piece || !map) throw new Error('no tray piece or map on screen')
  await page.mouse.move(piece.x + piece.width / 2, piece.y + piece.height / 2)
  await page.mouse.down()
  await startRecording(page)
  const dragSteps = await sweep(page, map.x + map.width / 2, map.y + map.height / 2, Math.min(map.width, map.height) / 3, GESTURE_MS)
  const dragFrames = await stopRecording(page)
  await page.mouse.move(2, 2, { steps: 4 })
  await page.mouse.up()
  await expect(page.getByTestId('tray-status')).toContainText('Cannot place there')

  // 2. Pan: press on the map away from the cards' layer controls and sweep for 3 s, measuring the
  // main thread's busy time (Chromium's TaskDuration, thread ticks) per frame.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' })
  const taskMs = async (): Promise<number> => {
    const { metrics } = await cdp.send('Performance.getMetrics')
    return (metrics.find((m) => m.name === 'TaskDuration')?.value ?? Number.NaN) * 1000
  }
  const pan = async (): Promise<{ frames: number[]; steps: number; busyMs: number }> => {
    await page.mouse.move(map.x + map.width / 2, map.y + map.height / 2)
    await page.mouse.down()
    const before = await taskMs()
    await startRecording(page)
    const steps = await sweep(page, map.x + map.width / 2, map.y + map.height / 2, Math.min(map.width, map.height) / 4, GESTURE_MS)
    const frames = await stopRecording(page)
    const busyMs = (await taskMs()) - before
    await page.mouse.up()
    return { frames, steps, busyMs }
  }
  const zoomBefore = await page.getByTestId('map-layer').getAttribute('style')
  const withCards = await pan()
  const panSteps = withCards.steps
  const panFrames = withCards.frames
  await page.screenshot({ path: 'e2e/artifacts/ui-bench-200-cards.png' })
  expect(await page.getByTestId('map-layer').getAttribute('style')).not.toBe(zoomBefore) // the map did pan
  // The same pan over an empty map (every card hidden): the baseline of design §6's goal (≤ 2×).
  await page.addStyleTag({ content: '[data-testid="map-layer"] .map-card, [data-testid="map-layer"] .map-tab, [data-testid="map-layer"] .token { display: none !important; }' })
  const empty = await pan()
  const perFrame = (r: { frames: number[]; busyMs: number }): number => Math.round((r.busyMs / Math.max(1, r.frames.length)) * 100) / 100
  const mainThread = { cardsMsPerFrame: perFrame(withCards), emptyMsPerFrame: perFrame(empty), ratio: Math.round((perFrame(withCards) / Math.max(0.01, perFrame(empty))) * 100) / 100, goalRatio: 2 }

  const drag: FrameStats = frameStats(dragFrames)
  const panStats: FrameStats = frameStats(panFrames)
  const report = {
    measuredAt: new Date().toISOString(),
    what: 'requestAnimationFrame deltas during a 3 s drag of a card over the map and a 3 s pan, 200+ cards on the map, headless Chromium; load = navigation to an interactive table of a saved game',
    budgetP95Ms: BUDGET_P95_MS,
    browser: `${browser.browserType().name()} ${browser.version()}`,
    machine: { cpus: availableParallelism(), loadAverage1m: Number(loadavg()[0]?.toFixed(2)) },
    cards: cardCount,
    drag: { ...drag, pointerMoves: dragSteps },
    pan: { ...panStats, pointerMoves: panSteps },
    mainThread,
    loadToInteractiveMs: { runs: loads, median: median(loads) },
  }
  mkdirSync('test-results', { recursive: true })
  writeFileSync('test-results/ui-bench.json', `${JSON.stringify(report, undefined, 2)}\n`)

  // Behaviour, not speed: the gestures produced frames, and neither sent a command (state changes only on a legal drop).
  expect(drag.frames).toBeGreaterThan(30)
  expect(panStats.frames).toBeGreaterThan(30)
  expect(commands).toBe(0)
  expect(problems).toEqual([])
})
