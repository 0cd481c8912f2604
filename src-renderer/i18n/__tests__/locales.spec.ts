import { describe, expect, it } from 'vitest'
import { LOCALES, messages } from '..'

/** Every leaf key of a message tree, dotted, with its value. */
function leaves(tree: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>()
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'object' && value !== null) {
      for (const [k, v] of leaves(value, path)) out.set(k, v)
    } else {
      out.set(path, value)
    }
  }
  return out
}

// The raw source of every component, to find the keys they ask for.
const sources = import.meta.glob(['../../**/*.vue', '../../**/*.ts', '!../../**/__tests__/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>

describe('locales', () => {
  const en = leaves(messages.en)

  it('every locale has exactly the English key set', () => {
    for (const locale of LOCALES) {
      expect([...leaves(messages[locale]).keys()].sort(), locale).toEqual([...en.keys()].sort())
    }
  })

  it('no message is empty or not a string', () => {
    for (const locale of LOCALES) {
      for (const [key, value] of leaves(messages[locale])) {
        expect(typeof value, `${locale} ${key}`).toBe('string')
        expect(String(value).trim(), `${locale} ${key}`).not.toBe('')
      }
    }
  })

  it('every placeholder in English appears in each translation', () => {
    const placeholders = (s: unknown) => [...String(s).matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
    for (const locale of LOCALES) {
      for (const [key, value] of leaves(messages[locale])) {
        expect(placeholders(value), `${locale} ${key}`).toEqual(placeholders(en.get(key)))
      }
    }
  })

  it('every literal key the components use exists', () => {
    const used = new Set<string>()
    for (const text of Object.values(sources)) {
      for (const m of text.matchAll(/\bt\(\s*'([\w.]+)'/g)) used.add(m[1] ?? '')
    }
    expect(used.size).toBeGreaterThan(10)
    for (const key of used) expect(en.has(key), key).toBe(true)
  })

  it('the Italian menu is really Italian', () => {
    expect(messages.it.menu.settings).toBe('Impostazioni')
    expect(messages.it.menu.settings).not.toBe(messages.en.menu.settings)
  })
})
