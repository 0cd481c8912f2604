import { stateHash } from '../../../engine/state-hash'
import type { SaveMigration } from '../../../save-migration'

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * Format 1 → 2. Format 2 added the Continent setting `terrainPlacement` (C-CONSEQ-13): new games
 * let the active player drag a revealed terrain onto its space, which is one more command in the
 * log. Format-1 logs were played with the engine placing terrains itself, so the migrated game
 * says so ('automatic') in its config and in its snapshot, and replays command for command.
 *
 * The snapshot hash is recomputed only when it matched the old snapshot: a tampered snapshot
 * keeps a hash that no longer matches, so the load still refuses it.
 */
export const terrainPlacement: SaveMigration = {
  from: 1,
  description: "Continent games from format 1 keep the engine placing revealed terrains (terrainPlacement: 'automatic')",
  migrate(save) {
    const config = isRecord(save.settings) ? save.settings : null
    if (config) config.settings = { ...(isRecord(config.settings) ? config.settings : {}), terrainPlacement: 'automatic' }
    const snapshot = save.snapshot
    if (isRecord(snapshot) && isRecord(snapshot.settings)) {
      const matched = stateHash(snapshot) === save.snapshotHash
      snapshot.settings = { ...snapshot.settings, terrainPlacement: 'automatic' }
      if (matched) save.snapshotHash = stateHash(snapshot)
    }
    return save
  },
}
