/**
 * A night outside the camp (§12.2, I-NIGHT-17…I-NIGHT-23): the character sent out keeps what the
 * action that sent it out gained on its own sheet instead of in Future Resources (I-NIGHT-18) —
 * also what that action had gained before the card sent it out, since the dice resolve Success
 * before Adventure —, gains of earlier actions stay in Future and of later ones go there as usual
 * (I-NIGHT-19); a later action that sends it out again lets the group pick where the night is spent
 * (I-NIGHT-19); at Night it eats from its sheet (I-NIGHT-22); at the start of the next round it
 * comes back and what is left on its sheet becomes Available (I-NIGHT-23, I-ROUND-05).
 * Resources and Discovery tokens; Treasures found that way are not kept on the sheet (README "Not yet").
 */
import { fighter } from './fight'
import { wound } from './harm'
import { ask, runLater, task, type Run } from './queue'
import { eat } from './rules/night'
import { currentAction, none, SHEET_KEYS as KEYS } from './outside-sheet'
import type { EffectCtx, IslandState } from './types'
import { plus, removeFromGame } from './lists'
import type { OutsideMeal } from './night-events'

/** I-NIGHT-17: the `nightOutside` effect — the resolver (else the First Player) spends this night outside. */
export function sendOutside(r: Run, ctx: EffectCtx): void {
  const { s } = r
  const c = s.characters[fighter(s, ctx)]
  if (!c) return
  const here = ctx.here ?? s.camp
  if (ctx.phase !== 'action') { c.outside = true; c.outsideAt ??= here; return }
  const index = currentAction(s)
  const before = c.outside ? c.outsideAt : undefined
  c.outside = true
  c.outsideAt = here
  if (c.outsideFrom !== index) {
    c.outsideFrom = index
    // What this action already gained (Success resolves before Adventure) moves to the sheet.
    const mine = s.actionGains?.index === index && ctx.resolver === c.id ? s.actionGains : undefined
    const gained = mine?.gained ?? none()
    const sheet = (c.sheet ??= none())
    for (const k of KEYS) { s.future[k] -= gained[k]; sheet[k] += gained[k] }
    const tokens = (mine?.tokens ?? []).filter((x) => s.discovery.future.includes(x))
    s.discovery.future = s.discovery.future.filter((x) => !tokens.includes(x))
    c.sheetTokens = [...(c.sheetTokens ?? []), ...tokens]
    s.actionGains = { index, gained: none(), tokens: [] }
  }
  // I-NIGHT-19: sent out again by a later action: the group picks on which tile the night is spent.
  if (before !== undefined && before !== here) {
    ask(s, 'night-outside-where', [before, here].map((space) => ({ label: space, tasks: [task([{ op: '_outsideAt', character: c.id, space }], ctx)] })))
  }
}

/** The group's pick of I-NIGHT-19. */
export function placeOutside(s: IslandState, character: string, space: string): void {
  const c = s.characters[character]
  if (c?.outside === true) c.outsideAt = space
}

/** I-NIGHT-22: a castaway outside eats 1 food from its own sheet (perishable first); with none, 2 wounds. */
export function eatOutside(r: Run, id: string): OutsideMeal {
  const { content, s, events } = r
  const c = s.characters[id]
  if (!c) return { character: id, ate: { food: 0, preserved: 0 }, hungry: false }
  const sheet = (c.sheet ??= none())
  const meal = eat({ food: sheet.food, preserved: sheet.preserved, eaters: [id] })
  s.ledger.spent.food += sheet.food - meal.food
  s.ledger.spent.preserved += sheet.preserved - meal.preserved
  const ate = { food: sheet.food - meal.food, preserved: sheet.preserved - meal.preserved }
  sheet.food = meal.food
  sheet.preserved = meal.preserved
  wound(content, s, id, meal.wounds[id] ?? 0, events, 'hunger')
  return { character: id, ate, hungry: meal.hungry.includes(id) }
}

/**
 * I-NIGHT-23, I-ROUND-05: back in camp at the start of the round; the sheet's leftovers become
 * Available — Discovery tokens too, those that must be traded at once being traded now (I-TOKEN-D03).
 */
export function backToCamp(r: Run): void {
  const { content, s } = r
  for (const c of Object.values(s.characters)) {
    if (c.sheet) for (const k of KEYS) s.available[k] += c.sheet[k]
    for (const token of c.sheetTokens ?? []) {
      const def = content.discoveries[token.split('#')[0] ?? token]
      if (def?.mandatory !== true) { s.discovery.available = plus(s.discovery.available, token); continue }
      removeFromGame(s, token)
      runLater(s, def.effects, { phase: 'setup', resolver: null, source: token, here: null })
    }
    delete c.sheetTokens
    c.outside = false
    delete c.outsideAt
    delete c.outsideFrom
    delete c.sheet
  }
  s.actionGains = undefined
}
