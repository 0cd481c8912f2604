import type { TableCatalogue } from './catalogue'
import { packText } from './catalogue'
import type { Translate } from './choice-labels'

/**
 * The story in the reader's words: a passage's pack text (null when the pack has no text for
 * the key: a raw key must never reach a player) split into paragraphs, and a card's name as the
 * story heads it ("012 Chapel Ruins").
 */

/** The paragraphs of a pack text (blank lines divide them), or [] when the key has no text. */
export function storyParagraphs(cat: TableCatalogue, locale: string, key: string): string[] {
  const text = packText(cat, locale, key)
  if (text === key) return []
  return text.split(/\n\s*\n/).map((p) => p.trim()).filter((p) => p.length > 0)
}

/** A card as a story names it: number and title, the title alone, or "a card". */
export function storyCardName(cat: TableCatalogue, locale: string, t: Translate, card: { title: string | null; number: string | null }): string {
  const title = card.title === null ? null : packText(cat, locale, card.title)
  if (title === null || title === card.title) return card.number === null ? t('rulesets.continent.story.someCard') : card.number
  return card.number === null ? title : t('rulesets.continent.story.card', { number: card.number, title })
}
