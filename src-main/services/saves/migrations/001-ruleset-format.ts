import type { SaveMigration } from '../../../../src-shared/save-migration'

/**
 * Envelope formats 1 and 2 held games of the first ruleset only, and the file's version was then also the
 * version of the game data inside it: format 3 names that version `rulesetFormat`, so the
 * ruleset's own migrations take over from there. A save already carrying it keeps its own.
 */
const rulesetFormatWas = (from: number): SaveMigration => ({
  from,
  description: `format ${from} → ${from + 1}: the game data is at ruleset format ${from}`,
  migrate(save) {
    if (typeof save.rulesetFormat !== 'number') save.rulesetFormat = from
    return save
  },
})

export const rulesetFormatFrom1 = rulesetFormatWas(1)
export const rulesetFormatFrom2 = rulesetFormatWas(2)
