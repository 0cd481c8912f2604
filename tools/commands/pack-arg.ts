import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { GameModule } from '../../src-shared/game-module'
import type { RulesetContent } from '../../src-shared/pack-formats'
import { loadPackOrThrow } from '../../src-main/services/cards/pack-files'
import { packRuleset } from '../../src-main/services/cards/pack-ruleset'
import { UsageError } from '../cli-io'
import { stringFlag, type ParsedArgs } from '../args'

const root = join(import.meta.dirname, '..', '..')

/** The pack used when `--pack` is not given: First Light once it ships, else the test pack. */
export function defaultPackDir(): string {
  const firstLight = join(root, 'resources', 'packs', 'first-light')
  return existsSync(join(firstLight, 'pack.json')) ? firstLight : join(root, 'fixtures', 'packs', 'continent-test')
}

/**
 * Loads `--pack <dir>` (or the default) with the module of its ruleset; a missing folder is a usage
 * error, a bad pack an error listing every problem.
 */
export async function packFromArgs(parsed: ParsedArgs, required: boolean): Promise<{ dir: string; content: RulesetContent; module: GameModule }> {
  const dir = stringFlag(parsed, 'pack') ?? (required ? undefined : defaultPackDir())
  if (dir === undefined) throw new UsageError('--pack <dir> is required')
  if (!existsSync(dir)) throw new UsageError(`--pack ${dir}: no such folder`)
  const { module } = await packRuleset(dir)
  return { dir, content: await loadPackOrThrow(dir), module }
}
