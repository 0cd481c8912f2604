/**
 * Saga's pack format for the generic loader (content/parse-pack.ts): `pack.json` (tile shapes,
 * dice) and ten folders of items. The checks in order: the manifest's shapes and dice; unique ids;
 * every adventure, character and card with its references and strings; what a whole pack needs
 * (an adventure, enough characters for a game, Event cards). Then the index.
 */
import { describeEffectTerms } from '../effect-docs'
import { itemCollection, type PackChecks, type PackContentSpec, type PackParts } from '../pack-spec'
import { ActionCardSchema, SpecialCardSchema, type ActionCard, type SpecialCard } from './action-cards'
import { AdventureSchema, type Adventure } from './adventure'
import { CharacterSchema, type Character } from './characters'
import { checkAdventure, checkBeneficial, checkCharacter, checkEffects, checkGridCard, checkManifest, checkStrings, knownOf, unique, type SagaItems } from './checks'
import { indexSaga, type SagaContent } from './content'
import { OP_DOCS, type Effect } from './effects'
import { EnemyCardSchema, type EnemyCard } from './enemies'
import { EventCardSchema, type EventCard } from './events'
import { DiscoverySchema, ItemSchema, type Discovery, type Item } from './items'
import { SAGA_RULESET, SagaManifestSchema, type SagaManifest } from './manifest'
import { ParagraphSchema, type Paragraph } from './paragraphs'
import { TerrainCardSchema, type TerrainCard } from './terrain'

export interface SagaItemTypes {
  adventures: Adventure
  paragraphs: Paragraph
  characters: Character
  actionCards: ActionCard
  specialCards: SpecialCard
  terrain: TerrainCard
  enemies: EnemyCard
  items: Item
  discoveries: Discovery
  events: EventCard
}

const collections = {
  adventures: itemCollection({ folder: 'adventures', key: 'adventures', item: AdventureSchema, fileSchemaId: 'AdventureFile' }),
  paragraphs: itemCollection({ folder: 'paragraphs', key: 'paragraphs', item: ParagraphSchema, fileSchemaId: 'ParagraphFile' }),
  characters: itemCollection({ folder: 'characters', key: 'characters', item: CharacterSchema, fileSchemaId: 'CharacterFile' }),
  actionCards: itemCollection({ folder: 'action-cards', key: 'actionCards', item: ActionCardSchema, fileSchemaId: 'ActionCardFile' }),
  specialCards: itemCollection({ folder: 'special-cards', key: 'specialCards', item: SpecialCardSchema, fileSchemaId: 'SpecialCardFile' }),
  terrain: itemCollection({ folder: 'terrain', key: 'terrain', item: TerrainCardSchema, fileSchemaId: 'TerrainFile' }),
  enemies: itemCollection({ folder: 'enemies', key: 'enemies', item: EnemyCardSchema, fileSchemaId: 'EnemyFile' }),
  items: itemCollection({ folder: 'items', key: 'items', item: ItemSchema, fileSchemaId: 'ItemFile' }),
  discoveries: itemCollection({ folder: 'discoveries', key: 'discoveries', item: DiscoverySchema, fileSchemaId: 'DiscoveryFile' }),
  events: itemCollection({ folder: 'events', key: 'events', item: EventCardSchema, fileSchemaId: 'EventFile' }),
}

