import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { hostCall } from './host-api'
import type { GameReply, SlotInfo } from '../../src-shared/ipc/games'

test('export then import through the Saves page gives an identical game', async ({ page }) => {
  await page.goto('/')
  const { packs } = await hostCall<{ packs: { id: string; setup: { curses: { id: string }[] }; characters: { id: string }[] }[] }>(page, 'packs:list')
  const pack = packs.find((p) => p.id === 'first-light')
  if (!pack) throw new Error('First Light is not installed')
  let game = await hostCall<GameReply>(page, 'game:new', {
    packId: pack.id,
    setup: { curses: [pack.setup.curses[0]?.id] },
    seats: [{ name: 'Ada', characters: [pack.characters[0]?.id] }, { name: 'Bruno', characters: [pack.characters[1]?.id] }],
    seed: 77,
    slotName: 'E2E export me',
  })
  game = await hostCall<GameReply>(page, 'game:command', { slotId: game.slotId, command: { type: 'chooseActive', seat: 1 } })
  const before = (await hostCall<SlotInfo[]>(page, 'saves:list')).map((s) => s.id)

  await page.getByTestId('menu-load').getByRole('button').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Saved games' })).toBeVisible()
  const row = page.getByTestId(`slot-${game.slotId}`)
  await expect(row).toContainText('E2E export me')
  const download = page.waitForEvent('download')
  await row.getByTestId('slot-export').click()
  const file = await download
  expect(file.suggestedFilename()).toBe('e2e-export-me.fogbound')
  const path = await file.path()
  await expect(page.getByTestId('saves-notice')).toContainText('e2e-export-me.fogbound')

  await page.getByTestId('saves-import-file').setInputFiles({ name: 'e2e-export-me.fogbound', mimeType: 'application/json', buffer: readFileSync(path) })
  await expect(page.getByTestId('saves-notice')).toHaveText('Imported.')
  const after = await hostCall<SlotInfo[]>(page, 'saves:list')
  const added = after.filter((s) => !before.includes(s.id))
  expect(added).toHaveLength(1)
  const importedId = added[0]?.id ?? ''
  await expect(page.getByTestId(`slot-${importedId}`)).toContainText('E2E export me')

  const original = await hostCall<GameReply>(page, 'game:view', { slotId: game.slotId })
  const copy = await hostCall<GameReply>(page, 'game:view', { slotId: importedId })
  expect(copy.view).toEqual(original.view)
  expect(copy.seats).toEqual(original.seats)
  await page.screenshot({ path: 'e2e/artifacts/saves.png', fullPage: true })
})

test('rename and delete (with confirmation) on the Saves page', async ({ page }) => {
  await page.goto('/')
  const { packs } = await hostCall<{ packs: { id: string; ruleset: string; setup: { curses: { id: string }[] }; characters: { id: string }[] }[] }>(page, 'packs:list')
  const pack = packs.find((p) => p.ruleset === 'continent')
  if (!pack) throw new Error('no pack')
  const game = await hostCall<GameReply>(page, 'game:new', {
    packId: pack.id, setup: { curses: [pack.setup.curses[0]?.id] }, seats: [{ name: 'Solo', characters: [pack.characters[0]?.id] }], slotName: 'E2E rename me',
  })
  await page.getByTestId('menu-load').getByRole('button').click()
  const row = page.getByTestId(`slot-${game.slotId}`)
  await row.getByTestId('slot-rename').click()
  await page.getByTestId('slot-rename-input').fill('E2E renamed')
  await page.getByTestId('slot-rename-confirm').click()
  await expect(row).toContainText('E2E renamed')
  await row.getByTestId('slot-delete').click()
  await expect(page.getByRole('alertdialog')).toContainText('Delete “E2E renamed”?')
  await page.getByTestId('slot-delete-confirm').click()
  await expect(row).toHaveCount(0)
  expect((await hostCall<SlotInfo[]>(page, 'saves:list')).map((s) => s.id)).not.toContain(game.slotId)
})
