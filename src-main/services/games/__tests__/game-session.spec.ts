import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isRuleError, replay, stateHash } from '../../../../src-shared/engine'
import type { ContinentCommand } from '../../../../src-shared/rulesets/continent'
import { GameSession, type GameRecord, type SessionPersistence } from '../game-session'
import type { JournalEntry } from '../../saves/save-format'
import type { ResolvedContent } from '../../saves/content-source'
import { randomGameConfig } from '../../saves/random-save'
import { removeTemps, testContent } from '../../saves/__tests__/save-test-kit'

let resolved: ResolvedContent
beforeAll(async () => {
  resolved = await testContent()
})
afterAll(removeTemps)

/** A persistence port that records what it was asked to write, with a switch to make it fail. */
function recordingPort() {
  const log: string[] = []
  const entries: JournalEntry[] = []
  const records: GameRecord[] = []
  let fail = false
  let gate: Promise<void> = Promise.resolve()
  const port: SessionPersistence = {
    async append(entry) {
      log.push(`append ${entry.n}`)
      await gate
      if (fail) throw new Error('disk full')
      entries.push(entry)
      log.push(`appended ${entry.n}`)
    },
    checkpoint(record) {
      records.push(record)
      return Promise.resolve()
    },
  }
  return {
    port, log, entries, records,
    failNext: (v: boolean) => { fail = v },
    hold: () => { let release!: () => void; gate = new Promise<void>((r) => { release = r }); return () => release() },
  }
}

function newSession(port?: SessionPersistence, saveEvery?: number): GameSession {
  const s = GameSession.create({ content: resolved.content, packs: resolved.packs, config: randomGameConfig(resolved, 2), seed: 7 }, {
    ...(port ? { persistence: port } : {}),
    ...(saveEvery === undefined ? {} : { saveEvery }),
  })
  if (isRuleError(s)) throw new Error(s.message)
  return s
}

describe('GameSession', () => {
  it('a refused setup is a RuleError, not a throw', () => {
    const s = GameSession.create({ content: resolved.content, packs: resolved.packs, config: { characters: ['nobody'], curses: [] }, seed: 1 })
    expect(isRuleError(s)).toBe(true)
  })

  it('journals an accepted command before answering, and only then changes the state', async () => {
    const rec = recordingPort()
    const session = newSession(rec.port)
    const before = session.hash()
    const release = rec.hold()
    const legal = session.legalCommands()
    const pending = session.apply(legal[0])
    let answered = false
    void pending.then(() => { answered = true })
    await new Promise((r) => setTimeout(r, 20))
    expect(answered).toBe(false)
    expect(session.hash()).toBe(before)
    release()
    const result = await pending
    expect(isRuleError(result)).toBe(false)
    expect(rec.log).toEqual(['append 0', 'appended 0'])
    expect(rec.entries).toEqual([{ s: 1, n: 0, c: legal[0] }])
    expect(session.commands).toEqual([legal[0]])
    expect(session.hash()).not.toBe(before)
  })

  it('returns the view and the events of the command', async () => {
    const session = newSession()
    const result = await session.apply(session.legalCommands()[0])
    if (isRuleError(result)) throw new Error(result.message)
    expect(result.view.phase).toBe(session.view().phase)
    expect(Array.isArray(result.events)).toBe(true)
  })

  it('a refused command is a typed RuleError and is not journaled', async () => {
    const rec = recordingPort()
    const session = newSession(rec.port)
    const result = await session.apply({ type: 'setCost', tradeOff: 0, extra: 0 })
    expect(isRuleError(result) && result.code).toBe('wrong-step')
    const bad = await session.apply('not a command')
    expect(isRuleError(bad) && bad.code).toBe('bad-command')
    expect(rec.entries).toEqual([])
    expect(session.commands).toEqual([])
  })

  it('a failed journal write refuses the move (save-failed) and leaves the game as it was', async () => {
    const rec = recordingPort()
    const session = newSession(rec.port)
    const before = session.hash()
    rec.failNext(true)
    const result = await session.apply(session.legalCommands()[0])
    expect(isRuleError(result) && result.code).toBe('save-failed')
    expect(session.hash()).toBe(before)
    expect(session.commands).toEqual([])
  })

  it('serialises concurrent applies: journal order equals log order', async () => {
    const rec = recordingPort()
    const session = newSession(rec.port)
    const first = session.legalCommands()[0] as ContinentCommand
    const results = await Promise.all([session.apply(first), session.apply({ type: 'cancel' }), session.apply(first)])
    expect(results.filter((r) => !isRuleError(r)).length).toBe(session.commands.length)
    expect(rec.entries.map((e) => e.n)).toEqual(session.commands.map((_, i) => i))
  })

  it('hash() equals the replay of its command log from seed and config', async () => {
    const session = newSession()
    for (let i = 0; i < 40 && session.state.outcome === null; i++) {
      const legal = session.legalCommands()
      await session.apply(legal[(i * 7) % legal.length])
    }
    const again = replay(session.rules, session.config, session.seed, session.commands)
    if (isRuleError(again)) throw new Error(again.message)
    expect(stateHash(again.state)).toBe(session.hash())
    expect(session.record().snapshotHash).toBe(session.hash())
  })

  it('undo takes back a non-checkpoint command (journaled as an undo) and refuses with a reason otherwise', async () => {
    const rec = recordingPort()
    const session = newSession(rec.port)
    const nothing = await session.undo()
    expect(isRuleError(nothing) && nothing.code).toBe('nothing-to-undo')
    const choose = session.legalCommands().find((c) => c.type === 'chooseActive')
    expect(choose).toBeDefined()
    const before = session.hash()
    await session.apply(choose)
    expect(session.undoable).toBe(1)
    const undone = await session.undo()
    expect(isRuleError(undone)).toBe(false)
    expect(session.hash()).toBe(before)
    expect(session.commands).toEqual([])
    expect(rec.entries.at(-1)).toEqual({ s: 2, n: 0, undo: true })
    // Play until a command reveals or draws: it cannot be undone.
    for (let i = 0; i < 200 && session.state.outcome === null; i++) {
      const legal = session.legalCommands()
      await session.apply(legal[i % legal.length])
      if (session.undoable === 0) break
    }
    expect(session.undoable).toBe(0)
    const refused = await session.undo()
    expect(isRuleError(refused) && refused.code).toBe('undo-checkpoint')
  })

  it('rewrites the save every N commands and on close', async () => {
    const rec = recordingPort()
    const session = newSession(rec.port, 3)
    for (let i = 0; i < 7 && session.state.outcome === null; i++) {
      const legal = session.legalCommands()
      await session.apply(legal[0])
    }
    expect(rec.records.map((r) => r.commands.length)).toEqual([3, 6])
    await session.close()
    expect(rec.records.at(-1)?.commands.length).toBe(7)
    expect(rec.records.at(-1)?.snapshotHash).toBe(session.hash())
  })

  it('view(seat) is the engine view and hides the deck order', () => {
    const session = newSession()
    const v = session.view(0)
    expect(v.actionDeckCount).toBeGreaterThan(0)
    expect(JSON.stringify(v)).not.toContain('"actionDeck"')
  })
})
