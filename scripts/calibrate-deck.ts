/**
 * Searches for an Action Deck composition whose exact odds table matches the rulebook's
 * (C-PROB-1) as closely as possible, for content authors calibrating a pack's Skill strips.
 *
 *   npx tsx scripts/calibrate-deck.ts [--cards 40] [--seed 1] [--iterations 20000]
 *
 * Local search (random moves of one card between strip kinds, accept if the worst cell does
 * not get worse, with restarts); prints the best composition found and its table.
 */
import type { SuccessStrip } from '../src-shared/content/continent/strip'
import { oddsTable } from '../src-shared/rulesets/continent/odds'
import { largestDeviation, RULEBOOK_ODDS } from '../src-shared/rulesets/continent/rulebook-odds'

const KINDS: SuccessStrip[] = []
for (const stars of [0, 1, 2, 3])
  for (const leftHalves of [0, 1])
    for (const rightHalves of [0, 1]) KINDS.push({ stars, leftHalves, rightHalves, lucky7: 0 })

const label = (s: SuccessStrip): string =>
  `${s.stars}★${s.leftHalves ? ' +L' : ''}${s.rightHalves ? ' +R' : ''}`

function expand(counts: number[]): SuccessStrip[] {
  return counts.flatMap((n, i) => Array.from({ length: n }, () => KINDS[i] as SuccessStrip))
}

/** Worst cell, plus a small sum-of-squares term so ties move toward a better overall fit. */
function score(counts: number[]): number {
  const table = oddsTable(expand(counts))
  let sq = 0
  RULEBOOK_ODDS.forEach((row, d) => row.forEach((e, c) => (sq += ((table[d]?.[c] ?? 0) - e) ** 2)))
  return largestDeviation(table).delta + sq / 100
}

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 ? Number(process.argv[i + 1]) : fallback
}

const cards = arg('cards', 40)
let seed = arg('seed', 1)
const iterations = arg('iterations', 20000)
const rand = (): number => {
  seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0
  return seed / 2 ** 32
}

const bump = (counts: number[], i: number, delta: number): void => {
  counts[i] = (counts[i] ?? 0) + delta
}

let best: number[] = []
let bestScore = Infinity
for (let restart = 0; restart < 5; restart++) {
  const counts = KINDS.map(() => 0)
  for (let i = 0; i < cards; i++) bump(counts, Math.floor(rand() * KINDS.length), 1)
  let current = score(counts)
  for (let it = 0; it < iterations / 5; it++) {
    const from = Math.floor(rand() * KINDS.length)
    const to = Math.floor(rand() * KINDS.length)
    if (from === to || counts[from] === 0) continue
    bump(counts, from, -1)
    bump(counts, to, 1)
    const s = score(counts)
    if (s <= current) current = s
    else {
      bump(counts, from, 1)
      bump(counts, to, -1)
    }
  }
  if (current < bestScore) {
    bestScore = current
    best = [...counts]
  }
}

const table = oddsTable(expand(best))
const worst = largestDeviation(table)
console.log(`best of ${cards} cards: largest deviation ${(worst.delta * 100).toFixed(2)} points at ${worst.difficulty}+ with ${worst.cards} cards`)
best.forEach((n, i) => n > 0 && console.log(`  ${String(n).padStart(2)} × ${label(KINDS[i] as SuccessStrip)}`))
table.forEach((row, d) =>
  console.log(`  ${d + 1}+ ` + row.map((p, c) => `${(p * 100).toFixed(1).padStart(5)}/${((RULEBOOK_ODDS[d]?.[c] ?? 0) * 100).toFixed(0).padStart(2)}`).join(' ')),
)
