import { expect, test, type Locator, type Page } from '@playwright/test'
import type { ContinentCommand, ContinentRuleset, ContinentState } from '../../src-shared/rulesets/continent'
import type { GameReplyOf } from '../../src-shared/ipc/games'
import type { SettingsReply } from '../../src-shared/ipc/contract'
import { hostCall } from './host-api'
import { findScript, firstLightRules, must, randomPolicy, type Policy, type Script } from './table-scripts'
import { perform, startGame } from './table-driver'

/**
 * Issue #14 item 4, learning in the app. A solo First Light game is started with "Guided first
 * adventure" ticked and played gesture by gesture: the guide's first five steps appear in order as
 * the pending decision changes (turn start, choosing an action, the cost, the result, the life
 * force at the next turn), each beside the part of the table it points at; hiding, showing and
 * skipping work, and skipping is remembered. Then a "why not" link opens the rules reference
 * beside the game, its search finds "durability", and the Rules page from the main menu does too.
 * Sorts after menu-settings (it saves games).
 */

let rules: ContinentRuleset
let script: Script
const config = { characters: ['ilse'], curses: ['the-unlit-beacon'] }
const kindAt = (s: Script, i: number): string | undefined => s.states[i]?.choice?.kind
// The first turn draws one card more than asked, so a Skill to keep is likely.
const policy: Policy = (legal, state, rnd) => legal.find((c) => c.type === 'setCost' && c.tradeOff === 0 && c.extra === 1) ?? randomPolicy(legal, state, rnd)

test.beforeAll(async () => {
  rules = await firstLightRules()
  // Turn start, an action, the cost, a Skill to keep, and the next turn: four commands.
  script = findScript(rules, config, {
    seeds: Array.from({ length: 200 }, (_, i) => i + 1),
    policy,
    reject: (s) => s.commands.length > 4,
    done: (s) => s.commands.length === 4 && s.states[2]?.phase === 'cost' && kindAt(s, 3) === 'keepSkill' && s.states[4]?.phase === 'chooseActive',
  })
})

async function expectStep(page: Page, n: number, id: string): Promise<Locator> {
  const coach = page.getByTestId('tutorial-coach')
  await expect(coach).toHaveAttribute('data-step', id)
  await expect(coach).toContainText(`step ${n}`)
  // The coach mark sits beside the part of the table it talks about, never over it.
  const anchorName = must(await coach.getAttribute('data-anchor'), 'the step anchor')
  const anchor = must(await page.locator(`[data-tutorial="${anchorName}"]`).boundingBox(), `anchor ${anchorName}`)
  const box = must(await coach.boundingBox(), 'the coach mark')
  const apart = box.x + box.width <= anchor.x || anchor.x + anchor.width <= box.x || box.y + box.height <= anchor.y || anchor.y + anchor.height <= box.y
  if (anchorName !== 'map') expect(apart, `step ${id} covers ${anchorName}`).toBe(true)
  return coach
}

async function play(page: Page, i: number): Promise<void> {
  await perform(page, must(script.commands[i], `command ${i}`) as ContinentCommand, must(script.states[i], `state ${i}`) as ContinentState)
}

