import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Figure } from '../bench/figure'
import { withinFrameBudget } from './frame-stats'

/**
 * The browser-side figures of design §6, read from the JSON reports the Playwright specs write:
 * `test-results/ui-bench.json` (e2e/bench/table-frames.spec.ts) and `test-results/startup.json`
 * (e2e/browser/startup.spec.ts). `npm run bench:ui` runs the first and prints these lines;
 * `fogbound bench` adds them to its table when the reports exist.
 */

interface Stats { frames: number; p50: number; p95: number; max: number; dropped?: number }
interface UiBenchReport { measuredAt: string; cards: number; budgetP95Ms: number; drag: Stats; pan: Stats; mainThread?: { cardsMsPerFrame: number; emptyMsPerFrame: number; ratio: number; goalRatio: number }; loadToInteractiveMs: { median: number | null; runs: number[] }; machine: { loadAverage1m: number } }
interface StartupReport { measuredAt: string; budgetMs: number; medianPageMs: number }

function readJson<T>(file: string): T | null {
  if (!existsSync(file)) return null
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T
  } catch {
    return null
  }
}

export function uiFigures(root: string): Figure[] {
  const ui = readJson<UiBenchReport>(join(root, 'test-results', 'ui-bench.json'))
  const startup = readJson<StartupReport>(join(root, 'test-results', 'startup.json'))
  const missing = 'not measured yet: run `npm run bench:ui`'
  const at = (r: { measuredAt: string } | null, extra = ''): string => (r ? `measured ${r.measuredAt}${extra}` : missing)
  const load = ui ? `, load average ${ui.machine.loadAverage1m}` : ''
  const frame = (what: 'drag' | 'pan'): Figure => {
    const s = ui?.[what]
    return {
      what: `table ${what} with ${ui?.cards ?? 200} cards, frame p50 / p95 (Chromium)`,
      value: s ? s.p95 : null,
      unit: 'ms',
      budget: '<= 16.7 (p95; rAF timestamps have 0.1 ms steps, so 16.8 is a steady 60 Hz)',
      ok: s ? withinFrameBudget(s.p95) : null,
      note: s ? `p50 ${s.p50} ms, p95 ${s.p95} ms, max ${s.max} ms, ${s.dropped ?? '?'} dropped of ${s.frames} frames; ${at(ui, load)}` : missing,
    }
  }
  const main = ui?.mainThread
  return [
    frame('drag'),
    frame('pan'),
    {
      what: `table pan with ${ui?.cards ?? 200} cards: main-thread time per frame, against the empty map`,
      value: main ? main.cardsMsPerFrame : null,
      unit: 'ms',
      budget: 'goal <= 2x the empty map',
      ok: main ? main.ratio <= main.goalRatio : null,
      note: main ? `${main.cardsMsPerFrame} ms vs ${main.emptyMsPerFrame} ms empty (${main.ratio}x); ${at(ui, load)}` : missing,
    },
    {
      what: 'saved mid-game: page load to interactive table (200 cards), median',
      value: ui?.loadToInteractiveMs.median ?? null,
      unit: 'ms',
      budget: 'none set (reported)',
      ok: null,
      note: ui ? `runs ${ui.loadToInteractiveMs.runs.join(', ')} ms; ${at(ui, load)}` : missing,
    },
    {
      what: 'main menu interactive after the page opens, median',
      value: startup?.medianPageMs ?? null,
      unit: 'ms',
      budget: '<= 500',
      ok: startup ? startup.medianPageMs <= 500 : null,
      note: startup ? at(startup) : 'not measured yet: run `npm run test:e2e`',
    },
  ]
}

/** One line per figure, the same format as `fogbound bench`. */
export function formatFigure(f: Figure): string {
  const verdict = f.ok === null ? 'not judged here' : f.ok ? 'within budget' : 'OVER BUDGET'
  // Timed figures give both readings: wall (what a player waits) and CPU (what a busy machine cannot inflate).
  const cpu = f.cpu === undefined ? '' : ` wall, ${f.cpu} ${f.unit} CPU (median of ${f.rounds ?? 1} rounds; judged on ${f.judgedOn ?? 'wall'})`
  return `${f.what}: ${f.value ?? '-'} ${f.unit}${cpu} (budget ${f.budget}) ${verdict}${f.note ? ` — ${f.note}` : ''}`
}

if (process.argv[1] !== undefined && /report\.ts$/.test(process.argv[1])) {
  for (const f of uiFigures(join(import.meta.dirname, '..', '..'))) console.log(formatFigure(f))
}
