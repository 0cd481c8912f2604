/**
 * The success table printed by the rulebook (C-PROB-1), as fractions: rows are the
 * difficulty 1…7, columns the cards drawn 1…6. Empty cells of the source are 0 (C-PROB-1:
 * a zero or negligible chance). Player information only: the engine never resolves an
 * action with it (C-PROB-3); content calibration compares a pack's exact odds with it.
 */
export const RULEBOOK_ODDS: readonly (readonly number[])[] = [
  [0.55, 0.88, 0.97, 0.99, 0.99, 0.99],
  [0.06, 0.45, 0.75, 0.9, 0.97, 0.99],
  [0.02, 0.14, 0.39, 0.65, 0.82, 0.91],
  [0, 0.02, 0.14, 0.34, 0.55, 0.72],
  [0, 0, 0.03, 0.12, 0.27, 0.45],
  [0, 0, 0.01, 0.04, 0.11, 0.22],
  [0, 0, 0, 0.01, 0.03, 0.09],
]

/** Largest absolute difference between a table and the rulebook's, with its cell. */
export function largestDeviation(table: readonly (readonly number[])[]): { difficulty: number; cards: number; delta: number } {
  let worst = { difficulty: 1, cards: 1, delta: 0 }
  RULEBOOK_ODDS.forEach((row, d) =>
    row.forEach((expected, c) => {
      const delta = Math.abs((table[d]?.[c] ?? 0) - expected)
      if (delta > worst.delta) worst = { difficulty: d + 1, cards: c + 1, delta }
    }),
  )
  return worst
}
