import type { ContinentTypes } from '../../../../src-shared/rulesets/continent/module-types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { spawn } from 'node:child_process'
import { cp, readFile, readdir, truncate, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { GameSession } from '../../games/game-session'
import { applyJournal, entriesAfter } from '../journal'
import { serializeSave, type JournalEntry } from '../save-format'
import { buildSave, SaveStore } from '../save-store'
import { asContinent, makeStore, newTestGame, removeTemps, tempDir, testContent, testSource, type ContinentResolved } from './save-test-kit'

let resolved: ContinentResolved
beforeAll(async () => {
  resolved = await testContent()
})
afterAll(removeTemps)

const played = async (seed = 5): Promise<GameSession<ContinentTypes>> => newTestGame(resolved, seed)

async function play(session: GameSession<ContinentTypes>, n: number): Promise<void> {
  for (let i = 0; i < n && session.state.outcome === null; i++) {
    const legal = session.legalCommands()
    const cancel = legal.findIndex((c) => c.type === 'cancel')
    await session.apply(legal[cancel >= 0 && i % 2 === 0 ? cancel : (i * 7 + 3) % legal.length])
  }
}

let copies = 0
/** Copies a slot folder to a fresh slot id in the same saves folder. */
async function copySlot(savesDir: string, id: string): Promise<string> {
  const copy = `copy-${++copies}`
  await cp(join(savesDir, id), join(savesDir, copy), { recursive: true })
  return copy
}

describe('crash safety', () => {
  it('journal cut at any byte: every complete (committed) line survives, the slot stays readable', async () => {
    const { store, savesDir } = await makeStore({ saveEvery: 1000 })
    const session = await played()
    const id = await store.create('Cut', session)
    await play(session, 40)
    const journal = await readFile(join(savesDir, id, 'journal.ndjson'))
    expect(journal.toString('utf8').split('\n').length - 1).toBe(session.commands.length)
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: journal.length }), async (offset) => {
        const copy = await copySlot(savesDir, id)
        await truncate(join(savesDir, copy, 'journal.ndjson'), offset)
        const committed = journal.subarray(0, offset).toString('utf8').split('\n').length - 1
        const resumed = await store.open(copy, { saveEvery: 1000 })
        expect(resumed.commands).toEqual(session.commands.slice(0, committed))
        // Playing on after the crash appends cleanly (the torn tail was dropped), and reloads.
        await play(asContinent(resumed), 3)
        expect((await store.load(copy)).commands).toEqual(resumed.commands)
      }),
      { numRuns: 40 },
    )
  }, 60_000)

  it('a checkpoint killed at every stage (temp file cut anywhere, before/after rename, before/after the journal reset) loses nothing', async () => {
    const { store, savesDir } = await makeStore({ saveEvery: 1000 })
    const session = await played(9)
    const id = await store.create('Stages', session)
    await play(session, 10)
    await session.flush()
    await play(session, 20)
    const oldSave = await readFile(join(savesDir, id, 'save.json'))
    const journal = await readFile(join(savesDir, id, 'journal.ndjson'))
    const newSave = Buffer.from(serializeSave(buildSave(session.record(), { name: 'Stages', appVersion: 'x', savedAt: new Date().toISOString() })))
    const stages = ['temp-partial', 'temp-complete', 'renamed', 'journal-reset', 'backup-partial'] as const
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...stages), fc.double({ min: 0, max: 1, noNaN: true }), async (stage, cut) => {
        const copy = await copySlot(savesDir, id)
        const dir = join(savesDir, copy)
        const at = Math.floor(cut * newSave.length)
        if (stage === 'temp-partial') await writeFile(join(dir, '.save.json.123.abcd.tmp'), newSave.subarray(0, at))
        if (stage === 'temp-complete') await writeFile(join(dir, '.save.json.123.abcd.tmp'), newSave)
        if (stage === 'renamed' || stage === 'journal-reset') await writeFile(join(dir, 'save.json'), newSave)
        if (stage === 'journal-reset') await writeFile(join(dir, 'journal.ndjson'), '')
        if (stage === 'backup-partial') await writeFile(join(dir, 'backups', '000099.json'), oldSave.subarray(0, Math.floor(cut * oldSave.length)))
        expect((await readFile(join(dir, 'journal.ndjson'))).length).toBe(stage === 'journal-reset' ? 0 : journal.length)
        const game = await store.load(copy)
        expect(game.commands).toEqual(session.commands)
        // And the game goes on from there: a new checkpoint over the leftovers still loads.
        const resumed = GameSession.fromVerified(game, { persistence: store.persistence(copy), saveEvery: 1 })
        await play(asContinent(resumed), 2)
        expect((await store.load(copy)).commands).toEqual(resumed.commands)
      }),
      { numRuns: 25 },
    )
  }, 60_000)

  it('journal entries with undos, replayed over any later save.json, give the final log', () => {
    // Model: journal ops over time (push / undo); save.json is the log after op j (journalSeq j);
    // the journal file holds every op since an earlier reset s ≤ j (stale lines, as after a crash).
    const op = fc.oneof(fc.constant<'undo'>('undo'), fc.integer({ min: 0, max: 99 }))
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), fc.nat(), fc.nat(), (ops, a, b) => {
        const logs: number[][] = [[]]
        const entries: JournalEntry[] = []
        for (const o of ops) {
          const log = [...(logs.at(-1) ?? [])]
          if (o === 'undo') {
            if (log.length === 0) continue // the session refuses: nothing to undo, nothing journaled
            log.pop()
            entries.push({ s: entries.length + 1, n: log.length, undo: true })
          } else {
            entries.push({ s: entries.length + 1, n: log.length, c: { type: 'x', v: o } as { type: string } })
            log.push(o)
          }
          logs.push(log)
        }
        const start = a % (entries.length + 1)
        const j = start + (b % (entries.length + 1 - start))
        const base = (logs[j] ?? []).map((v) => ({ type: 'x', v }))
        const result = applyJournal(base, entriesAfter(entries.slice(start), j))
        expect(result).toEqual((logs.at(-1) ?? []).map((v) => ({ type: 'x', v })))
      }),
      { numRuns: 300 },
    )
  })

  it('journal line numbers that do not increase are corruption', () => {
    expect(() => entriesAfter([{ s: 2, n: 0, undo: true }, { s: 2, n: 0, undo: true }], 0)).toThrow(/line 2/)
  })

  it('a writer process killed (SIGKILL) mid-game never loses an acknowledged command', async () => {
    const dir = await tempDir()
    const writer = join(import.meta.dirname, 'crash-writer.ts')
    for (const [seed, killAfter, every] of [[1, 7, 3], [2, 23, 4], [3, 45, 2], [4, 12, 1]] as const) {
      const child = spawn(process.execPath, ['--import', 'tsx', writer, dir, String(seed), String(every)], { stdio: ['ignore', 'pipe', 'pipe'] })
      let out = ''
      let err = ''
      child.stderr.on('data', (d: Buffer) => { err += d.toString() })
      const acked = await new Promise<{ id: string; n: number }>((resolve, reject) => {
        let id = ''
        let n = 0
        child.stdout.on('data', (d: Buffer) => {
          out += d.toString()
          for (const line of out.split('\n').slice(0, -1)) {
            if (line.startsWith('slot ')) id = line.slice(5)
            if (line.startsWith('ack ')) n = Math.max(n, Number(line.slice(4)))
          }
          // Kill at a point that is not a line boundary of our reading: mid-write of the next command.
          if (n >= killAfter || out.includes('over')) {
            child.kill('SIGKILL')
            resolve({ id, n })
          }
        })
        child.on('exit', (code) => { if (n < killAfter && !out.includes('over')) reject(new Error(`writer exited ${String(code)}: ${err}`)) })
      })
      await new Promise((r) => child.once('close', r))
      const reader = new SaveStore({ dir, appVersion: 'x', content: testSource, trash: () => Promise.resolve() })
      const game = await reader.open(acked.id)
      expect(game.commands.length).toBeGreaterThanOrEqual(acked.n)
      expect(game.commands.length).toBeLessThanOrEqual(acked.n + 1)
      await play(asContinent(game), 4)
      expect((await reader.load(acked.id)).commands).toEqual(game.commands)
      expect(await readdir(join(dir, acked.id))).toContain('save.json')
    }
  }, 60_000)
})
