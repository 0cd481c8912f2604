import { markRaw } from 'vue'
import type { Card, CardFront } from '../../../src-shared/content/continent/cards'
import type { Action, Flag, Modifier } from '../../../src-shared/content/continent/effects'
import type { SuccessStrip } from '../../../src-shared/content/continent/strip'
import type { ContinentContent } from '../../../src-shared/content/continent/content'
import type { ContinentView } from '../../../src-shared/rulesets/continent'

/**
 * What the table needs to draw and name one face-up card: the public face only. Main can send
 * exactly these for the uids a view shows (design §1: the renderer never holds unrevealed fronts);
 * tests and tools derive them from a whole pack with `catalogueFrom`.
 */
export interface CardFace {
  /** The deck by its back (C-ICON-1…C-ICON-3). */
  deck: 'adventure' | 'exploration' | 'action' | 'other'
  /** Front kind ('terrain', 'item', …) or card type ('skill', 'curse', 'character', 'clue', 'satchel'). */
  kind: string
  /** The 3-digit number of an Adventure card, else null. */
  number: string | null
  /** i18n keys of the pack. */
  title: string
  text: string | null
  /** Art file name in the pack's art/ folder. */
  art: string | null
  /** The white squares printed on the card (C-TURN-7); a Skill's Craft action last. */
  actions: readonly Action[]
  /** A Skill's Craft action (ref index 'craft'), or null. */
  craft: Action | null
  /** Everything else printed on the face, by kind (issue #14: cards drawn as cards). */
  details: FaceDetails
}

/** The rest of a public face: what a card component draws besides title, text and action squares. */
export interface FaceDetails {
  /** A Skill's successes (C-CARD-19); a Curse's is all zero (C-CARD-21). */
  strip: SuccessStrip | null
  /** Passive effects while the card is in the right place (hand, item, attached event, character ability). */
  effects: readonly Modifier[]
  /** An item's durability die (C-CARD-11), or a crafted Skill's item durability. */
  durability: number | null
  /** Numbers hidden in the art (C-EXPLORE-20), drawn into the picture. */
  hiddenNumbers: readonly string[]
  /** A State that costs life force (C-ICON-36). */
  lifeLoss: boolean
  keywords: readonly string[]
  /** Area numeral of a terrain or Exploration card (C-ICON-40). */
  area: string | null
  /** The public back of an Adventure card: colour, narrative key, source numbers (C-ICON-37). */
  back: { colour: 'green' | 'gold'; text: string; sources: readonly string[] } | null
  /** A Curse card's curse ('death' or a curse id); a Clue's curse. */
  curse: string | null
  /** A Clue's starting card number (C-CARD-27). */
  start: string | null
  flag: Flag | null
  /** An Advanced Skill's price in experience (C-CARD-22). */
  price: number | null
}

const NO_DETAILS: FaceDetails = { strip: null, effects: [], durability: null, hiddenNumbers: [], lifeLoss: false, keywords: [], area: null, back: null, curse: null, start: null, flag: null, price: null }
const details = (d: Partial<FaceDetails>): FaceDetails => ({ ...NO_DETAILS, ...d })

/**
 * The card faces and pack strings the table reads. Never reactive (`markRaw`): definitions are
 * large and never change during a game, so Vue must not wrap them in proxies (design §6).
 */
export interface TableCatalogue {
  face: (uid: string) => CardFace | null
  /** Pack strings by locale (card titles, action labels, texts). */
  strings: Readonly<Record<string, Readonly<Record<string, string>>>>
  /** Curse id → title key. */
  curses: Readonly<Record<string, string>>
  /** Character id → title key. */
  characters: Readonly<Record<string, string>>
  /** URL of an art file of the pack, or null when the host serves none. */
  artUrl: (file: string) => string | null
}

/** The public face of a card definition. */
export function faceOf(c: Card): CardFace {
  switch (c.type) {
    case 'adventure': return {
      deck: 'adventure', kind: c.kind, number: c.number, title: c.title, text: c.text ?? null, art: c.art ?? null, actions: c.actions, craft: null,
      details: details({ ...frontDetails(c), back: { colour: c.back, text: c.backText, sources: c.sources ?? [] } }),
    }
    case 'exploration': return { deck: 'exploration', kind: c.front.kind, number: null, title: c.front.title, text: c.front.text ?? null, art: c.front.art ?? null, actions: c.front.actions, craft: null, details: details({ ...frontDetails(c.front), area: c.front.area ?? c.area }) }
    case 'skill': return { deck: 'action', kind: 'skill', number: null, title: c.title, text: null, art: null, actions: c.actions ?? [], craft: c.craft?.action ?? null, details: details({ strip: c.strip, effects: c.effects, keywords: c.keywords, durability: c.craft?.item.durability ?? null, price: c.advanced?.cost ?? null }) }
    case 'curse': return { deck: 'action', kind: 'curse', number: null, title: c.title, text: null, art: null, actions: [], craft: null, details: details({ strip: { stars: 0, leftHalves: 0, rightHalves: 0, lucky7: 0 }, curse: c.curse }) }
    case 'character': return { deck: 'other', kind: 'character', number: null, title: c.title, text: null, art: null, actions: c.actions ?? [], craft: null, details: details({ effects: c.ability }) }
    case 'clue': return { deck: 'other', kind: 'clue', number: null, title: c.title, text: c.text, art: null, actions: c.actions, craft: null, details: details({ effects: c.effects, curse: c.curse, start: c.start, flag: c.flag ?? null }) }
    case 'satchel': return { deck: 'other', kind: 'satchel', number: null, title: c.title, text: c.text, art: null, actions: [], craft: null, details: NO_DETAILS }
  }
}

