// Named to run after menu-settings.spec.ts (specs run in file order over one user-data folder; that one expects no saved game yet).
import { expect, test } from '@playwright/test'
import type { SagaCommand, SagaState } from '../../src-shared/rulesets/saga/types'
import { openSagaAt, playSagaScript, sagaReply } from './saga-driver'
import { REEDMERE_DIR, fairSaga, findSagaScript, lastState, sagaContent } from './saga-scripts'

/**
 * Issue #18 item 4, S-COMBAT-29…S-COMBAT-32: a fight against united enemies through the table. In
 * Reedmere's second adventure, "The Drowned Bell", paragraph 21 sends two enemies at once; the game
 * is found with the real engine and the fair heuristic player, who lays the cards the other way
 * round from how they were drawn (the order the players like). From the token that leads there,
 * every command is a gesture on the table: the paragraph read, the cards put in that order on the
 * fight mat with ◀ ▶ (the long grid following), the dice rolled, the shapes laid on the joined row
 * until the fight ends (the heuristic's pair loses it: two weak dice against the row's hearts).
 */
test('S-COMBAT-29 S-COMBAT-31 united enemies through the table: the cards laid in the order chosen, the dice, the shapes on the joined row, the end', async ({ page }) => {
  test.setTimeout(300_000)
  const problems: string[] = []
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`) })
  const content = await sagaContent(REEDMERE_DIR)
  const fair = fairSaga(content)
  const game = { scenario: 'bell', seats: [{ name: 'Ada', characters: ['ilsa'] }, { name: 'Bruno', characters: ['tobin'] }], seed: 1 }
  const script = findSagaScript(content, game, {
    seeds: Array.from({ length: 30 }, (_, i) => i + 1),
    policy: (legal, state, rnd) => {
      const s = state as SagaState
      const orders = (legal as readonly SagaCommand[]).filter((c) => c.type === 'arrange')
      // Not as drawn: the other way round.
      const other = orders.find((c) => c.order.join(' ') === [...(s.fight?.cards ?? [])].reverse().join(' '))
      return other ?? fair(legal, s, rnd)
    },
    done: (s) => s.commands.some((c) => c.type === 'arrange') && lastState(s).fight === null,
    maxCommands: 2000,
  })
  const at = script.commands.findIndex((c) => c.type === 'arrange')
  const drawn = script.states[at]?.fight?.cards ?? []
  const chosen = script.commands[at]
  if (chosen?.type !== 'arrange' || drawn.length < 2) throw new Error('no united fight to lay out')
  expect(chosen.order).toEqual([...drawn].reverse())
  const from = script.commands.slice(0, at).findLastIndex((c) => c.type === 'place')
  await page.setViewportSize({ width: 1280, height: 720 })
  await openSagaAt(page, 'reedmere', script, from, 'E2E saga united')

  // Up to the choice of order: the paragraph that sends the enemies is read on the way.
  await playSagaScript(page, content, script, from, at)
  await expect(page.getByTestId('saga-journal')).toContainText('§ 21')
  const story = page.getByTestId('saga-story-close')
  if (await story.isVisible()) await story.click()
  await expect(page.getByTestId('saga-arrange')).toBeVisible()
  await expect(page.getByTestId('saga-fight-stage')).toContainText('in the order you like')
  await expect(page.getByTestId('saga-enemy-card')).toContainText(`${drawn.length} united enemies`)
  await page.screenshot({ path: 'e2e/artifacts/saga-united-arrange-1280.png' })
  const labels = async (): Promise<string[]> => page.locator('.united-labels span').allTextContents()
  const before = await labels()
  await playSagaScript(page, content, script, at, at + 1)
  // Laid the other way round: the long grid's cards swapped places, and the engine has that order.
  expect(await labels()).toEqual([...before].reverse())
  expect((await sagaReply(page)).view.fight?.cards).toEqual(chosen.order)
  await expect(page.getByTestId('saga-arrange')).toHaveCount(0)

  // The dice and the shapes on the joined row, to the end of the fight.
  const dice = page.getByTestId('saga-fight').locator('.combat-die')
  await expect(dice.first()).toBeVisible()
  await page.screenshot({ path: 'e2e/artifacts/saga-united-rolled-1280.png' })
  let i = at + 1
  let struck = 0
  for (; i < script.commands.length && script.states[i]?.fight; i++) {
    const cmd = script.commands[i]
    if (cmd?.type === 'strike') {
      await expect(page.getByTestId(`saga-enemy-tile-${cmd.shape}`)).toBeVisible()
      if (struck++ === 0) await page.screenshot({ path: 'e2e/artifacts/saga-united-strike-1280.png' })
    }
    await playSagaScript(page, content, script, i, i + 1)
  }
  expect(struck).toBeGreaterThan(0)
  const end = script.states[i]
  expect(end?.fight).toBeNull()
  const ended = script.events.slice(at, i).flat().find((e) => e.type === 'fightEnded')
  const won = ended?.type === 'fightEnded' && ended.won === true
  await expect(page.getByTestId('saga-fight-stage')).toContainText(won ? 'Victory' : 'The fight is lost')
  await expect(page.getByTestId('saga-log')).toContainText(`The united cards are laid left to right`)
  await page.screenshot({ path: 'e2e/artifacts/saga-united-end-1280.png' })
  await page.setViewportSize({ width: 1920, height: 1080 })
  await page.screenshot({ path: 'e2e/artifacts/saga-united-end-1920.png' })
  await page.getByTestId('saga-fight-close').click()
  await expect(page.getByTestId('saga-fight')).toHaveCount(0)
  const v = (await sagaReply(page)).view
  expect(v.fight).toBeNull()
  expect(v.characters).toEqual(end?.characters)
  expect(v.counters).toEqual(end?.counters)
  expect(problems).toEqual([])
})
