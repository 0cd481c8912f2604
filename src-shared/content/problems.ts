/**
 * The one way a pack problem is reported (design §2): `file › json.path: message`, whatever the
 * ruleset. Every check — generic or a ruleset's — produces `PackProblem`s through these helpers.
 */
import type { z } from 'zod'

/** One validation problem: the file (relative to the pack folder), the JSON path in it, and why. */
export interface PackProblem { file: string; path: string; message: string }

/** A JSON path as parts: property names and array indexes, e.g. `['cards', 3, 'cost']`. */
export type JsonPath = readonly (string | number)[]

/** `cards[3].actions[0].cost` from its parts ('' for the root). */
export function formatJsonPath(parts: JsonPath): string {
  return parts.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('')
}

/** `file › json.path: message` (design §2). */
export function formatProblem(p: PackProblem): string {
  return `${p.file} › ${p.path === '' ? '(root)' : p.path}: ${p.message}`
}

/** One problem per zod issue, at the issue's path below `prefix`. */
export function zodProblems(file: string, error: z.ZodError, prefix: JsonPath = []): PackProblem[] {
  return error.issues.map((i) => ({
    file,
    path: formatJsonPath([...prefix, ...i.path.filter((p): p is string | number => typeof p !== 'symbol')]),
    message: i.message,
  }))
}
