/**
 * The icon legend of the rules (spec §21, I-ICON-01…I-ICON-31) and how an Island pack says each
 * icon: an effect term (or condition, or passive) of the effect language, an entry of one of the
 * closed vocabularies, or a field of a pack item. The rules reference and the card faces use it to
 * link an icon to its rule; a test keeps every entry pointing at a term, word or field that exists,
 * so the legend cannot drift from the format.
 */
import { ACTION_FACES } from './board'
import type { OP_DOCS } from './op-docs'
import { ACTION_KINDS, ADVENTURE_KINDS, CAMP_BUILDS, MYSTERY_KINDS, RESOURCES, SOURCES, TERRAINS, TOKENS } from './vocabulary'

/** The closed word lists an icon may stand for (vocabulary.ts, and the dice faces of board.ts). */
export const ICON_VOCABULARIES = {
  resources: RESOURCES,
  sources: SOURCES,
  actions: ACTION_KINDS,
  adventures: ADVENTURE_KINDS,
  terrains: TERRAINS,
  campBuilds: CAMP_BUILDS,
  tokens: TOKENS,
  mystery: MYSTERY_KINDS,
  actionFaces: ACTION_FACES,
  weatherDice: ['rain', 'winter', 'animals'],
  animalsFaces: ['food', 'palisade', 'beast'],
} as const satisfies Record<string, readonly string[]>
export type IconVocabulary = keyof typeof ICON_VOCABULARIES

/** The pack items whose fields carry an icon. */
export type IconItem = 'tile' | 'event' | 'invention' | 'equipment' | 'scenario' | 'weatherFace'

/** One way a pack says an icon. */
export type IconSaying =
  | { term: keyof typeof OP_DOCS }
  | { vocabulary: IconVocabulary; entries: readonly string[] }
  | { item: IconItem; field: string }

export interface IconEntry {
  /** The rule that defines the icon. */
  rule: `I-ICON-${string}`
  /** The stable keys of spec §21. */
  keys: readonly string[]
  says: readonly IconSaying[]
}

