/**
 * Trap markers (I-MYSTERY-C15, `nightMarkers`): a Trap puts one marker per player on the characters —
 * the companion does not count as a player but may take markers — and each marker is 1 wound that
 * Night. The victim spending this night outside takes exactly `outside` markers itself instead.
 * The markers are dealt when the Night comes: only then is it known whether the victim sleeps
 * outside (a later Adventure card of the same action may still send it out), and the wounds are
 * the same as if they had been dealt at once.
 */
import { holds } from './conditions'
import { living } from './harm'
import { ask, runFirst, task, type Run } from './queue'
import type { EffectCtx, QueuedEffect } from './types'

const oneWound: QueuedEffect[] = [{ op: 'wound', who: 'resolver', amount: 1 }]

/** Runs `nightMarkers`: before the Night it waits for it; at Night the markers are dealt. */
export function nightMarkers(r: Run, outside: number, ctx: EffectCtx): void {
  const { content, s } = r
  if (ctx.phase !== 'night') {
    ;(s.atNight ??= []).push({ round: s.position.round, task: task([{ op: 'nightMarkers', outside }], { ...ctx, phase: 'night' }) })
    return
  }
  if (ctx.resolver !== null && holds(content, s, { op: 'resolverIs', kind: 'outside' }, ctx.resolver)) {
    if (outside > 0) runFirst(s, [{ op: 'wound', who: 'resolver', amount: outside }], ctx)
    return
  }
  // I-2P-18: the players are the seats; the companion never counts.
  runFirst(s, [{ op: '_nightMarker', left: s.players }], ctx)
}

/** Deals the next marker: the group picks the character (one living character takes it at once). */
export function nextNightMarker(r: Run, left: number, ctx: EffectCtx): void {
  const { s } = r
  if (left <= 0) return
  const rest = left > 1 ? [task([{ op: '_nightMarker', left: left - 1 }], ctx)] : []
  const ids = living(s)
  if (ids.length === 1) {
    for (const t of rest) runFirst(s, t.effects, t.ctx)
    runFirst(s, oneWound, { ...ctx, resolver: ids[0] ?? null })
    return
  }
  ask(s, 'night-marker', ids.map((id) => ({ label: id, tasks: [task([...oneWound], { ...ctx, resolver: id }), ...rest] })))
}
