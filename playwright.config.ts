import { cpSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'

/** Fixed so the host can be found; override when 4317 is taken on your machine. */
const PORT = Number(process.env.FOGBOUND_E2E_PORT ?? 4317)
const BASE_URL = `http://127.0.0.1:${PORT}`

// A fresh user-data folder for each run, so no real settings or saves are read or
// touched. The config is evaluated again in every worker: the env var carries the
// runner's folder to them (specs read it to check what the host wrote to disk).
process.env.FOGBOUND_E2E_USER_DATA ??= mkdtempSync(join(tmpdir(), 'fogbound-e2e-'))
const USER_DATA = process.env.FOGBOUND_E2E_USER_DATA
// A user pack of a second ruleset (Lantern Run, fixtures/packs/lantern-run): the seam's proof runs a
// game of it through the New game page, the table, the saves and a reload (e2e/browser/lantern.spec.ts).
cpSync(join(process.cwd(), 'fixtures', 'packs', 'lantern-run'), join(USER_DATA, 'packs', 'lantern-run'), { recursive: true, force: true })
// The Saga test pack, a user pack too: the Saga table's spec plays it (e2e/browser/table-saga.spec.ts).
cpSync(join(process.cwd(), 'fixtures', 'packs', 'saga-test'), join(USER_DATA, 'packs', 'saga-test'), { recursive: true, force: true })

// The table benchmark has its own host (another port, another user-data folder) whose folder is
// prepared first: a generated pack and a saved game with 200 cards on the map.
const BENCH_PORT = Number(process.env.FOGBOUND_BENCH_PORT ?? PORT + 1)
process.env.FOGBOUND_BENCH_USER_DATA ??= mkdtempSync(join(tmpdir(), 'fogbound-ui-bench-'))
const BENCH_USER_DATA = process.env.FOGBOUND_BENCH_USER_DATA

// Normally the run builds the app itself. FOGBOUND_E2E_RENDERER points at an already
// built renderer folder instead (e.g. a packaged build under test), skipping the build.
const PREBUILT_RENDERER = process.env.FOGBOUND_E2E_RENDERER
const HOST_COMMAND = `npx tsx src-main/host/cli.ts --port ${PORT} --user-data "${USER_DATA}"`
const RENDERER_FLAG = PREBUILT_RENDERER ? ` --renderer "${PREBUILT_RENDERER}"` : ''

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'e2e/artifacts',
  // One host with one settings file: specs change shared state, so they run one at a time.
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: BASE_URL,
    screenshot: 'on',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'browser-host',
      testMatch: 'browser/**/*.spec.ts',
      use: {
        browserName: 'chromium',
        headless: true,
        viewport: { width: 1100, height: 820 },
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: CHROMIUM_ARGS,
        },
      },
    },
    {
      name: 'electron',
      testMatch: 'electron/**/*.spec.ts',
    },
    {
      // Frame times of the table with 200 cards (design §6); writes test-results/ui-bench.json.
      name: 'ui-bench',
      testMatch: 'bench/**/*.spec.ts',
      use: {
        browserName: 'chromium',
        headless: true,
        baseURL: `http://127.0.0.1:${BENCH_PORT}`,
        viewport: { width: 1280, height: 900 },
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: CHROMIUM_ARGS,
        },
      },
    },
  ],
  webServer: [
    {
      // The real browser host over the real build: the same page and handlers as Electron.
      command: PREBUILT_RENDERER ? `${HOST_COMMAND}${RENDERER_FLAG}` : `npx electron-vite build && ${HOST_COMMAND}`,
      url: BASE_URL,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      // Started once the first host is up, so the renderer is built by then.
      command: `npx tsx tools/ui-bench/prepare.ts "${BENCH_USER_DATA}" && npx tsx src-main/host/cli.ts --port ${BENCH_PORT} --user-data "${BENCH_USER_DATA}"${RENDERER_FLAG}`,
      url: `http://127.0.0.1:${BENCH_PORT}`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
})
