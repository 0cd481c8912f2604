/**
 * Card schemas of the Continent rules (§3 card anatomy, §20.1 data model). Every card definition
 * is plain JSON, validated with zod; the engine looks cards up by `uid` (C-CARD-1, C-D-3) in the
 * indexed `ContinentContent` (content.ts) and never stores definitions in the game state.
 *
 * Card files hold `{ "cards": Card[] }`; each card says which deck it belongs to in `type`.
 */
import { z } from 'zod'
import { I18nKeySchema, IdSchema, type I18nKey } from '../ids'
import { itemCollection } from '../pack-spec'
import {
  ActionSchema, CardNumberSchema, FlagSchema, KeywordSchema, ModifierSchema, ConsequenceSchema, ResourceSchema, RESOURCES,
} from './effects'
import type { Action, CardNumber, Consequence, Flag, Modifier, Resource } from './effects'
import type { SuccessStrip } from './strip'

/** A unique copy id (C-CARD-1), e.g. 'a-009-g1'. */
export const UidSchema = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'must be a lower-case uid like "a-009-g1"')

/** An area of the Continent, by Roman numeral (C-ICON-40, C-DEF-4). */
export const AreaSchema = z.string().regex(/^[IVX]+$/, 'must be a Roman numeral like "II"')
export type Area = string

/** Card edges, north up (C-EXPLORE-19, C-D-7). */
export const EDGES = ['N', 'E', 'S', 'W'] as const
export type Edge = (typeof EDGES)[number]
export const EdgeSchema = z.enum(EDGES)

/**
 * Jigsaw edge profiles (C-EXPLORE-11). Each terrain edge may carry a profile string (lower-case
 * id, e.g. 'river', 'cliff', 'plain'). Two touching edges fit when both profiles are equal, or when
 * the pair is listed in the pack's `edgeCompatibility` table (order irrelevant), or when either edge
 * has no profile (unconstrained). See board/placement.ts.
 */
export type EdgeProfiles = Partial<Record<Edge, string>>
export const EdgeProfilesSchema: z.ZodType<EdgeProfiles> = z.strictObject({
  N: IdSchema.optional(), E: IdSchema.optional(), S: IdSchema.optional(), W: IdSchema.optional(),
})

/** A terrain arrow (C-CARD-5, C-ICON-39): toward `edge`, area numeral (C-Q-30), numbox of the card that belongs there. */
export interface TerrainArrow { edge: Edge; area: Area; numbox: CardNumber }
export const TerrainArrowSchema: z.ZodType<TerrainArrow> = z.strictObject({ edge: EdgeSchema, area: AreaSchema, numbox: CardNumberSchema })

export const ADVENTURE_KINDS = ['terrain', 'permanentEvent', 'temporaryEvent', 'item', 'questItem', 'state', 'bonus', 'other'] as const
export type AdventureKind = (typeof ADVENTURE_KINDS)[number]

/** What becomes of a resolved Temporary Event (C-CARD-10, C-CONSEQ-17): the Past by default. */
export type AfterResolve = 'past' | 'banish'

/**
 * The front of an Adventure or Exploration card (C-CARD-4…C-CARD-17). Fields by kind:
 * terrain → area, arrows, resources, edges, noFireCraftRest, hiddenNumbers;
 * permanentEvent → placement (edges carrying a placement arrow, C-CARD-7), resources, hiddenNumbers;
 * item → durability (C-CARD-11); state → lifeLoss (C-ICON-36, per copy: C-CONSEQ-27).
 * `effects` are passive modifiers; `onReveal` consequences run when the card is revealed (before any
 * mandatory action, C-TURN-14); `actions` are the white squares printed on it (C-TURN-7).
 */
export interface CardFront {
  kind: AdventureKind
  title: I18nKey
  text?: I18nKey
  keywords: string[]
  actions: Action[]
  effects: Modifier[]
  onReveal?: Consequence[]
  lifeLoss?: boolean
  durability?: number
  area?: Area
  resources?: Resource[]
  arrows?: TerrainArrow[]
  placement?: Edge[]
  noFireCraftRest?: boolean
  hiddenNumbers?: CardNumber[]
  edges?: EdgeProfiles
  afterResolve?: AfterResolve
  /** Art file name in the pack's art/ folder (terrains, events). */
  art?: string
}

