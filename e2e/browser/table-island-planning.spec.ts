// Named to sort after menu-settings.spec.ts (that one expects no saved game yet).
import { expect, test } from '@playwright/test'
import type { PawnRef } from '../../src-shared/rulesets/island/types'
import { islandView, perform, planGesture, targetKey, type PlanBy } from './island-driver'
import { planningRounds, replayWalkthrough, viewBefore, type PlanningRound, type Replay } from './island-replay'
import { loadWalkthrough, playCommands, startWalkthrough } from './island-walkthroughs'

/**
 * Issue #16 proof, planning: a whole round planned by keyboard only (select a pawn, Enter, arrows to
 * the space, Enter or Shift+Enter for the sure count), and a whole round planned by dragging pawns
 * with the pointer, the space lit while a pawn hovers it. The rounds are those of the recorded
 * packet-boat victory, so every placement is known to be legal and the page must send exactly it;
 * which rounds is found by replaying it with the engine: the first whose every stack the gesture can
 * place (the keyboard one also placing every pawn), so a re-recording cannot make the test lie.
 */

/** Every plan of the round can be made with `how` (the table's own stack is the recorded one). */
const allBy = (r: Replay, round: PlanningRound, how: PlanBy): boolean =>
  round.plans.length > 0 && round.plans.every((s) => s.command.type === 'plan' && planGesture(viewBefore(r, s.i), s.command, how) === how)

function firstRound(r: Replay, what: string, holds: (round: PlanningRound) => boolean, after = 0): PlanningRound {
  const found = planningRounds(r).find((round) => round.round > after && holds(round))
  if (!found) throw new Error(`the recorded victory has no ${what}`)
  return found
}

/** The tray's id prefix of a pawn (PawnTray.vue: `pawn-<character>:<n>`, `pawn-dog`, `pawn-neutral:<source>`). */
const trayPrefix = (p: PawnRef): string => (p.kind === 'character' ? `pawn-${p.character}:` : p.kind === 'dog' ? 'pawn-dog' : `pawn-neutral:${p.source}`)

test('a round planned by keyboard and a round planned by dragging pawns', async ({ page }) => {
  test.setTimeout(240_000)
  const problems: string[] = []
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`) })
  await page.setViewportSize({ width: 1280, height: 720 })
  const w = loadWalkthrough('packet-boat-victory')
  const game = await replayWalkthrough(w)
  const keyRound = firstRound(game, 'round planned wholly by keyboard with every pawn placed', (round) => allBy(game, round, 'keyboard') && round.commit.free === 0)
  const dragRound = firstRound(game, 'round planned wholly by dragging', (round) => allBy(game, round, 'drag'), keyRound.round)
  await startWalkthrough(page, w, 'E2E island planning', ['Ada', 'Bruno'])

  // The keyboard round: every stack placed by keyboard, one after the other.
  const keyFrom = keyRound.plans[0]?.i ?? 0
  const keyTo = keyRound.commit.i
  await playCommands(page, w, 0, keyFrom)
  const keyed = await playCommands(page, w, keyFrom, keyTo, () => 'keyboard')
  expect(keyed.map((p) => p.how)).toEqual(keyRound.plans.map(() => 'keyboard'))
  let v = await islandView(page)
  expect(v.plan.map((a) => a.pawns.length)).toEqual(keyRound.plans.map((s) => (s.command.type === 'plan' ? s.command.pawns.length : 0)))
  // The board shows each planned stack where it goes, with a way to take it back; the tray has no free pawn left.
  for (const i of v.plan.keys()) await expect(page.getByTestId(`planned-${i}`)).toBeVisible()
  await expect(page.getByTestId('pawn-tray').locator('button:not([disabled])')).toHaveCount(0)
  await expect(page.getByTestId('plan-prompt')).toContainText('Every castaway pawn is placed')
  await page.screenshot({ path: 'e2e/artifacts/island-plan-keyboard-1280.png' })

  // The rounds between by click, then the drag round: every stack dragged from the tray to its space.
  const [firstDrag, ...restDrag] = dragRound.plans
  if (firstDrag?.command.type !== 'plan') throw new Error('the drag round has no plan')
  await playCommands(page, w, keyTo, firstDrag.i)
  v = await islandView(page)
  expect([v.position.round, v.pending?.kind, v.plan.length]).toEqual([dragRound.round, 'plan', 0])
  const leader = firstDrag.command.pawns[0]
  if (!leader) throw new Error('a plan without pawns')
  const pawnId = ((await page.locator(`[data-testid^="${trayPrefix(leader)}"]:not([disabled])`).first().getAttribute('data-testid')) ?? '').slice('pawn-'.length)
  const key = `target-${targetKey(firstDrag.command.target)}`
  // The first drag is watched halfway: the space under the pawn is lit as the drop target.
  const performed = await perform(page, firstDrag.command, v, {
    planBy: 'drag',
    midDrag: async () => {
      // Headless Chromium under Playwright delivers the drag's enter and drop but no dragover: the
      // browser's periodic dragover is sent here by hand, with the pawn's own drag data type.
      const space = page.getByTestId(key)
      await space.evaluate((el, id) => {
        const g = globalThis as unknown as { DataTransfer: new () => { setData(t: string, v: string): void }; DragEvent: new (type: string, init: object) => unknown }
        const data = new g.DataTransfer()
        data.setData('text/x-island-pawn', id)
        ;(el as unknown as { dispatchEvent(e: unknown): boolean }).dispatchEvent(new g.DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: data }))
      }, pawnId)
      await expect(space).toHaveClass(/drop/)
      await page.screenshot({ path: 'e2e/artifacts/island-plan-drag-1280.png' })
    },
  })
  expect(performed.how).toBe('drag')
  const dragged = await playCommands(page, w, firstDrag.i + 1, dragRound.commit.i, () => 'drag')
  expect(dragged.map((p) => p.how)).toEqual(restDrag.map(() => 'drag'))
  v = await islandView(page)
  expect(v.plan.map((a) => a.target)).toEqual(dragRound.plans.map((s) => (s.command.type === 'plan' ? s.command.target : null)))
  await page.setViewportSize({ width: 1920, height: 1080 })
  await page.screenshot({ path: 'e2e/artifacts/island-plan-drag-1920.png' })
  await page.setViewportSize({ width: 1280, height: 720 })
  // Committed by the group, the round resolves and the table waits on what the engine waits on.
  await playCommands(page, w, dragRound.commit.i, dragRound.commit.i + 1)
  v = await islandView(page)
  expect(v.plan).toEqual([])
  expect(v.pending?.kind).toBe(dragRound.commit.after.pending?.kind)
  expect(problems).toEqual([])
})
