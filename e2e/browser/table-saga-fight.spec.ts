// Named to run after menu-settings.spec.ts (specs run in file order over one user-data folder; that one expects no saved game yet).
import { expect, test } from '@playwright/test'
import { anyPlacement, placeOnGrid } from '../../src-shared/engine/polyomino'
import { sagaRules } from '../../src-shared/rulesets/saga/module'
import { answered, openSagaAt, playSagaScript, sagaReply } from './saga-driver'
import { SAGA_TEST_DIR, findSagaScript, lastState, sagaContent, type SagaPolicy } from './saga-scripts'

/**
 * Issue #18 proofs on the Saga test pack: a combat fought to victory on the table — an item used
 * before the roll, a die upgraded on the die itself, the roll, a reroll, the rolled shapes dragged
 * onto the enemy card until its hearts are covered — and a wound that would leave no room for the
 * next one, which the table warns about before it is laid. The game is found with the real engine
 * on this side; its opening is sent through the host, the part proven is played by hand.
 */

const GAME = { scenario: 'crossing', seats: [{ name: 'Ada', characters: ['warden'] }, { name: 'Bruno', characters: ['scout'] }], seed: 1 }

const COMBAT_ITEMS = new Set(['banner', 'lucky-coin', 'war-cry', 'whetstone'])
/** A player who buys combat gear, uses it and fights whenever it can; otherwise anything. */
const fighter: SagaPolicy = (legal, _s, rnd) => {
  for (const type of ['item', 'upgrade', 'reroll', 'critical', 'fight'] as const) {
    const c = legal.filter((x) => x.type === type)
    if (c.length > 0) return c[Math.floor(rnd() * c.length)] ?? c[0] ?? { type: 'done' }
  }
  const take = legal.find((x) => x.type === 'take' && COMBAT_ITEMS.has(x.item))
  return take ?? legal[Math.floor(rnd() * legal.length)] ?? { type: 'done' }
}

test('S-COMBAT-08 S-COMBAT-12 S-COMBAT-21 a combat to victory: item, upgrade on the die, roll, reroll, shapes dragged onto the enemy card', async ({ page }) => {
  test.setTimeout(180_000)
  const problems: string[] = []
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
  const content = await sagaContent(SAGA_TEST_DIR)
  const script = findSagaScript(content, GAME, {
    seeds: Array.from({ length: 400 }, (_, i) => i + 1),
    policy: fighter,
    done: (s) => {
      const won = (s.events[s.events.length - 1] ?? []).some((e) => e.type === 'fightEnded' && e.won === true)
      const types = new Set(s.commands.map((c) => c.type))
      return won && types.has('upgrade') && types.has('reroll')
    },
  })
  // The proof starts at the token placed on the Fight card of the winning fight.
  const fightAt = script.commands.findLastIndex((c) => c.type === 'fight')
  const from = script.commands.slice(0, fightAt).findLastIndex((c) => c.type === 'place')
  await page.setViewportSize({ width: 1280, height: 720 })
  await openSagaAt(page, 'saga-test', script, from, 'E2E saga fight')

  let shot = 0
  for (let i = from; i < script.commands.length; i++) {
    const cmd = script.commands[i]
    const state = script.states[i]
    if (!cmd || !state) break
    // Before each step of the dice, the fight mat is looked at as it stands.
    if (cmd.type === 'upgrade' || cmd.type === 'reroll' || cmd.type === 'strike') {
      await expect(page.getByTestId('saga-fight')).toBeVisible()
      if (cmd.type === 'upgrade') {
        await expect(page.getByTestId('saga-fight-stage')).toContainText('Before the roll')
        await expect(page.getByTestId(`saga-die-upgrade-${cmd.die}`)).toBeVisible()
        await page.screenshot({ path: 'e2e/artifacts/saga-fight-declare-1280.png' })
      }
      if (cmd.type === 'reroll') {
        await expect(page.getByTestId('saga-fight-stage')).toContainText('After the roll')
        // Each rolled die says its colour, rank and shape in words (never the colour alone).
        await expect(page.getByTestId(`saga-die-${cmd.die}`).getByRole('img').first()).toHaveAttribute('aria-label', /rolled: .+\(\d\)/)
        // The dice have finished their tumble (instant with reduced motion).
        await page.waitForFunction(() => (globalThis as unknown as { document: { getAnimations(): { playState: string }[] } }).document.getAnimations().every((a) => a.playState !== 'running'))
        await page.screenshot({ path: 'e2e/artifacts/saga-fight-rolled-1280.png' })
      }
      if (cmd.type === 'strike' && shot++ === 0) await page.screenshot({ path: 'e2e/artifacts/saga-fight-strike-1280.png' })
    }
    await playSagaScript(page, content, script, i, i + 1)
  }
  const end = lastState(script)
  expect(end.fight).toBeNull()
  // The card stays on the table with its tiles and the outcome until it is put away.
  await expect(page.getByTestId('saga-fight-stage')).toContainText('Victory: every heart is covered.')
  await expect(page.getByTestId('saga-hearts')).toContainText('Hearts left: 0 of')
  await page.screenshot({ path: 'e2e/artifacts/saga-fight-won-1280.png' })
  // The tumble follows the page's motion scale (page-settings.ts sets it to 0 with reduced motion): instant then.
  interface Styled { style: { setProperty(k: string, v: string): void }; ownerDocument: { documentElement: { style: { setProperty(k: string, v: string): void } }; defaultView: { getComputedStyle(e: unknown): { animationDuration: string } } } }
  const duration = async (scale: string): Promise<string> => page.getByTestId('saga-die-0').locator('.body').evaluate((el, s) => {
    const e = el as unknown as Styled
    e.ownerDocument.documentElement.style.setProperty('--motion-scale', s)
    return e.ownerDocument.defaultView.getComputedStyle(el).animationDuration
  }, scale)
  expect(await duration('1')).toBe('0.45s')
  expect(await duration('0')).toBe('0s')
  await duration('1')
  await page.setViewportSize({ width: 1920, height: 1080 })
  await page.screenshot({ path: 'e2e/artifacts/saga-fight-won-1920.png' })
  await page.getByTestId('saga-fight-close').click()
  await expect(page.getByTestId('saga-fight')).toHaveCount(0)
  const v = (await sagaReply(page)).view
  expect(v.map.enemies).toEqual(end.map.enemies)
  expect(v.characters).toEqual(end.characters)
  await expect(page.getByTestId('saga-log')).toContainText('The enemy is beaten.')
  expect(problems).toEqual([])
})

