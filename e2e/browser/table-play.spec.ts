import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import type { ContinentCommand, ContinentConfig, ContinentRuleset, ContinentState } from '../../src-shared/rulesets/continent'
import type { GameReply } from '../../src-shared/ipc/games'
import { hostCall } from './host-api'
import { FIRST_LIGHT_DIR, findScript, firstLightRules, randomPolicy, replayScript, type Policy, type Script } from './table-scripts'
import { perform, startGame } from './table-driver'

/**
 * Issue #6 (c), (d), (e): whole actions and whole games played through the table UI only. Every
 * command is a gesture on the page (table-driver.ts); the engine, run here with the same seed,
 * says what the host must hold afterwards.
 */

let rules: ContinentRuleset
test.beforeAll(async () => {
  rules = await firstLightRules()
})

async function playScript(page: Page, script: Script, each?: (i: number) => Promise<void>): Promise<void> {
  for (const [i, cmd] of script.commands.entries()) {
    await each?.(i)
    await perform(page, cmd, script.states[i] as ContinentState)
  }
}

async function expectHostAt(page: Page, slotId: string, state: ContinentState): Promise<GameReply> {
  const reply = await hostCall<GameReply>(page, 'game:view', { slotId })
  expect(reply.view).toEqual(rules.view(state))
  return reply
}

test('C-TURN-4 C-ACT-3 an action with an involved second player and an item, resolved through the resolver', async ({ page }) => {
  // A table that involves everyone it can and uses every item it may.
  const generous: Policy = (legal, state, rnd) => {
    const involve = legal.filter((c) => c.type === 'involve').sort((a, b) => (b.type === 'involve' ? b.seats.length : 0) - (a.type === 'involve' ? a.seats.length : 0))[0]
    if (involve && involve.type === 'involve' && involve.seats.length > 0) return involve
    const use = legal.find((c) => c.type === 'useItem')
    if (use && state.phase === 'useItems') return use
    return randomPolicy(legal, state, rnd)
  }
  const config = { characters: ['ilse', 'dov'], curses: ['the-unlit-beacon'] }
  const script = findScript(rules, config, {
    seeds: Array.from({ length: 100 }, (_, i) => i + 1),
    policy: generous,
    // Done once an action that involved a second player and used an item is over.
    done: (s) => {
      const last = s.states.at(-1) as ContinentState
      if (last.action !== null || last.choice !== null) return false
      const start = s.commands.findLastIndex((c) => c.type === 'chooseAction')
      const tail = s.commands.slice(start)
      return start >= 0 && tail.some((c) => c.type === 'involve' && c.seats.length > 0) && tail.some((c) => c.type === 'useItem')
    },
    maxCommands: 300,
  })
  const slotId = await startGame(page, { curse: 'the-unlit-beacon', characters: ['ilse', 'dov'], names: ['Ada', 'Bruno'], seed: script.seed, slotName: 'E2E involve and item' })
  await playScript(page, script, async (i) => {
    const cmd = script.commands[i] as ContinentCommand
    const before = script.states[i] as ContinentState
    if (cmd.type === 'involve' && cmd.seats.length > 0) {
      // Step 0: the other player on the same terrain can be involved.
      for (const seat of cmd.seats) await expect(page.getByTestId(`involve-${seat}`)).toBeEnabled()
      await page.screenshot({ path: 'e2e/artifacts/involve.png' })
    }
    if (cmd.type === 'useItem') {
      // Step 1: the item shows its durability die.
      const die = before.players[cmd.seat]?.items.find((it) => it.id === cmd.item)?.die
      await expect(page.getByTestId(`use-${cmd.seat}:${cmd.item}`)).toContainText(`durability ${String(die)}`)
      await page.screenshot({ path: 'e2e/artifacts/use-item.png' })
    }
    if (cmd.type === 'setCost') {
      // Step 2: the exact odds are shown before drawing.
      await expect(page.getByTestId('odds-value')).toContainText('%')
    }
  })
  await expectHostAt(page, slotId, script.states.at(-1) as ContinentState)
  await expect(page.getByTestId('action-log')).toContainText('Involved:')
  await page.screenshot({ path: 'e2e/artifacts/involve-item-done.png' })
})

