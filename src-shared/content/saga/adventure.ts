/**
 * An adventure (S-COMP-01…S-COMP-03, S-SHEET, S-SETUP-21): its Map (areas with access numbers and
 * Sources, borders by kind and multiplicity, Locations with runes, action spaces and effects), its
 * Adventure sheet (event decks and the left-deck requirement, three Event effects, round track with
 * round effects, victory and defeat, special rules as hooks) and its setup additions.
 */
import { z } from 'zod'
import { I18nKeySchema, IdSchema } from '../ids'
import { ConditionSchema, EffectsSchema, WoundSpecSchema } from './effects'
import { MapLayoutSchema } from './map-layout'
import { ActionTypeSchema, BorderKindSchema, EnemyTokenSchema, GoodSchema, GoodsBagSchema } from './vocabulary'

/** S-ATLAS-02, S-ATLAS-04: an Area, its access number and its Sources. */
export const AreaSchema = z.strictObject({
  id: IdSchema,
  name: I18nKeySchema,
  access: z.int().min(1).max(20),
  sources: z.array(GoodSchema).max(6).default([]),
})
export type Area = z.infer<typeof AreaSchema>

/** S-MOVE-03…S-MOVE-07: a Border between two Areas. */
export const BorderSchema = z.strictObject({
  id: IdSchema,
  between: z.tuple([IdSchema, IdSchema]),
  kind: BorderKindSchema,
  /** S-MOVE-05: the number of parallel lines, each costing 1. */
  lines: z.int().min(1).max(4).default(1),
})
export type Border = z.infer<typeof BorderSchema>

/**
 * S-ATLAS-11: a Location's action space: what must be done there. `delivery` needs goods
 * (S-GOODS-19), `sacrifice` wounds of one kind (S-SAC-03), `combat` its enemies defeated (S-COMBAT-24).
 */
export const ActionSpaceSchema = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.literal('delivery'),
    needs: GoodsBagSchema,
    /**
     * S-SAMPLE-07 (a trial, like the temple's "Distrust"): once `needs` is met the player activates the
     * Location now or leaves the goods for later; on activation `die` is rolled — at least as many
     * goods lying there as the face's white squares applies the Location's effects, fewer removes
     * every good there and applies `failure`.
     */
    trial: z.strictObject({ die: IdSchema, failure: EffectsSchema }).optional(),
    /** S-GOODS-30: further requirements with their own effects; when several are met the players choose one. */
    alternatives: z.array(z.strictObject({ needs: GoodsBagSchema, effects: EffectsSchema })).max(4).optional(),
  }),
  z.strictObject({ action: z.literal('sacrifice'), wound: WoundSpecSchema }),
  z.strictObject({ action: z.literal('combat') }),
])
export type ActionSpace = z.infer<typeof ActionSpaceSchema>

/** S-ATLAS-10: a Location (one Area, or two when it lies on a Border, S-ATLAS-08). */
export const LocationSchema = z.strictObject({
  id: IdSchema,
  name: I18nKeySchema,
  hint: I18nKeySchema.optional(),
  areas: z.union([z.tuple([IdSchema]), z.tuple([IdSchema, IdSchema])]),
  runes: z.array(IdSchema).max(4).default([]),
  space: ActionSpaceSchema,
  effects: EffectsSchema,
  /**
   * An Objective token printed on the Map (S-ICON-49): a place the adventure's introduction names
   * as a goal. Public: the table marks it, and a computer player aims for it without reading ahead.
   */
  objective: z.boolean().optional(),
})
export type Location = z.infer<typeof LocationSchema>

/** S-SHEET-07: a round-track space with an effect, applied at the start of that round's Action phase. */
export const RoundEffectSchema = z.strictObject({ round: z.int().min(1), text: I18nKeySchema, effects: EffectsSchema })

/**
 * S-MOVE-06, §27.9: an adventure rule that bends a core procedure, as a hook point and its effects
 * (its text is for the players). `crossBorder` runs when a Border of `borderKind` is crossed,
 * `enterArea` when a character enters an Area.
 */
