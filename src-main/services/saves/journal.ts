import { promises as fsp } from 'node:fs'
import { JournalEntrySchema, type JournalEntry } from './save-format'
import { SaveError } from './save-error'

/** One journal line, newline included: the newline is the commit mark (a line without it was never acknowledged). */
export function journalLine(entry: JournalEntry): string {
  return `${JSON.stringify(entry)}\n`
}

/**
 * Appends one entry and fsyncs before resolving: when this returns, the command survives
 * a crash or power cut. The caller must not report the command as accepted before.
 */
export async function appendJournal(file: string, entry: JournalEntry): Promise<void> {
  const handle = await fsp.open(file, 'a')
  try {
    await handle.writeFile(journalLine(entry), 'utf8')
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/**
 * Parses `journal.ndjson`. Only newline-terminated lines count: the unterminated tail is the
 * write that a crash interrupted, never acknowledged, so it is dropped (`tornTail`). A damaged
 * line BEFORE the tail is corruption, not a crash, and is an error.
 */
export function parseJournal(text: string): { entries: JournalEntry[]; tornTail: boolean } {
  const end = text.lastIndexOf('\n')
  const complete = end < 0 ? '' : text.slice(0, end)
  const tornTail = end < text.length - 1
  const entries: JournalEntry[] = []
  if (complete.length === 0) return { entries, tornTail }
  const lines = complete.split('\n')
  for (let i = 0; i < lines.length; i++) {
    let value: unknown
    try {
      value = JSON.parse(lines[i] as string)
    } catch {
      throw new SaveError('journal-corrupt', `journal.ndjson line ${i + 1}: not JSON`)
    }
    const parsed = JournalEntrySchema.safeParse(value)
    if (!parsed.success) throw new SaveError('journal-corrupt', `journal.ndjson line ${i + 1}: ${parsed.error.issues[0]?.message ?? 'invalid entry'}`)
    entries.push(parsed.data)
  }
  return { entries, tornTail }
}

/**
 * The journal entries written after `save.json`: those numbered above its `journalSeq`. Older
 * ones are already folded into save.json (left behind by a crash between rewriting save.json
 * and clearing the journal). Numbers must increase line by line.
 */
export function entriesAfter(entries: readonly JournalEntry[], journalSeq: number): JournalEntry[] {
  for (let i = 1; i < entries.length; i++) {
    if ((entries[i] as JournalEntry).s <= (entries[i - 1] as JournalEntry).s) {
      throw new SaveError('journal-corrupt', `journal.ndjson line ${i + 1}: entry number ${(entries[i] as JournalEntry).s} does not follow ${(entries[i - 1] as JournalEntry).s}`)
    }
  }
  return entries.filter((e) => e.s > journalSeq)
}

/**
 * Applies journal entries to the command list of `save.json` (see `entriesAfter`). Entry
 * `{n, c}` cuts the log to n entries and appends c; `{n, undo}` cuts it to n. An entry beyond
 * the end of the log is corruption.
 */
export function applyJournal<C>(base: readonly C[], entries: readonly JournalEntry[]): C[] {
  const log = [...base]
  for (const [i, entry] of entries.entries()) {
    if (entry.n > log.length) {
      throw new SaveError('journal-corrupt', `journal.ndjson line ${i + 1}: entry ${entry.n} follows a log of only ${log.length} commands`)
    }
    log.length = entry.n
    if ('c' in entry) log.push(entry.c as C)
  }
  return log
}
