import type { InvariantViolation } from './ruleset'

/** One named invariant: returns the violations it finds (empty when it holds). */
export type InvariantCheck<S> = (state: S) => InvariantViolation[]

/** Runs every check; a check that throws is itself reported as a violation. */
export function runChecks<S>(state: S, checks: Readonly<Record<string, InvariantCheck<S>>>): InvariantViolation[] {
  const out: InvariantViolation[] = []
  for (const [name, check] of Object.entries(checks)) {
    try {
      out.push(...check(state))
    } catch (error) {
      out.push({ code: `${name}-crashed`, message: `invariant ${name} threw: ${String(error)}` })
    }
  }
  return out
}

export const violation = (code: string, message: string, details?: Record<string, unknown>): InvariantViolation =>
  details === undefined ? { code, message } : { code, message, details }
