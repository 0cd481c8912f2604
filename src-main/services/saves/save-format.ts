import { z } from 'zod'
import { MARKS_PATTERN } from './command-marks'

/** The `format` tag of every Fogbound save (`save.json` and exported `.fogbound` files). */
export const SAVE_FORMAT = 'fogbound-save'

/**
 * The save format this build writes. Older formats are read through the numbered
 * migrations in `migrations/`; a newer one is refused and left untouched.
 */
export const SAVE_FORMAT_VERSION = 4

/** The `savedAt` of generated saves (CLI `save random`, benchmarks): no wall clock, so equal seeds give equal bytes. */
export const FIXED_SAVED_AT = '2000-01-01T00:00:00.000Z'

const Id = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'must be a lower-case id')

export const PackRefSchema = z.strictObject({
  id: Id,
  version: z.string().min(1),
  /** `hashPackFolder`: sha256 of every file of the pack (paths and bytes). */
  hash: z.string().regex(/^[0-9a-f]{64}$/, 'must be a sha256 hex digest'),
})
export type PackRef = z.infer<typeof PackRefSchema>

/** A command as stored: a plain JSON object with a `type`; the engine judges the rest on replay. */
export const StoredCommandSchema: z.ZodType<{ type: string }> = z.looseObject({ type: z.string().min(1) })

const isStoredCommand = (c: unknown): boolean =>
  typeof c === 'object' && c !== null && !Array.isArray(c) && typeof (c as { type?: unknown }).type === 'string' && (c as { type: string }).type.length > 0

/**
 * The command log: checked in one plain loop and kept as parsed. Opening a save must not cost
 * more for a longer game, and a zod object schema per command would copy 16,000 objects.
 */
const CommandLogSchema = z.custom<{ type: string }[]>(
  (value) => Array.isArray(value) && value.every(isStoredCommand),
  { message: 'every command must be an object with a non-empty string "type"' },
)

export const SavePlayerSchema = z.strictObject({ seat: z.number().int().min(0), character: z.string().min(1) })

/** What the slot list shows without replaying: written with every save. */
export const SaveSummarySchema = z.strictObject({
  turns: z.number().int().min(0),
  phase: z.string(),
  outcome: z.enum(['won', 'lost']).nullable(),
})
export type SaveSummary = z.infer<typeof SaveSummarySchema>

/**
 * `save.json` / `.fogbound`, format version 4 (design §3): a generic envelope around one ruleset's
 * game. `settings` (the game config), `commands` and `snapshot` are the ruleset's: its module
 * parses the config and replaying the commands proves the rest. `rulesetFormat` is the version of
 * that ruleset's data, migrated by the ruleset's own numbered steps (format 1 and 2 saves were all
 * games of the first ruleset, whose data version was the file's version then). Format 4 adds `marks`.
 */
export const SaveFileSchema = z.strictObject({
  format: z.literal(SAVE_FORMAT),
  formatVersion: z.literal(SAVE_FORMAT_VERSION),
  appVersion: z.string().min(1),
  ruleset: Id,
  rulesetFormat: z.number().int().min(1),
  packs: z.array(PackRefSchema).min(1),
  seed: z.number().int().min(-2147483648).max(2147483647),
  settings: z.unknown(),
  commands: CommandLogSchema,
  /** The sequence number of the last journal entry folded into `commands` (0: none): older journal lines are skipped on load. */
  journalSeq: z.number().int().min(0),
  snapshot: z.record(z.string(), z.unknown()),
  snapshotHash: z.string().regex(/^[0-9a-f]{64}$/, 'must be a sha256 hex digest'),
  savedAt: z.iso.datetime(),
  name: z.string().min(1).max(200),
  players: z.array(SavePlayerSchema).min(1),
  summary: SaveSummarySchema,
  /** Format 4: one digit per command (`command-marks.ts`), so the game opens from its snapshot without a replay. */
  marks: z.string().regex(MARKS_PATTERN, 'must be base64url digits').optional(),
})
export type SaveFile = z.infer<typeof SaveFileSchema>

/**
 * One line of `journal.ndjson`, number `s` in the slot's sequence: command `c` became log entry
 * `n`, or (`undo`) the log was cut back to `n` entries.
 */
export const JournalEntrySchema = z.union([
  z.strictObject({ s: z.number().int().min(1), n: z.number().int().min(0), c: StoredCommandSchema }),
  z.strictObject({ s: z.number().int().min(1), n: z.number().int().min(0), undo: z.literal(true) }),
])
export type JournalEntry = z.infer<typeof JournalEntrySchema>

/**
 * Serialises a save: compact JSON with a final newline, in a fixed key order (deterministic).
 * The command log comes last, right after `marks`, so a long save can be opened by parsing only
 * what precedes it (`splitSaveText`); the file is plain JSON for every other reader.
 */
export function serializeSave(save: SaveFile): string {
  const ordered = {
    format: save.format,
    formatVersion: save.formatVersion,
    appVersion: save.appVersion,
    ruleset: save.ruleset,
    rulesetFormat: save.rulesetFormat,
    packs: save.packs.map((p) => ({ id: p.id, version: p.version, hash: p.hash })),
    seed: save.seed,
    settings: save.settings,
    journalSeq: save.journalSeq,
    snapshot: save.snapshot,
    snapshotHash: save.snapshotHash,
    savedAt: save.savedAt,
    name: save.name,
    players: save.players,
    summary: save.summary,
    ...(save.marks === undefined ? {} : { marks: save.marks }),
    commands: save.commands,
  }
  return `${JSON.stringify(ordered)}\n`
}

const MARKS_KEY = Buffer.from('"marks":"')
const COMMANDS_KEY = Buffer.from('","commands":[')

const isMarkByte = (b: number): boolean =>
  (b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a) || (b >= 0x30 && b <= 0x39) || b === 0x2d || b === 0x5f

/**
 * Splits the bytes of a save written by `serializeSave` (with marks) into its head (every field
 * but the command log, as JSON text with `commands: []`) and the command log's JSON bytes, left
 * undecoded. Undefined when the file is not laid out that way (older formats, hand-edited files):
 * those are parsed whole. A head that is not what the whole file says is caught by the background
 * check, which parses the whole file.
 */
export function splitSaveBytes(bytes: Buffer): { head: string; commands: Buffer } | undefined {
  const marks = bytes.indexOf(MARKS_KEY)
  if (marks < 0) return undefined
  let end = marks + MARKS_KEY.length
  while (end < bytes.length && isMarkByte(bytes[end] as number)) end++
  if (end + COMMANDS_KEY.length > bytes.length || bytes.compare(COMMANDS_KEY, 0, COMMANDS_KEY.length, end, end + COMMANDS_KEY.length) !== 0) return undefined
  const start = end + COMMANDS_KEY.length - 1
  let last = bytes.length
  while (last > start && (bytes[last - 1] === 0x0a || bytes[last - 1] === 0x0d || bytes[last - 1] === 0x20)) last--
  if (bytes[last - 1] !== 0x7d || bytes[last - 2] !== 0x5d) return undefined
  return { head: `${bytes.subarray(0, start).toString('utf8')}[]}`, commands: bytes.subarray(start, last - 1) }
}
