/**
 * The effect language of the Saga rules (spec §27.8; the shape follows Island's `effects.ts`):
 * every Location, paragraph, subplot, Event card, adventure-sheet effect, item, Discovery card,
 * Terrain bonus and penalty is a list of these terms in the pack, run in printed order by the
 * engine's queue (`rulesets/saga/effects-run.ts`); no card has code of its own.
 *
 * - `Effect`: instructions, tagged on `op`.
 * - `Condition`: tests for `if`, victory and defeat, and the event-deck requirement (S-SHEET-02).
 *
 * Who is reached: `active` (the character whose turn it is, S-ROUND-10) or `each` (every
 * character, S-STORY-06). Negative terms (`discard`, `threat`, `wound`, `strengthen`) that cannot be
 * applied in full are incomplete effects (S-GEN-01…S-GEN-04): the engine adds the threat-sized wound.
 *
 * Version: packs declare `effectsVersion`; bump EFFECTS_VERSION when a term changes meaning.
 */
import { z } from 'zod'
import { IdSchema } from '../ids'
import { EnemyTokenSchema, GoodSchema, StrengthSchema, XpKindSchema, type EnemyToken, type Good, type Strength, type XpKind } from './vocabulary'

export const EFFECTS_VERSION = 1

export const WHO = ['active', 'each'] as const
export type Who = (typeof WHO)[number]
const WhoSchema = z.enum(WHO)

/**
 * A wound as an effect names it (S-CHAR-07…S-CHAR-09): an exact shape (`Wound(S)`), a size
 * (`Wound(n)`), or `threat` (`Wound(T)`, the receiver's Threat count).
 */
export type WoundSpec = { shape: string } | { size: number } | { threat: true } | { die: string }
export const WoundSpecSchema: z.ZodType<WoundSpec> = z.union([
  z.strictObject({ shape: IdSchema }),
  /** S-CHAR-10, S-CELL-14, S-CELL-16: roll a die of this colour; the wound is its face's white shape (no Critical). */
  z.strictObject({ die: IdSchema }),
  z.strictObject({ size: z.int().min(1).max(5) }),
  z.strictObject({ threat: z.literal(true) }),
]).meta({ id: 'WoundSpec' })

// ---------------------------------------------------------------------------------------------
// Conditions
// ---------------------------------------------------------------------------------------------

/** The active character (or, `collectively`, all characters together, S-GEN-07) holds at least `min` of a good. */
export interface HasCond { op: 'has'; good: Good; min: number; collectively?: boolean }
/** The round is within [min, max]. */
export interface RoundCond { op: 'round'; min?: number; max?: number }
/** This paragraph has been read. */
export interface ReadCond { op: 'read'; paragraph: number }
/** The adventure's counter (objective tokens, the adventure track, S-COMP-18) is within [min, max]. */
export interface CounterCond { op: 'counter'; counter: string; min?: number; max?: number }
/** No enemy token remains on these Locations (all of the map when absent). */
export interface ClearedCond { op: 'cleared'; locations?: string[] }
/** At least `min` Locations carry a Paragraph token (S-STORY-11). */
export interface ClosedCond { op: 'closed'; min: number }
/** S-ATLAS-13: the actor's Area has an open Location bearing this rune. */
export interface RuneCond { op: 'rune'; rune: string }
/** S-THREAT-07: the actor holds a number of Threat tokens within [min, max]. */
export interface ThreatsCond { op: 'threats'; min?: number; max?: number }
/** S-JOURNEY-06: the rightmost Terrain card of the path is arid (sun symbol). */
export interface AridCond { op: 'arid' }
export interface NotCond { op: 'not'; cond: Condition }
export interface AllCond { op: 'all'; conds: Condition[] }
export interface AnyCond { op: 'any'; conds: Condition[] }
export type Condition = HasCond | RoundCond | ReadCond | CounterCond | ClearedCond | ClosedCond | NotCond | AllCond | AnyCond | RuneCond | ThreatsCond | AridCond

