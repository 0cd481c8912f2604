// Named to run after menu-settings.spec.ts (specs run in file order over one user-data folder; that one expects no saved game yet).
import { expect, test } from '@playwright/test'
import { sagaRules } from '../../src-shared/rulesets/saga/module'
import type { SagaCommand } from '../../src-shared/rulesets/saga/types'
import { openSagaAt, playSagaScript, sagaReply } from './saga-driver'
import { SAGA_TEST_DIR, findSagaScript, sagaContent, type SagaPolicy } from './saga-scripts'

/**
 * Issue #18: a decision that asks for a Location is answered on the atlas. On the Saga test pack a
 * game is found with the real engine in which a Delivery gives two goods to one place and a
 * Sacrifice is made; from the token of the first of them on, every command is played on the table, the
 * Locations on the atlas answering by a click and by Tab and Enter in turn (`saga-driver.ts`). Before
 * each, the pins lit are exactly the Locations the engine offers.
 */

const GAME = { scenario: 'crossing', seats: [{ name: 'Ada', characters: ['warden'] }, { name: 'Bruno', characters: ['scout'] }], seed: 1 }
const ON_MAP = new Set<SagaCommand['type']>(['deliver', 'sacrifice', 'relocate'])
const onMap = (c: SagaCommand): c is Extract<SagaCommand, { type: 'deliver' | 'sacrifice' | 'relocate' }> => ON_MAP.has(c.type)

/** A player who delivers and sacrifices whenever asked, and otherwise plays anything. */
const giver: SagaPolicy = (legal, _s, rnd) => {
  const here = legal.filter(onMap)
  if (here.length > 0) return here[Math.floor(rnd() * here.length)] ?? here[0] ?? { type: 'done' }
  return legal[Math.floor(rnd() * legal.length)] ?? { type: 'done' }
}

test('Locations asked for light up on the atlas and answer by a click or by Tab and Enter: a Delivery of two goods, a Sacrifice', async ({ page }) => {
  test.setTimeout(240_000)
  const problems: string[] = []
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`) })
  const content = await sagaContent(SAGA_TEST_DIR)
  const rules = sagaRules(content)
  const script = findSagaScript(content, GAME, {
    seeds: Array.from({ length: 400 }, (_, i) => i + 1),
    policy: giver,
    done: (s) => {
      // Two goods given in one Delivery, one of them chosen among several answers of its place.
      const several = (i: number): boolean => {
        const c = s.commands[i]
        const st = s.states[i]
        return c?.type === 'deliver' && st !== undefined && rules.legalCommands(st).filter((x) => x.type === 'deliver' && x.location === c.location).length > 1
      }
      const twice = s.commands.some((c, i) => c.type === 'deliver' && s.commands[i + 1]?.type === 'deliver' && (several(i) || several(i + 1)))
      return twice && s.commands.some((c) => c.type === 'sacrifice')
    },
  })
  const firstOnMap = script.commands.findIndex(onMap)
  const from = script.commands.slice(0, firstOnMap).findLastIndex((c) => c.type === 'place')
  await page.setViewportSize({ width: 1280, height: 720 })
  await openSagaAt(page, 'saga-test', script, from, 'E2E saga atlas')

  const seen = { deliver: 0, sacrifice: 0 }
  const gestures = { click: 0, keyboard: 0 }
  let opened = false
  for (let i = from; i < script.commands.length; i++) {
    const cmd = script.commands[i]
    const state = script.states[i]
    if (!cmd || !state) break
    if (onMap(cmd)) {
      // The pins lit are the Locations the engine offers, no more, no fewer.
      const offered = [...new Set(rules.legalCommands(state).filter(onMap).map((c) => c.location))].sort()
      await expect.poll(async () => (await page.locator('.pin.target').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid') ?? ''))).map((id) => id.replace('saga-location-', '')).sort()).toEqual(offered)
      await expect(page.getByTestId('saga-on-map')).toBeVisible()
      if (cmd.type === 'deliver' && seen.deliver === 0) await page.screenshot({ path: 'e2e/artifacts/saga-atlas-delivery-1280.png' })
      if (cmd.type === 'sacrifice' && seen.sacrifice === 0) await page.screenshot({ path: 'e2e/artifacts/saga-atlas-sacrifice-1280.png' })
      if (cmd.type === 'deliver' || cmd.type === 'sacrifice') seen[cmd.type] += 1
    }
    const used = await playSagaScript(page, content, script, i, i + 1)
    if (onMap(cmd)) { gestures.click += used.click; gestures.keyboard += used.keyboard }
    if (cmd.type === 'deliver' && !opened && (await page.getByTestId(`saga-target-${cmd.location}-choices`).isVisible())) {
      // The place's answers open on its pin, and stay open while the Delivery goes on.
      opened = true
      await page.screenshot({ path: 'e2e/artifacts/saga-atlas-delivery-open-1280.png' })
    }
  }
  expect(seen.deliver).toBeGreaterThanOrEqual(2)
  expect(seen.sacrifice).toBeGreaterThanOrEqual(1)
  expect(opened).toBe(true)
  // Both ways to a pin took part.
  expect(gestures.click).toBeGreaterThan(0)
  expect(gestures.keyboard).toBeGreaterThan(0)
  const v = (await sagaReply(page)).view
  const end = script.states[script.states.length - 1]
  expect(v.map.goodsOn).toEqual(end?.map.goodsOn)
  expect(v.characters).toEqual(end?.characters)
  expect(problems).toEqual([])
})
