import type { IpcIssue } from './result'

/** The parts of a zod issue that name where and what (structural: this module needs no zod). */
interface SchemaIssue {
  code?: string
  path: readonly PropertyKey[]
  message: string
  keys?: readonly string[]
}

/**
 * Schema issues as IPC issues `{ path: 'a.b', message }` under `prefix` (the field a ruleset's
 * schema parsed, e.g. `setup`); an unknown key is reported at its own path.
 */
export function toIpcIssues(issues: readonly SchemaIssue[], prefix: readonly string[] = []): IpcIssue[] {
  return issues.flatMap((issue): IpcIssue[] => {
    const path = [...prefix, ...issue.path.map(String)]
    if (issue.code === 'unrecognized_keys' && issue.keys) {
      return issue.keys.map((key) => ({ path: [...path, key].join('.'), message: `Unknown field "${key}"` }))
    }
    return [{ path: path.join('.'), message: issue.message }]
  })
}
