import { markRaw } from 'vue'
import type { Card, CardFront } from '../../../src-shared/content/cards'
import type { ContinentContent } from '../../../src-shared/content/pack'

/**
 * The card definitions the table reads to draw and label cards. Definitions are large and never
 * change during a game, so the catalogue is `markRaw`: Vue must not wrap thousands of nested
 * objects in proxies (design §6 frame budget). The game's hidden information is never here: what
 * is face up comes only from the view (design §1).
 */
export interface TableCatalogue {
  cards: Readonly<Record<string, Card>>
  /** Pack strings by locale (card titles, action labels, texts). */
  strings: Readonly<Record<string, Readonly<Record<string, string>>>>
  /** URL of an art file of the pack, or null when the host serves none yet. */
  artUrl: (file: string) => string | null
  /** Curse id → title key (pack.json `curses`). */
  curses: Readonly<Record<string, string>>
}

/** A catalogue over an indexed pack; `artUrl` maps art file names to loadable URLs. */
export function catalogueFrom(content: Pick<ContinentContent, 'cards' | 'strings' | 'manifest'>, artUrl: (file: string) => string | null = () => null): TableCatalogue {
  const curses = Object.fromEntries(content.manifest.curses.map((c) => [c.id, c.title]))
  return markRaw({ cards: content.cards, strings: content.strings, artUrl, curses })
}

/** The name of a curse by id. */
export function curseTitle(cat: TableCatalogue, locale: string, id: string): string {
  const key = cat.curses[id]
  return key === undefined ? id : packText(cat, locale, key)
}

/** A pack string in `locale`, falling back to English, then to the key (never blank). */
export function packText(cat: TableCatalogue, locale: string, key: string): string {
  return cat.strings[locale]?.[key] ?? cat.strings.en?.[key] ?? key
}

/** The face-up front of a card (Adventure front, Exploration front), or null. */
export function frontOf(cat: TableCatalogue, uid: string): CardFront | null {
  const c = cat.cards[uid]
  if (c?.type === 'adventure') return c
  if (c?.type === 'exploration') return c.front
  return null
}

/** The 3-digit number printed on an Adventure card, or null. */
export function numberOf(cat: TableCatalogue, uid: string): string | null {
  const c = cat.cards[uid]
  return c?.type === 'adventure' ? c.number : null
}

/** The title key of any card (unknown uids give the uid itself, so nothing renders blank). */
export function titleKey(cat: TableCatalogue, uid: string): string {
  const c = cat.cards[uid]
  if (!c) return uid
  if (c.type === 'exploration') return c.front.title
  return c.title
}

export function cardTitle(cat: TableCatalogue, locale: string, uid: string): string {
  return packText(cat, locale, titleKey(cat, uid))
}

/**
 * The kind of card for labels: an Adventure/Exploration front kind ('terrain', 'item', …) or the
 * card type ('skill', 'curse', 'character', 'clue', 'satchel').
 */
export function kindOf(cat: TableCatalogue, uid: string): string {
  const c = cat.cards[uid]
  if (!c) return 'other'
  if (c.type === 'adventure') return c.kind
  if (c.type === 'exploration') return c.front.kind
  return c.type
}

/** The white squares printed on a face-up card (C-TURN-7). */
export function actionsOn(cat: TableCatalogue, uid: string): number {
  const c = cat.cards[uid]
  if (!c) return 0
  if (c.type === 'skill') return (c.actions?.length ?? 0) + (c.craft ? 1 : 0)
  if (c.type === 'character') return c.actions?.length ?? 0
  if (c.type === 'clue') return c.actions.length
  return frontOf(cat, uid)?.actions.length ?? 0
}

const characterKeys = new WeakMap<TableCatalogue, Map<string, string>>()

/** The name of a character by id (the title of its Character card), or the id itself. */
export function characterTitle(cat: TableCatalogue, locale: string, characterId: string): string {
  let keys = characterKeys.get(cat)
  if (!keys) {
    keys = new Map()
    for (const c of Object.values(cat.cards)) if (c.type === 'character') keys.set(c.id, c.title)
    characterKeys.set(cat, keys)
  }
  const key = keys.get(characterId)
  return key === undefined ? characterId : packText(cat, locale, key)
}
