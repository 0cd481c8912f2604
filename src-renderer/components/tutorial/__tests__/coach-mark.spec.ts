import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { createAppI18n } from '../../../i18n'
import CoachMark from '../CoachMark.vue'

// The shared coach mark, with the Island guide's strings (the one guide whose steps offer Next).
const base = {
  ruleset: 'island',
  prefix: 'rulesets.island.learn.tutorial',
  step: { id: 'roundTrack', anchor: 'round', rule: 'round-phases' },
  shown: 1,
  keepClear: [],
}

function mountMark(props: { last: boolean; canNext: boolean }) {
  return mount(CoachMark, { props: { ...base, ...props }, attachTo: document.body, global: { plugins: [createAppI18n('en')] } })
}

describe('the coach mark of a guided first game', () => {
  it('offers Next only on a step that points at the table, Skip before the last step and Finish on it', async () => {
    const pointing = mountMark({ last: false, canNext: true })
    expect(pointing.find('[data-testid="tutorial-finish"]').exists()).toBe(false)
    await pointing.get('[data-testid="tutorial-next"]').trigger('click')
    await pointing.get('[data-testid="tutorial-skip"]').trigger('click')
    expect(Object.keys(pointing.emitted())).toEqual(expect.arrayContaining(['next', 'finish']))
    pointing.unmount()

    const last = mountMark({ last: true, canNext: false })
    expect(last.find('[data-testid="tutorial-next"]').exists()).toBe(false)
    expect(last.find('[data-testid="tutorial-skip"]').exists()).toBe(false)
    await last.get('[data-testid="tutorial-finish"]').trigger('click')
    expect(last.emitted('finish')).toHaveLength(1)
    last.unmount()
  })

  it('says the step in words, is labelled by its own title, hides and shows again', async () => {
    const w = mountMark({ last: false, canNext: false })
    const coach = w.get('[data-testid="tutorial-coach"]')
    const title = w.get('[data-testid="tutorial-title"]')
    expect(coach.attributes('aria-labelledby')).toBe(title.attributes('id'))
    expect(title.text().length).toBeGreaterThan(0)
    expect(title.text()).not.toContain('rulesets.')
    expect(w.get('[aria-live="polite"]').text()).toContain(title.text())
    await w.get('[data-testid="tutorial-hide"]').trigger('click')
    expect(w.find('[data-testid="tutorial-coach"]').exists()).toBe(false)
    expect(w.get('[aria-live="polite"]').text()).toBe('')
    await w.get('[data-testid="tutorial-resume"]').trigger('click')
    expect(w.get('[data-testid="tutorial-coach"]').attributes('data-step')).toBe('roundTrack')
    w.unmount()
  })
})
