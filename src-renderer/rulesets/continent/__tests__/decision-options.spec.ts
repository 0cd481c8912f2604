import { describe, expect, it } from 'vitest'
import { isRuleError } from '../../../../src-shared/engine/rule-error'
import { catalogueFrom } from '../catalogue'
import { decisionOptions } from '../decision-options'
import { TestGame, testContent } from './test-pack'

const t = (key: string, params?: Record<string, unknown>) => `${key}${params ? JSON.stringify(params) : ''}`

describe('decisionOptions', () => {
  it('turns every phase of a real game into commands the engine accepts', () => {
    const game = new TestGame()
    const cat = catalogueFrom(testContent())
    const phases = new Set<string>()
    for (let i = 0; i < 40 && game.view().decision; i++) {
      const view = game.view()
      const options = decisionOptions(view, cat, 'en', t)
      expect(options.length, view.phase).toBeGreaterThan(0)
      phases.add(view.phase)
      // Every option is a command the rules accept now (fog cards are named by their public ref).
      for (const o of options) expect(isRuleError(game.rules.apply(game.state, o.command)), JSON.stringify(o.command)).toBe(false)
      const pick = options.find((o) => o.command.type !== 'cancel' && o.command.type !== 'rulesSave') ?? options[0]
      if (!pick) break
      game.play(pick.command)
    }
    expect([...phases]).toEqual(expect.arrayContaining(['chooseActive', 'chooseAction', 'cost']))
  })
})
