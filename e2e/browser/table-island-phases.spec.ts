// Named to sort after menu-settings.spec.ts (that one expects no saved game yet).
import { expect, test, type Page } from '@playwright/test'
import type { GameEvent } from '../../src-shared/engine/ruleset'
import { islandView, perform, type Performed } from './island-driver'
import { loadWalkthrough, playCommands, startWalkthrough } from './island-walkthroughs'

/**
 * Issue #16 proof, resolution shown: a risky action's dice as they fell, the weather with its dice
 * and its arithmetic against the roof, the night's food counted before someone goes hungry, the
 * wounds landing on the sheet, and the reroll window holding the dice — in the recorded packet-boat
 * victory, played through the table. The numbers on screen are checked against the host's events.
 */

/** The events the last of these commands brought. */
const eventsOf = (done: readonly Performed[]): GameEvent[] => done.at(-1)?.reply.events ?? []

/** The table's faces for the engine's die effects (LatestPanel.vue). */
const FACE: Record<string, string> = { wound: 'wound', nothing: 'blank', success: 'success', failure: 'fail', 'adventure-card': 'adventure', 'friday-wound': 'wound' }

async function shots(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `e2e/artifacts/${name}-1280.png` })
  await page.setViewportSize({ width: 1920, height: 1080 })
  await page.screenshot({ path: `e2e/artifacts/${name}-1920.png` })
  await page.setViewportSize({ width: 1280, height: 720 })
}

test('a risky roll, the weather and the night shown with their numbers; the reroll window', async ({ page }) => {
  test.setTimeout(240_000)
  const problems: string[] = []
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`) })
  await page.setViewportSize({ width: 1280, height: 720 })
  const w = loadWalkthrough('packet-boat-victory')
  await startWalkthrough(page, w, 'E2E island phases', ['Ada', 'Bruno'])

  // Round 1: the companion explores alone (risky); once the plan is committed its dice are shown as they fell.
  const round1 = await playCommands(page, w, 0, 4)
  const roll = eventsOf(round1).find((e) => e.type === 'actionRoll' && Array.isArray(e['steps']))
  if (!roll) throw new Error('round 1 of the victory rolls no action dice')
  const news = page.getByTestId('round-news')
  const dice = news.getByTestId('latest-dice').first().locator('[data-face]')
  const faces = (roll['steps'] as { effect: string }[]).map((s) => FACE[s.effect] ?? 'blank')
  await expect(dice).toHaveCount(faces.length)
  expect(await dice.evaluateAll((els) => els.map((e) => e.getAttribute('data-face')))).toEqual(faces)
  await expect(news).toContainText('Dice rolled to explore')
  // Each row of dice says which action it was rolled for.
  await expect(news.getByTestId('latest-dice').first()).toContainText(`Dice to ${String(roll['colour'])}`)
  await shots(page, 'island-dice')

  // Round 4 ends with the first weather dice: the dice named, the clouds counted, the roof's answer.
  const toWeather = await playCommands(page, w, 4, 22)
  const weather = eventsOf(toWeather).find((e) => e.type === 'weather')
  if (!weather) throw new Error('round 4 of the victory has no weather')
  await expect(page.getByTestId('phase-night')).toHaveAttribute('aria-current', 'step')
  await expect(news).toContainText('Weather: rain die rolled.')
  const steps = weather['steps'] as { step: string; dice?: { rain: number; snow: number }; clouds?: unknown; roof?: number; unprotected?: number }[]
  const count = steps.find((s) => s.step === 'count')?.dice
  if (!count) throw new Error('the weather counted no clouds')
  await expect(news).toContainText(`Clouds: ${count.rain} rain, ${count.snow} snow.`)
  const clouds = steps.find((s) => s.step === 'clouds' && typeof s.clouds === 'number' && s.clouds > 0)
  if (clouds) await expect(news).toContainText(`against a roof of ${clouds.roof ?? 0}: ${clouds.unprotected ?? 0} uncovered`)
  await shots(page, 'island-weather')

  // Round 7's night: too little food for two; the table counts it before asking who goes hungry.
  await playCommands(page, w, 22, 45)
  let v = await islandView(page)
  expect(v.pending?.prompt).toBe('who-goes-hungry')
  await expect(page.getByTestId('phase-night')).toHaveAttribute('aria-current', 'step')
  await expect(page.getByTestId('night-food')).toContainText(`Food on hand: ${v.available.food + v.available.preserved}. Castaways to feed: 2.`)
  await shots(page, 'island-night')
  const hungry = w.commands[45]
  if (hungry?.type !== 'choose') throw new Error('command 45 of the victory is not the night choice')
  const who = v.pending?.options?.[hungry.option] ?? ''
  const before = v.characters[who]?.wounds ?? 0
  await perform(page, hungry, v)
  v = await islandView(page)
  // The wounds land on the castaway's sheet.
  const after = v.characters[who]?.wounds ?? 0
  expect(after - before).toBe(2)
  await page.getByTestId('tab-castaways').click()
  await expect(page.getByTestId(`sheet-${who}`)).toContainText(`Wounds ${after} of`)
  await page.screenshot({ path: 'e2e/artifacts/island-night-wounds-1280.png' })

  // Round 8: a risky build rolls, and the companion may reroll a die: the window holds the dice.
  await playCommands(page, w, 46, 54)
  v = await islandView(page)
  expect(v.pending?.kind).toBe('reroll')
  await expect(page.getByTestId('reroll-prompt')).toBeVisible()
  await expect(page.getByTestId('island-decision').locator('[data-face]')).toHaveCount(v.roll?.roll.roll.dice.length ?? -1)
  await expect(page.getByTestId('keep-dice')).toBeVisible()
  await shots(page, 'island-reroll')
  const rerolled = await playCommands(page, w, 54, 55)
  expect(eventsOf(rerolled).some((e) => e.type === 'rerolled')).toBe(true)
  expect(problems).toEqual([])
})
