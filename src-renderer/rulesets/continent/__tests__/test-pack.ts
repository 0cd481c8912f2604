// Test helper: the real continent-test pack through the real parser, and real views from the real engine.
// Files come in through Vite's import.meta.glob (raw text) because renderer code may not import node:*.
import { markRaw } from 'vue'
import { formatProblem } from '../../../../src-shared/content/problems'
import { parsePack } from '../../../../src-shared/content/parse-pack'
import { continentPackSpec } from '../../../../src-shared/content/continent/pack-spec'
import type { ContinentContent } from '../../../../src-shared/content/continent/content'
import type { PackFile } from '../../../../src-shared/content/read-json'
import { createContinent, type ContinentCommand, type ContinentState, type ContinentView } from '../../../../src-shared/rulesets/continent'
import { isRuleError } from '../../../../src-shared/engine/rule-error'
import type { GameEvent } from '../../../../src-shared/engine/ruleset'

const PREFIX = '/fixtures/packs/continent-test/'
const texts = import.meta.glob<string>('/fixtures/packs/continent-test/**/*.json', { query: '?raw', import: 'default', eager: true })
const artFiles = import.meta.glob('/fixtures/packs/continent-test/art/*.svg', { query: '?url', import: 'default', eager: true })

let cached: ContinentContent | null = null

/** The parsed test pack (cached: parsing is the slow part of every test). */
export function testContent(): ContinentContent {
  if (cached) return cached
  const files: PackFile[] = Object.entries(texts).map(([p, text]) => ({ path: p.slice(PREFIX.length), text }))
  const art = Object.keys(artFiles).map((p) => p.slice(`${PREFIX}art/`.length)).sort()
  const r = parsePack(files, art, continentPackSpec)
  if (!r.ok) throw new Error(r.problems.map(formatProblem).join('\n'))
  cached = markRaw(r.content)
  return cached
}

/** A live game on the test pack: apply commands, read views (what main will send). */
export class TestGame {
  readonly rules = createContinent(testContent())
  state: ContinentState
  events: GameEvent[] = []
  /** Every accepted command's events, as main will send them with each view. */
  batches: { seq: number; events: GameEvent[] }[] = []

  constructor(players = 2, seed = 5) {
    const c = testContent()
    const config = { characters: Object.keys(c.characters).sort().slice(0, players), curses: [Object.keys(c.clues).sort()[0] as string] }
    const s = this.rules.setup(config, seed)
    if (isRuleError(s)) throw new Error(s.message)
    this.state = s
  }

  view(): ContinentView {
    return this.rules.view(this.state)
  }

  play(...cmds: ContinentCommand[]): this {
    for (const cmd of cmds) {
      const r = this.rules.apply(this.state, cmd)
      if (isRuleError(r)) throw new Error(`${cmd.type}: ${r.message}`)
      this.state = r.state
      this.events = r.events
      this.batches.push({ seq: this.batches.length + 1, events: r.events })
    }
    return this
  }

  legal(): ContinentCommand[] {
    return this.rules.legalCommands(this.state)
  }

  /** Plays legal commands picked by `pick` until `until` holds (or gives up after `max`). */
  playUntil(until: (v: ContinentView) => boolean, pick: (legal: ContinentCommand[], v: ContinentView) => ContinentCommand | undefined = (l) => l[0], max = 400): boolean {
    for (let i = 0; i < max; i++) {
      const v = this.view()
      if (until(v)) return true
      if (v.outcome !== null) return false
      const cmd = pick(this.legal(), v)
      if (!cmd) return false
      this.play(cmd)
    }
    return until(this.view())
  }
}

/**
 * A purposeful player for tests: explores the fog around the start until three terrains are up,
 * then moves; always answers the cost step with one extra card and the first option of choices.
 */
export function towardMoveChoice(legal: ContinentCommand[], v: ContinentView): ContinentCommand | undefined {
  const terrains = v.board.filter((b) => b.face === 'up').length
  const acts = v.decision?.availableActions ?? []
  const act = (terrains > 2 ? acts.find((a) => a.def.type === 'move') : undefined) ?? acts.find((a) => a.ref.uid.startsWith('fog:'))
  if (v.phase === 'chooseAction' && act) return { type: 'chooseAction', ref: act.ref }
  const pref = (f: (c: ContinentCommand) => boolean): ContinentCommand | undefined => legal.find(f)
  return pref((c) => c.type === 'chooseActive')
    ?? pref((c) => c.type === 'involve' && c.seats.length === 0)
    ?? pref((c) => c.type === 'endItems')
    ?? pref((c) => c.type === 'setCost' && c.tradeOff === 0 && c.extra === 1)
    ?? legal.find((c) => c.type !== 'cancel' && c.type !== 'rulesSave' && c.type !== 'join' && c.type !== 'leave')
}

/** A 2-player game (seed 2) paused on a real move choice between two reachable terrains. */
export function gameAtMoveChoice(): TestGame {
  const g = new TestGame(2, 2)
  if (!g.playUntil((v) => v.decision?.choice?.kind === 'move', towardMoveChoice, 200)) throw new Error('the test game never reached a move choice')
  return g
}

const QUIET = new Set(['leave', 'join', 'rulesSave', 'giveUpItem', 'cancel', 'giveItem', 'tradeItems', 'spotHiddenNumber'])

/**
 * Plays seeded random legal games (never leaving, joining, saving or giving items away) until a
 * view satisfies `until`; returns that game. Deterministic: same seeds, same games.
 */
export function findGame(until: (v: ContinentView, g: TestGame) => boolean, players = 2, seeds = 40, maxCommands = 400): TestGame {
  for (let seed = 1; seed <= seeds; seed++) {
    const g = new TestGame(players, seed)
    let x = seed * 7919
    const pick = (legal: ContinentCommand[]): ContinentCommand | undefined => {
      const calm = legal.filter((c) => !QUIET.has(c.type))
      const from = calm.length > 0 ? calm : legal.filter((c) => c.type !== 'leave' && c.type !== 'join')
      x = (x * 1103515245 + 12345) % 2147483648
      return from[x % Math.max(1, from.length)]
    }
    if (g.playUntil((v) => until(v, g), pick, maxCommands)) return g
  }
  throw new Error('no test game reached the wanted view')
}