function frontDetails(f: CardFront): Partial<FaceDetails> {
  return { effects: f.effects, durability: f.durability ?? null, hiddenNumbers: f.hiddenNumbers ?? [], lifeLoss: f.lifeLoss === true, keywords: f.keywords, area: f.area ?? null }
}

/** A catalogue over a whole indexed pack (tests and tools; a game through main uses `catalogueFromViews`). */
export function catalogueFrom(content: Pick<ContinentContent, 'cards' | 'strings' | 'manifest'>, artUrl: (file: string) => string | null = () => null): TableCatalogue {
  const cache = new Map<string, CardFace | null>()
  const characters: Record<string, string> = {}
  for (const c of Object.values(content.cards)) if (c.type === 'character') characters[c.id] = c.title
  return markRaw({
    face: (uid: string) => {
      if (!cache.has(uid)) {
        const c = content.cards[uid]
        cache.set(uid, c ? faceOf(c) : null)
      }
      return cache.get(uid) ?? null
    },
    strings: content.strings,
    curses: Object.fromEntries(content.manifest.curses.map((c) => [c.id, c.title])),
    characters,
    artUrl,
  })
}

/** A catalogue over faces collected by the caller (e.g. from `view.cards` with `faceOf`). */
export function catalogueFromFaces(data: { faces: Readonly<Record<string, CardFace>>; strings: TableCatalogue['strings']; curses: TableCatalogue['curses']; characters: TableCatalogue['characters'] }, artUrl: (file: string) => string | null = () => null): TableCatalogue {
  return markRaw({ face: (uid: string) => data.faces[uid] ?? null, strings: data.strings, curses: data.curses, characters: data.characters, artUrl })
}

/** A catalogue that learns the cards each view shows face up (`view.cards`, C-D-2). */
export interface ViewCatalogue extends TableCatalogue {
  /** Adds the definitions a new view carries; called by the table store on every view. */
  absorb: (view: Pick<ContinentView, 'cards'>) => void
  /** Merges the strings of a later reply (cards seen for the first time come with their texts). */
  addStrings: (more: TableCatalogue['strings']) => void
}

/**
 * The catalogue of a game played through main: no pack, only the definitions each view carries
 * for its face-up cards (kept once seen: a card revealed stays known) and the reply's strings.
 */
export function catalogueFromViews(data: { strings: TableCatalogue['strings']; curses: TableCatalogue['curses']; characters?: TableCatalogue['characters'] }, artUrl: (file: string) => string | null = () => null): ViewCatalogue {
  const faces = new Map<string, CardFace>()
  // Every character's name from the start: a log line may name one whose card left the table.
  const characters: Record<string, string> = { ...(data.characters ?? {}) }
  const strings: Record<string, Record<string, string>> = {}
  const mergeStrings = (more: TableCatalogue['strings']): void => {
    for (const [locale, table] of Object.entries(more)) strings[locale] = { ...(strings[locale] ?? {}), ...table }
  }
  mergeStrings(data.strings)
  return markRaw({
    face: (uid: string) => faces.get(uid) ?? null,
    strings,
    curses: data.curses,
    characters,
    artUrl,
    absorb: (view: Pick<ContinentView, 'cards'>) => {
      for (const [uid, card] of Object.entries(view.cards)) {
        faces.set(uid, faceOf(card))
        if (card.type === 'character') characters[card.id] = card.title
      }
    },
    addStrings: mergeStrings,
  })
}

/** A pack string in `locale`, falling back to English, then to the key (never blank). */
export function packText(cat: TableCatalogue, locale: string, key: string): string {
  return cat.strings[locale]?.[key] ?? cat.strings.en?.[key] ?? key
}

/** The 3-digit number printed on an Adventure card, or null. */
export function numberOf(cat: TableCatalogue, uid: string): string | null {
  return cat.face(uid)?.number ?? null
}

/** The title key of any card (unknown uids give the uid itself, so nothing renders blank). */
export function titleKey(cat: TableCatalogue, uid: string): string {
  return cat.face(uid)?.title ?? uid
}

export function cardTitle(cat: TableCatalogue, locale: string, uid: string): string {
  return packText(cat, locale, titleKey(cat, uid))
}

/** The card's kind for labels ('other' for unknown uids). */
export function kindOf(cat: TableCatalogue, uid: string): string {
  return cat.face(uid)?.kind ?? 'other'
}

/** The white squares printed on a face-up card (C-TURN-7). */
export function actionsOn(cat: TableCatalogue, uid: string): number {
  const f = cat.face(uid)
  return f ? f.actions.length + (f.craft ? 1 : 0) : 0
}

/** The name of a character by id (the title of its Character card), or the id itself. */
export function characterTitle(cat: TableCatalogue, locale: string, characterId: string): string {
  const key = cat.characters[characterId]
  return key === undefined ? characterId : packText(cat, locale, key)
}

/** The name of a curse by id. */
export function curseTitle(cat: TableCatalogue, locale: string, id: string): string {
  const key = cat.curses[id]
  return key === undefined ? id : packText(cat, locale, key)
}

