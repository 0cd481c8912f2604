import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { resetSettings } from './host-api'

const settingsButton = (page: Page) => page.getByTestId('menu-settings').getByRole('button')

/** Every JSON file the host left in the user-data folder, parsed. */
function userDataJson(): unknown[] {
  const dir = process.env.FOGBOUND_E2E_USER_DATA
  if (!dir) throw new Error('FOGBOUND_E2E_USER_DATA is not set (playwright.config.ts sets it)')
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as unknown)
}

test.beforeEach(async ({ page }) => {
  await resetSettings(page)
})

test('menu → settings → Italian → back → Italian menu, still Italian after reload', async ({ page }) => {
  // CSP violations, failed requests and uncaught errors all end up here.
  const problems: string[] = []
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`) })
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))

  await expect(page.getByRole('heading', { level: 1, name: 'Fogbound' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  for (const id of ['menu-new-game', 'menu-load']) {
    await expect(page.getByTestId(id).getByRole('button')).not.toHaveAttribute('aria-disabled', 'true')
  }
  // Specs run one at a time in file order over a fresh user-data folder: no game has been saved yet.
  await expect(page.getByTestId('menu-continue').getByRole('button')).toHaveAttribute('aria-disabled', 'true')
  await expect(page.getByTestId('menu-continue')).toContainText('No saved game yet.')
  await expect(page.getByTestId('menu-quit')).toContainText('Close this tab to quit.')
  await page.screenshot({ path: 'e2e/artifacts/menu.png' })

  await settingsButton(page).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  await page.screenshot({ path: 'e2e/artifacts/settings.png', fullPage: true })

  // Change the volume first: switching language afterwards must not reset it.
  const volume = page.getByLabel('Volume')
  await volume.focus()
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('ArrowLeft')
    await expect(page.getByTestId('settings-status')).toHaveText('Saved.')
  }
  await expect(page.locator('output[for="setting-volume"]')).toHaveText('65%')

  await page.getByLabel('Language').selectOption('it')
  await expect(page.getByRole('heading', { level: 1, name: 'Impostazioni' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'it')
  await expect(page.getByTestId('settings-status')).toHaveText('Salvato.')
  await page.screenshot({ path: 'e2e/artifacts/settings-it.png', fullPage: true })

  await page.getByRole('button', { name: 'Indietro' }).click()
  await expect(settingsButton(page)).toHaveText('Impostazioni')
  await expect(page.getByTestId('menu-new-game')).toContainText('Nuova partita')
  await expect(page.getByTestId('menu-continue')).toContainText('Nessuna partita salvata.')
  await page.screenshot({ path: 'e2e/artifacts/menu-it.png' })

  await page.reload()
  await expect(settingsButton(page)).toHaveText('Impostazioni')
  await expect(page.locator('html')).toHaveAttribute('lang', 'it')
  await settingsButton(page).click()
  await expect(page.getByLabel('Lingua')).toHaveValue('it')
  await expect(page.locator('output[for="setting-volume"]')).toHaveText('65%')

  // Persisted by the host, on disk, in the user-data folder it was given.
  expect(userDataJson()).toContainEqual(expect.objectContaining({ language: 'it', volume: 0.65 }))
  expect(problems).toEqual([])
})

test('keyboard only: Tab reaches Settings in menu order, Enter opens it, focus is visible', async ({ page }) => {
  const focusedName = async () => (await page.locator(':focus').innerText()).trim()
  const order: string[] = []
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab')
    order.push(await focusedName())
  }
  expect(order).toEqual(['New game', 'Continue', 'Load', 'Settings'])
  await expect(settingsButton(page)).toBeFocused()
  // A visible focus ring, not a colour change alone.
  await expect(settingsButton(page)).toHaveCSS('outline-style', 'solid')
  await page.screenshot({ path: 'e2e/artifacts/menu-keyboard-focus.png' })

  await page.keyboard.press('Enter')
  const heading = page.getByRole('heading', { level: 1, name: 'Settings' })
  await expect(heading).toBeVisible()
  await expect(heading).toBeFocused()

  // Back sits before the heading (top left); the form follows it in reading order:
  // language, speed, motion (one Tab stop, arrows inside), volume.
  await page.keyboard.press('Shift+Tab')
  await expect(page.getByRole('button', { name: 'Back' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Language')).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Animation speed')).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('radio', { name: 'Follow the system' })).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('radio', { name: 'On' })).toBeChecked()
  await expect(page.locator('html')).toHaveClass(/reduce-motion/)
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Volume')).toBeFocused()
  await page.screenshot({ path: 'e2e/artifacts/settings-keyboard.png', fullPage: true })

  // Escape leaves the settings page, as Back does.
  await page.keyboard.press('Escape')
  await expect(page.getByRole('heading', { level: 1, name: 'Fogbound' })).toBeVisible()
})
