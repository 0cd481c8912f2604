/**
 * Which side panels are open, remembered for the session (design §4: panels collapse): a reload
 * or the next game of the same sitting keeps the player's choice; a new app session starts from
 * the defaults. Kept in sessionStorage, read and written whole; a missing or damaged entry (or a
 * storage the browser refuses) falls back to the defaults instead of failing the table.
 */

import { recallSession, rememberSession } from '../session-memory'

const KEY = 'fogbound.continent.panels'

/** Open or closed per panel id, plus `side` for the whole column. */
export type PanelMemory = Readonly<Record<string, boolean>>

/** The remembered states, over `defaults` (ids the memory does not know keep their default). */
export function recallPanels(defaults: PanelMemory): Record<string, boolean> {
  const out: Record<string, boolean> = { ...defaults }
  const parsed = recallSession(KEY)
  if (typeof parsed !== 'object' || parsed === null) return out
  for (const [id, open] of Object.entries(parsed)) if (typeof open === 'boolean') out[id] = open
  return out
}

/** Remembers the states for the rest of the session (best effort). */
export function rememberPanels(states: PanelMemory): void {
  rememberSession(KEY, states)
}
