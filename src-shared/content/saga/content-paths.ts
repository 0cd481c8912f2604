/** A test and tooling helper: the JSON object at a path inside parsed pack JSON (throws with the path when absent). */
export function pathOf(root: unknown, path: readonly (string | number)[]): Record<string, unknown> {
  let at: unknown = root
  for (const p of path) {
    if (typeof at !== 'object' || at === null) throw new Error(`nothing at ${path.join('.')}`)
    at = (at as Record<string | number, unknown>)[p]
  }
  if (typeof at !== 'object' || at === null) throw new Error(`no object at ${path.join('.')}`)
  return at as Record<string, unknown>
}
