/**
 * The passives of the Island effect language: what a built Item or a kept card does while it lies
 * on the board (the engine reads them where the rule they change is applied).
 */
import { z } from 'zod'
import { EffectSchema, type Effect } from './effects'
import { ActionKindSchema, ResourceSchema, TokenKindSchema, type ActionKind, type Resource, type TokenKind } from './vocabulary'

const amount = z.int().min(1).max(20)

/** I-INV-16, I-ACT-32: a neutral pawn every round for these action kinds. */
export interface PawnPassive { op: 'pawn'; actions: ActionKind[] }
/** I-WEATHER-10, I-INV-C04: each Weather phase ignore one cloud of this kind (`uncounted`: also not in the total). */
export interface CloudPassive { op: 'ignoreCloud'; cloud: 'rain' | 'snow'; uncounted?: boolean }
/** I-MYSTERY-C18: once per round one snow cloud counts as rain. */
export interface SnowAsRainPassive { op: 'snowAsRain' }
/** I-INV-C02, I-NIGHT-07: perishable food does not spoil at Night. */
export interface NoSpoilPassive { op: 'noSpoil' }
/** I-ACT-62, I-INV-C05, I-MYSTERY-C01: Rest heals `heal` (instead of 1) and gives `determination`. */
export interface RestPassive { op: 'rest'; heal: number; determination: number }
/** I-INV-17: in each Morale phase the First Player gains this Determination / Morale moves up. */
export interface MoralePhasePassive { op: 'moralePhase'; determination?: number; morale?: number }
/** I-PROD-03: each Production phase gains this resource (unless Production is skipped). */
export interface ProductionPassive { op: 'production'; resource: Resource; amount: number }
/** I-ACT-57, I-INV-C03: a successful Gather by the character it is assigned to yields `amount` more. */
export interface GatherPassive { op: 'gather'; amount: number }
/** I-MYSTERY-C07, I-GOLD-24: +`amount` temporary Weapon level in every combat of this kind. */
export interface WeaponPassive { op: 'weapon'; amount: number; in: 'hunt' | 'all' }
/** I-INV-C01, I-INV-C07: once per Night, pay `food` to heal `heal` wounds of one character. */
export interface NightHealPassive { op: 'nightHeal'; food: number; heal: number }
/** I-INV-C10: in Production, one resource of the players' choice from a source of the Shortcut tile. */
export interface ShortcutPassive { op: 'shortcut' }
/** I-INV-C09: while this Item is built, its token on the camp tile follows the camp (unless the new camp tile has one). */
export interface CampTokenPassive { op: 'campToken'; token: TokenKind }
/** I-SCEN5-15: a successful Explore shows the top `tiles` island tiles; the group places one, the others go back shuffled. */
export interface ExploreChoicePassive { op: 'exploreChoice'; tiles: number }
/** I-MYSTERY-C08: once a round the group may ignore one Trap revealed in a Mystery draw (it counts as resolved). */
export interface IgnoreTrapPassive { op: 'ignoreTrap' }

/**
 * I-MYSTERY-C19, I-INV-13: after each action of this kind its resolver resolves, successful or not,
 * these effects run for that resolver (a one-character-per-round card: only for its holder).
 */
export interface AfterActionPassive { op: 'afterAction'; action: ActionKind; effects: Effect[] }

export type Passive =
  | PawnPassive | CloudPassive | SnowAsRainPassive | NoSpoilPassive | RestPassive | MoralePhasePassive
  | ProductionPassive | GatherPassive | WeaponPassive | NightHealPassive | ShortcutPassive | IgnoreTrapPassive | CampTokenPassive | ExploreChoicePassive | AfterActionPassive

export const PassiveSchema: z.ZodType<Passive> = z.discriminatedUnion('op', [
  z.strictObject({ op: z.literal('pawn'), actions: z.array(ActionKindSchema).min(1) }),
  z.strictObject({ op: z.literal('ignoreCloud'), cloud: z.enum(['rain', 'snow']), uncounted: z.boolean().optional() }),
  z.strictObject({ op: z.literal('snowAsRain') }),
  z.strictObject({ op: z.literal('noSpoil') }),
  z.strictObject({ op: z.literal('rest'), heal: z.int().min(0).max(5), determination: z.int().min(0).max(5) }),
  z.strictObject({ op: z.literal('moralePhase'), determination: z.int().min(1).max(5).optional(), morale: z.int().min(1).max(3).optional() }),
  z.strictObject({ op: z.literal('production'), resource: ResourceSchema, amount }),
  z.strictObject({ op: z.literal('gather'), amount }),
  z.strictObject({ op: z.literal('weapon'), amount, in: z.enum(['hunt', 'all']) }),
  z.strictObject({ op: z.literal('nightHeal'), food: z.int().min(0).max(5), heal: amount }),
  z.strictObject({ op: z.literal('shortcut') }),
  z.strictObject({ op: z.literal('ignoreTrap') }),
  z.strictObject({ op: z.literal('campToken'), token: TokenKindSchema }),
  z.strictObject({ op: z.literal('exploreChoice'), tiles: z.int().min(2).max(5) }),
  z.strictObject({ op: z.literal('afterAction'), action: ActionKindSchema, effects: z.array(EffectSchema).min(1) }),
]).meta({ id: 'Passive' })
