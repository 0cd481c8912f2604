/**
 * The card-effect language of the Continent rules (C-D-13, C-GEN-2: card text wins, so every card
 * behaviour is one of these terms; the engine has no card-specific code paths).
 *
 * Three term families, each a tagged union on `op`:
 * - `Modifier`: passive effects that hold while their card is in the right place (hand, used item,
 *   attached Permanent Event, Quest Item under the Satchel & Journal, character ability). They are
 *   read by the engine in steps 2 and 3 of an action (C-ACT-12, C-ACT-24), never "executed".
 * - `Consequence`: instructions executed in printed order (C-ACT-39) — white/black sections of an
 *   action (C-ACT-35, C-ACT-36) or a card's on-reveal text.
 * - `Condition`: tests used by prerequisites (C-TURN-10), `if` consequences and conditional modifiers.
 *
 * Version: packs declare `effectsVersion`; bump EFFECTS_VERSION when a term changes meaning.
 */
import { z } from 'zod'
import { I18nKeySchema, IdSchema, type I18nKey } from '../ids'

/** The effect-language version this build interprets (pack.json `effectsVersion`). */
export const EFFECTS_VERSION = 1

/** The 29 action types of §15.8, by engine key (C-ATYPE-1…C-ATYPE-29). */
export const ACTION_TYPES = [
  'move', 'craft', 'stealth', 'pull_push_lift', 'snowshoe_ski', 'make_fire', 'fight', 'balance_jump',
  'swim_sail', 'eat_drink', 'hunt', 'rest', 'investigate', 'take_handle', 'fish', 'heal', 'explore_flee',
  'think', 'climb', 'listen', 'spot_observe', 'decipher', 'dig', 'music', 'search_examine', 'open_close',
  'orientate', 'offer_convince', 'pray',
] as const
export type ActionType = (typeof ACTION_TYPES)[number]
export const ActionTypeSchema = z.enum(ACTION_TYPES)

/** The resources of §15.7 (C-ICON-42…C-ICON-49). */
export const RESOURCES = ['wood', 'stone', 'foliage', 'vine', 'bamboo', 'bone', 'poison', 'fire'] as const
export type Resource = (typeof RESOURCES)[number]
export const ResourceSchema = z.enum(RESOURCES)

/** A 3-digit Adventure card number, e.g. '009' (C-CARD-2, C-EXPLORE-20). */
export const CardNumberSchema = z.string().regex(/^\d{3}$/, 'must be a 3-digit card number like "009"')
export type CardNumber = string


/** A keyword printed at the bottom of a card (C-CARD-29). Lower-case id; its label is `keyword.<id>`. */
export const KeywordSchema = z.string().regex(/^[a-z][a-z0-9-]*$/, 'must be a lower-case keyword id')


/** The "this" of a card (C-GEN-7) or a card number. */
export const CardRefSchema = z.union([z.literal('this'), CardNumberSchema])
export type CardRef = 'this' | CardNumber

/** Places a condition looks at, for the involved characters (plus the shared Satchel & Journal). */
export const WHERE = ['hand', 'inventory', 'satchel', 'here'] as const
export type Where = (typeof WHERE)[number]
export const WhereSchema = z.enum(WHERE)

export const FLAG_COLOURS = ['blue', 'purple'] as const

/** A blue or purple flag: pictograph + N (C-ICON-31, C-CONSEQ-8). */
export interface Flag { colour: 'blue' | 'purple'; pictograph: string; add: number }
export const FlagSchema: z.ZodType<Flag> = z.strictObject({
  colour: z.enum(FLAG_COLOURS),
  pictograph: IdSchema,
  add: z.int().min(1).max(999),
}).meta({ id: 'Flag' })

// ---------------------------------------------------------------------------------------------
// Conditions
// ---------------------------------------------------------------------------------------------

/** C-TURN-10, C-DEF-26: an involved character (or the Satchel) holds a card with this keyword. */
export interface HasKeyword { op: 'hasKeyword'; keyword: string; where?: Where[] }
/** C-TURN-10: an involved character (or the Satchel, or the board here) holds a card with this number. */
export interface HasCard { op: 'hasCard'; number: CardNumber; where?: Where[] }
/** Negation of a condition. */
export interface Not { op: 'not'; cond: Condition }
/** Every condition holds. */
export interface All { op: 'all'; conds: Condition[] }
/** At least one condition holds. */
export interface AnyOf { op: 'any'; conds: Condition[] }
/** C-END-22: the current player count is within [min, max]. */
export interface PlayerCount { op: 'playerCount'; min?: number; max?: number }
/** C-DEF-11: the number of involved characters is within [min, max] (collective actions). */
export interface InvolvedCount { op: 'involvedCount'; min?: number; max?: number }
/** C-END-6, C-END-7: the game mode chosen at setup. */
export interface Mode { op: 'mode'; mode: 'normal' | 'easy' | 'hardcore' }
/** C-ITEM-11, C-Q-11: a fire figure stands on the active player's terrain. */
export interface FireHere { op: 'fireHere' }
/** C-SETUP-8: this curse was chosen at setup and is not yet lifted. */
export interface CurseActive { op: 'curseActive'; curse: string }

