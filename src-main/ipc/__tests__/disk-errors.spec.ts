import { promises as fsp, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import type { NewGameRequest } from '../../../src-shared/ipc/games'
import type { IpcError } from '../../../src-shared/ipc/result'
import { packOf } from '../../../src-shared/ipc/narrow'
import { gameHost, removeTempUserData, tempUserData } from './game-ipc-kit'
import { fillDisk, mountTmpfs, type Tmpfs } from './tmpfs'

afterAll(removeTempUserData)

type Host = Awaited<ReturnType<typeof gameHost>>

async function newGameRequest(h: Host): Promise<NewGameRequest> {
  const { packs } = await h.call('packs:list', undefined)
  const pack = packOf(packs.find((p) => p.ruleset === 'continent') ?? packs[0] ?? ({} as never), 'continent')
  return {
    packId: pack.id,
    setup: { curses: [pack.setup.curses[0]?.id ?? ''] },
    seats: [{ name: 'Ada', characters: [pack.characters[0]?.id ?? ''] }, { name: 'Bruno', characters: [pack.characters[1]?.id ?? ''] }],
    slotName: 'Disk test',
    seed: 42,
  }
}

/** The io-error contract: typed code, a sentence in words, no raw fs text, no absolute path. */
function expectIoError(error: IpcError, startsWith: string, reason: string): void {
  expect(error.code, error.message).toBe('io-error')
  expect(error.message, error.message).toMatch(new RegExp(`^${startsWith}`))
  expect(error.message.startsWith(startsWith)).toBe(true)
  expect(error.message).toContain(reason)
  expect(error.message).not.toMatch(/E[A-Z]{3,}|[\\/]/)
}

const fsError = (code: string) => Object.assign(new Error(`${code}: simulated failure, open '/somewhere/secret/file'`), { code, syscall: 'open' })

/** Makes every fs open for writing under `under` fail with `code` (reads still work). */
function failWritesUnder(under: string, code: string): void {
  const realOpen = fsp.open
  vi.spyOn(fsp, 'open').mockImplementation(async (path, flags, mode) => {
    if (String(path).startsWith(under) && flags !== undefined && flags !== 'r') throw fsError(code)
    return realOpen(path, flags, mode)
  })
}

const newFolders = (savesDir: string) => readdirSync(savesDir).filter((n) => n.startsWith('.new-'))

describe('disk errors are io-error in words (injected fs errors)', () => {
  afterEach(() => vi.restoreAllMocks())

  it('game:new on a full disk: io-error, and no saves/.new-* folder is left behind', async () => {
    const dir = await tempUserData()
    const h = await gameHost(dir)
    const request = await newGameRequest(h)
    failWritesUnder(join(dir, 'saves'), 'ENOSPC')
    expectIoError(await h.failure('game:new', request), 'The new game could not be saved', 'the disk is full')
    vi.restoreAllMocks()
    expect(newFolders(join(dir, 'saves'))).toEqual([])
    expect(await h.call('saves:list', undefined)).toEqual([])
  })

  it('settings:update on a read-only disk: io-error; the settings stay as they were', async () => {
    const dir = await tempUserData()
    const h = await gameHost(dir)
    const before = await h.call('settings:get', undefined)
    failWritesUnder(dir, 'EROFS')
    expectIoError(await h.failure('settings:update', { volume: 0.2 }), 'The settings could not be saved', 'the disk is read-only')
    vi.restoreAllMocks()
    expect(await h.call('settings:get', undefined)).toEqual(before)
  })

  it('saves:duplicate, game:command and saves:rename on a full disk: io-error; the slot is untouched', async () => {
    const dir = await tempUserData()
    const h = await gameHost(dir)
    const game = await h.call('game:new', await newGameRequest(h))
    failWritesUnder(join(dir, 'saves'), 'ENOSPC')
    expectIoError(await h.failure('saves:duplicate', { slotId: game.slotId }), 'The save could not be copied', 'the disk is full')
    expectIoError(await h.failure('saves:rename', { slotId: game.slotId, name: 'Other' }), 'The save could not be renamed', 'the disk is full')
    const command = game.ruleset === 'continent' && game.view.decision?.phase === 'chooseActive' ? { type: 'chooseActive', seat: game.view.decision.seat } : undefined
    expect(command).toBeDefined()
    expectIoError(await h.failure('game:command', { slotId: game.slotId, command }), 'The move could not be saved', 'the disk is full')
    vi.restoreAllMocks()
    expect(newFolders(join(dir, 'saves'))).toEqual([])
    const slots = await h.call('saves:list', undefined)
    expect(slots.map((s) => [s.name, s.commands])).toEqual([['Disk test', 0]])
  })
})

// Real disks where this machine allows it (root on Linux): a 512 KB RAM disk, filled, then read-only.
const tmpfs: Tmpfs | undefined = mountTmpfs(512)
afterAll(() => tmpfs?.unmount())

describe.runIf(tmpfs !== undefined)('disk errors are io-error in words (a real full and read-only tmpfs)', () => {
  it('full disk: game:new answers io-error and leaves no .new-* folder; read-only disk: settings:update and saves:duplicate answer io-error', async () => {
    const disk = tmpfs as Tmpfs
    const h = await gameHost(disk.dir)
    const request = await newGameRequest(h)
    const game = await h.call('game:new', request)
    await h.call('game:close', { slotId: game.slotId })
    fillDisk(join(disk.dir, 'filler.bin'))
    expectIoError(await h.failure('game:new', request), 'The new game could not be saved', 'the disk is full')
    expect(newFolders(join(disk.dir, 'saves'))).toEqual([])
    await fsp.rm(join(disk.dir, 'filler.bin'))
    disk.readOnly()
    expectIoError(await h.failure('settings:update', { volume: 0.3 }), 'The settings could not be saved', 'the disk is read-only')
    expectIoError(await h.failure('saves:duplicate', { slotId: game.slotId }), 'The save could not be copied', 'the disk is read-only')
    expect((await h.call('saves:list', undefined)).map((s) => s.id)).toEqual([game.slotId])
  })
})
