/**
 * A default save name that no existing save has: two games started on the same day from the same
 * pack would otherwise both be "First Light, 24/11/2026" and be told apart only by their thumbnails.
 * Names compare trimmed and case-insensitively, the way a player reads them in the Saves list.
 */
export function uniqueName(base: string, taken: readonly string[]): string {
  const used = new Set(taken.map((n) => n.trim().toLocaleLowerCase()))
  if (!used.has(base.trim().toLocaleLowerCase())) return base
  for (let n = 2; ; n++) {
    const candidate = `${base} (${n})`
    if (!used.has(candidate.trim().toLocaleLowerCase())) return candidate
  }
}
