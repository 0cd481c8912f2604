/**
 * An illegal command is answered with a RuleError value, never an exception: the
 * caller (GameSession in main, the CLI, tests) must be able to show it to a player.
 */
export interface RuleError {
  readonly kind: 'rule-error'
  /** Stable machine code, e.g. `not-your-turn`, `locked-action`, `C-ACT-31`. */
  readonly code: string
  readonly message: string
  readonly details?: Record<string, unknown>
}

/** Builds a RuleError. */
export function ruleError(code: string, message: string, details?: Record<string, unknown>): RuleError {
  return details === undefined ? { kind: 'rule-error', code, message } : { kind: 'rule-error', code, message, details }
}

/** Narrows a result to a RuleError. */
export function isRuleError(value: unknown): value is RuleError {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'rule-error'
}