export type Condition = HasKeyword | HasCard | Not | All | AnyOf | PlayerCount | InvolvedCount | Mode | FireHere | CurseActive

const range = { min: z.int().min(0).optional(), max: z.int().min(0).optional() }

export const ConditionSchema: z.ZodType<Condition> = z.lazy(() =>
  z.discriminatedUnion('op', [
    z.strictObject({ op: z.literal('hasKeyword'), keyword: KeywordSchema, where: z.array(WhereSchema).optional() }),
    z.strictObject({ op: z.literal('hasCard'), number: CardNumberSchema, where: z.array(WhereSchema).optional() }),
    z.strictObject({ op: z.literal('not'), cond: ConditionSchema }),
    z.strictObject({ op: z.literal('all'), conds: z.array(ConditionSchema) }),
    z.strictObject({ op: z.literal('any'), conds: z.array(ConditionSchema) }),
    z.strictObject({ op: z.literal('playerCount'), ...range }),
    z.strictObject({ op: z.literal('involvedCount'), ...range }),
    z.strictObject({ op: z.literal('mode'), mode: z.enum(['normal', 'easy', 'hardcore']) }),
    z.strictObject({ op: z.literal('fireHere') }),
    z.strictObject({ op: z.literal('curseActive'), curse: IdSchema }),
  ]),
).meta({ id: 'Condition' })

// ---------------------------------------------------------------------------------------------
// Modifiers (passive)
// ---------------------------------------------------------------------------------------------

interface Filtered {
  /** C-ICON-16, C-ATYPE-30: applies only to actions of these types; absent = every type. */
  types?: ActionType[]
  /** Applies only while this condition holds. */
  when?: Condition
}

/** C-ICON-21, C-ACT-12, C-ACT-13: change the cost by `amount` cards (negative lowers it). */
export interface CostMod extends Filtered { op: 'cost'; amount: number }
/** C-ICON-23, C-ACT-24: add `amount` successes in step 3 (negative removes them). */
export interface SuccessesMod extends Filtered { op: 'successes'; amount: number }
/** C-ICON-25, C-ICON-26, C-ACT-25, C-Q-3: `amount` successes per lucky 7 revealed this step. */
export interface SuccessPerLucky7Mod extends Filtered { op: 'successPerLucky7'; amount: number }
/** C-GEN-2 (card text wins): change the difficulty of matching actions, e.g. a State. */
export interface DifficultyMod extends Filtered { op: 'difficulty'; amount: number }
/** C-GEN-2: matching actions cannot be performed by this character (e.g. a crippling State). */
export interface ForbidMod { op: 'forbid'; types: ActionType[]; when?: Condition }
/** C-CONSEQ-9, C-ICON-31: this item / Quest Item shows a flag pictograph + N. */
export interface FlagMod { op: 'flag'; flag: Flag }
/** C-CONSEQ-22, C-Q-26: the holder cannot have the State with this number. */
export interface PreventStateMod { op: 'preventState'; number: CardNumber }
/** C-CARD-23, C-DEF-19: this card is worth `amount` experience points. */
export interface ExperienceMod { op: 'experience'; amount: number }
/** C-ITEM-11, C-DEF-33: this card provides the resource where it lies (terrain / attached event). */
export interface ResourceMod { op: 'resource'; resource: Resource }

export type Modifier =
  | CostMod | SuccessesMod | SuccessPerLucky7Mod | DifficultyMod | ForbidMod | FlagMod | PreventStateMod
  | ExperienceMod | ResourceMod

const filtered = { types: z.array(ActionTypeSchema).min(1).optional(), when: ConditionSchema.optional() }