export const HookSchema = z.discriminatedUnion('on', [
  z.strictObject({ on: z.literal('crossBorder'), borderKind: z.enum(['red', 'blue']), text: I18nKeySchema, effects: EffectsSchema }),
  z.strictObject({ on: z.enum(['roundStart', 'roundEnd']), text: I18nKeySchema, effects: EffectsSchema }),
  /** S-MOVE-12: runs for every Area entered by a move (of this id, or any), those only passed through included. */
  z.strictObject({ on: z.literal('enterArea'), area: IdSchema.optional(), text: I18nKeySchema, effects: EffectsSchema }),
])
export type Hook = z.infer<typeof HookSchema>

/** A victory or defeat line of the sheet (S-SHEET-03): checked after every command, ending paragraph to read. */
export const OutcomeLineSchema = z.strictObject({ text: I18nKeySchema, when: ConditionSchema, ending: z.int().min(1) })

/** S-SETUP-21: enemy tokens, goods and counters the adventure puts out at the start. */
export const AdventureSetupSchema = z.strictObject({
  enemies: z.array(z.strictObject({ location: IdSchema, strength: EnemyTokenSchema })).default([]),
  counters: z.record(IdSchema, z.int()).default({}),
  goods: GoodsBagSchema.optional(),
})

export const AdventureSchema = z.strictObject({
  id: IdSchema,
  title: I18nKeySchema,
  /** S-SETUP-01, S-STORY-01: the introduction read at the start. */
  introduction: I18nKeySchema,
  map: z.strictObject({
    areas: z.array(AreaSchema).min(1),
    borders: z.array(BorderSchema),
    locations: z.array(LocationSchema).min(1),
    /** S-SETUP-21: the Area every miniature starts in. */
    start: IdSchema,
    /** Optional: where the Map is drawn (outlines, centres, pins; `map-layout.ts`); without it the table lays the Areas on a ring. */
    layout: MapLayoutSchema.optional(),
  }),
  sheet: z.strictObject({
    /** S-SHEET-06: the round track's length R. */
    rounds: z.int().min(1).max(20),
    /** S-SETUP-06: the two event decks by theme (Event cards name their deck). */
    eventDecks: z.strictObject({ left: IdSchema, right: IdSchema }),
    /** S-SHEET-02: when it holds, the left deck is drawn from (S-EVENT-07). */
    leftDeckWhen: ConditionSchema,
    /** S-SHEET-04: Event effects 1, 2, 3. */
    eventEffects: z.tuple([EffectsSchema, EffectsSchema, EffectsSchema]),
    roundEffects: z.array(RoundEffectSchema).default([]),
    victory: z.array(OutcomeLineSchema).min(1),
    defeat: z.array(OutcomeLineSchema).default([]),
    /** S-END-03, S-END-04: the ending read when the rounds run out, and when a character is eliminated. */
    endings: z.strictObject({ outOfRounds: z.int().min(1), eliminated: z.int().min(1) }),
    hooks: z.array(HookSchema).default([]),
    /** S-GOODS-05: what Power and Fate mean in this adventure, in words. */
    goodsMeaning: I18nKeySchema.optional(),
  }),
  /** S-SETUP-09: the starting Action row by card number. */
  actionRow: z.array(z.int().min(1)).min(1).max(12),
  setup: AdventureSetupSchema.default({ enemies: [], counters: {} }),
  /** S-COMP-33: adventure counters named by `counter` effects and conditions (objective tokens, the adventure track). */
  counters: z.array(z.strictObject({ id: IdSchema, name: I18nKeySchema, min: z.int(), max: z.int() })).default([]),
  /**
   * S-COMBAT-03, S-COMBAT-37: the adventure's Mystic rules — the deck a Mystic fight draws from
   * (default the Mystic deck) and what happens to the token after its combat: removed on victory
   * like any enemy, or (`moveUp`, S-SAMPLE-04) moved, won or lost, to a Location of a bordering Area
   * with a higher access number chosen by the players, removed when there is none.
   */
  mystic: z.strictObject({ deck: EnemyTokenSchema.default('mystic'), afterFight: z.enum(['remove', 'moveUp']).default('remove') }).optional(),
  /** Action types of actions this adventure refers to (documentation for the sheet). */
  actions: z.array(ActionTypeSchema).optional(),
})
export type Adventure = z.infer<typeof AdventureSchema>
