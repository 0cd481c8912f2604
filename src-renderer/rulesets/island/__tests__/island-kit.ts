// Test helper: the shipped Cinder Cay pack through the real parser, a live Island game on the real
// engine, and a fake host answering the game channels from it (the way main does).
// Files come in through Vite's import.meta.glob (raw text) because renderer code may not import node:*.
import { markRaw } from 'vue'
import { formatProblem } from '../../../../src-shared/content/problems'
import { parsePack } from '../../../../src-shared/content/parse-pack'
import type { PackFile } from '../../../../src-shared/content/read-json'
import type { IslandContent } from '../../../../src-shared/content/island/content'
import { islandPackSpec } from '../../../../src-shared/content/island/pack-spec'
import { isRuleError } from '../../../../src-shared/engine/rule-error'
import { tableHost } from '../../../api/__tests__/table-host'
import type { GameEvent } from '../../../../src-shared/engine/ruleset'
import type { GameReplyOf } from '../../../../src-shared/ipc/games'
import { apply } from '../../../../src-shared/rulesets/island/apply-command'
import { islandModule } from '../../../../src-shared/rulesets/island/module'
import { setup } from '../../../../src-shared/rulesets/island/setup'
import type { IslandCommand, IslandState } from '../../../../src-shared/rulesets/island/types'
import { view } from '../../../../src-shared/rulesets/island/view'

const PREFIX = '/resources/packs/cinder-cay/'
const texts = import.meta.glob<string>('/resources/packs/cinder-cay/**/*.json', { query: '?raw', import: 'default', eager: true })
const artFiles = import.meta.glob('/resources/packs/cinder-cay/art/*.svg', { query: '?url', import: 'default', eager: true })

let cached: IslandContent | null = null

/** The parsed Cinder Cay pack (cached: parsing is the slow part). */
export function cinderCay(): IslandContent {
  if (cached) return cached
  const files: PackFile[] = Object.entries(texts).map(([p, text]) => ({ path: p.slice(PREFIX.length), text }))
  const art = Object.keys(artFiles).map((p) => p.slice(`${PREFIX}art/`.length)).sort()
  const r = parsePack(files, art, islandPackSpec)
  if (!r.ok) throw new Error(r.problems.map(formatProblem).join('\n'))
  cached = markRaw(r.content)
  return cached
}

/** A live Island game: commands applied by the real engine, views and public events as main sends them. */
export class IslandGame {
  state: IslandState
  batches: GameEvent[][] = []
  readonly commands: IslandCommand[] = []

  constructor(characters: string[] = ['shipwright', 'steward'], seed = 7, scenario = 'mountain-wakes') {
    const s = setup(cinderCay(), { scenario, characters }, seed)
    if (isRuleError(s)) throw new Error(s.message)
    this.state = s
  }

  play(cmd: IslandCommand): GameEvent[] {
    const r = apply(cinderCay(), this.state, cmd)
    if (isRuleError(r)) throw new Error(`${r.code}: ${r.message}`)
    this.state = r.state
    this.commands.push(cmd)
    const events = islandModule.publicEvents(cinderCay(), r.events, r.state)
    this.batches.push(events)
    return events
  }

  get strings(): unknown {
    return cinderCay().strings
  }

  reply(events: GameEvent[] = []): GameReplyOf<'island'> {
    const c = cinderCay()
    return {
      slotId: 'slot-1', slotName: 'Cinder run', packId: c.manifest.id, ruleset: 'island',
      seats: this.state.seats.map((character, seat) => ({ seat, character, characters: [character], name: `P${seat + 1}` })),
      view: view(c, this.state), events, strings: c.strings, extras: {}, undoable: 0,
      totals: { turns: 0, actions: 0, commands: this.batches.length },
    }
  }
}

/** Answers the channels the Table page asks for; game:command plays on `game` with the real engine. */
export function islandHost(game: IslandGame, language: 'en' | 'it' = 'en') {
  return tableHost(game, language)
}
