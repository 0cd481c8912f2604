// Named to sort after menu-settings.spec.ts (that one expects no saved game yet).
import { expect, test, type Page } from '@playwright/test'
import { closeFight, dragPawn, islandView, perform, targetKey } from './island-driver'
import { soonestHunt } from './island-replay'
import { playCommands, startWalkthrough } from './island-walkthroughs'

/**
 * Issue #16, played as a newcomer would: New game with the guided first round, pawns dragged onto
 * spaces, the plan confirmed, whatever the resolution, the weather and the night ask answered on the
 * table, to round 2; then a later round of a recorded game with an Adventure card and a Hunt's
 * fight. A screenshot of every moment at 1280×720 and 1920×1080 in e2e/artifacts/ (newcomer-*),
 * to be looked at; the checks are what a newcomer needs at each moment: the coach pointing at the
 * next step, a button that says what to do, nothing thrown by the page.
 */

async function shots(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `e2e/artifacts/newcomer-${name}-1280.png` })
  await page.setViewportSize({ width: 1920, height: 1080 })
  await page.screenshot({ path: `e2e/artifacts/newcomer-${name}-1920.png` })
  await page.setViewportSize({ width: 1280, height: 720 })
}

/** Clicks a control and waits for main's answer to the command it sends; the answer must be accepted. */
async function act(page: Page, testId: string): Promise<{ type: string }[]> {
  const answered = page.waitForResponse((r) => r.url().includes('game:command'))
  const el = page.getByTestId(testId)
  await el.scrollIntoViewIfNeeded()
  await el.click()
  const body = (await (await answered).json()) as { ok: boolean; value?: { events: { type: string }[] }; error?: { message?: string } }
  expect(body.ok, body.error?.message).toBe(true)
  return body.value?.events ?? []
}

test('a newcomer\'s first round, guided: pawns dragged, the plan confirmed, resolution, weather and night, to round 2', async ({ page }) => {
  test.setTimeout(240_000)
  const problems: string[] = []
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`) })
  await page.setViewportSize({ width: 1280, height: 720 })
  await page.goto('/')
  await page.getByTestId('menu-new-game').getByRole('button').click()
  await page.getByTestId('ng-pack').selectOption({ label: 'Cinder Cay (0.1.0)' })
  await page.getByTestId('ng-scenario-packet-boat').check()
  await expect(page.getByTestId('ng-guided')).toBeChecked()
  while ((await page.getByTestId('ng-seats').getByRole('listitem').count()) < 2) await page.getByTestId('ng-add-seat').click()
  await page.getByTestId('ng-name-0').fill('Ada')
  await page.getByTestId('ng-name-1').fill('Bruno')
  await page.getByTestId('ng-slot-name').fill('E2E island newcomer')
  await shots(page, 'new-game')
  await page.getByTestId('ng-start').click()
  const coach = page.getByTestId('tutorial-coach')
  await expect(coach).toHaveAttribute('data-step', 'roundTrack')
  await shots(page, 'guide-round')
  for (const next of ['threats', 'spaces', 'placePawn']) {
    await page.getByTestId('tutorial-next').click()
    await expect(coach).toHaveAttribute('data-step', next)
    await shots(page, `guide-${next}`)
  }

  // Each castaway's pawns dragged: the first onto exploring a space, the rest onto what is left to do.
  let v = await islandView(page)
  for (let guard = 0; guard < 8 && v.pending?.kind === 'plan'; guard++) {
    const placed = v.plan.flatMap((a) => a.pawns).map((p) => (p.kind === 'character' ? p.character : ''))
    const who = v.seats.find((id) => placed.filter((x) => x === id).length < 2)
    if (!who) break
    const explore = v.helpers.find((h) => h.target.kind === 'explore' && h.options[0]?.pawns === 1)
    const rest = v.helpers.find((h) => h.target.kind === 'rest') ?? v.helpers.find((h) => h.target.kind === 'arrange')
    const to = v.plan.length === 0 && explore ? explore : rest
    if (!to) throw new Error('nowhere to put a pawn')
    const pawn = await page.locator(`[data-testid^="pawn-${who}:"]:not([disabled])`).first().getAttribute('data-testid')
    const answered = page.waitForResponse((r) => r.url().includes('game:command'))
    await dragPawn(page, (pawn ?? '').slice('pawn-'.length), targetKey(to.target))
    expect(((await (await answered).json()) as { ok: boolean }).ok).toBe(true)
    if (v.plan.length === 0) await shots(page, 'guide-first-pawn')
    v = await islandView(page)
  }
  await expect(coach).toHaveAttribute('data-step', 'commit')
  await shots(page, 'guide-commit')
  await page.getByTestId('commit-plan').click()
  await shots(page, 'confirm')
  let events = await act(page, 'commit-confirm')

  // Whatever the round asks now, answered as the table offers it, each new moment looked at once.
  const seen = new Set<string>()
  for (let step = 0; step < 30; step++) {
    if (events.some((e) => e.type === 'fight')) {
      await shots(page, `fight-${step}`)
      await closeFight(page)
    }
    v = await islandView(page)
    const moment = `${v.position.phase}-${v.pending?.kind ?? 'none'}`
    if (!seen.has(moment)) {
      seen.add(moment)
      await shots(page, `round1-${moment}`)
    }
    if (v.position.round >= 2 || v.outcome !== null) break
    const kind = v.pending?.kind
    if (kind === 'choice') events = await act(page, 'choice-0')
    else if (kind === 'camp') events = await act(page, 'camp-stay')
    else if (kind === 'reroll') events = await act(page, 'keep-dice')
    else throw new Error(`nothing to answer in round 1: ${String(kind)}`)
  }
  expect(v.position.round).toBe(2)
  await expect(coach).toHaveAttribute('data-step', /weatherNight|wrapUp/)
  await shots(page, 'round2-guide')
  expect(problems).toEqual([])
})

test('a later round as a newcomer sees it: an Adventure card drawn and a Hunt fought', async ({ page }) => {
  test.setTimeout(180_000)
  const problems: string[] = []
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
  await page.setViewportSize({ width: 1280, height: 720 })
  // The recorded game that hunts a beast soonest, and its last Adventure card drawn before the Hunt.
  const { replay, at: hunt } = await soonestHunt()
  const w = replay.walkthrough
  const adventure = replay.steps.filter((s) => s.i < hunt.i && s.events.some((e) => e.type === 'adventure')).at(-1)
  if (!adventure) throw new Error(`${w.scenario}: no Adventure card is drawn before the Hunt`)
  await startWalkthrough(page, w, 'E2E island later round', ['Ada', 'Bruno', 'Cleo', 'Dario'].slice(0, w.config.characters.length))
  await playCommands(page, w, 0, adventure.i)
  const drawn = await perform(page, adventure.command, await islandView(page))
  expect(drawn.reply.events.some((e) => e.type === 'adventure')).toBe(true)
  await shots(page, 'later-adventure')
  await playCommands(page, w, adventure.i + 1, hunt.i)
  await shots(page, 'later-plan')
  const done = await perform(page, hunt.command, await islandView(page), { keepFight: true })
  expect(done.reply.events.some((e) => e.type === 'fight')).toBe(true)
  await shots(page, 'later-fight')
  await page.getByTestId('island-fight-close').click()
  await expect(page.getByTestId('island-fight')).toBeHidden()
  await shots(page, 'later-after')
  await page.getByTestId('tab-log').click()
  await shots(page, 'later-log')
  expect(problems).toEqual([])
})
