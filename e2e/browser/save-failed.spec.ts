import { mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { hostCall } from './host-api'
import type { GameReplyOf } from '../../src-shared/ipc/games'

/**
 * Issue #13: a save that fails reaches the player on the table (a push event from main), the move
 * is not played, and the news that saving works again follows once the disk is back.
 */
test('a move that cannot be saved is refused and the table says why; saving working again is said too', async ({ page }) => {
  const userData = process.env.FOGBOUND_E2E_USER_DATA
  if (!userData) throw new Error('FOGBOUND_E2E_USER_DATA is not set (playwright.config.ts sets it)')
  await page.goto('/')
  const game = await hostCall<GameReplyOf<'lantern'>>(page, 'game:new', {
    packId: 'lantern-run', seats: [{ name: 'Solo', characters: ['wren'] }], setup: {}, options: {}, seed: 11, slotName: 'E2E disk trouble',
  })
  await page.goto(`/#/table/${game.slotId}`)
  await expect(page.getByTestId('lantern-roll-button')).toBeVisible()

  // The journal becomes a folder: the next append fails as a full or broken disk would.
  const journal = join(userData, 'saves', game.slotId, 'journal.ndjson')
  rmSync(journal, { force: true })
  mkdirSync(journal)
  await page.getByTestId('lantern-roll-button').click()
  await expect(page.getByTestId('table-saving')).toHaveAttribute('data-kind', 'save-failed')
  await expect(page.getByTestId('table-saving')).toContainText('That move was not played: it could not be saved.')
  // Told once: the refusal of the same move is not repeated beside it.
  await expect(page.getByTestId('table-refusal')).toHaveCount(0)
  await page.screenshot({ path: 'e2e/artifacts/save-failed.png' })
  const after = await hostCall<GameReplyOf<'lantern'>>(page, 'game:view', { slotId: game.slotId })
  expect(after.totals.commands).toBe(0)

  // The disk is back: the same move is played and saving is said to work again.
  rmSync(journal, { recursive: true, force: true })
  await page.getByTestId('lantern-roll-button').click()
  await expect(page.getByTestId('table-saving')).toHaveAttribute('data-kind', 'save-recovered')
  await expect(page.getByTestId('lantern-roll').or(page.getByTestId('lantern-end'))).toBeVisible()
  expect((await hostCall<GameReplyOf<'lantern'>>(page, 'game:view', { slotId: game.slotId })).totals.commands).toBe(1)
})
