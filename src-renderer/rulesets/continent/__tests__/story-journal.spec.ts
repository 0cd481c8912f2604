// The story as the players read it: the journal built from the view and the log, the same after a reload.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ContinentContent } from '../../../../src-shared/content/continent/content'
import type { ContinentView } from '../../../../src-shared/rulesets/continent'
import { continentModule } from '../../../../src-shared/rulesets/continent/module'
import { publicStrings } from '../../../../src-shared/rulesets/continent/public-strings'
import { catalogueFromViews, type TableCatalogue } from '../catalogue'
import type { EventBatch } from '../log-lines'
import { batchPassages, journalOf, momentOf, openingPassages, unreadMoments } from '../story'
import { storyCardName, storyParagraphs } from '../story-words'
import { createAppI18n } from '../../../i18n'
import { firstLight, playRandom, type Played } from './played-game'
import { testContent } from './test-pack'

const t = (locale: 'en' | 'it') => createAppI18n(locale).global.t as (k: string, p?: Record<string, unknown>) => string
const PACKS: [string, () => ContinentContent][] = [['the test pack', testContent], ['First Light', firstLight]]

/** The journal as a player reads it: each passage's card name and paragraphs. */
function readJournal(view: ContinentView, cat: TableCatalogue, batches: readonly EventBatch[], intro: string | null, locale: 'en' | 'it'): string[][] {
  return journalOf(openingPassages(view, intro), batches).map((p) => [p.kind, p.kind === 'introduction' ? '' : storyCardName(cat, locale, t(locale), p), ...storyParagraphs(cat, locale, p.text)])
}

/** The journal while playing: a catalogue fed by every reply in turn. */
function liveJournal(p: Played, locale: 'en' | 'it'): string[][] {
  const extras = continentModule.extras(p.content)
  const cat = catalogueFromViews({ strings: p.strings[0] ?? {}, ...extras })
  p.views.forEach((v, i) => { cat.absorb(v); cat.addStrings(p.strings[i] ?? {}) })
  const last = p.views.at(-1)
  if (!last) throw new Error('no view')
  return readJournal(last, cat, p.batches, extras.introduction, locale)
}

/** The journal after a reload: only the last reply and `game:log` (its batches and the strings they name). */
function reloadedJournal(p: Played, locale: 'en' | 'it'): string[][] {
  const extras = continentModule.extras(p.content)
  const last = p.views.at(-1)
  if (!last) throw new Error('no view')
  const cat = catalogueFromViews({ strings: p.strings.at(-1) ?? {}, ...extras })
  cat.absorb(last)
  cat.addStrings(publicStrings(p.content, p.batches))
  return readJournal(last, cat, p.batches, extras.introduction, locale)
}

describe('C-SETUP-18 the opening read before the first turn', () => {
  it('C-SETUP-18 C-SETUP-15 First Light opens with its introduction, the chosen Clue and the back of the starting card', () => {
    const p = playRandom(firstLight(), 1, 2, 0)
    const view = p.views[0] as ContinentView
    const opening = openingPassages(view, 'pack.introduction')
    expect(opening.map((x) => x.kind)).toEqual(['introduction', 'clue', 'start'])
    const cat = catalogueFromViews({ strings: p.strings[0] ?? {}, ...continentModule.extras(p.content) })
    cat.absorb(view)
    // Every passage reaches the renderer as words in both languages: the introduction travels in the strings of the first reply.
    for (const locale of ['en', 'it'] as const) for (const x of opening) expect(storyParagraphs(cat, locale, x.text).length, `${x.kind} in ${locale}`).toBeGreaterThan(0)
    expect(storyParagraphs(cat, 'en', 'pack.introduction').length).toBeGreaterThanOrEqual(3)
    // The landing is the card the Clue names (C-SETUP-15).
    const clue = view.cards[opening[1]?.uid ?? '']
    const start = clue?.type === 'clue' ? clue.start : ''
    expect(opening[2]).toMatchObject({ number: start, text: `card.${start}.back` })
  })

  it('C-SETUP-18 a pack without an introduction opens with its Clues only', () => {
    const view = playRandom(testContent(), 1, 1, 0).views[0] as ContinentView
    expect(openingPassages(view, null).map((x) => x.kind)).not.toContain('introduction')
    expect(openingPassages(view, null).some((x) => x.kind === 'clue')).toBe(true)
  })
})

