// Named to sort after menu-settings.spec.ts (that one expects no saved game yet).
import { expect, test } from '@playwright/test'
import { islandView } from './island-driver'
import { loadWalkthrough, playWalkthrough } from './island-walkthroughs'

/**
 * Issue #16 proof: a defeat through the UI — the recorded packet-boat game a lone castaway loses
 * (the morale choices, a reroll, a Discovery token and an ability on the way), played through the
 * table to the end screen, which says why the island won.
 */
test('the recorded packet-boat defeat played through the table to the end screen', async ({ page }) => {
  test.setTimeout(300_000)
  const problems: string[] = []
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`) })
  await page.setViewportSize({ width: 1280, height: 720 })
  const w = loadWalkthrough('packet-boat-defeat')
  await playWalkthrough(page, w, 'E2E island defeat', ['Ada'])

  const v = await islandView(page)
  expect([v.outcome, v.reason, v.position.round]).toEqual([w.expect.outcome, w.expect.reason, w.expect.round])
  expect(Object.fromEntries(Object.values(v.characters).map((c) => [c.id, c.wounds]))).toEqual(w.expect.wounds)
  const end = page.getByTestId('island-end')
  await expect(end).toBeVisible()
  await expect(end).toContainText('The island wins this time.')
  // Why, in words: the castaway who did not survive, by name.
  await expect(end).toContainText('did not survive')
  await page.screenshot({ path: 'e2e/artifacts/island-defeat-1280.png' })
  await page.setViewportSize({ width: 1920, height: 1080 })
  await page.screenshot({ path: 'e2e/artifacts/island-defeat-1920.png' })
  // The sheet shows the death too once the end screen is set aside.
  await page.getByTestId('island-end-close').click()
  await page.getByTestId('tab-castaways').click()
  await page.screenshot({ path: 'e2e/artifacts/island-defeat-sheets-1920.png' })
  expect(problems).toEqual([])
})
