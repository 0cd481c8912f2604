import { front } from './content-index'
import { emit, type G } from './game'
import type { ChoiceOption } from './state'
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
 * C-CARD-22, C-Q-33: a purchase window. Each Advanced Skill not yet bought whose cost the group's
 * experience covers may be bought (shuffled into the Action Deck); 'done' closes the window.
 * Spent experience cards go to the Past, largest first; change is not given back.
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

export function answerBuySkill(g: G, opt: ChoiceOption): void {
  if (opt.code !== 'buy' || opt.uid === undefined) return
  const c = g.c.cards[opt.uid]
  if (c?.type !== 'skill' || !c.advanced) return
  let due = c.advanced.cost
  for (const x of experienceCards(g).sort((a, b) => b.points - a.points)) {
    if (due <= 0) break
    for (const p of g.s.players) if (p.hand.includes(x.uid)) p.hand.splice(p.hand.indexOf(x.uid), 1)
    if (g.s.satchel.includes(x.uid)) g.s.satchel.splice(g.s.satchel.indexOf(x.uid), 1)
    g.s.past.push(x.uid)
    due -= x.points
  }
  returnToActionDeck(g, [opt.uid])
  emit(g, 'advancedSkillBought', { uid: opt.uid })
  pushTasks(g, [{ t: 'buySkills' }])
}