describe.each(PACKS)('the journal of real games of %s', (_name, load) => {
  it('C-CONSEQ-7 the journal rebuilt after a reload equals the journal as it was read, in English and Italian', () => {
    const content = load()
    let passages = 0
    for (const seed of [3, 8, 21]) {
      const p = playRandom(content, seed, 2, 200)
      for (const locale of ['en', 'it'] as const) {
        const live = liveJournal(p, locale)
        passages += live.length
        expect(reloadedJournal(p, locale)).toEqual(live)
        // Every passage is read in words: a text, never a key (the third column on is the text).
        for (const row of live) expect(row.length, JSON.stringify(row)).toBeGreaterThan(2)
      }
    }
    expect(passages).toBeGreaterThan(12)
  }, 60_000)

  it('C-CONSEQ-7 every card taken is in the journal with the narrative on its back, every narration too, in the order read', () => {
    const content = load()
    fc.assert(fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 3 }), (seed, players) => {
      const p = playRandom(content, seed, players, 150)
      const journal = journalOf([], p.batches)
      const told = p.batches.flatMap((b) => b.events.flatMap((e) => {
        const c = typeof e.uid === 'string' ? content.cards[e.uid] : undefined
        if (e.type === 'took' && c?.type === 'adventure') return [`back:${c.backText}`]
        if (e.type === 'narrate') return [`narration:${String(e.text)}`]
        return []
      }))
      expect(journal.filter((x) => x.kind !== 'front').map((x) => `${x.kind}:${x.text}`)).toEqual(told)
      // In the order read: by command, and within one the back of a card before its front.
      const seqs = journal.map((x) => x.seq ?? -1)
      expect(seqs).toEqual([...seqs].sort((a, b) => a - b))
      journal.forEach((x, i) => {
        if (x.kind === 'front') expect(journal.slice(0, i).some((y) => y.uid === x.uid) || content.cards[x.uid ?? '']?.type === 'exploration').toBe(true)
      })
    }), { numRuns: 8, seed: 14 })
  }, 60_000)
})

describe('story moments beside the map', () => {
  it('C-CONSEQ-17 a Temporary Event is shown as an event with its story, its effects read from the same command', () => {
    let found = false
    for (let seed = 1; seed < 40 && !found; seed++) {
      const p = playRandom(firstLight(), seed, 2, 200)
      for (const b of p.batches) {
        const revealed = b.events.find((e) => e.type === 'revealed' && e.kind === 'temporaryEvent')
        if (!revealed) continue
        const moment = momentOf(b)
        expect(moment?.event).toBe(true)
        const card = moment?.cards.find((c) => c.uid === revealed.uid)
        expect(card?.cardKind).toBe('temporaryEvent')
        // Taken by number, it shows the narrative on its back first (C-CONSEQ-7).
        if (b.events.some((e) => e.type === 'took' && e.uid === revealed.uid)) expect(card?.passages[0]?.kind).toBe('back')
        found = true
        break
      }
    }
    expect(found).toBe(true)
  }, 60_000)

  it('C-CONSEQ-7 a narration is shown under the card that tells it; read moments are not shown again', () => {
    const batch: EventBatch = {
      seq: 4,
      events: [
        { type: 'took', uid: 'a-1', number: '044', story: 'card.044.back', names: { 'a-1': { title: 'card.044.title', kind: 'permanentEvent', number: '044' } } },
        { type: 'revealed', uid: 'a-1', kind: 'permanentEvent', names: { 'a-1': { title: 'card.044.title', kind: 'permanentEvent', number: '044' } } },
        { type: 'narrate', uid: 'a-1', text: 'card.044.text', names: { 'a-1': { title: 'card.044.title', kind: 'permanentEvent', number: '044' } } },
      ],
    }
    expect(batchPassages(batch).map((x) => x.kind)).toEqual(['back', 'narration'])
    const moment = momentOf(batch)
    expect(moment?.cards).toHaveLength(1)
    expect(moment?.cards[0]?.passages.map((x) => x.text)).toEqual(['card.044.back', 'card.044.text'])
    const quiet: EventBatch = { seq: 5, events: [{ type: 'moved', seats: [0] }] }
    expect(momentOf(quiet)).toBeNull()
    expect(unreadMoments([batch, quiet], 3).map((m) => m.seq)).toEqual([4])
    expect(unreadMoments([batch, quiet], 4)).toEqual([])
  })
})