const range = { min: z.int().optional(), max: z.int().optional() }
export const ConditionSchema: z.ZodType<Condition> = z.lazy(() => z.discriminatedUnion('op', [
  z.strictObject({ op: z.literal('has'), good: GoodSchema, min: z.int().min(1), collectively: z.boolean().optional() }),
  z.strictObject({ op: z.literal('round'), ...range }),
  z.strictObject({ op: z.literal('read'), paragraph: z.int().min(1) }),
  z.strictObject({ op: z.literal('counter'), counter: IdSchema, ...range }),
  z.strictObject({ op: z.literal('cleared'), locations: z.array(IdSchema).min(1).optional() }),
  z.strictObject({ op: z.literal('closed'), min: z.int().min(1) }),
  z.strictObject({ op: z.literal('rune'), rune: IdSchema }),
  z.strictObject({ op: z.literal('threats'), ...range }),
  z.strictObject({ op: z.literal('arid') }),
  z.strictObject({ op: z.literal('not'), cond: ConditionSchema }),
  z.strictObject({ op: z.literal('all'), conds: z.array(ConditionSchema).min(1) }),
  z.strictObject({ op: z.literal('any'), conds: z.array(ConditionSchema).min(1) }),
])).meta({ id: 'Condition' })

// ---------------------------------------------------------------------------------------------
// Effects
// ---------------------------------------------------------------------------------------------

/** S-GOODS-13, S-CELL-06: gain goods. */
export interface GainEff { op: 'gain'; good: Good; amount: number; who?: Who }
/** S-CELL-14: discard goods; what is missing is an incomplete effect (S-GEN-01). */
export interface DiscardEff { op: 'discard'; good: Good; amount: number; who?: Who }
/** S-THREAT-01…S-THREAT-04: receive Threat tokens (past 5, each becomes `Wound(T)`). */
export interface ThreatEff { op: 'threat'; amount: number; who?: Who }
/** S-CHAR-03…S-CHAR-12: receive wound tiles, one at a time. */
export interface WoundEff { op: 'wound'; wound: WoundSpec; times?: number; who?: Who }
/** S-CHAR-13…S-CHAR-15: remove up to `times` wound tiles, each of size ≤ `max` (any size when absent). */
export interface CureEff { op: 'cure'; max?: number; times?: number }
/** S-CHAR-22…S-CHAR-27: gain experience (`any`: the player picks the kind for each point). */
export interface XpEff { op: 'xp'; kind: XpKind | 'any'; amount: number }
/** S-STORY-02: read this paragraph (S-STORY-12: after the current one is finished). */
export interface ParagraphEff { op: 'paragraph'; paragraph: number }
/** S-ROW-20: gain this Action card (the group decides on the replacement). */
export interface ActionCardEff { op: 'actionCard'; card: number }
/** S-ROW-28: put this Special Action card under the row's card of its host type. */
export interface SpecialCardEff { op: 'specialCard'; card: string }
/** S-ITEM-12: draw items from the Item deck. */
export interface DrawItemsEff { op: 'drawItems'; amount: number }
/** S-COMBAT-33, S-COMBAT-35: strengthen or weaken the enemy tokens on a Location. */
export interface StrengthenEff { op: 'strengthen' | 'weaken'; location: string }
/** Put an enemy token on a Location (adventure setup, events). */
export interface PlaceEnemyEff { op: 'placeEnemy'; strength: Strength | 'mystic'; location: string }
/** S-BLOCK-01…S-BLOCK-04: block or unblock a Location or Border. */
export interface BlockEff { op: 'block' | 'unblock'; target: string }
/** S-GOODS-27: an Increased-cost token on a Delivery Location. */
export interface IncreaseCostEff { op: 'increaseCost'; location: string }
/** S-SAC-06: a Substitute-Sacrifice token over a Location's action space. */
export interface SubstituteEff { op: 'substitute'; location: string; wound: WoundSpec; value: number }
/** Move an adventure counter (objective tokens, the adventure track). */
export interface CounterEff { op: 'counter'; counter: string; amount: number }
/** S-SHEET-04, S-EVENT-05: apply Event effect 1, 2 or 3 of the adventure sheet. */
export interface EventEffectEff { op: 'eventEffect'; index: 1 | 2 | 3 }
/** S-CELL-10: draw, apply and discard the top Discovery card. */
export interface DiscoveryEff { op: 'discovery' }
/** S-JOURNEY-23: reveal a Terrain card (no bonus). */
export interface RevealEff { op: 'reveal' }
/** S-CORE-03, S-END-04: the adventure is won (or lost), this ending paragraph is read. */
export interface EndEff { op: 'win' | 'lose'; ending: number }
/** S-COMBAT-07: extra combat dice of this colour for the actor's next fight (declared before the roll). */
export interface DiceEff { op: 'dice'; die: string; amount: number }
/** S-COMBAT-08…S-COMBAT-10: die upgrades for the next fight (each swaps a die for the next stronger colour). */
export interface UpgradeEff { op: 'upgrade'; amount: number }
/** S-COMBAT-12: rerolls for the next fight, one die at a time. */
export interface RerollEff { op: 'reroll'; amount: number }
/** S-COMBAT-13: Criticals for the next fight (a critical die gives its white + black shape). */
export interface CriticalEff { op: 'critical'; amount: number }
/** S-ROW-14, S-ITEM-17: add to the value of the action the actor is performing (or about to perform). */
export interface ActionPlusEff { op: 'actionPlus'; amount: number }
/** S-ITEM-13: choose items from the Market, then it is refilled. */
export interface GainItemsEff { op: 'gainItems'; amount: number }
/** S-GOODS-18: remove Gathering tokens from the Journey path (the oldest first), freeing their cells. */
export interface UngatherEff { op: 'ungather'; amount: number }
/** S-BLOCK-04: a Block token on a cell of the Journey path ([column, row] of the joined grid): it cannot be covered or gathered. */
export interface BlockCellEff { op: 'blockCell'; cell: [number, number] }
/**
 * S-BLOCK-05, S-BLOCK-06: lay a tile of this shape over the penalty effect printed on a Terrain card of
 * the path (the rightmost when `terrain` is absent): from then on that card's penalty is "receive this tile".
 */
