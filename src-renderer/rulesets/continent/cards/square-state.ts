import type { ActionRef, ContinentView } from '../../../../src-shared/rulesets/continent'
import type { Translate } from '../choice-labels'

/** Whether an action square on the map can be chosen now, and if not, why (issue #14 item 3). */
export type SquareState = { can: true; ref: ActionRef } | { can: false; reason: string }

const sameRef = (a: ActionRef, b: ActionRef): boolean => a.uid === b.uid && a.index === b.index

/**
 * The state of the square `ref`: choosable exactly when the pending decision lists it among its
 * available actions (C-TURN-7), so a click sends the same `chooseAction` the resolver's list sends.
 */
export function squareState(view: ContinentView, ref: ActionRef, t: Translate): SquareState {
  const d = view.decision
  const listed = d?.phase === 'chooseAction' ? d.availableActions?.find((a) => sameRef(a.ref, ref)) : undefined
  if (listed) return { can: true, ref: listed.ref }
  const K = 'rulesets.continent.cards.why'
  if (view.outcome !== null) return { can: false, reason: t(`${K}.over`) }
  if (d === null) return { can: false, reason: t(`${K}.waiting`) }
  if (d.phase === 'chooseActive') return { can: false, reason: t(`${K}.chooseActive`) }
  if (d.phase !== 'chooseAction') return { can: false, reason: t(`${K}.busy`) }
  return { can: false, reason: t(`${K}.notHere`) }
}
