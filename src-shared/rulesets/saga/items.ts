/**
 * Using items (S-ITEM-06…S-ITEM-10, S-ITEM-14, S-ITEM-15, S-ITEM-17): the owner uses one during its
 * own turn, while performing the action its icon names (`any`: every action), for free, once — a
 * general item then goes to the Item discard pile, a character item leaves the game. A `before` item
 * applies at once, ahead of the action's steps (Journey step 1, extra dice before the roll); an
 * `after` item's effects wait until the action is performed. No command gives or trades an item.
 */
import { ruleError, type RuleError } from '../../engine/rule-error'
import type { ActionType } from '../../content/saga/vocabulary'
import type { Item } from '../../content/saga/items'
import { decksToChange, pushFront, turnCharacter, type Draft } from './draft'
import type { SagaState, Task } from './types'

/** The action a waiting task belongs to, and whether its first step is still ahead (items `before`). */
function actionAtHead(s: SagaState): { action: ActionType; actor: number; before: boolean } | null {
  const head = s.queue[0]
  if (!head) return null
  switch (head.t) {
    case 'move': return { action: 'movement', actor: head.actor, before: head.crossed === 0 }
    case 'deliver': return { action: 'delivery', actor: head.actor, before: head.location === null }
    case 'sacrifice': return { action: 'sacrifice', actor: head.actor, before: true }
    case 'journey': return { action: 'journey', actor: head.actor, before: true }
    case 'gather': return { action: 'gathering', actor: head.actor, before: true }
    case 'build': return { action: 'building', actor: head.actor, before: true }
    case 'combat': return { action: 'combat', actor: head.actor, before: true }
    // S-COMBAT-07: once the dice are rolled no dice can be added.
    case 'dice': return { action: 'combat', actor: head.actor, before: s.fight?.dice?.stage === 'declare' }
    default: return null
  }
}

/** Tasks of the action at the head: an `after` item waits behind them. */
const SAME_ACTION: Record<ActionType, ReadonlySet<Task['t']>> = {
  movement: new Set(['move']), delivery: new Set(['deliver', 'deliveryCheck', 'trial', 'option']), sacrifice: new Set(['sacrifice']),
  journey: new Set(['journey', 'order']), gathering: new Set(['gather']), building: new Set(['build']), combat: new Set(['combat', 'dice', 'strike', 'relocate', 'order']),
}

type Refusal = 'none' | 'notHeld' | 'notOwnTurn' | 'wrongAction' | 'tooLate'

/** Why this character may not use this item now, as a word (no message built: the legal list asks for every item at every step). */
function refusalOf(d: Draft, who: number, id: string): Refusal | null {
  const s = d.s
  const c = s.characters[who]
  const item: Item | undefined = d.content.items[id]
  if (!c || !item) return 'none'
  if (!c.items.includes(id)) return 'notHeld'
  if (s.stage !== 'action' || !s.placed || turnCharacter(s) !== who) return 'notOwnTurn'
  const at = actionAtHead(s)
  if (!at || at.actor !== who || (item.action !== 'any' && item.action !== at.action)) return 'wrongAction'
  if (item.timing === 'before' && !at.before) return 'tooLate'
  return null
}

/** Why this character may not use this item now (null: it may). */
export function itemRefusal(d: Draft, who: number, id: string): RuleError | null {
  const why = refusalOf(d, who, id)
  const item = d.content.items[id]
  switch (why) {
    case null: return null
    case 'none': return ruleError('S-ITEM-06', `no item "${id}"`)
    case 'notHeld': return ruleError('S-ITEM-09', 'only the owner of an item uses it; items are never given or traded')
    case 'notOwnTurn': return ruleError('S-ITEM-10', 'an item is used during its owner\'s own turn')
    case 'wrongAction': return ruleError('S-ITEM-10', item?.action === 'any' ? 'an item is used while performing an action' : `this item is used during a ${item?.action ?? ''} action`)
    case 'tooLate': return ruleError('S-ITEM-17', 'this item is used before the action\'s steps (before the roll, at Journey step 1)')
  }
}

export function useItem(d: Draft, who: number, id: string): RuleError | null {
  const why = itemRefusal(d, who, id)
  if (why) return why
  const s = d.s
  const c = s.characters[who]
  const item = d.content.items[id]
  const at = actionAtHead(s)
  if (!c || !item || !at) return null
  // S-ITEM-07, S-ITEM-08: free, single use; S-ITEM-14, S-ITEM-15: where it goes.
  c.items = c.items.filter((x, i) => x !== id || i !== c.items.indexOf(id))
  if (item.owner === undefined) decksToChange(d).itemDiscard.push(id)
  else decksToChange(d).itemsGone.push(id)
  d.events.push({ type: 'itemUsed', character: c.id, item: id })
  const tasks = item.effects.map((e): Task => ({ t: 'effect', e, actor: who }))
  if (item.timing === 'before') { pushFront(d, ...tasks); return null }
  let end = 1
  while (s.queue[end] && SAME_ACTION[at.action].has(s.queue[end]?.t ?? 'close')) end++
  s.queue.splice(end, 0, ...tasks)
  return null
}

/** Every item use accepted now. */
export function usableItems(d: Draft): { character: number; item: string }[] {
  const who = turnCharacter(d.s)
  const c = d.s.characters[who]
  if (!c || !d.s.placed) return []
  if (c.items.length === 0) return []
  return [...new Set(c.items)].filter((item) => refusalOf(d, who, item) === null).map((item) => ({ character: who, item }))
}
