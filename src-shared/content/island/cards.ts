/**
 * The cards of an Island pack, one tagged union on `deck` (I-COMP-05…I-COMP-11, §26.1 CardDef):
 * event, wreckage, adventure, mystery, beast, invention and starting-equipment cards. Every
 * behaviour is effect-language data (effects.ts); every player-visible string is an i18n key.
 */
import { z } from 'zod'
import { I18nKeySchema, IdSchema } from '../ids'
import { ConditionSchema, EffectSchema } from './effects'
import { PassiveSchema } from './passives'
import { SiteSchema } from './scenario'
import { AdventureKindSchema, CostSchema, MysteryKindSchema, TerrainSchema } from './vocabulary'

const ArtSchema = z.string().regex(/^[a-z0-9][a-z0-9-]*\.svg$/, 'must be an art file name like "event-storm.svg"')
/**
 * `story`: the card's story line (issue #16 item 3), a sentence or two of what happens, shown in
 * italics above the effect when the card is revealed; words only, never a rule.
 */
const common = { id: IdSchema, title: I18nKeySchema, text: I18nKeySchema.optional(), story: I18nKeySchema.optional(), art: ArtSchema.optional() }
const effects = z.array(EffectSchema)

/**
 * I-EVENT-04, I-ACT-40, I-ACT-41: an Event card — its top icon (book or an adventure colour), its
 * event effect, the threat action (pawns, resources placed on it, an optional requirement, the
 * resolver's reward) and the threat effect applied when it is pushed off the threat spaces.
 */
export const EventCardSchema = z.strictObject({
  deck: z.literal('event'),
  ...common,
  icon: z.enum(['book', 'build', 'gather', 'explore']),
  event: effects,
  threat: z.strictObject({
    title: I18nKeySchema,
    text: I18nKeySchema.optional(),
    pawns: z.int().min(1).max(2),
    cost: CostSchema.optional(),
    requires: ConditionSchema.optional(),
    /** I-EVENT-C14: the stack must join pawns of two different players (or a player and the companion). */
    twoSides: z.boolean().optional(),
    reward: effects,
  }),
  threatEffect: effects,
  threatEffectText: I18nKeySchema.optional(),
}).meta({ id: 'EventCard' })
export type EventCard = z.infer<typeof EventCardSchema>

/** I-COMP-06, I-EVENT-10, I-ACT-42: a Wreckage card — 1 pawn for the minor reward, 2 for the major. */
export const WreckageCardSchema = z.strictObject({
  deck: z.literal('wreckage'),
  ...common,
  minor: effects,
  major: effects,
}).meta({ id: 'WreckageCard' })
export type WreckageCard = z.infer<typeof WreckageCardSchema>

/**
 * I-COMP-08, I-DICE-08: an Adventure card of one colour — its top half (`effects`, which may
 * shuffle the card into the Event deck with `intoEventDeck`) and its bottom half (`event`), the
 * event that applies if the card is later revealed in an Event phase (I-EVENT-03).
 */
export const AdventureCardSchema = z.strictObject({
  deck: z.literal('adventure'),
  ...common,
  colour: AdventureKindSchema,
  effects,
  eventTitle: I18nKeySchema.optional(),
  eventText: I18nKeySchema.optional(),
  /** The event half's story line, shown when an Event phase reveals the card. */
  eventStory: I18nKeySchema.optional(),
  event: effects.optional(),
}).meta({ id: 'AdventureCard' })
export type AdventureCard = z.infer<typeof AdventureCardSchema>

/**
 * What a kept card (a Treasure, I-GOLD-09) offers while it lies by the board: passive effects,
 * and a voluntary use (`uses` times in the game, or every round when absent).
 */
export const KeptSchema = z.strictObject({
  passive: z.array(PassiveSchema).optional(),
  use: effects.optional(),
  uses: z.int().min(1).max(9).optional(),
  /**
   * I-INV-13: one character per round holds it: the first whose action uses it takes it, and only
   * that character's actions use it until the round ends.
   */
  onePerRound: z.boolean().optional(),
  /**
   * I-MYSTERY-C10: an action printed on the card, planned like a special place of the sheet (on the
   * camp tile) while the card is kept; `sure: true` makes it a 2-pawn, automatic action.
   */
  site: SiteSchema.optional(),
  /**
   * I-MYSTERY-C04: instead of lying by the board the card is shuffled into the Event deck; its
   * passives hold while it waits there, and when an Event phase reveals it its event half applies.
   */
  untilEvent: z.boolean().optional(),
}).meta({ id: 'Kept' })
export type Kept = z.infer<typeof KeptSchema>

