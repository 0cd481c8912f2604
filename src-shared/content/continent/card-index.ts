/**
 * The cards of a Continent pack being loaded, indexed for the checks: by uid (with where each came
 * from), by number, area, keyword and character, plus what cards that failed their schema still
 * name (`partial`), so that references to them are not reported as missing: one mistake, one message.
 */
import type { LoadedItem, PackChecks, RejectedItem } from '../pack-spec'
import type { AdventureCard, Card } from './cards'
import { keywordsOf } from './card-refs'
import { pushUid } from './content'
import type { ItemOrigin } from '../pack-spec'

/** What cards that failed their schema (or were left out as duplicates) still name. */
export interface PartialCards { uids: Set<string>; numbers: Set<string>; areas: Set<string>; keywords: Set<string> }

export interface CardIndex {
  byUid: Map<string, { card: Card; origin: ItemOrigin }>
  /** Adventure uids by number, greens first. */
  numbers: Record<string, string[]>
  areas: Record<string, string[]>
  keywords: Record<string, string[]>
  /** Character id → uid. */
  characters: Record<string, string>
  partial: PartialCards
  /** The Adventure card with this uid (only called with uids taken from `numbers`). */
  adv(uid: string): AdventureCard
  /** False once a uid is duplicated: the reachability report then waits for a clean pack. */
  unique: boolean
}

/** Learns what a card that failed its schema names: its uid, number, area and keywords. */
function notePartial(partial: PartialCards, raw: unknown): void {
  const o = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>
  if (typeof o.uid === 'string') partial.uids.add(o.uid)
  if (typeof o.number === 'string') partial.numbers.add(o.number)
  if (typeof o.area === 'string') partial.areas.add(o.area)
  const front = (typeof o.front === 'object' && o.front !== null ? o.front : o) as Record<string, unknown>
  if (Array.isArray(front.keywords)) for (const k of front.keywords) if (typeof k === 'string') partial.keywords.add(k)
}

/**
 * Identity checks (unique uids across packs, exactly one Satchel & Journal, C-CARD-25) and the
 * indexes. `wellFormed`: no problem so far, so a missing Satchel is not a side effect of another.
 */
export function indexForChecks(loaded: readonly LoadedItem<Card>[], rejected: readonly RejectedItem[], checks: PackChecks, wellFormed: boolean): CardIndex {
  const partial: PartialCards = { uids: new Set(), numbers: new Set(), areas: new Set(), keywords: new Set() }
  for (const r of rejected) notePartial(partial, r.raw)
  const byUid = new Map<string, { card: Card; origin: ItemOrigin }>()
  let unique = true
  for (const { item: card, origin } of loaded) {
    const prev = byUid.get(card.uid)
    if (prev) {
      checks.report(origin.file, ['cards', origin.index, 'uid'], `duplicate uid "${card.uid}" (first in ${prev.origin.file} › cards[${prev.origin.index}])`)
      // The second copy is left out of the index; keep what it names so nothing else is reported for it.
      unique = false
      if (card.type === 'adventure') partial.numbers.add(card.number)
      if (card.type === 'exploration') partial.areas.add(card.area)
      for (const k of keywordsOf(card)) partial.keywords.add(k)
    } else byUid.set(card.uid, { card, origin })
  }
  const satchels = loaded.filter((c) => c.item.type === 'satchel')
  if (satchels.length === 0 && wellFormed && unique) checks.report('cards', [], 'no Satchel & Journal card (C-CARD-25)')
  satchels.slice(1).forEach((s) => checks.report(s.origin.file, ['cards', s.origin.index], 'a pack has exactly one Satchel & Journal card'))

  const numbers: Record<string, string[]> = {}
  const areas: Record<string, string[]> = {}
  const keywords: Record<string, string[]> = {}
  const characters: Record<string, string> = {}
  for (const { card } of byUid.values()) {
    if (card.type === 'adventure') pushUid(numbers, card.number, card.uid)
    if (card.type === 'exploration') pushUid(areas, card.area, card.uid)
    if (card.type === 'character') characters[card.id] = card.uid
    for (const k of new Set(keywordsOf(card))) pushUid(keywords, k, card.uid)
  }
  const adv = (uid: string): AdventureCard => byUid.get(uid)?.card as AdventureCard
  for (const n of Object.keys(numbers)) {
    const list = numbers[n] ?? []
    numbers[n] = [...list.filter((u) => adv(u).back === 'green'), ...list.filter((u) => adv(u).back === 'gold')]
  }
  return { byUid, numbers, areas, keywords, characters, partial, adv, unique }
}
