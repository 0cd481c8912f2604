import type { RuleArea, RuleEntry } from './reference'

/** Lower case without accents, so "durabilita" finds "durabilità" and "Locked" finds "locked". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase()
}

/** The words of a query (letters, digits, "+" and "−" kept: "+2", "−1", "049"). */
export function queryWords(query: string): string[] {
  return fold(query).split(/[^\p{L}\p{N}+−-]+/u).filter((w) => w.length > 0)
}

function haystack(area: RuleArea, entry: RuleEntry): string {
  return fold([entry.title, ...(entry.terms ?? []), ...entry.body, area.title, ...entry.rules].join('\n'))
}

/**
 * The entries matching every word of `query`, best first: an entry named exactly so, then entries
 * whose title holds every word, then whose search terms do, then the others, each group in reading
 * order. An empty query matches nothing (the reader sees the whole reference instead). The
 * reference has about a hundred short entries, so a linear scan per keystroke is instant; no index
 * library is needed.
 */
export function searchRules(areas: readonly RuleArea[], query: string): RuleEntry[] {
  const words = queryWords(query)
  if (words.length === 0) return []
  const exact = words.join(' ')
  const found: { entry: RuleEntry; rank: number }[] = []
  for (const area of areas) {
    for (const entry of area.entries) {
      if (!words.every((w) => haystack(area, entry).includes(w))) continue
      const title = fold(entry.title)
      const terms = fold((entry.terms ?? []).join('\n'))
      const rank = queryWords(entry.title).join(' ') === exact ? 3 : words.every((w) => title.includes(w)) ? 2 : words.every((w) => terms.includes(w)) ? 1 : 0
      found.push({ entry, rank })
    }
  }
  // Array.prototype.sort is stable: equal ranks keep reading order.
  return found.sort((a, b) => b.rank - a.rank).map((f) => f.entry)
}
