import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { GameModule } from '../../src-shared/game-module'
import type { RulesetContent } from '../../src-shared/pack-formats'
import { loadPackOrThrow } from '../../src-main/services/cards/pack-files'
import { packRuleset } from '../../src-main/services/cards/pack-ruleset'
import { UsageError } from '../cli-io'
import { stringFlag, type ParsedArgs } from '../args'
import { rulesetIds } from '../../src-shared/registry'

const root = join(import.meta.dirname, '..', '..')

/** Where a pack's ruleset stands in the registry (the first ruleset first); unknown or unreadable last. */
function registryRank(packDir: string): number {
  try {
    const raw: unknown = JSON.parse(readFileSync(join(packDir, 'pack.json'), 'utf8'))
    const id = typeof raw === 'object' && raw !== null && 'ruleset' in raw ? raw.ruleset : undefined
    const i = typeof id === 'string' ? rulesetIds().indexOf(id) : -1
    return i < 0 ? Number.MAX_SAFE_INTEGER : i
  } catch {
    return Number.MAX_SAFE_INTEGER
  }
}

/**
 * The pack used when `--pack` is not given: a shipped pack of the registry's first ruleset (by
 * folder name), so the figures do not change subject when another ruleset's pack ships.
 */
export function defaultPackDir(): string {
  const shipped = join(root, 'resources', 'packs')
  const first = readdirSync(shipped, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(shipped, e.name, 'pack.json')))
    .map((e) => e.name)
    .sort((a, b) => registryRank(join(shipped, a)) - registryRank(join(shipped, b)) || a.localeCompare(b))[0]
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
