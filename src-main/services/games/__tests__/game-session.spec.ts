import type { ContinentTypes } from '../../../../src-shared/rulesets/continent/module-types'
import { continentModule } from '../../../../src-shared/rulesets/continent/module'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isRuleError, replay, stateHash, type GameEvent } from '../../../../src-shared/engine'
import type { ContinentCommand } from '../../../../src-shared/rulesets/continent'
import type { GameTotals } from '../../../../src-shared/ipc/games'
import { GameSession, type GameRecord, type SessionPersistence } from '../game-session'
import type { JournalEntry } from '../../saves/save-format'
import { asContinent, makeStore, removeTemps, testContent, type ContinentResolved } from '../../saves/__tests__/save-test-kit'

let resolved: ContinentResolved
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

function newSession(port?: SessionPersistence, saveEvery?: number): GameSession<ContinentTypes> {
  const s = GameSession.create({ module: continentModule, content: resolved.content, packs: resolved.packs, config: continentModule.sampleConfig(resolved.content, 2), seed: 7 }, {
    ...(port ? { persistence: port } : {}),
    ...(saveEvery === undefined ? {} : { saveEvery }),
  })
  if (isRuleError(s)) throw new Error(s.message)
  return s
}

describe('GameSession', () => {
  it('a refused setup is a RuleError, not a throw', () => {
    const s = GameSession.create({ module: continentModule, content: resolved.content, packs: resolved.packs, config: { characters: ['nobody'], curses: [] }, seed: 1 })
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

/** Totals counted afresh: the log replayed from seed and config, its events tallied. */
function recount(session: GameSession): GameTotals {
  const again = replay(session.rules, session.config, session.seed, session.commands)
  if (isRuleError(again)) throw new Error(again.message)
  const all = again.events.flat()
  return { turns: all.filter((e) => e.type === 'turnEnded').length, actions: all.filter((e) => e.type === 'actionChosen').length, commands: session.commands.length }
}

/** A steady player: no joining, leaving or rules-saving (free moves that would end turns without actions). */
function pick(session: GameSession<ContinentTypes>, i: number): ContinentCommand {
  const plain = session.legalCommands().filter((c) => c.type !== 'join' && c.type !== 'leave' && c.type !== 'rulesSave')
  const cmd = plain[(i * 7) % plain.length]
  if (!cmd) throw new Error('no legal command')
  return cmd
}

const has = (events: readonly GameEvent[], type: string) => events.some((e) => e.type === type)

describe('GameSession totals', () => {
  it('counts turnEnded and actionChosen events and the commands of the whole log as commands are applied', async () => {
    const session = newSession()
    expect(session.totals).toEqual({ turns: 0, actions: 0, commands: 0 })
    const expected = { turns: 0, actions: 0, commands: 0 }
    for (let i = 0; i < 120 && session.state.outcome === null; i++) {
      const result = await session.apply(pick(session, i))
      if (isRuleError(result)) throw new Error(result.message)
      expected.turns += result.events.filter((e) => e.type === 'turnEnded').length
      expected.actions += result.events.filter((e) => e.type === 'actionChosen').length
      expected.commands++
      expect(session.totals).toEqual(expected)
    }
    expect(session.totals.turns).toBeGreaterThan(1)
    expect(session.totals.actions).toBeGreaterThan(1)
    expect(session.totals).toEqual(recount(session))
  })

  it('a refused command or a failed journal write changes no total', async () => {
    const rec = recordingPort()
    const session = newSession(rec.port)
    await session.apply(pick(session, 0))
    const before = session.totals
    expect(isRuleError(await session.apply({ type: 'setCost', tradeOff: 0, extra: 0 }))).toBe(true)
    rec.failNext(true)
    expect(isRuleError(await session.apply(pick(session, 1)))).toBe(true)
    expect(session.totals).toEqual(before)
  })

  it('undo takes the counts of the undone command back exactly', async () => {
    const session = newSession()
    let undoneActions = 0
    let undoneTurns = 0
    for (let i = 0; i < 150 && session.state.outcome === null; i++) {
      const before = session.totals
      const cmd = pick(session, i)
      const result = await session.apply(cmd)
      if (isRuleError(result)) throw new Error(result.message)
      const after = session.totals
      if (session.undoable === 0 || !(has(result.events, 'actionChosen') || has(result.events, 'turnEnded'))) continue
      if (has(result.events, 'actionChosen')) undoneActions++
      if (has(result.events, 'turnEnded')) undoneTurns++
      const undone = await session.undo()
      if (isRuleError(undone)) throw new Error(undone.message)
      expect(session.totals).toEqual(before)
      // Played again, the same command counts the same.
      await session.apply(cmd)
      expect(session.totals).toEqual(after)
    }
    expect(undoneActions).toBeGreaterThan(0)
    expect(undoneTurns).toBeGreaterThan(0)
    expect(session.totals).toEqual(recount(session))
  })

  // saveEvery 1: every undo reaches below the save.json snapshot (the load replays from the seed);
  // saveEvery 4: most undos stay in the journal past the snapshot.
  it.each([1, 4])('after a reload from the save (save.json every %i commands) the totals equal those of an uninterrupted session', async (saveEvery) => {
    const { store } = await makeStore({ saveEvery })
    let saved = newSession()
    const id = await store.create('Totals', saved)
    const uninterrupted = newSession()
    let undos = 0
    for (let i = 0; i < 90 && saved.state.outcome === null; i++) {
      const cmd = pick(uninterrupted, i)
      expect(isRuleError(await uninterrupted.apply(cmd))).toBe(false)
      expect(isRuleError(await saved.apply(cmd))).toBe(false)
      if (i % 5 === 2 && uninterrupted.undoable > 0) {
        expect(isRuleError(await uninterrupted.undo())).toBe(false)
        expect(isRuleError(await saved.undo())).toBe(false)
        undos++
      }
      // Right after an undo, and between undos with plain commands in the journal.
      if (i % 5 === 2 || i % 10 === 4) {
        // Reopened as the app does after a restart: save.json replayed, the journal applied on top.
        saved = asContinent(await store.open(id))
        expect(saved.totals).toEqual(uninterrupted.totals)
        expect(saved.hash()).toBe(uninterrupted.hash())
      }
    }
    expect(undos).toBeGreaterThan(2)
    await saved.close()
    const reopened = await store.open(id)
    expect(reopened.totals).toEqual(uninterrupted.totals)
    expect(reopened.totals).toEqual(recount(uninterrupted))
    expect(reopened.totals.turns).toBeGreaterThan(0)
    expect(reopened.totals.actions).toBeGreaterThan(0)
  })
})
