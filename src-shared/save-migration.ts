/**
 * One step of a saved game's data: reads a parsed save of version `from` and returns the same game
 * at version `from + 1`. The save envelope has its own numbered steps (main's save store); each
 * ruleset has its own for its config, commands and snapshot (`GameModule.migrations`), in numbered
 * files (`001-<what>.ts`), each tested against a fixture from `fixtures/saves/`.
 */
export interface SaveMigration {
  from: number
  description: string
  migrate(save: Record<string, unknown>): Record<string, unknown>
}
