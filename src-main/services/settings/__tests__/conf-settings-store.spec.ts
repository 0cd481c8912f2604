import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Conf from 'conf'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { defaultSettings } from '../../../../src-shared/ipc/settings'
import { openConfSettingsStore, type ConfLikeOptions } from '../conf-settings-store'
import { SettingsService } from '../settings-service'

// `conf` is electron-store's base class (electron-store only adds Electron's default
// folder), so this exercises the same JSON Schema validation and file format.
const createConf = ({ cwd, name, schema }: ConfLikeOptions) =>
  new Conf<Record<string, unknown>>({ cwd, configName: name, schema, projectName: 'fogbound-test' })

let userData: string
beforeEach(() => {
  userData = mkdtempSync(join(tmpdir(), 'fogbound-conf-'))
})
afterEach(() => rmSync(userData, { recursive: true, force: true }))

describe('electron-store style settings store (real conf)', () => {
  it('writes <userData>/settings.json and reads it back', async () => {
    const store = openConfSettingsStore(userData, createConf, () => undefined)
    expect(store.file).toBe(join(userData, 'settings.json'))
    const service = new SettingsService(store)
    expect((await service.get()).settings).toEqual(defaultSettings())
    await service.update({ language: 'it', windowBounds: { x: 10, y: 20, width: 800, height: 600, maximized: true } })
    const onDisk = JSON.parse(readFileSync(join(userData, 'settings.json'), 'utf8'))
    expect(onDisk).toMatchObject({ language: 'it', windowBounds: { x: 10, y: 20, width: 800, height: 600, maximized: true } })
  })

  it('recovers from a corrupt file before the store would throw on it', async () => {
    writeFileSync(join(userData, 'settings.json'), JSON.stringify({ volume: 'loud' }))
    const store = openConfSettingsStore(userData, createConf, () => undefined)
    expect(store.recoveredFrom).toMatch(/settings\.json\.corrupt-/)
    expect(await store.read()).toEqual(defaultSettings())
  })

  it('the derived JSON Schema makes the store itself reject a bad write', async () => {
    const store = openConfSettingsStore(userData, createConf, () => undefined)
    await expect(store.write({ ...defaultSettings(), volume: 9 })).rejects.toThrow(/volume/)
  })

  it('reads a file written by the plain-file store format (tabs, trailing newline)', async () => {
    writeFileSync(join(userData, 'settings.json'), `${JSON.stringify({ ...defaultSettings(), language: 'it' }, undefined, '\t')}\n`)
    const store = openConfSettingsStore(userData, createConf, () => undefined)
    expect(store.recoveredFrom).toBeUndefined()
    expect((await store.read()).language).toBe('it')
  })
})
