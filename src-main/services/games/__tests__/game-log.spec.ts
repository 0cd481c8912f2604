import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isRuleError, type GameEvent } from '../../../../src-shared/engine'
import type { ContinentCommand } from '../../../../src-shared/rulesets/continent'
import type { ContinentTypes } from '../../../../src-shared/rulesets/continent/module-types'
import type { GameSession } from '../game-session'
import { asContinent, makeStore, newTestGame, removeTemps, testContent, type ContinentResolved } from '../../saves/__tests__/save-test-kit'

let resolved: ContinentResolved
beforeAll(async () => {
  resolved = await testContent()
})
afterAll(removeTemps)

/** A legal command chosen by the step number (a different one most steps), never seat changes. */
function pick(session: GameSession<ContinentTypes>, i: number): ContinentCommand {
  const plain = session.legalCommands().filter((c) => c.type !== 'join' && c.type !== 'leave' && c.type !== 'rulesSave')
  const cmd = plain[(i * 7) % plain.length]
  if (!cmd) throw new Error('no legal command')
  return cmd
}

async function logOf(session: GameSession): Promise<{ index: number; events: GameEvent[] }[]> {
  const log = await session.log()
  if (isRuleError(log)) throw new Error(log.message)
  return log
}

describe('GameSession.log (game:log)', () => {
  it('the whole game\'s public events, one batch per command, equal to what each move answered', async () => {
    const session = newTestGame(resolved, 11)
    const live: GameEvent[][] = []
    for (let i = 0; i < 60 && session.state.outcome === null; i++) {
      const r = await session.apply(pick(session, i))
      if (isRuleError(r)) throw new Error(r.message)
      live.push(r.events)
    }
    const log = await logOf(session)
    expect(log.map((b) => b.index)).toEqual(live.map((_, i) => i))
    expect(log.map((b) => b.events)).toEqual(live)
    expect(live.flat().length).toBeGreaterThan(60)
  })

  it('C-D-12 after an undo the log holds no event of the undone command', async () => {
    const session = newTestGame(resolved, 3)
    let undone = 0
    for (let i = 0; i < 50 && session.state.outcome === null; i++) {
      const before = await logOf(session)
      expect(isRuleError(await session.apply(pick(session, i)))).toBe(false)
      if (i % 4 === 1 && session.undoable > 0) {
        expect(isRuleError(await session.undo())).toBe(false)
        expect(await logOf(session)).toEqual(before)
        undone++
      }
    }
    expect(undone).toBeGreaterThan(2)
  })

  it('after a reopened save the log equals the log of the game before it was closed', async () => {
    const { store } = await makeStore({ saveEvery: 4 })
    const session = newTestGame(resolved, 5)
    const id = await store.create('Log', session)
    for (let i = 0; i < 40 && session.state.outcome === null; i++) expect(isRuleError(await session.apply(pick(session, i)))).toBe(false)
    const before = await logOf(session)
    await session.close()
    const reopened = asContinent(await store.open(id))
    expect(await logOf(reopened)).toEqual(before)
    expect(before.length).toBeGreaterThan(10)
  })

  it('a reopened game that plays and undoes on has the log of a game never closed', async () => {
    const { store } = await makeStore({ saveEvery: 3 })
    const closed = newTestGame(resolved, 9)
    const never = newTestGame(resolved, 9)
    const id = await store.create('Log on', closed)
    let session = closed
    for (let i = 0; i < 45 && never.state.outcome === null; i++) {
      const cmd = pick(never, i)
      expect(isRuleError(await never.apply(cmd))).toBe(false)
      expect(isRuleError(await session.apply(cmd))).toBe(false)
      if (i % 6 === 3 && never.undoable > 0) {
        expect(isRuleError(await never.undo())).toBe(false)
        expect(isRuleError(await session.undo())).toBe(false)
      }
      if (i % 15 === 7) {
        await session.close()
        session = asContinent(await store.open(id))
      }
    }
    expect(await logOf(session)).toEqual(await logOf(never))
  })

  it('C-D-2 no event names the front of an Exploration card the players have not seen', async () => {
    const content = resolved.content
    const fronts = new Set<string>()
    for (const c of Object.values(content.cards)) if (c.type === 'exploration') fronts.add(c.front.title)
    let named = 0
    for (const seed of [1, 2, 3, 4]) {
      const session = newTestGame(resolved, seed)
      for (let i = 0; i < 80 && session.state.outcome === null; i++) {
        const r = await session.apply(pick(session, i + seed))
        if (isRuleError(r)) throw new Error(r.message)
        const seen = new Set(Object.keys(r.view.cards))
        for (const e of r.events) {
          if (['revealed', 'explorationRevealed', 'cardsRevealed'].includes(e.type)) {
            for (const u of [e.uid, ...(Array.isArray(e.uids) ? e.uids : [])]) if (typeof u === 'string') seen.add(u)
          }
        }
        for (const e of r.events) {
          const names = (e.names ?? {}) as Record<string, { title: string }>
          for (const [uid, n] of Object.entries(names)) {
            if (!fronts.has(n.title)) continue
            named++
            expect(seen.has(uid), `${e.type} names the hidden front of ${uid}`).toBe(true)
          }
        }
      }
    }
    expect(named).toBeGreaterThan(0)
  })
})
