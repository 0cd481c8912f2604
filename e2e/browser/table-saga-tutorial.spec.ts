// Named to run after menu-settings.spec.ts (specs run in file order over one user-data folder; that one expects no saved game yet).
import { expect, test } from '@playwright/test'
import type { SettingsReply } from '../../src-shared/ipc/contract'
import { hostCall } from './host-api'
import { playSagaScript, sagaReply, startSagaGame } from './saga-driver'
import { REEDMERE_DIR, fairSaga, findSagaScript, lastState, sagaContent } from './saga-scripts'

/**
 * Issue #18 item 6: the guided first round of Reedmere's learning adventure. New game offers it
 * (ticked) for the Causeway and not for the second adventure; the table then shows a coach mark
 * beside each part it explains — the row, the atlas, the boards, the sheet — then asks for the first
 * token, explains the action, the next turns and the Event phase, and is finished at the start of
 * round 2; New game stops ticking it.
 */
test('the guided first round of the Causeway: offered on New game, a coach mark per part of the table, finished in round 2', async ({ page }) => {
  test.setTimeout(300_000)
  const problems: string[] = []
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
  const content = await sagaContent(REEDMERE_DIR)
  const game = { scenario: 'causeway', seats: [{ name: 'Ada', characters: ['mira'] }, { name: 'Bruno', characters: ['oda'] }], seed: 4 }
  const script = findSagaScript(content, game, {
    seeds: [4, 5, 6, 7, 8],
    policy: fairSaga(content),
    done: (s) => lastState(s).round === 2 && lastState(s).queue.length === 0 && lastState(s).stage === 'action',
  })
  await page.setViewportSize({ width: 1280, height: 720 })
  /** A page the story opened is read and closed, as a player does before going on. */
  const closeBook = async (): Promise<void> => {
    const close = page.getByTestId('saga-story-close')
    if (await close.isVisible()) await close.click()
  }

  // A player who has not finished Saga's guide (an earlier spec may have: the specs share one settings file).
  await page.goto('/')
  const stored = await hostCall<SettingsReply>(page, 'settings:get')
  await hostCall(page, 'settings:update', { tutorialsDone: (stored.settings.tutorialsDone ?? []).filter((r) => r !== 'saga') })

  // New game: the guide is offered for the first adventure only.
  await page.goto('/')
  await page.getByTestId('menu-new-game').getByRole('button').click()
  await page.getByTestId('ng-pack').selectOption('reedmere')
  await expect(page.getByTestId('ng-adventure-causeway')).toBeChecked()
  await expect(page.getByTestId('ng-guided')).toBeChecked()
  await page.getByTestId('ng-adventure-bell').check()
  await expect(page.getByTestId('ng-guided')).toHaveCount(0)
  await startSagaGame(page, 'reedmere', script.game, 'E2E saga guided', { guided: true })
  expect(page.url()).toContain('guided=1')

  // The introduction is read first: the guide waits until the book is closed.
  await expect(page.getByTestId('saga-story')).toBeVisible()
  await expect(page.getByTestId('tutorial-coach')).toHaveCount(0)
  await page.getByTestId('saga-story-close').click()
  const coach = page.getByTestId('tutorial-coach')
  for (const [step, anchor] of [['row', 'row'], ['atlas', 'atlas'], ['boards', 'boards'], ['sheet', 'sheet']] as const) {
    await expect(coach).toHaveAttribute('data-step', step)
    await expect(coach).toHaveAttribute('data-anchor', anchor)
    await expect(page.getByTestId('tutorial-ring')).toBeVisible()
    await page.screenshot({ path: `e2e/artifacts/saga-tutorial-${step}-1280.png` })
    await page.getByTestId('tutorial-next').click()
  }
  await expect(coach).toHaveAttribute('data-step', 'placeToken')
  await expect(page.getByTestId('tutorial-next')).toHaveCount(0)
  await page.screenshot({ path: 'e2e/artifacts/saga-tutorial-placeToken-1280.png' })

  // The first token: the guide moves on to the action itself.
  await playSagaScript(page, content, script, 0, 1)
  await expect(coach).toHaveAttribute('data-step', /firstAction|journey/)
  await page.screenshot({ path: 'e2e/artifacts/saga-tutorial-firstAction-1280.png' })
  const turn2 = script.states.findIndex((s) => s.turn === 1 && s.queue.length === 0 && !s.placed)
  await playSagaScript(page, content, script, 1, turn2)
  await closeBook()
  await expect(coach).toHaveAttribute('data-step', 'bonuses')
  await page.screenshot({ path: 'e2e/artifacts/saga-tutorial-bonuses-1280.png' })
  await page.getByTestId('tutorial-next').click()
  await playSagaScript(page, content, script, turn2)
  expect((await sagaReply(page)).view.round).toBe(2)
  await closeBook()
  await expect(coach).toHaveAttribute('data-step', 'eventPhase')
  await page.screenshot({ path: 'e2e/artifacts/saga-tutorial-eventPhase-1280.png' })
  await page.getByTestId('tutorial-next').click()
  await expect(coach).toHaveAttribute('data-step', 'wrapUp')
  await page.setViewportSize({ width: 1920, height: 1080 })
  await page.screenshot({ path: 'e2e/artifacts/saga-tutorial-wrapUp-1920.png' })
  await page.getByTestId('tutorial-finish').click()
  await expect(coach).toHaveCount(0)
  await expect.poll(() => page.url()).not.toContain('guided=1')

  // Finished: New game no longer ticks the guide for Saga.
  await page.goto('/')
  await page.getByTestId('menu-new-game').getByRole('button').click()
  await page.getByTestId('ng-pack').selectOption('reedmere')
  await expect(page.getByTestId('ng-guided')).not.toBeChecked()
  expect(problems).toEqual([])
})
