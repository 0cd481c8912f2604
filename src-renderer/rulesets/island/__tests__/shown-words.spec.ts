import { computed } from 'vue'
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { createAppI18n } from '../../../i18n'
import FightPanel from '../FightPanel.vue'
import { logLines } from '../log-lines'
import { islandWords, type Translate } from '../words'
import { IslandGame, cinderCay } from './island-kit'

function kit(locale: 'en' | 'it' = 'en') {
  const i18n = createAppI18n(locale)
  const g = i18n.global
  const t: Translate = (key, named, plural) => (plural === undefined ? g.t(key, named ?? {}) : g.t(key, named ?? {}, plural))
  const game = new IslandGame()
  const words = islandWords(computed(() => game.reply()), computed(() => locale), t)
  return { i18n, t, words, has: (k: string) => g.te(k) }
}

/** A Hunt against a Feral Goat as the engine tells it (fight.ts: the card's face, the fighter, I-BEAST-04's steps). */
const GOAT_FIGHT = {
  type: 'fight', card: 'beast-feral-goat', character: 'steward', face: { title: 'beast.feral-goat.name', text: null, deck: 'beast', eventTitle: null },
  steps: [
    { step: 'strength', strength: 3, weaponLevel: 1, wounds: 2 },
    { step: 'weapon-loss', asked: 1, lost: 0, wounds: 1 },
    { step: 'food', food: 2, to: 'future' },
    { step: 'fur', fur: 1, to: 'future' },
    { step: 'other', palisadeLost: 0, palisadeWounds: 0, discoveryTokens: 0 },
  ],
}

describe('a fight in the players\' words', () => {
  it('I-BEAST-04 a Beast card\'s fight names the beast, its strength against the Weapon level (the log line)', () => {
    const { t, words, has } = kit()
    expect(logLines(GOAT_FIGHT, words, t, has)).toEqual(['P2 (Bea Saltmarsh) fights Feral Goat: strength 3 against weapons 1.'])
    const it_ = kit('it')
    expect(logLines(GOAT_FIGHT, it_.words, it_.t, it_.has)[0]).toMatch(/^P2 \(Bea Saltmarsh\) combatte contro .+: forza 3 contro armi 1\.$/)
  })

  it('I-BEAST-04 I-BEAST-06 the fight shown step by step: wounds, weapon levels lost or missing, the spoils; a bare strength with its wounds', () => {
    const { i18n, words } = kit()
    const w = mount(FightPanel, {
      props: { words, events: [GOAT_FIGHT, { type: 'wound', character: 'marine', amount: 2, cause: 'fight' }, { type: 'fight', strength: 3, character: 'marine' }] },
      global: { plugins: [i18n] },
    })
    const [goat, bare] = w.findAll('[data-testid="latest-fight"]')
    expect(goat?.text()).toContain('Feral Goat')
    expect(goat?.text()).toContain('P2 (Bea Saltmarsh) fights.')
    expect(goat?.findAll('li').map((li) => li.text())).toEqual([
      'Strength 3 against weapons 1: 2 wounds.',
      'The beast takes no weapon level.',
      'No weapon level left to lose: 1 more wound.',
      'Spoils: 2 food (available after this phase).',
      'Spoils: 1 fur (available after this phase).',
    ])
    expect(bare?.text()).toContain('A beast')
    expect(bare?.findAll('li').map((li) => li.text())).toEqual(['Strength 3: 2 wounds.'])
    w.unmount()
  })
})

describe('the threat slots in the log', () => {
  it('I-EVENT-05 the card pushed off the threat slots is named, though it has left the table', () => {
    const { t, words, has } = kit()
    const lines = logLines({ type: 'slid', left: 'event-02', right: 'event-03', pushedOff: 'event-30', pushedOffFace: { title: 'event.30.title', text: null, deck: 'event', eventTitle: null } }, words, t, has)
    expect(lines).toEqual(['Night Noises is pushed off the threat slots: its threat strikes.'])
  })

  it('I-ACT-41 a threat action whose card has left its slot (faced while the round resolves) is named by its slot, never left blank', () => {
    const { words } = kit()
    // The first round: the left slot is empty, the right one holds the scenario's card.
    expect(words.target({ kind: 'threat', slot: 'left' })).toBe('Face the threat in the left slot')
    expect(words.target({ kind: 'threat', slot: 'right' })).toMatch(/^Face the threat: \S/)
    expect(kit('it').words.target({ kind: 'threat', slot: 'left' })).toBe('Affrontare la minaccia dello spazio sinistro')
  })

  it('I-DICE-08 a wound from a card names no raw id (the engine gives the card as its cause; the card was told just before)', () => {
    const { t, words, has } = kit('it')
    expect(logLines({ type: 'wound', character: 'steward', amount: 1, cause: 'adventure-x05' }, words, t, has)).toEqual(['P2 (Bea Saltmarsh) subisce una ferita.'])
    const en = kit()
    expect(logLines({ type: 'wound', character: 'steward', amount: 1, cause: 'wound-die' }, en.words, en.t, en.has)).toEqual(['P2 (Bea Saltmarsh) takes a wound from the wound die.'])
  })

  it('I-CHAR-18 I-CHAR-19 an ability used is named in the log, as printed on the sheet', () => {
    const { t, words, has } = kit()
    const ability = cinderCay().characters['steward']?.abilities[0]
    if (!ability) throw new Error('the steward has no ability')
    expect(logLines({ type: 'ability', character: 'steward', ability: ability.id }, words, t, has)).toEqual([`P2 (Bea Saltmarsh) uses ${words.text(ability.title)}.`])
  })
})