export const ModifierSchema: z.ZodType<Modifier> = z.discriminatedUnion('op', [
  z.strictObject({ op: z.literal('cost'), amount: z.int(), ...filtered }),
  z.strictObject({ op: z.literal('successes'), amount: z.int(), ...filtered }),
  z.strictObject({ op: z.literal('successPerLucky7'), amount: z.int().min(1), ...filtered }),
  z.strictObject({ op: z.literal('difficulty'), amount: z.int(), ...filtered }),
  z.strictObject({ op: z.literal('forbid'), types: z.array(ActionTypeSchema).min(1), when: ConditionSchema.optional() }),
  z.strictObject({ op: z.literal('flag'), flag: FlagSchema }),
  z.strictObject({ op: z.literal('preventState'), number: CardNumberSchema }),
  z.strictObject({ op: z.literal('experience'), amount: z.int().min(1) }),
  z.strictObject({ op: z.literal('resource'), resource: ResourceSchema }),
]).meta({ id: 'Modifier' })

// ---------------------------------------------------------------------------------------------
// Consequences (executed in printed order)
// ---------------------------------------------------------------------------------------------

/** Who a consequence applies to; default is the active player (C-GEN-9, C-ACT-38). */
export type Who = 'active' | 'eachInvolved'

/** C-CONSEQ-1…C-CONSEQ-10, C-ICON-30, C-ICON-31: take a card by number (green first), maybe with a flag. */
export interface TakeCons { op: 'take'; number: CardNumber; who?: Who; flag?: Flag }
/** C-EXPLORE-5: turn over the Exploration card this action is printed on and resolve it by type. */
export interface RevealExplorationCons { op: 'revealExploration' }
/** C-ICON-32, C-EXPLORE-6: this Exploration card leaves its space; the arrow's Adventure card takes it. */
export interface ExploreReplaceCons { op: 'exploreReplace' }
/** C-CONSEQ-28: discard this card (or the active player's card with this number) — Action → Discard Pile, else the Past. */
export interface DiscardCons { op: 'discard'; card: CardRef }
/** C-CONSEQ-29: banish this card (or the card with this number in play) for the rest of the game. */
export interface BanishCons { op: 'banish'; card: CardRef }
/** C-CONSEQ-32: banish a green copy of this number from the Adventure deck without looking; none → nothing. */
export interface BanishNumberCons { op: 'banishNumber'; number: CardNumber }
/** C-ICON-33, C-CONSEQ-31: banish this green card and replace it with a gold card of the same number. */
export interface BanishReplaceCons { op: 'banishReplace' }
/** C-CONSEQ-33: return this card (or the card with this number) to its deck of origin. */
export interface ReturnCons { op: 'return'; card: CardRef }
/** C-ICON-35, C-CONSEQ-34…C-CONSEQ-36: remove `amount` durability pips; default the involved characters. */
export interface LoseDurabilityCons { op: 'loseDurability'; amount: number; who?: 'active' | 'involved' }
/** C-DECK-10, C-DECK-16: discard `count` cards from the top of the Action Deck (life force). */
export interface LifeLossCons { op: 'lifeLoss'; count: number }
/** C-DECK-12, C-EX-3: move `count` random cards from the Discard Pile into the Action Deck. */
export interface DiscardToDeckCons { op: 'discardToDeck'; count: number }
/** C-ICON-34, C-CONSEQ-37, C-EXPLORE-14: the involved characters move to one reachable terrain. */
export interface MoveCons { op: 'move' }
/** C-EXPLORE-18: the involved characters cross this obstacle event to the terrain on its other side. */
export interface CrossObstacleCons { op: 'crossObstacle' }
/** C-ATYPE-6, C-ICON-41, C-ITEM-11: the active player's fire figure goes onto their terrain. */
export interface MakeFireCons { op: 'makeFire' }
/**
 * C-ICON-18, C-TURN-11: clear the whole board (every card on it to the Past) and set up again from
 * the terrain with this number (taken by the numbox rules), every figure on it, Exploration cards at
 * its arrows (as C-SETUP-15…C-SETUP-17). Used on all-players actions that travel to a new region.
 */
export interface NewBoardCons { op: 'newBoard'; number: CardNumber }
/** C-CONSEQ-38, C-END-3, C-END-8: "Your adventure is over" for the active player or every involved one. */
export interface AdventureOverCons { op: 'adventureOver'; who?: 'active' | 'involved' }
/** C-END-1: this curse is lifted; the game is won when every chosen curse is lifted. */
export interface LiftCurseCons { op: 'liftCurse'; curse: string }
/** C-CARD-22, C-Q-33: open an Advanced Skill purchase window (spend experience points). */
export interface BuyAdvancedSkillsCons { op: 'buyAdvancedSkills' }
/** C-CONSEQ-7: show this narrative text to the players before going on. */
export interface NarrateCons { op: 'narrate'; text: I18nKey }
/** C-ACT-39: conditional consequences. */
export interface IfCons { op: 'if'; cond: Condition; then: Consequence[]; else?: Consequence[] }
/** C-D-8: the active player chooses one option; its consequences then apply. */
export interface ChooseCons { op: 'choose'; options: { label: I18nKey; when?: Condition; effects: Consequence[] }[] }

