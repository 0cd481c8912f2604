import { z } from 'zod'
import type { ActionRef } from './state'

/**
 * Every command of the Continent rules. Commands answer the pending decision (steps of the
 * action, genuine choices) or are free operations legal between actions (C-TURN-17, C-Q-24).
 */
export type ContinentCommand =
  /** C-TURN-2, C-TURN-3: the group picks the active player. */
  | { type: 'chooseActive'; seat: number }
  /** C-TURN-3: the group cannot agree; the player seated to the left of the previous active player plays. */
  | { type: 'cannotAgree' }
  /** C-TURN-7: the group picks one available action. */
  | { type: 'chooseAction'; ref: ActionRef }
  /** Back to choosing the active player (nothing drawn yet). */
  | { type: 'cancel' }
  /** C-TURN-4, C-TURN-5: the active player accepts these helpers on the same terrain. */
  | { type: 'involve'; seats: number[] }
  /** C-ACT-3…C-ACT-5: step 1, an involved player uses one item (1 durability). */
  | { type: 'useItem'; seat: number; item: string }
  | { type: 'endItems' }
  /** C-D-8: the owner of an item another player wants to use agrees or refuses (when the hot-seat setting does not confirm). */
  | { type: 'consent'; agree: boolean }
  /**
   * C-ACT-6, C-ITEM-25: in step 2 an involved player applies only some of the effects available
   * (when the hot-seat setting does not confirm them all): `key` names one effect of one card.
   */
  | { type: 'declineEffect'; key: string; decline: boolean }
  /** C-ACT-9…C-ACT-18: step 2, collective trade-off X and extra cards, then draw and reveal. */
  | { type: 'setCost'; tradeOff: number; extra: number }
  /** Answers the pending genuine choice with the index of one of its options. */
  | { type: 'choose'; option: number }
  /** C-ITEM-27, C-ITEM-28: give a whole item to a player on the same terrain (2 life-force cards). */
  | { type: 'giveItem'; from: number; item: string; to: number }
  /** C-ITEM-27, C-ITEM-28: swap two whole items (2 life-force cards). */
  | { type: 'tradeItems'; a: number; itemA: string; b: number; itemB: string }
  /** C-ITEM-22: give up an item; its cards are discarded. */
  | { type: 'giveUpItem'; seat: number; item: string }
  /** C-EXPLORE-20…C-EXPLORE-23: use a spotted hidden number on a card in play. */
  | { type: 'spotHiddenNumber'; uid: string; number: string }
  /** C-SAVE-1…C-SAVE-10: the rules' own save (end of a session). */
  | { type: 'rulesSave' }
  /** C-SAVE-11…C-SAVE-21: resume the saved adventure. */
  | { type: 'rulesResume' }
  /** C-END-19…C-END-22: a player joins (new seat, an eliminated seat, or an away player returning). */
  | { type: 'join'; character: string; seat?: number }
  /** C-END-14…C-END-18: a player leaves for good (eliminated) or temporarily. */
  | { type: 'leave'; seat: number; temporary: boolean }

const seat = z.int().min(0).max(7)
const id = z.string().min(1).max(200)
const ActionRefSchema = z.strictObject({ uid: id, index: z.union([z.int().min(0).max(99), z.literal('back'), z.literal('craft')]) })

/**
 * The zod schema of a command, for main to parse renderer payloads before the engine checks
 * legality (design §1: zod first, then the rules).
 */
export const ContinentCommandSchema: z.ZodType<ContinentCommand> = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('chooseActive'), seat }),
  z.strictObject({ type: z.literal('cannotAgree') }),
  z.strictObject({ type: z.literal('chooseAction'), ref: ActionRefSchema }),
  z.strictObject({ type: z.literal('cancel') }),
  z.strictObject({ type: z.literal('involve'), seats: z.array(seat).max(4) }),
  z.strictObject({ type: z.literal('useItem'), seat, item: id }),
  z.strictObject({ type: z.literal('endItems') }),
  z.strictObject({ type: z.literal('consent'), agree: z.boolean() }),
  z.strictObject({ type: z.literal('declineEffect'), key: id, decline: z.boolean() }),
  z.strictObject({ type: z.literal('setCost'), tradeOff: z.int().min(0).max(99), extra: z.int().min(0).max(99) }),
  z.strictObject({ type: z.literal('choose'), option: z.int().min(0).max(999) }),
  z.strictObject({ type: z.literal('giveItem'), from: seat, item: id, to: seat }),
  z.strictObject({ type: z.literal('tradeItems'), a: seat, itemA: id, b: seat, itemB: id }),
  z.strictObject({ type: z.literal('giveUpItem'), seat, item: id }),
  z.strictObject({ type: z.literal('spotHiddenNumber'), uid: id, number: z.string().regex(/^\d{3}$/) }),
  z.strictObject({ type: z.literal('rulesSave') }),
  z.strictObject({ type: z.literal('rulesResume') }),
  z.strictObject({ type: z.literal('join'), character: id, seat: seat.optional() }),
  z.strictObject({ type: z.literal('leave'), seat, temporary: z.boolean() }),
])
