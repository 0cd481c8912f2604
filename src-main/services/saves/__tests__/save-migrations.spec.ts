import { GameSession } from '../../games/game-session'
import { afterAll, describe, expect, it } from 'vitest'
import { copyFile, mkdir, readFile, readdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { MIGRATIONS, OLDEST_READABLE_FORMAT, migrateRulesetData, migrateSave } from '../migrations'
import type { SaveMigration } from '../../../../src-shared/save-migration'
import { RULESETS } from '../../../../src-shared/registry'
import { continentModule } from '../../../../src-shared/rulesets/continent/module'
import type { ContinentState } from '../../../../src-shared/rulesets/continent/state'
import { SAVE_FORMAT_VERSION } from '../save-format'
import { SaveError } from '../save-error'
import { parseSaveText, verifySave } from '../verify-save'
import { stateHash } from '../../../../src-shared/engine'
import { FIXTURES_DIR, makeStore, removeTemps, snapshotFiles, testSource } from './save-test-kit'

afterAll(removeTemps)

describe('save format versions and migrations', () => {
  it('fixtures/saves has a fixture of every released format, each loads and replays to its snapshot', async () => {
    const files = (await readdir(FIXTURES_DIR)).filter((f) => f.endsWith('.fogbound')).sort()
    const versions = files.map((f) => Number(/^format-(\d+)\.fogbound$/.exec(f)?.[1]))
    const released = Array.from({ length: SAVE_FORMAT_VERSION - OLDEST_READABLE_FORMAT + 1 }, (_, i) => OLDEST_READABLE_FORMAT + i)
    expect(versions).toEqual(released)
    for (const f of files) {
      const save = parseSaveText(await readFile(join(FIXTURES_DIR, f), 'utf8'))
      expect(save.formatVersion).toBe(SAVE_FORMAT_VERSION)
      const game = await verifySave(save, testSource)
      expect(game.commands.length).toBe(save.commands.length)
    }
  })

  it("format 1 → 4: an old game keeps the engine placing terrains ('automatic') and replays command for command", async () => {
    const text = await readFile(join(FIXTURES_DIR, 'format-1.fogbound'), 'utf8')
    const raw = JSON.parse(text) as Record<string, unknown>
    const envelope = migrateSave(raw)
    expect(envelope.applied).toEqual([1, 2, 3])
    // Formats 1 and 2 held Continent games whose data version was the file's: the ruleset's own steps take over from 1.
    expect(envelope.save).toMatchObject({ formatVersion: 4, rulesetFormat: 1 })
    const { save, applied } = migrateRulesetData(envelope.save, continentModule)
    expect(applied).toEqual([1])
    expect(save).toMatchObject({ formatVersion: 4, rulesetFormat: 2, settings: { settings: { terrainPlacement: 'automatic' } }, snapshot: { settings: { terrainPlacement: 'automatic' } } })
    expect(save.commands).toEqual(raw.commands) // no command added or dropped
    expect(save.snapshotHash).toBe(stateHash(save.snapshot))
    expect(raw.formatVersion).toBe(1) // the parsed input is not modified
    const game = await verifySave(parseSaveText(text), testSource)
    const state = game.state as ContinentState
    expect(state.settings.terrainPlacement).toBe('automatic')
    expect(state.choice?.kind).not.toBe('placeTerrain')
  })

  it('format 1 → 2: a tampered format-1 snapshot is still refused after the migration', async () => {
    const raw = JSON.parse(await readFile(join(FIXTURES_DIR, 'format-1.fogbound'), 'utf8')) as { snapshot: { past: string[] } }
    raw.snapshot.past.push('tampered')
    const save = parseSaveText(JSON.stringify(raw))
    await expect(verifySave(save, testSource)).rejects.toMatchObject({ kind: 'snapshot-mismatch' })
  })

  it('migrations are numbered from the oldest readable format, one step each, in order', () => {
    expect(MIGRATIONS.map((m) => m.from)).toEqual(Array.from({ length: SAVE_FORMAT_VERSION - OLDEST_READABLE_FORMAT }, (_, i) => OLDEST_READABLE_FORMAT + i))
  })

  it("each ruleset's own migrations are numbered from 1 up to its save format, one step each, in order", () => {
    for (const module of Object.values(RULESETS)) {
      expect(module.migrations.map((m) => m.from), module.id).toEqual(Array.from({ length: module.saveFormat - 1 }, (_, i) => i + 1))
    }
  })

  it('format 2 → 4: the envelope names the game data version (2) and the ruleset has nothing left to do', async () => {
    const raw = JSON.parse(await readFile(join(FIXTURES_DIR, 'format-2.fogbound'), 'utf8')) as Record<string, unknown>
    const envelope = migrateSave(raw)
    expect(envelope.applied).toEqual([2, 3])
    expect(envelope.save).toMatchObject({ formatVersion: 4, rulesetFormat: 2 })
    expect(migrateRulesetData(envelope.save, continentModule).applied).toEqual([])
  })

  it('format 3 → 4: nothing changes but the version; a format-3 game has no marks and opens by a full replay, and its next rewrite adds them', async () => {
    const text = await readFile(join(FIXTURES_DIR, 'format-3.fogbound'), 'utf8')
    const raw = JSON.parse(text) as Record<string, unknown>
    const envelope = migrateSave(raw)
    expect(envelope.applied).toEqual([3])
    expect(envelope.save).toEqual({ ...raw, formatVersion: 4 })
    const save = parseSaveText(text)
    expect(save.marks).toBeUndefined()
    const game = await verifySave(save, testSource)
    const rewritten = GameSession.fromVerified(game).record()
    expect(rewritten.marks).toHaveLength(save.commands.length)
    expect(rewritten.snapshotHash).toBe(save.snapshotHash)
  })

  it('a save of a ruleset this build does not know is refused as from a newer Fogbound, and a newer ruleset data format too', async () => {
    const raw = JSON.parse(await readFile(join(FIXTURES_DIR, 'format-2.fogbound'), 'utf8')) as Record<string, unknown>
    expect(() => parseSaveText(JSON.stringify({ ...raw, ruleset: 'nebula' }))).toThrow(expect.objectContaining({ kind: 'too-new', message: expect.stringMatching(/"nebula".*does not play/) }))
    expect(() => parseSaveText(JSON.stringify({ ...raw, formatVersion: 3, rulesetFormat: 99 }))).toThrow(expect.objectContaining({ kind: 'too-new', message: expect.stringMatching(/continent data format 99/) }))
  })

  it('the framework applies each step in turn from an old format (fake formats 1 → 2 → 3)', () => {
    const steps: SaveMigration[] = [
      { from: 1, description: 'rename title to name', migrate: (s) => { const { title, ...rest } = s; return { ...rest, name: title } } },
      { from: 2, description: 'players become objects', migrate: (s) => ({ ...s, players: (s.players as string[]).map((c, seat) => ({ seat, character: c })) }) },
    ]
    const old = { format: 'fogbound-save', formatVersion: 1, title: 'Old game', players: ['ines'] }
    const { save, applied } = migrateSave(old, { current: 3, migrations: steps })
    expect(applied).toEqual([1, 2])
    expect(save).toEqual({ format: 'fogbound-save', formatVersion: 3, name: 'Old game', players: [{ seat: 0, character: 'ines' }] })
    expect(old.formatVersion).toBe(1)
  })

  it('a fake older save with no migration path is refused as too-old; a gap in the chain is named', () => {
    expect(() => migrateSave({ formatVersion: 0 })).toThrow(SaveError)
    expect(() => migrateSave({ formatVersion: 0 })).toThrow(/format 0, older than any format/)
    expect(() => migrateSave({ formatVersion: 1 }, { current: 3, migrations: [{ from: 1, description: 'x', migrate: (s) => s }] })).toThrow(/No migration from save format 2 to 3/)
    expect(() => migrateSave({ formatVersion: 'one' })).toThrow(/formatVersion/)
  })

  it('a fake older fixture on disk is quarantined with kind too-old, untouched', async () => {
    const { store, savesDir } = await makeStore()
    const text = await readFile(join(FIXTURES_DIR, `format-${SAVE_FORMAT_VERSION}.fogbound`), 'utf8')
    const old = JSON.stringify({ ...(JSON.parse(text) as object), formatVersion: 0 })
    await mkdir(join(savesDir, 'old-slot'), { recursive: true })
    await writeFile(join(savesDir, 'old-slot', 'save.json'), old)
    await expect(store.load('old-slot')).rejects.toMatchObject({ kind: 'too-old' })
    const [q] = await store.quarantined()
    const files = await snapshotFiles(join(savesDir, 'quarantine', q?.name ?? ''))
    expect(files.get('save.json')?.toString('utf8')).toBe(old)
  })

  it('a save NEWER than the app is refused with a clear message and the file is left untouched', async () => {
    const { store, savesDir } = await makeStore()
    await mkdir(join(savesDir, 'future'), { recursive: true })
    const file = join(savesDir, 'future', 'save.json')
    await copyFile(join(FIXTURES_DIR, `format-${SAVE_FORMAT_VERSION}.fogbound`), file)
    const text = await readFile(file, 'utf8')
    const future = JSON.stringify({ ...(JSON.parse(text) as object), formatVersion: SAVE_FORMAT_VERSION + 1, appVersion: '9.0.0' })
    await writeFile(file, future)
    const error = (await store.load('future').catch((e: unknown) => e)) as SaveError
    expect(error.kind).toBe('too-new')
    expect(error.message).toBe(
      `This save was written by a newer Fogbound (Fogbound 9.0.0) in save format ${SAVE_FORMAT_VERSION + 1}; this version (0.1.0-test) reads formats up to ${SAVE_FORMAT_VERSION}. Update Fogbound to open it; the file was left untouched.`,
    )
    expect(await readFile(file, 'utf8')).toBe(future)
    expect(error.quarantinedTo).toBeUndefined()
    // Import refuses it too, and never creates a slot.
    await expect(store.import(file)).rejects.toMatchObject({ kind: 'too-new' })
    expect((await store.list()).map((s) => s.id)).toEqual(['future'])
  })
})