export interface CoverPenaltyEff { op: 'coverPenalty'; shape: string; terrain?: string }
/** S-COMBAT-29, S-COMBAT-30: from now on the enemy tokens on this Location fight as one (United enemies). */
export interface UniteEff { op: 'unite'; location: string }
/**
 * S-COMBAT-29, S-COMBAT-30 (the paragraph's form): the actor fights now the enemies this list names —
 * one card per enemy from the deck of its strength, laid in a row in the players' order, one grid; no
 * token on the Map. A victory runs `won`; a defeat gives a Threat per uncovered heart, then `lost`.
 */
export interface UnitedEnemiesEff { op: 'unitedEnemies'; enemies: EnemyToken[]; won?: Effect[]; lost?: Effect[] }
/** When the condition holds do `then`, else `else`. */
export interface IfEff { op: 'if'; cond: Condition; then: Effect[]; else?: Effect[] }
export type Effect =
  | GainEff | DiscardEff | ThreatEff | WoundEff | CureEff | XpEff | ParagraphEff | ActionCardEff | SpecialCardEff
  | DrawItemsEff | StrengthenEff | PlaceEnemyEff | BlockEff | IncreaseCostEff | SubstituteEff | CounterEff
  | EventEffectEff | DiscoveryEff | RevealEff | EndEff | IfEff
  | DiceEff | UpgradeEff | RerollEff | CriticalEff | ActionPlusEff | GainItemsEff | UngatherEff | BlockCellEff | CoverPenaltyEff | UniteEff
  | UnitedEnemiesEff

/** Terms that modify an action rather than follow it: applied with the main action (S-ROW-14, S-ROW-19, S-ROW-32). */
export const MODIFIER_OPS: ReadonlySet<Effect['op']> = new Set(['dice', 'upgrade', 'reroll', 'critical', 'actionPlus'])

