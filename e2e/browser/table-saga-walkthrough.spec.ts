// Named to run after menu-settings.spec.ts (specs run in file order over one user-data folder; that one expects no saved game yet).
import { expect, test } from '@playwright/test'
import type { SlotInfo } from '../../src-shared/ipc/games'
import { hostCall } from './host-api'
import { playSagaScript, sagaReply, startSagaGame } from './saga-driver'
import { REEDMERE_DIR, fairSaga, findSagaScript, lastState, sagaContent } from './saga-scripts'

/**
 * Issue #18 proof: Reedmere's first adventure, "Lanterns on the Causeway", played to victory through
 * the table only. The command script is found on this side with the real engine and the goal-directed
 * player of Reedmere's balance tests; New game is filled in by hand (the built-in pack, the learning
 * adventure, two seats, the seed), then every command is a gesture: tokens placed after their
 * preview, Borders crossed on the atlas, journey tiles dragged or steered by the keyboard, goods
 * delivered, a paragraph read and a subplot paid for on the book page. Half way the page is reloaded
 * and the saved game goes on; the end shows the ending.
 */
test('the Causeway walked to victory through the table: a paragraph, a paid subplot, a reload half way', async ({ page }) => {
  test.setTimeout(600_000)
  const problems: string[] = []
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`) })
  const content = await sagaContent(REEDMERE_DIR)
  const game = { scenario: 'causeway', seats: [{ name: 'Ada', characters: ['ilsa'] }, { name: 'Bruno', characters: ['tobin'] }], seed: 1 }
  const script = findSagaScript(content, game, {
    seeds: Array.from({ length: 20 }, (_, i) => i + 1),
    policy: fairSaga(content),
    done: (s) => lastState(s).outcome === 'won' && s.commands.some((c) => c.type === 'subplot'),
    maxCommands: 2000,
  })
  await page.setViewportSize({ width: 1280, height: 720 })
  await startSagaGame(page, 'reedmere', script.game, 'E2E saga causeway')
  await expect(page.getByTestId('saga-story')).toContainText('Once a year the spring tide')
  await page.screenshot({ path: 'e2e/artifacts/saga-causeway-intro-1280.png' })
  await page.getByTestId('saga-story-close').click()
  await page.screenshot({ path: 'e2e/artifacts/saga-causeway-start-1280.png' })
  // Design §4: the play surface (the atlas with the journey strip at its foot) is the main one, ≥ 65% of the window.
  for (const [w, h] of [[1280, 720], [1920, 1080]] as const) {
    await page.setViewportSize({ width: w, height: h })
    await expect.poll(async () => { const b = await page.getByTestId('saga-surface').boundingBox(); return b ? (b.width * b.height) / (w * h) : 0 }).toBeGreaterThanOrEqual(0.65)
  }
  await page.setViewportSize({ width: 1280, height: 720 })

  // Up to the first subplot: the paragraph is open as a book page and offers its subplots with their cost.
  const subplot = script.commands.findIndex((c) => c.type === 'subplot')
  const used = await playSagaScript(page, content, script, 0, subplot)
  const offer = script.states[subplot]?.queue[0]
  if (offer?.t !== 'subplots') throw new Error('no subplot offer before the subplot')
  const story = page.getByTestId('saga-story')
  await expect(story).toContainText(`§ ${offer.paragraph}`)
  await expect(story).toContainText('each costs 1 Rumour')
  await page.screenshot({ path: 'e2e/artifacts/saga-causeway-subplot-1280.png' })
  const cmd = script.commands[subplot]
  if (cmd?.type !== 'subplot') throw new Error('not a subplot')
  const rumourBefore = (await sagaReply(page)).view.characters[cmd.payer]?.goods.rumour ?? 0
  const more = await playSagaScript(page, content, script, subplot, subplot + 1)
  expect((await sagaReply(page)).view.characters[cmd.payer]?.goods.rumour ?? 0).toBe(rumourBefore - 1)
  await expect(page.getByTestId('saga-journal')).toContainText(`§ ${offer.paragraph}`)

  // Saved as it goes: half way a reload brings the same game back, and it goes on from there.
  const half = Math.max(subplot + 1, Math.floor(script.commands.length / 2))
  const mid = await playSagaScript(page, content, script, subplot + 1, half)
  const before = await sagaReply(page)
  await page.reload()
  await expect(page.getByTestId('saga-table')).toBeVisible()
  expect((await sagaReply(page)).view).toEqual(before.view)
  await page.setViewportSize({ width: 1920, height: 1080 })
  await page.screenshot({ path: 'e2e/artifacts/saga-causeway-reloaded-1920.png' })
  await page.setViewportSize({ width: 1280, height: 720 })
  const rest = await playSagaScript(page, content, script, half)

  const v = (await sagaReply(page)).view
  expect(v.outcome).toBe('won')
  expect(v.characters).toEqual(lastState(script).characters)
  const end = page.getByTestId('saga-end')
  await expect(end).toBeVisible()
  await expect(end).toContainText('Victory')
  await expect(end.getByRole('heading')).toBeFocused()
  await page.screenshot({ path: 'e2e/artifacts/saga-causeway-victory-1280.png' })
  await page.setViewportSize({ width: 1920, height: 1080 })
  await page.screenshot({ path: 'e2e/artifacts/saga-causeway-victory-1920.png' })
  await page.getByTestId('saga-end-close').click()
  await expect(page.getByTestId('saga-decision')).toHaveCount(0)

  // Every kind of gesture took part: clicks, drags and the keyboard.
  const total = [used, more, mid, rest].reduce((a, b) => ({ click: a.click + b.click, drag: a.drag + b.drag, keyboard: a.keyboard + b.keyboard }))
  expect(total.click).toBeGreaterThan(0)
  expect(total.drag).toBeGreaterThan(0)
  expect(total.keyboard).toBeGreaterThan(0)
  expect(total.click + total.drag + total.keyboard).toBe(script.commands.length)
  const slot = (await hostCall<SlotInfo[]>(page, 'saves:list')).find((s) => s.name === 'E2E saga causeway')
  expect(slot?.thumbnail?.ruleset).toBe('saga')
  expect(problems).toEqual([])
})
