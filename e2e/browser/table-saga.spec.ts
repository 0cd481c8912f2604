// Named to run after menu-settings.spec.ts (specs run in file order over one user-data folder; that one expects no saved game yet).
import { writeFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { hostCall } from './host-api'
import type { GameReplyOf, SlotInfo } from '../../src-shared/ipc/games'

/**
 * The first Saga table (issue #18) in the real renderer over the browser host, on the Saga test
 * pack: a game set up on New game, an action token placed after its preview, a move across a
 * lit border, journey tiles laid by drag with a turn of the wheel and by keyboard, then saved,
 * reloaded and continued. Screenshots at 1280×720 and 1920×1080 go to e2e/artifacts/.
 */

const slotOf = (page: Page): string => {
  const id = /#\/table\/([a-z0-9-]+)/.exec(page.url())?.[1]
  if (!id) throw new Error(`not on a table page: ${page.url()}`)
  return id
}
const view = async (page: Page): Promise<GameReplyOf<'saga'>> => hostCall<GameReplyOf<'saga'>>(page, 'game:view', { slotId: slotOf(page) })

/** Clicks something that sends a command and waits for main's answer. */
async function answered(page: Page, act: () => Promise<void>): Promise<void> {
  const reply = page.waitForResponse((r) => r.url().includes('game:command'))
  await act()
  expect(((await (await reply).json()) as { ok: boolean }).ok).toBe(true)
}

test('Saga: New game on the test pack, a token placed, a move, journey tiles by drag and by keyboard, saved, reloaded and continued', async ({ page }) => {
  const problems: string[] = []
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`) })
  await page.setViewportSize({ width: 1280, height: 720 })
  await page.goto('/')
  await page.getByTestId('menu-new-game').getByRole('button').click()
  await page.getByTestId('ng-pack').selectOption({ label: 'Saga test pack (0.1.0)' })
  await expect(page.getByTestId('ng-adventure-crossing')).toBeChecked()
  await page.getByTestId('ng-character-0').selectOption('warden')
  await page.getByTestId('ng-character-1').selectOption('scout')
  await page.getByTestId('ng-name-0').fill('Ada')
  await page.getByTestId('ng-name-1').fill('Bruno')
  await page.getByTestId('ng-seed').fill('7')
  await page.getByTestId('ng-slot-name').fill('E2E saga')
  await page.screenshot({ path: 'e2e/artifacts/saga-new-game.png', fullPage: true })
  await page.getByTestId('ng-start').click()
  await expect(page).toHaveURL(/#\/table\//)
  await expect(page.getByTestId('saga-table')).toBeVisible()
  await expect(page.getByTestId('saga-turn-1')).toHaveAttribute('aria-current', 'step')
  // The adventure opens on its introduction, as a book page.
  await expect(page.getByTestId('saga-story')).toContainText('A small adventure that tries every rule once.')
  await page.screenshot({ path: 'e2e/artifacts/saga-introduction-1280.png' })
  await page.getByTestId('saga-story-close').click()
  await expect(page.getByTestId('saga-story')).toHaveCount(0)
  await page.screenshot({ path: 'e2e/artifacts/saga-table-1280.png' })
  await page.setViewportSize({ width: 1920, height: 1080 })
  await page.screenshot({ path: 'e2e/artifacts/saga-table-1920.png' })
  await page.setViewportSize({ width: 1280, height: 720 })

  // Turn 1 (Ada's Warden): the slot's yield is previewed before the token is placed.
  await page.getByTestId('saga-card-2').click()
  await expect(page.getByTestId('saga-preview')).toContainText('Move 3')
  await page.screenshot({ path: 'e2e/artifacts/saga-preview-1280.png' })
  await answered(page, () => page.getByTestId('saga-place-0').click())

  // The move: the lit border shows its path and cost, a click crosses it, then the Warden stops.
  const border = page.getByTestId('saga-border-meadow-ford')
  await border.hover()
  await expect(page.getByTestId('saga-move-note')).toContainText('To Ford: cost 1')
  await expect(page.getByTestId('saga-move-path')).toBeVisible()
  await page.screenshot({ path: 'e2e/artifacts/saga-move-1280.png' })
  await answered(page, () => border.click())
  await expect(page.getByTestId('saga-area-ford')).toContainText('Warden')
  await answered(page, () => page.getByRole('button', { name: 'Stop moving here' }).click())

  // Turn 2 (Bruno's Scout): a journey of 2 tiles.
  await expect(page.getByTestId('saga-turn-2')).toHaveAttribute('aria-current', 'step')
  await page.getByTestId('saga-card-5').click()
  await answered(page, () => page.getByTestId('saga-place-0').click())
  const grid = page.getByTestId('saga-journey-grid')
  await expect(page.getByTestId('saga-journey-tile-p2')).toBeVisible()
  // By drag: the domino is taken from the tray, turned upright with the wheel, dropped on column 0.
  const from = await page.getByTestId('saga-journey-tile-p2').boundingBox()
  const box = await grid.boundingBox()
  if (!from || !box) throw new Error('no tray tile or grid on screen')
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(box.x + 15, box.y + 15, { steps: 4 })
  await page.mouse.wheel(0, 100)
  // Frame times while the held tile is swept over the strip (every square, back and forth).
  // (Run in the page: the e2e typings have no DOM, so the page's globals are named by their shape.)
  await page.evaluate(() => {
    const w = globalThis as unknown as { sagaFrames: number[]; requestAnimationFrame(cb: (now: number) => void): number }
    w.sagaFrames = []
    let last = performance.now()
    const tick = (now: number): void => { w.sagaFrames.push(now - last); last = now; if (w.sagaFrames.length < 2000) w.requestAnimationFrame(tick) }
    w.requestAnimationFrame(tick)
  })
  const cols = Math.round(box.width / 30)
  const rows = Math.round(box.height / 30)
  for (let i = 0; i < 60; i++) {
    const c = i % cols
    const r = Math.floor(i / cols) % rows
    await page.mouse.move(box.x + c * 30 + 15, box.y + r * 30 + 15, { steps: 3 })
  }
  const frames = await page.evaluate(() => (globalThis as unknown as { sagaFrames: number[] }).sagaFrames.slice(1))
  const sorted = [...frames].sort((a, b) => a - b)
  const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? 0
  writeFileSync('e2e/artifacts/saga-drag-frames.json', JSON.stringify({ strip: { cols, rows }, frames: frames.length, p95 }, null, 2))
  expect(frames.length).toBeGreaterThan(20)
  await page.mouse.move(box.x + 16, box.y + 16)
  await expect(page.getByTestId('saga-journey-ghost').first()).toHaveClass(/legal/)
  await page.screenshot({ path: 'e2e/artifacts/saga-journey-drag-1280.png' })
  await answered(page, () => page.mouse.up())
  const first = (await view(page)).view.journey.tiles
  expect(first).toHaveLength(1)
  expect(first[0]?.cells.map(([c]) => c)).toEqual([0, 0])

  // By keyboard: the single square picked from the tray with Enter, moved with the arrows, laid with Enter.
  await page.getByTestId('saga-journey-tile-p1').focus()
  await page.keyboard.press('Enter')
  await page.keyboard.press('r')
  await expect(page.getByTestId('saga-journey-ghost').first()).toHaveClass(/legal/)
  await answered(page, () => page.keyboard.press('Enter'))
  expect((await view(page)).view.journey.tiles).toHaveLength(2)
  await page.screenshot({ path: 'e2e/artifacts/saga-journey-done-1280.png' })

  // Saved as it goes: a reload brings the same game back, and it goes on.
  const before = await view(page)
  await page.reload()
  await expect(page.getByTestId('saga-table')).toBeVisible()
  const after = await view(page)
  expect(after.view).toEqual(before.view)
  await expect(page.getByTestId('saga-log')).toContainText('was laid on the journey')
  const next = after.view.legal.find((c) => c.type === 'place')
  expect(next).toBeDefined()
  await page.getByTestId(`saga-card-${next && next.type === 'place' ? next.slot : 0}`).click()
  await answered(page, () => page.getByTestId('saga-place-0').click())
  expect((await view(page)).totals.commands).toBeGreaterThan(before.totals.commands)
  await page.setViewportSize({ width: 1920, height: 1080 })
  await page.screenshot({ path: 'e2e/artifacts/saga-continued-1920.png' })
  await page.setViewportSize({ width: 1280, height: 720 })

  const slots = await hostCall<SlotInfo[]>(page, 'saves:list')
  const slot = slots.find((s) => s.name === 'E2E saga')
  expect(slot?.ruleset).toBe('saga')
  expect(slot?.thumbnail?.ruleset).toBe('saga')
  await page.goto('/#/saves')
  await expect(page.getByTestId('slot-saga').first()).toBeVisible()
  await page.screenshot({ path: 'e2e/artifacts/saga-saves.png', fullPage: true })
  expect(problems).toEqual([])
})
