/**
 * Main → renderer push events: what happens to the open game's saving without the renderer
 * asking (a write that failed, a write that worked again, a slot moved to quarantine, a torn
 * journal line cut off). Zod-free: the sandboxed preload and the renderer's table import it.
 *
 * Electron sends them on `PUSH_CHANNEL` (webContents.send → the preload's `on`); the browser host
 * streams them as Server-Sent Events from `HOST_EVENTS_PATH`, behind the same token/Origin/Host
 * checks as the API.
 */
export type PushEvent =
  /** A move or the game could not be written to disk (`what`: the move was refused, or only save.json's rewrite failed and the journal still holds every move). */
  | { type: 'save-failed'; slotId: string; what: 'move' | 'game'; message: string }
  /** Saving works again after a `save-failed`. */
  | { type: 'save-recovered'; slotId: string; message: string }
  /** The slot was damaged and moved to quarantine (`quarantined`: its folder name there, never a path). */
  | { type: 'slot-quarantined'; slotId: string; kind: string; message: string; quarantined: string; backups: number }
  /** Opening the slot cut `moves` unfinished journal lines (written during a crash, never acknowledged). */
  | { type: 'journal-truncated'; slotId: string; moves: number; message: string }

export type PushEventType = PushEvent['type']
export type PushEventOf<K extends PushEventType> = Extract<PushEvent, { type: K }>
export type PushListener = (event: PushEvent) => void

/** Electron: the one channel main sends push events on. Not an invoke channel (the preload only listens). */
export const PUSH_CHANNEL = 'fogbound:push'
/** Browser host: `GET` with the token header; answers `text/event-stream`, one `data:` JSON event per push. */
export const HOST_EVENTS_PATH = '/events'

// A record, so a type added above without being listed here fails to compile.
const FIELDS: { [K in PushEventType]: Record<Exclude<keyof PushEventOf<K>, 'type'>, 'string' | 'number'> } = {
  'save-failed': { slotId: 'string', what: 'string', message: 'string' },
  'save-recovered': { slotId: 'string', message: 'string' },
  'slot-quarantined': { slotId: 'string', kind: 'string', message: 'string', quarantined: 'string', backups: 'number' },
  'journal-truncated': { slotId: 'string', moves: 'number', message: 'string' },
}

export const PUSH_EVENT_TYPES = Object.keys(FIELDS) as readonly PushEventType[]

/**
 * True when `x` is a push event of a known type with every field of the right type. Both ends
 * check: the renderer gets events from another process (or over HTTP) and drops anything else.
 */
export function isPushEvent(x: unknown): x is PushEvent {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return false
  const { type } = x as { type?: unknown }
  if (typeof type !== 'string' || !Object.hasOwn(FIELDS, type)) return false
  const fields = FIELDS[type as PushEventType] as Record<string, 'string' | 'number'>
  if (Object.keys(x).length !== Object.keys(fields).length + 1) return false
  return Object.entries(fields).every(([name, kind]) => typeof (x as Record<string, unknown>)[name] === kind)
}
