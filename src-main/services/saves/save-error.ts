import { diskErrorMessage } from '../fs/disk-error'

/**
 * Why a save could not be used. Each kind has its own message for the player; the UI
 * switches on `kind`, never on the text.
 */
export type SaveErrorKind =
  /** The file has zero bytes. */
  | 'empty'
  /** Not JSON (truncated, binary, corrupted). */
  | 'not-json'
  /** JSON, but not a Fogbound save at all. */
  | 'not-a-save'
  /** A Fogbound save, but its fields do not match the schema of its format version. */
  | 'schema'
  /** Written by a newer Fogbound: refused and left where it is. */
  | 'too-new'
  /** An old format no migration reads any more. */
  | 'too-old'
  /** A pack (or that pack's version) named by the save is not installed. */
  | 'missing-pack'
  /** Replaying the command log: a command was refused or setup failed. */
  | 'replay-failed'
  /** Replay finished, but not in the state the save recorded (tampered or engine changed). */
  | 'snapshot-mismatch'
  /** `journal.ndjson` is damaged before its last line, or names a command the engine refuses. */
  | 'journal-corrupt'
  /** No slot, backup or file by that name. */
  | 'not-found'
  /** A slot id that is not a generated `[a-z0-9-]` id. */
  | 'bad-id'
  /** The slot was opened again (or restored) since this session attached: only the newest session may write. */
  | 'in-use'
  /** Reading or writing the disk failed. */
  | 'io'

export class SaveError extends Error {
  override readonly name = 'SaveError'
  readonly kind: SaveErrorKind
  /** Where a damaged slot was moved (`<saves>/quarantine/<slot>-<time>`), when it was. */
  quarantinedTo?: string
  /** How many backups the damaged slot had: the UI offers "try the newest backup" when > 0. */
  backups?: number

  constructor(kind: SaveErrorKind, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.kind = kind
  }

  /** A file-system failure, in the player's words (no raw error text, no path); the fs error is the `cause`. */
  static io(whatFailed: string, error: unknown): SaveError {
    return new SaveError('io', diskErrorMessage(error, whatFailed), { cause: error })
  }

  /** Plain data for IPC: `{ kind, message, quarantinedTo?, backups? }`. */
  toJSON(): { kind: SaveErrorKind; message: string; quarantinedTo?: string; backups?: number } {
    return {
      kind: this.kind,
      message: this.message,
      ...(this.quarantinedTo === undefined ? {} : { quarantinedTo: this.quarantinedTo }),
      ...(this.backups === undefined ? {} : { backups: this.backups }),
    }
  }
}

/** Kinds that mean the slot's files are damaged: the slot is moved to quarantine. A too-new save stays put. */
export const QUARANTINE_KINDS: ReadonlySet<SaveErrorKind> = new Set<SaveErrorKind>([
  'empty',
  'not-json',
  'not-a-save',
  'schema',
  'too-old',
  'missing-pack',
  'replay-failed',
  'snapshot-mismatch',
  'journal-corrupt',
])
