import { front } from './content-index'
import { emit, type G } from './game'
import { autoConfirms, type Choice, type ChoiceOption } from './state'
import { offerChoice, pushTasks } from './task-stack'
import { returnToActionDeck } from './action-deck'

/** C-CARD-23: experience points on cards held by the group (hands and Satchel & Journal). */
function experienceCards(g: G): { uid: string; points: number }[] {
  const out: { uid: string; points: number }[] = []
  const uids = [...g.s.players.filter((p) => p.status === 'playing').flatMap((p) => p.hand), ...g.s.satchel]
  for (const uid of uids) {
    const pts = (front(g.c, uid)?.effects ?? []).reduce((n, m) => n + (m.op === 'experience' ? m.amount : 0), 0)
    if (pts > 0) out.push({ uid, points: pts })
  }
  return out
}

function inPlayOrOut(g: G, uid: string): boolean {
  return g.s.actionDeck.includes(uid) || g.s.discard.includes(uid) || g.s.banished.includes(uid) || g.s.outOfPlay.includes(uid) ||
    g.s.players.some((p) => p.hand.includes(uid) || p.items.some((i) => i.cards.includes(uid)))
}

/**
 * C-Q-33: the ways to pay `cost` with the group's experience cards — every set covering the cost
 * from which no card can be left out — with the change each would lose (no change is given back).
 * Cheapest change first; among equals, fewer cards first.
 */
export function paymentOptions(cards: readonly { uid: string; points: number }[], cost: number): { uids: string[]; change: number }[] {
  const out: { uids: string[]; change: number }[] = []
  const n = Math.min(cards.length, 16) // a hand and a Satchel hold far fewer experience cards
  for (let mask = 1; mask < 1 << n; mask++) {
    const set = cards.filter((_, i) => (mask >> i) & 1)
    const total = set.reduce((t, x) => t + x.points, 0)
    if (total < cost || set.some((x) => total - x.points >= cost)) continue
    out.push({ uids: set.map((x) => x.uid), change: total - cost })
  }
  return out.sort((a, b) => a.change - b.change || a.uids.length - b.uids.length)
}

/** Today's way to pay, and the hot-seat default: the largest cards first until the cost is covered. */
function largestFirst(cards: readonly { uid: string; points: number }[], cost: number): string[] {
  const out: string[] = []
  let due = cost
  for (const x of [...cards].sort((a, b) => b.points - a.points)) {
    if (due <= 0) break
    out.push(x.uid)
    due -= x.points
  }
  return out
}

/** The spent experience cards leave the hands and the Satchel for the Past; the skill is bought. */
function pay(g: G, skillUid: string, uids: readonly string[]): void {
  for (const uid of uids) {
    for (const p of g.s.players) if (p.hand.includes(uid)) p.hand.splice(p.hand.indexOf(uid), 1)
    if (g.s.satchel.includes(uid)) g.s.satchel.splice(g.s.satchel.indexOf(uid), 1)
    g.s.past.push(uid)
  }
  returnToActionDeck(g, [skillUid])
  emit(g, 'advancedSkillBought', { uid: skillUid, paidWith: [...uids] })
  pushTasks(g, [{ t: 'buySkills' }])
}

/**
 * C-CARD-22, C-Q-33: a purchase window. Each Advanced Skill not yet bought whose cost the group's
 * experience covers may be bought (shuffled into the Action Deck); 'done' closes the window.
 * Spent experience cards go to the Past (chosen by the group, or largest first when the hot-seat
 * setting confirms, C-D-8); change is not given back.
 */
export function buySkillsTask(g: G): void {
  const xp = experienceCards(g).reduce((n, x) => n + x.points, 0)
  const options: ChoiceOption[] = [{ code: 'done' }]
  for (const uid of g.c.advancedSkills) {
    const c = g.c.cards[uid]
    if (c?.type === 'skill' && c.advanced && c.advanced.cost <= xp && !inPlayOrOut(g, uid)) options.push({ code: 'buy', uid })
  }
  offerChoice(g, { kind: 'buySkill', seat: g.s.action?.active ?? g.s.active, options })
}

export function answerBuySkill(g: G, choice: Choice, opt: ChoiceOption): void {
  if (opt.code !== 'buy' || opt.uid === undefined) return
  const c = g.c.cards[opt.uid]
  if (c?.type !== 'skill' || !c.advanced) return
  const cards = experienceCards(g)
  if (autoConfirms(g.s.settings)) {
    pay(g, opt.uid, largestFirst(cards, c.advanced.cost))
    return
  }
  // C-Q-33: the group picks the experience cards; each way to pay shows the change it loses.
  const options: ChoiceOption[] = paymentOptions(cards, c.advanced.cost).map((p) => ({ code: 'pay-experience', uid: opt.uid, uids: p.uids, amount: p.change }))
  offerChoice(g, { kind: 'payExperience', seat: choice.seat, uid: opt.uid, options })
}

/** C-Q-33: the chosen experience cards pay for the skill. */
export function answerPayExperience(g: G, opt: ChoiceOption): void {
  if (opt.code !== 'pay-experience' || opt.uid === undefined || opt.uids === undefined) return
  pay(g, opt.uid, opt.uids)
}
