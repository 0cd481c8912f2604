import type { ContinentContent } from './content-index'

const cardKeyCache = new WeakMap<ContinentContent, Set<string>>()
const allKeyCache = new WeakMap<ContinentContent, Set<string>>()

/** Every string value anywhere in `value` that is one of `keys` (pack string keys a card or view names). */
function keysIn(value: unknown, keys: ReadonlySet<string>, out: Set<string>): void {
  if (typeof value === 'string') {
    if (keys.has(value)) out.add(value)
  } else if (Array.isArray(value)) {
    for (const v of value) keysIn(v, keys, out)
  } else if (typeof value === 'object' && value !== null) {
    for (const v of Object.values(value)) keysIn(v, keys, out)
  }
}

function allKeys(content: ContinentContent): Set<string> {
  let keys = allKeyCache.get(content)
  if (!keys) {
    keys = new Set(Object.values(content.strings).flatMap((table) => Object.keys(table)))
    allKeyCache.set(content, keys)
  }
  return keys
}

/** Keys some card names: these are sent only when a card in the view names them (C-D-2: no hidden fronts). */
function cardKeys(content: ContinentContent): Set<string> {
  let found = cardKeyCache.get(content)
  if (!found) {
    found = new Set<string>()
    keysIn(content.cards, allKeys(content), found)
    cardKeyCache.set(content, found)
  }
  return found
}

/**
 * The pack strings a view may show: the keys the view itself names, the curse and character
 * names, and every key no card names (pack title, keyword and area names…). The text of a
 * face-down card never leaves main.
 */
export function publicStrings(content: ContinentContent, view: unknown): Record<string, Record<string, string>> {
  const keys = allKeys(content)
  const byCards = cardKeys(content)
  const wanted = new Set<string>()
  keysIn(view, keys, wanted)
  for (const c of content.manifest.curses) wanted.add(c.title)
  for (const uid of Object.values(content.characters)) {
    const card = content.cards[uid]
    if (card?.type === 'character') wanted.add(card.title)
  }
  const out: Record<string, Record<string, string>> = {}
  for (const [locale, table] of Object.entries(content.strings)) {
    const picked: Record<string, string> = {}
    for (const [key, text] of Object.entries(table)) if (wanted.has(key) || !byCards.has(key)) picked[key] = text
    out[locale] = picked
  }
  return out
}