const amount = z.int().min(1).max(20)
const who = { who: WhoSchema.optional() }
export const EffectSchema: z.ZodType<Effect> = z.lazy(() => z.discriminatedUnion('op', [
  z.strictObject({ op: z.literal('gain'), good: GoodSchema, amount, ...who }),
  z.strictObject({ op: z.literal('discard'), good: GoodSchema, amount, ...who }),
  z.strictObject({ op: z.literal('threat'), amount, ...who }),
  z.strictObject({ op: z.literal('wound'), wound: WoundSpecSchema, times: amount.optional(), ...who }),
  z.strictObject({ op: z.literal('cure'), max: z.int().min(1).max(5).optional(), times: amount.optional() }),
  z.strictObject({ op: z.literal('xp'), kind: z.union([XpKindSchema, z.literal('any')]), amount }),
  z.strictObject({ op: z.literal('paragraph'), paragraph: z.int().min(1) }),
  z.strictObject({ op: z.literal('actionCard'), card: z.int().min(1) }),
  z.strictObject({ op: z.literal('specialCard'), card: z.string().regex(/^[A-Z]$/, 'a Special Action card is one capital letter') }),
  z.strictObject({ op: z.literal('drawItems'), amount }),
  z.strictObject({ op: z.enum(['strengthen', 'weaken']), location: IdSchema }),
  z.strictObject({ op: z.literal('placeEnemy'), strength: z.union([StrengthSchema, z.literal('mystic')]), location: IdSchema }),
  z.strictObject({ op: z.enum(['block', 'unblock']), target: IdSchema }),
  z.strictObject({ op: z.literal('increaseCost'), location: IdSchema }),
  z.strictObject({ op: z.literal('substitute'), location: IdSchema, wound: WoundSpecSchema, value: amount }),
  z.strictObject({ op: z.literal('counter'), counter: IdSchema, amount: z.int().min(-20).max(20) }),
  z.strictObject({ op: z.literal('eventEffect'), index: z.union([z.literal(1), z.literal(2), z.literal(3)]) }),
  z.strictObject({ op: z.literal('discovery') }),
  z.strictObject({ op: z.literal('reveal') }),
  z.strictObject({ op: z.enum(['win', 'lose']), ending: z.int().min(1) }),
  z.strictObject({ op: z.literal('dice'), die: IdSchema, amount: z.int().min(1).max(6) }),
  z.strictObject({ op: z.enum(['upgrade', 'reroll', 'critical', 'actionPlus', 'gainItems', 'ungather']), amount: z.int().min(1).max(6) }),
  z.strictObject({ op: z.literal('unite'), location: IdSchema }),
  z.strictObject({ op: z.literal('unitedEnemies'), enemies: z.array(EnemyTokenSchema).min(1).max(4), won: z.array(EffectSchema).optional(), lost: z.array(EffectSchema).optional() }),
  z.strictObject({ op: z.literal('blockCell'), cell: z.tuple([z.int().min(0).max(60), z.int().min(0).max(20)]) }),
  z.strictObject({ op: z.literal('coverPenalty'), shape: IdSchema, terrain: IdSchema.optional() }),
  z.strictObject({ op: z.literal('if'), cond: ConditionSchema, then: z.array(EffectSchema), else: z.array(EffectSchema).optional() }),
])).meta({ id: 'Effect' })
export const EffectsSchema = z.array(EffectSchema)

/** Every effect of a list, nested ones included (for reference checks). */
export function walkEffects(effects: readonly Effect[], visit: (e: Effect) => void): void {
  for (const e of effects) {
    visit(e)
    if (e.op === 'if') { walkEffects(e.then, visit); walkEffects(e.else ?? [], visit) }
    if (e.op === 'unitedEnemies') { walkEffects(e.won ?? [], visit); walkEffects(e.lost ?? [], visit) }
  }
}

