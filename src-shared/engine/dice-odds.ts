import type { DieFace, DieSpec } from './dice'

/**
 * Exact odds of dice outcomes, for the table's helpers ("2 in 3 to succeed"). Computed with
 * integer counts (BigInt inside), never floating-point sums, then reduced.
 */
export interface Odds {
  num: number
  den: number
}

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a
  let y = b < 0n ? -b : b
  while (y !== 0n) [x, y] = [y, x % y]
  return x
}

function reduce(num: bigint, den: bigint): Odds {
  const g = gcd(num, den)
  const n = g === 0n ? num : num / g
  const d = g === 0n ? den : den / g
  if (d > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('too many dice for exact odds')
  return { num: Number(n), den: Number(d) }
}

/** The odds as a number in [0, 1], for display. */
export const oddsValue = (o: Odds): number => o.num / o.den

function nonEmpty(spec: DieSpec): number {
  if (spec.faces.length === 0) throw new RangeError(`die '${spec.id}' has no faces`)
  return spec.faces.length
}

/** Each face id of a die with its odds, in order of first appearance on the die. */
export function faceOdds(spec: DieSpec): { face: string; odds: Odds }[] {
  const n = nonEmpty(spec)
  const counts = new Map<string, number>()
  for (const f of spec.faces) counts.set(f.id, (counts.get(f.id) ?? 0) + 1)
  return [...counts].map(([face, k]) => ({ face, odds: reduce(BigInt(k), BigInt(n)) }))
}

/**
 * Odds that exactly k of the dice show a matching face, for k = 0 … dice.length (the index is k).
 * Each die is independent: the distribution is the product of one polynomial per die.
 */
export function countOdds<P>(dice: readonly DieSpec<P>[], matches: (face: DieFace<P>) => boolean): Odds[] {
  let ways: bigint[] = [1n]
  let total = 1n
  for (const spec of dice) {
    const n = BigInt(nonEmpty(spec))
    const hit = BigInt(spec.faces.filter(matches).length)
    const next = new Array<bigint>(ways.length + 1).fill(0n)
    ways.forEach((w, k) => {
      next[k] = (next[k] ?? 0n) + w * (n - hit)
      next[k + 1] = (next[k + 1] ?? 0n) + w * hit
    })
    ways = next
    total *= n
  }
  return ways.map((w) => reduce(w, total))
}

/** Odds that at least one of the dice shows a matching face ("at least one wound"). */
export function atLeastOneOdds<P>(dice: readonly DieSpec<P>[], matches: (face: DieFace<P>) => boolean): Odds {
  let none = 1n
  let total = 1n
  for (const spec of dice) {
    const n = BigInt(nonEmpty(spec))
    none *= n - BigInt(spec.faces.filter(matches).length)
    total *= n
  }
  return reduce(total - none, total)
}

/**
 * Odds of each possible total when every face is worth `valueOf(face)` (an integer: clouds on a
 * weather die, pips), summed over the dice; totals in increasing order, impossible ones left out.
 */
export function totalOdds<P>(dice: readonly DieSpec<P>[], valueOf: (face: DieFace<P>) => number): { total: number; odds: Odds }[] {
  let ways: Record<number, bigint> = { 0: 1n }
  let total = 1n
  for (const spec of dice) {
    const n = BigInt(nonEmpty(spec))
    const next: Record<number, bigint> = {}
    for (const [sum, w] of Object.entries(ways)) {
      for (const face of spec.faces) {
        const v = valueOf(face)
        if (!Number.isInteger(v)) throw new RangeError(`die '${spec.id}' face '${face.id}' is worth ${v}, not a whole number`)
        const key = Number(sum) + v
        next[key] = (next[key] ?? 0n) + w
      }
    }
    ways = next
    total *= n
  }
  return Object.entries(ways)
    .map(([sum, w]) => ({ total: Number(sum), odds: reduce(w, total) }))
    .sort((a, b) => a.total - b.total)
}