test('S-CHAR-11 S-SAC-07 a wound that leaves no room for the next: the warning shows before it is laid', async ({ page }) => {
  test.setTimeout(120_000)
  const content = await sagaContent(SAGA_TEST_DIR)
  const rules = sagaRules(content)
  const ones = Object.values(content.shapes).filter((s) => s.cells.length === 1).map((s) => s.cells)
  // A smith who keeps sacrificing and fighting until a wound would fill the last squares of the grid.
  const reckless: SagaPolicy = (legal, _s, rnd) => legal.find((c) => c.type === 'sacrifice' || c.type === 'fight') ?? (rnd() < 0.7 ? legal.find((c) => c.type === 'place' && c.slot === 3) : undefined) ?? legal[Math.floor(rnd() * legal.length)] ?? { type: 'done' }
  const game = { ...GAME, seats: [{ name: 'Ada', characters: ['smith'] }, { name: 'Bruno', characters: ['scout'] }] }
  const script = findSagaScript(content, game, {
    seeds: Array.from({ length: 3000 }, (_, i) => i + 1),
    policy: reckless,
    done: (s) => {
      const st = lastState(s)
      const head = st.queue[0]
      const c = head?.t === 'wound' ? st.characters[head.who] : undefined
      return c !== undefined && rules.legalCommands(st).some((w) => w.type === 'wound' && !anyPlacement(placeOnGrid(c.grid, w.cells, '#'), ones, { touching: (ch) => ch === '#' }))
    },
  })
  const st = lastState(script)
  const head = st.queue[0]
  if (head?.t !== 'wound') throw new Error('no wound waits')
  const wound = rules.legalCommands(st).find((w) => w.type === 'wound')
  if (wound?.type !== 'wound') throw new Error('no wound to lay')
  await page.setViewportSize({ width: 1280, height: 720 })
  await openSagaAt(page, 'saga-test', script, script.commands.length, 'E2E saga wound')
  await expect(page.getByTestId(`saga-elimination-${head.who}`)).toHaveCount(0)
  // The wound is picked from its tray and held over its place: the warning comes before it is laid.
  await page.getByTestId(`saga-wounds-${head.who}-tile-${wound.shape}`).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId(`saga-wounds-${head.who}-ghost`).first()).toHaveClass(/legal/)
  const warning = page.getByTestId(`saga-elimination-${head.who}`)
  await expect(warning).toBeVisible()
  await expect(warning).toContainText('The next wound eliminates')
  await expect(warning).toHaveAttribute('role', 'alert')
  await page.screenshot({ path: 'e2e/artifacts/saga-wound-warning-1280.png' })
  await page.setViewportSize({ width: 1920, height: 1080 })
  await page.screenshot({ path: 'e2e/artifacts/saga-wound-warning-1920.png' })
  await page.setViewportSize({ width: 1280, height: 720 })
  await answered(page, () => page.keyboard.press('Enter'))
  const after = (await sagaReply(page)).view.characters[head.who]
  expect(after?.wounds.length).toBe((st.characters[head.who]?.wounds.length ?? 0) + 1)
})
