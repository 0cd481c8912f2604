import { mkdirSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'
import { expect, test } from '@playwright/test'
import { resetSettings } from './host-api'
import { median } from '../../tools/ui-bench/frame-stats'

/** Design §6 budget, reported next to the measurement (not asserted: timing is machine-bound). */
const BUDGET_MS = 500
const RUNS = 5

interface Run {
  /** Wall clock from `page.goto` to an interactive menu, as seen by the test runner. */
  wallMs: number
  /** `performance.now()` in the page at that moment: ms since navigation start. */
  pageMs: number
  /**
   * Main-thread busy time (Chromium's TaskDuration) and JavaScript time (ScriptDuration)
   * up to that moment: CPU work, much less stretched by a busy machine than wall time.
   */
  taskMs: number
  scriptMs: number
}

/** The little of the DOM the page-side probe uses (e2e is typechecked without the DOM lib). */
interface ProbeWindow {
  document: {
    activeElement: unknown
    querySelector(selector: string): { disabled: boolean; focus(): void; getAttribute(name: string): string | null } | null
  }
  performance: { now(): number }
}

test('the main menu becomes interactive; time to interactive is recorded', async ({ page, browser }) => {
  // Five cold contexts on a shared 2-core machine can take longer than one test's default 30 s; the
  // figure itself is judged by the bench from the recorded medians, not by this timeout.
  test.setTimeout(120_000)
  await resetSettings(page)
  const runs: Run[] = []
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext() // a cold page each time: no in-memory cache
    const fresh = await context.newPage()
    const cdp = await context.newCDPSession(fresh)
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' })
    const started = Date.now()
    await fresh.goto('/', { waitUntil: 'commit' })
    // Interactive = the first usable entry (Settings) is enabled and takes focus.
    const pageMs = await (await fresh.waitForFunction(() => {
      const { document, performance } = globalThis as unknown as ProbeWindow
      const button = document.querySelector('[data-testid="menu-settings"] button')
      if (!button || button.disabled || button.getAttribute('aria-disabled') === 'true') return false
      button.focus()
      return document.activeElement === button ? performance.now() : false
    }, undefined, { polling: 'raf' })).jsonValue()
    const wallMs = Date.now() - started
    const { metrics } = await cdp.send('Performance.getMetrics')
    const metric = (name: string) => Math.round((metrics.find((m) => m.name === name)?.value ?? Number.NaN) * 1000)
    runs.push({ wallMs, pageMs: Math.round(Number(pageMs)), taskMs: metric('TaskDuration'), scriptMs: metric('ScriptDuration') })
    await expect(fresh.getByTestId('menu-settings').getByRole('button')).toBeFocused()
    if (i === 0) await fresh.screenshot({ path: 'e2e/artifacts/startup.png' })
    await context.close()
  }

  const report = {
    measuredAt: new Date().toISOString(),
    what: 'navigation to an interactive main menu (Settings button enabled and focused), browser host, headless Chromium',
    budgetMs: BUDGET_MS,
    browser: `${browser.browserType().name()} ${browser.version()}`,
    // Context for reading the numbers: a busy machine stretches them.
    machine: { cpus: availableParallelism(), loadAverage1m: Number(loadavg()[0]?.toFixed(2)) },
    runs,
    medianPageMs: median(runs.map((r) => r.pageMs)),
    medianWallMs: median(runs.map((r) => r.wallMs)),
    medianTaskMs: median(runs.map((r) => r.taskMs)),
    medianScriptMs: median(runs.map((r) => r.scriptMs)),
  }
  mkdirSync('test-results', { recursive: true })
  writeFileSync('test-results/startup.json', `${JSON.stringify(report, undefined, 2)}\n`)
  expect(runs).toHaveLength(RUNS)
  expect(runs.every((r) => r.pageMs > 0)).toBe(true)
})
