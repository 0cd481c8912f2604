// Named to run after menu-settings.spec.ts (specs run in file order over one user-data folder; that one expects no saved game yet).
import { expect, test, type Page } from '@playwright/test'
import { hostCall } from './host-api'
import type { GameReplyOf, SlotInfo } from '../../src-shared/ipc/games'

/**
 * The ruleset seam's proof in the real renderer (issue #11): a game of a second ruleset, Lantern
 * Run (a user pack of its own ruleset), is set up on the New game page from its own options and
 * seats, played on its own table to the end, saved, reloaded mid-game and continued.
 */

const slotOf = (page: Page): string => {
  const id = /#\/table\/([a-z0-9-]+)/.exec(page.url())?.[1]
  if (!id) throw new Error(`not on a table page: ${page.url()}`)
  return id
}

async function view(page: Page): Promise<GameReplyOf<'lantern'>> {
  return hostCall<GameReplyOf<'lantern'>>(page, 'game:view', { slotId: slotOf(page) })
}

/** One move as a player makes it (roll; head home with 2 lights or more, else press on), answered by the host. */
async function move(page: Page): Promise<boolean> {
  const v = (await view(page)).view
  if (v.outcome !== null) return false
  const button = v.legal.includes('roll') ? 'lantern-roll-button' : v.haul >= 2 ? 'lantern-bank' : 'lantern-press'
  const answered = page.waitForResponse((r) => r.url().includes('game:command'))
  await page.getByTestId(button).click()
  expect(((await (await answered).json()) as { ok: boolean }).ok).toBe(true)
  return true
}

test('Lantern Run: a second ruleset from New game to the end of the night, saved, reloaded and continued', async ({ page }) => {
  const problems: string[] = []
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`)
  })
  await page.setViewportSize({ width: 1280, height: 720 })
  await page.goto('/')
  await page.getByTestId('menu-new-game').getByRole('button').click()
  await page.getByTestId('ng-pack').selectOption({ label: 'Lantern Run (1.0.0)' })
  // Its own setup note and its own rule options, drawn from its descriptor; no Continent field.
  await expect(page.getByTestId('lantern-setup')).toContainText('Carry 15 light home within 6 turns')
  await expect(page.getByTestId('ng-opt-bustAt')).toHaveValue('3')
  await expect(page.getByTestId('ng-opt-sparkSurvives')).not.toBeChecked()
  await expect(page.getByTestId('ng-opt-terrainPlacement')).toHaveCount(0)
  await expect(page.locator('[data-testid^="ng-curse-"]')).toHaveCount(0)
  await page.getByTestId('ng-opt-sparkSurvives').check()
  await page.getByTestId('ng-character-0').selectOption('wren')
  await page.getByTestId('ng-character-1').selectOption('odo')
  await page.getByTestId('ng-name-0').fill('Ada')
  await page.getByTestId('ng-name-1').fill('Bruno')
  await page.getByTestId('ng-seed').fill('7')
  await page.getByTestId('ng-slot-name').fill('E2E lantern')
  await page.screenshot({ path: 'e2e/artifacts/lantern-new-game.png', fullPage: true })
  await page.getByTestId('ng-start').click()
  await expect(page).toHaveURL(/#\/table\//)
  await expect(page.getByTestId('lantern-active')).toContainText('Ada')

  // The options chosen reached the engine through the ruleset's own schema.
  const first = await view(page)
  expect(first.ruleset).toBe('lantern')
  expect(first.seats.map((s) => [s.name, s.character])).toEqual([['Ada', 'wren'], ['Bruno', 'odo']])

  // A roll by keyboard (R), then the table shows the dice and the odds of the next roll.
  const rolled = page.waitForResponse((r) => r.url().includes('game:command'))
  await page.keyboard.press('r')
  await rolled
  await expect(page.getByTestId('lantern-roll').or(page.getByTestId('lantern-end'))).toBeVisible()
  await page.screenshot({ path: 'e2e/artifacts/lantern-table-1280.png' })
  await page.setViewportSize({ width: 1920, height: 1080 })
  await page.screenshot({ path: 'e2e/artifacts/lantern-table-1920.png' })
  await page.setViewportSize({ width: 1280, height: 720 })

  // A few more moves, then a reload mid-game: the same game comes back and goes on.
  for (let i = 0; i < 4; i++) await move(page)
  const before = await view(page)
  await page.reload()
  await expect(page.getByTestId('lantern-banked')).toBeVisible()
  const after = await view(page)
  expect(after.view).toEqual(before.view)
  expect(after.totals).toEqual(before.totals)

  // The Saves list shows the slot with the ruleset's own picture of it.
  const slots = await hostCall<SlotInfo[]>(page, 'saves:list')
  const slot = slots.find((s) => s.name === 'E2E lantern')
  expect(slot?.ruleset).toBe('lantern')
  expect(slot?.thumbnail?.ruleset).toBe('lantern')

  // Played to the end of the night.
  for (let i = 0; i < 200 && (await move(page)); i++);
  await expect(page.getByTestId('lantern-end')).toBeVisible()
  const end = await view(page)
  expect(end.view.outcome).not.toBeNull()
  await expect(page.getByTestId('lantern-end')).toContainText(end.view.outcome === 'won' ? 'You won' : 'The night ran out')
  await page.screenshot({ path: 'e2e/artifacts/lantern-end.png' })

  await page.goto('/#/saves')
  await expect(page.getByTestId('slot-night').first()).toBeVisible()
  await page.screenshot({ path: 'e2e/artifacts/lantern-saves.png', fullPage: true })
  expect(problems).toEqual([])
})
