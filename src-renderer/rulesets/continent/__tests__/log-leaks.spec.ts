// The log of real games names things as a player would: never a uid, never a translation key.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatProblem } from '../../../../src-shared/content/problems'
import { parsePack } from '../../../../src-shared/content/parse-pack'
import { continentPackSpec } from '../../../../src-shared/content/continent/pack-spec'
import type { ContinentContent } from '../../../../src-shared/content/continent/content'
import { createContinent, type ContinentCommand, type ContinentView } from '../../../../src-shared/rulesets/continent'
import { continentPublicEvents } from '../../../../src-shared/rulesets/continent/public-events'
import { continentModule } from '../../../../src-shared/rulesets/continent/module'
import { publicStrings } from '../../../../src-shared/rulesets/continent/public-strings'
import { isRuleError } from '../../../../src-shared/engine/rule-error'
import { catalogueFromViews } from '../catalogue'
import { logLines, type EventBatch } from '../log-lines'
import { createAppI18n } from '../../../i18n'
import { testContent } from './test-pack'

const flTexts = import.meta.glob<string>('/resources/packs/first-light/**/*.json', { query: '?raw', import: 'default', eager: true })
const flArt = import.meta.glob('/resources/packs/first-light/art/*.svg', { query: '?url', import: 'default', eager: true })
const FL = '/resources/packs/first-light/'

function firstLight(): ContinentContent {
  const files = Object.entries(flTexts).map(([p, text]) => ({ path: p.slice(FL.length), text }))
  const r = parsePack(files, Object.keys(flArt).map((p) => p.slice(`${FL}art/`.length)).sort(), continentPackSpec)
  if (!r.ok) throw new Error(r.problems.map(formatProblem).join('\n'))
  return r.content
}

const PACKS: [string, () => ContinentContent][] = [['the test pack', testContent], ['First Light', firstLight]]
/** Seat changes and the rules' save end or reshape the game; everything else a player may do is fair. */
const SKIPPED = new Set(['leave', 'join', 'rulesSave'])

interface Played { content: ContinentContent; views: ContinentView[]; batches: EventBatch[]; strings: Record<string, Record<string, string>>[] }

/** A seeded random game of `players`, its events projected as main sends them (publicEvents, publicStrings). */
function play(content: ContinentContent, seed: number, players: number, max: number): Played {
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

/** What every reply's `extras` carries (the module's `extras`): curse and character names. */
const extrasOf = (content: ContinentContent) => continentModule.extras(content)

const t = (locale: 'en' | 'it') => createAppI18n(locale).global.t as (k: string, p?: Record<string, unknown>) => string

/** The lines as the table builds them while playing: a catalogue fed by every reply in turn. */
function liveLines(p: Played, locale: 'en' | 'it'): string[] {
  const cat = catalogueFromViews({ strings: p.strings[0] ?? {}, ...extrasOf(p.content) })
  p.views.forEach((v, i) => { cat.absorb(v); cat.addStrings(p.strings[i] ?? {}) })
  const last = p.views.at(-1)
  if (!last) throw new Error('no view')
  return logLines(p.batches, { view: last, catalogue: cat, locale, t: t(locale) }).map((l) => l.text)
}

/** The lines after a reload: only the last reply and `game:log` (its batches and their strings). */
function reloadedLines(p: Played, locale: 'en' | 'it'): string[] {
  const last = p.views.at(-1)
  if (!last) throw new Error('no view')
  const cat = catalogueFromViews({ strings: p.strings.at(-1) ?? {}, ...extrasOf(p.content) })
  cat.absorb(last)
  cat.addStrings(publicStrings(p.content, p.batches))
  return logLines(p.batches, { view: last, catalogue: cat, locale, t: t(locale) }).map((l) => l.text)
}

/** Every uid, character id and string key of the pack, and the shapes of such ids in general. */
function leaksIn(content: ContinentContent, lines: readonly string[]): string[] {
  // Card uids and character ids: names for code, never for players.
  const uids = [...Object.keys(content.cards), ...Object.keys(content.characters)]
  const keys = Object.keys(content.strings.en ?? {})
  const shapes = [/\b[a-z]-\d{2,3}(?:-[a-z0-9]+)+\b/, /\b[a-z][\w-]*\.[\w-]+\.[\w.-]+\b/, /rulesets\.continent/, /\{[a-z]+\}/]
  const found: string[] = []
  for (const line of lines) {
    const words = new Set(line.split(/[\s,.:;!?()—]+/))
    for (const u of uids) if (words.has(u)) found.push(`${u} in "${line}"`)
    for (const k of keys) if (line.includes(k)) found.push(`${k} in "${line}"`)
    for (const re of shapes) if (re.test(line)) found.push(`${String(re)} in "${line}"`)
  }
  return found
}

describe.each(PACKS)('the log of real games of %s', (_name, load) => {
  it('C-D-2 no line shows a card uid or a translation key, in English and Italian, live and after a reload', () => {
    const content = load()
    let lines = 0
    fc.assert(fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 3 }), (seed, players) => {
      const p = play(content, seed, players, 220)
      for (const locale of ['en', 'it'] as const) {
        const live = liveLines(p, locale)
        lines += live.length
        expect(leaksIn(content, live)).toEqual([])
        expect(leaksIn(content, reloadedLines(p, locale))).toEqual([])
      }
    }), { numRuns: 10, seed: 14 })
    expect(lines).toBeGreaterThan(200)
  }, 60_000)

  it('the log rebuilt after a reload equals the log of the game as it was played', () => {
    const content = load()
    for (const seed of [3, 8]) {
      const p = play(content, seed, 2, 160)
      expect(reloadedLines(p, 'en')).toEqual(liveLines(p, 'en'))
    }
  }, 30_000)
})
