import { flushPromises } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { describe, expect, it } from 'vitest'
import { createApi, setApi } from '../../../../api'
import { fakeBridge } from '../../../../api/__tests__/fake-bridge'
import { settings } from '../../__tests__/game-kit'
import { mountTable } from '../../__tests__/mount-table'
import { TestGame } from '../../__tests__/test-pack'
import TutorialCoach from '../TutorialCoach.vue'

function mountCoach(game: TestGame, guided: boolean) {
  const bridge = fakeBridge((channel, payload) => (channel === 'settings:update'
    ? { ok: true, value: { settings: { ...settings, ...(payload as object) } } }
    : { ok: false, error: { code: 'unknown-channel', message: channel } }))
  setApi(createApi(bridge), bridge.host)
  const pinia = createPinia()
  setActivePinia(pinia)
  const w = mountTable(TutorialCoach, { props: { view: game.view(), guided }, global: { plugins: [pinia] } })
  return { w, bridge }
}

describe('the guided first adventure over the table', () => {
  it('is off unless the table was opened for it', () => {
    const { w } = mountCoach(new TestGame(2), false)
    expect(w.find('[data-testid="tutorial-coach"]').exists()).toBe(false)
    w.unmount()
  })

  it('explains the step the view asks for, follows the game, hides and shows again without losing its place', async () => {
    const game = new TestGame(2)
    const { w } = mountCoach(game, true)
    const coach = () => w.find('[data-testid="tutorial-coach"]')
    expect(coach().attributes('data-step')).toBe('turnStart')
    expect(coach().text()).toContain('A new turn')
    expect(coach().text()).toContain('step 1')
    // "Tell me more" leads to the reference entry of the step.
    expect(coach().find('[data-rule-link="turn-active"]').exists()).toBe(true)
    game.play({ type: 'chooseActive', seat: 0 })
    await w.setProps({ view: game.view() })
    expect(coach().attributes('data-step')).toBe('chooseAction')
    expect(coach().text()).toContain('step 2')
    await w.get('[data-testid="tutorial-hide"]').trigger('click')
    expect(coach().exists()).toBe(false)
    await w.get('[data-testid="tutorial-resume"]').trigger('click')
    expect(coach().attributes('data-step')).toBe('chooseAction')
    w.unmount()
  })

  it('skipping ends the guide and records it as done in the settings', async () => {
    const { w, bridge } = mountCoach(new TestGame(2), true)
    await w.get('[data-testid="tutorial-skip"]').trigger('click')
    await flushPromises()
    expect(w.find('[data-testid="tutorial-coach"]').exists()).toBe(false)
    expect(w.find('[data-testid="tutorial-resume"]').exists()).toBe(false)
    expect(bridge.calls.filter((c) => c.channel === 'settings:update').map((c) => c.payload)).toEqual([{ tutorialsDone: ['continent'] }])
    w.unmount()
  })
})
