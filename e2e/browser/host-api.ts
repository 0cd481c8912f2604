import type { Page } from '@playwright/test'
import { HOST_API_PREFIX, HOST_TOKEN_HEADER, HOST_TOKEN_META } from '../../src-shared/ipc/bridge'
import type { SettingsPatch } from '../../src-shared/ipc/settings'

/** The per-launch token the host injected into the page (the page must be loaded). */
export async function hostToken(page: Page): Promise<string> {
  const token = await page.locator(`meta[name="${HOST_TOKEN_META}"]`).getAttribute('content')
  if (!token) throw new Error('the host did not inject its token meta tag into index.html')
  return token
}

/**
 * Puts the host's settings back to known values through the real host API, so each
 * spec starts from the same place whatever ran before it.
 */
export async function resetSettings(page: Page, patch: SettingsPatch = {}): Promise<void> {
  await page.goto('/')
  const response = await page.request.post(`${HOST_API_PREFIX}settings:update`, {
    headers: { [HOST_TOKEN_HEADER]: await hostToken(page) },
    data: { payload: { language: 'en', animationSpeed: 1, reducedMotion: 'system', volume: 0.8, debug: false, ...patch } },
  })
  const body: unknown = await response.json()
  if (!response.ok() || (body as { ok?: unknown }).ok !== true) {
    throw new Error(`resetting settings failed: HTTP ${response.status()} ${JSON.stringify(body)}`)
  }
  await page.reload()
  // Specs start from an interactive menu: keyboard specs would otherwise Tab through a page still mounting.
  await page.getByTestId('menu-settings').getByRole('button').waitFor({ state: 'visible' })
}

/** Calls one channel of the real host API with the page's token (the page must be loaded). */
export async function hostCall<T>(page: Page, channel: string, payload?: unknown): Promise<T> {
  const response = await page.request.post(`${HOST_API_PREFIX}${channel}`, { headers: { [HOST_TOKEN_HEADER]: await hostToken(page) }, data: { payload } })
  const body = (await response.json()) as { ok: boolean; value?: T; error?: unknown }
  if (!body.ok) throw new Error(`${channel} failed: ${JSON.stringify(body.error)}`)
  return body.value as T
}
