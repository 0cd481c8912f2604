import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { defaultSettings } from '../../../../src-shared/ipc/settings'
import { openFileSettingsStore } from '../file-settings-store'
import { loadSettingsFile } from '../settings-recovery'
import { SettingsService } from '../settings-service'
import { SETTINGS_FILE_NAME } from '../settings-store'

let dir: string
let file: string
const logs: string[] = []
const log = (message: string) => logs.push(message)

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'fogbound-settings-'))
  file = join(dir, SETTINGS_FILE_NAME)
  logs.length = 0
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('loadSettingsFile', () => {
  it('missing file → defaults, nothing recovered, nothing written', () => {
    expect(loadSettingsFile(file)).toEqual({ settings: defaultSettings() })
    expect(readdirSync(dir)).toEqual([])
  })

  it('valid file → its values, defaults filled in', () => {
    writeFileSync(file, JSON.stringify({ language: 'it', volume: 0.2 }))
    expect(loadSettingsFile(file).settings).toEqual({ ...defaultSettings(), language: 'it', volume: 0.2 })
    expect(readdirSync(dir)).toEqual([SETTINGS_FILE_NAME])
  })

  it('unparseable JSON → defaults, bad file kept beside it as .corrupt-<timestamp>', () => {
    writeFileSync(file, '{ "language": "it", ')
    const loaded = loadSettingsFile(file, new Date('2026-01-02T03:04:05.678Z'))
    expect(loaded.settings).toEqual(defaultSettings())
    expect(loaded.recoveredFrom).toBe(`${file}.corrupt-2026-01-02T03-04-05-678Z`)
    expect(loaded.reason).toMatch(/settings\.json: not valid JSON/)
    expect(existsSync(file)).toBe(false)
    expect(readFileSync(loaded.recoveredFrom ?? '', 'utf8')).toBe('{ "language": "it", ')
  })

  it('schema failure → defaults, reason names the field, bad file kept', () => {
    writeFileSync(file, JSON.stringify({ language: 'xx', volume: 0.5 }))
    const loaded = loadSettingsFile(file)
    expect(loaded.settings).toEqual(defaultSettings())
    expect(loaded.reason).toMatch(/settings\.json › language:/)
    expect(JSON.parse(readFileSync(loaded.recoveredFrom ?? '', 'utf8'))).toEqual({ language: 'xx', volume: 0.5 })
  })

  it('never overwrites an earlier corrupt copy with the same timestamp', () => {
    const now = new Date('2026-01-02T03:04:05.678Z')
    writeFileSync(file, 'first')
    const first = loadSettingsFile(file, now).recoveredFrom
    writeFileSync(file, 'second')
    const second = loadSettingsFile(file, now).recoveredFrom
    expect(second).not.toBe(first)
    expect(readFileSync(first ?? '', 'utf8')).toBe('first')
    expect(readFileSync(second ?? '', 'utf8')).toBe('second')
  })
})

describe('file settings store + SettingsService', () => {
  it('get on a fresh folder answers defaults without recoveredFrom', async () => {
    const service = new SettingsService(openFileSettingsStore(dir, log))
    expect(await service.get()).toEqual({ settings: defaultSettings() })
  })

  it('update merges the patch, persists it and survives a reopen', async () => {
    const service = new SettingsService(openFileSettingsStore(dir, log))
    await service.update({ language: 'it' })
    const reply = await service.update({ volume: 0.25 })
    expect(reply.settings).toEqual({ ...defaultSettings(), language: 'it', volume: 0.25 })
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(reply.settings)
    const reopened = new SettingsService(openFileSettingsStore(dir, log))
    expect((await reopened.get()).settings).toEqual(reply.settings)
  })

  it('concurrent updates do not lose each other', async () => {
    const service = new SettingsService(openFileSettingsStore(dir, log))
    await Promise.all([service.update({ language: 'it' }), service.update({ volume: 0.1 }), service.update({ animationSpeed: 2 })])
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ language: 'it', volume: 0.1, animationSpeed: 2 })
  })

  it('a failed update leaves the queue usable', async () => {
    const service = new SettingsService(openFileSettingsStore(dir, log))
    await expect(service.update({ volume: 7 })).rejects.toThrow()
    expect((await service.update({ volume: 0.4 })).settings.volume).toBe(0.4)
  })

  it('a corrupt file is reported in every reply and logged once', async () => {
    writeFileSync(file, 'not json')
    const store = openFileSettingsStore(dir, log)
    const service = new SettingsService(store)
    const reply = await service.get()
    expect(reply.settings).toEqual(defaultSettings())
    expect(reply.recoveredFrom).toMatch(/settings\.json\.corrupt-/)
    expect(existsSync(reply.recoveredFrom ?? '')).toBe(true)
    expect((await service.update({ volume: 0.5 })).recoveredFrom).toBe(reply.recoveredFrom)
    expect(logs).toHaveLength(1)
    expect(logs[0]).toMatch(/Settings reset to defaults/)
  })
})
