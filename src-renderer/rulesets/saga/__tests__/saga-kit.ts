// Test helper: the Saga test pack (fixtures/packs/saga-test) through the real parser, a live Saga
// game on the real engine, and a fake host answering the game channels from it the way main does
// (public events, public strings, the module's extras).
// Files come in through Vite's import.meta.glob (raw text) because renderer code may not import node:*.
import { markRaw } from 'vue'
import { formatProblem } from '../../../../src-shared/content/problems'
import { parsePack } from '../../../../src-shared/content/parse-pack'
import type { PackFile } from '../../../../src-shared/content/read-json'
import type { SagaContent } from '../../../../src-shared/content/saga/content'
import { sagaPackSpec } from '../../../../src-shared/content/saga/pack-spec'
import { isRuleError } from '../../../../src-shared/engine/rule-error'
import { tableHost } from '../../../api/__tests__/table-host'
import type { GameEvent } from '../../../../src-shared/engine/ruleset'
import type { GameReplyOf } from '../../../../src-shared/ipc/games'
import { apply } from '../../../../src-shared/rulesets/saga/apply-command'
import { sagaModule, setupAndRun } from '../../../../src-shared/rulesets/saga/module'
import type { SagaCommand, SagaConfig, SagaState } from '../../../../src-shared/rulesets/saga/types'
import { view } from '../../../../src-shared/rulesets/saga/view'

const PREFIX = '/fixtures/packs/saga-test/'
const texts = import.meta.glob<string>('/fixtures/packs/saga-test/**/*.json', { query: '?raw', import: 'default', eager: true })

let cached: SagaContent | null = null

/** The parsed Saga test pack (cached: parsing is the slow part). */
export function sagaTest(): SagaContent {
  if (cached) return cached
  const files: PackFile[] = Object.entries(texts).map(([p, text]) => ({ path: p.slice(PREFIX.length), text }))
  const r = parsePack(files, [], sagaPackSpec)
  if (!r.ok) throw new Error(r.problems.map(formatProblem).join('\n'))
  cached = markRaw(r.content)
  return cached
}

/** A live Saga game: commands applied by the real engine, replies as main sends them. */
export class SagaGame {
  state: SagaState
  batches: GameEvent[][] = []
  readonly commands: SagaCommand[] = []
  readonly config: SagaConfig

  constructor(characters: string[] = ['warden', 'scout'], seed = 7, scenario = 'crossing') {
    this.config = { scenario, characters, seats: characters.length, playerNames: characters.map((_, i) => `P${i + 1}`) }
    const s = setupAndRun(sagaTest(), this.config, seed)
    if (isRuleError(s)) throw new Error(s.message)
    this.state = s
  }

  play(cmd: SagaCommand): GameEvent[] {
    const r = apply(sagaTest(), this.state, cmd)
    if (isRuleError(r)) throw new Error(`${r.code}: ${r.message}`)
    this.state = r.state
    this.commands.push(cmd)
    const events = sagaModule.publicEvents(sagaTest(), r.events, r.state)
    this.batches.push(events)
    return events
  }

  get strings(): unknown {
    return sagaTest().strings
  }

  reply(events: GameEvent[] = []): GameReplyOf<'saga'> {
    const c = sagaTest()
    const v = view(c, this.state)
    return {
      slotId: 'slot-1', slotName: 'Saga run', packId: c.manifest.id, ruleset: 'saga',
      seats: sagaModule.seatsOf(this.config),
      view: v, events, strings: sagaModule.publicStrings(c, { view: v, events }), extras: sagaModule.extras(c), undoable: 0,
      totals: { turns: 0, actions: 0, commands: this.batches.length },
    }
  }
}

/** Answers the channels the Table page asks for; game:command plays on `game` with the real engine. */
export function sagaHost(game: SagaGame, language: 'en' | 'it' = 'en') {
  return tableHost(game, language)
}
