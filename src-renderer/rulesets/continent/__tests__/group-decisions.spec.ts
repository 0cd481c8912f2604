import { describe, expect, it } from 'vitest'
import { decisionOptions } from '../decision-options'
import { catalogueFrom } from '../catalogue'
import { optionLabel } from '../choice-labels'
import { TestGame, testContent } from './test-pack'
import { isRuleError } from '../../../../src-shared/engine/rule-error'
import type { ContinentView } from '../../../../src-shared/rulesets/continent'
import en from '../i18n/en.json'
import it_ from '../i18n/it.json'
import tableEn from '../i18n/table.en.json'
import tableIt from '../i18n/table.it.json'

/** The plain option list answers every group decision the engine opens (C-D-8, C-TURN-3, C-ACT-6, C-Q-33). */
const t = (key: string, params?: Record<string, unknown>) => `${key}${params ? JSON.stringify(params) : ''}`
const cat = catalogueFrom(testContent())

function has(messages: unknown, path: string): boolean {
  let at: unknown = messages
  for (const part of path.split('.')) at = typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[part] : undefined
  return typeof at === 'string'
}

describe('decisionOptions for the group decisions', () => {
  it('C-TURN-3 offers the fallback active player, and the engine accepts it', () => {
    const game = new TestGame(2)
    const options = decisionOptions(game.view(), cat, 'en', t)
    const fallback = options.find((o) => o.command.type === 'cannotAgree')
    expect(fallback?.label).toMatch(/^rulesets\.continent\.play\.cannotAgree/)
    expect(isRuleError(game.rules.apply(game.state, { type: 'cannotAgree' }))).toBe(false)
  })

  it('C-D-8 an owner’s consent is answered by two entries, yes and no', () => {
    const view: ContinentView = { ...new TestGame(2).view(), phase: 'useItems', decision: { phase: 'useItems', seat: 1, consent: { seat: 1, item: 'item-1' } } }
    const options = decisionOptions(view, cat, 'en', t)
    expect(options.map((o) => o.command)).toEqual([{ type: 'consent', agree: true }, { type: 'consent', agree: false }])
    expect(options.map((o) => o.label.split('{')[0])).toEqual(['rulesets.continent.play.consentYes', 'rulesets.continent.play.consentNo'])
  })

  it('C-ACT-6 each optional effect can be left out, or applied again once left out', () => {
    const base = new TestGame(2).view()
    const uid = Object.keys(base.cards)[0] ?? ''
    const view: ContinentView = {
      ...base, phase: 'cost',
      decision: { phase: 'cost', seat: 0, odds: [], effects: [{ key: `${uid}#0`, uid, seat: 0, op: 'cost', amount: -1, declined: false }, { key: `${uid}#1`, uid, seat: 0, op: 'successes', amount: 1, declined: true }] },
    }
    const options = decisionOptions(view, cat, 'en', t)
    expect(options.map((o) => o.command)).toEqual([{ type: 'declineEffect', key: `${uid}#0`, decline: true }, { type: 'declineEffect', key: `${uid}#1`, decline: false }])
    expect(options.map((o) => o.label.split('{')[0])).toEqual(['rulesets.continent.play.declineEffect', 'rulesets.continent.play.applyEffect'])
  })

  it('C-Q-33 a way to pay for an Advanced Skill is labelled with its cards and the change it loses', () => {
    const view = new TestGame(2).view()
    const label = optionLabel({ view, catalogue: cat, locale: 'en', t }, { code: 'pay-experience', uid: 'x', uids: ['a', 'b'], amount: 3 })
    expect(label).toMatch(/^rulesets\.continent\.table\.resolver\.option\.payExperience/)
    expect(label).toContain('"count":3')
  })

  it('C-D-8 an owner’s consent to a durability pip is labelled yes or no with the item', () => {
    const view = new TestGame(2).view()
    const ctx = { view, catalogue: cat, locale: 'en', t }
    expect(optionLabel(ctx, { code: 'consent-yes', seat: 1, item: 'item-1' })).toMatch(/^rulesets\.continent\.play\.consentYes/)
    expect(optionLabel(ctx, { code: 'consent-no', seat: 1, item: 'item-1' })).toMatch(/^rulesets\.continent\.play\.consentNo/)
  })

  it('every new label exists in English and Italian', () => {
    for (const key of ['play.cannotAgree', 'play.consentYes', 'play.consentNo', 'play.declineEffect', 'play.applyEffect', 'play.effect.cost', 'play.effect.successes', 'play.effect.difficulty', 'play.effect.successPerLucky7', 'options.autoConfirm.label', 'options.autoConfirm.help']) {
      expect([has(en, key), has(it_, key)], key).toEqual([true, true])
    }
    for (const key of ['resolver.choice.payExperience', 'resolver.option.payExperience', 'resolver.choice.ownerConsent']) expect([has(tableEn, key), has(tableIt, key)], key).toEqual([true, true])
  })
})
