import { describe, expect, it } from 'vitest'
import { RENDERERS } from '..'
import { LOCALES, messages } from '../../i18n'

/** A dotted key's message in one locale's tree, or undefined. */
function lookup(tree: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), tree)
}

// New game draws every rule option from its declaration (RuleOptionField): a key without words
// shows the raw key to the players, as a new option once did.
describe('rulesets have words for New game', () => {
  it('every option of every ruleset has a label and a help text, and every enum value a name, in every locale', () => {
    let checked = 0
    for (const renderer of Object.values(RENDERERS)) {
      for (const option of renderer.options) {
        const key = `${renderer.optionsPrefix}.${option.key}`
        const wanted = [`${key}.label`, `${key}.help`, ...(option.kind === 'enum' ? option.values.map((v) => `${key}.values.${String(v)}`) : [])]
        for (const locale of LOCALES) {
          for (const k of wanted) {
            const text = lookup(messages[locale], k)
            expect(typeof text === 'string' && text.trim() !== '', `${locale} ${k}`).toBe(true)
          }
        }
        checked++
      }
    }
    expect(checked).toBeGreaterThan(10)
  })

  it('every ruleset has its one-line pitch (what kind of game it is, shown under New game\'s pack) in every locale', () => {
    for (const renderer of Object.values(RENDERERS)) {
      for (const locale of LOCALES) {
        const text = lookup(messages[locale], `rulesets.${renderer.id}.pitch`)
        expect(typeof text === 'string' && text.trim().length > 20, `${locale} ${renderer.id}`).toBe(true)
      }
    }
  })
})
