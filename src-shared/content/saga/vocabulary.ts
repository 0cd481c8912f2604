/**
 * The closed lists of the Saga rules (spec §0.3, §23): goods, the seven actions, border kinds, enemy
 * strengths, penalty colours, the icons a grid cell may print and the experience kinds. Packs name
 * these words; the engine switches on them.
 */
import { z } from 'zod'

/** S-GOODS-01: the six kinds of goods. */
export const GOODS = ['material', 'ore', 'rumour', 'magic', 'power', 'fate'] as const
export type Good = (typeof GOODS)[number]
export const GoodSchema = z.enum(GOODS)

/** A bag of goods: kind → how many (absent = 0). */
export type GoodsBag = Partial<Record<Good, number>>
export const GoodsBagSchema: z.ZodType<GoodsBag> = z.partialRecord(GoodSchema, z.int().min(0).max(99)).meta({ id: 'GoodsBag' })

/** S-ROUND-13: the seven actions. */
export const ACTIONS = ['movement', 'journey', 'gathering', 'delivery', 'combat', 'sacrifice', 'building'] as const
export type ActionType = (typeof ACTIONS)[number]
export const ActionTypeSchema = z.enum(ACTIONS)

/** S-MOVE-04…S-MOVE-07: border kinds (red and blue carry adventure rules, S-MOVE-06). */
export const BORDER_KINDS = ['green', 'red', 'blue', 'impassable'] as const
export type BorderKind = (typeof BORDER_KINDS)[number]
export const BorderKindSchema = z.enum(BORDER_KINDS)

/** S-COMBAT-27: the four strength levels in order, then Mystic (outside the chain, S-COMBAT-37). */
export const STRENGTHS = ['weak', 'medium', 'strong', 'lethal'] as const
export type Strength = (typeof STRENGTHS)[number]
export const StrengthSchema = z.enum(STRENGTHS)
export const ENEMY_TOKENS = [...STRENGTHS, 'mystic'] as const
export type EnemyToken = (typeof ENEMY_TOKENS)[number]
export const EnemyTokenSchema = z.enum(ENEMY_TOKENS)

/** S-CELL-13: penalty cell colours. */
export const PENALTY_COLOURS = ['red', 'yellow'] as const
export type PenaltyColour = (typeof PENALTY_COLOURS)[number]
export const PenaltyColourSchema = z.enum(PENALTY_COLOURS)

/** S-CHAR-20: the two experience kinds. */
export const XP_KINDS = ['combat', 'journey'] as const
export type XpKind = (typeof XP_KINDS)[number]
export const XpKindSchema = z.enum(XP_KINDS)

/** S-ROW-10…S-ROW-12: bonus conditions; S-ROW-13: which token side counts. */
export const BONUS_CONDITIONS = ['single', 'left', 'under'] as const
export type BonusCondition = (typeof BONUS_CONDITIONS)[number]
export const TOKEN_FILTERS = ['any', 'active', 'inactive'] as const
export type TokenFilter = (typeof TOKEN_FILTERS)[number]
