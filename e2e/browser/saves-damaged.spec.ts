import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { hostCall } from './host-api'
import type { GameReplyOf, SlotInfo } from '../../src-shared/ipc/games'

test('a damaged save is quarantined with its reason, and "Try the newest backup" brings the game back as a new slot', async ({ page }) => {
  const userData = process.env.FOGBOUND_E2E_USER_DATA
  if (!userData) throw new Error('FOGBOUND_E2E_USER_DATA is not set (playwright.config.ts sets it)')
  await page.goto('/')
  const { packs } = await hostCall<{ packs: { id: string; ruleset: string; setup: { curses: { id: string }[] }; characters: { id: string }[] }[] }>(page, 'packs:list')
  const pack = packs.find((p) => p.ruleset === 'continent')
  if (!pack) throw new Error('no pack')
  const game = await hostCall<GameReplyOf<'continent'>>(page, 'game:new', {
    packId: pack.id, setup: { curses: [pack.setup.curses[0]?.id] }, seats: [{ name: 'Solo', characters: [pack.characters[0]?.id] }], slotName: 'E2E damaged', seed: 3,
  })
  await hostCall(page, 'game:command', { slotId: game.slotId, command: { type: 'chooseActive', seat: 0 } })
  // Closing rewrites save.json, so the first version goes to backups/.
  await hostCall(page, 'game:close', { slotId: game.slotId })
  writeFileSync(join(userData, 'saves', game.slotId, 'save.json'), '{ "format": "fogbound-save", ')

  await page.getByTestId('menu-load').getByRole('button').click()
  const row = page.getByTestId(`slot-${game.slotId}`)
  await expect(row).toContainText('Damaged')
  await row.getByTestId('slot-open').click()
  const problem = page.getByTestId('saves-open-problem')
  await expect(problem).toContainText('This save could not be opened')
  await expect(problem).toContainText(`quarantine as ${game.slotId}-`)
  await expect(page.getByTestId(`slot-${game.slotId}`)).toHaveCount(0)
  await expect(page.getByTestId('saves-quarantined')).toContainText('not-json')
  await page.screenshot({ path: 'e2e/artifacts/saves-damaged.png', fullPage: true })

  const before = (await hostCall<SlotInfo[]>(page, 'saves:list')).map((s) => s.id)
  await page.getByTestId('saves-open-problem-recover').click()
  await expect(page.getByTestId('saves-notice')).toHaveText('A new save was made from the newest working backup.')
  const added = (await hostCall<SlotInfo[]>(page, 'saves:list')).filter((s) => !before.includes(s.id))
  expect(added.map((s) => s.name)).toEqual(['E2E damaged'])
  const recovered = await hostCall<GameReplyOf<'continent'>>(page, 'saves:open', { slotId: added[0]?.id })
  expect(recovered.seats.map((s) => s.name)).toEqual(['Solo'])
  expect(recovered.view.board.some((b) => b.face === 'up')).toBe(true)
})
