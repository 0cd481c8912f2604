import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { electronBinary, fallbackLine, probeElectron, startPlan, type StartFacts } from '../../scripts/start'

// `npm start` (issue #13, item 7): the desktop app where Electron can open a window, otherwise the
// browser host with the reason in one line, never Electron's download stack trace.
const root = mkdtempSync(join(tmpdir(), 'fogbound-start-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

const found: StartFacts['electron'] = { found: true, path: '/x/electron' }

/** A fake `node_modules/electron` folder: `path.txt` as the package writes it, and optionally the binary. */
function electronPackage(name: string, { pathTxt, binary }: { pathTxt: boolean; binary: boolean }): string {
  const dir = join(root, name)
  mkdirSync(join(dir, 'dist'), { recursive: true })
  if (pathTxt) writeFileSync(join(dir, 'path.txt'), 'electron')
  if (binary) writeFileSync(join(dir, 'dist', 'electron'), '')
  return dir
}

describe('npm start chooses the desktop app or the browser host', () => {
  it('Electron installed and a display: the desktop app', () => {
    expect(startPlan({ platform: 'linux', env: { DISPLAY: ':0' }, electron: found })).toEqual({ kind: 'electron' })
    expect(startPlan({ platform: 'linux', env: { WAYLAND_DISPLAY: 'wayland-0' }, electron: found })).toEqual({ kind: 'electron' })
    expect(startPlan({ platform: 'darwin', env: {}, electron: found })).toEqual({ kind: 'electron' })
    expect(startPlan({ platform: 'win32', env: {}, electron: found })).toEqual({ kind: 'electron' })
  })

  it('no Electron binary: the browser host, with why', () => {
    const plan = startPlan({ platform: 'darwin', env: { DISPLAY: ':0' }, electron: { found: false, why: 'the Electron binary was not downloaded' } })
    expect(plan).toEqual({ kind: 'browser', reason: 'the Electron binary was not downloaded' })
  })

  it('Linux without a display: the browser host, even with Electron installed', () => {
    const plan = startPlan({ platform: 'linux', env: {}, electron: found })
    expect(plan).toEqual({ kind: 'browser', reason: 'there is no graphical display (DISPLAY and WAYLAND_DISPLAY are not set)' })
  })

  it('the reason is one line saying the window cannot open and what starts instead', () => {
    const line = fallbackLine('the Electron binary was not downloaded (ELECTRON_SKIP_BINARY_DOWNLOAD is set)')
    expect(line).toBe('Fogbound: the desktop window cannot open because the Electron binary was not downloaded (ELECTRON_SKIP_BINARY_DOWNLOAD is set); starting the browser host instead.')
    expect(line).not.toContain('\n')
  })

  it('the binary is found from the package\'s path.txt, without downloading anything', () => {
    const dir = electronPackage('installed', { pathTxt: true, binary: true })
    expect(electronBinary(dir, {})).toEqual({ found: true, path: join(dir, 'dist', 'electron') })
  })

  it('a skipped download, a deleted binary and a missing package each say so', () => {
    expect(electronBinary(electronPackage('skipped', { pathTxt: false, binary: false }), { ELECTRON_SKIP_BINARY_DOWNLOAD: '1' })).toEqual({
      found: false,
      why: 'the Electron binary was not downloaded (ELECTRON_SKIP_BINARY_DOWNLOAD is set)',
    })
    const deleted = electronPackage('deleted', { pathTxt: true, binary: false })
    expect(electronBinary(deleted, {})).toEqual({ found: false, why: `the Electron binary is missing (${join(deleted, 'dist', 'electron')})` })
    expect(electronBinary(undefined, {})).toEqual({ found: false, why: 'the electron package is not installed' })
  })

  it('ELECTRON_OVERRIDE_DIST_PATH is honoured as Electron itself does', () => {
    const dir = electronPackage('override', { pathTxt: true, binary: false })
    const dist = join(root, 'elsewhere')
    mkdirSync(dist)
    writeFileSync(join(dist, 'electron'), '')
    expect(electronBinary(dir, { ELECTRON_OVERRIDE_DIST_PATH: dist })).toEqual({ found: true, path: join(dist, 'electron') })
  })

  // A shell script stands in for the Electron executable (POSIX only: Windows runs no #! scripts).
  it.runIf(process.platform !== 'win32')('an Electron that cannot start here (missing libraries) sends npm start to the browser host, with its own words', () => {
    const broken = join(root, 'broken-electron')
    writeFileSync(broken, '#!/bin/sh\necho "electron: error while loading shared libraries: libnss3.so: cannot open shared object file" >&2\nexit 127\n')
    chmodSync(broken, 0o755)
    const probed = probeElectron({ found: true, path: broken }, {})
    expect(probed).toEqual({ found: false, why: 'Electron cannot run here (electron: error while loading shared libraries: libnss3.so: cannot open shared object file)' })
    expect(startPlan({ platform: 'linux', env: { DISPLAY: ':0' }, electron: probed }).kind).toBe('browser')
    const working = join(root, 'working-electron')
    writeFileSync(working, '#!/bin/sh\n[ -z "$ELECTRON_RUN_AS_NODE" ] || exit 3\necho v45.0.0\n')
    chmodSync(working, 0o755)
    expect(probeElectron({ found: true, path: working }, { ELECTRON_RUN_AS_NODE: '1' })).toEqual({ found: true, path: working })
  })
})
