import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { GameModule } from '../../src-shared/game-module'
import type { RulesetContent } from '../../src-shared/pack-formats'
import { loadPackOrThrow } from '../../src-main/services/cards/pack-files'
import { packRuleset } from '../../src-main/services/cards/pack-ruleset'
import { UsageError } from '../cli-io'
import { stringFlag, type ParsedArgs } from '../args'

const root = join(import.meta.dirname, '..', '..')

/** The pack used when `--pack` is not given: the first pack shipped with the app (by folder name). */
export function defaultPackDir(): string {
  const shipped = join(root, 'resources', 'packs')
  const first = readdirSync(shipped, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(shipped, e.name, 'pack.json')))
    .map((e) => e.name)
    .sort()[0]
  if (first === undefined) throw new UsageError(`no pack is shipped in ${shipped}: give --pack <dir>`)
  return join(shipped, first)
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
