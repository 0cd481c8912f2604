import type { ContinentTypes } from '../../../../src-shared/rulesets/continent/module-types'
import { continentModule } from '../../../../src-shared/rulesets/continent/module'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { isRuleError } from '../../../../src-shared/engine'
import type { GameSession } from '../../games/game-session'
import { playRandomGame } from '../random-save'
import { SaveError } from '../save-error'
import { parseSaveText } from '../verify-save'
import { asContinent, makeStore, newTestGame, removeTemps, snapshotFiles, tempDir, testContent, type ContinentResolved } from './save-test-kit'

let resolved: ContinentResolved
beforeAll(async () => {
  resolved = await testContent()
})
afterAll(removeTemps)

const newGame = (seed = 3): GameSession<ContinentTypes> => newTestGame(resolved, seed)

async function play(session: GameSession<ContinentTypes>, n: number): Promise<void> {
  for (let i = 0; i < n && session.state.outcome === null; i++) {
    const legal = session.legalCommands()
    const r = await session.apply(legal[(i * 5 + 1) % legal.length])
    if (isRuleError(r)) throw new Error(r.message)
  }
}

describe('SaveStore slots', () => {
  it('create writes save.json + an empty journal; list shows name, ruleset, pack, players, turns, commands, last played', async () => {
    const { store, savesDir } = await makeStore()
    const session = newGame()
    const id = await store.create('  Northern trek ', session)
    expect(id).toMatch(/^[a-z0-9-]+$/)
    expect((await readdir(join(savesDir, id))).sort()).toEqual(['backups', 'journal.ndjson', 'save.json'])
    await play(session, 30)
    const [slot] = await store.list()
    expect(slot).toMatchObject({ id, name: 'Northern trek', ruleset: 'continent', packs: [{ id: 'continent-test', version: '0.1.0' }], commands: 30 })
    // Players as of the last save.json rewrite (a random game may have let others join).
    expect(slot?.players).toEqual(expect.arrayContaining(continentModule.sampleConfig(resolved.content, 2).characters))
    expect(slot?.turns).toBeGreaterThanOrEqual(0)
    expect(Date.parse(slot?.lastPlayed ?? '')).not.toBeNaN()
  })

  it('every accepted command is in the journal before apply resolves; reopening restores the identical game', async () => {
    const { store, savesDir } = await makeStore({ saveEvery: 1000 })
    const session = newGame()
    const id = await store.create('Journal', session)
    await play(session, 12)
    const journal = (await readFile(join(savesDir, id, 'journal.ndjson'), 'utf8')).trim().split('\n')
    expect(journal).toHaveLength(12)
    const saved = parseSaveText(await readFile(join(savesDir, id, 'save.json'), 'utf8'))
    expect(saved.commands).toHaveLength(0)
    const reopened = await store.open(id)
    expect(reopened.commands).toEqual(session.commands)
    expect(reopened.hash()).toBe(session.hash())
    expect(reopened.turns).toBe(session.turns)
  })

  it('checkpoints rewrite save.json, clear the journal and keep the last 10 versions in backups/', async () => {
    const { store, savesDir } = await makeStore({ saveEvery: 2 })
    const session = newGame()
    const id = await store.create('Backups', session)
    await play(session, 30)
    const backups = await store.backups(id)
    expect(backups).toHaveLength(10)
    expect(backups[0]?.commands).toBeGreaterThan(backups[9]?.commands ?? Infinity)
    expect(await readFile(join(savesDir, id, 'journal.ndjson'), 'utf8')).toBe('')
    const saved = parseSaveText(await readFile(join(savesDir, id, 'save.json'), 'utf8'))
    expect(saved.commands).toEqual(session.commands)
    expect(saved.snapshotHash).toBe(session.hash())
  })

  it('an undo is journaled and survives reopening', async () => {
    const { store } = await makeStore({ saveEvery: 1000 })
    const session = newGame()
    const id = await store.create('Undo', session)
    const choose = session.legalCommands().find((c) => c.type === 'chooseActive')
    await session.apply(choose)
    const r = await session.undo()
    expect(isRuleError(r)).toBe(false)
    await play(session, 5)
    const reopened = await store.open(id)
    expect(reopened.commands).toEqual(session.commands)
    expect(reopened.hash()).toBe(session.hash())
  })

  it('restoreBackup is one call: the backup becomes current, the replaced version is kept as a backup', async () => {
    const { store } = await makeStore({ saveEvery: 3 })
    const session = newGame()
    const id = await store.create('Restore', session)
    await play(session, 9)
    await session.close()
    const [newest] = await store.backups(id)
    expect(newest).toBeDefined()
    const before = (await store.backups(id)).length
    await store.restoreBackup(id, newest?.name ?? '')
    const game = await store.load(id)
    expect(game.commands).toHaveLength(newest?.commands ?? -1)
    expect((await store.backups(id)).length).toBe(before + 1)
    await expect(store.restoreBackup(id, '../save.json')).rejects.toMatchObject({ kind: 'bad-id' })
  })

  it('rename changes only the name; duplicate makes a verified copy; delete goes through trash()', async () => {
    const { store, savesDir, trashDir } = await makeStore({ saveEvery: 1000 })
    const session = newGame()
    const id = await store.create('Original', session)
    await play(session, 8)
    await store.rename(id, 'Renamed')
    await play(session, 2)
    await session.flush()
    const copy = await store.duplicate(id)
    const slots = await store.list()
    expect(slots.map((s) => s.name).sort()).toEqual(['Renamed', 'Renamed (copy)'])
    const dup = await store.open(copy)
    expect(dup.commands).toEqual(session.commands)
    await store.delete(copy)
    expect((await store.list()).map((s) => s.id)).toEqual([id])
    expect(await readdir(trashDir)).toHaveLength(1)
    expect(await readdir(savesDir)).not.toContain(copy)
    await expect(store.rename(id, '   ')).rejects.toMatchObject({ kind: 'schema' })
  })

  it('single writer: opening a slot again revokes the older session, which can no longer save', async () => {
    const { store } = await makeStore({ saveEvery: 1000 })
    const first = newGame()
    const id = await store.create('Twice', first)
    await play(first, 3)
    const second = await store.open(id)
    const refused = await first.apply(first.legalCommands()[0])
    expect(isRuleError(refused) && refused.code).toBe('save-failed')
    expect(isRuleError(refused) && refused.message).toMatch(/opened again/)
    await play(asContinent(second), 3)
    expect((await store.load(id)).commands).toEqual(second.commands)
  })

  it('list: an empty or missing folder is no slots; a damaged slot is listed with its problem (list never moves it)', async () => {
    const { store, savesDir } = await makeStore()
    expect(await store.list()).toEqual([])
    const id = await store.create('Fine', newGame())
    const broken = await store.create('Broken', newGame())
    await writeFile(join(savesDir, broken, 'save.json'), '{"format":"fogbound-save"')
    const slots = await store.list()
    expect(slots.find((s) => s.id === id)?.problem).toBeUndefined()
    expect(slots.find((s) => s.id === broken)?.problem?.kind).toBe('not-json')
    expect(await readdir(savesDir)).toContain(broken)
  })

  it('create refuses a game whose save could not load again (a 201-character name) and writes nothing', async () => {
    const { store, savesDir } = await makeStore()
    await expect(store.create('x'.repeat(201), newGame())).rejects.toMatchObject({ kind: 'schema', message: /name/ })
    expect(await readdir(savesDir).catch(() => [])).toEqual([])
  })

  it('a slot creation killed half-way leaves only a hidden .new-* folder, never a listed or loadable slot', async () => {
    const { store, savesDir } = await makeStore()
    const id = await store.create('Whole', newGame())
    await mkdir(join(savesDir, '.new-abc-1234', 'backups'), { recursive: true })
    await writeFile(join(savesDir, '.new-abc-1234', 'save.json'), '{"format":"fog')
    expect((await store.list()).map((s) => s.id)).toEqual([id])
    await expect(store.load('.new-abc-1234')).rejects.toMatchObject({ kind: 'bad-id' })
  })

  it('ids, never paths: a path-like id is refused before touching the disk', async () => {
    const { store } = await makeStore()
    for (const bad of ['../etc', 'a/b', 'A', '', 'quarantine', 'x'.repeat(80)]) {
      await expect(store.load(bad)).rejects.toMatchObject({ kind: 'bad-id' })
      await expect(store.delete(bad)).rejects.toBeInstanceOf(SaveError)
    }
    await expect(store.load('no-such-slot')).rejects.toMatchObject({ kind: 'not-found' })
  })

  it('export writes one .fogbound file with the journal folded in; import validates it and never overwrites a slot', async () => {
    const { store } = await makeStore({ saveEvery: 1000 })
    const session = newGame()
    const id = await store.create('Exported', session)
    await play(session, 10)
    const dir = await tempDir()
    const file = join(dir, 'game.fogbound')
    await store.export(id, file)
    const exported = parseSaveText(await readFile(file, 'utf8'))
    expect(exported.commands).toEqual(session.commands)
    const before = await snapshotFiles(join(store.dir, id))
    const imported = await store.import(file)
    const again = await store.import(file, 'Second import')
    expect(new Set([id, imported, again]).size).toBe(3)
    expect(await snapshotFiles(join(store.dir, id))).toEqual(before)
    const reopened = await store.open(imported)
    expect(reopened.hash()).toBe(session.hash())
    expect((await store.list()).find((s) => s.id === again)?.name).toBe('Second import')
    // A bad file is refused, not imported, and the file is left as it was.
    const bad = join(dir, 'bad.fogbound')
    await writeFile(bad, JSON.stringify({ ...exported, snapshotHash: '0'.repeat(64) }))
    const badBytes = await readFile(bad)
    await expect(store.import(bad)).rejects.toMatchObject({ kind: 'snapshot-mismatch' })
    expect(await readFile(bad)).toEqual(badBytes)
    expect(await store.list()).toHaveLength(3)
  })

  it('a rename that fails with EPERM/EBUSY (Windows) is retried', async () => {
    let failures = 0
    const { store } = await makeStore({
      saveEvery: 1000,
      atomic: {
        backoffMs: 1,
        rename: async (from, to) => {
          if (failures++ % 3 < 2) throw Object.assign(new Error('busy'), { code: failures % 2 === 0 ? 'EPERM' : 'EBUSY' })
          const { rename } = await import('node:fs/promises')
          await rename(from, to)
        },
      },
    })
    const session = newGame()
    const id = await store.create('Busy', session)
    await play(session, 4)
    await session.flush()
    expect(failures).toBeGreaterThan(2)
    expect((await store.load(id)).commands).toEqual(session.commands)
  })

  it('random games keep their slots apart (two open sessions)', async () => {
    const { store } = await makeStore({ saveEvery: 4 })
    const a = await playRandomGame(continentModule, resolved, { players: 1, seed: 11, commands: 0 })
    const b = await playRandomGame(continentModule, resolved, { players: 3, seed: 12, commands: 0 })
    const ia = await store.create('A', a)
    const ib = await store.create('B', b)
    await Promise.all([play(a, 15), play(b, 15)])
    expect((await store.open(ia)).hash()).toBe(a.hash())
    expect((await store.open(ib)).hash()).toBe(b.hash())
  })
})
