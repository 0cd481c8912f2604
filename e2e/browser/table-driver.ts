import { expect, type Page } from '@playwright/test'
import type { ContinentCommand, ContinentState } from '../../src-shared/rulesets/continent'
import { HOST_API_PREFIX } from '../../src-shared/ipc/bridge'
import { asSentByPage } from './table-scripts'

/**
 * Plays commands on the table page the way a player does: every command is one gesture on the
 * real UI (a button in the action resolver, radio buttons and "Draw", a drag of the reveal tray's
 * card onto its glowing cell, or the same by keyboard). Nothing is sent to the host directly.
 */

export type PlaceBy = 'mouse' | 'keyboard'

/** Drags the reveal tray's piece onto the map cell `cell` with the mouse, in small steps. */
export async function dragTrayTo(page: Page, cell: string): Promise<void> {
  const piece = page.getByTestId('tray-piece')
  const target = page.getByTestId(`legal-${cell}`)
  await expect(target).toBeVisible()
  // The board (map + tray) fits the window: bring it all on screen as a player would.
  await page.getByTestId('table-board').evaluate((el) => el.scrollIntoView({ block: 'start' }))
  const from = await piece.boundingBox()
  const to = await target.boundingBox()
  if (!from || !to) throw new Error(`nothing to drag, or cell ${cell} is not on screen`)
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 })
  await page.mouse.up()
}

/** Tab-free keyboard placement: focus the tray's piece, arrow to the cell, Enter. */
export async function keyboardPlace(page: Page, cell: string): Promise<void> {
  const piece = page.getByTestId('tray-piece')
  await piece.focus()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByTestId('tray-status')).toContainText(/./)
  await expect(page.getByTestId(`legal-${cell}`)).toHaveClass(/hover/)
  await page.keyboard.press('Enter')
}

/** The UI gesture for one command, given the state it is played on. */
async function gesture(page: Page, cmd: ContinentCommand, before: ContinentState, placeBy: PlaceBy): Promise<void> {
  const click = async (testId: string): Promise<void> => {
    const el = page.getByTestId(testId)
    await el.scrollIntoViewIfNeeded()
    await el.click()
  }
  switch (cmd.type) {
    case 'chooseActive': return click(`active-${cmd.seat}`)
    case 'chooseAction': return click(`action-${cmd.ref.uid}-${String(cmd.ref.index)}`)
    case 'cancel': return click('cancel')
    case 'involve':
      for (const seat of cmd.seats) await page.getByTestId(`involve-${seat}`).check()
      return click('confirm-involve')
    case 'useItem': return click(`use-${cmd.seat}:${cmd.item}`)
    case 'endItems': return click('end-items')
    case 'setCost': {
      const tradeOff = page.getByTestId(`trade-off-${cmd.tradeOff}`)
      if (await tradeOff.isEnabled()) await tradeOff.check()
      const extra = page.getByTestId(`extra-${cmd.extra}`)
      if (await extra.isEnabled()) await extra.check()
      // A cost that cannot succeed is marked on Draw and asks first (no traps): the script chose it.
      const sureFailure = (await page.getByTestId('sure-failure-mark').count()) > 0
      await click('draw')
      if (sureFailure) await click('confirm-sure-failure-confirm')
      return
    }
    case 'choose': {
      const choice = before.choice
      const cell = choice?.options[cmd.option]?.cell
      if (choice?.kind === 'placeTerrain' && cell !== undefined) {
        return placeBy === 'mouse' ? dragTrayTo(page, cell) : keyboardPlace(page, cell)
      }
      return click(`option-${cmd.option}`)
    }
    case 'rulesSave':
      // Ending the session asks first.
      await click('rules-save')
      return click('confirm-rules-save-confirm')
    case 'rulesResume': return click('resume')
    case 'giveUpItem': return click(`give-up-${cmd.item}`)
    default:
      throw new Error(`the table driver has no gesture for ${cmd.type}`)
  }
}

