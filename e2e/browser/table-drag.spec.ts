import { expect, test, type Page } from '@playwright/test'
import type { ContinentRuleset, ContinentState } from '../../src-shared/rulesets/continent'
import type { GameReply } from '../../src-shared/ipc/games'
import { HOST_API_PREFIX } from '../../src-shared/ipc/bridge'
import { hostCall } from './host-api'
import { findScript, firstLightRules, must, randomPolicy, type Script } from './table-scripts'
import { perform, startGame } from './table-driver'

/**
 * Issue #14 item 3, acting on the table: the map is the main surface (≥ 65% of a 1280×720
 * window, side panels that fold away and are remembered, nothing drawn over the map), the
 * revealed terrain is placed by dragging the card itself, and a figure moves by being dragged on
 * the map. A solo First Light game is found with the real engine (the first revealed terrain,
 * then the first move) and played through the UI; the host must end where the engine does.
 * Sorts after menu-settings (it saves games).
 */

let rules: ContinentRuleset
/** A solo game up to its first move (it places terrains on the way). */
let script: Script
const SETUP = { curse: 'the-unlit-beacon', characters: ['ilse'], names: ['Ada'] }

test.beforeAll(async () => {
  rules = await firstLightRules()
  script = findScript(rules, { characters: SETUP.characters, curses: [SETUP.curse] }, {
    seeds: Array.from({ length: 40 }, (_, i) => i + 1),
    policy: randomPolicy,
    done: (s) => s.states.at(-1)?.choice?.kind === 'move',
    // The move must come after at least one revealed terrain, which is placed by the drag test.
    reject: (s) => s.states.at(-1)?.choice?.kind === 'move' && !s.states.some((x) => x.choice?.kind === 'placeTerrain'),
  })
})

/** Plays the script's commands through the UI until `stop(state)` holds on the state reached; returns its index. */
async function playUntil(page: Page, stop: (s: ContinentState) => boolean, from = 0): Promise<number> {
  for (let i = from; i < script.commands.length; i++) {
    const state = must(script.states[i], `state ${i}`)
    if (stop(state)) return i
    await perform(page, must(script.commands[i], `command ${i}`), state)
  }
  const last = script.commands.length
  if (!stop(must(script.states[last], 'the last state'))) throw new Error('the script never reached the situation')
  return last
}

const area = (b: { width: number; height: number }): number => b.width * b.height
const centre = (b: { x: number; y: number; width: number; height: number }) => ({ x: b.x + b.width / 2, y: b.y + b.height / 2 })
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

async function box(page: Page, testId: string) {
  return must(await page.getByTestId(testId).boundingBox(), `the box of ${testId}`)
}

