/**
 * One-character-per-round cards in play (I-INV-13, I-MYSTERY-C19): a kept card marked `onePerRound`
 * is shared until a character's action uses it; that character holds it (`rules/round-holds.ts`)
 * and alone gets it until the round ends, when the Night's reset returns it (night-phase.ts).
 * Its `afterAction` passives run after each action of their kind the holder resolves.
 */
import { useHeldCard } from './rules/round-holds'
import { passives } from './passives'
import { runLater, type Run } from './queue'
import type { ActionKind } from '../../content/island/vocabulary'
import type { EffectCtx, IslandState } from './types'
import type { IslandContent } from '../../content/island/content'

/** Whether the card is one character per round. */
const perRound = (content: IslandContent, id: string): boolean => {
  const card = content.cards[id]
  return card?.deck === 'mystery' && card.keep?.onePerRound === true
}

/** The character takes the card for the round if it may; false when another holds it. */
export function takeForRound(content: IslandContent, s: IslandState, card: string, character: string): boolean {
  if (!perRound(content, card)) return true
  const after = useHeldCard(s.roundHolds ?? {}, card, character)
  if (typeof after === 'string') return false
  s.roundHolds = { ...after }
  return true
}

/** After an action of this kind (successful or not): the `afterAction` passives its resolver may use. */
export function afterAction(r: Run, action: ActionKind, ctx: EffectCtx): void {
  const { content, s, events } = r
  const resolver = ctx.resolver
  if (resolver === null) return
  for (const x of passives(content, s)) {
    if (x.passive.op !== 'afterAction' || x.passive.action !== action) continue
    if (!takeForRound(content, s, x.card, resolver)) continue
    events.push({ type: 'cardUsed', card: x.card, character: resolver })
    runLater(s, x.passive.effects, { ...ctx, source: x.card })
  }
}
