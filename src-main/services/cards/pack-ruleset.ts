import { join } from 'node:path'
import type { GameModule } from '../../../src-shared/game-module'
import { moduleOf, rulesetIds } from '../../../src-shared/registry'
import { readPackFileText } from './pack-file-guard'

/** A pack folder's id, version and the module of its `ruleset` (what the CLI and benchmarks play it with). */
export async function packRuleset(dir: string): Promise<{ id: string; version: string; module: GameModule }> {
  const file = join(dir, 'pack.json')
  // The same guard as every pack read: no links, a size cap, a UTF-8 BOM accepted.
  const raw = JSON.parse(await readPackFileText(file, file)) as { id?: unknown; version?: unknown; ruleset?: unknown }
  if (typeof raw.id !== 'string' || typeof raw.version !== 'string') throw new Error(`${file}: "id" and "version" must be strings`)
  const module = typeof raw.ruleset === 'string' ? moduleOf(raw.ruleset) : undefined
  if (!module) throw new Error(`${file} › ruleset: ${JSON.stringify(raw.ruleset)} is not a ruleset this build plays (${rulesetIds().join(', ')})`)
  return { id: raw.id, version: raw.version, module }
}
