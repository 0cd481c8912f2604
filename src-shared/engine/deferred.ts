import type { Moment, MomentKind } from './phases'
import { ruleError, type RuleError } from './rule-error'
import { cloneJson } from './json-clone'

/**
 * Deferred effects: "at the end of this round", "at the start of the next night phase", "in two
 * rounds". The effect itself is the ruleset's plain JSON; the kernel keeps the queue in the state
 * and hands the effects back when the phase machine passes their moment (`Advanced.moments`).
 */

/**
 * When an effect is due. `round` absent: the next such moment after it was scheduled. `phase`
 * absent on a phase moment: the start/end of whichever phase comes next.
 */
export interface DeferredWhen {
  moment: MomentKind
  round?: number
  phase?: string
}

export interface Deferred<E> {
  /** Scheduling order, unique in the queue: effects due at one moment resolve in this order. */
  seq: number
  when: DeferredWhen
  effect: E
}

export interface DeferredQueue<E> {
  nextSeq: number
  pending: Deferred<E>[]
}

export const emptyDeferred = <E>(): DeferredQueue<E> => ({ nextSeq: 1, pending: [] })

/** "At the end of this round" (or of any given round). */
export const atRoundEnd = (round: number): DeferredWhen => ({ moment: 'round-end', round })

/** "At the start of the next <phase> phase", whichever round that is. */
export const atNextPhaseStart = (phase: string): DeferredWhen => ({ moment: 'phase-start', phase })

/** "In n rounds": the start of round current + n. */
export const inRounds = (current: number, n: number): DeferredWhen => ({ moment: 'round-start', round: current + n })

function whenProblems(when: DeferredWhen): string[] {
  const out: string[] = []
  if (!['round-start', 'round-end', 'phase-start', 'phase-end'].includes(when.moment)) out.push(`when.moment: unknown moment '${String(when.moment)}'`)
  if (when.round !== undefined && (!Number.isInteger(when.round) || when.round < 1)) out.push('when.round: must be a whole number ≥ 1')
  if (when.phase !== undefined && !when.moment.startsWith('phase-')) out.push(`when.phase: a ${when.moment} moment names no phase`)
  return out
}

/** Adds an effect to the queue; returns the new queue and the effect's `seq` (to cancel it). */
export function schedule<E>(queue: DeferredQueue<E>, when: DeferredWhen, effect: E): { queue: DeferredQueue<E>; seq: number } {
  const problems = whenProblems(when)
  if (problems.length > 0) throw new RangeError(`deferred effect: ${problems.join('; ')}`)
  const seq = queue.nextSeq
  return { queue: { nextSeq: seq + 1, pending: [...queue.pending, { seq, when: { ...when }, effect: cloneJson(effect) }] }, seq }
}

/** Removes a scheduled effect (a card left play, a condition ended). */
export function cancelDeferred<E>(queue: DeferredQueue<E>, seq: number): DeferredQueue<E> | RuleError {
  if (!queue.pending.some((d) => d.seq === seq)) return ruleError('deferred-unknown', `No deferred effect #${seq} is waiting.`, { seq })
  return { nextSeq: queue.nextSeq, pending: queue.pending.filter((d) => d.seq !== seq) }
}

/** True when `at` is the moment `when` waits for. */
export function isDue(when: DeferredWhen, at: Moment): boolean {
  if (when.moment !== at.moment) return false
  if (when.round !== undefined && when.round !== at.round) return false
  return when.phase === undefined || when.phase === at.phase
}

export interface Collected<E> {
  queue: DeferredQueue<E>
  /** The effects due now, in scheduling order. */
  due: Deferred<E>[]
  /** Effects for an earlier round whose moment never came (a phase skipped): the ruleset decides. */
  missed: Deferred<E>[]
}

/**
 * Takes out the effects due at `at`. The queue is read as it stands: an effect scheduled while
 * these are resolved waits for the next matching moment, never the one being resolved.
 */
export function collectDue<E>(queue: DeferredQueue<E>, at: Moment): Collected<E> {
  const due: Deferred<E>[] = []
  const missed: Deferred<E>[] = []
  const pending: Deferred<E>[] = []
  for (const d of queue.pending) {
    if (isDue(d.when, at)) due.push(d)
    else if (d.when.round !== undefined && d.when.round < at.round) missed.push(d)
    else pending.push(d)
  }
  return { queue: { nextSeq: queue.nextSeq, pending }, due, missed }
}

export interface Batch<E> {
  at: Moment
  due: Deferred<E>[]
  missed: Deferred<E>[]
}

/** `collectDue` over the moments of one `advance`, in order; only moments with something to do. */
export function collectPassed<E>(queue: DeferredQueue<E>, moments: readonly Moment[]): { queue: DeferredQueue<E>; batches: Batch<E>[] } {
  let q = queue
  const batches: Batch<E>[] = []
  for (const at of moments) {
    const c = collectDue(q, at)
    q = c.queue
    if (c.due.length > 0 || c.missed.length > 0) batches.push({ at, due: c.due, missed: c.missed })
  }
  return { queue: q, batches }
}
