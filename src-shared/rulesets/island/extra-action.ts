/**
 * An action granted by a card (I-ACT-ADV05): one more Build without pawns, rolled as a 1-pawn
 * action and resolved by the card's resolver right after the current action. The group picks among
 * the Builds whose requirements are met now — resources in Available and not held by planned
 * actions, Items already built (not in Future), the Roof and Palisade not in the round the Shelter
 * was built unless a natural shelter stands (planning's own checks) — or none.
 */
import { candidateTargets } from './planning'
import { ask, task, type Run } from './queue'
import { covers, free, reservationFor } from './resources'
import type { EffectCtx, PlanTarget } from './types'

/** `extraAction`: the group picks the granted Build (or none). */
export function offerExtraBuild(r: Run, ctx: EffectCtx): void {
  const { content, s } = r
  const resolver = ctx.resolver
  if (resolver === null) return
  const have = free(s)
  const options = candidateTargets(content, s).filter(({ target, info }) => (target.kind === 'build' || target.kind === 'invent') && info.personalOf === undefined && covers(have, info.cost))
  ask(s, 'extra-build', [
    ...options.map(({ target }) => ({ label: labelOf(target), tasks: [task([{ op: '_extraAction' as const, target, resolver }], ctx)] })),
    { label: 'extra-none', tasks: [] },
  ])
}

const labelOf = (t: PlanTarget): string => (t.kind === 'build' ? `${t.build}:${t.pay}` : t.kind === 'invent' ? t.invention : t.kind)

/** The pick: the Build joins the plan as the next action to resolve, holding what it costs. */
export function addExtraBuild(r: Run, target: PlanTarget, resolver: string): void {
  const { content, s } = r
  const info = candidateTargets(content, s).find((x) => JSON.stringify(x.target) === JSON.stringify(target))?.info
  if (!info || !covers(free(s), info.cost)) return
  s.plan.splice(s.resolveIndex, 0, { target, pawns: [], reserved: reservationFor(free(s), info.cost), rolls: true, carries: [], resolver })
  r.events.push({ type: 'extraAction', target, resolver })
}
