// Named to sort after menu-settings.spec.ts (that one expects no saved game yet).
import { expect, test } from '@playwright/test'
import { islandView, slotOf } from './island-driver'
import { loadWalkthrough, playCommands, startWalkthrough } from './island-walkthroughs'

/**
 * Issue #16 proof, saves: a game left in the middle of planning a round (a Discovery token used,
 * wood on the pile, two of three stacks placed) comes back as it was — after a reload of the page
 * and again from the Saves page after leaving the table — and goes on to the end of the next round
 * exactly as the recorded game did.
 */
test('saved mid-round: reloaded and reopened from the Saves page with the plan as it was, then continued', async ({ page }) => {
  test.setTimeout(240_000)
  const problems: string[] = []
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`) })
  await page.setViewportSize({ width: 1280, height: 720 })
  const w = loadWalkthrough('packet-boat-victory')
  await startWalkthrough(page, w, 'E2E island mid-round', ['Ada', 'Bruno'])
  const slot = slotOf(page)

  // Round 4, planning: the token, the pile, two of the three stacks.
  await playCommands(page, w, 0, 20)
  const before = await islandView(page)
  expect([before.position.round, before.pending?.kind, before.plan.length]).toEqual([4, 'plan', 2])
  await expect(page.getByTestId('island-status')).toContainText('Round 4 of 12')
  await expect(page.getByTestId('piles')).toContainText('levels built: 1 of 5')
  const freePawns = page.getByTestId('pawn-tray').locator('button:not([disabled])')
  const free = await freePawns.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')))
  expect(free).toContain('pawn-marine:0')

  // A reload: the same game, the same plan on the board, the same free pawns, the log rebuilt.
  await page.reload()
  await expect(page.getByTestId('island-table')).toBeVisible()
  expect(await islandView(page)).toEqual(before)
  await expect(page.getByTestId('island-status')).toContainText('Round 4 of 12')
  for (const i of [0, 1]) await expect(page.getByTestId(`planned-${i}`)).toBeVisible()
  await expect(page.getByTestId('planned-2')).toHaveCount(0)
  await expect(freePawns).toHaveCount(free.length)
  expect(await freePawns.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')))).toEqual(free)
  await expect(page.getByTestId('piles')).toContainText('levels built: 1 of 5')
  await page.getByTestId('tab-log').click()
  await expect(page.getByTestId('island-log')).toContainText('Round 4 begins')
  await page.screenshot({ path: 'e2e/artifacts/island-reloaded-1280.png' })

  // Left for the main menu, then opened again from the Saves page.
  await page.goto('/')
  await page.getByTestId('menu-load').getByRole('button').click({ timeout: 10_000 })
  const entry = page.getByTestId(`slot-${slot}`)
  await expect(entry).toContainText('E2E island mid-round')
  await page.screenshot({ path: 'e2e/artifacts/island-saves-mid-round-1280.png' })
  await entry.getByTestId('slot-open').click()
  await expect(page.getByTestId('island-table')).toBeVisible()
  expect(slotOf(page)).toBe(slot)
  expect(await islandView(page)).toEqual(before)

  // And on: the last stack, the commit, the night, round 5 planned and resolved as recorded.
  await playCommands(page, w, 20, 31)
  const v = await islandView(page)
  expect([v.position.round, v.pending?.kind]).toEqual([6, 'plan'])
  await expect(page.getByTestId('island-status')).toContainText('Round 6 of 12')
  expect(problems).toEqual([])
})
