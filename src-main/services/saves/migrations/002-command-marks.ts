import type { SaveMigration } from '../../../../src-shared/save-migration'

/**
 * Save format 3 → 4: format 4 may carry `marks` (one digit per command: checkpoint, turns ended,
 * actions begun) so a save opens from its snapshot without replaying. A format-3 save has none:
 * it opens by a full replay, as before, and its next rewrite adds them. Nothing else changes.
 */
export const commandMarksFrom3: SaveMigration = {
  from: 3,
  description: 'save format 4: optional per-command marks for opening without a replay',
  migrate: (save) => save,
}