test('C-END-1 First Light, first curse: the seeded walkthrough played to victory through the UI', async ({ page }) => {
  test.setTimeout(180_000)
  const walk = JSON.parse(readFileSync(`${FIRST_LIGHT_DIR}/walkthroughs/the-unlit-beacon.jsonc`, 'utf8')) as { seed: number; config: ContinentConfig; commands: ContinentCommand[] }
  const script = replayScript(rules, walk.config, walk.seed, walk.commands)
  expect(script.states.at(-1)?.outcome).toBe('won')
  const slotId = await startGame(page, { curse: 'the-unlit-beacon', characters: walk.config.characters, names: ['Ada'], seed: walk.seed, slotName: 'E2E walkthrough' })
  await playScript(page, script, async (i) => {
    if (i === Math.floor(script.commands.length / 2)) await page.screenshot({ path: 'e2e/artifacts/walkthrough-middle.png' })
  })
  const won = page.getByTestId('game-won')
  await expect(won).toBeVisible()
  await expect(page.getByTestId('game-end-curses')).toContainText('1')
  await page.screenshot({ path: 'e2e/artifacts/walkthrough-victory.png' })
  await expectHostAt(page, slotId, script.states.at(-1) as ContinentState)
})

test('C-END-3 a defeat: a curse revealed from the discard pile ends the game', async ({ page }) => {
  test.setTimeout(120_000)
  // A reckless table: always the most extra cards, so the deck runs out and the discard pile is drawn.
  const reckless: Policy = (legal, state, rnd) => {
    const costs = legal.filter((c) => c.type === 'setCost')
    if (costs.length > 0) return costs.reduce((a, b) => (b.type === 'setCost' && a.type === 'setCost' && b.extra > a.extra ? b : a))
    return randomPolicy(legal, state, rnd)
  }
  const config = { characters: ['ilse'], curses: ['the-unlit-beacon'] }
  const script = findScript(rules, config, {
    seeds: Array.from({ length: 200 }, (_, i) => i + 1),
    policy: reckless,
    done: (s) => s.states.at(-1)?.lossReason === 'curse-from-discard',
    maxCommands: 150,
  })
  const slotId = await startGame(page, { curse: 'the-unlit-beacon', characters: ['ilse'], names: ['Ada'], seed: script.seed, slotName: 'E2E defeat' })
  await playScript(page, script, async (i) => {
    const cmd = script.commands[i] as ContinentCommand
    if (cmd.type === 'setCost' && (script.states[i]?.actionDeck.length ?? 0) < cmd.extra + 1) {
      // C-ACT-14: drawing past the deck warns of the curse risk before the draw.
      await expect(page.getByTestId('curse-warning')).toBeVisible()
    }
  })
  await expect(page.getByTestId('game-lost')).toBeVisible()
  await expect(page.getByTestId('game-end-reason')).not.toBeEmpty()
  await page.screenshot({ path: 'e2e/artifacts/defeat.png' })
  await expectHostAt(page, slotId, script.states.at(-1) as ContinentState)
})

test('keyboard only: digit and D shortcuts play the start of a turn; a focused card shows its zoom', async ({ page }) => {
  const slotId = await startGame(page, { curse: 'the-unlit-beacon', characters: ['ilse', 'dov'], names: ['Ada', 'Bruno'], seed: 7, slotName: 'E2E keyboard' })
  const command = () => page.waitForResponse((r) => r.url().includes('game:command'))
  const sent = async (key: string) => {
    const reply = command()
    await page.keyboard.press(key)
    return ((await reply).request().postDataJSON() as { payload: { command: ContinentCommand } }).payload.command
  }
  await page.getByTestId('table-title').focus()
  expect(await sent('1')).toEqual({ type: 'chooseActive', seat: 0 })
  const action = await sent('1')
  expect(action.type).toBe('chooseAction')
  // Involve and items are confirmed by focusing their button and pressing Enter; then D draws.
  for (let i = 0; i < 2; i++) {
    // The reply has arrived; wait for its step to be drawn before asking which one it is.
    await page.getByTestId('confirm-involve').or(page.getByTestId('end-items')).or(page.getByTestId('draw')).first().waitFor()
    if ((await page.getByTestId('draw').count()) > 0) break
    const step = (await page.getByTestId('confirm-involve').count()) > 0 ? 'confirm-involve' : 'end-items'
    await page.getByTestId(step).focus()
    const reply = command()
    await page.keyboard.press('Enter')
    await reply
  }
  await expect(page.getByTestId('draw')).toBeVisible()
  await page.getByTestId('table-title').focus()
  expect((await sent('d')).type).toBe('setCost')

  // Tab reaches the map's cards; focusing one shows it whole.
  const start = page.locator('[data-testid^="card-a-"]').first()
  await start.focus()
  await expect(page.getByTestId('card-zoom')).toHaveClass(/shown/)
  await expect(page.getByTestId('card-zoom').getByTestId('action-square').first()).toHaveAttribute('aria-label', /Costs (nothing|\d+ cards?)\. Needs/)
  await page.screenshot({ path: 'e2e/artifacts/keyboard-zoom.png' })
  const reply = await hostCall<GameReply>(page, 'game:view', { slotId })
  expect(reply.totals.commands).toBeGreaterThanOrEqual(3)
})