/** Every condition of a condition tree. */
export function walkCondition(cond: Condition, visit: (c: Condition) => void): void {
  visit(cond)
  if (cond.op === 'not') walkCondition(cond.cond, visit)
  if (cond.op === 'all' || cond.op === 'any') cond.conds.forEach((c) => walkCondition(c, visit))
}

/** One line per term, shown in editors (JSON Schema descriptions). */
export const OP_DOCS: Record<Effect['op'] | Condition['op'], string> = {
  gain: 'gain goods — S-GOODS-13',
  discard: 'discard goods; a shortfall is an incomplete effect — S-CELL-14, S-GEN-01',
  threat: 'receive Threat tokens; past 5 each becomes a threat-sized wound — S-THREAT-03',
  wound: 'receive wound tiles (shape, size or threat-sized) — S-CHAR-03',
  cure: 'remove wound tiles of size ≤ max — S-CHAR-13…S-CHAR-15',
  xp: 'gain experience — S-CHAR-22',
  paragraph: 'read a paragraph of the story book — S-STORY-02',
  actionCard: 'gain an Action card; the group decides on the replacement — S-ROW-20',
  specialCard: 'put a Special Action card under the card of its type — S-ROW-28',
  drawItems: 'draw items from the Item deck — S-ITEM-12',
  strengthen: 'effect: strengthen the enemy tokens on a Location — S-COMBAT-33',
  weaken: 'weaken the enemy tokens on a Location — S-COMBAT-35',
  placeEnemy: 'put an enemy token on a Location',
  block: 'block a Location or Border — S-BLOCK-01',
  unblock: 'remove a Block token — S-BLOCK-08',
  increaseCost: 'an Increased-cost token on a Delivery Location — S-GOODS-27',
  substitute: 'a Substitute-Sacrifice token over a Location — S-SAC-06',
  counter: 'effect: move an adventure counter; condition: a counter is within a range',
  eventEffect: 'apply Event effect 1, 2 or 3 of the adventure sheet — S-EVENT-05',
  discovery: 'draw, apply and discard a Discovery card — S-CELL-10',
  reveal: 'reveal a Terrain card, no bonus — S-JOURNEY-23',
  win: 'the adventure is won; read this ending — S-END-01',
  lose: 'the adventure is lost; read this ending — S-END-04',
  if: 'when the condition holds do then, else else',
  dice: 'extra combat dice of a colour for the next fight, declared before the roll — S-COMBAT-07',
  upgrade: 'die upgrades for the next fight: a die becomes the next stronger colour — S-COMBAT-09',
  reroll: 'rerolls for the next fight, one die at a time — S-COMBAT-12',
  critical: 'Criticals for the next fight: a die gives its white and black shape — S-COMBAT-13',
  actionPlus: 'add to the value of the action being performed — S-ROW-14, S-ITEM-17',
  gainItems: 'choose items from the Market, then refill it — S-ITEM-13',
  ungather: 'remove Gathering tokens from the path, oldest first — S-GOODS-18',
  unite: 'the enemy tokens on a Location fight as one, their cards in a row — S-COMBAT-29',
  unitedEnemies: 'fight now the enemies listed, one card each laid in a row as one grid; won / lost effects follow — S-COMBAT-30',
  blockCell: 'a Block token on a cell of the Journey path — S-BLOCK-04',
  coverPenalty: 'lay a tile over a Terrain card\'s printed penalty: it becomes "receive this tile" — S-BLOCK-06',
  rune: 'the actor\'s Area has an open Location bearing this rune — S-ATLAS-13',
  arid: 'the rightmost Terrain card of the path is arid — S-JOURNEY-06',
  threats: 'the actor holds a number of Threat tokens within a range — S-THREAT-07',
  has: 'the active character (or all, collectively) holds goods',
  round: 'the round is within a range',
  read: 'this paragraph has been read',
  cleared: 'no enemy token remains on these Locations',
  closed: 'at least this many Locations carry a Paragraph token',
  not: 'the condition does not hold',
  all: 'every condition holds',
  any: 'some condition holds',
}
