import { expect, test, type Page } from '@playwright/test'
import type { ContinentCommand, ContinentRuleset, ContinentState } from '../../src-shared/rulesets/continent'
import { findScript, firstLightRules, randomPolicy, must } from './table-scripts'
import { perform, startGame } from './table-driver'

/**
 * Issue #14 (6): the log after an undo, and after a reload, is the log as it was before; no line
 * shows a uid or a translation key. (Named to run after menu-settings: it saves a game.)
 */

let rules: ContinentRuleset
test.beforeAll(async () => {
  rules = await firstLightRules()
})

const logLines = (page: Page): Promise<string[]> => page.getByTestId('action-log').locator('li').allTextContents()

test('C-D-12 C-D-11 the log after an undo and after a reload equals the log before', async ({ page }) => {
  test.setTimeout(120_000)
  const config = { characters: ['ilse', 'dov'], curses: ['the-unlit-beacon'] }
  // A dozen moves or more of a real game, stopping where a turn starts (choosing the active player is undoable).
  const script = findScript(rules, config, {
    seeds: Array.from({ length: 60 }, (_, i) => i + 1),
    policy: randomPolicy,
    done: (s) => s.commands.length >= 12 && (s.states.at(-1) as ContinentState).phase === 'chooseActive',
    maxCommands: 200,
  })
  await startGame(page, { curse: 'the-unlit-beacon', characters: ['ilse', 'dov'], names: ['Ada', 'Bruno'], seed: script.seed, slotName: 'E2E log' })
  for (const [i, cmd] of script.commands.entries()) await perform(page, cmd, must(script.states[i], 'state'))
  const last = must(script.states.at(-1), 'last state')
  const before = await logLines(page)
  expect(before.length).toBeGreaterThan(3)

  // One more move, then Ctrl+Z: its line goes; played again, it is printed once.
  const next = must(rules.legalCommands(last).find((c): c is Extract<ContinentCommand, { type: 'chooseActive' }> => c.type === 'chooseActive'), 'a chooseActive command')
  await perform(page, next, last)
  await expect.poll(() => logLines(page)).toHaveLength(before.length + 1)
  const played = await logLines(page)
  await page.keyboard.press('Control+z')
  await expect.poll(() => logLines(page)).toEqual(before)
  await page.screenshot({ path: 'e2e/artifacts/log-after-undo.png' })
  await perform(page, next, last)
  await expect.poll(() => logLines(page)).toEqual(played)

  // A reload (or Continue) rebuilds the whole log from main's command log.
  await page.reload()
  await expect(page.getByTestId('table-layout')).toBeVisible()
  await expect.poll(() => logLines(page)).toEqual(played)
  await expect(page.getByTestId('action-log')).not.toContainText('Nothing has happened yet.')
  await page.getByTestId('action-log').scrollIntoViewIfNeeded()
  await page.screenshot({ path: 'e2e/artifacts/log-after-reload.png' })

  // Player-facing names only.
  for (const line of played) {
    expect(line).not.toMatch(/\b[a-z]-\d{2,3}(?:-[a-z0-9]+)+\b/)
    expect(line).not.toMatch(/\b[a-z][\w-]*\.[\w-]+\.[\w.-]+\b/)
  }
})
