import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { RulesetContent } from '../../src-shared/content/specs'
import { loadPackOrThrow } from '../../src-main/services/cards/pack-files'
import { UsageError } from '../cli-io'
import { stringFlag, type ParsedArgs } from '../args'

const root = join(import.meta.dirname, '..', '..')

/** The pack used when `--pack` is not given: First Light once it ships, else the test pack. */
export function defaultPackDir(): string {
  const firstLight = join(root, 'resources', 'packs', 'first-light')
  return existsSync(join(firstLight, 'pack.json')) ? firstLight : join(root, 'fixtures', 'packs', 'continent-test')
}

/** Loads `--pack <dir>` (or the default); a missing folder is a usage error, a bad pack an error listing every problem. */
export async function packFromArgs(parsed: ParsedArgs, required: boolean): Promise<{ dir: string; content: RulesetContent }> {
  const dir = stringFlag(parsed, 'pack') ?? (required ? undefined : defaultPackDir())
  if (dir === undefined) throw new UsageError('--pack <dir> is required')
  if (!existsSync(dir)) throw new UsageError(`--pack ${dir}: no such folder`)
  return { dir, content: await loadPackOrThrow(dir) }
}
