// Named to sort after menu-settings.spec.ts (that one expects no saved game yet).
import { expect, test } from '@playwright/test'
import { islandView, perform } from './island-driver'
import { loadWalkthrough, playCommands, startWalkthrough } from './island-walkthroughs'

/**
 * Issue #16 proof, planning: a whole round planned by keyboard only (select a pawn, Enter, arrows to
 * the space, Enter or Shift+Enter for the sure count), and a whole round planned by dragging pawns
 * with the pointer, the space lit while a pawn hovers it. The rounds are those of the recorded
 * packet-boat victory, so every placement is known to be legal and the page must send exactly it.
 */
test('a round planned by keyboard and a round planned by dragging pawns', async ({ page }) => {
  test.setTimeout(240_000)
  const problems: string[] = []
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`) })
  await page.setViewportSize({ width: 1280, height: 720 })
  const w = loadWalkthrough('packet-boat-victory')
  await startWalkthrough(page, w, 'E2E island planning', ['Ada', 'Bruno'])

  // Round 1 by keyboard: three stacks (two castaways' pairs and the companion).
  const keyed = await playCommands(page, w, 0, 3, () => 'keyboard')
  expect(keyed.map((p) => p.how)).toEqual(['keyboard', 'keyboard', 'keyboard'])
  let v = await islandView(page)
  expect(v.plan.map((a) => a.pawns.length)).toEqual([2, 2, 1])
  // The board shows each planned stack where it goes, with a way to take it back; the tray has no free pawn left.
  for (const i of [0, 1, 2]) await expect(page.getByTestId(`planned-${i}`)).toBeVisible()
  await expect(page.getByTestId('pawn-tray').locator('button:not([disabled])')).toHaveCount(0)
  await expect(page.getByTestId('plan-prompt')).toContainText('Every castaway pawn is placed')
  await page.screenshot({ path: 'e2e/artifacts/island-plan-keyboard-1280.png' })

  // Rounds 2–4 by click, then round 5 by drag: the companion to gathering, four single pawns to the camp.
  await playCommands(page, w, 3, 24)
  v = await islandView(page)
  expect([v.position.round, v.pending?.kind, v.plan.length]).toEqual([5, 'plan', 0])
  const first = w.commands[24]
  if (first?.type !== 'plan') throw new Error('command 24 of the victory is not a plan')
  // The first drag is watched halfway: the space under the pawn is lit as the drop target.
  const performed = await perform(page, first, v, {
    planBy: 'drag',
    midDrag: async () => {
      // Headless Chromium under Playwright delivers the drag's enter and drop but no dragover: the
      // browser's periodic dragover is sent here by hand, with the pawn's own drag data type.
      const space = page.getByTestId('target-gather-a1-food')
      await space.evaluate((el) => {
        const g = globalThis as unknown as { DataTransfer: new () => { setData(t: string, v: string): void }; DragEvent: new (type: string, init: object) => unknown }
        const data = new g.DataTransfer()
        data.setData('text/x-island-pawn', 'wend:0')
        ;(el as unknown as { dispatchEvent(e: unknown): boolean }).dispatchEvent(new g.DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: data }))
      })
      await expect(space).toHaveClass(/drop/)
      await page.screenshot({ path: 'e2e/artifacts/island-plan-drag-1280.png' })
    },
  })
  expect(performed.how).toBe('drag')
  const dragged = await playCommands(page, w, 25, 29, () => 'drag')
  expect(dragged.map((p) => p.how)).toEqual(['drag', 'drag', 'drag', 'drag'])
  v = await islandView(page)
  expect(v.plan.map((a) => a.target.kind)).toEqual(['gather', 'arrange', 'arrange', 'arrange', 'arrange'])
  await page.setViewportSize({ width: 1920, height: 1080 })
  await page.screenshot({ path: 'e2e/artifacts/island-plan-drag-1920.png' })
  await page.setViewportSize({ width: 1280, height: 720 })
  // Committed by the group, the round resolves.
  await playCommands(page, w, 29, 30)
  v = await islandView(page)
  expect(v.plan).toEqual([])
  expect(v.pending?.kind).toBe('camp')
  expect(problems).toEqual([])
})
