/**
 * Lookups over `ContinentContent` for the engine and the app: cards by kind, the limits by player
 * count, the starting Action Deck and terrain. They throw `ContentError` when the pack lacks data a
 * rule needs — never a silent default (C-Q-1).
 */
import { ContentError } from '../content-error'
import { PLAYER_COUNTS } from './cards'
import type {
  AdventureCard, Card, CardFront, CharacterCard, ClueCard, CurseCard, ExplorationCard, PlayerLimits, SatchelCard, SkillCard,
} from './cards'
import type { ContinentContent } from './content'
import type { CardNumber } from './effects'

function getCard<T extends Card['type']>(content: ContinentContent, uid: string, type: T): Extract<Card, { type: T }> {
  const c = content.cards[uid]
  if (c?.type !== type) throw new ContentError(`card "${uid}" is not ${c ? `a ${type} card (it is ${c.type})` : 'in the content'}`)
  return c as Extract<Card, { type: T }>
}

/** The Adventure copy with this uid (throws ContentError otherwise). */
export const adventureCard = (content: ContinentContent, uid: string): AdventureCard => getCard(content, uid, 'adventure')
/** The Exploration card with this uid. */
export const explorationCard = (content: ContinentContent, uid: string): ExplorationCard => getCard(content, uid, 'exploration')
/** The Skill card with this uid. */
export const skillCard = (content: ContinentContent, uid: string): SkillCard => getCard(content, uid, 'skill')
/** The Curse card with this uid. */
export const curseCard = (content: ContinentContent, uid: string): CurseCard => getCard(content, uid, 'curse')
/** The Character card with this uid. */
export const characterCard = (content: ContinentContent, uid: string): CharacterCard => getCard(content, uid, 'character')
/** The Clue card with this uid. */
export const clueCard = (content: ContinentContent, uid: string): ClueCard => getCard(content, uid, 'clue')
/** The Satchel & Journal. */
export const satchelCard = (content: ContinentContent): SatchelCard => getCard(content, content.satchel, 'satchel')

/**
 * The limits for a player count (§0.4, C-HAND-3, C-ITEM-3, C-ITEM-4). C-Q-1: when the Satchel has
 * no data for that count this throws, naming the file field — never a silent default.
 */
export function limitsFor(content: ContinentContent, playerCount: number): PlayerLimits {
  const key = String(playerCount)
  if (!(PLAYER_COUNTS as readonly string[]).includes(key)) throw new ContentError(`the Continent rules are for 1 to 4 players, not ${playerCount} (C-Q-40)`)
  const limits = satchelCard(content).limits[key as (typeof PLAYER_COUNTS)[number]]
  if (!limits) throw new ContentError(`Satchel & Journal "${content.satchel}" › limits.${key}: no hand and inventory limits for ${playerCount} players (C-Q-1)`)
  return limits
}

/** Problems that make the content unplayable with this player count (C-Q-1), e.g. for the new-game screen. */
export function checkPlayerCount(content: ContinentContent, playerCount: number): string[] {
  try { limitsFor(content, playerCount); return [] } catch (e) { return [e instanceof Error ? e.message : String(e)] }
}

/**
 * The starting Action Deck, unshuffled (C-SETUP-11): the common Skills, the 5 specific Skills of each
 * character taking part, the Curse card(s) of each chosen curse and the "death" Curse cards.
 */
export function startingActionDeck(content: ContinentContent, characterIds: readonly string[], curseIds: readonly string[]): string[] {
  const deck = [...content.commonSkills]
  for (const id of characterIds) {
    const skills = content.characterSkills[id]
    if (!skills) throw new ContentError(`character "${id}" is not in the content`)
    deck.push(...skills)
  }
  for (const id of curseIds) {
    const cs = content.curseCards[id]
    if (!cs || id === 'death') throw new ContentError(`curse "${id}" has no Curse card in the content`)
    deck.push(...cs)
  }
  deck.push(...(content.curseCards.death ?? []))
  return deck
}

/** The starting terrain number for the chosen clues: the lowest start (C-SETUP-15). */
export function startingNumber(content: ContinentContent, clueUids: readonly string[]): CardNumber {
  const starts = clueUids.map((u) => clueCard(content, u).start).sort()
  const first = starts[0]
  if (first === undefined) throw new ContentError('at least one Clue must be chosen (C-SETUP-8)')
  return first
}

/** The front to resolve for an Adventure or Exploration uid. */
export function frontOfUid(content: ContinentContent, uid: string): CardFront {
  const c = content.cards[uid]
  if (c?.type === 'adventure') return c
  if (c?.type === 'exploration') return c.front
  throw new ContentError(`card "${uid}" has no front to resolve`)
}
