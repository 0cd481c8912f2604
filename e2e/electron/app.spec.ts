import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { _electron as electron, expect, test } from '@playwright/test'

const ROOT = resolve(__dirname, '../..')

/**
 * Where the Electron binary would be, or null when it is not installed. Deliberately
 * not `require('electron')`: when the binary is missing, that call starts a download,
 * which must never happen from a test (and cannot here: the machine is offline).
 */
function electronBinary(): string | null {
  const pkg = join(ROOT, 'node_modules', 'electron')
  const pathFile = join(pkg, 'path.txt')
  if (!existsSync(pathFile)) return null
  const relative = readFileSync(pathFile, 'utf8').trim()
  const override = process.env.ELECTRON_OVERRIDE_DIST_PATH
  const binary = override ? join(override, relative) : join(pkg, 'dist', relative)
  return existsSync(binary) ? binary : null
}

test('the desktop app opens on the main menu with a frozen, minimal bridge', async () => {
  const executablePath = electronBinary()
  test.skip(executablePath === null,
    'Electron binary not installed on this machine (it cannot be downloaded here); this spec runs where Electron is installed')
  if (executablePath === null) return

  const app = await electron.launch({
    executablePath,
    args: [join(ROOT, 'out/main/index.js'), `--user-data-dir=${mkdtempSync(join(tmpdir(), 'fogbound-electron-'))}`],
  })
  try {
    const page = await app.firstWindow()
    await expect(page.getByRole('heading', { level: 1, name: 'Fogbound' })).toBeVisible()
    await expect(page.getByTestId('menu-settings').getByRole('button')).toBeEnabled()
    // In Electron, Quit is a real action, not the browser host's "close this tab".
    await expect(page.getByTestId('menu-quit').getByRole('button')).not.toHaveAttribute('aria-disabled', 'true')
    await page.screenshot({ path: 'e2e/artifacts/electron-menu.png' })

    const bridge = await page.evaluate(() => {
      // e2e is typechecked without the DOM lib: describe the little of `window` used here.
      const win = globalThis as unknown as { fogbound?: Record<string, unknown>; require?: unknown }
      const b = win.fogbound
      return b === undefined ? null : {
        frozen: Object.isFrozen(b),
        keys: Object.keys(b).sort(),
        // Neither ipcRenderer itself nor anything that looks like it (send/on) may leak.
        hasIpcRenderer: 'ipcRenderer' in b
          || Object.values(b).some((v) => typeof v === 'object' && v !== null && ('send' in v || 'on' in v)),
        host: b.host,
        nodeRequire: typeof win.require,
      }
    })
    expect(bridge).not.toBeNull()
    expect(bridge?.frozen).toBe(true)
    expect(bridge?.keys).toContain('invoke')
    expect(bridge?.hasIpcRenderer).toBe(false)
    expect(bridge?.host).toBe('electron')
    expect(bridge?.nodeRequire).toBe('undefined')
  } finally {
    await app.close()
  }
})