function checkAll(base: SagaManifest | undefined, items: SagaItems, checks: PackChecks): void {
  const known = knownOf(base, items)
  unique(items.adventures, 'adventures', 'id', (x) => x.id, checks)
  unique(items.paragraphs, 'paragraphs', 'number', (x) => `${x.adventure} ${x.number}`, checks)
  unique(items.characters, 'characters', 'id', (x) => x.id, checks)
  unique(items.actionCards, 'actionCards', 'number', (x) => x.number, checks)
  unique(items.specialCards, 'specialCards', 'letter', (x) => x.letter, checks)
  unique(items.terrain, 'terrain', 'id', (x) => x.id, checks)
  unique(items.enemies, 'enemies', 'id', (x) => x.id, checks)
  unique(items.items, 'items', 'id', (x) => x.id, checks)
  unique(items.discoveries, 'discoveries', 'id', (x) => x.id, checks)
  unique(items.events, 'events', 'id', (x) => x.id, checks)
  items.adventures.forEach(({ item, origin }) => { checkAdventure(item, origin.file, origin.index, known, items, checks); checkStrings(item, origin.file, ['adventures', origin.index], checks) })
  items.paragraphs.forEach(({ item, origin }) => {
    const at = ['paragraphs', origin.index]
    if (!known.paragraphs.has(item.adventure)) checks.report(origin.file, [...at, 'adventure'], `no adventure "${item.adventure}"`)
    checkEffects(item.effects, item.adventure, known, origin.file, [...at, 'effects'], checks)
    item.subplots.forEach((s, i) => checkEffects(s.effects, item.adventure, known, origin.file, [...at, 'subplots', i, 'effects'], checks))
    checkStrings(item, origin.file, at, checks)
  })
  items.characters.forEach(({ item, origin }) => { checkCharacter(item, origin.file, origin.index, known, items, checks); checkStrings(item, origin.file, ['characters', origin.index], checks) })
  const cards: [keyof SagaItems, LoadedEffects[]][] = [
    ['actionCards', items.actionCards.map((x) => ({ ...x, effects: [...x.item.effects, ...x.item.bonuses.flatMap((b) => b.effects ?? [])] }))],
    ['specialCards', items.specialCards.map((x) => ({ ...x, effects: x.item.effects }))],
    ['terrain', items.terrain.map((x) => ({ ...x, effects: [...x.item.bonus, ...penaltyEffects(x.item)] }))],
    ['enemies', items.enemies.map((x) => ({ ...x, effects: penaltyEffects(x.item) }))],
    ['items', items.items.map((x) => ({ ...x, effects: x.item.effects }))],
    ['discoveries', items.discoveries.map((x) => ({ ...x, effects: x.item.effects }))],
    ['events', items.events.map((x) => ({ ...x, effects: [...x.item.immediate, ...x.item.nextActionPhase, ...x.item.nextEventPhase, ...x.item.actionPhase.flatMap((h) => h.effects)] }))],
  ]
  for (const [collection, list] of cards) for (const x of list) {
    checkEffects(x.effects, '', known, x.origin.file, [collection, x.origin.index], checks)
    checkStrings(x.item, x.origin.file, [collection, x.origin.index], checks)
  }
  items.discoveries.forEach(({ item, origin }) => checkBeneficial(item.effects, origin.file, ['discoveries', origin.index, 'effects'], checks))
  items.terrain.forEach(({ item, origin }) => checkGridCard(item, 'terrain', origin.file, origin.index, checks))
  items.enemies.forEach(({ item, origin }) => checkGridCard(item, 'enemies', origin.file, origin.index, checks))
  items.items.forEach(({ item, origin }) => {
    if (item.owner !== undefined && !items.characters.some((c) => c.item.id === item.owner)) checks.report(origin.file, ['items', origin.index, 'owner'], `no character "${item.owner}"`)
  })
}

interface LoadedEffects { item: object; origin: { file: string; index: number }; effects: Effect[] }
const penaltyEffects = (c: TerrainCard | EnemyCard): Effect[] => [...(c.penalty.red ?? []), ...(c.penalty.yellow ?? []), ...(c.penalty.shared ?? [])]

function buildSaga(parts: PackParts<SagaManifest, SagaItemTypes>, checks: PackChecks): SagaContent | undefined {
  const base = parts.manifests[0]
  const file = parts.manifestFiles[0] ?? 'pack.json'
  if (base && !base.shapes) checks.report(file, ['shapes'], 'the base pack must define the tile shapes (S-COMP-22, Q-01)')
  if (base && !base.dice) checks.report(file, ['dice'], 'the base pack must define the combat dice (S-COMP-27, Q-02)')
  if (base) checkManifest(base, file, checks)
  const c = parts.collections
  const items: SagaItems = {
    adventures: c.adventures.items, paragraphs: c.paragraphs.items, characters: c.characters.items, actionCards: c.actionCards.items,
    specialCards: c.specialCards.items, terrain: c.terrain.items, enemies: c.enemies.items, items: c.items.items,
    discoveries: c.discoveries.items, events: c.events.items,
  }
  if (parts.readable) {
    checkAll(base, items, checks)
    if (parts.clean) {
      if (items.adventures.length === 0) checks.report(file, [], 'a Saga pack needs at least one adventure (adventures/*.json) (S-SETUP-01)')
      if (items.characters.length < 2) checks.report(file, [], 'a Saga pack needs at least two characters (a solo game plays two, S-SOLO-01)')
      if (items.terrain.length === 0) checks.report(file, [], 'a Saga pack needs Terrain cards (S-SETUP-07)')
    }
  }
  if (checks.problemCount() > 0 || !base) return undefined
  const list = <K extends keyof SagaItems>(k: K) => items[k].map((x) => x.item) as SagaItemTypes[K][]
  return indexSaga({
    manifest: base, strings: parts.strings,
    adventures: list('adventures'), paragraphs: list('paragraphs'), characters: list('characters'), actionCards: list('actionCards'),
    specialCards: list('specialCards'), terrain: list('terrain'), enemies: list('enemies'), items: list('items'),
    discoveries: list('discoveries'), events: list('events'),
  })
}

/** How the generic loader reads a Saga pack. */
export const sagaPackSpec: PackContentSpec<SagaContent, SagaManifest, SagaItemTypes> = {
  ruleset: SAGA_RULESET,
  manifest: SagaManifestSchema,
  collections,
  build: buildSaga,
  describeJsonSchema: describeEffectTerms(OP_DOCS),
}
