import { computed } from 'vue'
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import type { GameEvent } from '../../../../src-shared/engine/ruleset'
import { islandModule } from '../../../../src-shared/rulesets/island/module'
import { createAppI18n } from '../../../i18n'
import LatestPanel from '../LatestPanel.vue'
import { logEntryLines } from '../log-lines'
import { islandWords, type Translate } from '../words'
import { IslandGame, cinderCay } from './island-kit'

/**
 * Issue #16 item 3: an Adventure, Mystery or Event card is shown with its story line — in italics,
 * above its effect — where it is revealed, and in the log. The events are the ones main sends (the
 * module's public events, which carry the revealed card's printed words).
 */
function kit(locale: 'en' | 'it' = 'en') {
  const i18n = createAppI18n(locale)
  const g = i18n.global
  const t: Translate = (key, named, plural) => (plural === undefined ? g.t(key, named ?? {}) : g.t(key, named ?? {}, plural))
  const game = new IslandGame()
  const words = islandWords(computed(() => game.reply()), computed(() => locale), t)
  const pack = (key: string | undefined): string => cinderCay().strings[locale]?.[key ?? ''] ?? `missing ${String(key)}`
  return { i18n, t, words, has: (k: string) => g.te(k), pack }
}

const reveal = (e: GameEvent): GameEvent => {
  const [out] = islandModule.publicEvents(cinderCay(), [e], new IslandGame().state)
  if (!out) throw new Error('no event')
  return out
}

const card = (id: string) => {
  const c = cinderCay().cards[id]
  if (!c) throw new Error(`Cinder Cay has no ${id}`)
  return c
}

describe('story lines on revealed cards', () => {
  it('I-DICE-08 an Adventure card drawn: its story in italics above its effect, English and Italian', () => {
    const c = card('adventure-b01')
    for (const locale of ['en', 'it'] as const) {
      const { i18n, words, pack } = kit(locale)
      const w = mount(LatestPanel, { props: { events: [reveal({ type: 'adventure', card: c.id })], lines: [], words }, global: { plugins: [i18n] } })
      const frame = w.get('[data-testid="latest-card"]')
      expect(frame.text()).toContain(pack(c.title))
      const story = frame.get('[data-testid="card-story"]')
      expect(story.text()).toBe(pack(c.story))
      expect(story.classes()).toContain('story-line')
      expect(frame.get('[data-testid="card-effect"]').text()).toBe(pack(c.text))
      // The story comes first, the effect after it.
      const html = frame.html()
      expect(html.indexOf('card-story')).toBeLessThan(html.indexOf('card-effect'))
      w.unmount()
    }
  })

  it('I-MYSTERY-01 a Mystery card and I-EVENT-04 an Event card revealed show their story lines', () => {
    const { i18n, words, pack } = kit('it')
    const m = card('mystery-m16')
    const e = card('event-11')
    const w = mount(LatestPanel, {
      props: { events: [reveal({ type: 'mysteryRevealed', card: m.id }), reveal({ type: 'eventRevealed', card: e.id })], lines: [], words },
      global: { plugins: [i18n] },
    })
    expect(w.findAll('[data-testid="card-story"]').map((x) => x.text())).toEqual([pack(m.story), pack(e.story)])
    expect(w.findAll('[data-testid="card-effect"]').map((x) => x.text())).toEqual([pack(m.text), pack(e.text)])
    w.unmount()
  })

  it('I-EVENT-03 an Adventure card an Event phase turns up shows its event half: its title, story and effect', () => {
    const { i18n, words, pack } = kit()
    const c = card('adventure-b03')
    if (c.deck !== 'adventure') throw new Error('not an adventure')
    const w = mount(LatestPanel, { props: { events: [reveal({ type: 'eventRevealed', card: c.id })], lines: [], words }, global: { plugins: [i18n] } })
    const frame = w.get('[data-testid="latest-card"]')
    expect(frame.text()).toContain(pack(c.eventTitle))
    expect(frame.text()).not.toContain(pack(c.title))
    expect(frame.get('[data-testid="card-story"]').text()).toBe(pack(c.eventStory))
    expect(frame.get('[data-testid="card-effect"]').text()).toBe(pack(c.eventText))
    w.unmount()
  })

  it('I-DICE-08 I-EVENT-03 the log tells the card\'s name, then its story line (marked to be drawn in italics), then its effect; without stories name and effect; beside its frame nothing', () => {
    const { t, words, has, pack } = kit()
    const c = card('adventure-x10')
    if (c.deck !== 'adventure') throw new Error('not an adventure')
    expect(logEntryLines([reveal({ type: 'adventure', card: c.id })], words, t, has, 'story')).toEqual([
      { text: `Adventure: ${pack(c.title)}.`, story: false },
      { text: pack(c.story), story: true },
      { text: pack(c.text), story: false },
    ])
    expect(logEntryLines([reveal({ type: 'eventRevealed', card: c.id })], words, t, has, 'story')).toEqual([
      { text: `A new event: ${pack(c.eventTitle)}.`, story: false },
      { text: pack(c.eventStory), story: true },
      { text: pack(c.eventText), story: false },
    ])
    expect(logEntryLines([reveal({ type: 'adventure', card: c.id })], words, t, has, 'plain').map((l) => l.story)).toEqual([false, false])
    // Beside the card's own frame, the card is not told again; what followed it is.
    expect(logEntryLines([reveal({ type: 'adventure', card: c.id }), { type: 'morale', from: 0, to: 1 }], words, t, has, 'shown').map((l) => l.text)).toEqual([t('rulesets.island.log.morale', { from: 0, to: 1 })])
    const it_ = kit('it')
    const m = card('mystery-m27')
    expect(logEntryLines([reveal({ type: 'mysteryRevealed', card: m.id })], it_.words, it_.t, it_.has, 'story')).toEqual([
      { text: `Mistero: ${it_.pack(m.title)}.`, story: false },
      { text: it_.pack(m.story), story: true },
      { text: it_.pack(m.text), story: false },
    ])
  })

  it('a card without a story line shows its effect alone (a pack need not write stories)', () => {
    const { i18n, words } = kit()
    const bare = { type: 'adventure', card: 'x', face: { title: 'adventure.b01.title', text: 'adventure.b01.text', story: null, deck: 'adventure', eventTitle: null, eventText: null, eventStory: null } }
    const w = mount(LatestPanel, { props: { events: [bare], lines: [], words }, global: { plugins: [i18n] } })
    expect(w.find('[data-testid="card-story"]').exists()).toBe(false)
    expect(w.get('[data-testid="card-effect"]').text()).toBe('The one acting suffers 1 wound.')
    w.unmount()
  })
})
