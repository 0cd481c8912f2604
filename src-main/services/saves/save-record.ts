import type { GameRecord } from '../games/game-session'
import { SAVE_FORMAT, SAVE_FORMAT_VERSION, type SaveFile } from './save-format'

/** The full save.json for a game record. */
export function buildSave(record: GameRecord, meta: { name: string; appVersion: string; savedAt: string }): SaveFile {
  return {
    format: SAVE_FORMAT,
    formatVersion: SAVE_FORMAT_VERSION,
    appVersion: meta.appVersion,
    ruleset: record.ruleset,
    rulesetFormat: record.rulesetFormat,
    packs: record.packs,
    seed: record.seed,
    settings: record.settings,
    commands: record.commands,
    journalSeq: record.journalSeq,
    snapshot: record.snapshot as unknown as Record<string, unknown>,
    snapshotHash: record.snapshotHash,
    savedAt: meta.savedAt,
    name: meta.name,
    players: record.players,
    summary: record.summary,
    ...(record.marks === undefined ? {} : { marks: record.marks }),
  }
}