const frontShape = {
  kind: z.enum(ADVENTURE_KINDS),
  title: I18nKeySchema,
  text: I18nKeySchema.optional(),
  keywords: z.array(KeywordSchema),
  actions: z.array(ActionSchema),
  effects: z.array(ModifierSchema),
  onReveal: z.array(ConsequenceSchema).optional(),
  lifeLoss: z.boolean().optional(),
  durability: z.int().min(1).max(6).optional(),
  area: AreaSchema.optional(),
  resources: z.array(ResourceSchema).optional(),
  arrows: z.array(TerrainArrowSchema).optional(),
  placement: z.array(EdgeSchema).min(1).optional(),
  noFireCraftRest: z.boolean().optional(),
  hiddenNumbers: z.array(CardNumberSchema).optional(),
  edges: EdgeProfilesSchema.optional(),
  afterResolve: z.enum(['past', 'banish']).optional(),
  art: z.string().regex(/^[a-z0-9][a-z0-9-]*\.svg$/, 'must be an SVG file name like "forest.svg"').optional(),
}

export const CardFrontSchema: z.ZodType<CardFront> = z.strictObject(frontShape).meta({ id: 'CardFront' })

/** Green or gold Adventure back (C-CARD-2, C-ICON-2). */
export type Back = 'green' | 'gold'

/** One copy of an Adventure card (C-CARD-1…C-CARD-3): public back (number, colour, narrative, source icons C-ICON-37) + hidden front. */
export interface AdventureCard extends CardFront {
  type: 'adventure'
  uid: string
  number: CardNumber
  back: Back
  backText: I18nKey
  sources?: CardNumber[]
}
export const AdventureCardSchema = z.strictObject({
  type: z.literal('adventure'),
  uid: UidSchema,
  number: CardNumberSchema,
  back: z.enum(['green', 'gold']),
  backText: I18nKeySchema,
  sources: z.array(CardNumberSchema).optional(),
  ...frontShape,
}).meta({ id: 'AdventureCard' })

/** An Exploration card (C-CARD-15…C-CARD-17): fog back with area and action; front is an event or find. */
export interface ExplorationCard { type: 'exploration'; uid: string; area: Area; backAction: Action; front: CardFront }
export const ExplorationCardSchema = z.strictObject({
  type: z.literal('exploration'),
  uid: UidSchema,
  area: AreaSchema,
  backAction: ActionSchema,
  front: CardFrontSchema,
}).meta({ id: 'ExplorationCard' })

/** The successes on a Skill card's left strip (C-CARD-19, C-ACT-22…C-ACT-26). */
export const SuccessStripSchema: z.ZodType<SuccessStrip> = z.strictObject({
  stars: z.int().min(0), leftHalves: z.int().min(0), rightHalves: z.int().min(0), lucky7: z.int().min(0),
}).meta({ id: 'SuccessStrip' })

/** The item a crafted Skill becomes (C-ITEM-10, C-ITEM-14). */
export interface CraftedItem { durability: number; keywords: string[]; effects: Modifier[]; actions: Action[] }
/** A Skill's Craft action with resource reductions (C-ITEM-10…C-ITEM-13, C-EX-6). */
export interface Craft { action: Action; reductions: Partial<Record<Resource, number>>; item: CraftedItem }

const reductionsShape = Object.fromEntries(RESOURCES.map((r) => [r, z.int().min(1).optional()])) as Record<Resource, z.ZodOptional<z.ZodInt>>

export const CraftSchema: z.ZodType<Craft> = z.strictObject({
  action: ActionSchema,
  reductions: z.strictObject(reductionsShape),
  item: z.strictObject({
    durability: z.int().min(1).max(6),
    keywords: z.array(KeywordSchema),
    effects: z.array(ModifierSchema),
    actions: z.array(ActionSchema),
  }),
}).meta({ id: 'Craft' })

/**
 * A Skill card (C-CARD-19, C-CARD-20, C-CARD-22): strip, effects while in hand, optional owner
 * (character-specific, C-D-17), optional purchase cost (advanced), optional craft recipe.
 */
export interface SkillCard {
  type: 'skill'
  uid: string
  title: I18nKey
  owner?: string
  advanced?: { cost: number }
  strip: SuccessStrip
  effects: Modifier[]
  actions?: Action[]
  craft?: Craft
  keywords: string[]
}
export const SkillCardSchema = z.strictObject({
  type: z.literal('skill'),
  uid: UidSchema,
  title: I18nKeySchema,
  owner: IdSchema.optional(),
  advanced: z.strictObject({ cost: z.int().min(1) }).optional(),
  strip: SuccessStripSchema,
  effects: z.array(ModifierSchema),
  actions: z.array(ActionSchema).optional(),
  craft: CraftSchema.optional(),
  keywords: z.array(KeywordSchema),
}).meta({ id: 'SkillCard' })

/** A Curse card (C-CARD-21): 0 successes; `curse` is 'death' ("Death is lurking!") or a curse id. */
export interface CurseCard { type: 'curse'; uid: string; title: I18nKey; curse: string }
export const CurseCardSchema = z.strictObject({
  type: z.literal('curse'), uid: UidSchema, title: I18nKeySchema, curse: IdSchema,
}).meta({ id: 'CurseCard' })