test('the map takes at least 65% of a 1280×720 window, four seats in the header; the side panels fold away, by keyboard too, and stay folded for the session', async ({ page }) => {
  const problems: string[] = []
  page.on('pageerror', (e) => problems.push(e.message))
  await page.setViewportSize({ width: 1280, height: 720 })
  // Four seats: the longest header row the table has.
  await startGame(page, { curse: SETUP.curse, characters: ['maren', 'tobiah', 'ilse', 'dov'], names: ['Ada', 'Bruno', 'Carla', 'Dario'], seed: 3, slotName: 'E2E table layout' })
  await expect(page.getByTestId('table-seats').getByRole('listitem')).toHaveCount(4)
  await expect(page.getByTestId('side-panels')).toBeVisible()

  // Header, map and side column fit the window (only the debug list of moves, when that setting is on, lies below).
  const layout = await box(page, 'table-layout')
  expect(layout.y + layout.height).toBeLessThanOrEqual(720)
  const map = await box(page, 'table-map')
  const share = area(map) / (1280 * 720)
  expect(share, `the map's share of the window: ${(share * 100).toFixed(1)}%`).toBeGreaterThanOrEqual(0.65)

  // The card details show beside the map, never over it.
  const start = page.locator('[data-testid^="card-"][data-zoom]').first()
  await start.hover()
  await expect(page.getByTestId('card-zoom')).toHaveClass(/shown/)
  expect(overlaps(await box(page, 'card-zoom'), map)).toBe(false)
  await page.screenshot({ path: 'e2e/artifacts/table-1280.png' })
  await page.mouse.move(map.x + 5, map.y + 5)

  // One panel folds by keyboard: its toggle names it in words and says it is expanded.
  const toggle = page.getByTestId('panel-toggle-log')
  await expect(toggle).toHaveAccessibleName(/^▾?\s*Log/)
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await toggle.focus()
  await page.keyboard.press('Enter')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByTestId('action-log')).toBeHidden()

  // The whole column folds to a strip: the map grows.
  await page.getByTestId('side-toggle').click()
  await expect(page.getByTestId('side-panels')).toBeHidden()
  await expect(page.getByTestId('side-toggle')).toHaveAccessibleName(/Show the side panels/)
  await expect.poll(async () => area(await box(page, 'table-map'))).toBeGreaterThan(area(map) * 1.15)
  await page.screenshot({ path: 'e2e/artifacts/table-1280-folded.png' })

  // Remembered for the session: a reload keeps the column folded and the log closed.
  await page.reload()
  await expect(page.getByTestId('table-layout')).toBeVisible()
  await expect(page.getByTestId('side-panels')).toBeHidden()
  await page.getByTestId('side-toggle').focus()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('side-panels')).toBeVisible()
  await expect(page.getByTestId('panel-toggle-log')).toHaveAttribute('aria-expanded', 'false')
  await page.getByTestId('panel-toggle-log').click()

  await page.setViewportSize({ width: 1920, height: 1080 })
  await page.getByTestId('fit-all').click()
  await expect.poll(async () => area(await box(page, 'table-map')) / (1920 * 1080)).toBeGreaterThanOrEqual(0.65)
  await page.screenshot({ path: 'e2e/artifacts/table-1920.png' })
  expect(problems).toEqual([])
})

test('C-CONSEQ-13 the revealed terrain is placed by dragging the card itself; it follows the pointer and snaps back off the lit cell', async ({ page }) => {
  const problems: string[] = []
  page.on('pageerror', (e) => problems.push(e.message))
  await page.setViewportSize({ width: 1280, height: 720 })
  const slotId = await startGame(page, { ...SETUP, seed: script.seed, slotName: 'E2E drag the card' })
  const at = await playUntil(page, (s) => s.choice?.kind === 'placeTerrain')
  const waiting = must(script.states[at], 'the placement state')
  const choice = must(waiting.choice, 'the placement')
  const cell = must(choice.options[0]?.cell, 'the legal cell')
  const uid = must(choice.uid, 'the revealed terrain')

  // The card waits beside the map at a readable size, in full view (not below the fold).
  await expect(page.getByTestId('placing-card')).toContainText(/\S/)
  const home = await box(page, 'tray-piece')
  expect(home.height).toBeGreaterThanOrEqual(160)
  expect(home.y + home.height).toBeLessThanOrEqual(720)
  const legal = page.getByTestId(`legal-${cell}`)
  await expect(legal).toBeVisible()
  await page.screenshot({ path: 'e2e/artifacts/drag-card-before.png' })

  let sent = 0
  page.on('request', (r) => { if (r.url().includes('game:command')) sent++ })
  const grab = centre(home)
  // A drop on the map away from the lit cell snaps back with the reason, sending nothing.
  const map = await box(page, 'table-map')
  const target = await legal.boundingBox().then((b) => must(b, 'the lit cell'))
  const away = { x: target.x + target.width / 2 < map.x + map.width / 2 ? map.x + map.width - 40 : map.x + 40, y: map.y + map.height - 40 }
  await page.mouse.move(grab.x, grab.y)
  await page.mouse.down()
  await page.mouse.move(away.x, away.y, { steps: 10 })
  await page.mouse.up()
  await expect(page.getByTestId('tray-status')).toContainText(/Cannot place there/)
  await expect.poll(async () => centre(await box(page, 'tray-piece'))).toEqual(grab)
  expect(sent).toBe(0)

  // The real drag: the card itself follows the pointer and the cell under it lights up.
  const to = centre(target)
  await page.mouse.move(grab.x, grab.y)
  await page.mouse.down()
  await page.mouse.move(to.x, to.y, { steps: 14 })
  const mid = centre(await box(page, 'tray-piece'))
  expect(Math.abs(mid.x - to.x)).toBeLessThanOrEqual(2)
  expect(Math.abs(mid.y - to.y)).toBeLessThanOrEqual(2)
  await expect(legal).toHaveClass(/hover/)
  await page.screenshot({ path: 'e2e/artifacts/drag-card-mid.png' })
  const reply = page.waitForResponse((r) => r.url().includes(`${HOST_API_PREFIX}game:command`))
  await page.mouse.up()
  const response = await reply
  expect((response.request().postDataJSON() as { payload: { command: unknown } }).payload.command).toEqual({ type: 'choose', option: 0 })

  const placed = page.getByTestId(`card-${uid}`)
  await expect(placed).toHaveAttribute('data-cell', cell)
  await expect(page.getByTestId('reveal-tray')).toHaveCount(0)
  const expected = rules.apply(waiting, { type: 'choose', option: 0 })
  if ('code' in expected) throw new Error(expected.message)
  expect((await hostCall<GameReply>(page, 'game:view', { slotId })).view).toEqual(rules.view(expected.state))
  expect(problems).toEqual([])
})

