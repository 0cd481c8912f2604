import { emit, type G } from './game'
import type { Choice, ChoiceOption, Ctx } from './state'
import { offerChoice } from './task-stack'
import { discardItem } from './inventory'

function pipOptions(g: G, seats: readonly number[]): ChoiceOption[] {
  const out: ChoiceOption[] = []
  for (const seat of seats) for (const it of g.s.players[seat]?.items ?? []) if (it.die > 0) out.push({ code: 'pip', seat, item: it.id })
  return out
}

/**
 * C-CONSEQ-34…C-CONSEQ-36, C-ICON-35: the affected players remove `amount` pips in total, one at a
 * time, from any of their items; an item reaching 0 is discarded at once; pips beyond what they own
 * are ignored.
 */
export function startDurabilityLoss(g: G, amount: number, seats: readonly number[], ctx: Ctx): void {
  if (amount <= 0) return
  const options = pipOptions(g, seats)
  if (options.length === 0) return
  offerChoice(g, { kind: 'durability', seat: ctx.active, remaining: amount, seats: [...seats], ctx, options })
}

export function answerDurability(g: G, choice: Choice, opt: ChoiceOption): void {
  const p = opt.seat === undefined ? undefined : g.s.players[opt.seat]
  const it = p?.items.find((i) => i.id === opt.item)
  if (!p || !it || it.die <= 0) return
  it.die--
  emit(g, 'durabilityLost', { seat: p.seat, item: it.id, die: it.die })
  if (it.die === 0) discardItem(g, p.seat, it.id)
  const remaining = (choice.remaining ?? 1) - 1
  if (remaining > 0 && choice.ctx) startDurabilityLoss(g, remaining, choice.seats ?? [], choice.ctx)
}

/** C-ACT-4, C-ACT-8: using an item in step 1 costs one pip; at 0 its die is removed (cards stay until step 5). */
export function useItemPip(g: G, seat: number, itemId: string): boolean {
  const it = g.s.players[seat]?.items.find((i) => i.id === itemId)
  if (!it || it.die <= 0) return false
  it.die--
  emit(g, 'itemUsed', { seat, item: itemId, die: it.die })
  return true
}