/** A Character card (C-CARD-24): ability (passive modifiers and actions), backstory, 5 specific Skills. */
export interface CharacterCard {
  type: 'character'
  uid: string
  id: string
  title: I18nKey
  backstory: I18nKey
  ability: Modifier[]
  actions?: Action[]
  skills: string[]
}
export const CharacterCardSchema = z.strictObject({
  type: z.literal('character'),
  uid: UidSchema,
  id: IdSchema,
  title: I18nKeySchema,
  backstory: I18nKeySchema,
  ability: z.array(ModifierSchema),
  actions: z.array(ActionSchema).optional(),
  skills: z.array(UidSchema).length(5, 'a character has exactly 5 specific skills'),
}).meta({ id: 'CharacterCard' })

/** A Clue card (C-CARD-26, C-CARD-27): a Quest Item naming a curse and its starting card. */
export interface ClueCard {
  type: 'clue'
  uid: string
  curse: string
  title: I18nKey
  text: I18nKey
  start: CardNumber
  flag?: Flag
  effects: Modifier[]
  actions: Action[]
}
export const ClueCardSchema = z.strictObject({
  type: z.literal('clue'),
  uid: UidSchema,
  curse: IdSchema,
  title: I18nKeySchema,
  text: I18nKeySchema,
  start: CardNumberSchema,
  flag: FlagSchema.optional(),
  effects: z.array(ModifierSchema),
  actions: z.array(ActionSchema),
}).meta({ id: 'ClueCard' })

/** Limits for one player count (§0.4, C-ITEM-3, C-ITEM-4, C-HAND-3). */
export interface PlayerLimits { handLimit: number; dice: number; cardsPerItem: number }
export const PLAYER_COUNTS = ['1', '2', '3', '4'] as const
export type PlayerCountKey = (typeof PLAYER_COUNTS)[number]

const limitsSchema = z.strictObject({ handLimit: z.int().min(0), dice: z.int().min(1).max(8), cardsPerItem: z.int().min(1) })

/**
 * The Satchel & Journal (C-CARD-25): limits by player count. A count may be missing (C-Q-1: the
 * hand limits are [data]); `limitsFor` then fails loudly for that count, never a silent default.
 */
export interface SatchelCard { type: 'satchel'; uid: string; title: I18nKey; text: I18nKey; limits: Partial<Record<PlayerCountKey, PlayerLimits>> }
export const SatchelCardSchema = z.strictObject({
  type: z.literal('satchel'),
  uid: UidSchema,
  title: I18nKeySchema,
  text: I18nKeySchema,
  limits: z.strictObject({ 1: limitsSchema.optional(), 2: limitsSchema.optional(), 3: limitsSchema.optional(), 4: limitsSchema.optional() }),
}).meta({ id: 'SatchelCard' })

export type Card = AdventureCard | ExplorationCard | SkillCard | CurseCard | CharacterCard | ClueCard | SatchelCard
export type CardType = Card['type']

export const CardSchema = z.discriminatedUnion('type', [
  AdventureCardSchema, ExplorationCardSchema, SkillCardSchema, CurseCardSchema, CharacterCardSchema, ClueCardSchema, SatchelCardSchema,
]).meta({ id: 'Card' })

/** The card files of a pack: `cards/*.json`, each `{ "cards": Card[] }`, any number of files, any split. */
export const CardCollection = itemCollection({ folder: 'cards', key: 'cards', item: CardSchema, fileSchemaId: 'CardFile', missing: 'no card files (cards/*.json)' })
/** A card file `cards/*.json`. */
export const CardFileSchema = CardCollection.file
export interface CardFile { cards: Card[] }

/** The front to resolve for a card found on the board or taken: Exploration cards resolve their front. */
export function frontOf(card: AdventureCard | ExplorationCard): CardFront {
  return card.type === 'exploration' ? card.front : card
}

/**
 * C-EXPLORE-11 profile model: an edge without a profile fits anything; two profiles fit when equal
 * or when the unordered pair is in the pack's compatibility table.
 */
export function edgeProfilesFit(table: readonly (readonly [string, string])[]): (a: string | undefined, b: string | undefined) => boolean {
  const pairs = new Set(table.flatMap(([p, q]) => [`${p}|${q}`, `${q}|${p}`]))
  return (a, b) => a === undefined || b === undefined || a === b || pairs.has(`${a}|${b}`)
}

/** The edge facing `edge` on the neighbouring card. */
export const OPPOSITE_EDGE: Record<Edge, Edge> = { N: 'S', E: 'W', S: 'N', W: 'E' }
