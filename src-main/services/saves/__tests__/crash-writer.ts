/**
 * Child process for the crash test: plays a seeded random game into a save slot and prints
 * `ack <n>` each time a command has been accepted (journaled). The test kills it with SIGKILL
 * at an arbitrary moment, then checks that every acknowledged command survived.
 * Usage: node --import tsx crash-writer.ts <savesDir> <seed> <saveEvery>
 */
import { rm } from 'node:fs/promises'
import { continentModule } from '../../../../src-shared/rulesets/continent/module'
import { intInRange, isRuleError, seedRng } from '../../../../src-shared/engine'
import { GameSession } from '../../games/game-session'
import { SaveStore } from '../save-store'
import { testContent, testSource } from './save-test-kit'

async function main(): Promise<void> {
  const [dir = '', seedArg = '1', everyArg = '5'] = process.argv.slice(2)
  const seed = Number(seedArg)
  const resolved = await testContent()
  const store = new SaveStore({ dir, appVersion: 'crash-test', content: testSource, trash: (p) => rm(p, { recursive: true }), saveEvery: Number(everyArg) })
  const session = GameSession.create({ module: continentModule, content: resolved.content, packs: resolved.packs, config: continentModule.sampleConfig(resolved.content, 2), seed })
  if (isRuleError(session)) throw new Error(session.message)
  const id = await store.create('Crash', session)
  process.stdout.write(`slot ${id}\n`)
  const chooser = seedRng(seed)
  for (;;) {
    if (session.state.outcome !== null) {
      // Keep writing until killed: take back what can be taken back, else stop.
      process.stdout.write('over\n')
      return
    }
    const legal = session.legalCommands()
    const cancel = legal.findIndex((c) => c.type === 'cancel')
    const pick = cancel >= 0 && intInRange(chooser, 0, 1) === 0 ? cancel : intInRange(chooser, 0, legal.length - 1)
    const r = await session.apply(legal[pick])
    if (isRuleError(r)) throw new Error(r.message)
    process.stdout.write(`ack ${session.commands.length}\n`)
  }
}

main().catch((e: unknown) => {
  process.stderr.write(String(e instanceof Error ? e.stack : e))
  process.exitCode = 1
})
