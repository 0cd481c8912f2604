import { afterEach, describe, expect, it } from 'vitest'
import type { VueWrapper } from '@vue/test-utils'
import ActionResolver from '../ActionResolver.vue'
import { STEPS, currentStep } from '../action-steps'
import { STEP_COMPONENTS, bodyOf } from '../resolver/step-components'
import { findGame } from './test-pack'
import { mountTable, testCatalogue } from './mount-table'

let wrapper: VueWrapper | undefined
afterEach(() => { wrapper?.unmount(); wrapper = undefined })

describe('resolver steps', () => {
  it('every step of the turn has a body component', () => {
    for (const s of STEPS) expect(STEP_COMPONENTS[s], s).toBeDefined()
  })

  it('C-ACT-2 along a played game, the resolver shows one body, the current step\'s, and the stepper marks that step', () => {
    const seen = new Set<string>()
    // From an action's result on, through the turns that follow.
    const game = findGame((v) => v.phase === 'resolving')
    const views = [game.view()]
    for (let i = 0; i < 30 && game.view().decision; i++) {
      const cmd = game.legal().find((c) => c.type !== 'rulesSave' && c.type !== 'leave' && c.type !== 'join' && c.type !== 'cancel')
      if (!cmd) break
      game.play(cmd)
      views.push(game.view())
    }
    for (const view of views) {
      wrapper?.unmount()
      wrapper = mountTable(ActionResolver, { props: { view, catalogue: testCatalogue() } })
      const body = bodyOf(view)
      seen.add(body)
      expect(wrapper.findAll('.step-body'), body).toHaveLength(1)
      const step = currentStep(view)
      if (step) expect(wrapper.get(`[data-testid="step-${step}"]`).attributes('aria-current')).toBe('step')
    }
    expect([...seen]).toEqual(expect.arrayContaining(['chooseActive', 'chooseAction', 'cost']))
  })
})