/**
 * Performs one command through the UI and waits for the host's answer; fails if the host refused
 * it or the page sent a different command than the script's.
 */
export async function perform(page: Page, script: ContinentCommand, before: ContinentState, placeBy: PlaceBy = 'mouse'): Promise<void> {
  const cmd = asSentByPage(script, before)
  // A solo game answers "who is active?" by itself: wait for the page to have sent it, unless it
  // shows the question (after the player stepped back to the turn's start).
  if (cmd.type === 'chooseActive' && before.players.filter((p) => p.status === 'playing').length === 1) {
    const asked = page.getByTestId(`active-${cmd.seat}`)
    const started = page.locator('[data-testid="step-chooseAction"][aria-current="step"]')
    await asked.or(started).first().waitFor({ timeout: 10_000 })
    if (!(await asked.isVisible())) return
  }
  const reply = page.waitForResponse((r) => r.url().includes(`${HOST_API_PREFIX}game:command`), { timeout: 10_000 })
  await gesture(page, cmd, before, placeBy)
  const response = await reply
  const sent = (response.request().postDataJSON() as { payload: { command: ContinentCommand } }).payload.command
  expect(sent, `the page sent ${JSON.stringify(sent)} for ${JSON.stringify(cmd)}`).toEqual(cmd)
  const body = (await response.json()) as { ok: boolean; error?: unknown }
  expect(body.ok, JSON.stringify(body.error)).toBe(true)
}

/**
 * Starts a First Light game from the New game page with the given seats and seed, without the guided first
 * adventure unless `guided`. A new game opens with its story page (the introduction): it is closed as a player
 * would, unless `keepStory`.
 */
export async function startGame(page: Page, opts: { curse: string; characters: string[]; names: string[]; seed: number; slotName: string; keepStory?: boolean; guided?: boolean }): Promise<string> {
  await page.goto('/')
  await page.getByTestId('menu-new-game').getByRole('button').click()
  await expect(page.getByTestId('ng-pack')).toContainText('First Light')
  // The ruleset's setup fields (curses, mode) are their own chunk: wait for them before listing the curses.
  await expect(page.getByTestId('ng-mode-normal')).toBeVisible()
  const curses = page.locator('[data-testid^="ng-curse-"]')
  for (const box of await curses.all()) {
    const id = (await box.getAttribute('data-testid'))?.replace('ng-curse-', '')
    await box.setChecked(id === opts.curse)
  }
  const seats = page.getByTestId('ng-seats').getByRole('listitem')
  while ((await seats.count()) > opts.characters.length) await page.getByTestId(`ng-remove-${(await seats.count()) - 1}`).click()
  while ((await seats.count()) < opts.characters.length) await page.getByTestId('ng-add-seat').click()
  for (const [i, character] of opts.characters.entries()) {
    await page.getByTestId(`ng-character-${i}`).selectOption(character)
    await page.getByTestId(`ng-name-${i}`).fill(opts.names[i] ?? `P${i + 1}`)
  }
  await page.getByTestId('ng-seed').fill(String(opts.seed))
  await page.getByTestId('ng-slot-name').fill(opts.slotName)
  // First Light offers a guided first adventure, ticked until one was finished: only the spec that tests it wants it.
  await page.getByTestId('ng-guided').setChecked(opts.guided === true)
  await page.getByTestId('ng-start').click()
  await expect(page).toHaveURL(/#\/table\//)
  const id = /#\/table\/([a-z0-9-]+)/.exec(page.url())?.[1]
  if (!id) throw new Error(`not on a table page: ${page.url()}`)
  await expect(page.getByTestId('table-layout')).toBeVisible()
  if (opts.keepStory !== true) await closeStory(page)
  return id
}

/** Closes the story page a new game opens with ("Begin the adventure"). */
export async function closeStory(page: Page): Promise<void> {
  const close = page.getByTestId('story-page-close')
  await expect(close).toBeVisible()
  await close.click()
  await expect(page.getByTestId('story-page')).toHaveCount(0)
}