test('C-EXPLORE-14 a figure moves by being dragged on the map to a lit terrain; the map does not pan under it', async ({ page }) => {
  test.setTimeout(90_000)
  const problems: string[] = []
  page.on('pageerror', (e) => problems.push(e.message))
  await page.setViewportSize({ width: 1280, height: 720 })
  const slotId = await startGame(page, { ...SETUP, seed: script.seed, slotName: 'E2E drag a figure' })
  const at = await playUntil(page, (s) => s.choice?.kind === 'move')
  const waiting = must(script.states[at], 'the move state')
  const command = { type: 'choose', option: 0 } as const
  const destination = must(waiting.choice?.options[command.option]?.uid, 'the destination terrain')
  const cell = must(waiting.board.at[destination], 'the destination cell')

  const legal = page.getByTestId(`legal-${cell}`)
  await expect(legal).toBeVisible()
  const figure = page.getByTestId('token-fig-0')
  await expect(page.getByTestId('halo-fig-0')).toBeVisible()
  await expect(figure).toContainText(/\S/)
  const layerBefore = await page.getByTestId('map-layer').getAttribute('style')
  const from = centre(must(await figure.boundingBox(), 'the figure'))
  const to = centre(must(await legal.boundingBox(), 'the lit terrain'))

  // Pressing the figure drags it, not the map: the layer keeps its transform, the figure follows the pointer.
  await page.mouse.move(from.x, from.y)
  await page.mouse.down()
  await page.mouse.move(to.x, to.y, { steps: 12 })
  const mid = centre(must(await figure.boundingBox(), 'the dragged figure'))
  expect(Math.abs(mid.x - to.x)).toBeLessThanOrEqual(3)
  expect(Math.abs(mid.y - to.y)).toBeLessThanOrEqual(3)
  expect(await page.getByTestId('map-layer').getAttribute('style')).toBe(layerBefore)
  await expect(legal).toHaveClass(/hover/)
  await page.screenshot({ path: 'e2e/artifacts/drag-figure-mid.png' })
  const reply = page.waitForResponse((r) => r.url().includes(`${HOST_API_PREFIX}game:command`))
  await page.mouse.up()
  const response = await reply
  expect((response.request().postDataJSON() as { payload: { command: unknown } }).payload.command).toEqual(command)

  const expected = rules.apply(waiting, command)
  if ('code' in expected) throw new Error(expected.message)
  expect((await hostCall<GameReply>(page, 'game:view', { slotId })).view).toEqual(rules.view(expected.state))
  // Elsewhere the map still pans as before.
  const map = await box(page, 'table-map')
  const before = await page.getByTestId('map-layer').getAttribute('style')
  await page.mouse.move(map.x + 30, map.y + map.height - 30)
  await page.mouse.down()
  await page.mouse.move(map.x + 90, map.y + map.height - 60, { steps: 5 })
  await page.mouse.up()
  expect(await page.getByTestId('map-layer').getAttribute('style')).not.toBe(before)
  await page.screenshot({ path: 'e2e/artifacts/drag-figure-after.png' })
  expect(problems).toEqual([])
})
