// The log of real games names things as a player would: never a uid, never a translation key.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ContinentContent } from '../../../../src-shared/content/continent/content'
import { continentModule } from '../../../../src-shared/rulesets/continent/module'
import { catalogueFromViews } from '../catalogue'
import { logLines } from '../log-lines'
import { createAppI18n } from '../../../i18n'
import { publicStrings } from '../../../../src-shared/rulesets/continent/public-strings'
import { testContent } from './test-pack'
import { firstLight, playRandom, type Played } from './played-game'

const PACKS: [string, () => ContinentContent][] = [['the test pack', testContent], ['First Light', firstLight]]

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
      const p = playRandom(content, seed, players, 220)
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
      const p = playRandom(content, seed, 2, 160)
      expect(reloadedLines(p, 'en')).toEqual(liveLines(p, 'en'))
    }
  }, 30_000)
})
