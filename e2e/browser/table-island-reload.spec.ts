// Named to sort after menu-settings.spec.ts (that one expects no saved game yet).
import { expect, test } from '@playwright/test'
import type { IslandContent } from '../../src-shared/content/island/content'
import type { IslandState } from '../../src-shared/rulesets/island/types'
import { islandView, slotOf } from './island-driver'
import { first, replayWalkthrough } from './island-replay'
import { loadWalkthrough, playCommands, startWalkthrough } from './island-walkthroughs'

/**
 * Issue #16 proof, saves: a game left in the middle of planning a round (a Discovery token used,
 * resources on the scenario's pile, two stacks placed and more to come) comes back as it was —
 * after a reload of the page and again from the Saves page after leaving the table — and goes on to
 * the end of the next round exactly as the recorded game did. The moment is found by replaying the
 * recorded packet-boat victory with the engine.
 */

/** "<pile>, levels built: n of m" for the scenario's first pile, as the engine's state has it. */
function levelsBuilt(content: IslandContent, s: IslandState): string {
  const pile = content.scenarios[s.scenario]?.piles?.[0]
  if (!pile) throw new Error(`scenario ${s.scenario} has no pile`)
  const filled = s.piles[pile.id] ?? []
  const level = pile.levels.findIndex((need, i) => (filled[i] ?? 0) < need)
  return `levels built: ${level < 0 ? pile.levels.length : level} of ${pile.levels.length}`
}

test('saved mid-round: reloaded and reopened from the Saves page with the plan as it was, then continued', async ({ page }) => {
  test.setTimeout(240_000)
  const problems: string[] = []
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`) })
  await page.setViewportSize({ width: 1280, height: 720 })
  const w = loadWalkthrough('packet-boat-victory')
  const game = await replayWalkthrough(w)
  // The first planning, from round 4 on, with two stacks placed and another to come, in a game where
  // the group has already put resources on the pile and used a Discovery token (so the save carries
  // both; the recorded game need not do both in the same round).
  const stopAt = first(game, 'round 4 or later half planned after a pile stocked and a token used', (s) => {
    if (s.round < 4 || s.pending !== 'plan' || s.plan < 2 || s.command.type !== 'plan') return false
    const earlier = game.steps.filter((x) => x.i < s.i).map((x) => x.command.type)
    return earlier.includes('stock') && earlier.includes('discovery')
  })
  // Round r + 2 begins with its planning: the end of the next round.
  const goOnTo = first(game, `planning of round ${stopAt.round + 2}`, (s) => s.round === stopAt.round + 2 && s.pending === 'plan')
  const rounds = game.content.scenarios[w.scenario]?.rounds ?? 0
  const pile = levelsBuilt(game.content, stopAt.before)
  const nextLeader = stopAt.command.type === 'plan' ? stopAt.command.pawns[0] : undefined
  if (nextLeader?.kind !== 'character') throw new Error('the next stack is not led by a castaway')

  await startWalkthrough(page, w, 'E2E island mid-round', ['Ada', 'Bruno'])
  const slot = slotOf(page)
  await playCommands(page, w, 0, stopAt.i)
  const before = await islandView(page)
  expect([before.position.round, before.pending?.kind, before.plan.length]).toEqual([stopAt.round, 'plan', stopAt.plan])
  await expect(page.getByTestId('island-status')).toContainText(`Round ${stopAt.round} of ${rounds}`)
  await expect(page.getByTestId('piles')).toContainText(pile)
  const freePawns = page.getByTestId('pawn-tray').locator('button:not([disabled])')
  const free = await freePawns.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')))
  expect(free).toHaveLength(stopAt.free)
  expect(free).toContain(`pawn-${nextLeader.character}:0`)

  // A reload: the same game, the same plan on the board, the same free pawns, the log rebuilt.
  await page.reload()
  await expect(page.getByTestId('island-table')).toBeVisible()
  expect(await islandView(page)).toEqual(before)
  await expect(page.getByTestId('island-status')).toContainText(`Round ${stopAt.round} of ${rounds}`)
  for (const i of before.plan.keys()) await expect(page.getByTestId(`planned-${i}`)).toBeVisible()
  await expect(page.getByTestId(`planned-${before.plan.length}`)).toHaveCount(0)
  await expect(freePawns).toHaveCount(free.length)
  expect(await freePawns.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')))).toEqual(free)
  await expect(page.getByTestId('piles')).toContainText(pile)
  await page.getByTestId('tab-log').click()
  await expect(page.getByTestId('island-log')).toContainText(`Round ${stopAt.round} begins`)
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

  // And on: the rest of the plan, the commit, the night, the next round planned and resolved as recorded.
  await playCommands(page, w, stopAt.i, goOnTo.i)
  const v = await islandView(page)
  expect([v.position.round, v.pending?.kind]).toEqual([goOnTo.round, 'plan'])
  await expect(page.getByTestId('island-status')).toContainText(`Round ${goOnTo.round} of ${rounds}`)
  expect(problems).toEqual([])
})
