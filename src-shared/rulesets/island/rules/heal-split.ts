/**
 * "Heal 2 wounds on one character or 1 wound on each of two" — the split shared by a cook's
 * ability, Vegetables and the Fireplace (I-CHAR-25, I-TOKEN-D19, I-INV-C01). The players choose
 * the split; this checks it.
 */
export function healSplitRefusal(split: Readonly<Record<string, number>>, living: readonly string[]): string | null {
  const parts = Object.entries(split).filter(([, n]) => n > 0)
  for (const [id] of parts) if (!living.includes(id)) return `${id} cannot be healed.`
  const amounts = parts.map(([, n]) => n).sort()
  const ok = (amounts.length === 1 && amounts[0] === 2) || (amounts.length === 2 && amounts[0] === 1 && amounts[1] === 1)
  return ok ? null : 'Heal 2 wounds on one character, or 1 wound on each of two.'
}
