import { describe, expect, it } from 'vitest'
import { LOCALES, createAppI18n, messages } from '..'

/** Every leaf key of a message tree, dotted, with its value. */
function leaves(tree: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'object' && value !== null) for (const [k, v] of leaves(value, path)) out.set(k, v)
    else out.set(path, String(value))
  }
  return out
}

// Nouns a count is put before, in their plural form: "1 cards" is the mistake this test is for.
const PLURAL_NOUNS: Record<string, RegExp> = {
  en: /\b1 (?:more )?(cards|successes|actions|moves|pips|points|dice|terrains|events|lights|turns|players|characters|items)\b/u,
  it: /\b1 (carte|successi|azioni|mosse|punti|dadi|terreni|eventi|luci|turni|giocatori|personaggi|oggetti|inesplorati)\b/u,
}

type T = (key: string, params?: Record<string, unknown>) => string

describe('plurals', () => {
  it('every message with a count says "1 card", never "1 cards", in every locale', () => {
    for (const locale of LOCALES) {
      const t = createAppI18n(locale).global.t as T
      for (const [key, text] of leaves(messages[locale])) {
        const names = [...text.matchAll(/\{(\w+)\}/gu)].map((m) => m[1] ?? '')
        if (names.length === 0) continue
        // Every number in the message is 1: the singular form must read right whichever one is counted.
        const rendered = t(key, Object.fromEntries(names.map((n) => [n, 1])))
        expect.soft(rendered, `${locale} ${key}`).not.toMatch(PLURAL_NOUNS[locale] ?? /$^/u)
      }
    }
  })

  it('a counted message takes its plural form from 2 on, and for none', () => {
    const en = createAppI18n('en').global.t as T
    const it = createAppI18n('it').global.t as T
    expect(en('rulesets.continent.table.piles.count', { count: 1 })).toBe('1 card')
    expect(en('rulesets.continent.table.piles.count', { count: 2 })).toBe('2 cards')
    expect(en('rulesets.continent.table.piles.count', { count: 0 })).toBe('0 cards')
    expect(it('rulesets.continent.table.piles.count', { count: 1 })).toBe('1 carta')
    expect(it('rulesets.continent.table.piles.count', { count: 12 })).toBe('12 carte')
    expect(en('rulesets.continent.table.resolver.successes', { count: 1, difficulty: 2 })).toBe('1 success of 2 needed')
    expect(it('rulesets.continent.table.resolver.successes', { count: 3, difficulty: 2 })).toBe('3 successi su 2 richiesti')
  })

  it('the check itself catches a count before a plural noun', () => {
    expect('Draw and reveal 1 cards').toMatch(PLURAL_NOUNS.en ?? /$^/u)
    expect('Pesca e rivela 1 carte').toMatch(PLURAL_NOUNS.it ?? /$^/u)
    expect('Draw and reveal 11 cards').not.toMatch(PLURAL_NOUNS.en ?? /$^/u)
  })
})
