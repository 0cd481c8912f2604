import { appendFile, promises as fsp, readFile, writeFile } from 'node:fs'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { isRuleError } from '../../../../src-shared/engine'
import type { PushEvent } from '../../../../src-shared/ipc/push'
import { makeStore, newTestGame, removeTemps, testContent, type ContinentResolved } from './save-test-kit'

let resolved: ContinentResolved
beforeAll(async () => {
  resolved = await testContent()
})
afterAll(removeTemps)
afterEach(() => vi.restoreAllMocks())

const enospc = () => Object.assign(new Error("ENOSPC: no space left on device, open '/x/journal.ndjson'"), { code: 'ENOSPC', syscall: 'open' })

/** Makes every open for writing of a file whose name contains `name` fail with ENOSPC until the returned function is called. */
function failWritesOf(name: string): () => void {
  const realOpen = fsp.open
  const spy = vi.spyOn(fsp, 'open').mockImplementation(async (path, flags, mode) => {
    if (String(path).includes(name) && flags !== undefined && flags !== 'r') throw enospc()
    return realOpen(path, flags, mode)
  })
  return () => spy.mockRestore()
}

async function storeWithEvents(saveEvery = 1000) {
  const made = await makeStore({ saveEvery })
  const events: PushEvent[] = []
  made.store.onPush((e) => events.push(e))
  return { ...made, events }
}

const readText = (file: string) => new Promise<string>((res, rej) => readFile(file, 'utf8', (e, t) => (e ? rej(e) : res(t))))
const write = (file: string, text: string) => new Promise<void>((res, rej) => writeFile(file, text, (e) => (e ? rej(e) : res())))
const append = (file: string, text: string) => new Promise<void>((res, rej) => appendFile(file, text, (e) => (e ? rej(e) : res())))

describe('push events of the saves', () => {
  it('a move the disk refuses pushes save-failed in words; the next move that is written pushes save-recovered', async () => {
    const { store, events } = await storeWithEvents()
    const session = newTestGame(resolved, 3)
    const id = await store.create('Push', session)
    const restore = failWritesOf('journal.ndjson')
    const refused = await session.apply(session.legalCommands()[0])
    expect(isRuleError(refused) && refused.code).toBe('save-failed')
    restore()
    expect(events).toEqual([{ type: 'save-failed', slotId: id, what: 'move', message: expect.stringMatching(/^The move could not be saved: the disk is full\./) }])
    expect(events[0]?.type === 'save-failed' && events[0].message).not.toMatch(/ENOSPC|[\\/]/)
    const played = await session.apply(session.legalCommands()[0])
    expect(isRuleError(played)).toBe(false)
    expect(events.map((e) => e.type)).toEqual(['save-failed', 'save-recovered'])
  })

  it('a failed save.json rewrite (the journal still holds every move) pushes save-failed "game" and keeps the game playable', async () => {
    const { store, events } = await storeWithEvents(2)
    const session = newTestGame(resolved, 3)
    const id = await store.create('Checkpoint', session)
    const restore = failWritesOf('save.json')
    for (let i = 0; i < 2; i++) expect(isRuleError(await session.apply(session.legalCommands()[0]))).toBe(false)
    restore()
    expect(events).toEqual([{ type: 'save-failed', slotId: id, what: 'game', message: expect.stringMatching(/^The game could not be saved: the disk is full/) }])
    await session.flush()
    expect(events.at(-1)).toMatchObject({ type: 'save-recovered', slotId: id })
    expect((await store.load(id)).commands).toEqual(session.commands)
  })

  it('opening a damaged slot pushes slot-quarantined with the quarantine folder name (no path) and its backups', async () => {
    const { store, savesDir, events } = await storeWithEvents()
    const id = await store.create('Damaged', newTestGame(resolved, 3))
    await write(join(savesDir, id, 'save.json'), '{"format":"fogbound-save",')
    await expect(store.load(id)).rejects.toMatchObject({ kind: 'not-json' })
    expect(events).toEqual([{ type: 'slot-quarantined', slotId: id, kind: 'not-json', message: expect.any(String), quarantined: expect.stringMatching(new RegExp(`^${id}-`)), backups: 0 }])
  })

  it('opening a slot whose journal ends in a torn line pushes journal-truncated (1 move) and cuts it', async () => {
    const { store, savesDir, events } = await storeWithEvents()
    const session = newTestGame(resolved, 3)
    const id = await store.create('Torn', session)
    for (let i = 0; i < 3; i++) await session.apply(session.legalCommands()[0])
    await append(join(savesDir, id, 'journal.ndjson'), '{"s":4,"n":3,"c":{"ty')
    expect((await store.load(id)).commands).toHaveLength(3)
    expect(events).toEqual([{ type: 'journal-truncated', slotId: id, moves: 1, message: expect.any(String) }])
    expect((await readText(join(savesDir, id, 'journal.ndjson'))).endsWith('\n')).toBe(true)
  })

  it('a listener that throws never makes saving fail; unsubscribed listeners hear nothing', async () => {
    const { store, events } = await storeWithEvents()
    store.onPush(() => {
      throw new Error('a closed window')
    })
    const heard: PushEvent[] = []
    const off = store.onPush((e) => heard.push(e))
    off()
    const session = newTestGame(resolved, 3)
    await store.create('Listeners', session)
    const restore = failWritesOf('journal.ndjson')
    await session.apply(session.legalCommands()[0])
    restore()
    expect(isRuleError(await session.apply(session.legalCommands()[0]))).toBe(false)
    expect(events.map((e) => e.type)).toEqual(['save-failed', 'save-recovered'])
    expect(heard).toEqual([])
  })
})
