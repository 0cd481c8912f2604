/**
 * `ContinentContent`: a validated Continent pack, indexed for the engine. Plain JSON (no Maps), so
 * it can be sent or hashed. The engine looks cards up by uid here and never stores definitions in
 * the game state.
 */
import { ContentError } from '../content-error'
import type { PackStrings } from '../i18n'
import type { AdventureCard, Card } from './cards'
import { keywordsOf } from './card-refs'
import type { CardNumber } from './effects'
import type { PackManifest, SpecialNumbers } from './manifest'

/**
 * The validated, indexed pack. Lists of uids keep the file order, except `numbers` which keeps
 * greens before golds (C-SETUP-14, C-CONSEQ-33).
 */
export interface ContinentContent {
  manifest: PackManifest
  /** Every pack's own manifest, base first (set by the loader; absent in hand-built test content). */
  packs?: PackManifest[]
  cards: Record<string, Card>
  /** Adventure uids by number, greens first then golds (C-SETUP-14). */
  numbers: Record<CardNumber, string[]>
  /** Exploration uids by area (C-SETUP-13). */
  areas: Record<string, string[]>
  /** uids of every card whose front, skill, crafted item or quest item shows the keyword (C-DEF-26). */
  keywords: Record<string, string[]>
  /** The 35 common Skills (no owner, not advanced) (C-CARD-20). */
  commonSkills: string[]
  /** Advanced Skills, bought with experience (C-CARD-22). */
  advancedSkills: string[]
  /** Character id → Character card uid. */
  characters: Record<string, string>
  /** Character id → its 5 specific Skill uids (C-CARD-20, C-D-17). */
  characterSkills: Record<string, string[]>
  /** Curse id → Clue uids (C-CARD-26). */
  clues: Record<string, string[]>
  /** Curse id ('death' for "Death is lurking") → Curse card uids (C-SETUP-11). */
  curseCards: Record<string, string[]>
  /** The Satchel & Journal uid (C-CARD-25). */
  satchel: string
  special: SpecialNumbers
  /** Locale → key → text. */
  strings: PackStrings
}

/** Appends `uid` to the list under `key`. */
export const pushUid = (rec: Record<string, string[]>, key: string, uid: string): void => {
  const list = rec[key]
  if (list) list.push(uid)
  else rec[key] = [uid]
}

/**
 * Index cards into `ContinentContent` WITHOUT validating them (the last step of loading a pack).
 * For tests that build content by hand; shipped content always goes through the loader.
 * Lists keep the given order, except `numbers` (greens before golds, C-SETUP-14).
 */
export function indexCards(all: readonly Card[], manifest: PackManifest, strings: PackStrings = {}): ContinentContent {
  const special = manifest.special
  if (!special) throw new ContentError(`pack "${manifest.id}" names no special numbers (easy, hardcore, paranoid)`)
  const of = <T extends Card['type']>(t: T): Extract<Card, { type: T }>[] => all.filter((c): c is Extract<Card, { type: T }> => c.type === t)
  const numbers: Record<string, string[]> = {}
  for (const c of of('adventure')) pushUid(numbers, c.number, c.uid)
  const byUid = new Map(all.map((c) => [c.uid, c]))
  const back = (uid: string): string => (byUid.get(uid) as AdventureCard).back
  const areas: Record<string, string[]> = {}
  for (const c of of('exploration')) pushUid(areas, c.area, c.uid)
  const keywords: Record<string, string[]> = {}
  for (const c of all) for (const k of new Set(keywordsOf(c))) pushUid(keywords, k, c.uid)
  const characters: Record<string, string> = {}
  const characterSkills: Record<string, string[]> = {}
  for (const c of of('character')) { characters[c.id] = c.uid; characterSkills[c.id] = [...c.skills] }
  const clues: Record<string, string[]> = {}
  for (const c of of('clue')) pushUid(clues, c.curse, c.uid)
  const curseCards: Record<string, string[]> = {}
  for (const c of of('curse')) pushUid(curseCards, c.curse, c.uid)
  return {
    manifest,
    cards: Object.fromEntries(all.map((c) => [c.uid, c])),
    numbers: Object.fromEntries(Object.keys(numbers).sort().map((n) => {
      const list = numbers[n] ?? []
      return [n, [...list.filter((u) => back(u) === 'green'), ...list.filter((u) => back(u) === 'gold')]]
    })),
    areas,
    keywords,
    commonSkills: of('skill').filter((c) => c.owner === undefined && !c.advanced).map((c) => c.uid),
    advancedSkills: of('skill').filter((c) => c.advanced).map((c) => c.uid),
    characters,
    characterSkills,
    clues,
    curseCards,
    satchel: of('satchel')[0]?.uid ?? '',
    special,
    strings,
  }
}
