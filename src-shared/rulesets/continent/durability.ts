import { emit, type G } from './game'
import { autoConfirms, type Choice, type ChoiceOption, type Ctx } from './state'
import { askChoice, offerChoice } from './task-stack'
import { discardItem } from './inventory'

function pipOptions(g: G, seats: readonly number[], refused: readonly number[] = []): ChoiceOption[] {
  const out: ChoiceOption[] = []
  for (const seat of seats) for (const it of g.s.players[seat]?.items ?? []) if (it.die > 0) out.push({ code: 'pip', seat, item: it.id })
  // C-D-8: an owner who refused is spared while another item can pay; when none can, the loss is theirs.
  const willing = out.filter((o) => !refused.includes(o.seat ?? -1))
  return willing.length > 0 ? willing : out
}

/**
 * C-CONSEQ-34…C-CONSEQ-36, C-ICON-35: the affected players remove `amount` pips in total, one at a
 * time, from any of their items; an item reaching 0 is discarded at once; pips beyond what they own
 * are ignored.
 */
export function startDurabilityLoss(g: G, amount: number, seats: readonly number[], ctx: Ctx, refused: readonly number[] = []): void {
  if (amount <= 0) return
  const options = pipOptions(g, seats, refused)
  if (options.length === 0) return
  offerChoice(g, { kind: 'durability', seat: ctx.active, remaining: amount, seats: [...seats], ctx, options, ...(refused.length > 0 ? { refusedSeats: [...refused] } : {}) })
}

export function answerDurability(g: G, choice: Choice, opt: ChoiceOption): void {
  const owner = opt.seat
  const otherwise = choice.options.some((o) => o.seat !== owner)
  if (owner !== undefined && owner !== choice.seat && otherwise && !autoConfirms(g.s.settings)) {
    // C-D-8: a pip of another player's item needs its owner's consent (they could pay elsewhere).
    askChoice(g, { ...choice, kind: 'ownerConsent', seat: owner, options: [{ code: 'consent-yes', seat: owner, item: opt.item ?? '' }, { code: 'consent-no', seat: owner, item: opt.item ?? '' }] })
    return
  }
  losePip(g, choice, opt)
}

/** C-D-8: the owner agrees (the pip is lost) or refuses (the group chooses again, sparing them if it can). */
export function answerOwnerConsent(g: G, choice: Choice, opt: ChoiceOption): void {
  if (opt.code === 'consent-yes') {
    losePip(g, choice, opt)
    return
  }
  emit(g, 'consentRefused', { seat: opt.seat, item: opt.item })
  if (choice.ctx && opt.seat !== undefined) startDurabilityLoss(g, choice.remaining ?? 1, choice.seats ?? [], choice.ctx, [...(choice.refusedSeats ?? []), opt.seat])
}

function losePip(g: G, choice: Choice, opt: ChoiceOption): void {
  const p = opt.seat === undefined ? undefined : g.s.players[opt.seat]
  const it = p?.items.find((i) => i.id === opt.item)
  if (!p || !it || it.die <= 0) return
  it.die--
  emit(g, 'durabilityLost', { seat: p.seat, item: it.id, die: it.die })
  if (it.die === 0) discardItem(g, p.seat, it.id)
  const remaining = (choice.remaining ?? 1) - 1
  if (remaining > 0 && choice.ctx) startDurabilityLoss(g, remaining, choice.seats ?? [], choice.ctx, choice.refusedSeats ?? [])
}

/** C-ACT-4, C-ACT-8: using an item in step 1 costs one pip; at 0 its die is removed (cards stay until step 5). */
export function useItemPip(g: G, seat: number, itemId: string): boolean {
  const it = g.s.players[seat]?.items.find((i) => i.id === itemId)
  if (!it || it.die <= 0) return false
  it.die--
  emit(g, 'itemUsed', { seat, item: itemId, die: it.die })
  return true
}