export type Consequence =
  | TakeCons | RevealExplorationCons | ExploreReplaceCons | DiscardCons | BanishCons | BanishNumberCons
  | BanishReplaceCons | ReturnCons | LoseDurabilityCons | LifeLossCons | DiscardToDeckCons | MoveCons
  | CrossObstacleCons | MakeFireCons | NewBoardCons | AdventureOverCons | LiftCurseCons | BuyAdvancedSkillsCons
  | NarrateCons | IfCons | ChooseCons

export const CONSEQUENCE_OPS = [
  'take', 'revealExploration', 'exploreReplace', 'discard', 'banish', 'banishNumber', 'banishReplace',
  'return', 'loseDurability', 'lifeLoss', 'discardToDeck', 'move', 'crossObstacle', 'makeFire', 'newBoard',
  'adventureOver', 'liftCurse', 'buyAdvancedSkills', 'narrate', 'if', 'choose',
] as const satisfies readonly Consequence['op'][]

export const ConsequenceSchema: z.ZodType<Consequence> = z.lazy(() =>
  z.discriminatedUnion('op', [
    z.strictObject({ op: z.literal('take'), number: CardNumberSchema, who: z.enum(['active', 'eachInvolved']).optional(), flag: FlagSchema.optional() }),
    z.strictObject({ op: z.literal('revealExploration') }),
    z.strictObject({ op: z.literal('exploreReplace') }),
    z.strictObject({ op: z.literal('discard'), card: CardRefSchema }),
    z.strictObject({ op: z.literal('banish'), card: CardRefSchema }),
    z.strictObject({ op: z.literal('banishNumber'), number: CardNumberSchema }),
    z.strictObject({ op: z.literal('banishReplace') }),
    z.strictObject({ op: z.literal('return'), card: CardRefSchema }),
    z.strictObject({ op: z.literal('loseDurability'), amount: z.int().min(1), who: z.enum(['active', 'involved']).optional() }),
    z.strictObject({ op: z.literal('lifeLoss'), count: z.int().min(1) }),
    z.strictObject({ op: z.literal('discardToDeck'), count: z.int().min(1) }),
    z.strictObject({ op: z.literal('move') }),
    z.strictObject({ op: z.literal('crossObstacle') }),
    z.strictObject({ op: z.literal('makeFire') }),
    z.strictObject({ op: z.literal('newBoard'), number: CardNumberSchema }),
    z.strictObject({ op: z.literal('adventureOver'), who: z.enum(['active', 'involved']).optional() }),
    z.strictObject({ op: z.literal('liftCurse'), curse: IdSchema }),
    z.strictObject({ op: z.literal('buyAdvancedSkills') }),
    z.strictObject({ op: z.literal('narrate'), text: I18nKeySchema }),
    z.strictObject({ op: z.literal('if'), cond: ConditionSchema, then: z.array(ConsequenceSchema), else: z.array(ConsequenceSchema).optional() }),
    z.strictObject({
      op: z.literal('choose'),
      options: z.array(z.strictObject({ label: I18nKeySchema, when: ConditionSchema.optional(), effects: z.array(ConsequenceSchema) })).min(2),
    }),
  ]),
).meta({ id: 'Consequence' })

// ---------------------------------------------------------------------------------------------
// Actions
// ---------------------------------------------------------------------------------------------

/**
 * An action printed on a card (C-ACT-1): type icon, default cost, difficulty, white section
 * (`success`), optional black section (`failure`, C-ACT-37), modifiers locked (C-ICON-17),
 * all players (C-ICON-18), mandatory (C-ICON-15, C-TURN-14…16) and prerequisites (C-TURN-10).
 */
export interface Action {
  type: ActionType
  cost: number
  difficulty: number
  locked?: boolean
  allPlayers?: boolean
  mandatory?: boolean
  prerequisites?: Condition[]
  success: Consequence[]
  failure?: Consequence[]
  /** Optional label shown on the action button (i18n key). */
  text?: I18nKey
}

export const ActionSchema: z.ZodType<Action> = z.strictObject({
  type: ActionTypeSchema,
  cost: z.int().min(0),
  difficulty: z.int().min(0),
  locked: z.boolean().optional(),
  allPlayers: z.boolean().optional(),
  mandatory: z.boolean().optional(),
  prerequisites: z.array(ConditionSchema).optional(),
  success: z.array(ConsequenceSchema),
  failure: z.array(ConsequenceSchema).optional(),
  text: I18nKeySchema.optional(),
}).meta({ id: 'Action' })

