import { expect, test } from '@playwright/test'
import type { ContinentCommand, ContinentRuleset } from '../../src-shared/rulesets/continent'
import { asSentByPage, findScript, firstLightRules, must, randomPolicy, type Script } from './table-scripts'
import { perform, startGame } from './table-driver'

/**
 * Issue #14 item 1 and 3: cards drawn as cards. A 2-player First Light game is found with the real
 * engine, from its start to an action whose draw turned at least two cards; it is played through
 * the UI, but its action is started by clicking the action's square on the card on the map. Checks
 * a Skill's stars and a square's cost, difficulty and consequences by their accessible names, and
 * keeps screenshots of the map (1280×720 and 1920×1080), a hand, the zoom and the drawn cards.
 * Sorts after menu-settings (it saves a game).
 */

let rules: ContinentRuleset
let script: Script
test.beforeAll(async () => {
  rules = await firstLightRules()
  script = findScript(rules, { characters: ['ilse', 'dov'], curses: ['the-unlit-beacon'] }, {
    seeds: Array.from({ length: 80 }, (_, i) => i + 1),
    policy: randomPolicy,
    reject: (s) => s.commands.length > 1 && s.commands[1]?.type !== 'chooseAction',
    done: (s) => {
      const end = s.states.at(-1)
      // At least two cards turned for a difficulty of 1 or more, a Skill among them that Ilse (seat 0) may keep, and only one action so far.
      return (end?.action?.drawn.length ?? 0) >= 2 && (end?.action?.difficulty ?? 0) >= 1 && end?.choice?.kind === 'keepSkill' && end.choice.options.some((o) => o.seat === 0) &&
        s.commands.filter((c) => c.type === 'chooseAction').length === 1
    },
  })
})

test('cards are drawn as cards on the map, in hands, in the zoom and in the resolver; a square on the map starts its action', async ({ page }) => {
  const problems: string[] = []
  page.on('pageerror', (e) => problems.push(e.message))
  page.on('console', (m) => { if (m.type() === 'error') problems.push(m.text()) })
  await page.setViewportSize({ width: 1280, height: 720 })
  await startGame(page, { curse: 'the-unlit-beacon', characters: ['ilse', 'dov'], names: ['Ada', 'Bruno'], seed: script.seed, slotName: 'E2E cards' })
  await perform(page, must(script.commands[0], 'the first command'), must(script.states[0], 'the start'))

  // The squares of the start terrain: type, cost, difficulty and what success does, in words.
  const chosen = must(script.commands[1], 'the action') as Extract<ContinentCommand, { type: 'chooseAction' }>
  const map = page.getByTestId('table-map')
  const squares = map.getByTestId('action-square')
  await expect(squares.first()).toBeVisible()
  const named = map.getByRole('button', { name: /^Start: Move action\. Costs 1 card\. Needs no successes\. On success: move to a terrain you can reach/ })
  await expect(named.first()).toBeVisible()
  const anySquare = await squares.first().getAttribute('aria-label')
  expect(anySquare).toMatch(/Costs (nothing|\d+ cards?)\. Needs (no successes|\d+ success(es)?)\. .*On success: /)
  await page.screenshot({ path: 'e2e/artifacts/cards-map-1280.png' })

  // The zoom: focusing the start terrain shows its whole face.
  const start = map.locator('[data-testid^="card-a-"]').first()
  await start.focus()
  const zoom = page.getByTestId('card-zoom')
  await expect(zoom).toHaveClass(/shown/)
  await expect(zoom.getByTestId('action-square').first()).toHaveAttribute('aria-label', /Costs (nothing|\d+ cards?)\./)
  await expect(zoom).toHaveCSS('opacity', '1')
  await page.screenshot({ path: 'e2e/artifacts/cards-zoom.png' })

  // The action is started on the card itself: its square sends the resolver's own command.
  const ref = asSentByPage(chosen, must(script.states[1], 'state 1')) as typeof chosen
  const card = map.getByTestId(`card-${ref.ref.uid}`)
  const square = card.locator(`[data-ref="${String(ref.ref.index)}"]`)
  await expect(square).toHaveJSProperty('tagName', 'BUTTON')
  const reply = page.waitForResponse((r) => r.url().includes('game:command'))
  await square.click()
  const sent = ((await reply).request().postDataJSON() as { payload: { command: ContinentCommand } }).payload.command
  expect(sent).toEqual(ref)
  await expect(page.locator('[data-testid="step-chooseAction"][aria-current="step"]')).toHaveCount(0)

  for (let i = 2; i < script.commands.length; i++) await perform(page, must(script.commands[i], `command ${i}`), must(script.states[i], `state ${i}`))

  // The drawn cards turn as faces; the count and the card that decided it are said.
  const result = page.getByTestId('result')
  await expect(result.getByTestId('outcome')).toBeVisible({ timeout: 15_000 })
  await expect(result.getByTestId('success-count')).toContainText(/^(No successes yet|1 success|\d+ successes) \(difficulty \d+\)/)
  await expect(result.getByTestId('decided-by')).not.toBeEmpty()
  await expect(result.locator('[data-testid^="drawn-"]')).toHaveCount(must(script.states.at(-1), 'end').action?.drawn.length ?? -1)
  // A drawn Skill's stars, named in words.
  await expect(result.getByRole('img', { name: /^Successes when drawn: .*(star|lucky 7)/ }).first()).toBeVisible()
  await page.getByTestId('action-resolver').screenshot({ path: 'e2e/artifacts/cards-resolver.png' })

  // A hand: a Skill kept from the draw joins the hand as a card, its stars named in words.
  const keep = page.locator('[data-testid^="option-"]').filter({ hasText: /Give .+ to Ilse Varga/ }).first()
  const kept = page.waitForResponse((r) => r.url().includes('game:command'))
  await keep.click()
  await kept
  const seat = page.getByTestId('seat-0')
  await expect(seat.getByTestId('hand-skills').getByRole('img', { name: /^Successes when drawn: / }).first()).toBeVisible()
  await seat.screenshot({ path: 'e2e/artifacts/cards-hand.png' })

  await page.setViewportSize({ width: 1920, height: 1080 })
  await page.getByTestId('fit-all').click()
  await page.screenshot({ path: 'e2e/artifacts/cards-map-1920.png' })
  expect(problems).toEqual([])
})