export const ICONS: readonly IconEntry[] = [
  { rule: 'I-ICON-01', keys: ['source.wood', 'source.food'], says: [{ item: 'tile', field: 'sources' }, { vocabulary: 'sources', entries: ['wood', 'food'] }, { term: 'exhaust' }] },
  { rule: 'I-ICON-02', keys: ['res.wood', 'res.food', 'res.food_np', 'res.fur'], says: [{ vocabulary: 'resources', entries: ['wood', 'food', 'preserved', 'fur'] }, { term: 'gain' }, { term: 'lose' }] },
  // Levels above a printed maximum: our tracks have none (I-COMP-30), so a level is a number.
  { rule: 'I-ICON-03', keys: ['marker.extra'], says: [{ term: 'track' }] },
  { rule: 'I-ICON-04', keys: ['pawn', 'pawn.neutral.hunt', 'pawn.neutral.build', 'pawn.neutral.gather', 'pawn.neutral.explore'], says: [{ term: 'pawn' }, { vocabulary: 'actions', entries: ['hunt', 'build', 'gather', 'explore'] }] },
  { rule: 'I-ICON-05', keys: ['act.hunt', 'act.build', 'act.gather', 'act.explore', 'act.arrange', 'act.rest'], says: [{ vocabulary: 'actions', entries: ['hunt', 'build', 'gather', 'explore', 'arrange', 'rest'] }] },
  { rule: 'I-ICON-06', keys: ['terrain.beach', 'terrain.hills', 'terrain.mountains', 'terrain.river', 'terrain.plains'], says: [{ vocabulary: 'terrains', entries: ['beach', 'hills', 'mountains', 'river', 'plains'] }, { item: 'tile', field: 'terrain' }, { term: 'explored' }] },
  { rule: 'I-ICON-07', keys: ['shelter', 'roof', 'palisade', 'weapon'], says: [{ vocabulary: 'campBuilds', entries: ['shelter', 'roof', 'palisade', 'weapons'] }, { term: 'track' }, { term: 'shelter' }] },
  { rule: 'I-ICON-08', keys: ['morale.down', 'morale.up'], says: [{ term: 'morale' }] },
  { rule: 'I-ICON-09', keys: ['wound', 'heal'], says: [{ term: 'wound' }, { term: 'heal' }] },
  { rule: 'I-ICON-10', keys: ['dice.build', 'dice.gather', 'dice.explore'], says: [{ vocabulary: 'adventures', entries: ['build', 'gather', 'explore'] }] },
  // The "2 Determination" face is a failed success die (I-DICE-02).
  { rule: 'I-ICON-11', keys: ['die.adventure', 'die.wound', 'die.success', 'die.fail2det'], says: [{ vocabulary: 'actionFaces', entries: ['adventure', 'wound', 'success', 'fail'] }] },
  { rule: 'I-ICON-12', keys: ['wdie.rain', 'wdie.winter', 'wdie.animals'], says: [{ vocabulary: 'weatherDice', entries: ['rain', 'winter', 'animals'] }, { term: 'weatherDie' }] },
  { rule: 'I-ICON-13', keys: ['cloud.rain', 'cloud.snow'], says: [{ item: 'weatherFace', field: 'rain' }, { item: 'weatherFace', field: 'snow' }] },
  { rule: 'I-ICON-14', keys: ['animals.palisade', 'animals.food', 'animals.beast3'], says: [{ vocabulary: 'animalsFaces', entries: ['palisade', 'food', 'beast'] }, { item: 'weatherFace', field: 'animals' }] },
  { rule: 'I-ICON-15', keys: ['mystery.treasure', 'mystery.creature', 'mystery.trap'], says: [{ vocabulary: 'mystery', entries: ['treasure', 'creature', 'trap'] }, { term: 'mystery' }] },
  { rule: 'I-ICON-16', keys: ['special_wound'], says: [{ term: 'specialWound' }] },
  { rule: 'I-ICON-17', keys: ['determination'], says: [{ term: 'determination' }] },
  { rule: 'I-ICON-18', keys: ['token.extra_food', 'token.extra_wood'], says: [{ vocabulary: 'tokens', entries: ['extra-food', 'extra-wood'] }, { term: 'token' }] },
  { rule: 'I-ICON-19', keys: ['token.time', 'token.danger', 'token.reroll'], says: [{ vocabulary: 'tokens', entries: ['time', 'danger', 'reroll'] }, { term: 'token' }] },
  // The Shortcut is an Item with the `shortcut` passive (I-INV-C08), not a placed token.
  { rule: 'I-ICON-20', keys: ['token.shortcut', 'token.storm', 'token.snow', 'token.rain'], says: [{ vocabulary: 'tokens', entries: ['storm', 'snow', 'rain'] }, { term: 'shortcut' }] },
  { rule: 'I-ICON-21', keys: ['token.number'], says: [{ term: 'numberToken' }] },
  { rule: 'I-ICON-22', keys: ['token.camp'], says: [{ item: 'scenario', field: 'start' }, { term: 'moveCamp' }, { term: 'shelter' }] },
  { rule: 'I-ICON-23', keys: ['totem'], says: [{ item: 'tile', field: 'totem' }, { item: 'scenario', field: 'totems' }] },
  { rule: 'I-ICON-24', keys: ['book'], says: [{ item: 'event', field: 'icon' }, { item: 'scenario', field: 'book' }, { term: 'book' }] },
  { rule: 'I-ICON-25', keys: ['adventure.brown', 'adventure.grey', 'adventure.green'], says: [{ item: 'event', field: 'icon' }, { vocabulary: 'tokens', entries: ['adventure'] }] },
  { rule: 'I-ICON-26', keys: ['beast'], says: [{ item: 'tile', field: 'beast' }, { term: 'beast' }, { term: 'fightBeast' }] },
  { rule: 'I-ICON-27', keys: ['token.discovery'], says: [{ item: 'tile', field: 'discoveries' }, { term: 'discovery' }] },
  { rule: 'I-ICON-28', keys: ['ignore.cloud'], says: [{ term: 'ignoreCloud' }] },
  { rule: 'I-ICON-29', keys: ['uses'], says: [{ item: 'equipment', field: 'uses' }] },
  { rule: 'I-ICON-30', keys: ['item.map', 'item.shovel', 'item.knife', 'item.medicine', 'item.rope', 'item.fire'], says: [{ item: 'invention', field: 'requires' }, { term: 'built' }] },
  { rule: 'I-ICON-31', keys: ['natural_shelter'], says: [{ item: 'tile', field: 'naturalShelter' }] },
]
