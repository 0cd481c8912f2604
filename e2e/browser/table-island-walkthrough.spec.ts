// Named to sort after menu-settings.spec.ts (that one expects no saved game yet).
import { expect, test } from '@playwright/test'
import { islandView } from './island-driver'
import { loadWalkthrough, playWalkthrough } from './island-walkthroughs'

/**
 * Issue #16 proof: the recorded packet-boat victory of Cinder Cay's first scenario played to its
 * end screen through the table only — every plan a pawn clicked, keyed or dragged onto its space,
 * every answer a button — and the host's game ends as the recorded one did.
 */
test('the recorded packet-boat victory played through the table to the end screen', async ({ page }) => {
  test.setTimeout(300_000)
  const problems: string[] = []
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`) })
  await page.setViewportSize({ width: 1280, height: 720 })
  const w = loadWalkthrough('packet-boat-victory')
  const used = await playWalkthrough(page, w, 'E2E island victory', ['Ada', 'Bruno'])
  // Every way of planning took part.
  expect(used.click).toBeGreaterThan(0)
  expect(used.keyboard).toBeGreaterThan(0)
  expect(used.drag).toBeGreaterThan(0)

  const v = await islandView(page)
  expect([v.outcome, v.reason, v.position.round]).toEqual([w.expect.outcome, w.expect.reason, w.expect.round])
  expect([...v.inventions.built].sort()).toEqual(w.expect.built)
  const end = page.getByTestId('island-end')
  await expect(end).toBeVisible()
  await expect(end).toContainText('You won!')
  await expect(end.getByRole('heading')).toBeFocused()
  await page.screenshot({ path: 'e2e/artifacts/island-victory-1280.png' })
  await page.setViewportSize({ width: 1920, height: 1080 })
  await page.screenshot({ path: 'e2e/artifacts/island-victory-1920.png' })
  // Set aside, the table stays to be looked at; nothing waits for an answer.
  await page.getByTestId('island-end-close').click()
  await expect(end).toHaveCount(0)
  await expect(page.getByTestId('island-decision')).toContainText(/over/i)
  expect(problems).toEqual([])
})
