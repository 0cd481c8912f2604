import { afterEach, describe, expect, it } from 'vitest'
import type { VueWrapper } from '@vue/test-utils'
import GameEnd from '../GameEnd.vue'
import type { ContinentView } from '../../../../src-shared/rulesets/continent'
import { TestGame } from './test-pack'
import { mountTable } from './mount-table'

let wrapper: VueWrapper | undefined
afterEach(() => { wrapper?.unmount(); wrapper = undefined })

/** A real view of the test game with an outcome (the test pack's game is not played to its end here). */
function ended(outcome: 'won' | 'lost'): ContinentView {
  const v = new TestGame(2).view()
  return { ...v, phase: 'over', decision: null, outcome, lifted: outcome === 'won' ? [...v.curses] : [] }
}

const text = (w: VueWrapper, id: string): string => w.get(`[data-testid="game-end-${id}"]`).text()

describe('GameEnd', () => {
  it('shows the whole game\'s turns, actions and moves from the totals main sends', () => {
    wrapper = mountTable(GameEnd, { props: { view: ended('won'), totals: { turns: 9, actions: 7, commands: 41 }, names: { 0: 'Bram', 1: 'Ines' } } })
    expect(text(wrapper, 'turns')).toBe('9')
    expect(text(wrapper, 'actions')).toBe('7')
    expect(text(wrapper, 'commands')).toBe('41')
    expect(wrapper.text()).toContain('Moves recorded')
    // Nothing is counted from what this page saw any more, so no caveat about it.
    expect(wrapper.text()).not.toContain('since the table was opened')
  })

  it('follows the totals when a new reply brings other ones', async () => {
    wrapper = mountTable(GameEnd, { props: { view: ended('lost'), totals: { turns: 0, actions: 0, commands: 0 }, names: {} } })
    expect(text(wrapper, 'turns')).toBe('0')
    await wrapper.setProps({ totals: { turns: 3, actions: 2, commands: 12 } })
    expect(text(wrapper, 'turns')).toBe('3')
    expect(text(wrapper, 'actions')).toBe('2')
    expect(text(wrapper, 'commands')).toBe('12')
  })

  it('labels the totals in Italian', () => {
    wrapper = mountTable(GameEnd, { props: { view: ended('lost'), totals: { turns: 5, actions: 4, commands: 20 }, names: {} } }, 'it')
    const summary = wrapper.get('[data-testid="game-end-summary"]').text()
    expect(summary).toContain('Turni giocati')
    expect(summary).toContain('Azioni compiute')
    expect(summary).toContain('Mosse registrate')
    expect(text(wrapper, 'commands')).toBe('20')
    expect(wrapper.text()).not.toContain("dall'apertura del tavolo")
  })
})
