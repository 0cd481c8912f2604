import { computed, nextTick } from 'vue'
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { createAppI18n } from '../../../i18n'
import FightDialog from '../FightDialog.vue'
import { islandWords, type Translate } from '../words'
import { IslandGame } from './island-kit'

function kit(locale: 'en' | 'it' = 'en') {
  const i18n = createAppI18n(locale)
  const g = i18n.global
  const t: Translate = (key, named, plural) => (plural === undefined ? g.t(key, named ?? {}) : g.t(key, named ?? {}, plural))
  const game = new IslandGame()
  return { i18n, words: islandWords(computed(() => game.reply()), computed(() => locale), t) }
}

/** A Hunt against a Feral Goat as the engine tells it (fight.ts): 2 wounds, no weapon left to break, food and fur for later. */
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
const text = (w: ReturnType<typeof mount>, id: string): string => w.get(`[data-testid="${id}"]`).text().replace(/\s+/g, ' ').trim()

describe('the combat dialog', () => {
  it('I-BEAST-04 a fight opens a dialog: the beast card, weapons against strength, the wounds taken, weapons lost, food and fur gained', async () => {
    const { i18n, words } = kit()
    const w = mount(FightDialog, { props: { words, events: [{ type: 'planCommitted' }, GOAT_FIGHT] }, global: { plugins: [i18n] }, attachTo: document.body })
    await nextTick()
    const dialog = w.get('[data-testid="island-fight"]')
    expect(dialog.attributes('role')).toBe('dialog')
    expect(dialog.attributes('aria-modal')).toBe('true')
    expect(dialog.get('h2').text()).toBe('P2 (Bea Saltmarsh) fights Feral Goat')
    expect(text(w, 'fight-beast')).toContain('Strength 3')
    expect(text(w, 'fight-beast')).toContain('Breaks 1 weapon level')
    // Drawn as two numbers side by side; read as the sentence.
    expect(w.findAll('[data-side]').map((x) => [x.attributes('data-side'), x.get('b').text()])).toEqual([['weapons', '1'], ['strength', '3']])
    expect(w.get('[data-testid="fight-versus"] .visually-hidden').text()).toBe('Strength 3 against weapons 1: 2 wounds.')
    // The strength's 2 wounds and the missing weapon level's 1, one icon each.
    expect(text(w, 'fight-wounds')).toBe('3 wounds')
    expect(w.findAll('[data-testid="fight-wounds"] .icon-word')).toHaveLength(3)
    expect(text(w, 'fight-weapons-lost')).toBe('none · No weapon level left to lose: 1 more wound.')
    expect(w.findAll('[data-testid="fight-spoils"] .icon-word').map((x) => x.attributes('aria-label'))).toEqual(['2 food', '1 fur'])
    expect(w.get('[data-testid="fight-spoils"] small').text()).toBe('(available after this phase)')
    expect(w.emitted('modal')?.at(-1)).toEqual([true])
    w.unmount()
  })

  it('I-BEAST-04 the dialog is read and closed from the keyboard: focus on its one button, Escape or the button closes it', async () => {
    const { i18n, words } = kit('it')
    const w = mount(FightDialog, { props: { words, events: [GOAT_FIGHT] }, global: { plugins: [i18n] }, attachTo: document.body })
    await nextTick()
    await nextTick()
    const close = w.get('[data-testid="island-fight-close"]')
    expect(close.text()).toBe('Continua')
    expect(document.activeElement).toBe(close.element)
    expect(text(w, 'fight-wounds')).toBe('3 ferite')
    await w.get('[data-testid="island-fight"]').trigger('keydown', { key: 'Escape' })
    expect(w.find('[data-testid="island-fight"]').exists()).toBe(false)
    expect(w.emitted('modal')?.at(-1)).toEqual([false])
    // The next move with a fight opens it again; the button closes it.
    await w.setProps({ events: [{ ...GOAT_FIGHT }] })
    expect(w.find('[data-testid="island-fight"]').exists()).toBe(true)
    await w.get('[data-testid="island-fight-close"]').trigger('click')
    expect(w.find('[data-testid="island-fight"]').exists()).toBe(false)
    // A move without a fight opens nothing.
    await w.setProps({ events: [{ type: 'planCommitted' }] })
    expect(w.find('[data-testid="island-fight"]').exists()).toBe(false)
    w.unmount()
  })

  it('I-BEAST-06 a bare strength (a card\'s beast) shows its strength and the wounds it dealt, and claims no spoils it was not told', async () => {
    const { i18n, words } = kit()
    const events = [{ type: 'wound', character: 'steward', amount: 2, cause: 'fight' }, { type: 'fight', strength: 3, character: 'steward' }]
    const w = mount(FightDialog, { props: { words, events }, global: { plugins: [i18n] }, attachTo: document.body })
    await nextTick()
    expect(w.get('h2').text()).toBe('P2 (Bea Saltmarsh) fights A beast')
    expect(w.findAll('[data-side]').map((x) => [x.attributes('data-side'), x.get('b').text()])).toEqual([['strength', '3']])
    expect(w.get('[data-testid="fight-versus"] .visually-hidden').text()).toBe('Strength 3: 2 wounds.')
    expect(text(w, 'fight-wounds')).toBe('2 wounds')
    expect(w.find('[data-testid="fight-spoils"]').exists()).toBe(false)
    w.unmount()
  })
})