test('the guided first adventure shows its first five steps in order as the game is played; hide, show and skip work', async ({ page }) => {
  // Five gestures, two window sizes and a trip back to New game: longer than the default on a busy machine.
  test.setTimeout(120_000)
  const problems: string[] = []
  page.on('pageerror', (e) => problems.push(e.message))
  await page.setViewportSize({ width: 1280, height: 720 })
  const slotId = await startGame(page, { curse: 'the-unlit-beacon', characters: ['ilse'], names: ['Ada'], seed: script.seed, slotName: 'E2E guided', guided: true })
  await expect(page).toHaveURL(/guided=1/)

  await expectStep(page, 1, 'turnStart')
  await page.screenshot({ path: 'e2e/artifacts/tutorial-step-1.png' })
  await play(page, 0)
  await expectStep(page, 2, 'chooseAction')
  await page.screenshot({ path: 'e2e/artifacts/tutorial-step-2.png' })
  await play(page, 1)
  await expectStep(page, 3, 'cost')
  await page.screenshot({ path: 'e2e/artifacts/tutorial-step-3.png' })
  await play(page, 2)
  await expectStep(page, 4, 'result')
  await page.screenshot({ path: 'e2e/artifacts/tutorial-step-4.png' })
  await play(page, 3)
  // Solo: the next turn's "who is active?" answers itself; the guide turns to the life force.
  const coach = await expectStep(page, 5, 'lifeForce')
  await page.screenshot({ path: 'e2e/artifacts/tutorial-step-5.png' })
  await page.setViewportSize({ width: 1920, height: 1080 })
  await expectStep(page, 5, 'lifeForce')
  await page.screenshot({ path: 'e2e/artifacts/tutorial-1080.png' })
  await page.setViewportSize({ width: 1280, height: 720 })

  // Hide, then show again: the same step comes back.
  await page.getByTestId('tutorial-hide').click()
  await expect(coach).toBeHidden()
  await page.getByTestId('tutorial-resume').focus()
  await page.keyboard.press('Enter')
  await expect(coach).toHaveAttribute('data-step', 'lifeForce')

  // Skip: the guide goes away for good, New game stops ticking it, and the game goes on.
  await page.getByTestId('tutorial-skip').click()
  await expect(coach).toBeHidden()
  await expect(page.getByTestId('tutorial-resume')).toBeHidden()
  await expect(page).not.toHaveURL(/guided=1/)
  const stored = await hostCall<SettingsReply>(page, 'settings:get')
  expect(stored.settings.tutorialsDone).toContain('continent')
  expect((await hostCall<GameReplyOf<'continent'>>(page, 'game:view', { slotId })).view.outcome).toBeNull()
  await page.getByTestId('table-back').click()
  await page.getByTestId('menu-new-game').getByRole('button').click()
  await expect(page.getByTestId('ng-guided')).not.toBeChecked()
  expect(problems).toEqual([])
})

test('a "why not" link opens the rules reference beside the game; its search and the Rules page find "durability"', async ({ page }) => {
  test.setTimeout(120_000)
  const problems: string[] = []
  page.on('pageerror', (e) => problems.push(e.message))
  await page.setViewportSize({ width: 1280, height: 720 })
  const slotId = await startGame(page, { curse: 'the-unlit-beacon', characters: ['ilse'], names: ['Ada'], seed: script.seed, slotName: 'E2E rules' })
  await expect(page.getByTestId('tutorial-coach')).toBeHidden()
  for (let i = 0; i < 2; i++) await play(page, i)
  // Alone, the cost step says why there is no trade-off; its "?" explains it.
  const why = page.getByTestId('trade-off').locator('[data-rule-link="action-cost-reduction"]')
  await expect(why).toHaveAccessibleName(/Lowering the cost/)
  await why.focus()
  await page.keyboard.press('Enter')
  const sheet = page.getByTestId('rules-sheet')
  await expect(sheet).toBeVisible()
  const entry = sheet.getByTestId('rule-entry-action-cost-reduction')
  await expect(entry).toBeInViewport()
  await expect(entry.getByRole('heading')).toBeFocused()
  await sheet.getByTestId('rules-search').fill('durability')
  await expect(sheet.getByTestId('rules-count')).toContainText('entries match')
  await expect(sheet.getByTestId('rule-entry-items-durability')).toBeVisible()
  await page.screenshot({ path: 'e2e/artifacts/rules-sheet.png' })
  // Escape closes the sheet; the focus and the game are where they were.
  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()
  await expect(why).toBeFocused()
  expect((await hostCall<GameReplyOf<'continent'>>(page, 'game:view', { slotId })).view.phase).toBe('cost')

  // The main menu's Rules: search as you type.
  await page.getByTestId('table-back').click()
  await page.getByTestId('menu-rules').getByRole('button').click()
  await expect(page).toHaveURL(/#\/rules\/continent/)
  await page.getByTestId('rules-search').fill('durability')
  await expect(page.getByTestId('rule-entry-items-durability')).toBeVisible()
  await expect(page.getByTestId('rule-entry-turn-active')).toBeHidden()
  await page.screenshot({ path: 'e2e/artifacts/rules-reference.png' })
  await page.setViewportSize({ width: 1920, height: 1080 })
  await page.getByTestId('rules-search').fill('')
  await page.screenshot({ path: 'e2e/artifacts/rules-reference-1080.png' })
  // Lantern Run has its own, reached from the same page.
  await page.getByTestId('rules-tab-lantern').click()
  await expect(page.getByTestId('rule-entry-turn-bust')).toBeVisible()
  expect(problems).toEqual([])
})
