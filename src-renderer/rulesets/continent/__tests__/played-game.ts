// Test helper: seeded random games of a real pack, each command's events and strings as main sends them.
import { formatProblem } from '../../../../src-shared/content/problems'
import { parsePack } from '../../../../src-shared/content/parse-pack'
import { continentPackSpec } from '../../../../src-shared/content/continent/pack-spec'
import type { ContinentContent } from '../../../../src-shared/content/continent/content'
import { createContinent, type ContinentCommand, type ContinentView } from '../../../../src-shared/rulesets/continent'
import { continentPublicEvents } from '../../../../src-shared/rulesets/continent/public-events'
import { publicStrings } from '../../../../src-shared/rulesets/continent/public-strings'
import { isRuleError } from '../../../../src-shared/engine/rule-error'
import type { EventBatch } from '../log-lines'

const flTexts = import.meta.glob<string>('/resources/packs/first-light/**/*.json', { query: '?raw', import: 'default', eager: true })
const flArt = import.meta.glob('/resources/packs/first-light/art/*.svg', { query: '?url', import: 'default', eager: true })
const FL = '/resources/packs/first-light/'

let firstLightCache: ContinentContent | null = null

/** First Light, parsed by the real loader (cached). */
export function firstLight(): ContinentContent {
  if (firstLightCache) return firstLightCache
  const files = Object.entries(flTexts).map(([p, text]) => ({ path: p.slice(FL.length), text }))
  const r = parsePack(files, Object.keys(flArt).map((p) => p.slice(`${FL}art/`.length)).sort(), continentPackSpec)
  if (!r.ok) throw new Error(r.problems.map(formatProblem).join('\n'))
  firstLightCache = r.content
  return r.content
}

/** One game as the table received it: every reply's view, each command's public events and the strings of each reply. */
export interface Played { content: ContinentContent; views: ContinentView[]; batches: EventBatch[]; strings: Record<string, Record<string, string>>[] }

/** Seat changes and the rules' save end or reshape the game; everything else a player may do is fair. */
const SKIPPED = new Set(['leave', 'join', 'rulesSave'])

/** A seeded random game of `players` (at most `max` commands), projected as main projects it (publicEvents, publicStrings). */
export function playRandom(content: ContinentContent, seed: number, players: number, max: number): Played {
  const rules = createContinent(content)
  const config = { characters: Object.keys(content.characters).sort().slice(0, players), curses: [Object.keys(content.clues).sort()[0] ?? ''] }
  let state = rules.setup(config, seed)
  if (isRuleError(state)) throw new Error(state.message)
  const first = rules.view(state)
  const out: Played = { content, views: [first], batches: [], strings: [publicStrings(content, first)] }
  let x = seed * 7919 + 17
  for (let i = 0; i < max && state.outcome === null; i++) {
    const legal = rules.legalCommands(state).filter((c: ContinentCommand) => !SKIPPED.has(c.type))
    x = (x * 1103515245 + 12345) % 2147483648
    const cmd = legal[x % Math.max(1, legal.length)]
    if (!cmd) break
    const r = rules.apply(state, cmd)
    if (isRuleError(r)) throw new Error(`${cmd.type}: ${r.message}`)
    state = r.state
    const view = rules.view(state)
    const events = continentPublicEvents(content, r.events, new Set(Object.keys(view.cards)))
    out.views.push(view)
    out.batches.push({ seq: i, events })
    out.strings.push(publicStrings(content, { view, events }))
  }
  return out
}
