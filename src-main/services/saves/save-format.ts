import { z } from 'zod'

/** The `format` tag of every Fogbound save (`save.json` and exported `.fogbound` files). */
export const SAVE_FORMAT = 'fogbound-save'

/**
 * The save format this build writes. Older formats are read through the numbered
 * migrations in `migrations/`; a newer one is refused and left untouched.
 */
export const SAVE_FORMAT_VERSION = 3

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

export const SavePlayerSchema = z.strictObject({ seat: z.number().int().min(0), character: z.string().min(1) })

/** What the slot list shows without replaying: written with every save. */
export const SaveSummarySchema = z.strictObject({
  turns: z.number().int().min(0),
  phase: z.string(),
  outcome: z.enum(['won', 'lost']).nullable(),
})
export type SaveSummary = z.infer<typeof SaveSummarySchema>

/**
 * `save.json` / `.fogbound`, format version 3 (design §3): a generic envelope around one ruleset's
 * game. `settings` (the game config), `commands` and `snapshot` are the ruleset's: its module
 * parses the config and replaying the commands proves the rest. `rulesetFormat` is the version of
 * that ruleset's data, migrated by the ruleset's own numbered steps (format 1 and 2 saves were all
 * Continent games, whose data version was the file's version then).
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
  commands: z.array(StoredCommandSchema),
  /** The sequence number of the last journal entry folded into `commands` (0: none): older journal lines are skipped on load. */
  journalSeq: z.number().int().min(0),
  snapshot: z.record(z.string(), z.unknown()),
  snapshotHash: z.string().regex(/^[0-9a-f]{64}$/, 'must be a sha256 hex digest'),
  savedAt: z.iso.datetime(),
  name: z.string().min(1).max(200),
  players: z.array(SavePlayerSchema).min(1),
  summary: SaveSummarySchema,
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

/** Serialises a save: compact JSON with a final newline, in the schema's key order (deterministic). */
export function serializeSave(save: SaveFile): string {
  const ordered: SaveFile = {
    format: save.format,
    formatVersion: save.formatVersion,
    appVersion: save.appVersion,
    ruleset: save.ruleset,
    rulesetFormat: save.rulesetFormat,
    packs: save.packs.map((p) => ({ id: p.id, version: p.version, hash: p.hash })),
    seed: save.seed,
    settings: save.settings,
    commands: save.commands,
    journalSeq: save.journalSeq,
    snapshot: save.snapshot,
    snapshotHash: save.snapshotHash,
    savedAt: save.savedAt,
    name: save.name,
    players: save.players,
    summary: save.summary,
  }
  return `${JSON.stringify(ordered)}\n`
}
