import type { AdventureCard, Card, CardFront, CurseCard, ExplorationCard, SkillCard } from '../../content/continent/cards'
import type { ContinentContent } from '../../content/continent/content'
import type { Action, Modifier } from '../../content/continent/effects'

/**
 * Lookups over the indexed pack (`ContinentContent`, owned by CONTENT+BOARD in
 * src-shared/content/continent/). The engine reads content, never stores it in state.
 */
export type { ContinentContent }

export function card(c: ContinentContent, uid: string): Card {
  const found = c.cards[uid]
  if (!found) throw new Error(`unknown card uid ${uid}`)
  return found
}

export function adventure(c: ContinentContent, uid: string): AdventureCard | null {
  const x = c.cards[uid]
  return x?.type === 'adventure' ? x : null
}

export function skill(c: ContinentContent, uid: string): SkillCard | null {
  const x = c.cards[uid]
  return x?.type === 'skill' ? x : null
}

const skillOwners = new WeakMap<ContinentContent, Map<string, string>>()

/**
 * The character owning the Skill `uid` (undefined for common Skills and other cards). A per-content
 * Map: zones are scanned card by card on eliminations and departures, and one Map lookup beats a
 * lookup in the large card record plus a look at each card's type.
 */
export function skillOwner(c: ContinentContent, uid: string): string | undefined {
  let owners = skillOwners.get(c)
  if (!owners) {
    owners = new Map()
    for (const [u, x] of Object.entries(c.cards)) if (x.type === 'skill' && x.owner !== undefined) owners.set(u, x.owner)
    skillOwners.set(c, owners)
  }
  return owners.get(uid)
}

export function isCurse(c: ContinentContent, uid: string): boolean {
  return c.cards[uid]?.type === 'curse'
}

export function curse(c: ContinentContent, uid: string): CurseCard | null {
  const x = c.cards[uid]
  return x?.type === 'curse' ? x : null
}

/** The front of an Adventure or Exploration card, or null for other decks. */
export function front(c: ContinentContent, uid: string): CardFront | null {
  const x = c.cards[uid]
  if (!x) return null
  if (x.type === 'adventure') return x
  if (x.type === 'exploration') return (x as ExplorationCard).front
  return null
}

/** Which deck a card comes from, by its back (C-ICON-1…C-ICON-3). */
export type Origin = 'action' | 'adventure' | 'exploration' | 'other'
export function originOf(c: ContinentContent, uid: string): Origin {
  const t = c.cards[uid]?.type
  if (t === 'skill' || t === 'curse') return 'action'
  if (t === 'adventure') return 'adventure'
  if (t === 'exploration') return 'exploration'
  return 'other'
}

/** The item face of a card in an inventory: a found Item front or a crafted Skill (C-ITEM-10). */
export interface ItemFace { durability: number; keywords: string[]; effects: Modifier[]; actions: Action[] }
export function itemFace(c: ContinentContent, uid: string): ItemFace {
  const x = card(c, uid)
  if (x.type === 'skill') {
    const it = x.craft?.item
    return it ? { durability: it.durability, keywords: it.keywords, effects: it.effects, actions: it.actions } : { durability: 1, keywords: x.keywords, effects: [], actions: [] }
  }
  const f = front(c, uid)
  return { durability: f?.durability ?? 1, keywords: f?.keywords ?? [], effects: f?.effects ?? [], actions: f?.actions ?? [] }
}

export { limitsFor } from '../../content/continent/lookups'

/** The number printed on an Adventure card, or null. */
export function numberOf(c: ContinentContent, uid: string): string | null {
  const x = c.cards[uid]
  return x?.type === 'adventure' ? x.number : null
}
