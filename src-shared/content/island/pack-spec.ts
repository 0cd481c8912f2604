/**
 * Island's pack format for the generic loader (content/parse-pack.ts): `pack.json` (board, dice),
 * and five folders — `scenarios/`, `characters/`, `tiles/`, `cards/`, `discoveries/`. The checks in
 * order: the base pack's board and dice; unique ids; every card, character, tile, token and
 * scenario with its references; what a whole pack needs (a scenario, castaways, a companion and a
 * dog, Friday's and the Dog's rules being part of every game size, I-SETUP-18). Then the index.
 */
import { describeEffectTerms } from '../effect-docs'
import { itemCollection, type PackChecks, type PackContentSpec, type PackParts } from '../pack-spec'
import { IslandCardSchema, type IslandCard } from './cards'
import { CharacterSchema, type Character } from './characters'
import { checkBoard, checkCard, checkCharacter, checkDiscovery, checkDice, checkTile, knownOf } from './checks'
import { checkComponents } from './component-checks'
import { indexIsland, type IslandContent } from './content'
import { DiscoveryTokenSchema, type DiscoveryToken } from './discoveries'
import { OP_DOCS } from './op-docs'
import { ISLAND_RULESET, IslandManifestSchema, type IslandManifest } from './manifest'
import { ScenarioSchema, type Scenario } from './scenario'
import { checkScenario } from './scenario-checks'
import { TileSchema, type Tile } from './tiles'

/** The item collections of an Island pack, by name. */
export interface IslandItemTypes {
  scenarios: Scenario
  characters: Character
  tiles: Tile
  cards: IslandCard
  discoveries: DiscoveryToken
}

const collections = {
  scenarios: itemCollection({ folder: 'scenarios', key: 'scenarios', item: ScenarioSchema, fileSchemaId: 'ScenarioFile' }),
  characters: itemCollection({ folder: 'characters', key: 'characters', item: CharacterSchema, fileSchemaId: 'CharacterFile' }),
  tiles: itemCollection({ folder: 'tiles', key: 'tiles', item: TileSchema, fileSchemaId: 'TileFile' }),
  cards: itemCollection({ folder: 'cards', key: 'cards', item: IslandCardSchema, fileSchemaId: 'IslandCardFile' }),
  discoveries: itemCollection({ folder: 'discoveries', key: 'discoveries', item: DiscoveryTokenSchema, fileSchemaId: 'DiscoveryFile' }),
}

function buildIsland(parts: PackParts<IslandManifest, IslandItemTypes>, checks: PackChecks): IslandContent | undefined {
  const base = parts.manifests[0]
  const file = parts.manifestFiles[0] ?? 'pack.json'
  if (base && !base.board) checks.report(file, ['board'], 'the base pack must define the board (I-COMP-01)')
  if (base && !base.dice) checks.report(file, ['dice'], 'the base pack must define the dice (I-DICE-03)')
  if (base?.board) checkBoard(base.board, file, checks)
  if (base?.dice) checkDice(base.dice, file, checks)

  const c = parts.collections
  const items = { scenarios: c.scenarios.items, characters: c.characters.items, tiles: c.tiles.items, cards: c.cards.items, discoveries: c.discoveries.items }
  if (parts.readable) {
    const known = knownOf(items, base?.board, base?.dice, checks)
    const scenarioIds = new Set(items.scenarios.map((s) => s.item.id))
    for (const { item, origin } of items.cards) checkCard(item, origin, known, checks)
    for (const { item, origin } of items.characters) checkCharacter(item, origin, known, checks)
    for (const { item, origin } of items.tiles) checkTile(item, origin, checks)
    for (const { item, origin } of items.discoveries) checkDiscovery(item, origin, known, scenarioIds, checks)
    for (const { item, origin } of items.scenarios) checkScenario(item, origin, known, checks)
    const kinds = items.characters.map((x) => x.item.kind)
    if (parts.clean) {
      if (items.scenarios.length === 0) checks.report(file, [], 'an Island pack needs at least one scenario (scenarios/*.json) (I-SETUP-01)')
      if (!kinds.includes('castaway')) checks.report(file, [], 'an Island pack needs at least one castaway (characters/*.json) (I-SETUP-02)')
      if (kinds.filter((k) => k === 'companion').length !== 1) checks.report(file, [], 'an Island pack needs exactly one companion (I-2P-02)')
      if (kinds.filter((k) => k === 'dog').length !== 1) checks.report(file, [], 'an Island pack needs exactly one dog (I-SOLO-01)')
      checkComponents(items.cards.map((x) => x.item), file, checks)
    }
  }
  if (checks.problemCount() > 0 || !base?.board || !base.dice) return undefined
  return {
    ...indexIsland({
      manifest: base, board: base.board, dice: base.dice,
      scenarios: items.scenarios.map((x) => x.item), characters: items.characters.map((x) => x.item), tiles: items.tiles.map((x) => x.item),
      cards: items.cards.map((x) => x.item), discoveries: items.discoveries.map((x) => x.item), strings: parts.strings,
    }),
    packs: parts.manifests,
  }
}

/** How the generic loader reads an Island pack. */
export const islandPackSpec: PackContentSpec<IslandContent, IslandManifest, IslandItemTypes> = {
  ruleset: ISLAND_RULESET,
  manifest: IslandManifestSchema,
  collections,
  build: buildIsland,
  describeJsonSchema: describeEffectTerms(OP_DOCS),
}
