import { expect, test, type Page } from '@playwright/test'
import type { ContinentRuleset } from '../../src-shared/rulesets/continent'
import type { GameReply } from '../../src-shared/ipc/games'
import { hostCall } from './host-api'
import { findScript, firstLightRules, must, randomPolicy, type Script } from './table-scripts'
import { perform, startGame, type PlaceBy } from './table-driver'

/**
 * Issue #6 (a) and (b): a 2-player First Light game, played through the action resolver until an
 * explored terrain is revealed; the player then drags it (or moves it by keyboard) onto the one
 * glowing cell. The script is found with the real engine; the host must end in the same state.
 */

let rules: ContinentRuleset
let script: Script
test.beforeAll(async () => {
  rules = await firstLightRules()
  script = findScript(rules, { characters: ['ilse', 'dov'], curses: ['the-unlit-beacon'] }, {
    seeds: Array.from({ length: 50 }, (_, i) => i + 1),
    policy: randomPolicy,
    done: (s) => s.states.at(-1)?.choice?.kind === 'placeTerrain',
  })
})

async function playToReveal(page: Page, slotName: string): Promise<string> {
  const slotId = await startGame(page, { curse: 'the-unlit-beacon', characters: ['ilse', 'dov'], names: ['Ada', 'Bruno'], seed: script.seed, slotName })
  for (const [i, cmd] of script.commands.entries()) await perform(page, cmd, must(script.states[i], `state ${i}`))
  return slotId
}

for (const placeBy of ['mouse', 'keyboard'] as PlaceBy[]) {
  test(`C-CONSEQ-13 a revealed terrain is placed by ${placeBy === 'mouse' ? 'mouse drag' : 'keyboard'} onto its highlighted cell`, async ({ page }) => {
    const problems: string[] = []
    page.on('pageerror', (e) => problems.push(e.message))
    const slotId = await playToReveal(page, `E2E place by ${placeBy}`)
    const waiting = must(script.states.at(-1), 'the last state')
    const choice = must(waiting.choice, 'the placement')
    const cell = must(choice.options[0]?.cell, 'the legal cell')
    const uid = must(choice.uid, 'the revealed terrain')

    // The terrain waits in the tray; exactly its one space glows; it is not on the map yet.
    await expect(page.getByTestId('reveal-tray')).toBeVisible()
    await expect(page.getByTestId('tray-piece')).toHaveAccessibleName(/^Place /)
    await expect(page.locator('[data-testid^="legal-"]')).toHaveCount(1)
    await expect(page.getByTestId(`legal-${cell}`)).toBeVisible()
    await expect(page.getByTestId(`card-${uid}`)).toHaveCount(0)
    await page.screenshot({ path: `e2e/artifacts/place-${placeBy}-before.png` })

    if (placeBy === 'mouse') {
      // A drop outside the map snaps back with the reason and sends nothing.
      let sent = 0
      page.on('request', (r) => { if (r.url().includes('game:command')) sent++ })
      const piece = must(await page.getByTestId('tray-piece').boundingBox(), 'the tray piece')
      await page.mouse.move(piece.x + 10, piece.y + 10)
      await page.mouse.down()
      await page.mouse.move(5, 5, { steps: 6 })
      await page.mouse.up()
      await expect(page.getByTestId('tray-status')).toContainText('Cannot place there: dropped outside the map')
      // A drop on the map away from the glowing cell snaps back too.
      const start = page.locator('[data-testid^="card-"]').filter({ hasNotText: '' }).first()
      const startCell = await start.getAttribute('data-cell')
      if (startCell !== null && startCell !== cell) {
        const box = must(await start.boundingBox(), 'the start terrain')
        const p = must(await page.getByTestId('tray-piece').boundingBox(), 'the tray piece')
        await page.mouse.move(p.x + 10, p.y + 10)
        await page.mouse.down()
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 8 })
        await page.mouse.up()
        await expect(page.getByTestId('tray-status')).toContainText('not one of the highlighted places')
      }
      expect(sent).toBe(0)
      await expect(page.getByTestId('tray-piece')).toBeVisible()
    }
    if (placeBy === 'keyboard') {
      // Escape cancels without sending; the piece keeps focus.
      await page.getByTestId('tray-piece').focus()
      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('Escape')
      await expect(page.getByTestId('tray-status')).toContainText('Placement cancelled.')
    }

    // The real placement: one `choose` command, sent by the drop (or Enter).
    await perform(page, { type: 'choose', option: 0 }, waiting, placeBy)
    const placed = page.getByTestId(`card-${uid}`)
    await expect(placed).toBeVisible()
    await expect(placed).toHaveAttribute('data-cell', cell)
    await expect(placed).toHaveClass(/arriving/)
    await expect(page.getByTestId('reveal-tray')).toHaveCount(0)
    await expect(page.getByTestId('table-announcement')).toBeAttached()
    await page.screenshot({ path: `e2e/artifacts/place-${placeBy}-after.png` })

    // The host holds exactly the state the engine reaches with the same commands.
    const expected = rules.apply(waiting, { type: 'choose', option: 0 })
    if ('code' in expected) throw new Error(expected.message)
    const reply = await hostCall<GameReply>(page, 'game:view', { slotId })
    expect(reply.view).toEqual(rules.view(expected.state))
    expect(problems).toEqual([])
  })
}
