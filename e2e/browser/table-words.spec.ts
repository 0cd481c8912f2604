import { expect, test } from '@playwright/test'
import type { ContinentState } from '../../src-shared/rulesets/continent'
import { resetSettings } from './host-api'
import { findScript, firstLightRules, randomPolicy } from './table-scripts'
import { perform, startGame } from './table-driver'

/**
 * Issue #14, items 7 and 8 (sound; words and numbers), as a player sees them at 1280×720: a fire
 * figure drawn with an icon (not an emoji that many desktops show as a box), log lines numbered
 * from 10 up in full, counts in their singular and plural forms, in English and Italian.
 * (Named after menu-settings.spec.ts on purpose: it saves a game, which that spec must not see.)
 */
test('C-COMP-9 the fire figure is an icon, log numbers from 10 up are whole, and the table reads right in Italian', async ({ page }) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 1280, height: 720 })
  await resetSettings(page)
  const rules = await firstLightRules()
  const config = { characters: ['ilse', 'dov'], curses: ['the-unlit-beacon'] }
  // A game where a fire was made and enough happened for the log to pass line 10.
  const script = findScript(rules, config, {
    seeds: Array.from({ length: 200 }, (_, i) => i + 1),
    policy: randomPolicy,
    done: (s) => {
      const last = s.states.at(-1) as ContinentState
      return s.commands.length >= 30 && last.action === null && last.choice === null && last.players.some((p) => p.fire !== null)
    },
    maxCommands: 120,
  })
  const slotId = await startGame(page, { curse: 'the-unlit-beacon', characters: ['ilse', 'dov'], names: ['Ada', 'Bruno'], seed: script.seed, slotName: 'E2E words and fire' })
  for (const [i, cmd] of script.commands.entries()) await perform(page, cmd, script.states[i] as ContinentState)

  // The fire: the campfire icon and the seat's initial, no emoji in the token.
  const fire = page.locator('[data-testid^="token-fire-"]').first()
  await expect(fire.locator('.fire-mark svg')).toBeVisible()
  expect(await fire.textContent()).not.toMatch(/\p{Extended_Pictographic}/u)
  await fire.scrollIntoViewIfNeeded()
  await page.screenshot({ path: 'e2e/artifacts/words-fire-en.png' })

  // The log: line 10 and up keep their whole number inside the list's box.
  const log = page.getByRole('log')
  await expect(log.locator('li')).not.toHaveCount(0)
  expect(await log.locator('li').count()).toBeGreaterThanOrEqual(10)
  const numbers = await log.evaluate((ol) => [...ol.querySelectorAll('li')].slice(9).map((li) => {
    const marker = ol.ownerDocument.defaultView?.getComputedStyle(li, '::before')
    return { content: marker?.content ?? '', left: li.getBoundingClientRect().left - ol.getBoundingClientRect().left }
  }))
  for (const n of numbers) {
    expect(n.content).toContain('counter(line)')
    expect(n.left).toBeGreaterThanOrEqual(0)
  }
  await log.evaluate((ol) => { ol.scrollTop = ol.scrollHeight })
  await page.getByTestId('action-log').screenshot({ path: 'e2e/artifacts/words-log-en.png' })
  // Counts: never "1 cards", "1 successes".
  await expect(page.locator('body')).not.toContainText(/\b1 (cards|successes|actions)\b/)

  // The same table in Italian (the Settings page, then Continue).
  await page.getByTestId('table-back').click()
  await page.getByTestId('menu-settings').getByRole('button').click()
  await page.getByLabel('Language').selectOption('it')
  await expect(page.getByTestId('settings-status')).toHaveText('Salvato.')
  await page.goto(`/#/table/${slotId}`)
  await expect(page.getByTestId('table-layout')).toBeVisible()
  await expect(page.locator('body')).not.toContainText(/\b(su la|da il|di il|in il|a il|su il|da la)\b/)
  await expect(page.locator('body')).not.toContainText(/\b1 (carte|successi|azioni)\b/)
  await page.screenshot({ path: 'e2e/artifacts/words-table-it.png' })
  await resetSettings(page)
})
