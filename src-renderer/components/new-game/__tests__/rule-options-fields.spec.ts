import { afterEach, describe, expect, it } from 'vitest'
import { mount, type VueWrapper } from '@vue/test-utils'
import { createI18n } from 'vue-i18n'
import { optionDefaults, type OptionValue, type RuleOptionsDescriptor } from '../../../../src-shared/rule-options'
import RuleOptionsFields from '../RuleOptionsFields.vue'

// A descriptor of no real ruleset: the form must be drawn from the declaration alone.
const OPTIONS = [
  { key: 'dice', kind: 'enum', values: [4, 6], default: 6, rule: 'T-1' },
  { key: 'pushLuck', kind: 'boolean', default: true },
  { key: 'rounds', kind: 'integer', min: 3, max: 9, default: 5 },
  { key: 'cap', kind: 'integer', min: 1, max: 20, nullable: true, default: null },
] as const satisfies RuleOptionsDescriptor

const labels = {
  dice: { label: 'Dice', help: 'Which dice the table rolls.', values: { 4: 'Four sides', 6: 'Six sides' } },
  pushLuck: { label: 'Push your luck', help: 'Roll again after a bust.' },
  rounds: { label: 'Rounds', help: 'How many rounds a game lasts.' },
  cap: { label: 'Score cap', help: 'The highest score that counts.' },
}

function i18n() {
  return createI18n({
    legacy: false,
    locale: 'en',
    missingWarn: false,
    fallbackWarn: false,
    messages: { en: { test: { options: labels }, newGame: { rules: 'Rule options', rulesHelp: 'Readings.', optionOff: 'No limit', optionRange: 'From {min} to {max}.' } } },
  })
}

let wrapper: VueWrapper | undefined
afterEach(() => wrapper?.unmount())

/** The fields over a value kept like a parent's v-model would keep it. */
function mountFields(): { values: () => Record<string, OptionValue>; w: VueWrapper } {
  let values: Record<string, OptionValue> = optionDefaults(OPTIONS)
  const w = mount(RuleOptionsFields, {
    props: {
      options: OPTIONS,
      prefix: 'test.options',
      modelValue: values,
      'onUpdate:modelValue': async (next: Record<string, OptionValue>) => {
        values = next
        await w.setProps({ modelValue: next })
      },
    },
    global: { plugins: [i18n()] },
    attachTo: document.body,
  })
  wrapper = w
  return { values: () => values, w }
}

describe('rule options form', () => {
  it('draws one field per declared option, each at its default, labelled and explained from the prefix', () => {
    const { w } = mountFields()
    const dice = w.get('[data-testid="ng-opt-dice"]')
    expect(dice.element.tagName).toBe('SELECT')
    expect((dice.element as HTMLSelectElement).value).toBe('6')
    expect(dice.findAll('option').map((o) => o.text())).toEqual(['Four sides', 'Six sides'])
    expect((w.get('[data-testid="ng-opt-pushLuck"]').element as HTMLInputElement).checked).toBe(true)
    expect((w.get('[data-testid="ng-opt-rounds"]').element as HTMLInputElement).value).toBe('5')
    expect(w.find('[data-testid="ng-opt-rounds-off"]').exists()).toBe(false)
    expect((w.get('[data-testid="ng-opt-cap-off"]').element as HTMLInputElement).checked).toBe(true)
    for (const o of OPTIONS) {
      const help = w.get(`[data-testid="ng-opt-${o.key}"]`).attributes('aria-describedby') ?? ''
      expect(w.get(`[id="${help}"]`).text(), o.key).toContain(labels[o.key].help)
      expect(w.get(`[data-testid="ng-opt-${o.key}-field"]`).text(), o.key).toContain(labels[o.key].label)
    }
    expect(w.get('[data-testid="ng-opt-dice-field"]').text()).toContain('(T-1)')
  })

  it('emits typed values: a number enum as a number, a checkbox as a boolean, null when "off"', async () => {
    const { w, values } = mountFields()
    await w.get('[data-testid="ng-opt-dice"]').setValue('4')
    await w.get('[data-testid="ng-opt-pushLuck"]').setValue(false)
    await w.get('[data-testid="ng-opt-rounds"]').setValue(7)
    await w.get('[data-testid="ng-opt-cap-off"]').setValue(false)
    expect(values()).toEqual({ dice: 4, pushLuck: false, rounds: 7, cap: 1 })
    await w.get('[data-testid="ng-opt-cap"]').setValue(12)
    await w.get('[data-testid="ng-opt-cap-off"]').setValue(true)
    expect(values()).toEqual({ dice: 4, pushLuck: false, rounds: 7, cap: null })
  })

  it('a number out of its range is named with the range', async () => {
    const { w } = mountFields()
    await w.get('[data-testid="ng-opt-rounds"]').setValue(12)
    expect(w.get('[data-testid="ng-opt-rounds-problem"]').text()).toBe('From 3 to 9.')
    expect(w.get('[data-testid="ng-opt-rounds"]').attributes('aria-invalid')).toBe('true')
  })
})
