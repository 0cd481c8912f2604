/**
 * S-CELL-02: when one tile covers several icons, the active player chooses the order in which they
 * resolve. The covered cells' effects wait in an `order` choice; each `resolve` picks the next one,
 * which is fully resolved before the player picks again. Effects that are all alike need no choice.
 * The rule option `chooseCoverOrder` turns the step on; off, the effects resolve in row order.
 */
import type { Effect } from '../../content/saga/effects'
import type { Task } from './types'

/** The tile's effect tasks, behind an order choice when the player has one to make. */
export function inChosenOrder(actor: number, tasks: readonly Task[], choose = true): Task[] {
  if (!choose) return [...tasks]
  const effects = tasks.flatMap((t) => (t.t === 'effect' ? [t.e] : []))
  const differ = new Set(effects.map((e) => JSON.stringify(e))).size > 1
  return effects.length === tasks.length && differ ? [{ t: 'order', actor, effects }] : [...tasks]
}

/** The tasks after choosing effect `index`: it first, then the choice among the rest. */
export function resolveNext(actor: number, effects: readonly Effect[], index: number): Task[] {
  const chosen = effects[index]
  if (!chosen) return []
  const rest = effects.filter((_, i) => i !== index)
  return [{ t: 'effect', e: chosen, actor }, ...inChosenOrder(actor, rest.map((e): Task => ({ t: 'effect', e, actor })))]
}
