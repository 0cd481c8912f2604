import { computed } from 'vue'
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { legalCommands } from '../../../../src-shared/rulesets/island/legal-commands'
import { createAppI18n } from '../../../i18n'
import ThreatSlots from '../ThreatSlots.vue'
import { islandWords, type Translate } from '../words'
import { IslandGame, cinderCay } from './island-kit'

describe('the threat slots at the table', () => {
  it('I-EVENT-05 a new event enters the right slot and the card there slides to the left one, each shown with what facing it costs', async () => {
    const i18n = createAppI18n('en')
    const g = i18n.global
    const t: Translate = (key, named, plural) => (plural === undefined ? g.t(key, named ?? {}) : g.t(key, named ?? {}, plural))
    const game = new IslandGame(['shipwright', 'steward'], 7, 'packet-boat')
    const reply = computed(() => game.reply())
    const words = islandWords(reply, computed(() => 'en'), t)
    const w = mount(ThreatSlots, { props: { view: game.reply().view, words }, global: { plugins: [i18n] } })
    // Round 1: the scenario's wreck on the right, the left slot empty.
    const wreck = game.state.threat.right
    expect(wreck).not.toBeNull()
    expect(w.get('[data-testid="threat-slot-left"]').text()).toContain('empty')
    expect(w.get('[data-testid="threat-card-right"]').text()).toContain(words.card(wreck))
    // Play on (the first legal command each time) until an event slides in.
    for (let i = 0; i < 200 && !game.batches.at(-1)?.some((e) => e.type === 'slid'); i++) {
      const legal = legalCommands(cinderCay(), game.state)
      game.play(legal.find((c) => c.type === 'commitPlan') ?? legal.find((c) => c.type === 'plan') ?? legal[0] ?? { type: 'stayCamp' })
    }
    const slid = game.batches.at(-1)?.find((e) => e.type === 'slid')
    if (!slid) throw new Error('no event slid in')
    await w.setProps({ view: game.reply().view })
    const left = w.get('[data-testid="threat-card-left"]')
    const right = w.get('[data-testid="threat-card-right"]')
    expect(slid['left']).toBe(wreck)
    expect(left.text()).toContain(words.card(wreck))
    const entered = game.state.threat.right
    const card = entered ? cinderCay().cards[entered] : undefined
    if (card?.deck !== 'event') throw new Error('an event card entered the right slot')
    expect(right.text()).toContain(words.text(card.title))
    expect(right.text()).toContain(`Face it: ${words.text(card.threat.title)}`)
    expect(right.text()).toContain('If it is pushed off:')
    w.unmount()
  })
})