/**
 * I-COMP-07, I-MYSTERY-01: a Mystery card — treasure, trap or creature; its effects on reveal
 * (a creature's fight is a `fight` term), `keep` when it stays by the board, and the event half
 * when it may be shuffled into the Event deck (I-EVENT-03).
 */
export const MysteryCardSchema = z.strictObject({
  deck: z.literal('mystery'),
  ...common,
  kind: MysteryKindSchema,
  effects,
  keep: KeptSchema.optional(),
  eventText: I18nKeySchema.optional(),
  /** The event half's story line, shown when an Event phase reveals the card. */
  eventStory: I18nKeySchema.optional(),
  event: effects.optional(),
}).meta({ id: 'MysteryCard' })
export type MysteryCard = z.infer<typeof MysteryCardSchema>

/** I-BEAST-03: a Beast card — strength, Weapon-level loss, food, fur and extra effects. */
export const BeastCardSchema = z.strictObject({
  deck: z.literal('beast'),
  ...common,
  strength: z.int().min(0).max(30),
  weaponLoss: z.int().min(0).max(10),
  food: z.int().min(0).max(10),
  fur: z.int().min(0).max(10),
  extra: effects,
}).meta({ id: 'BeastCard' })
export type BeastCard = z.infer<typeof BeastCardSchema>

/**
 * I-INV-01…I-INV-11, I-CHAR-15: an Invention (unbuilt side) / Item (built side). `placement` says
 * where it starts: on the board by default (I-SETUP-05), in the Invention deck, next to its
 * `owner`'s sheet (personal), or on the scenario sheet (I-SCEN-07). Requirements are explored
 * terrains, built Items and resources to discard (I-INV-02). `onBuild` runs once when it becomes
 * an Item (one-shot effects, I-INV-11); `passive` holds while it is built; `use` is a voluntary use
 * (each round). `repeatable` scenario inventions may be built again (I-INV-05).
 */
export const InventionCardSchema = z.strictObject({
  deck: z.literal('invention'),
  ...common,
  placement: z.enum(['default', 'deck', 'personal', 'scenario']),
  owner: IdSchema.optional(),
  requires: z.strictObject({
    terrains: z.array(TerrainSchema).optional(),
    items: z.array(IdSchema).optional(),
    cost: CostSchema.optional(),
    /** I-SCEN3-09, I-SCEN4-13: a scenario condition that must hold to plan it. */
    cond: ConditionSchema.optional(),
  }),
  onBuild: effects,
  passive: z.array(PassiveSchema),
  use: effects.optional(),
  repeatable: z.boolean().optional(),
  /**
   * I-SCEN2-02, I-SCEN7-09: built on an island tile instead of the camp — on any accessible tile or
   * only on tiles holding a Number token, at most `maxDistance` from the camp; the pawns follow the
   * distance rule (I-ACT-27). Each build stands on its tile until the tile is flipped.
   */
  onTile: z.strictObject({ where: z.enum(['any', 'numberToken']), maxDistance: z.int().min(0).max(9).optional() }).optional(),
}).meta({ id: 'InventionCard' })
export type InventionCard = z.infer<typeof InventionCardSchema>

/** I-COMP-10, I-INV-14: a Starting Equipment card — its uses (white markers) and what one use does. */
export const EquipmentCardSchema = z.strictObject({
  deck: z.literal('equipment'),
  ...common,
  uses: z.int().min(1).max(5),
  use: effects,
  /** I-NIGHT-04, I-INV-C15: food it provides need not be eaten. */
  optionalFood: z.boolean().optional(),
}).meta({ id: 'EquipmentCard' })
export type EquipmentCard = z.infer<typeof EquipmentCardSchema>

export const IslandCardSchema = z.discriminatedUnion('deck', [
  EventCardSchema, WreckageCardSchema, AdventureCardSchema, MysteryCardSchema, BeastCardSchema, InventionCardSchema, EquipmentCardSchema,
]).meta({ id: 'IslandCard' })
export type IslandCard = z.infer<typeof IslandCardSchema>
export type DeckKind = IslandCard['deck']
