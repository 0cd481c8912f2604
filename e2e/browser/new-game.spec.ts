import { expect, test, type Page } from '@playwright/test'
import { hostCall, resetSettings } from './host-api'
import type { GameReplyOf } from '../../src-shared/ipc/games'
import { closeStory } from './table-driver'

/** The slot id in the table page's URL (`#/table/<id>`). */
function slotOf(page: Page): string {
  const id = /#\/table\/([a-z0-9-]+)/.exec(page.url())?.[1]
  if (!id) throw new Error(`not on a table page: ${page.url()}`)
  return id
}

async function startFirstLight(page: Page, slotName: string): Promise<string> {
  await page.goto('/')
  await page.getByTestId('menu-new-game').getByRole('button').click()
  await expect(page.getByRole('heading', { level: 1, name: 'New game' })).toBeVisible()
  await expect(page.getByTestId('ng-pack')).toContainText('First Light')
  // The recommended curse is preselected; two seats by default.
  await expect(page.getByTestId('ng-curse-the-unlit-beacon')).toBeChecked()
  await expect(page.getByTestId('ng-seats').getByRole('listitem')).toHaveCount(2)
  // The rule options are drawn from the ruleset's descriptor, every one at its recommended reading.
  await expect(page.getByTestId('ng-opt-terrainPlacement')).toHaveValue('players')
  await expect(page.getByTestId('ng-opt-maxBoardCards-off')).toBeChecked()
  await page.screenshot({ path: 'e2e/artifacts/new-game-form.png', fullPage: true })
  await page.getByTestId('ng-name-0').fill('Ada')
  await page.getByTestId('ng-name-1').fill('Bruno')
  await page.getByTestId('ng-seed').fill('1234')
  await page.getByTestId('ng-slot-name').fill(slotName)
  // The guided first adventure has its own spec (table-tutorial.spec.ts).
  await page.getByTestId('ng-guided').setChecked(false)
  await page.getByTestId('ng-start').click()
  await expect(page).toHaveURL(/#\/table\//)
  await expect(page.getByTestId('table-title')).toHaveText(slotName)
  // A new game opens with its introduction: read, then begin.
  await closeStory(page)
  return slotOf(page)
}

test('a new 2-player First Light game from the menu shows the starting terrain on the table', async ({ page }) => {
  const problems: string[] = []
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
  // The design's reference window (§4: the map takes most of a 1280×720 window).
  await page.setViewportSize({ width: 1280, height: 720 })
  const slotId = await startFirstLight(page, 'E2E first light')
  const reply = await hostCall<GameReplyOf<'continent'>>(page, 'game:view', { slotId })
  expect(reply.seats.map((s) => s.name)).toEqual(['Ada', 'Bruno'])
  const start = reply.view.board.find((b) => b.face === 'up')
  if (start?.face !== 'up') throw new Error('no face-up terrain in the view')
  const card = reply.view.cards[start.uid]
  const title = card && 'title' in card ? reply.strings.en?.[card.title] : undefined
  expect(title).toBeTruthy()
  const terrain = page.getByTestId(`card-${start.uid}`)
  await expect(terrain).toBeVisible()
  await expect(terrain).toContainText(title ?? '')
  await expect(page.getByTestId('table-seats')).toContainText('Ada')
  await page.screenshot({ path: 'e2e/artifacts/new-game-table.png' })
  expect(problems).toEqual([])
})

test('moves played from the option list survive a reload: Continue brings back the exact table', async ({ page }) => {
  // The plain list of legal moves is a debug tool: this spec plays from it.
  await resetSettings(page, { debug: true })
  const slotId = await startFirstLight(page, 'E2E continue')
  const options = page.getByTestId('plain-options').getByRole('button')
  for (let i = 0; i < 3; i++) {
    const before = await page.getByTestId('plain-options').innerText()
    await options.first().click()
    await expect(page.getByTestId('plain-options')).not.toHaveText(before)
  }
  const played = await hostCall<GameReplyOf<'continent'>>(page, 'game:view', { slotId })
  const shown = await options.allTextContents()
  const seats = await page.getByTestId('table-seats').getByRole('listitem').allTextContents()
  expect(shown.length).toBeGreaterThan(0)

  await page.goto('/')
  await page.reload()
  const cont = page.getByTestId('menu-continue').getByRole('button')
  await expect(cont).not.toHaveAttribute('aria-disabled', 'true')
  await cont.click()
  await expect(page).toHaveURL(new RegExp(`#/table/${slotId}$`))
  await expect(options).toHaveText(shown)
  await expect(page.getByTestId('table-seats').getByRole('listitem')).toHaveText(seats)
  const resumed = await hostCall<GameReplyOf<'continent'>>(page, 'game:view', { slotId })
  expect(resumed.view).toEqual(played.view)
})
