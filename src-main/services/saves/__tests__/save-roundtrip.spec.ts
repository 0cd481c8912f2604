import { continentModule } from '../../../../src-shared/rulesets/continent/module'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { stateHash } from '../../../../src-shared/engine'
import type { ResolvedContent } from '../content-source'
import { playRandomGame, randomSave } from '../random-save'
import { FIXED_SAVED_AT, serializeSave } from '../save-format'
import { saveBenchmark } from '../save-benchmark'
import { parseSaveText, verifySave } from '../verify-save'
import { TEST_PACK_DIR, makeStore, removeTemps, testContent, testSource } from './save-test-kit'

let resolved: ResolvedContent
beforeAll(async () => {
  resolved = await testContent()
})
afterAll(removeTemps)

describe('save / load round trip', () => {
  it('random games (players, seed, length, save interval) save and load to identical states', async () => {
    const { store, savesDir } = await makeStore()
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: -2147483648, max: 2147483647 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 1, max: 30 }),
        async (players, seed, commands, saveEvery) => {
          const session = await playRandomGame(continentModule, resolved, { players, seed, commands: 0 })
          const id = await store.create(`p${players} s${seed}`, session)
          session.attach(store.persistence(id), saveEvery)
          const live = await playRandomGame(continentModule, resolved, { players, seed, commands })
          for (const c of live.commands) await session.apply(c)
          expect(session.hash()).toBe(live.hash())
          const reopened = await store.open(id)
          expect(reopened.hash()).toBe(session.hash())
          expect(reopened.state).toEqual(session.state)
          expect(reopened.commands).toEqual(session.commands)
          expect(reopened.view(0)).toEqual(session.view(0))
          const saved = parseSaveText(await readFile(join(savesDir, id, 'save.json'), 'utf8'))
          expect(saved.players.length).toBeGreaterThanOrEqual(players)
        },
      ),
      { numRuns: 20 },
    )
  }, 60_000)

  it('the same seed gives a byte-identical random save; its savedAt is the fixed one', async () => {
    const a = serializeSave(await randomSave(continentModule, resolved, { players: 2, seed: 99, commands: 40, appVersion: '1.2.3' }))
    const b = serializeSave(await randomSave(continentModule, resolved, { players: 2, seed: 99, commands: 40, appVersion: '1.2.3' }))
    expect(a).toBe(b)
    const save = parseSaveText(a)
    expect(save.savedAt).toBe(FIXED_SAVED_AT)
    const game = await verifySave(save, testSource)
    expect(stateHash(game.state)).toBe(save.snapshotHash)
  })

  it('saveBenchmark measures write and load medians and the size on disk', async () => {
    const report = await saveBenchmark({ packDir: TEST_PACK_DIR, commands: 200, runs: 3 })
    expect(report.commands).toBe(200)
    expect(report.runs).toBe(3)
    expect(report.writeMedianMs).toBeGreaterThan(0)
    expect(report.loadMedianMs).toBeGreaterThan(0)
    expect(report.bytes).toBeGreaterThan(1000)
    expect(typeof report.withinBudget.write).toBe('boolean')
  }, 30_000)
})
