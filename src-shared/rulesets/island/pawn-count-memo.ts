/**
 * `pawnCount` (rules/pawns.ts) remembered per input. It is a pure function of a few small numbers
 * and flags, and the legal-command walk asks it for every target of every state; most inputs
 * recur (a Rest in the camp, a Gather two tiles away). The counts handed out are shared between
 * callers, so they are frozen: nobody may edit one (a copy is made where one is changed).
 */
import { pawnCount, type IslandAction, type PawnCount, type PawnCountInput } from './rules/pawns'

const ACTIONS: readonly IslandAction[] = ['threat', 'wreckage', 'hunt', 'build', 'gather', 'explore', 'arrange', 'rest']

const memo = new Map<number, PawnCount>()

function frozen(c: PawnCount): PawnCount {
  for (const o of c.options) Object.freeze(o)
  for (const e of c.breakdown) Object.freeze(e)
  Object.freeze(c.options)
  Object.freeze(c.breakdown)
  return Object.freeze(c)
}

/** A small whole number as a key field (absent: 0), or -1 when it does not fit `bits`. */
function field(n: number | undefined, bits: number): number {
  if (n === undefined) return 0
  return Number.isInteger(n) && n >= 0 && n + 1 < 1 << bits ? n + 1 : -1
}

/** The same as `pawnCount(input)`, shared and frozen where the input has a key. */
export function countFor(input: PawnCountInput): PawnCount {
  // Scenario extras (fog, ash, special places) are few and varied: those counts are not kept.
  if (input.scenario !== undefined && input.scenario.length > 0) return pawnCount(input)
  const action = ACTIONS.indexOf(input.action)
  const distance = field(input.distance, 5)
  const printed = field(input.printedPawns, 4)
  if (action < 0 || distance < 0 || printed < 0) return pawnCount(input)
  const inCamp = input.inCamp === undefined ? 0 : input.inCamp ? 1 : 2
  const key = action | (distance << 3) | (printed << 8) | (inCamp << 12) |
    (input.timeConsumingSpace === true ? 1 << 14 : 0) | (input.timeConsumingTarget === true ? 1 << 15 : 0) | (input.timeConsumingCamp === true ? 1 << 16 : 0)
  let c = memo.get(key)
  if (c === undefined) memo.set(key, (c = frozen(pawnCount(input))))
  return c
}
