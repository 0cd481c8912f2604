import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readFile, readdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { GameSession } from '../../games/game-session'
import { SaveError, type SaveErrorKind } from '../save-error'
import { makeStore, newTestGame, removeTemps, snapshotFiles, testContent, type ContinentResolved } from './save-test-kit'

let resolved: ContinentResolved
beforeAll(async () => {
  resolved = await testContent()
})
afterAll(removeTemps)

/** A slot with 12 commands, backups, and a few journal lines past the last save.json. */
async function slot(): Promise<{ store: Awaited<ReturnType<typeof makeStore>>['store']; savesDir: string; id: string; session: GameSession }> {
  const { store, savesDir } = await makeStore({ saveEvery: 4, now: () => new Date('2026-11-23T03:00:00.000Z') })
  const session = newTestGame(resolved, 21)
  const id = await store.create('Damaged', session)
  for (let i = 0; i < 14 && session.state.outcome === null; i++) {
    const legal = session.legalCommands()
    await session.apply(legal[(i * 3) % legal.length])
  }
  return { store, savesDir, id, session }
}

type Damage = (text: string) => string
const edit = (f: (save: Record<string, unknown>) => void): Damage => (text) => {
  const save = JSON.parse(text) as Record<string, unknown>
  f(save)
  return JSON.stringify(save)
}

const cases: { name: string; kind: SaveErrorKind; damage: Damage; says: RegExp }[] = [
  { name: 'zero-byte', kind: 'empty', damage: () => '', says: /empty/ },
  { name: 'truncated', kind: 'not-json', damage: (t) => t.slice(0, Math.floor(t.length / 2)), says: /not valid JSON/ },
  { name: 'corrupted bytes', kind: 'not-json', damage: (t) => `${t.slice(0, 40)}\u0000\u00ff#%${t.slice(44)}`, says: /damaged/ },
  { name: 'not a save', kind: 'not-a-save', damage: () => '{"hello":"world"}', says: /not a Fogbound save/ },
  { name: 'schema', kind: 'schema', damage: edit((s) => { s.seed = 'north' }), says: /seed/ },
  { name: 'too old (format 0)', kind: 'too-old', damage: edit((s) => { s.formatVersion = 0 }), says: /format 0/ },
  { name: 'tampered snapshot', kind: 'snapshot-mismatch', damage: edit((s) => { (s.snapshot as { active: number }).active = 3 }), says: /altered/ },
  { name: 'tampered snapshot and hash', kind: 'snapshot-mismatch', damage: edit((s) => {
    (s.snapshot as { active: number }).active = 3
    s.snapshotHash = 'a'.repeat(64)
  }), says: /snapshot|altered/ },
  { name: 'tampered command', kind: 'replay-failed', damage: edit((s) => { (s.commands as unknown[]).splice(0, 1, { type: 'setCost', tradeOff: 9, extra: 9 }) }), says: /command #0/ },
  { name: 'missing pack version', kind: 'missing-pack', damage: edit((s) => { (s.packs as { version: string }[]).forEach((p) => { p.version = '9.9.9' }) }), says: /continent-test.*9\.9\.9.*installed: 0\.1\.0/ },
  { name: 'missing pack', kind: 'missing-pack', damage: edit((s) => { (s.packs as { id: string }[]).forEach((p) => { p.id = 'lost-pack' }) }), says: /lost-pack.*not installed/ },
]

describe('damaged saves: own error, moved to quarantine untouched', () => {
  for (const c of cases) {
    it(`${c.name} → ${c.kind}`, async () => {
      const { store, savesDir, id } = await slot()
      const file = join(savesDir, id, 'save.json')
      await writeFile(file, c.damage(await readFile(file, 'utf8')))
      const before = await snapshotFiles(join(savesDir, id))
      const error = await store.load(id).then(() => undefined, (e: unknown) => e)
      expect(error).toBeInstanceOf(SaveError)
      const e = error as SaveError
      expect(e.kind).toBe(c.kind)
      expect(e.message).toMatch(c.says)
      expect(e.backups).toBeGreaterThan(0)
      expect(e.toJSON()).toMatchObject({ kind: c.kind, message: e.message })
      // Moved, byte for byte, with reason.txt added; the slot is gone from the list.
      expect(e.quarantinedTo).toMatch(new RegExp(`quarantine[\\\\/]${id}-20261123T030000000Z$`))
      const after = await snapshotFiles(e.quarantinedTo ?? '')
      const reason = after.get('reason.txt')?.toString('utf8') ?? ''
      after.delete('reason.txt')
      expect(after).toEqual(before)
      expect(reason).toContain(`kind: ${c.kind}`)
      expect(reason).toContain(e.message)
      expect((await store.list()).map((s) => s.id)).not.toContain(id)
      const [q] = await store.quarantined()
      expect(q).toMatchObject({ slotId: id, backups: e.backups })
    })
  }

  it('a journal line damaged before the last one → journal-corrupt, quarantined', async () => {
    const { store, savesDir, id } = await slot()
    const file = join(savesDir, id, 'journal.ndjson')
    const lines = (await readFile(file, 'utf8')).split('\n')
    expect(lines.length).toBeGreaterThan(2)
    lines[0] = '{"n":'
    await writeFile(file, lines.join('\n'))
    await expect(store.load(id)).rejects.toMatchObject({ kind: 'journal-corrupt', message: /line 1/ })
    expect(await readdir(join(savesDir, 'quarantine'))).toHaveLength(1)
  })

  it('a save from a newer app is refused with a clear message and left in place, untouched', async () => {
    const { store, savesDir, id } = await slot()
    const file = join(savesDir, id, 'save.json')
    const newer = edit((s) => { s.formatVersion = 99; s.appVersion = '7.0.0'; s.newField = true })(await readFile(file, 'utf8'))
    await writeFile(file, newer)
    const before = await snapshotFiles(join(savesDir, id))
    await expect(store.load(id)).rejects.toMatchObject({ kind: 'too-new', message: /newer Fogbound \(Fogbound 7\.0\.0\) in save format 99.*reads formats up to 1.*Update Fogbound/ })
    expect(await snapshotFiles(join(savesDir, id))).toEqual(before)
    expect(await store.quarantined()).toEqual([])
    const [listed] = await store.list()
    expect(listed?.problem?.kind).toBe('too-new')
  })

  it('"try the newest backup": a quarantined slot is recovered into a new slot, the quarantine kept as it was', async () => {
    const { store, savesDir, id, session } = await slot()
    await writeFile(join(savesDir, id, 'save.json'), '')
    const e = (await store.load(id).catch((x: unknown) => x)) as SaveError
    const kept = await snapshotFiles(e.quarantinedTo ?? '')
    const [q] = await store.quarantined()
    const recovered = await store.recoverFromQuarantine(q?.name ?? '')
    const game = await store.load(recovered)
    expect(game.commands.length).toBeGreaterThan(0)
    expect(game.commands).toEqual(session.commands.slice(0, game.commands.length))
    expect(await snapshotFiles(e.quarantinedTo ?? '')).toEqual(kept)
  })

  it('a slot whose save.json is missing is not-found and not quarantined', async () => {
    const { store } = await makeStore()
    await expect(store.load('gone')).rejects.toMatchObject({ kind: 'not-found' })
    expect(await store.quarantined()).toEqual([])
  })
})
