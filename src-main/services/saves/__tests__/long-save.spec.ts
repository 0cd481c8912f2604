import { readFile, readdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasCheckpoint, isRuleError } from '../../../../src-shared/engine'
import type { PushEvent } from '../../../../src-shared/ipc/push'
import { continentModule } from '../../../../src-shared/rulesets/continent/module'
import { openSaveBenchmark } from '../save-benchmark'
import { REPLAY_BEFORE_OPENING } from '../open-save'
import { randomSave } from '../random-save'
import { serializeSave, type SaveFile } from '../save-format'
import { SaveError } from '../save-error'
import { makeStore, removeTemps, TEST_PACK_DIR, testContent, tempDir, type ContinentResolved } from './save-test-kit'

const LONG = 16_000

let resolved: ContinentResolved
let long: SaveFile
beforeAll(async () => {
  resolved = await testContent()
  long = await randomSave(continentModule, resolved, { players: 2, seed: 3, commands: LONG, exact: true, appVersion: '0.1.0-test' })
}, 120_000)
afterAll(removeTemps)

/** A slot holding `text` as its save.json, written directly (import would refuse a tampered file). */
async function slotWith(text: string) {
  const made = await makeStore()
  const good = join(await tempDir(), 'good.fogbound')
  await writeFile(good, serializeSave(long))
  const id = await made.store.import(good)
  await writeFile(join(made.savesDir, id, 'save.json'), text)
  const events: PushEvent[] = []
  made.store.onPush((e) => events.push(e))
  return { ...made, id, events }
}

/** The long game with command `at` replaced (snapshot, hash and marks kept: only a replay can tell). */
function withCommand(at: number, command: { type: string; [field: string]: unknown }): string {
  const commands = [...long.commands]
  commands[at] = command
  return serializeSave({ ...long, commands })
}

describe('opening a save costs the same whatever its length', () => {
  it('save random --commands N writes exactly N commands (going on past moves that would end the game)', () => {
    expect(long.commands).toHaveLength(LONG)
    expect(long.summary.outcome).toBeNull()
    expect(long.marks).toHaveLength(LONG)
  })

  it('a 16,000-command save opens in the CPU time of a 2,000-command one: within 1.5× or a few milliseconds (median of 15 loads each, interleaved, same run)', async () => {
    const report = await openSaveBenchmark({ packDir: TEST_PACK_DIR, sizes: [2000, LONG], runs: 15 })
    expect(report.figures.map((f) => f.commands)).toEqual([2000, LONG])
    expect(report.withinBudget.flat, JSON.stringify(report.figures)).toBe(true)
    // Not proportional to the length: 8× the commands stays far below 8× the time.
    expect(report.cpuRatio, JSON.stringify(report.figures)).toBeLessThan(4)
  }, 180_000)

  it('a long save opens from its snapshot at once, plays on, and its background replay then passes', async () => {
    const { store, id, events } = await slotWith(serializeSave(long))
    const session = await store.open(id)
    expect(session.commands).toHaveLength(LONG)
    expect(session.hash()).toBe(long.snapshotHash)
    expect(await store.verified(id)).toBeUndefined()
    const played = await session.apply(session.legalCommands()[0])
    expect(isRuleError(played)).toBe(false)
    // The move is in the journal only: opening again puts it on top of the snapshot, still without the saved log.
    const again = await store.load(id)
    expect(again.journalEntries).toBe(1)
    expect(again.log?.pending).toBe(true)
    expect(again.commands).toEqual(session.commands)
    // The Saves screen counts the log from the head's marks and the journal.
    expect((await store.list()).map((slot) => slot.commands)).toEqual([LONG + 1])
    await session.flush()
    expect((await store.load(id)).commands).toHaveLength(LONG + 1)
    expect(await store.verified(id)).toBeUndefined()
    expect(events).toEqual([])
  }, 60_000)

  it('an undo right after opening a long save parses the saved log and takes the move back to the saved snapshot', async () => {
    const { store, id } = await slotWith(serializeSave(long))
    const session = await store.open(id)
    // A move that reveals nothing and uses no chance, so it can be taken back.
    const move = session.legalCommands().find((c) => {
      const r = session.rules.apply(session.state, c)
      return !isRuleError(r) && !hasCheckpoint(r.events)
    })
    if (!move) throw new Error('the saved game offers no undoable move')
    expect(isRuleError(await session.apply(move))).toBe(false)
    expect(session.undoable).toBeGreaterThan(0)
    const undone = await session.undo()
    expect(isRuleError(undone)).toBe(false)
    expect(session.commands).toEqual(long.commands)
    expect(session.hash()).toBe(long.snapshotHash)
  }, 60_000)

  it('a tampered long save (one command changed, snapshot and hash left) opens, then the background replay quarantines it: event pushed, the session can no longer save', async () => {
    const { store, id, events, savesDir } = await slotWith(withCommand(LONG / 2, { type: 'setCost', tradeOff: 9, extra: 9 }))
    const session = await store.open(id)
    const problem = await store.verified(id)
    expect(problem).toBeInstanceOf(SaveError)
    expect(problem?.kind).toBe('replay-failed')
    expect(problem?.message).toMatch(new RegExp(`command #${LONG / 2}`))
    expect(await readdir(savesDir)).not.toContain(id)
    expect((await readdir(join(savesDir, 'quarantine')))[0]).toMatch(new RegExp(`^${id}-`))
    expect(events).toEqual([expect.objectContaining({ type: 'slot-quarantined', slotId: id, kind: 'replay-failed' })])
    const refused = await session.apply(session.legalCommands()[0])
    expect(isRuleError(refused) && refused.message).toMatch(/damaged and moved to quarantine/)
  }, 60_000)

  it('tampered marks (one digit changed) are caught by the background replay too', async () => {
    const marks = long.marks ?? ''
    const at = marks.length - 10
    const flipped = `${marks.slice(0, at)}${marks[at] === 'A' ? 'B' : 'A'}${marks.slice(at + 1)}`
    const { store, id, events } = await slotWith(serializeSave({ ...long, marks: flipped }))
    await store.load(id)
    expect((await store.verified(id))?.kind).toBe('snapshot-mismatch')
    expect(events.map((e) => e.type)).toEqual(['slot-quarantined'])
  }, 60_000)

  it(`a short save (≤ ${REPLAY_BEFORE_OPENING} commands) is still replayed before it opens: a tampered one is refused at once`, async () => {
    const short = await randomSave(continentModule, resolved, { players: 2, seed: 5, commands: 100, exact: true, appVersion: '0.1.0-test' })
    const commands = [...short.commands]
    commands[50] = { type: 'setCost', tradeOff: 9, extra: 9 } as never
    const { store, id } = await slotWith(serializeSave({ ...short, commands }))
    await expect(store.load(id)).rejects.toMatchObject({ kind: 'replay-failed' })
  }, 60_000)

  it('a format-3 copy of a long game (no marks) opens by a full replay first, and its next rewrite adds the marks', async () => {
    const { marks: _marks, ...rest } = long
    const text = serializeSave(rest).replace('"formatVersion":4', '"formatVersion":3')
    const { store, id, savesDir } = await slotWith(text)
    const session = await store.open(id)
    expect(session.hash()).toBe(long.snapshotHash)
    await session.flush()
    const rewritten = JSON.parse(await readFile(join(savesDir, id, 'save.json'), 'utf8')) as SaveFile
    expect(rewritten.formatVersion).toBe(4)
    expect(rewritten.marks).toBe(long.marks)
  }, 60_000)
})