/** Every consequence nested in a list (depth first, printed order), for reference checks and interpreters. */
export function walkConsequences(list: readonly Consequence[], visit: (c: Consequence, path: (string | number)[]) => void, base: readonly (string | number)[] = []): void {
  list.forEach((c, i) => {
    const p = [...base, i]
    visit(c, p)
    if (c.op === 'if') {
      walkConsequences(c.then, visit, [...p, 'then'])
      if (c.else) walkConsequences(c.else, visit, [...p, 'else'])
    } else if (c.op === 'choose') {
      c.options.forEach((o, j) => walkConsequences(o.effects, visit, [...p, 'options', j, 'effects']))
    }
  })
}

/** Every condition nested in a condition (itself included). */
export function walkCondition(cond: Condition, visit: (c: Condition, path: (string | number)[]) => void, base: readonly (string | number)[] = []): void {
  visit(cond, [...base])
  if (cond.op === 'not') walkCondition(cond.cond, visit, [...base, 'cond'])
  else if (cond.op === 'all' || cond.op === 'any') cond.conds.forEach((c, i) => walkCondition(c, visit, [...base, 'conds', i]))
}

/** One line per op, for editor tooltips in the generated JSON Schemas (same words as the JSDoc above). */
export const OP_DOCS: Record<Modifier['op'] | Consequence['op'] | Condition['op'], string> = {
  cost: 'C-ICON-21: change the cost by amount cards (negative lowers it), for the listed action types',
  successes: 'C-ICON-23: add amount successes in step 3, for the listed action types',
  successPerLucky7: 'C-ICON-25/26: amount successes per lucky 7 revealed in step 3',
  difficulty: 'C-GEN-2: change the difficulty of matching actions',
  forbid: 'C-GEN-2: matching actions cannot be performed',
  flag: 'C-CONSEQ-9: this item or Quest Item shows a flag pictograph + N',
  preventState: 'C-CONSEQ-22: the holder cannot have the State with this number',
  experience: 'C-CARD-23: this card is worth amount experience points',
  resource: 'C-ITEM-11: this card provides the resource where it lies',
  take: 'C-CONSEQ-1: take a card by number (green first); optional flag for XXX + N; who: active (default) or eachInvolved',
  revealExploration: 'C-EXPLORE-5: turn over this Exploration card and resolve it (back action only)',
  exploreReplace: 'C-ICON-32: this Exploration card leaves its space; the arrow\'s Adventure card takes it (front only)',
  discard: 'C-CONSEQ-28: discard this card or the card with this number',
  banish: 'C-CONSEQ-29: banish this card or the card with this number',
  banishNumber: 'C-CONSEQ-32: banish a green copy of this number from the Adventure deck without looking',
  banishReplace: 'C-CONSEQ-31: banish this green card and replace it with a gold copy',
  return: 'C-CONSEQ-33: return this card (or the card with this number) to its deck of origin',
  loseDurability: 'C-CONSEQ-34: remove amount durability pips; who: involved (default) or active',
  lifeLoss: 'C-DECK-10: discard count cards from the top of the Action Deck',
  discardToDeck: 'C-DECK-12: move count random Discard Pile cards into the Action Deck',
  move: 'C-CONSEQ-37: the involved characters move to one reachable terrain',
  crossObstacle: 'C-EXPLORE-18: the involved characters cross this obstacle event',
  makeFire: 'C-ICON-41: the active player\'s fire figure goes onto their terrain',
  newBoard: 'C-ICON-18: clear the board and set up again from the terrain with this number, every figure on it',
  adventureOver: 'C-CONSEQ-38: "Your adventure is over" for the active player (default) or every involved one',
  liftCurse: 'C-END-1: this curse is lifted',
  buyAdvancedSkills: 'C-CARD-22: open an Advanced Skill purchase window',
  narrate: 'C-CONSEQ-7: show this text',
  if: 'C-ACT-39: conditional consequences',
  choose: 'C-D-8: the active player chooses one option',
  hasKeyword: 'an involved character (or the Satchel) holds a card with this keyword',
  hasCard: 'an involved character (or the Satchel, or the board here) holds a card with this number',
  not: 'negation',
  all: 'every condition holds',
  any: 'at least one condition holds',
  playerCount: 'the player count is within [min, max]',
  involvedCount: 'the number of involved characters is within [min, max]',
  mode: 'the game mode chosen at setup',
  fireHere: 'a fire figure stands on the active player\'s terrain',
  curseActive: 'this curse was chosen and is not lifted yet',
}
