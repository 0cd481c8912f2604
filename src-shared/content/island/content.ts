/**
 * `IslandContent`: a validated Island pack, indexed for the engine. Plain JSON (no Maps), so it can
 * be sent or hashed. The engine looks definitions up here by id and never stores them in the state.
 */
import type { PackStrings } from '../i18n'
import type { Board, Dice } from './board'
import type { AdventureCard, BeastCard, EquipmentCard, EventCard, InventionCard, IslandCard, MysteryCard, WreckageCard } from './cards'
import type { Character } from './characters'
import type { DiscoveryToken } from './discoveries'
import type { IslandManifest } from './manifest'
import type { Scenario } from './scenario'
import type { Tile } from './tiles'
import type { AdventureKind } from './vocabulary'

/** Card ids per deck, in file order (the engine shuffles them at setup). */
export interface IslandDecks {
  event: string[]
  wreckage: string[]
  adventure: Record<AdventureKind, string[]>
  mystery: string[]
  beast: string[]
  invention: string[]
  equipment: string[]
}

export interface IslandContent {
  manifest: IslandManifest
  /** Every pack's own manifest, base first (set by the loader). */
  packs?: IslandManifest[]
  board: Board
  dice: Dice
  scenarios: Record<string, Scenario>
  characters: Record<string, Character>
  tiles: Record<string, Tile>
  cards: Record<string, IslandCard>
  discoveries: Record<string, DiscoveryToken>
  decks: IslandDecks
  /** Locale → key → text. */
  strings: PackStrings
}

/** The parts `indexIsland` needs (what the loader read). */
export interface IslandParts {
  manifest: IslandManifest
  board: Board
  dice: Dice
  scenarios: readonly Scenario[]
  characters: readonly Character[]
  tiles: readonly Tile[]
  cards: readonly IslandCard[]
  discoveries: readonly DiscoveryToken[]
  strings?: PackStrings
}

const byId = <T extends { id: string }>(list: readonly T[]): Record<string, T> => Object.fromEntries(list.map((x) => [x.id, x]))

/**
 * Index the parts into `IslandContent` WITHOUT validating them (the last step of loading a pack).
 * For tests that build content by hand; shipped content always goes through the loader.
 */
export function indexIsland(p: IslandParts): IslandContent {
  const ids = <D extends IslandCard['deck']>(deck: D, pred: (c: Extract<IslandCard, { deck: D }>) => boolean = () => true): string[] =>
    p.cards.filter((c): c is Extract<IslandCard, { deck: D }> => c.deck === deck).filter(pred).map((c) => c.id)
  return {
    manifest: p.manifest,
    board: p.board,
    dice: p.dice,
    scenarios: byId(p.scenarios),
    characters: byId(p.characters),
    tiles: byId(p.tiles),
    cards: byId(p.cards),
    discoveries: byId(p.discoveries),
    decks: {
      event: ids('event'),
      wreckage: ids('wreckage'),
      adventure: { build: ids('adventure', (c) => c.colour === 'build'), gather: ids('adventure', (c) => c.colour === 'gather'), explore: ids('adventure', (c) => c.colour === 'explore') },
      mystery: ids('mystery'),
      beast: ids('beast'),
      invention: ids('invention'),
      equipment: ids('equipment'),
    },
    strings: p.strings ?? {},
  }
}

/** Typed lookups: the card with this id if it is of this deck. */
export function cardOf(content: IslandContent, id: string, deck: 'event'): EventCard | undefined
export function cardOf(content: IslandContent, id: string, deck: 'wreckage'): WreckageCard | undefined
export function cardOf(content: IslandContent, id: string, deck: 'adventure'): AdventureCard | undefined
export function cardOf(content: IslandContent, id: string, deck: 'mystery'): MysteryCard | undefined
export function cardOf(content: IslandContent, id: string, deck: 'beast'): BeastCard | undefined
export function cardOf(content: IslandContent, id: string, deck: 'invention'): InventionCard | undefined
export function cardOf(content: IslandContent, id: string, deck: 'equipment'): EquipmentCard | undefined
export function cardOf(content: IslandContent, id: string, deck: IslandCard['deck']): IslandCard | undefined {
  const c = content.cards[id]
  return c !== undefined && c.deck === deck ? c : undefined
}
