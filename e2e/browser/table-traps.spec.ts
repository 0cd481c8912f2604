import { expect, test } from '@playwright/test'
import type { ContinentRuleset } from '../../src-shared/rulesets/continent'
import type { GameReplyOf } from '../../src-shared/ipc/games'
import { hostCall } from './host-api'
import { findScript, firstLightRules, must, randomPolicy, type Script } from './table-scripts'
import { perform, startGame } from './table-driver'

/**
 * Issue #14, no traps: a cost option that cannot succeed (0% by the exact odds) is one key press
 * from a sure failure, so Draw asks first, in a dialog answered by keyboard. The game is found
 * with the real engine (a 2-player First Light game paused on the cost step with such an option),
 * played through the UI, then the question is tried both ways. Sorts after menu-settings (saves).
 */

let rules: ContinentRuleset
let script: Script
const zeroRow = (s: Script) => {
  const state = s.states.at(-1)
  if (state?.phase !== 'cost') return undefined
  return rules.view(state).decision?.odds?.find((o) => o.success === 0)
}
test.beforeAll(async () => {
  rules = await firstLightRules()
  script = findScript(rules, { characters: ['ilse', 'dov'], curses: ['the-unlit-beacon'] }, {
    seeds: Array.from({ length: 60 }, (_, i) => i + 1),
    policy: randomPolicy,
    done: (s) => zeroRow(s) !== undefined,
  })
})

test('a 0% draw asks "This cannot succeed" first: Escape keeps the cost step, Draw anyway by keyboard draws', async ({ page }) => {
  const problems: string[] = []
  page.on('pageerror', (e) => problems.push(e.message))
  await page.setViewportSize({ width: 1280, height: 720 })
  const slotId = await startGame(page, { curse: 'the-unlit-beacon', characters: ['ilse', 'dov'], names: ['Ada', 'Bruno'], seed: script.seed, slotName: 'E2E sure failure' })
  for (const [i, cmd] of script.commands.entries()) await perform(page, cmd, must(script.states[i], `state ${i}`))
  const row = must(zeroRow(script), 'the 0% cost option')

  const tradeOff = page.getByTestId(`trade-off-${row.tradeOff}`)
  if (await tradeOff.isEnabled()) await tradeOff.check()
  const extra = page.getByTestId(`extra-${row.extra}`)
  if (await extra.isEnabled()) await extra.check()
  await expect(page.getByTestId('odds-value')).toContainText('0%')
  await expect(page.getByTestId('draw')).toContainText('sure to fail')

  // D (the draw shortcut) opens the question; the safe answer has the focus.
  await page.getByTestId('table-title').focus()
  await page.keyboard.press('d')
  const dialog = page.getByRole('alertdialog', { name: 'This cannot succeed' })
  await expect(dialog).toBeVisible()
  await expect(page.getByTestId('confirm-sure-failure-cancel')).toBeFocused()
  await page.screenshot({ path: 'e2e/artifacts/sure-failure-confirm.png' })
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  expect((await hostCall<GameReplyOf<'continent'>>(page, 'game:view', { slotId })).view.phase).toBe('cost')

  // Asked again, Tab reaches "Draw anyway" and Enter draws at the chosen cost.
  await page.getByTestId('draw').click()
  await expect(dialog).toBeVisible()
  const reply = page.waitForResponse((r) => r.url().includes('game:command'))
  await page.keyboard.press('Tab')
  await expect(page.getByTestId('confirm-sure-failure-confirm')).toBeFocused()
  await page.keyboard.press('Enter')
  const sent = ((await reply).request().postDataJSON() as { payload: { command: unknown } }).payload.command
  expect(sent).toEqual({ type: 'setCost', tradeOff: row.tradeOff, extra: row.extra })
  await expect(dialog).toBeHidden()
  expect((await hostCall<GameReplyOf<'continent'>>(page, 'game:view', { slotId })).view.phase).not.toBe('cost')
  expect(problems).toEqual([])
})
