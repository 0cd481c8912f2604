/**
 * A turn of the Action phase (S-ROUND-04…S-ROUND-11, S-ROW): the active player places an active
 * token at another slot, flips it, and the card there is resolved — the chosen main action with its
 * "+" bonuses, then Special Action cards of its type, the card's additional effects and the other
 * bonuses, each as often as its condition allows (S-ROW-14…S-ROW-17, S-ROW-30, S-ROW-32). The
 * Ability is used on one's own turn, once a round (S-CHAR-31…S-CHAR-36).
 */
import { ruleError, type RuleError } from '../../engine/rule-error'
import type { Draft } from './draft'
import { pushFront, turnCharacter } from './draft'
import { GOODS } from '../../content/saga/vocabulary'
import { MODIFIER_OPS, type Effect } from '../../content/saga/effects'
import { addGood, countOf, covers } from './goods'
import { actionValue, bonusCount, canPlace, typesOf, withPlaced } from './row'
import type { SagaCommand, Task } from './types'

export function place(d: Draft, cmd: Extract<SagaCommand, { type: 'place' }>): RuleError | null {
  const s = d.s
  if (s.stage !== 'action' || s.placed || s.queue.length > 0) return ruleError('S-ROUND-05', 'no token can be placed now')
  const number = s.row.cards[cmd.slot]
  const card = number === undefined ? undefined : d.content.actionCards[number]
  const token = s.row.tokens[cmd.token]
  if (!token) return ruleError('S-ROUND-03', `there is no action token ${cmd.token}`)
  if (!token.active) return ruleError('S-ROUND-05', 'that token was already used this round')
  if (!card || number === undefined) return ruleError('S-ROW-08', `there is no card at slot ${cmd.slot}`)
  if (!canPlace(token, cmd.slot, s.row.cards.length)) return ruleError('S-ROUND-07', 'a token must move to a slot other than the one it starts the turn at')
  if (s.map.blocked.includes(`card-${number}`)) return ruleError('S-BLOCK-04', 'a blocked Action card cannot be activated')
  // S-ROW-03: the player names one of two main actions; a card with one has nothing to choose.
  if ((cmd.main === undefined) !== (card.mains.length === 1)) return ruleError('S-ROW-03', card.mains.length === 1 ? `card ${number} has one main action` : `choose one of the two main actions of card ${number}`)
  const main = cmd.main ?? 0
  const chosen = card.mains[main]
  if (!chosen) return ruleError('S-ROW-03', `card ${number} has no main action ${main}`)
  const actor = turnCharacter(s)
  s.row.tokens = withPlaced(s.row.tokens, cmd.token, cmd.slot)
  s.placed = true
  d.events.push({ type: 'tokenPlaced', token: cmd.token, slot: cmd.slot, card: number, character: s.characters[actor]?.id ?? '' })
  // S-ROW-19, S-ROW-32: terms that modify the main action (extra dice, upgrades, Criticals, "+") apply with it, before its steps.
  const withMain: Task[] = []
  const tasks: Task[] = [{ t: 'action', actor, action: chosen.action, value: actionValue(card, main, s.row.tokens, cmd.slot) }]
  // S-ROW-30: Special Action cards attached to a type of this card.
  for (const letter in s.row.specials) {
    const host = s.row.specials[letter]
    if (host !== undefined && typesOf(card).includes(host)) sortTerms(d.content.specialCards[letter]?.effects ?? [], actor, withMain, tasks)
  }
  sortTerms(card.effects, actor, withMain, tasks)
  for (const b of card.bonuses) {
    const n = bonusCount(s.row.tokens, cmd.slot, b)
    for (let k = 0; k < n; k++) {
      if (b.extra) tasks.push({ t: 'action', actor, action: b.extra.action, value: b.extra.value })
      sortTerms(b.effects ?? [], actor, withMain, tasks)
    }
  }
  pushFront(d, ...withMain, ...tasks)
  return null
}

/** A card's terms as tasks: modifiers with the main action, the others after it (S-ROW-17, S-ROW-19). */
function sortTerms(effects: readonly Effect[], actor: number, withMain: Task[], after: Task[]): void {
  for (const e of effects) (MODIFIER_OPS.has(e.op) ? withMain : after).push({ t: 'effect', e, actor })
}

/** S-CHAR-31, S-CHAR-35, S-CHAR-36: may this character use its Ability now? */
export function abilityRefusal(d: Draft, who: number): RuleError | null {
  const s = d.s
  const c = s.characters[who]
  if (!c) return ruleError('S-CHAR-30', `no character ${who}`)
  if (s.stage !== 'action' || s.placed || s.queue.length > 0 || turnCharacter(s) !== who) return ruleError('S-CHAR-36', 'an Ability is used on its owner\'s own turn')
  if (!c.abilityActive) return ruleError('S-CHAR-31', 'the Ability card is on its inactive side')
  if (c.abilityUsedRound === s.round && !s.settings.abilityTwicePerRound) return ruleError('S-CHAR-35', 'an Ability is used at most once per round')
  return null
}

export function useAbility(d: Draft, who: number): RuleError | null {
  const why = abilityRefusal(d, who)
  if (why) return why
  const c = d.s.characters[who]
  if (!c) return null
  c.abilityActive = false // S-CHAR-32
  c.abilityUsedRound = d.s.round
  d.events.push({ type: 'ability', character: c.id })
  pushFront(d, ...(d.content.characters[c.id]?.ability.effects ?? []).map((e): Task => ({ t: 'effect', e, actor: who })))
  return null
}

/** S-CHAR-33, S-GOODS-08: pay the card's back to flip it active, at any moment, from the owner or a character in its Area. */
export function reactivate(d: Draft, who: number, payer: number): RuleError | null {
  const s = d.s
  const c = s.characters[who]
  const p = s.characters[payer]
  if (!c || !p) return ruleError('S-CHAR-33', 'no such character')
  if (s.outcome !== null) return ruleError('S-END-01', 'the game is over')
  if (c.abilityActive) return ruleError('S-CHAR-33', 'the Ability card is already active')
  if (payer !== who && p.area !== c.area) return ruleError('S-GOODS-08', 'only a character in the same Area may pay')
  const cost = d.content.characters[c.id]?.ability.reactivation ?? {}
  if (!covers(p.goods, cost)) return ruleError('S-CHAR-33', 'not enough goods to pay the reactivation cost')
  for (const g of GOODS) p.goods = addGood(p.goods, g, -countOf(cost, g))
  c.abilityActive = true
  d.events.push({ type: 'reactivated', character: c.id })
  return null
}
