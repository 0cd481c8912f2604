/**
 * What the table remembers for the rest of the app session (a reload or the next game of the same
 * sitting keeps it; a new session starts afresh): JSON in sessionStorage, best effort. A missing,
 * damaged or refused entry reads as undefined and a refused write only forgets, so the table never
 * fails because of it.
 */

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage
  } catch {
    // Some sandboxed pages throw on the mere access.
    return null
  }
}

/** The value stored under `key`, parsed; undefined when there is none or it cannot be read. */
export function recallSession(key: string): unknown {
  try {
    const raw = storage()?.getItem(key) ?? null
    return raw === null ? undefined : (JSON.parse(raw) as unknown)
  } catch {
    return undefined
  }
}

/** Stores `value` under `key` for the session (a full or refused storage only forgets). */
export function rememberSession(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value))
  } catch {
    // Forgetting is harmless.
  }
}
